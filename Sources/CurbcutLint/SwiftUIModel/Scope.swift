import SwiftSyntax

/// Where a node sits, as a ``SyntaxRule`` sees it: the type and the function, property or closure it is written
/// in, and the conditions that decide whether it runs. The walk records the type and the declaration as it passes;
/// the conditions are read from the node's ancestors when a rule first asks, once for every rule.
public final class Scope {
  /// The node.
  public let node: Syntax
  /// The file's model, which owns its scopes, so the link need not keep it alive (as ``ViewCall/parent``).
  private unowned(unsafe) let file: FileModel
  /// The innermost type declaration the node is written in. The walk knows it; for a scope a rule asks for later
  /// (``FileModel/scope(of:)``) it is found when first read.
  public private(set) lazy var enclosingType: TypeDeclaration? = file.enclosingType(of: node)
  /// The innermost function, initializer, accessor, property or closure the node is written in (known to the walk,
  /// or found when first read, as ``enclosingType``).
  public private(set) lazy var declaration: Syntax? = Self.declaration(around: node)

  /// The conditions that decide whether the node runs, innermost first, up to the type it is written in.
  public private(set) lazy var conditions: [Condition] = Condition.all(guarding: node)

  /// The calls the node is an argument of, innermost first: `.font(...)` around `.system(size: 16)`, `scaledFont(for:)`
  /// around `UIFont(name:size:)`, `AnyView(...)` around `Image(...)`. Only within the node's statement (a closure, a
  /// statement or a member ends it) and its nearest 64 ancestors, so a file of thousands of calls nested in one
  /// expression is not climbed to the top once per call.
  public private(set) lazy var enclosingCalls: [FunctionCallExprSyntax] = Self.calls(around: node)

  /// What the node's value is given to, when it is part of the value of a variable, an `if let` or a function: the
  /// nearest above it in its member or top-level statement, through closures called where they are written
  /// (`lazy var font: UIFont = { ... }()`) but no other closure.
  public private(set) lazy var binding: ValueBinding? = ValueBinding.nearest(above: node)

  /// The `#if` clauses the node is compiled under, innermost first: `#if os(macOS)`, `#elseif DEBUG`, `#else`.
  public private(set) lazy var compilationClauses: [IfConfigClauseSyntax] = sequence(
    first: node, next: \.parent
  ).compactMap { $0.as(IfConfigClauseSyntax.self) }

  /// Whether the node is compiled for macOS and not for iOS: a `#if os(macOS)` (or `os(macOS) || os(visionOS)`) clause
  /// holds it, or the `#else` of a `#if os(iOS)`.
  public var isMacOSOnly: Bool {
    compilationClauses.contains { clause in
      guard let text = clause.condition?.trimmedText else {
        let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) ?? []
        return clauses.contains { earlier in
          guard let text = earlier.condition?.trimmedText else { return false }
          // `#if os(iOS) && DEBUG`'s `#else` holds iOS's release builds.
          return text.contains("os(iOS)") && !text.contains("!") && !text.contains("&&")
        }
      }
      return text.contains("os(macOS)") && !text.contains("os(iOS)") && !text.contains("!")
    }
  }

  /// A scope the walk records, with what it knows.
  init(node: Syntax, enclosingType: TypeDeclaration?, declaration: Syntax?, file: FileModel) {
    self.node = node
    self.file = file
    self.enclosingType = enclosingType
    self.declaration = declaration
  }

  /// Whether the node is compiled only into debug or development builds: a `#if DEBUG` clause (or `DEBUG_MENU`,
  /// `DEBUG && os(iOS)`, `DEVELOPMENT`) holds it, not negated.
  public var isDebugOnly: Bool {
    compilationClauses.contains { clause in
      guard let text = clause.condition?.trimmedText else { return false }
      return (text.contains("DEBUG") || text.contains("DEVELOPMENT")) && !text.contains("!")
    }
  }

  /// A scope a rule asks for after the walk: its type and declaration are found when first read.
  init(node: Syntax, file: FileModel) {
    self.node = node
    self.file = file
  }

  /// Whether a condition reads the environment value `key` (`accessibilityReduceMotion`): through a property the
  /// enclosing types (or the type an extension extends, in this file) declare with `@Environment(\.key)`, or by
  /// naming `key` itself. UIKit's names for the same settings (`UIAccessibility.isReduceMotionEnabled`) are for
  /// ``isChosen(onAnyOf:)``.
  public func isChosen(onEnvironment key: String) -> Bool {
    var names: Set<String> = [key]
    var type = enclosingType
    while let current = type {
      let declared = current.kind == .extension ? file.type(named: current.name) ?? current : current
      for property in declared.properties where property.environmentKey == key { names.insert(property.name) }
      type = current.parent
    }
    return isChosen(onAnyOf: names)
  }

  /// Whether a condition names one of `names`: a variable, property, member or function (a helper such as
  /// `prefersReducedMotion()`).
  public func isChosen(onAnyOf names: Set<String>) -> Bool {
    conditions.contains { $0.mentions(anyOf: names) }
  }
}

