@_spi(RawSyntax) import SwiftSyntax

/// The modifier names the walk notes on each view (``ViewCall``'s `notedModifiers`, one bit per name), so questions
/// that climb the view tree skip the views that apply none of them: the accessibility layer's own, then those the
/// view rules of a run name (``ViewRule/notedModifiers``), and the view names they name (``ViewRule/notedViews``),
/// noted on the views so named. A new modifier family needs a rule to name it, not an edit of the walk. At most 64
/// names are noted; a rule whose names are not all noted reads the chain (``RuleContext/mayApplyANotedModifier(_:)``
/// then passes every view to it, and the engine hands it every view).
struct NotedModifiers: Sendable {
  /// The accessibility layer's names, always noted, at fixed bits.
  static let accessibility = [
    "accessibilityLabel", "accessibility", "accessibilityHidden", "hidden", "accessibilityElement", "tabItem",
  ]
  /// `.accessibilityLabel` or `.accessibility(label:)`.
  static let label: UInt64 = 0b11
  /// `.accessibilityHidden`, `.hidden()` or `.accessibility(hidden:)`.
  static let hidden: UInt64 = 0b1110
  /// `.accessibilityElement(children:)`.
  static let element: UInt64 = 1 << 4
  /// `.tabItem { ... }`, whose content is read as the tab's label.
  static let tabItem: UInt64 = 1 << 5

  private let names: NameSet

  init(adding names: some Sequence<String> = []) {
    var all = Self.accessibility
    for name in Set(names).subtracting(all).sorted() where all.count < 64 { all.append(name) }
    self.names = NameSet(all)
  }

  /// The bit of a modifier name as the walk reads it, from its raw text; 0 for a name not noted.
  func bit(_ name: SyntaxText) -> UInt64 {
    names.index(of: name).map { 1 << UInt64($0) } ?? 0
  }

  /// The bits of `names`, or 0 when one of them is not noted, so that the views applying none cannot be told.
  func bits(of names: Set<String>) -> UInt64 {
    var bits: UInt64 = 0
    for name in names {
      guard let index = self.names.index(of: name) else { return 0 }
      bits |= 1 << UInt64(index)
    }
    return bits
  }
}
