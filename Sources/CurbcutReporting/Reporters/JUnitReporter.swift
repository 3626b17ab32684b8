/// JUnit XML, which CI systems (GitLab, Jenkins, Bitrise, Azure) show as test results: one failing test
/// case per finding, named by rule and position, grouped under the file it is in.
public struct JUnitReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    let failures = report.findings.count
    let errors = report.problems.count
    let counts = "tests=\"\(max(failures + errors, 1))\" failures=\"\(failures)\" errors=\"\(errors)\""
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="curbcut" \(counts)>
        <testsuite name="curbcut lint" \(counts)>

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
    for problem in report.problems {
      xml += """
            <testcase classname="\(escape(problem.path.relative))" name="input">
              <error message="\(escape(problem.message))">\(escape(problem.diagnostic))</error>
            </testcase>

        """
    }
    if failures + errors == 0 {
      xml += "    <testcase classname=\"curbcut\" name=\"\(report.filesChecked) files linted\"/>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  private func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: escaped += "?"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
