import Ink
import Plot

/// One HTML page of a run's findings (`lint --format html`, `check --format html`), to hand to a designer or a
/// manager: a summary (by impact, by rule, by WCAG criterion, the files most affected), then the findings grouped by
/// rule, each rule with its rationale and a link to its documentation, each finding with the lines around it (its
/// span marked) and its fix as a diff where it has one.
public struct HTMLReporter: Reporter {
  /// The absolute folder the findings' paths are relative to, where their files are read for the excerpts.
  let rootDirectory: String
  /// The command that ran, in the title: `lint`, `check`.
  let command: String

  public init(rootDirectory: String, command: String) {
    self.rootDirectory = rootDirectory
    self.command = command
  }

  /// Lines shown before and after a finding's span.
  static let contextLines = 2

  public func render(_ report: Report) -> String {
    let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
    // Rules in the order of their most serious finding, then by id.
    let ruleIDs = byRule.keys.sorted { left, right in
      let (leftImpact, rightImpact) = (rules[left]?.impact.rank ?? 0, rules[right]?.impact.rank ?? 0)
      return leftImpact != rightImpact ? leftImpact > rightImpact : left < right
    }
    var sources = SourceCache(rootDirectory: rootDirectory)
    var sections = [summary(report, ruleIDs: ruleIDs, rules: rules, byRule: byRule)]
    for id in ruleIDs {
      sections.append(section(for: id, rule: rules[id], findings: byRule[id] ?? [], sources: &sources))
    }
    let problems = report.problemsToShow
    if !problems.isEmpty {
      sections.append(
        HTMLPage.Section(
          id: "input-problems", heading: "Input problems",
          content: [
            .ul(
              .forEach(problems) { problem in
                .li(
                  .code(.text([problem.path.relative, problem.location].compactMap { $0 }.joined(separator: ":"))),
                  .text(" (\(problem.severity.rawValue)): \(problem.message)"))
              })
          ]))
    }
    let counts = Severity.allCases.reversed().map { counted(report.count(of: $0), $0.rawValue) }
    return HTMLPage(
      title: "Curbcut \(command) report",
      summary: "\(counts.joined(separator: ", ")) in \(counted(report.filesChecked, "file")) checked",
      sections: sections
    ).render()
  }

  // MARK: The summary

  private func summary(
    _ report: Report, ruleIDs: [String], rules: [String: RuleDescription], byRule: [String: [Finding]]
  ) -> HTMLPage.Section {
    let impacts = Impact.allCases.reversed().map { impact -> [Node<HTML.BodyContext>] in
      [.text(impact.rawValue), .text("\(report.findings.count { rules[$0.ruleID]?.impact == impact })")]
    }
    let ruleRows = ruleIDs.map { id -> [Node<HTML.BodyContext>] in
      [
        .a(.href("#rule-\(id)"), .text(rules[id]?.name ?? id)), .text(rules[id]?.impact.rawValue ?? ""),
        .text("\(byRule[id]?.count ?? 0)"),
      ]
    }
    var byCriterion: [String: Int] = [:]
    for (id, findings) in byRule {
      for criterion in rules[id]?.wcag ?? [] { byCriterion[criterion, default: 0] += findings.count }
    }
    let criterionRows = byCriterion.keys.sorted(by: Self.criterionOrder).map { criterion -> [Node<HTML.BodyContext>] in
      [.text("WCAG \(criterion)"), .text("\(byCriterion[criterion] ?? 0)")]
    }
    let byFile = Dictionary(grouping: report.findings) { $0.span.path.relative }
    let fileRows = byFile.sorted {
      $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
    }
    .prefix(10).map { path, findings -> [Node<HTML.BodyContext>] in [.code(.text(path)), .text("\(findings.count)")] }
    var content: [Node<HTML.BodyContext>] = [
      .dataTable(caption: "Findings by impact", columns: ["Impact", "Findings"], rows: impacts)
    ]
    if !ruleRows.isEmpty {
      content += [
        .dataTable(caption: "Findings by rule", columns: ["Rule", "Impact", "Findings"], rows: ruleRows),
        .dataTable(
          caption: "Findings by WCAG success criterion", columns: ["Criterion", "Findings"], rows: criterionRows),
        .dataTable(caption: "Files most affected", columns: ["File", "Findings"], rows: Array(fileRows)),
      ]
    } else {
      content.append(.p(.text("No accessibility problems found.")))
    }
    return HTMLPage.Section(id: "summary", heading: "Summary", content: content)
  }

  /// WCAG criteria in their numbering's order: 1.4.3 before 1.4.10.
  private static func criterionOrder(_ left: String, _ right: String) -> Bool {
    let (leftParts, rightParts) = (
      left.split(separator: ".").map { Int($0) ?? 0 }, right.split(separator: ".").map { Int($0) ?? 0 }
    )
    return leftParts.lexicographicallyPrecedes(rightParts)
  }

  // MARK: A rule's findings

  private func section(
    for id: String, rule: RuleDescription?, findings: [Finding], sources: inout SourceCache
  ) -> HTMLPage.Section {
    var content: [Node<HTML.BodyContext>] = []
    if let rule {
      content.append(
        .p(
          .class("meta"),
          .text("Rule "), .code(.text(id)), .text(", impact \(rule.impact.rawValue)"),
          .text(rule.wcag.isEmpty ? "" : ", WCAG \(rule.wcag.joined(separator: ", "))"), .text(". "),
          .a(.href(rule.helpURI), .text("Documentation of \(rule.name)"))))
      content.append(.raw(MarkdownParser().html(from: Self.escapingHTML(rule.rationale))))
    }
    content.append(
      .ol(
        .class("findings"),
        .forEach(findings) { finding in
          .li(.group(self.finding(finding, sources: &sources)))
        }))
    return HTMLPage.Section(
      id: "rule-\(id)", heading: "\(rule?.name ?? id) (\(counted(findings.count, "finding")))", content: content)
  }

