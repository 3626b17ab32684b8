@_spi(RawSyntax) import SwiftSyntax

/// The modifier names the walk notes on each view (``ViewCall``'s `notedModifiers`, one bit per name), so questions
/// that climb the view tree skip the views that apply none of them: the accessibility layer's own, then those the
/// view rules of a run name (``ViewRule/notedModifiers``). A new modifier family needs a rule to name it, not an
/// edit of the walk. At most 64 names are noted; a rule whose names are not all noted reads the chain
/// (``RuleContext/mayApplyANotedModifier(_:)`` then passes every view to it).
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

  private let names: [[UInt8]]

  init(adding names: some Sequence<String> = []) {
    var all = Self.accessibility
    for name in Set(names).subtracting(all).sorted() where all.count < 64 { all.append(name) }
    self.names = all.map { Array($0.utf8) }
  }

  /// The bit of a modifier name as the walk reads it, from its raw text; 0 for a name not noted.
  func bit(_ name: SyntaxText) -> UInt64 {
    // Nearly every modifier is none of these: lengths tell most apart before any byte is compared.
    for index in names.indices where names[index].count == name.count && names[index].elementsEqual(name) {
      return 1 << UInt64(index)
    }
    return 0
  }

  /// The bit of a modifier name, or nil for a name not noted.
  func bit(_ name: String) -> UInt64? {
    // Rules ask this of every view: the name's UTF-8 is compared in place, with no conversion of it.
    let utf8 = name.utf8
    for index in names.indices where names[index].count == utf8.count && names[index].elementsEqual(utf8) {
      return 1 << UInt64(index)
    }
    return nil
  }
}
