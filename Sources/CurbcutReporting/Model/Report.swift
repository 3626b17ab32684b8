/// The outcome of a run, as every reporter sees it.
public struct Report: Sendable {
  /// Findings in report order (``Finding/inReportOrder(_:_:)``).
  public var findings: [Finding]
  /// The rules that ran, in catalogue order; SARIF lists them as `tool.driver.rules`.
  public var rules: [RuleDescription]
  public var problems: [InputProblem]
  /// Baseline entries that no longer occur, so the baseline can be tightened.
  public var staleBaselineEntries: [BaselineEntry]
  /// Whether the stale entries fail the run (`--strict-baseline`).
  public var staleBaselineFails: Bool
  public var filesChecked: Int
  /// Files found but passed over whole (generated code, tests), which the summary tells beside those checked.
  public var filesSkipped = 0

  public init(
    findings: [Finding], rules: [RuleDescription], problems: [InputProblem] = [],
    staleBaselineEntries: [BaselineEntry] = [], staleBaselineFails: Bool = false, filesChecked: Int
  ) {
    self.findings = findings
    self.findings.sortInReportOrder()
    self.rules = rules
    self.problems = problems
    self.staleBaselineEntries = staleBaselineEntries
    self.staleBaselineFails = staleBaselineFails
    self.filesChecked = filesChecked
  }

  /// The stale baseline entries as problems at the places their findings were: errors when they fail the run, else
  /// notes. Every format shows them beside the input problems, so a run that fails on them says why.
  public var staleBaselineProblems: [InputProblem] {
    staleBaselineEntries.map { entry in
      InputProblem(
        path: SourcePath(display: entry.path, relative: entry.path), line: entry.line,
        message:
          "baseline entry no longer occurs: \(entry.message) (\(entry.rule)); write a new baseline to tighten it",
        severity: staleBaselineFails ? .error : .note)
    }
  }

  /// The input problems and the stale baseline entries, which the formats show.
  public var problemsToShow: [InputProblem] { problems + staleBaselineProblems }

  /// How many findings there are of a severity, each read in place (counted as a sequence, each was copied).
  public func count(of severity: Severity) -> Int {
    findings.indices.count { findings[$0].severity == severity }
  }
}
