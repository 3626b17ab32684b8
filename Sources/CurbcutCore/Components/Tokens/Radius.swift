/// Corner radii, in points. They do not follow Dynamic Type: a card's corners read the same at every text size,
/// and only its content grows, so the radii are lengths as displayed.
public enum Radius {
  /// 8 pt: small controls.
  public static let sm: ScaledPoints = 8
  /// 12 pt: buttons, cards and text fields.
  public static let md: ScaledPoints = 12
  /// 16 pt: sheets and large containers.
  public static let lg: ScaledPoints = 16
}
