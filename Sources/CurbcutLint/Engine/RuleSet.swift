import CurbcutReporting

/// A rule with the severity it reports at in this run: a class, so that handing it to each file's rule context and
/// findings shares it rather than copies the rule and its strings.
public final class ConfiguredRule: Sendable {
  public let rule: any Rule
  public let severity: Severity
  /// Whether the configuration set the severity; when it did not, a finding may carry its own (``RuleContext/report(_:at:severity:fix:unless:)``).
  public let isSeverityConfigured: Bool
  /// The rule's id and impact, kept apart from its description, which is large to copy for every file and finding.
  public let id: String
  public let impact: Impact
  /// The kinds of project facts the rule collects (``CollectingRule``): the only ones its conditions may read.
  let collectedFactKinds: Set<ObjectIdentifier>

  public init(_ rule: any Rule, severity: Severity? = nil) {
    self.rule = rule
    let description = type(of: rule).description
    self.severity = severity ?? description.defaultSeverity
    isSeverityConfigured = severity != nil
    id = description.id
    impact = description.impact
    collectedFactKinds = Set((rule.asCollectingRule?.collectedFacts ?? []).map { ObjectIdentifier($0) })
  }

  public var description: RuleDescription { type(of: rule).description }
}

/// A rule of one kind with its configuration, as each file is handed to it: a class, so that the run's files share it
/// rather than copy the rule and its configuration for every file.
final class RuleEntry<Kind: Sendable>: Sendable {
  let rule: Kind
  let configured: ConfiguredRule
  /// For a view rule: the bits of the modifiers it notes (see ``RuleContext/mayApplyANotedModifier(_:)``) and, for one
  /// that inspects only noted views, the bits of the views it is handed (0 to hand it every view).
  let notedModifierBits: UInt64
  let handedViewBits: UInt64

  init(_ rule: Kind, _ configured: ConfiguredRule, notedModifierBits: UInt64 = 0, handedViewBits: UInt64 = 0) {
    self.rule = rule
    self.configured = configured
    self.notedModifierBits = notedModifierBits
    self.handedViewBits = handedViewBits
  }
}

/// The rules of a run, sorted by what they inspect so each file's model is served to them directly.
public struct RuleSet: Sendable {
  public let rules: [ConfiguredRule]
  let viewRules: [RuleEntry<any ViewRule>]
  let syntaxRules: [RuleEntry<any SyntaxRule>]
  let fileRules: [RuleEntry<any FileRule>]
  let settingsRules: [(rule: any SettingsRule, configured: ConfiguredRule)]
  /// The kinds of project facts the collecting rules read, each once.
  let collectedFacts: [any ProjectFact.Type]
  /// Set when `superfluous_disable_command` runs.
  let superfluousSuppressions: ConfiguredRule?
  /// The callee and member names the file rules inspect and the node kinds the syntax rules do, which the walk
  /// indexes.
  let inspected: InspectedNames
  private let ids: Set<String>

  public init(_ rules: [ConfiguredRule]) {
    self.rules = rules
    let viewRules = rules.compactMap { configured in configured.rule.asViewRule.map { ($0, configured) } }
    syntaxRules = rules.compactMap { configured in configured.rule.asSyntaxRule.map { RuleEntry($0, configured) } }
    fileRules = rules.compactMap { configured in configured.rule.asFileRule.map { RuleEntry($0, configured) } }
    settingsRules = rules.compactMap { configured in configured.rule.asSettingsRule.map { ($0, configured) } }
    superfluousSuppressions = rules.first { $0.rule is SuperfluousDisableCommandRule }
    // Where view types are used decides, for every rule, whether a finding is in a view the run never shows.
    var seenFacts: Set<ObjectIdentifier> = []
    let shownFacts: [any ProjectFact.Type] = viewRules.isEmpty && fileRules.isEmpty ? [] : [ViewUseFacts.self]
    collectedFacts = (shownFacts + rules.flatMap { $0.rule.asCollectingRule?.collectedFacts ?? [] }).filter {
      seenFacts.insert(ObjectIdentifier($0)).inserted
    }
    inspected = InspectedNames(
      calls: NameSet(fileRules.flatMap(\.rule.inspectedCalls) + collectedFacts.flatMap { $0.inspectedCalls }),
      members: NameSet(fileRules.flatMap(\.rule.inspectedMembers) + collectedFacts.flatMap { $0.inspectedMembers }),
      kinds: Set(syntaxRules.flatMap(\.rule.inspectedKinds)),
      modifiers: NotedModifiers(adding: viewRules.flatMap { $0.0.notedModifiers.union($0.0.notedViews) }))
    let notedModifiers = inspected.modifiers
    self.viewRules = viewRules.map { rule, configured in
      RuleEntry(
        rule, configured, notedModifierBits: notedModifiers.bits(of: rule.notedModifiers),
        handedViewBits: rule.inspectsOnlyNotedViews
          ? notedModifiers.bits(of: rule.notedModifiers.union(rule.notedViews)) : 0)
    }
    ids = Set(rules.map(\.id))
    for entry in syntaxRules {
      let unknown = entry.rule.inspectedKinds.subtracting(ModelBuilder.inspectableKinds)
      precondition(
        unknown.isEmpty, "\(entry.configured.id) inspects \(unknown), which the walk does not hand to rules")
    }
  }

  /// The rules enabled when a configuration says nothing: every rule that is not opt-in.
  public static var defaultRules: RuleSet {
    RuleSet(RuleRegistry.all.filter { !$0.description.isOptIn }.map { ConfiguredRule($0.init()) })
  }

  public func contains(_ id: String) -> Bool {
    ids.contains(id)
  }
}
