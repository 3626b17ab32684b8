/// One line per finding in the compiler's diagnostic form, which Xcode shows in its issue navigator and
/// terminals and editors turn into links: `path:line:col: warning: message (rule_id)`.
public struct XcodeReporter: Reporter {
  public init() {}

  /// Written as bytes into one buffer, made a string once: a string made for each line, then joined, cost two and a
  /// half times as much.
  public func render(_ report: Report) -> String {
    var output: [UInt8] = []
    // Room for a typical line each: grown by doubling, the buffer of a large report was copied a dozen times.
    output.reserveCapacity(report.findings.count * 256)
    for finding in report.findings {
      let span = finding.span
      output += span.path.display.utf8
      output += ":\(span.start.line):\(span.start.column): ".utf8
      output += finding.severity.rawValue.utf8
      output += ": ".utf8
      output += finding.message.utf8
      output += " (".utf8
      output += finding.ruleID.utf8
      output += ")\n".utf8
    }
    return String(decoding: output, as: UTF8.self)
  }
}
