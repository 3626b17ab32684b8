import CurbcutTestSupport
import Foundation
import Testing

/// Curbcut's SwiftPM plugins, used as a team's package uses them: Examples/PluginDemo depends on this checkout by path,
/// and SwiftPM builds it (and `curbcut` with it) here. One test, so that no two SwiftPM runs share its build folder at
/// once; the folder (`.build-plugin-demo`, ignored by git) is kept between runs, so only the first one builds
/// swift-syntax.
@Suite struct PluginTests {
  private static let scratchPath = repositoryRoot + "/.build-plugin-demo"

  private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try runProgram("swift", arguments)
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

    let build = try swift(["build", "--package-path", folder.path, "--scratch-path", Self.scratchPath])
    #expect(build.status == 0, "\(build.output)")
    #expect(build.output.contains("Curbcut: accessibility lint of TripCards"), "\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("TripCard.swift:") && $0.contains("warning:")
    }
    #expect(warnings.contains { $0.contains("TripCard.swift:17:17: warning: '.system(size: 17)'") }, "\(build.output)")
    #expect(warnings.contains { $0.contains("(icon_only_control_label)") }, "\(build.output)")

    let lint = try swift([
      "package", "--package-path", folder.path, "--scratch-path", Self.scratchPath, "curbcut", "lint", "--format",
      "github",
    ])
    #expect(lint.status != 0, "findings fail the command: \(lint.output)")
    #expect(lint.output.contains("::warning file=Sources/TripCards/TripCard.swift,line=17"), "\(lint.output)")

    // A rule configured `error` fails the build.
    try folder.write(".curbcut.yml", "fixed_font_size: error\n")
    try folder.write("Sources/TripCards/TripCard.swift", card + "\n")
    let failing = try swift(["build", "--package-path", folder.path, "--scratch-path", Self.scratchPath])
    #expect(failing.status != 0, "\(failing.output)")
    #expect(failing.output.contains("TripCard.swift:17:17: error: '.system(size: 17)'"), "\(failing.output)")
    try FileManager.default.removeItem(atPath: folder.path + "/.curbcut.yml")

    let fix = try swift([
      "package", "--package-path", folder.path, "--scratch-path", Self.scratchPath,
      "--allow-writing-to-package-directory", "curbcut", "lint", "--fix", "--only-rule", "fixed_font_size",
    ])
    #expect(fix.status == 0, "\(fix.output)")
    let fixed = try folder.read("Sources/TripCards/TripCard.swift")
    #expect(fixed.contains(".font(.body)") && !fixed.contains(".system(size: 17)"), "\(fixed)")
  }
}