extension Scope {
  /// The innermost function, initializer, accessor, property or closure around `node`: the declaration the walk
  /// records for the nodes it notes, found by climbing for a node a rule asks about later.
  private static func declaration(around node: Syntax) -> Syntax? {
    var current = node.parent
    while let candidate = current {
      switch candidate.kind {
      case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .subscriptDecl, .variableDecl,
        .closureExpr:
        return candidate
      default:
        current = candidate.parent
      }
    }
    return nil
  }

  private static func calls(around node: Syntax) -> [FunctionCallExprSyntax] {
    var calls: [FunctionCallExprSyntax] = []
    var child = node
    for _ in 0..<64 {
      guard let parent = child.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
        !parent.is(ClosureExprSyntax.self)
      else { break }
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id {
        calls.append(call)
      }
      child = parent
    }
    return calls
  }
}

/// A declaration that gives a value a name: `let title: Font = value`, `var icon: Image { value }`,
/// `if let font = value`, `func titleFont() -> UIFont { value }`.
public enum ValueBinding {
  case variable(PatternBindingSyntax)
  case optionalBinding(OptionalBindingConditionSyntax)
  case function(FunctionDeclSyntax)

  /// The name the value is given: the variable's or the function's.
  public var name: String? {
    switch self {
    case .variable(let binding): binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    case .optionalBinding(let binding): binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    case .function(let function): function.name.text
    }
  }

  /// The type written for the value: the variable's annotation or the function's return type.
  public var declaredType: TypeSyntax? {
    switch self {
    case .variable(let binding): binding.typeAnnotation?.type
    case .optionalBinding(let binding): binding.typeAnnotation?.type
    case .function(let function): function.signature.returnClause?.type
    }
  }

  /// The expression after `=`, if there is one.
  public var initialValue: ExprSyntax? {
    switch self {
    case .variable(let binding): binding.initializer?.value
    case .optionalBinding(let binding): binding.initializer?.value
    case .function: nil
    }
  }

  fileprivate static func nearest(above node: Syntax) -> ValueBinding? {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.as(SyntaxEnum.self) {
      case .patternBinding(let binding): return .variable(binding)
      case .optionalBindingCondition(let binding): return .optionalBinding(binding)
      case .functionDecl(let function): return .function(function)
      case .closureExpr:
        // Only a closure called where it is written gives its value on (`{ ... }()`).
        guard let call = ancestor.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ancestor.id
        else { return nil }
      case .memberBlockItem, .sourceFile:
        return nil
      default:
        break
      }
      current = ancestor.parent
    }
    return nil
  }
}

/// A condition that decides whether code runs: an `if` or `guard` condition, a ternary's condition, a `switch`'s
/// subject.
public struct Condition {
  public enum Kind: Sendable {
    case `if`, `guard`, ternary, `switch`
  }

  public let kind: Kind
  /// What is tested: an `if`'s or `guard`'s condition list, the operands before a ternary's `?`, a `switch`'s
  /// subject.
  public let tested: [Syntax]
  /// Whether the code runs when the condition is false: in an `else`, a ternary's second value, a `guard`'s body.
  public let isElseBranch: Bool
  /// The branch the code is in: an `if`'s body or `else`, a `switch` case, a ternary's value, a `guard`'s body or
  /// the code after it. Code in another branch of the same choice (the same ``tested``) never runs with it.
  public let branch: SyntaxIdentifier

