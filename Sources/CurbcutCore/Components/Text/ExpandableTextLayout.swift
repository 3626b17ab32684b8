/// How much of a long text to show at one text size, and whether to offer a toggle (seed 003: "never truncate text
/// at larger sizes without an alternative").
///
/// The rule: below `xxxLarge`, the text is cut to `collapsedLineLimit` lines with a "Read more" button, which turns
/// into "Show less" once expanded. From `xxxLarge` up the whole text is shown and there is no button: a few lines at
/// those sizes hold only a handful of words, the button itself would take a line of its own, and the people who
/// chose the size chose it to read. VoiceOver reads the whole text either way, since SwiftUI's label for a
/// truncated `Text` is the full string.
public struct ExpandableTextLayout: Hashable, Sendable {
  /// The text size from which the whole text is always shown: seed 003's `dynamicTypeSize >= .xxxLarge`.
  public static let alwaysExpandedFrom = TextSizeCategory.xxxLarge
  /// The lines shown while collapsed unless told otherwise: 3, about 120 characters of body text on a phone.
  public static let defaultCollapsedLineLimit = 3
  /// The toggle's title while collapsed.
  public static let expandTitle = "Read more"
  /// The toggle's title while expanded.
  public static let collapseTitle = "Show less"

  /// The most lines to show, nil for all of them.
  public let lineLimit: Int?
  /// The toggle's title, nil when no toggle is shown.
  public let toggleTitle: String?

  /// The layout when the person has chosen `category` and has (or has not) expanded the text. Traps when
  /// `collapsedLineLimit` is below 1, which would hide the text altogether.
  public init(category: TextSizeCategory, isExpanded: Bool, collapsedLineLimit: Int = defaultCollapsedLineLimit) {
    precondition(collapsedLineLimit >= 1, "A collapsed text needs at least one line, got \(collapsedLineLimit)")
    if category >= Self.alwaysExpandedFrom {
      (lineLimit, toggleTitle) = (nil, nil)
    } else if isExpanded {
      (lineLimit, toggleTitle) = (nil, Self.collapseTitle)
    } else {
      (lineLimit, toggleTitle) = (collapsedLineLimit, Self.expandTitle)
    }
  }
}
