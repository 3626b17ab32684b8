import CurbcutReporting

/// A rule with the severity it reports at in this run.
public struct ConfiguredRule: Sendable {
  public let rule: any Rule
  public let severity: Severity
  /// The kinds of project facts the rule collects (``CollectingRule``): the only ones its conditions may read.
  let collectedFactKinds: Set<ObjectIdentifier>

  public init(_ rule: any Rule, severity: Severity? = nil) {
    self.rule = rule
    self.severity = severity ?? type(of: rule).description.defaultSeverity
    collectedFactKinds = Set(((rule as? any CollectingRule)?.collectedFacts ?? []).map { ObjectIdentifier($0) })
  }

  public var description: RuleDescription { type(of: rule).description }
}

/// The rules of a run, sorted by what they inspect so each file's model is served to them directly.
public struct RuleSet: Sendable {
  public let rules: [ConfiguredRule]
  let viewRules: [(rule: any ViewRule, configured: ConfiguredRule)]
  let syntaxRules: [(rule: any SyntaxRule, configured: ConfiguredRule)]
  let fileRules: [(rule: any FileRule, configured: ConfiguredRule)]
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
    viewRules = rules.compactMap { configured in (configured.rule as? any ViewRule).map { ($0, configured) } }
    syntaxRules = rules.compactMap { configured in (configured.rule as? any SyntaxRule).map { ($0, configured) } }
    fileRules = rules.compactMap { configured in (configured.rule as? any FileRule).map { ($0, configured) } }
    superfluousSuppressions = rules.first { $0.rule is SuperfluousDisableCommandRule }
    var seenFacts: Set<ObjectIdentifier> = []
    collectedFacts = rules.flatMap { ($0.rule as? any CollectingRule)?.collectedFacts ?? [] }.filter {
      seenFacts.insert(ObjectIdentifier($0)).inserted
    }
    inspected = InspectedNames(
      calls: NameSet(fileRules.flatMap(\.rule.inspectedCalls)),
      members: NameSet(fileRules.flatMap(\.rule.inspectedMembers)),
      kinds: Set(syntaxRules.flatMap(\.rule.inspectedKinds)),
      modifiers: NotedModifiers(adding: viewRules.flatMap(\.rule.notedModifiers)))
    ids = Set(rules.map(\.description.id))
    for (rule, configured) in syntaxRules {
      let unknown = rule.inspectedKinds.subtracting(ModelBuilder.inspectableKinds)
      precondition(
        unknown.isEmpty, "\(configured.description.id) inspects \(unknown), which the walk does not hand to rules")
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
