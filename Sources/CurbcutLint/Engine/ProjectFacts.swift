/// Facts a rule needs from the other files of a run: gathered from each file's model right after its walk, merged
/// into the run's in file order while the other files are linted (``FactsInFileOrder``), and read once every file is
/// read, when the findings that wait on them are decided. A ``CollectingRule`` names the facts it needs, and only the
/// facts of enabled rules are gathered.
public protocol ProjectFact: Sendable {
  /// The callee names the facts look up with ``FileModel/calls(named:)`` and the member names with
  /// ``FileModel/assignments(to:)``, which the walk indexes as it does a file rule's (``FileRule/inspectedCalls``).
  static var inspectedCalls: Set<String> { get }
  static var inspectedMembers: Set<String> { get }
  /// No facts: a run that read no file.
  init()
  /// What one file tells.
  init(_ file: FileModel)
  /// Adds another file's facts; the order of files must not matter.
  mutating func merge(_ other: Self)
  /// ``merge(_:)`` for facts held as `any ProjectFact`, which must be of this kind. A requirement, so that each kind's
  /// witness casts to its own type: a generic function opened on the facts looked their types up at run time, for
  /// every kind of every file.
  mutating func merge(erased other: any ProjectFact)
  /// Works out, once on the run's merged facts and before any condition reads them, what the conditions would
  /// otherwise work out again for every finding.
  mutating func finish()
}

extension ProjectFact {
  public static var inspectedCalls: Set<String> { [] }
  public static var inspectedMembers: Set<String> { [] }

  public mutating func finish() {}

  public mutating func merge(erased other: any ProjectFact) {
    merge(other as! Self)
  }
}

/// A rule whose findings depend on other files (SwiftLint's `CollectingRule`): it reports them `unless:` a
/// ``ProjectCondition`` over facts it names here, and the linter decides them once every file is read.
public protocol CollectingRule: Rule {
  /// The kinds of facts the rule's conditions read.
  var collectedFacts: [any ProjectFact.Type] { get }
}

extension CollectingRule {
  public var asCollectingRule: (any CollectingRule)? { self }
}

/// The facts of a run, by kind: each file's, then every file's merged.
public struct ProjectFacts: Sendable {
  private var byKind: [ObjectIdentifier: any ProjectFact] = [:]

  public init() {}

  /// Facts known before any file is read, such as what a configuration declares; they win over what files tell.
  public init(declaring facts: [any ProjectFact]) {
    for fact in facts { byKind[ObjectIdentifier(type(of: fact))] = fact }
  }

  /// The facts of the `kinds` one file tells.
  init(_ file: FileModel, collecting kinds: [any ProjectFact.Type]) {
    byKind.reserveCapacity(kinds.count)
    for kind in kinds { byKind[ObjectIdentifier(kind)] = kind.init(file) }
  }

  /// Adds another file's facts.
  mutating func merge(_ other: ProjectFacts) {
    for (kind, theirs) in other.byKind {
      // Merged in place, so that the growing facts' storage is never shared, and copied, for a file.
      if let index = byKind.index(forKey: kind) {
        byKind.values[index].merge(erased: theirs)
      } else {
        byKind[kind] = theirs
      }
    }
  }

  /// These facts, each kind finished (``ProjectFact/finish()``): the run's, once every file's are merged.
  func finished() -> ProjectFacts {
    func finish<Fact: ProjectFact>(_ fact: Fact) -> any ProjectFact {
      var fact = fact
      fact.finish()
      return fact
    }
    var finished = self
    for (kind, fact) in byKind { finished.byKind[kind] = finish(fact) }
    return finished
  }

  /// These facts with `other`'s added.
  func merging(_ other: ProjectFacts) -> ProjectFacts {
    var merged = self
    merged.merge(other)
    return merged
  }

  /// The facts of one kind, when the run gathered them.
  public func facts<Fact: ProjectFact>(of kind: Fact.Type) -> Fact? {
    byKind[ObjectIdentifier(kind)] as? Fact
  }

  func holds(_ condition: ProjectCondition) -> Bool {
    condition.alternatives.contains { alternative in alternative.test(alternative.kinds.map { byKind[$0] }) }
  }
}

/// A fact about the rest of the project that clears a finding when it holds. A rule that cannot tell from one file
/// whether something is a problem reports it `unless:` the condition, and the linter decides once every file has
/// been read.
public struct ProjectCondition: Sendable {
  /// A test of the facts of one kind or two.
  fileprivate struct Alternative: Sendable {
    let kinds: [ObjectIdentifier]
    /// Whether the test holds on the facts of its kinds, in order, each empty when it was not collected.
    let test: @Sendable ([(any ProjectFact)?]) -> Bool
  }

  /// The condition holds when any of these does.
  fileprivate let alternatives: [Alternative]

  /// The kinds of facts the condition reads.
  var kinds: [ObjectIdentifier] { alternatives.flatMap(\.kinds) }

  /// A condition over the facts of `kind`, which the reporting rule must collect (``CollectingRule``); without
  /// them it is judged on no facts at all.
  public init<Fact: ProjectFact>(_ kind: Fact.Type, _ holds: @escaping @Sendable (Fact) -> Bool) {
    alternatives = [
      Alternative(kinds: [ObjectIdentifier(kind)], test: { facts in holds(facts[0] as? Fact ?? Fact()) })
    ]
  }

  /// A condition over the facts of two kinds, both collected by the reporting rule.
  public init<First: ProjectFact, Second: ProjectFact>(
    _ first: First.Type, _ second: Second.Type, _ holds: @escaping @Sendable (First, Second) -> Bool
  ) {
    alternatives = [
      Alternative(
        kinds: [ObjectIdentifier(first), ObjectIdentifier(second)],
        test: { facts in holds(facts[0] as? First ?? First(), facts[1] as? Second ?? Second()) })
    ]
  }

  private init(alternatives: [Alternative]) {
    self.alternatives = alternatives
  }

  /// A condition that holds when any of `conditions` does, for a finding that several facts could each clear; nil
  /// when there are none.
  public static func anyOf(_ conditions: [ProjectCondition?]) -> ProjectCondition? {
    let alternatives = conditions.flatMap { $0?.alternatives ?? [] }
    return alternatives.isEmpty ? nil : ProjectCondition(alternatives: alternatives)
  }
}
