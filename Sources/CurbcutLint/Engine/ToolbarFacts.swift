import SwiftSyntax

/// The view helpers the project's toolbars show (`.toolbar { toolbarButtons() }`, `ToolbarItem { closeButton }`), by
/// `Type.member`: a control such a helper gives is an item of the bar, which the system places and gives its own hit
/// area, even when the toolbar is written in another file than the helper (`hit_target_size`).
public struct ToolbarFacts: ProjectFact {
  private(set) var shownHelpers: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    for token in file.identifierTokens(named: "toolbar") {
      // `.toolbar { ... }`, a modifier: the names its content calls or reads, in the type it is written in.
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
        let type = file.enclosingType(of: call)?.name
      else { continue }
      let content: [Syntax] =
        call.arguments.map(Syntax.init) + [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
        + call.additionalTrailingClosures.map(Syntax.init)
      for name in content.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
        guard case .identifier(let text) = name.tokenKind, text.first?.isLowercase == true,
          name.parent?.is(DeclReferenceExprSyntax.self) == true
        else { continue }
        shownHelpers.insert("\(type).\(text)")
      }
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
