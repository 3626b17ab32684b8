import SwiftSyntax

/// The view helpers the project's toolbars show (`.toolbar { toolbarButtons() }`, `ToolbarItem { closeButton }`,
/// `.navigationBarItems(trailing: addButton)`), by `Type.member`: a control such a helper gives is an item of the bar,
/// which the system places and gives its own hit area, even when the toolbar is written in another file than the
/// helper (`hit_target_size`).
public struct ToolbarFacts: ProjectFact {
  private(set) var shownHelpers: Set<String> = []

  public init() {}

  /// `.navigationBarItems(leading:trailing:)` is the older way to fill the same bar.
  public static let inspectedCalls: Set<String> = ["toolbar", "navigationBarItems"]

  public init(_ file: FileModel) {
    for name in Self.inspectedCalls {
      // A modifier, in the type it is written in.
      for call in file.calls(named: name) where call.calledExpression.is(MemberAccessExprSyntax.self) {
        guard let type = file.enclosingType(of: call)?.name else { continue }
        addHelpers(shownBy: call, in: type)
      }
    }
  }

  /// Adds the helpers the arguments and closures of `call` show (`toolbarButtons()`, `closeButton`,
  /// `self.closeButton`), also in the branches of an `if` or `#if` and in the closures of the views they show
  /// (`ToolbarItem { closeButton }`).
  private mutating func addHelpers(shownBy call: FunctionCallExprSyntax, in type: String) {
    for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
      addHelper(shown: argument.expression, in: type)
    }
    let closures =
      call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
      + call.additionalTrailingClosures.map(\.closure)
    for closure in closures { addHelpers(shownBy: closure.statements, in: type) }
  }

  private mutating func addHelpers(shownBy statements: CodeBlockItemListSyntax, in type: String) {
    for statement in statements {
      if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
        for case .statements(let branch)? in conditional.clauses.map(\.elements) {
          addHelpers(shownBy: branch, in: type)
        }
        continue
      }
      // An `if` written as a statement is an expression inside one.
      guard let shown = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
      else { continue }
      var branch = shown.as(IfExprSyntax.self)
      while let ifExpression = branch {
        addHelpers(shownBy: ifExpression.body.statements, in: type)
        switch ifExpression.elseBody {
        case .ifExpr(let next): branch = next
        case .codeBlock(let last): addHelpers(shownBy: last.statements, in: type); branch = nil
        case nil: branch = nil
        }
      }
      addHelper(shown: shown, in: type)
    }
  }

  /// Adds the helper `shown` is (`closeButton`, `self.closeButton`, `toolbarButtons()`), or those the closures of the
  /// view it makes show (`ToolbarItem { closeButton }`).
  private mutating func addHelper(shown: ExprSyntax, in type: String) {
    var shown = shown
    if let inner = shown.as(FunctionCallExprSyntax.self) {
      if inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
        addHelpers(shownBy: inner, in: type)
        return
      }
      shown = inner.calledExpression
    }
    if let member = shown.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      shownHelpers.insert("\(type).\(member.declName.baseName.text)")
    } else if let reference = shown.as(DeclReferenceExprSyntax.self) {
      shownHelpers.insert("\(type).\(reference.baseName.text)")
    }
  }

  public mutating func merge(_ other: ToolbarFacts) {
    shownHelpers.formUnion(other.shownHelpers)
  }
}

extension ProjectCondition {
  /// A toolbar of the project shows one of `helpers`, members of `type`.
  static func toolbarShowsAny(of helpers: Set<String>, in type: String) -> ProjectCondition {
    ProjectCondition(ToolbarFacts.self) { facts in helpers.contains { facts.shownHelpers.contains("\(type).\($0)") } }
  }
}
