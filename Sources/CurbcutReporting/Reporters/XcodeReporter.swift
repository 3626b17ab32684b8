/// One line per finding in the compiler's diagnostic form, which Xcode shows in its issue navigator and
/// terminals and editors turn into links: `path:line:col: warning: message (rule_id)`.
public struct XcodeReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    report.findings.map { finding in
      let span = finding.span
      return "\(span.path.display):\(span.start.line):\(span.start.column): \(finding.severity.rawValue): "
        + "\(finding.message) (\(finding.ruleID))\n"
    }.joined()
  }
}
