/// A rule's description as people read it: the seeds' rule format for `curbcut rules ID`, and the
/// catalogue in the README. Both are printed from ``RuleDescription``, so they never drift from the code.
public enum RuleDocumentation {
  /// One rule in the seeds' format: front matter (title, impact, impact description, tags), the
  /// rationale, then incorrect and correct examples.
  public static func seedFormat(_ rule: RuleDescription) -> String {
    var text = """
      ---
      title: \(rule.name)
      id: \(rule.id)
      impact: \(rule.impact.rawValue.uppercased())
      impactDescription: \(rule.impactDescription)
      tags: \((rule.tags + rule.wcag.map { "wcag-\($0)" }).joined(separator: ", "))
      ---

      ## \(rule.name)

      \(rule.rationale)

      \(status(rule))

      """
    text += options(rule)
    text += examples(
      "Incorrect", rule.triggering.filter(\.isDocumented).map(\.documentedSource), language: rule.exampleLanguage)
    text += examples(
      "Correct", rule.nonTriggering.filter(\.isDocumented).map(\.documentedSource), language: rule.exampleLanguage)
    let corrections = rule.corrections.filter(\.isDocumented)
    if !corrections.isEmpty {
      text += examples(
        "Fix", corrections.map { "\($0.documentedSource)\n// becomes\n\($0.correction ?? "")" },
        language: rule.exampleLanguage)
    }
    return text
  }

  /// One rule as plain text for a terminal: no front matter or Markdown marks, paragraphs wrapped at `width`, examples
  /// indented. `curbcut rules ID --format markdown` prints ``seedFormat(_:)`` instead.
  public static func terminalText(_ rule: RuleDescription, width: Int = 100) -> String {
    var header = "\(rule.id): \(rule.name)\nImpact \(rule.impact.rawValue)"
    if !rule.wcag.isEmpty { header += " · WCAG \(rule.wcag.joined(separator: ", "))" }
    var text = header + "\n\n" + wrapped(plain(rule.impactDescription), width: width) + "\n\n"
    for paragraph in rule.rationale.components(separatedBy: "\n\n") {
      text += wrapped(plain(paragraph), width: width) + "\n\n"
    }
    text += wrapped(plain(status(rule)), width: width) + "\n\n"
    if !rule.options.isEmpty {
      text += "Options (in the rule's section of .curbcut.yml):\n"
      for option in rule.options {
        text +=
          wrapped("\(option.name) (default \(option.defaultValue)): \(plain(option.summary))", width: width, indent: 2)
          + "\n"
      }
      text += "\n"
    }
    for (title, examples) in [("Flagged", rule.triggering), ("Not flagged", rule.nonTriggering)] {
      let shown = examples.filter(\.isDocumented).map(\.documentedSource)
      guard !shown.isEmpty else { continue }
      text += "\(title):\n\n"
      for source in shown {
        text +=
          source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
          + "\n\n"
      }
    }
    return text
  }

  /// Markdown's inline marks taken out: `code`, **bold**.
  private static func plain(_ markdown: String) -> String {
    markdown.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
  }

  /// A paragraph broken into lines of at most `width` characters (a longer word stands alone), each indented.
  private static func wrapped(_ paragraph: String, width: Int, indent: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(whereSeparator: \.isWhitespace) {
      if !line.isEmpty && indent + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    let margin = String(repeating: " ", count: indent)
    return lines.map { margin + $0 }.joined(separator: "\n")
  }

  /// The catalogue of a group of rules: a summary table, then an entry per rule under a fourth-level heading,
  /// for the README.
  public static func catalogue(_ rules: [RuleDescription]) -> String {
    var table = "| Rule | Impact | WCAG | Default |\n|---|---|---|---|\n"
    for rule in rules {
      table +=
        "| [`\(rule.id)`](#\(rule.id)) \(rule.name) | \(rule.impact.rawValue) | \(rule.wcag.joined(separator: ", ")) | "
        + (rule.isOptIn ? "opt-in" : "on") + " |\n"
    }
    let sections = rules.map { rule in
      var text = "#### \(rule.id)\n\n**\(rule.name)** · impact \(rule.impact.rawValue)"
      if !rule.wcag.isEmpty { text += " · WCAG \(rule.wcag.joined(separator: ", "))" }
      text += "\n\n\(rule.rationale)\n\n\(status(rule))\n\n"
      text += options(rule)
      if let incorrect = rule.triggering.first(where: \.isDocumented) {
        text += "Flagged:\n\n```\(rule.exampleLanguage)\n\(incorrect.source)\n```\n\n"
      }
      if let correct = rule.nonTriggering.first(where: \.isDocumented) {
        text += "Not flagged:\n\n```\(rule.exampleLanguage)\n\(correct.source)\n```\n\n"
      }
      return text
    }
    return table + "\n" + sections.joined()
  }

  private static func status(_ rule: RuleDescription) -> String {
    var text = rule.isOptIn ? "Opt-in (enable with `opt_in_rules`)." : "On by default."
    text += " Default severity: \(rule.defaultSeverity.rawValue)."
    if !rule.corrections.isEmpty { text += " Has a safe fix (`--fix`)." }
    if !rule.precision.isEmpty {
      text += " Precision: \(rule.precision.map(\.description).joined(separator: "; "))."
    }
    return text
  }

  private static func options(_ rule: RuleDescription) -> String {
    guard !rule.options.isEmpty else { return "" }
    var text = "Options (in the rule's section of `.curbcut.yml`):\n\n"
    for option in rule.options {
      text += "- `\(option.name)` (default `\(option.defaultValue)`): \(option.summary)\n"
    }
    return text + "\n"
  }

  private static func examples(_ title: String, _ sources: [String], language: String) -> String {
    guard !sources.isEmpty else { return "" }
    return "**\(title):**\n\n" + sources.map { "```\(language)\n\($0)\n```\n\n" }.joined()
  }
}
