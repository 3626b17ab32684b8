import CurbcutTestSupport
import Foundation
import Testing

/// The HTML reports (the findings of lint and check, the type ramp's page, the contrast audit's), checked with a real accessibility engine in a
/// real browser: axe-core in headless Chromium
/// (`scripts/check-html-accessibility`; `.ci/run` installs Debian's chromium and chromium-driver and the PyPI packages
/// it needs), in the light and the dark appearance, with a screenshot of each. `CURBCUT_UPDATE_SCREENSHOTS=1` writes the
/// lint report's first screen to `Docs/lint-report.png`, which the README shows.
@Suite struct BrowserAccessibilityTests {
  private func check(_ page: String, screenshot: String, arguments: [String] = []) throws -> (Int32, String) {
    try runProgram(repositoryRoot + "/scripts/check-html-accessibility", [page, screenshot] + arguments)
  }

  /// The width and height of a PNG, from its header.
  private func size(ofPNG path: String) throws -> (width: Int, height: Int) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    try #require(bytes.count > 24 && bytes[1...3].elementsEqual("PNG".utf8), "\(path) is not a PNG")
    func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(at: 16), number(at: 20))
  }

  /// Each page: the command's arguments (the page's path follows `--output`) and the folder it runs in.
  static let pages: [(name: String, arguments: [String], folder: String)] = [
    ("lint", ["lint", "Examples/Showcase", "--format", "html"], ""),
    ("check", ["check", "Examples/Showcase", "--format", "html"], ""),
    ("type-scale", ["type-scale", "--format", "html"], "/Examples/Showcase"),
    ("type-scale-apple", ["type-scale", "--format", "html"], ""),
    ("contrast", ["contrast", "Examples/Showcase", "--format", "html"], ""),
  ]

  @Test(arguments: pages.map(\.name))
  func theShowcasesReportHasNoAxeViolationsInEitherAppearance(_ command: String) throws {
    let folder = try TemporaryFolder()
    let page = folder.path + "/\(command).html"
    let (_, arguments, directory) = try #require(Self.pages.first { $0.name == command })
    let result = curbcut(arguments + ["--output", page], in: repositoryRoot + directory)
    #expect(result.status == 1, "the Showcase and Apple's ramp have findings: \(result.errors)")
    for (appearance, arguments) in [("light", [String]()), ("dark", ["--dark"])] {
      let screenshot = folder.path + "/\(command)-\(appearance).png"
      let (status, output) = try check(page, screenshot: screenshot, arguments: arguments)
      try #require(status != 2, "headless Chromium or axe-core cannot run (.ci/run installs them): \(output)")
      #expect(status == 0, "\(appearance): \(output)")
      #expect(output.contains(": 0 violations"), "\(output)")
      let (width, height) = try size(ofPNG: screenshot)
      #expect(width == 1280 && height > 2000, "the whole page: \(width)x\(height)")
    }
    if command == "lint" && ProcessInfo.processInfo.environment["CURBCUT_UPDATE_SCREENSHOTS"] == "1" {
      let (status, output) = try check(
        page, screenshot: repositoryRoot + "/Docs/lint-report.png", arguments: ["--first-screen"])
      #expect(status == 0, "\(output)")
    }
  }
}
