import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutAudit

/// Findings about Apple's text styles: where they are reported and what an exemption waives.
struct AuditedTypeRampTests {
  @Test func largeTitleAloneCannotReach200PercentWithoutAClamp() throws {
    let findings = AuditedTypeRamp.systemTextStyles.findings(in: .unclamped)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "text_resize_200_percent")
    #expect(finding.severity == .warning)
    #expect(finding.impact == .high)
    #expect(finding.span.path == AuditedTypeRamp.systemTextStylesPath)
    #expect(finding.span.start == SourcePosition(line: 1, column: 1))
    #expect(finding.sourceLine == "largeTitle")
    #expect(
      finding.message
        == "'largeTitle' (34 pt) grows only to 176 % of its default size at 'accessibility5', short of the 200 %"
        + " WCAG 1.4.4 asks for; no upper bound reaches 200 %")
  }

  @Test func aClampReportsEachStyleAtItsRowOfApplesTable() throws {
    let range = try DynamicTypeRange(parsing: "...xxxLarge")
    let findings = AuditedTypeRamp.systemTextStyles.findings(in: range)
    #expect(findings.map(\.sourceLine) == TextStyle.allCases.map(\.name))
    #expect(findings.map(\.span.start.line) == Array(1...11))
    #expect(findings[5].message.hasSuffix("an upper bound of 'accessibility3' or larger does"))
  }

  @Test func anExemptionWaivesOnlyTheResizeFindingOfTheNamedEntry() throws {
    #expect(AuditedTypeRamp.systemTextStyles.findings(in: .unclamped, exemptFromResize: ["largeTitle"]).isEmpty)
    let range = try DynamicTypeRange(parsing: "large...accessibility3")
    let findings = AuditedTypeRamp.systemTextStyles.findings(in: range, exemptFromResize: ["largeTitle"])
    #expect(findings.map(\.sourceLine) == ["title1"])
  }

  @Test func everyProblemHasItsOwnRule() {
    #expect(
      TypeScaleRules.all.map(\.id) == [
        "text_resize_200_percent", "text_below_minimum_size", "distant_relative_text_style",
      ])
    let problems: [TypographyFinding.Problem] = [
      .cannotResizeTo200Percent(largestShare: 1.5, passingUpperBound: nil), .belowMinimumSize(minimum: 11),
      .distantRelativeTextStyle(relativeTo: .body, nearest: [.footnote]),
    ]
    #expect(problems.map { TypeScaleRules.rule(for: $0).id } == TypeScaleRules.all.map(\.id))
    for rule in TypeScaleRules.all {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "_" || $0.isNumber })
      #expect(!rule.rationale.isEmpty && !rule.impactDescription.isEmpty)
      #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty)
    }
  }
}
