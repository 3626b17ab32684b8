import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutLint

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileDiscoveryTests {
  private func discover(
    _ folder: TemporaryFolder, _ arguments: [String] = ["."], excluded: [String] = [],
    skipsGeneratedCode: Bool = true
  ) -> FileDiscovery.Outcome {
    FileDiscovery(rootDirectory: folder.path, excluded: excluded.map(Glob.init), skipsGeneratedCode: skipsGeneratedCode)
      .discover(arguments)
  }

  @Test func findsSwiftFilesRecursivelyInPathOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Views/B.swift", "")
    try folder.write("App/A.swift", "")
    try folder.write("App/README.md", "")
    try folder.write("Root.swift", "")
    let outcome = discover(folder)
    #expect(outcome.files.map(\.path.relative) == ["App/A.swift", "App/Views/B.swift", "Root.swift"])
    #expect(outcome.problems.isEmpty)
  }

  @Test func aFolderHoldsAWholeProjectWhenItHoldsAProjectOrTheManifestsOneIsGeneratedFrom() throws {
    for manifest in [
      "Package.swift", "App.xcodeproj/project.pbxproj", "Tuist/Config.swift", "Tuist.swift", "project.yml",
    ] {
      let folder = try TemporaryFolder()
      try folder.write("App/Home.swift", "")
      #expect(!discover(folder).readsWholeProjects, "no project: the views may be used elsewhere")
      try folder.write(manifest, "")
      #expect(discover(folder).readsWholeProjects, "\(manifest)")
      #expect(!discover(folder, ["App/Home.swift"]).readsWholeProjects, "a file named alone")
    }
  }

  @Test func skipsBuildProductsDependenciesHiddenAndGeneratedFolders() throws {
    let folder = try TemporaryFolder()
    for skipped in [
      ".build/x.swift", "Pods/Alamofire/x.swift", "Carthage/Checkouts/x.swift", "DerivedData/x.swift",
      ".git/x.swift", "App/.hidden/x.swift", "App/Generated/Strings.swift", "App/Mocks.generated.swift",
      "App/Assets+Generated.swift",
    ] {
      try folder.write(skipped, "let x = 1")
    }
    try folder.write("App/Kept.swift", "let x = 1")
    #expect(discover(folder).files.map(\.path.relative) == ["App/Kept.swift"])
    let all = discover(folder, skipsGeneratedCode: false).files.map(\.path.relative)
    #expect(
      all == [
        "App/Assets+Generated.swift", "App/Generated/Strings.swift", "App/Kept.swift", "App/Mocks.generated.swift",
      ])
  }

  @Test func excludedGlobsApplyToFoldersAndFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/Feature/Generated/Api.swift", "")
    try folder.write("Sources/Feature/View.swift", "")
    try folder.write("Sources/Feature/ViewTests.swift", "")
    try folder.write("Vendor/Lib.swift", "")
    let outcome = discover(folder, excluded: ["Vendor", "**/*Tests.swift"], skipsGeneratedCode: false)
    #expect(
      outcome.files.map(\.path.relative) == ["Sources/Feature/Generated/Api.swift", "Sources/Feature/View.swift"])
  }

  @Test func explicitFilesAreLintedAndNonSwiftOrMissingPathsAreProblems() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", "")
    try folder.write("notes.txt", "")
    let outcome = discover(folder, ["A.swift", "notes.txt", "Missing.swift", "./A.swift"])
    #expect(outcome.files.map(\.path.display) == ["A.swift"])
    #expect(outcome.problems.map(\.path.display) == ["notes.txt", "Missing.swift"])
    #expect(outcome.problems[0].message == "is not a Swift file (only .swift files are linted)")
    #expect(outcome.problems[1].message.hasPrefix("no such file or directory"))
    #expect(outcome.problems.allSatisfy { $0.severity == .error })
  }

  @Test func anExplicitlyNamedExcludedFileIsSkippedWithANote() throws {
    let folder = try TemporaryFolder()
    try folder.write("Vendor/Lib.swift", "")
    let outcome = discover(folder, ["Vendor/Lib.swift"], excluded: ["Vendor"])
    #expect(outcome.files.isEmpty)
    #expect(outcome.problems.map(\.severity) == [.note])
  }

  @Test func namesWithSpacesAndNonASCIICharacters() throws {
    let folder = try TemporaryFolder()
    try folder.write("My Screens/Écran d'accueil.swift", "")
    try folder.write("日本語/ビュー.swift", "")
    let outcome = discover(folder, ["My Screens", "日本語"])
    #expect(outcome.files.map(\.path.display) == ["My Screens/Écran d'accueil.swift", "日本語/ビュー.swift"])
    #expect(outcome.files.map(\.path.relative) == ["My Screens/Écran d'accueil.swift", "日本語/ビュー.swift"])
  }

  @Test func symbolicLinkLoopsAreReportedNotFollowedForever() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/View.swift", "")
    try folder.link("App/Loop", to: "..")
    try folder.link("App/Self.swift", to: "Self.swift")
    try folder.link("App/Ping.swift", to: "Pong.swift")
    try folder.link("App/Pong.swift", to: "Ping.swift")
    try folder.link("App/Here", to: ".")
    let outcome = discover(folder)
    #expect(outcome.files.map(\.path.relative) == ["App/View.swift"])
    let messages = Dictionary(uniqueKeysWithValues: outcome.problems.map { ($0.path.relative, $0.message) })
    #expect(messages["App/Loop"]?.hasPrefix("symbolic link loop") == true)
    #expect(messages["App/Here"]?.hasPrefix("symbolic link loop") == true)
    #expect(messages["App/Self.swift"]?.hasPrefix("symbolic link loop") == true)
    #expect(messages["App/Ping.swift"]?.hasPrefix("symbolic link loop") == true)
  }

  @Test func linkedFoldersAndFilesAreFollowedOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("Shared/Button.swift", "")
    try folder.link("App/SharedLink", to: "../Shared")
    try folder.link("App/Alias.swift", to: "../Shared/Button.swift")
    let outcome = discover(folder)
    #expect(outcome.files.count == 1)
    #expect(outcome.problems.isEmpty)
  }

  @Test func brokenLinksToSwiftFilesAreProblemsAndOthersAreIgnored() throws {
    let folder = try TemporaryFolder()
    try folder.link("Gone.swift", to: "Nowhere.swift")
    try folder.link("gone.txt", to: "nowhere.txt")
    let outcome = discover(folder)
    #expect(outcome.files.isEmpty)
    #expect(outcome.problems.map(\.path.relative) == ["Gone.swift"])
  }

  @Test func aPipeNamedLikeASwiftFileIsNotOpened() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)
    try folder.write("Real.swift", "")
    let outcome = discover(folder)
    #expect(outcome.files.map(\.path.relative) == ["Real.swift"])
    // Issue 11: skipped, but not without a word.
    #expect(
      outcome.problems.map(\.diagnostic) == [
        "Pipe.swift: error: cannot be read: it is a FIFO (named pipe), not a regular file"
      ])
  }

  @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
  func unreadableFoldersAreProblems() throws {
    let folder = try TemporaryFolder()
    try folder.write("Locked/A.swift", "")
    chmod(folder.path + "/Locked", 0)
    defer { chmod(folder.path + "/Locked", 0o755) }
    let outcome = discover(folder)
    #expect(outcome.problems.map(\.path.relative) == ["Locked"])
  }

  @Test func pathsOutsideTheRootStayAbsolute() throws {
    let root = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try elsewhere.write("Outside.swift", "")
    let outcome = discover(root, [elsewhere.path])
    #expect(outcome.files.map(\.path.relative) == [elsewhere.path + "/Outside.swift"])
  }
}
