/// Curbcut's own JSON, described by `Docs/report.schema.json` (version 1). Keys are sorted and paths are
/// relative to the root, so the output is stable enough to diff and to feed other tools.
public struct JSONReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    StableJSON.text(JSONReport(report))
  }
}

private struct JSONReport: Encodable {
  struct Tool: Encodable {
    let name = ToolInfo.name
    let version = ToolInfo.version
  }

  struct Summary: Encodable {
    let files: Int
    let findings: Int
    let errors: Int
    let warnings: Int
    let notes: Int
  }

  struct Finding: Encodable {
    let rule: String
    let severity: Severity
    let impact: Impact
    let message: String
    let path: String
    let line: Int
    let column: Int
    let endLine: Int
    let endColumn: Int
    let fix: Fix?
  }

  struct Fix: Encodable {
    let summary: String
    let edits: [Edit]
  }

  struct Problem: Encodable {
    let path: String
    let line: Int?
    let location: String?
    let message: String
    let severity: Severity
  }

  struct Edit: Encodable {
    let line: Int
    let column: Int
    let endLine: Int
    let endColumn: Int
    let replacement: String
  }

  let version = 1
  let tool = Tool()
  let summary: Summary
  let findings: [Finding]
  let problems: [Problem]
  let staleBaseline: [BaselineEntry]

  init(_ report: Report) {
    summary = Summary(
      files: report.filesChecked, findings: report.findings.count, errors: report.count(of: .error),
      warnings: report.count(of: .warning), notes: report.count(of: .note))
    findings = report.findings.map { finding in
      let span = finding.span
      return Finding(
        rule: finding.ruleID, severity: finding.severity, impact: finding.impact, message: finding.message,
        path: span.path.relative, line: span.start.line, column: span.start.column, endLine: span.end.line,
        endColumn: span.end.column,
        fix: finding.fix.map { fix in
          Fix(
            summary: fix.summary,
            edits: fix.edits.map {
              Edit(
                line: $0.start.line, column: $0.start.column, endLine: $0.end.line, endColumn: $0.end.column,
                replacement: $0.replacement)
            })
        })
    }
    problems = report.problems.map {
      Problem(path: $0.path.relative, line: $0.line, location: $0.location, message: $0.message, severity: $0.severity)
    }
    staleBaseline = report.staleBaselineEntries
  }
}
