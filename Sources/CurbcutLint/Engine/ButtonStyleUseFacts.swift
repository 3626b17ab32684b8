import SwiftSyntax

/// Which button styles draw buttons that may be disabled: the fact `button_style_accessibility` waits on before it
/// asks a style for a disabled look. A style only the project's always-enabled buttons use never shows one.
public struct ButtonStyleUseFacts: ProjectFact {
  /// The names written in the chain that `.disabled(...)` ends, outside its closures: the view it disables and that
  /// view's modifiers (`Button(...).buttonStyle(PrimaryButtonStyle()).disabled(!isValid)`, `PrimaryButton(title:
  /// ...).disabled(isSaving)`). A style named there draws a button that may be disabled. What a disabled container
  /// holds (`Form { ... }.disabled(isSaving)`) is not read: most of it is no button of the style.
  private var namesMaybeDisabled: Set<String> = []
  /// The names that stand for a style: a static member that gives it (`.primary` of `extension ButtonStyle where
  /// Self == PrimaryButtonStyle`), or a function or view type whose code applies it (`func primaryStyle()` that calls
  /// `buttonStyle(PrimaryButtonStyle())`), each with the names it applies.
  private var standsFor: [String: Set<String>] = [:]
  /// The names written as the style of a `.buttonStyle(...)`: `PrimaryButtonStyle`, `primary`.
  private var namesApplied: Set<String> = []

  public init() {}

  public init(_ model: FileModel) {
    var disabledRanges: [Range<AbsolutePosition>] = []
    for call in model.calls(named: "disabled") where call.arguments.first?.expression.isFalseLiteral != true {
      // A `.disabled` inside code another one already disables adds no name (nor climbs its chain again).
      guard call.calledExpression.is(MemberAccessExprSyntax.self),
        !disabledRanges.contains(where: { $0.contains(call.position) })
      else { continue }
      let chain = Self.outermostChain(of: call)
      disabledRanges.append(chain.position..<chain.endPosition)
      namesMaybeDisabled.formUnion(ChainNames.outsideClosures(of: chain))
    }
    for call in model.calls(named: "buttonStyle") {
      guard let style = call.arguments.first?.expression.styleName else { continue }
      namesApplied.insert(style)
      let scope = model.scope(of: call)
      if let function = Self.functionName(around: call) { standsFor[function, default: []].insert(style) }
      if let type = scope.enclosingType, type.kind != .extension { standsFor[type.name, default: []].insert(style) }
    }
    for type in model.types where type.kind == .extension && SwiftUIViews.buttonStyles.contains(type.name) {
      guard let style = Self.styleNamedBySelf(in: type) else { continue }
      for member in type.syntax.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? [] {
        let name =
          member.decl.as(FunctionDeclSyntax.self)?.name.text
          ?? member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
          .identifier.text
        if let name { standsFor[name, default: []].insert(style) }
      }
    }
  }

  public mutating func merge(_ other: ButtonStyleUseFacts) {
    namesMaybeDisabled.formUnion(other.namesMaybeDisabled)
    standsFor.merge(other.standsFor) { $0.union($1) }
    namesApplied.formUnion(other.namesApplied)
  }

  /// Whether a button that may be disabled uses the style.
  func drawsButtonsThatMayBeDisabled(_ style: String) -> Bool {
    !names(standingFor: style).isDisjoint(with: namesMaybeDisabled)
  }

  /// Whether the run applies any style to a button: one that applies none shows too little to tell how its styles
  /// are used (a snippet, a design system's package linted alone).
  var appliesAnyStyle: Bool { !namesApplied.isEmpty }

  /// Whether the run applies the style to any button.
  func isApplied(_ style: String) -> Bool {
    !names(standingFor: style).isDisjoint(with: namesApplied)
  }

  /// The style's name, the names that stand for it, and those that stand for them (a wrapper of a static member),
  /// three steps at most.
  private func names(standingFor style: String) -> Set<String> {
    var names: Set<String> = [style]
    for _ in 0..<3 {
      let more = standsFor.filter { !$0.value.isDisjoint(with: names) }.keys
      if more.allSatisfy(names.contains) { break }
      names.formUnion(more)
    }
    return names
  }

  /// The whole chain a modifier call is part of: its receiver and every modifier after it.
  private static func outermostChain(of call: FunctionCallExprSyntax) -> Syntax {
    var current = Syntax(call)
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        current = parent
      } else if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == current.id {
        current = parent
      } else {
        break
      }
    }
    return current
  }

  /// The function whose code applies a style, found within the member it is written in.
  private static func functionName(around call: FunctionCallExprSyntax) -> String? {
    for ancestor in sequence(first: Syntax(call), next: \.parent).prefix(64) {
      switch ancestor.as(SyntaxEnum.self) {
      case .functionDecl(let function): return function.name.text
      case .memberBlockItem, .sourceFile: return nil
      default: continue
      }
    }
    return nil
  }

  /// `PrimaryButtonStyle` of `extension ButtonStyle where Self == PrimaryButtonStyle`.
  private static func styleNamedBySelf(in type: TypeDeclaration) -> String? {
    for requirement in type.syntax.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements ?? [] {
      guard let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self),
        sameType.leftType.trimmedDescription == "Self"
      else { continue }
      return sameType.rightType.trimmedDescription
    }
    return nil
  }
}

/// The names a chain writes outside its closures.
private final class ChainNames: SyntaxVisitor {
  private var names: Set<String> = []

  static func outsideClosures(of chain: Syntax) -> Set<String> {
    let visitor = ChainNames(viewMode: .sourceAccurate)
    visitor.walk(chain)
    return visitor.names
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier(let name) = token.tokenKind { names.insert(name) }
    return .skipChildren
  }
}

extension ExprSyntax {
  /// The name a `.buttonStyle(...)` argument gives its style: `PrimaryButtonStyle` of `PrimaryButtonStyle()`,
  /// `primary` of `.primary` or `.primary(size: .large)`.
  fileprivate var styleName: String? {
    if let call = self.as(FunctionCallExprSyntax.self) { return call.calleeName }
    if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return self.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}

extension ProjectCondition {
  /// The run applies some style (one that applies none, a snippet or a design system's package linted alone, shows
  /// too little to tell how its styles are used), and, when `onceApplied` names a design system's styles, one of them
  /// (styles it never applies may be a design system's, whose buttons are in another project); and, when
  /// `disabledStyle` names a style, no button that may be disabled (`.disabled(...)` on it, not on a container) uses
  /// it, by its name, a static member that gives it, or a function or view that applies it: its disabled look is never
  /// seen.
  public static func appliesStylesOfItsKind(
    onceApplied styles: [String], noButtonThatMayBeDisabledUses disabledStyle: String? = nil
  ) -> ProjectCondition {
    ProjectCondition(ButtonStyleUseFacts.self) { facts in
      facts.appliesAnyStyle && (styles.isEmpty || styles.contains(where: facts.isApplied))
        && !(disabledStyle.map(facts.drawsButtonsThatMayBeDisabled) ?? false)
    }
  }
}
