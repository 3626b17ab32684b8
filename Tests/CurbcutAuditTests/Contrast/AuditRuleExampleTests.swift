import CurbcutCore
import CurbcutReporting
import Foundation
import Testing

@testable import CurbcutAudit

/// Runs every audit rule's examples through the token reader and the audit: a triggering example must report
/// exactly its markers' messages at their places, under its rule; a non-triggering one must report nothing.
struct AuditRuleExampleTests {
  static let examples = AuditRules.all.flatMap { rule in
    rule.triggering.map { (rule.id, $0, true) } + rule.nonTriggering.map { (rule.id, $0, false) }
  }

  @Test func everyRuleHasBothKindsOfExample() {
    for rule in AuditRules.all {
      #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
    }
  }

  @Test(arguments: examples.indices)
  func exampleReportsItsMarkers(index: Int) throws {
    let (ruleID, example, isTriggering) = Self.examples[index]
    #expect(!isTriggering || !example.markerOffsets.isEmpty, "\(ruleID): a triggering example needs a marker")
    #expect(isTriggering || example.markerOffsets.isEmpty, "\(ruleID): a non-triggering example has no marker")
    let file = try Fixtures.tokens(example.source, name: "example.tokens.json")
    let tokens = DesignTokenPalette(files: [file])
    #expect(tokens.problems.isEmpty, "\(ruleID): \(tokens.problems)")
    let audit = ContrastAudit(
      palettes: [tokens.palette], selection: .specified([]), settings: try Self.settings(example.options))
    #expect(audit.problems.isEmpty)
    let fallback = InputLocation(file: Fixtures.path("none"), start: SourcePosition(line: 1, column: 1), path: "")
    let findings = audit.findings(fallback: fallback)
    #expect(findings.allSatisfy { $0.ruleID == ruleID }, "\(findings.map(\.ruleID))")
    let reported = Set(findings.map { "\(Self.offset(of: $0.span.start, in: example.source)): \($0.message)" })
    let expected = Set(example.expectations.map { "\(example.markerOffsets[$0.key] ?? -1): \($0.value.text)" })
    #expect(reported == expected, "\(ruleID) example at \(example.file):\(example.line)")
  }

  /// The audit settings an example's options ask for: `level`, `algorithm`, and `status_colors` shown `on` a color.
  private static func settings(_ options: String?) throws -> ContrastSettings {
    var settings = ContrastSettings()
    guard let options else { return settings }
    let object = try #require(try JSONSerialization.jsonObject(with: Data(options.utf8)) as? [String: Any])
    if let level = object["level"] as? String { settings.level = try #require(ConformanceLevel(rawValue: level)) }
    if let algorithm = object["algorithm"] as? String {
      settings.algorithm = try #require(ContrastAlgorithm(rawValue: algorithm))
    }
    if let colors = object["status_colors"] as? [String], let background = object["on"] as? String {
      settings.statusColors = [
        StatusColorSpecification(
          colors: colors.map { ConfiguredName($0, at: nil) }, backgrounds: [ConfiguredName(background, at: nil)])
      ]
    }
    return settings
  }

  /// The UTF-8 offset of a 1-based line and scalar column in `text`.
  private static func offset(of position: SourcePosition, in text: String) -> Int {
    var line = 1
    var column = 1
    var offset = 0
    for scalar in text.unicodeScalars {
      if line == position.line && column == position.column { return offset }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      offset += String(scalar).utf8.count
    }
    return offset
  }
}