  /// Whether code under this condition and code under `other` are in different branches of one choice, so only one
  /// of them runs.
  public func excludes(_ other: Condition) -> Bool {
    guard let choice = tested.first?.id else { return false }
    return choice == other.tested.first?.id && branch != other.branch
  }

  /// Whether the condition is `#available` or `#unavailable`.
  public var isAvailabilityCheck: Bool {
    tested.contains {
      $0.as(ConditionElementListSyntax.self)?.contains { $0.condition.is(AvailabilityConditionSyntax.self) } ?? false
    }
  }

  /// Whether an identifier in the condition is one of `names`.
  public func mentions(anyOf names: Set<String>) -> Bool {
    tested.contains { syntax in
      syntax.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let text) = token.tokenKind { names.contains(text) } else { false }
      }
    }
  }

  /// The conditions around `node`, innermost first, up to its type declaration.
  static func all(guarding node: Syntax) -> [Condition] {
    var conditions: [Condition] = []
    var child = node
    // The node below `child` on the way up: a `switch`'s case, when `child` is the list of its cases.
    var grandchild = node
    while let parent = child.parent, !declaresAType(parent) {
      switch parent.as(SyntaxEnum.self) {
      case .ifExpr(let ifExpr):
        if child.id == ifExpr.body.id || child.id == ifExpr.elseBody?.id {
          conditions.append(
            Condition(
              kind: .if, tested: [Syntax(ifExpr.conditions)], isElseBranch: child.id != ifExpr.body.id,
              branch: child.id))
        }
      case .guardStmt(let guardStmt) where child.id == guardStmt.body.id:
        conditions.append(
          Condition(kind: .guard, tested: [Syntax(guardStmt.conditions)], isElseBranch: true, branch: child.id))
      case .codeBlockItemList(let items):
        // Code after a `guard` runs only when its conditions hold.
        for item in items {
          if item.id == child.id { break }
          if let guardStmt = item.item.as(GuardStmtSyntax.self) {
            conditions.append(
              Condition(
                kind: .guard, tested: [Syntax(guardStmt.conditions)], isElseBranch: false, branch: guardStmt.id))
          }
        }
      case .switchExpr(let switchExpr) where child.id == switchExpr.cases.id:
        conditions.append(
          Condition(kind: .switch, tested: [Syntax(switchExpr.subject)], isElseBranch: false, branch: grandchild.id))
      case .exprList(let elements):
        if let ternary = Self.ternary(around: child, in: elements) { conditions.append(ternary) }
      default:
        break
      }
      grandchild = child
      child = parent
    }
    return conditions
  }

  /// Whether `node` declares a type (is a `DeclGroupSyntax`), told by its kind: a cast to the protocol looked the
  /// conformance up in the runtime's tables at every step of the climb.
  private static func declaresAType(_ node: Syntax) -> Bool {
    switch node.kind {
    case .actorDecl, .classDecl, .enumDecl, .extensionDecl, .protocolDecl, .structDecl: true
    default: false
    }
  }

  /// The ternary whose value `child` is, in an operator sequence as the parser leaves it (`a ? b : c` is `a`, `? b :`
  /// and `c`): `child` is the `? b :` part (the first value) or follows one (the second value). What is tested is
  /// the operands before the `?`, back to an assignment or an earlier ternary.
  private static func ternary(around child: Syntax, in elements: ExprListSyntax) -> Condition? {
    let list = Array(elements)
    guard let index = list.firstIndex(where: { $0.id == child.id }) else { return nil }
    func isBoundary(_ element: ExprSyntax) -> Bool {
      element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
    }
    // A ternary binds more loosely than any operator but `=`: the operands after `:` up to the next `?` or `=` are
    // its second value.
    let isFirstValue = list[index].is(UnresolvedTernaryExprSyntax.self)
    let ternaryIndex = isFirstValue ? index : list[..<index].lastIndex(where: isBoundary)
    guard let ternaryIndex, list[ternaryIndex].is(UnresolvedTernaryExprSyntax.self) else { return nil }
    let start = list[..<ternaryIndex].lastIndex(where: isBoundary).map { $0 + 1 } ?? 0
    return Condition(
      kind: .ternary, tested: list[start..<ternaryIndex].map { Syntax($0) }, isElseBranch: !isFirstValue,
      branch: child.id)
  }
}
