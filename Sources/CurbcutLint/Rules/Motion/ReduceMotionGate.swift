import SwiftSyntax

extension FileModel {
  /// The words code reading the Reduce Motion setting uses: `accessibilityReduceMotion`, `reduceMotion`,
  /// `UIAccessibility.isReduceMotionEnabled`, `prefersReducedMotion`.
  private static let reduceMotionWords = ["educeMotion", "educedMotion"]

  /// Whether the Reduce Motion setting decides whether the code at `scope` moves anything: a condition around it
  /// reads the setting (`reduceMotion ? .opacity : .slide`, `guard !reduceMotion`), a call named in `helpers` wraps
  /// it (seed 004's `NyxAnimation.adaptive(...)`), or the view type it is written in reads the setting anywhere,
  /// here or in an extension in this file: such a type chooses its animations by it, as
  /// `.animation(reduceMotion ? nil : .spring(), value: isShown)` stops every transition its content makes.
  func reduceMotionDecides(_ scope: Scope, helpers: Set<String>) -> Bool {
    guard Self.reduceMotionWords.contains(where: { source(contains: $0) }) || !helpers.isEmpty else { return false }
    if scope.conditions.contains(where: { condition in
      condition.tested.contains { tested in Self.reduceMotionWords.contains { source(of: tested, contains: $0) } }
    }) {
      return true
    }
    if !helpers.isEmpty, scope.enclosingCalls.contains(where: { $0.calleeName.map(helpers.contains) ?? false }) {
      return true
    }
    guard let type = scope.enclosingType.map(outermostType) else {
      return Self.reduceMotionWords.contains { source(contains: $0) }
    }
    return types.contains { other in
      other.name == type.name && Self.reduceMotionWords.contains { source(of: Syntax(other.syntax), contains: $0) }
    }
  }

  /// The type `type` is declared in, or itself when it is declared at the top level.
  private func outermostType(_ type: TypeDeclaration) -> TypeDeclaration {
    var outer = type
    while let parent = outer.parent { outer = parent }
    return outer
  }
}
