/// JUnit XML, which CI systems (GitLab, Jenkins, Bitrise, Azure) show as test results: one failing test
/// case per finding, named by rule and position, grouped under the file it is in.
public struct JUnitReporter: Reporter {
  /// The test suite's name: the command that ran, `curbcut lint` or `curbcut check`.
  public var suite: String

  public init(suite: String) {
    self.suite = suite
  }

  public func render(_ report: Report) -> String {
    let failures = report.findings.count
    let problems = report.problemsToShow.filter { $0.severity != .note }
    let errors = problems.count
    let counts = "tests=\"\(max(failures + errors, 1))\" failures=\"\(failures)\" errors=\"\(errors)\""
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="curbcut" \(counts)>
        <testsuite name="\(escape(suite))" \(counts)>

      """
    for finding in report.findings {
      let span = finding.span
      let position = "\(span.start.line):\(span.start.column)"
      xml += """
            <testcase classname="\(escape(span.path.relative))" name="\(escape(finding.ruleID)) at \(position)">
              <failure type="\(finding.severity.rawValue)" message="\(escape(finding.message))">\
        \(escape("\(span.path.relative):\(position): \(finding.message) (\(finding.ruleID))"))</failure>
            </testcase>

        """
    }
    for problem in problems {
      xml += """
            <testcase classname="\(escape(problem.path.relative))" name="input">
              <error message="\(escape(problem.message))">\(escape(problem.diagnostic))</error>
            </testcase>

        """
    }
    if failures + errors == 0 {
      xml += "    <testcase classname=\"curbcut\" name=\"\(counted(report.filesChecked, "file")) checked\"/>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  private func escape(_ text: String) -> String {
    MarkupText.escaped(text)
  }
}
