import CurbcutAudit
import CurbcutLint
import CurbcutReporting

/// Every rule Curbcut reports under, grouped by the command that checks it: what `curbcut rules` lists and the
/// README's catalogue shows.
enum RuleCatalogue {
  struct Section {
    let title: String
    /// The command whose findings the rules are.
    let command: String
    let rules: [RuleDescription]
  }

  static let sections = [
    Section(title: "Code", command: "lint", rules: RuleRegistry.all.map { $0.description }),
    Section(title: "Colors", command: "contrast", rules: AuditRules.all),
    Section(title: "Type ramp", command: "type-scale", rules: TypeScaleRules.all),
  ]

  static var rules: [RuleDescription] { sections.flatMap(\.rules) }

  /// The catalogue in markdown: a heading, table and entries per section.
  static var markdown: String {
    sections.map { section in
      "### \(section.title): `curbcut \(section.command)`\n\n" + RuleDocumentation.catalogue(section.rules)
    }.joined()
  }
}
