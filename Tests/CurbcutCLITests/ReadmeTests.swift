import Foundation
import Testing

@testable import CurbcutCLI

/// The README's rule catalogue is printed from the rules; this keeps it current. After changing a rule,
/// run `CURBCUT_UPDATE_README=1 swift test --filter ReadmeTests` and review the diff.
@Suite struct ReadmeTests {
  static let begin = "<!-- rules:begin -->\n"
  static let end = "<!-- rules:end -->"

  @Test func theRuleCatalogueIsCurrent() throws {
    let url = URL(fileURLWithPath: repositoryRoot).appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(readme.range(of: Self.begin))
    let finish = try #require(readme.range(of: Self.end))
    let catalogue = RuleCatalogue.markdown
    let current = readme.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: catalogue)
    if ProcessInfo.processInfo.environment["CURBCUT_UPDATE_README"] != nil {
      try current.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(readme == current, "the README's rule catalogue is out of date")
  }

  @Test func theSetUpCommandsAreInTheReadme() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: repositoryRoot).appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```sh\nswift run curbcut lint Examples/Showcase\nswift test\n```"))
  }
}
