/// Turns a report into the text of one output format.
public protocol Reporter: Sendable {
  func render(_ report: Report) -> String
}

/// The output formats of findings: `curbcut lint --format`, `curbcut check --format` and `curbcut type-scale --report`.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// `path:line:col: warning: message (rule_id)`, as compilers print, so Xcode and editors link it.
  case xcode
  /// Curbcut's documented JSON schema (`Docs/report.schema.json`).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
  case sarif
  /// GitHub Actions workflow commands, which annotate the pull request's diff.
  case github
  /// JUnit XML, for CI systems that show test results.
  case junit
  /// One self-contained HTML page: a summary, then the findings by rule with their code and fixes.
  case html

  /// The reporter for this format. `rootDirectory` is the absolute path report paths are relative to; `command` is the
  /// command that ran (`lint`, `check`, `type-scale`), which names the JUnit suite.
  public func reporter(rootDirectory: String, command: String) -> any Reporter {
    switch self {
    case .xcode: XcodeReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter(rootDirectory: rootDirectory)
    case .github: GitHubReporter()
    case .junit: JUnitReporter(suite: "curbcut " + command)
    case .html: HTMLReporter(rootDirectory: rootDirectory, command: command)
    }
  }
}
