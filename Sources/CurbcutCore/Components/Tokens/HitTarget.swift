/// The smallest area a finger can hit reliably.
public enum HitTarget {
  /// 44 × 44 pt, Apple's minimum for any tappable control (HIG, "Accessibility": "a minimum tappable area of
  /// 44x44 pt"), which also meets WCAG 2.5.5 Target Size. It is a minimum, so it does not shrink at small text
  /// sizes: a length as displayed at every category.
  public static let minimum: ScaledPoints = 44
}
