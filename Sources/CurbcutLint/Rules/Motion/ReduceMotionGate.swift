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
    guard namesReduceMotion || !helpers.isEmpty else { return false }
    if scope.conditions.contains(where: { condition in condition.tested.contains(where: readsReduceMotion) }) {
      return true
    }
    if !helpers.isEmpty, scope.enclosingCalls.contains(where: { $0.calleeName.map(helpers.contains) ?? false }) {
      return true
    }
    return viewType(around: scope.node, says: Self.reduceMotionWords)
  }

  /// Whether `node`'s code reads the Reduce Motion setting (`reduceMotion ? nil : .spring()`); read only in files that
  /// name it.
  func readsReduceMotion(_ node: Syntax) -> Bool {
    namesReduceMotion && Self.reduceMotionWords.contains { source(of: node, contains: $0) }
  }

  /// Whether the outermost type `node` is written in (with its extensions in this file), or the file when `node` is
  /// outside any type, has one of `words` in its source: what a view type decides for all of its content, such as
  /// reading Reduce Motion or the text size.
  func viewType(around node: Syntax, says words: [String]) -> Bool {
    guard var outer = enclosingType(of: node) else { return words.contains { source(contains: $0) } }
    while let parent = outer.parent { outer = parent }
    return types.contains { other in
      other.name == outer.name && words.contains { source(of: Syntax(other.syntax), contains: $0) }
    }
  }
}
