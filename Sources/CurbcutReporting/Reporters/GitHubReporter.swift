/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
///
/// See "Workflow commands for GitHub Actions": `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    report.findings.map { finding in
      let span = finding.span
      let properties = [
        "file=\(escapeProperty(span.path.relative))", "line=\(span.start.line)", "col=\(span.start.column)",
        "endLine=\(span.end.line)", "endColumn=\(span.end.column)", "title=\(escapeProperty(finding.ruleID))",
      ].joined(separator: ",")
      return "::\(command(for: finding.severity)) \(properties)::\(escapeData(finding.message))\n"
    }.joined()
  }

  private func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  private func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  private func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
