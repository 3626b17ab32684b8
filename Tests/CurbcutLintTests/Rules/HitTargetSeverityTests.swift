import CurbcutReporting
import Testing

@testable import CurbcutLint

/// `hit_target_size` gives each finding its own severity, which its examples (messages only) cannot show: an error
/// under WCAG 2.2's 24 points, a warning under 44, unless the configuration sets the rule's severity.
@Suite struct HitTargetSeverityTests {
  private let source = """
    Button(action: close) { Image(systemName: "xmark").frame(width: 16, height: 16) }
    Button(action: share) { Image(systemName: "square.and.arrow.up").frame(width: 32, height: 32) }
    """

  private func severities(_ configured: ConfiguredRule) -> [Severity] {
    let path = SourcePath(display: "Close.swift", relative: "Close.swift")
    return Linter(ruleSet: RuleSet([configured])).lint(SourceText(bytes: Array(source.utf8)), path: path).findings
      .map(\.severity)
  }

  @Test func underTwentyFourIsAnErrorAndUnderFortyFourAWarning() {
    #expect(severities(ConfiguredRule(HitTargetSizeRule())) == [.error, .warning])
  }

  @Test func aConfiguredSeverityHoldsForEveryFinding() {
    #expect(severities(ConfiguredRule(HitTargetSizeRule(), severity: .note)) == [.note, .note])
  }

  @Test func theThresholdsAreOptions() {
    var rule = HitTargetSizeRule()
    rule.options.errorBelow = 40
    #expect(severities(ConfiguredRule(rule)) == [.error, .error])
  }
}
