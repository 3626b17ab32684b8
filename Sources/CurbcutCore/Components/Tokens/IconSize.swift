/// Sizes for icons and indicator marks, in points at the default text size, scaled with body text so an icon stays
/// in proportion to the text it sits next to (seed 004: "apply `@ScaledMetric` to spacing and icon sizes too").
public enum IconSize {
  /// 8 pt: a status dot or the dot of a compact rating.
  public static let indicator = ScalableLength(8)
  /// 16 pt: an icon inside a line of small text.
  public static let small = ScalableLength(16)
  /// 24 pt: an icon beside body text, or a tab bar icon.
  public static let medium = ScalableLength(24)
  /// 32 pt: a prominent icon, such as a rating star.
  public static let large = ScalableLength(32)
}
