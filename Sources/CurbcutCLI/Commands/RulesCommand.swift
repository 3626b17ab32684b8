import ArgumentParser
import CurbcutLint
import CurbcutReporting

/// `curbcut rules`: what each rule checks, why, and examples.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the rules, or explain one with its examples.")

  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text, markdown, json
  }

  @Argument(help: "A rule id to explain.")
  var id: String?

  @Option(
    help:
      "text (a table, or a rule for a terminal), markdown (the README catalogue, or a rule in the seeds' form) or json."
  )
  var format: Format = .text

  func run() throws {
    let output = CommandEnvironment.current.standardOutput
    let rules = RuleCatalogue.rules
    if let id {
      guard let rule = rules.first(where: { $0.id == id }) else {
        throw CommandFailure(
          message: "error: '\(id)' is not a Curbcut rule\(NameSuggestion.hint(for: id, among: rules.map(\.id)))")
      }
      switch format {
      case .json: output.write(json([rule]))
      case .markdown: output.write(RuleDocumentation.seedFormat(rule))
      case .text: output.write(RuleDocumentation.terminalText(rule))
      }
      return
    }
    switch format {
    case .markdown: output.write(RuleCatalogue.markdown)
    case .json: output.write(json(rules))
    case .text: output.write(table)
    }
  }

  /// Every rule of the catalogue, a row each.
  private var table: String {
    let rows =
      [["RULE", "COMMAND", "IMPACT", "DEFAULT", "WCAG", "NAME"]]
      + RuleCatalogue.sections.flatMap { section in
        section.rules.map {
          [
            $0.id, section.command, $0.impact.rawValue, $0.isOptIn ? "opt-in" : "on", $0.wcag.joined(separator: ","),
            $0.name,
          ]
        }
      }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in rows {
      text +=
        zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        + "  " + row[5] + "\n"
    }
    return text + "\nRun 'curbcut rules ID' for what a rule checks, why, and examples.\n"
  }

  private func json(_ rules: [RuleDescription]) -> String {
    struct Entry: Encodable {
      let id, command, name, impact, impactDescription, summary, rationale, defaultSeverity, helpUri: String
      let wcag, tags: [String]
      let optIn, hasFix: Bool
      let options: [String: String]
    }
    // A test keeps ids and option names unique; should two meet, the listing still prints, never traps.
    let commands = Dictionary(
      RuleCatalogue.sections.flatMap { section in section.rules.map { ($0.id, section.command) } },
      uniquingKeysWith: { first, _ in first })
    let entries = rules.map { rule in
      Entry(
        id: rule.id, command: commands[rule.id] ?? "", name: rule.name, impact: rule.impact.rawValue,
        impactDescription: rule.impactDescription,
        summary: rule.summary, rationale: rule.rationale, defaultSeverity: rule.defaultSeverity.rawValue,
        helpUri: rule.helpURI, wcag: rule.wcag, tags: rule.tags, optIn: rule.isOptIn, hasFix: !rule.corrections.isEmpty,
        options: Dictionary(rule.options.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first }))
    }
    return StableJSON.text(entries)
  }
}
