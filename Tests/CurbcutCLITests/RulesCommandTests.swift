import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutCLI

@Suite struct RulesCommandTests {
  @Test func listsEveryRule() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["rules"], in: folder.path)
    #expect(result.status == 0)
    for rule in RuleCatalogue.rules { #expect(result.output.contains(rule.id)) }
    #expect(
      result.output.split(separator: "\n").contains { $0.hasPrefix("contrast_minimum ") && $0.contains(" contrast ") })
  }

  /// The lint, contrast and type-scale catalogues are declared apart; an id in two of them would make
  /// configuration keys and `curbcut rules ID` ambiguous.
  @Test func noTwoRulesOfAnyCatalogueShareAnIDOrAnOptionName() {
    let ids = RuleCatalogue.rules.map(\.id)
    #expect(
      Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys)")
    for rule in RuleCatalogue.rules {
      #expect(Set(rule.options.map(\.name)).count == rule.options.count, "\(rule.id) declares an option twice")
    }
  }

  /// Raw Markdown with front matter was printed to a terminal.
  @Test func explainsARuleInPlainTextForATerminal() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["rules", "icon_only_control_label"], in: folder.path)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("icon_only_control_label: Icon-only control label\nImpact critical · WCAG "))
    #expect(!result.output.contains("---") && !result.output.contains("```") && !result.output.contains("**"))
    #expect(!result.output.contains("`"))
    #expect(result.output.contains("\nFlagged:\n\n    "))
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 100 || $0.hasPrefix("    ") })
  }

  @Test func explainsARuleInTheSeedsFormat() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["rules", "icon_only_control_label", "--format", "markdown"], in: folder.path)
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "---\ntitle: Icon-only control label\nid: icon_only_control_label\nimpact: CRITICAL\nimpactDescription: "))
    #expect(result.output.contains("**Incorrect:**"))
    #expect(result.output.contains("**Correct:**"))
  }

  @Test func anUnknownRuleIsAnErrorWithASuggestion() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["rules", "image_lable"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors == "error: 'image_lable' is not a Curbcut rule; did you mean 'image_label'?\n")
  }

  @Test func jsonListsRulesWithTheirMetadata() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["rules", "--format", "json"], in: folder.path)
    let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleCatalogue.rules.map(\.id))
    #expect(rules.first { $0["id"] as? String == "text_resize_200_percent" }?["command"] as? String == "type-scale")
    #expect(rules.first { $0["id"] as? String == "label_includes_type" }?["hasFix"] as? Bool == true)
  }
}
