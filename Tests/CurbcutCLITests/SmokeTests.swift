import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

/// One run of the real `curbcut` binary as a subprocess: arguments, streams and exit status as a shell
/// or CI sees them.
@Suite struct SmokeTests {
  @Test func theBinaryLintsAFolderAndExitsWithTheRightStatus() throws {
    let folder = try TemporaryFolder()
    try folder.write("My Views/Hero.swift", Sources.withFindings)
    let process = Process()
    process.executableURL = curbcutBinary
    process.arguments = ["lint", "My Views", "--format", "github"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      printed.hasPrefix("::warning file=My Views/Hero.swift,line=3,col=5,endLine=3,endColumn=18,title=image_label::"))
  }

  /// The checkout's `curbcut` script runs the built command from any folder, as the seed check calls it
  /// (`seed-redflags.sh PATH/TO/curbcut`); the tests have just built the binary, so it builds nothing.
  /// Also through a symbolic link to it (`ln -s CHECKOUT/curbcut /usr/local/bin/curbcut`), which once made it look
  /// for the package beside the link and fail.
  @Test(arguments: [false, true])
  func theCheckoutScriptRunsTheCommandFromAnyFolder(throughALink: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    var script = repositoryRoot + "/curbcut"
    if throughALink {
      let link = folder.path + "/bin/curbcut"
      try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
      script = link
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = ["lint", ".", "--format", "json", "--output", "out.json"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let report = try String(contentsOfFile: folder.path + "/out.json", encoding: .utf8)
    #expect(report.contains("image_label"))
  }

  /// A fresh checkout's script builds with a toolchain where installers put one when `swift` is not on the PATH: the
  /// seed check, run with a bare PATH (`/usr/bin:/bin`), once found no binary and no `swift`, and wrote no report.
  @Test(
    .enabled(
      if: ["/opt/swift/usr/bin/swift", "/usr/share/swift/usr/bin/swift"].contains(
        where: FileManager.default.isExecutableFile))
  )
  func theCheckoutScriptFindsAToolchainOffThePath() throws {
    let folder = try TemporaryFolder()
    let script = try standInCheckout(in: folder)
    // The build's output goes to standard error, which this reads too; the stand-in's own line comes last.
    let run = try runProgram(script, ["built"], in: folder.path, environment: ["PATH": "/usr/bin:/bin", "SWIFT": ""])
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("\nbuilt\n"))
  }

  /// The seed check run by another user than the checkout's, `nobody` here: it cannot write the checkout (SwiftPM
  /// writes its build and Package.resolved there) nor its HOME (`/nonexistent`, where the compiler keeps its module
  /// cache). The script builds a copy in that user's own folder instead; it once failed, and the check wrote no
  /// report. Run where the tests run as root, which may run a command as `nobody`.
  @Test(
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
        && ["/opt/swift/usr/bin/swift", "/usr/share/swift/usr/bin/swift"].contains(
          where: FileManager.default.isExecutableFile))
  )
  func theCheckoutScriptBuildsACopyForAUserWhoCannotWriteTheCheckout() throws {
    let folder = try TemporaryFolder()
    let script = try standInCheckout(in: folder)
    chmod(folder.path, 0o755)
    let run = try runProgram(
      "/usr/sbin/runuser", ["-u", "nobody", "--", "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", script, "built"],
      in: "/")
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("\nbuilt\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/checkout/.build"))
  }

  /// The same user, when the copy cannot be built (no toolchain here: `SWIFT` names one that fails, as a build
  /// without a network to fetch dependencies would): the script runs the checkout's own binary, older than a source,
  /// rather than none, which once left the seed check without its report.
  @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")))
  func theCheckoutScriptFallsBackOnTheCheckoutsBinaryWhenItsCopyCannotBeBuilt() throws {
    let folder = try TemporaryFolder()
    let script = try standInCheckout(in: folder)
    let binary = try folder.write("checkout/.build/debug/curbcut", "#!/bin/sh\necho \"built before: $*\"\n")
    chmod(binary, 0o755)
    // Older than the sources, so the script would build first.
    var times = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: 0)]
    utimensat(AT_FDCWD, binary, &times, 0)
    chmod(folder.path, 0o755)
    let run = try runProgram(
      "/usr/sbin/runuser",
      ["-u", "nobody", "--", "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "SWIFT=/bin/false", script, "lint", "."],
      in: "/")
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("built before: lint .\n"))
  }

  /// A checkout that is a package of its own holding a stand-in `curbcut`, which prints its arguments, with the
  /// checkout's script: its build takes seconds. Returns the script's path.
  private func standInCheckout(in folder: TemporaryFolder) throws -> String {
    try folder.write(
      "checkout/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "StandIn", targets: [.executableTarget(name: "curbcut")])

      """)
    try folder.write("checkout/Sources/curbcut/main.swift", "print(CommandLine.arguments.dropFirst().joined())\n")
    let script = folder.path + "/checkout/curbcut"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/curbcut", toPath: script)
    return script
  }

  /// `scripts/install` builds the product and puts the binary in PREFIX/bin, which then says its version. The build is
  /// the tests' own (a stub `swift` answers with their bin path): a release build from nothing takes minutes.
  @Test func theInstallScriptPutsTheBuiltBinaryOnThePath() throws {
    let folder = try TemporaryFolder()
    let stub = try folder.write(
      "swift",
      """
      #!/bin/sh
      echo "$@" >> "\(folder.path)/swift-calls"
      case "$*" in *--show-bin-path*) echo "\(repositoryRoot)/.build/debug" ;; esac

      """)
    chmod(stub, 0o755)
    func install(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: repositoryRoot + "/scripts/install")
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT": stub]) { _, new in new }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = Pipe()
      try process.run()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      )
    }
    let prefix = folder.path + "/prefix"
    let installed = try install(["--configuration", "debug", "--prefix", prefix])
    #expect(installed.status == 0)
    #expect(installed.output == "Installed \(ToolInfo.version) as \(prefix)/bin/curbcut\n")
    #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/curbcut"))
    #expect(
      try folder.read("swift-calls").hasPrefix("build --package-path \(repositoryRoot) -c debug --product curbcut\n"))
    #expect(try install(["--configuration", "fast"]).status == 2)
    // A prefix that cannot hold a `bin` folder (a file) stops the install with status 2.
    let file = try folder.write("not-a-folder", "")
    #expect(try install(["--configuration", "debug", "--prefix", file]).status == 2)
  }

  /// `curbcut --version` is the version the README installs by (Mint and the workflow's cache key), and the checkout's
  /// latest tag when the checkout has tags; CI's clones and source archives carry none, so only that part waits on them.
  @Test func theVersionIsTheLatestTag() throws {
    #expect(curbcut(["--version"], in: repositoryRoot).output == ToolInfo.version + "\n")
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    let version = ToolInfo.version
    for install in [
      "--branch \(version) https://github.com/curbcut/curbcut", "mint install curbcut/curbcut@\(version)",
      "curbcut-\(version)-",
    ] {
      #expect(readme.contains(install), "the README installs this version: \(install)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repositoryRoot, "describe", "--tags", "--abbrev=0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    let tag = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if process.terminationStatus == 0 {
      #expect(tag == version, "the latest tag is the version curbcut reports")
    }
  }
}
