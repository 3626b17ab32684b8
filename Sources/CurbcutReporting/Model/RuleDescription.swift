/// Everything there is to know about a rule, in one value: the linter's tests run its examples, and
/// `curbcut rules`, the README's catalogue and SARIF's `tool.driver.rules` are printed from it.
public struct RuleDescription: Sendable {
  /// snake_case, stable: configuration files, suppression comments and baselines name rules by it.
  public let id: String
  /// A short title in sentence case, e.g. `Icon-only control label`.
  public let name: String
  public let impact: Impact
  /// Why the impact is what it is, for whom (the seeds' `impactDescription`).
  public let impactDescription: String
  /// WCAG 2.2 success criteria the rule helps meet, e.g. `["4.1.2", "1.1.1"]`.
  public let wcag: [String]
  public let tags: [String]
  /// Why the rule exists and how to fix what it finds; markdown. The first sentence is the summary.
  public let rationale: String
  /// Opt-in rules run only when the configuration names them in `opt_in_rules` or `only_rules`.
  public let isOptIn: Bool
  public let defaultSeverity: Severity
  public let options: [RuleOptionDescription]
  /// Code the rule flags, with a marker where each finding starts.
  public let triggering: [Example]
  /// Code the rule must leave alone.
  public let nonTriggering: [Example]
  /// Code with markers and the text its fixes produce.
  public let corrections: [Example]
  /// How often the rule was right on real apps, which decides whether it is on by default.
  public let precision: [MeasuredPrecision]
  /// The language the examples are written in, for code blocks: `swift`, or `json` for design tokens.
  public let exampleLanguage: String

  public init(
    id: String, name: String, impact: Impact, impactDescription: String, wcag: [String], tags: [String],
    exampleLanguage: String = "swift", rationale: String, isOptIn: Bool = false, defaultSeverity: Severity = .warning,
    options: [RuleOptionDescription] = [], triggering: [Example], nonTriggering: [Example],
    corrections: [Example] = [], precision: [MeasuredPrecision] = []
  ) {
    self.id = id
    self.name = name
    self.impact = impact
    self.impactDescription = impactDescription
    self.wcag = wcag
    self.tags = tags
    self.rationale = rationale
    self.isOptIn = isOptIn
    self.defaultSeverity = defaultSeverity
    self.options = options
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
    self.precision = precision
    self.exampleLanguage = exampleLanguage
  }

  /// The rationale's first sentence.
  public var summary: String {
    let flat = rationale.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard let end = flat.range(of: ". ") else { return flat }
    return String(flat[..<end.lowerBound]) + "."
  }

  public var helpURI: String { ToolInfo.helpURI(forRule: id) }
}

/// One option a rule reads from its section of `.curbcut.yml`.
public struct RuleOptionDescription: Sendable {
  /// The YAML key, snake_case.
  public let name: String
  /// The default, as it would be written in YAML.
  public let defaultValue: String
  public let summary: String

  public init(name: String, defaultValue: String, summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
  }
}

/// Findings of a rule on real apps, each read and judged by a person.
public struct MeasuredPrecision: Sendable {
  /// The apps, e.g. `IceCubesApp 0fc41d2 and element-x-ios 5d0343c`.
  public let corpus: String
  public let findings: Int
  /// How many of the findings were read.
  public let checked: Int
  /// How many of the checked findings were real problems.
  public let real: Int

  public init(corpus: String, findings: Int, checked: Int, real: Int) {
    self.corpus = corpus
    self.findings = findings
    self.checked = checked
    self.real = real
  }

  /// `real / checked`, or 1 when nothing was found (a rule that stays silent makes no false alarms).
  public var ratio: Double { checked == 0 ? 1 : Double(real) / Double(checked) }

  public var description: String {
    guard findings > 0 else { return "no findings on \(corpus)" }
    return "\(real) of \(checked) findings checked were real (\(Int((ratio * 100).rounded()))%) on \(corpus)"
  }
}
