/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
///
/// See "Workflow commands for GitHub Actions": `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    let findings = report.findings.map { finding in
      let span = finding.span
      let place =
        span.path.isFile
        ? [
          "file=\(escapeProperty(span.path.relative))", "line=\(span.start.line)", "col=\(span.start.column)",
          "endLine=\(span.end.line)", "endColumn=\(span.end.column)",
        ] : []
      let properties = (place + ["title=\(escapeProperty(finding.ruleID))"]).joined(separator: ",")
      return "::\(command(for: finding.severity)) \(properties)::\(escapeData(finding.message))\n"
    }
    // Input problems and stale baseline entries, so that a run that fails on them says why on the pull request.
    let problems = report.problemsToShow.map { problem in
      let properties =
        ["file=\(escapeProperty(problem.path.relative))"] + (problem.line.map { ["line=\($0)"] } ?? [])
        + ["title=curbcut"]
      let message = [problem.location, problem.message].compactMap { $0 }.joined(separator: ": ")
      return "::\(command(for: problem.severity)) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }
    return (findings + problems).joined()
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
