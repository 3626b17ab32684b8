import CurbcutReporting
import SwiftSyntax

/// A lint rule: a value that documents itself (``description``) and holds its configured options.
///
/// Rules keep no state between files and report only through the ``RuleContext`` they are given.
/// A rule says what it inspects by the protocols it adopts: ``ViewRule`` for each SwiftUI view
/// expression of the file's ``FileModel``, ``SyntaxRule`` for each node of the kinds it names with the
/// ``Scope`` the node sits in, ``FileRule`` for the file's indexed calls, assignments and types. The engine
/// builds that model in a single walk of each file and serves every rule from it.
public protocol Rule: Sendable {
  associatedtype Options: RuleOptions = NoOptions

  static var description: RuleDescription { get }

  /// The options from the rule's section of `.curbcut.yml`, or their defaults.
  var options: Options { get set }

  init()

  /// The rule as each kind of rule it is, or nil, for the engine to sort it by what it inspects: an `as? any
  /// ViewRule` cast would search every protocol conformance in the binary, a tenth of a short run's time.
  var asViewRule: (any ViewRule)? { get }
  var asSyntaxRule: (any SyntaxRule)? { get }
  var asFileRule: (any FileRule)? { get }
  var asCollectingRule: (any CollectingRule)? { get }
  var asSettingsRule: (any SettingsRule)? { get }
}

extension Rule {
  public var asViewRule: (any ViewRule)? { nil }
  public var asSyntaxRule: (any SyntaxRule)? { nil }
  public var asFileRule: (any FileRule)? { nil }
  public var asCollectingRule: (any CollectingRule)? { nil }
  public var asSettingsRule: (any SettingsRule)? { nil }
}

/// The options of a rule, decoded from its section of `.curbcut.yml` (keys in snake_case). Every key
/// must be listed in the rule's ``RuleDescription/options``, which documents it; a test checks both agree.
public protocol RuleOptions: Codable, Equatable, Sendable {
  init()
}

/// The options of a rule that has none.
public struct NoOptions: RuleOptions {
  public init() {}
}

extension Rule where Options == NoOptions {
  public var options: NoOptions {
    get { NoOptions() }
    set {}
  }
}

/// A rule that inspects each SwiftUI view expression: a view initializer or any expression with a
/// modifier chain, with its arguments, modifiers, children and the role it plays in its parent.
public protocol ViewRule: Rule {
  /// Modifier names the rule looks for, which the walk then notes on every view: ``RuleContext/mayApplyANotedModifier(_:)``
  /// passes the views with none of them over with one bit test.
  var notedModifiers: Set<String> { get }
  /// View names the rule looks at whatever modifiers they apply (`Button`, `Picker`), noted by the walk as the
  /// modifiers are.
  var notedViews: Set<String> { get }
  /// Whether the rule looks only at views that apply one of its noted modifiers or are one of its noted views: the
  /// engine then hands it those alone, and most views cost it nothing.
  var inspectsOnlyNotedViews: Bool { get }

  func check(_ view: ViewCall, in context: RuleContext)
}

extension ViewRule {
  public var notedModifiers: Set<String> { [] }
  public var notedViews: Set<String> { [] }
  public var inspectsOnlyNotedViews: Bool { false }
  public var asViewRule: (any ViewRule)? { self }
}

/// A rule that inspects the syntax nodes of the kinds it names (`.closureExpr`, `.ifExpr`), each with its
/// ``Scope``: the type, function or closure it is written in and the conditions that decide whether it runs.
///
/// The one walk notes every node of an inspected kind; the kinds it can hand over are `ModelBuilder.inspectableKinds`
/// (calls, member accesses, sequences and operators, literals, closures, declarations, `if`, `guard`, `switch`,
/// ternaries, loops; a rule naming another kind stops the run, so the list grows with the rules). It does not enter
/// names, literals without interpolation, types, attributes or declaration modifiers, so nodes inside those are read
/// from the node that holds them (a property's attributes from ``TypeDeclaration/properties``).
public protocol SyntaxRule: Rule {
  /// The node kinds the rule inspects: a property of the rule, so its options can widen them.
  var inspectedKinds: Set<SyntaxKind> { get }

  func check(_ node: Syntax, in scope: Scope, context: RuleContext)
}

extension SyntaxRule {
  public var asSyntaxRule: (any SyntaxRule)? { self }
}

/// A rule that inspects the file as a whole through the model's indexes: calls by name, member
/// assignments (UIKit's `label.accessibilityLabel = ...`), type declarations.
public protocol FileRule: Rule {
  /// The callee names the rule looks up with ``FileModel/calls(named:)``. The walk indexes only the
  /// calls some enabled rule registered for, so a name missing here finds nothing (and fails an
  /// assertion in debug builds, which the rule's examples run in). A property of the rule, so its options can
  /// add names (a project's own font helpers, say).
  var inspectedCalls: Set<String> { get }
  /// The member names the rule looks up with ``FileModel/assignments(to:)``, indexed the same way.
  var inspectedMembers: Set<String> { get }

  func check(_ file: FileModel, in context: RuleContext)
}

extension FileRule {
  public var inspectedCalls: Set<String> { [] }
  public var inspectedMembers: Set<String> { [] }
  public var asFileRule: (any FileRule)? { self }
}

/// A rule that reads the project's settings files as text (`Info.plist`, `project.pbxproj`, found under the paths
/// linted): what the app declares outside its code, such as the orientations it allows.
public protocol SettingsRule: Rule {
  /// The findings in one settings file: each message with the UTF-8 offsets it spans.
  func check(settings: SourceText, path: SourcePath) -> [(message: FindingMessage, utf8Range: Range<Int>)]
}

extension SettingsRule {
  public var asSettingsRule: (any SettingsRule)? { self }
}
