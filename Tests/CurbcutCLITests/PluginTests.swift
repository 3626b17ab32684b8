import CurbcutTestSupport
import Foundation
import Testing

/// Curbcut's SwiftPM plugins, used as a team's package uses them: Examples/PluginDemo depends on this checkout by path,
/// and SwiftPM builds it (and `curbcut` with it) here.
@Suite struct PluginTests {
  /// The build folder of the `swift test` that runs this test (`<folder>/<triple>/debug/` holds the test binary). That
  /// build has just made `curbcut` for the plugins (`curbcut-tool`, with swift-syntax's modules built for the host), by
  /// the same commands the demo's build plans, so the demo's build in the same folder compiles only its own target; in
  /// a folder of its own it compiled swift-syntax again, four of CI's fifteen minutes. The `swift test` that holds the
  /// folder's lock waits for its tests, and no other test runs SwiftPM, hence `--ignore-lock`; SwiftPM's next build of
  /// this package plans itself again, and finds everything built. When the tests run from another build system's
  /// folder (Xcode's), the checkout's `.build`.
  private static let scratchPath: String = {
    let folder = curbcutBinary.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let isSwiftPMBuildFolder = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("workspace-state.json").path)
    return isSwiftPMBuildFolder ? folder.path : repositoryRoot + "/.build"
  }()

  /// `swift build` or `swift package` (`command`) on the demo in `folder`, in the test run's build folder.
  private func swift(
    _ command: String, _ folder: TemporaryFolder, _ arguments: [String] = []
  ) throws -> (status: Int32, output: String) {
    try runProgram(
      "swift",
      [command, "--package-path", folder.path, "--scratch-path", Self.scratchPath, "--ignore-lock"] + arguments)
  }

  @Test(.timeLimit(.minutes(20)))
  func theBuildToolPluginWarnsAndTheCommandPluginLintsAndFixes() throws {
    // A copy, so that --fix writes a file of the test's; it names this checkout by its absolute path.
    let folder = try TemporaryFolder()
    let demo = repositoryRoot + "/Examples/PluginDemo"
    let manifest = try String(contentsOfFile: demo + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains("path: \"../..\""))
    try folder.write("Package.swift", manifest.replacingOccurrences(of: "\"../..\"", with: "\"\(repositoryRoot)\""))
    let card = try String(contentsOfFile: demo + "/Sources/TripCards/TripCard.swift", encoding: .utf8)
    try folder.write("Sources/TripCards/TripCard.swift", card)
    // Resolved as this checkout is, so that the demo's build never moves the build folder's checkouts of the
    // dependencies (nor fetches anything).
    if let pins = try? String(contentsOfFile: repositoryRoot + "/Package.resolved", encoding: .utf8) {
      try folder.write("Package.resolved", pins)
    }

    let build = try swift("build", folder)
    #expect(build.status == 0, "\(build.output)")
    #expect(build.output.contains("Curbcut: accessibility lint of TripCards"), "\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("TripCard.swift:") && $0.contains("warning:")
    }
    #expect(warnings.contains { $0.contains("TripCard.swift:17:17: warning: '.system(size: 17)'") }, "\(build.output)")
    #expect(warnings.contains { $0.contains("(icon_only_control_label)") }, "\(build.output)")

    let lint = try swift("package", folder, ["curbcut", "lint", "--format", "github"])
    #expect(lint.status != 0, "findings fail the command: \(lint.output)")
    #expect(lint.output.contains("::warning file=Sources/TripCards/TripCard.swift,line=17"), "\(lint.output)")

    // A rule configured `error` fails the build.
    try folder.write(".curbcut.yml", "fixed_font_size: error\n")
    try folder.write("Sources/TripCards/TripCard.swift", card + "\n")
    let failing = try swift("build", folder)
    #expect(failing.status != 0, "\(failing.output)")
    #expect(failing.output.contains("TripCard.swift:17:17: error: '.system(size: 17)'"), "\(failing.output)")
    try FileManager.default.removeItem(atPath: folder.path + "/.curbcut.yml")

    let fix = try swift(
      "package", folder,
      ["--allow-writing-to-package-directory", "curbcut", "lint", "--fix", "--only-rule", "fixed_font_size"])
    #expect(fix.status == 0, "\(fix.output)")
    let fixed = try folder.read("Sources/TripCards/TripCard.swift")
    #expect(fixed.contains(".font(.body)") && !fixed.contains(".system(size: 17)"), "\(fixed)")
  }
}
