import SwiftSyntax

/// The calls that make a font of a point size, which the Dynamic Type rules read.
enum FontCalls {
  /// The UIKit factory methods that take a fixed point size as `ofSize:`.
  static let uiFontFactories: Set<String> = [
    "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
  ]

  /// Their names and SwiftUI's (`Font.system`, `Font.custom`) and UIKit's initializer (`UIFont(name:size:)`).
  static let names = uiFontFactories.union(["system", "custom", "UIFont"])
}

extension FunctionCallExprSyntax {
  /// Whether the call calls an implicit member or a member of `type`, written alone or qualified by `module`
  /// (`.system(...)`, `Font.system(...)`, `SwiftUI.Font.system(...)`, not another type's `system`); read from the
  /// names' tokens, since printing the base for every font call would cost more than the rules.
  func callsMember(of type: String, in module: String) -> Bool {
    guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    if let name = base.as(DeclReferenceExprSyntax.self) { return name.baseName.text == type }
    guard let qualified = base.as(MemberAccessExprSyntax.self) else { return false }
    return qualified.declName.baseName.text == type
      && qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == module
  }
}
