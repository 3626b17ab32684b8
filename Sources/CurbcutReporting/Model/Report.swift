/// The outcome of a run, as every reporter sees it.
public struct Report: Sendable {
  /// Findings in report order (``Finding/inReportOrder(_:_:)``).
  public var findings: [Finding]
  /// The rules that ran, in catalogue order; SARIF lists them as `tool.driver.rules`.
  public var rules: [RuleDescription]
  public var problems: [InputProblem]
  /// Baseline entries that no longer occur, so the baseline can be tightened.
  public var staleBaselineEntries: [BaselineEntry]
  public var filesChecked: Int

  public init(
    findings: [Finding], rules: [RuleDescription], problems: [InputProblem] = [],
    staleBaselineEntries: [BaselineEntry] = [], filesChecked: Int
  ) {
    self.findings = findings
    self.findings.sortInReportOrder()
    self.rules = rules
    self.problems = problems
    self.staleBaselineEntries = staleBaselineEntries
    self.filesChecked = filesChecked
  }

  /// How many findings there are of a severity.
  public func count(of severity: Severity) -> Int {
    findings.count { $0.severity == severity }
  }
}
