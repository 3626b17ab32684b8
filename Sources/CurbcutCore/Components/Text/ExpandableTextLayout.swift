/// How much of a long text to show at one text size, and whether to offer a toggle (seed 003: "never truncate text
/// at larger sizes without an alternative").
///
/// The rule: below `xxxLarge`, a text too long for `collapsedLineLimit` lines is cut to them with a "Read more"
/// button, which turns into "Show less" once expanded; a text that fits gets no button. From `xxxLarge` up the whole
/// text is shown and there is no button: a few lines at those sizes hold only a handful of words, the button itself
/// would take a line of its own, and the people who chose the size chose it to read. VoiceOver reads the whole text
/// either way, since SwiftUI's label for a truncated `Text` is the full string.
public struct ExpandableTextLayout: Hashable, Sendable {
  /// The text size from which the whole text is always shown: seed 003's `dynamicTypeSize >= .xxxLarge`.
  public static let alwaysExpandedFrom = TextSizeCategory.xxxLarge
  /// The lines shown while collapsed unless told otherwise: 3, about 120 characters of body text on a phone.
  public static let defaultCollapsedLineLimit = 3
  /// The toggle's title while collapsed.
  public static let expandTitle = ComponentString("curbcut.expandableText.readMore", english: "Read more")
  /// The toggle's title while expanded.
  public static let collapseTitle = ComponentString("curbcut.expandableText.showLess", english: "Show less")
  /// The toggle's accessibility value while expanded.
  public static let expandedValue = ComponentString("curbcut.expandableText.expanded", english: "Expanded")
  /// The toggle's accessibility value while collapsed.
  public static let collapsedValue = ComponentString("curbcut.expandableText.collapsed", english: "Collapsed")

  /// The most lines to show, nil for all of them.
  public let lineLimit: Int?
  /// The toggle's title, nil when no toggle is shown.
  public let toggleTitle: ComponentString?
  /// The toggle's accessibility value, its state ("Collapsed" or "Expanded"); nil when no toggle is shown.
  public let toggleValue: ComponentString?

  /// The layout when the person has chosen `category` and has (or has not) expanded the text, which does (or does
  /// not) need more than `collapsedLineLimit` lines. Traps when `collapsedLineLimit` is below 1, which would hide the
  /// text altogether.
  public init(
    category: TextSizeCategory, isExpanded: Bool, isTruncated: Bool,
    collapsedLineLimit: Int = defaultCollapsedLineLimit
  ) {
    precondition(collapsedLineLimit >= 1, "A collapsed text needs at least one line, got \(collapsedLineLimit)")
    if category >= Self.alwaysExpandedFrom {
      (lineLimit, toggleTitle, toggleValue) = (nil, nil, nil)
    } else if isExpanded {
      (lineLimit, toggleTitle, toggleValue) = (nil, Self.collapseTitle, Self.expandedValue)
    } else if isTruncated {
      (lineLimit, toggleTitle, toggleValue) = (collapsedLineLimit, Self.expandTitle, Self.collapsedValue)
    } else {
      (lineLimit, toggleTitle, toggleValue) = (collapsedLineLimit, nil, nil)
    }
  }

  /// Whether a text cut to `shownHeight` is missing lines it would take at `fullHeight`; half a point of rounding
  /// between two layouts of the same lines is not a missing line.
  public static func isTruncated(fullHeight: ScaledPoints, shownHeight: ScaledPoints) -> Bool {
    fullHeight.value > shownHeight.value + 0.5
  }

  /// The toggle's accessibility label, naming what it expands: "Read more: Itinerary". It starts with the visible
  /// `title`, so Voice Control finds the button by what it shows (WCAG 2.5.3).
  public static func toggleLabel(title: String, name: String) -> ComponentString {
    ComponentString("curbcut.expandableText.toggleLabel", english: "%1$@: %2$@", .text(title), .text(name))
  }
}