  private func finding(_ finding: Finding, sources: inout SourceCache) -> [Node<HTML.BodyContext>] {
    let span = finding.span
    let place = span.path.isFile ? "\(span.path.relative):\(span.start.line):\(span.start.column)" : span.path.relative
    var nodes: [Node<HTML.BodyContext>] = [
      .h3(
        .code(.text(place)), .text(" "),
        .span(.class("severity \(finding.severity.rawValue)"), .text(finding.severity.rawValue))),
      .p(.text(finding.message)),
    ]
    if let source = span.path.isFile ? sources.file(span.path.relative) : nil {
      nodes.append(excerpt(of: span, in: source.lines))
      if let fix = finding.fix, let diff = Self.diff(of: fix, in: source.bytes) {
        nodes.append(.p(.text("Fix: \(fix.summary)")))
        nodes.append(diff)
      }
    } else if !finding.sourceLine.isEmpty {
      nodes.append(.pre(.code(.text(finding.sourceLine))))
    }
    return nodes
  }

  /// The lines around the span, numbered, with the span marked.
  private func excerpt(of span: SourceSpan, in lines: [String]) -> Node<HTML.BodyContext> {
    let first = max(1, span.start.line - Self.contextLines)
    let last = min(lines.count, max(span.end.line, span.start.line) + Self.contextLines)
    guard first <= last else { return .pre(.code(.text(""))) }
    let width = String(last).count
    var nodes: [Node<HTML.BodyContext>] = []
    for number in first...last {
      let line = Array(lines[number - 1].unicodeScalars)
      let label = String(repeating: " ", count: width - String(number).count) + "\(number)  "
      nodes.append(.span(.class("line-number"), .text(label)))
      // Columns count Unicode scalars from 1; the end is exclusive.
      let start = number == span.start.line ? min(line.count, max(0, span.start.column - 1)) : 0
      let end =
        number == span.end.line ? min(line.count, max(start, span.end.column - 1)) : line.count
      if number < span.start.line || number > span.end.line || start == end {
        nodes.append(.text(String(String.UnicodeScalarView(line))))
      } else {
        nodes.append(.text(String(String.UnicodeScalarView(line[..<start]))))
        nodes.append(.element(named: "mark", nodes: [.text(String(String.UnicodeScalarView(line[start..<end])))]))
        nodes.append(.text(String(String.UnicodeScalarView(line[end...]))))
      }
      nodes.append(.text("\n"))
    }
    return .pre(
      .attribute(named: "tabindex", value: "0"),
      .attribute(named: "aria-label", value: "Lines \(first) to \(last) of the file, the finding marked"),
      .code(.group(nodes)))
  }

  /// The fix as the lines it changes, removed then added (``UnifiedDiff`` with no context); nil when its edits do not
  /// fit the file (it changed since).
  static func diff(of fix: Fix, in bytes: [UInt8]) -> Node<HTML.BodyContext>? {
    guard fix.edits.allSatisfy({ $0.utf8Range.upperBound <= bytes.count }) else { return nil }
    let old = String(decoding: bytes, as: UTF8.self)
    let new = String(decoding: fix.edits.applied(to: bytes), as: UTF8.self)
    let lines = UnifiedDiff.hunks(old: old, new: new, context: 0).flatMap(\.lines).map { line in
      Node<HTML.BodyContext>.span(.class(line.kind == "-" ? "removed" : "added"), .text("\(line.kind) \(line.text)"))
    }
    guard !lines.isEmpty else { return nil }
    return .pre(
      .attribute(named: "tabindex", value: "0"), .attribute(named: "aria-label", value: "The fix, as a diff"),
      .code(.group(lines)))
  }

  /// Markdown whose `<`, `>` and `&` are text: a rationale writes `Image(decorative:)` and `a < b`, never HTML. Code
  /// spans are left as they are, since Ink escapes their text itself.
  static func escapingHTML(_ markdown: String) -> String {
    var result = ""
    var inCode = false
    for character in markdown {
      if character == "`" { inCode.toggle() }
      switch character {
      case "<" where !inCode: result += "&lt;"
      case ">" where !inCode: result += "&gt;"
      case "&" where !inCode: result += "&amp;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// The files findings are in, their bytes and lines, each file read once.
private struct SourceCache {
  let rootDirectory: String
  private var files: [String: (bytes: [UInt8], lines: [String])?] = [:]

  init(rootDirectory: String) {
    self.rootDirectory = rootDirectory
  }

  /// The file's bytes and lines, or nil when it cannot be read (moved, too large).
  mutating func file(_ relativePath: String) -> (bytes: [UInt8], lines: [String])? {
    if let known = files[relativePath] { return known }
    let path = relativePath.hasPrefix("/") ? relativePath : rootDirectory + "/" + relativePath
    let file: (bytes: [UInt8], lines: [String])? =
      switch RegularFile.contents(atPath: path, maximumSize: 8 << 20) {
      case .success(let bytes):
        (
          bytes,
          String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
          }
        )
      case .failure: nil
      }
    files[relativePath] = file
    return file
  }
}

extension Impact {
  /// Higher for more serious impact.
  fileprivate var rank: Int { Impact.allCases.firstIndex(of: self) ?? 0 }
}
