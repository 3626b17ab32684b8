/// What a foreground color paints, which decides how much contrast it needs. Raw values are the names a
/// configuration file uses.
///
/// WCAG counts text as large from 18 pt regular or 14 pt bold; Apple's HIG (Accessibility, "Color and effects")
/// counts bold text of any size as large. The kinds split text so the two readings differ in one place only,
/// `boldText`. WCAG's point is the CSS point (4/3 px); like Apple's Accessibility Inspector, Curbcut reads the
/// sizes as iOS points.
public enum ContentKind: String, CaseIterable, Sendable {
  /// Regular-weight text under 18 pt: normal text for WCAG and the HIG.
  case normalText = "normal"
  /// Text of 18 pt and up, or bold text of 14 pt and up: large for WCAG and the HIG.
  case largeText = "large"
  /// Bold text under 14 pt: normal for WCAG, large for the HIG.
  case boldText = "bold"
  /// User-interface components and graphics needed to understand the content (WCAG 1.4.11).
  case nonText = "non_text"

  /// The kind of a text run displayed at `pointSize` (after Dynamic Type scaling: WCAG judges the size people
  /// see), bold or not.
  public init(textOfPointSize pointSize: ScaledPoints, isBold: Bool) {
    switch (isBold, pointSize.value) {
    case (true, 14...), (false, 18...): self = .largeText
    case (true, _): self = .boldText
    case (false, _): self = .normalText
    }
  }
}
