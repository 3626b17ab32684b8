/// The design system's spacing scale: gaps between and around elements, in points at the default text size, scaled
/// with body text so that layouts breathe as text grows.
///
/// Values follow a 4 pt grid; the names are the seeds' (`Spacing.xs`, `Spacing.lg`).
public enum Spacing {
  /// 2 pt: between marks that belong together, such as the dots of a compact rating.
  public static let xxs = ScalableLength(2)
  /// 4 pt: between a label and its detail.
  public static let xs = ScalableLength(4)
  /// 8 pt: inside small controls, between lines of a group.
  public static let sm = ScalableLength(8)
  /// 12 pt: between the parts of a vertically stacked row.
  public static let md = ScalableLength(12)
  /// 16 pt: around content, between the parts of a horizontal row.
  public static let lg = ScalableLength(16)
  /// 24 pt: around large controls and between sections.
  public static let xl = ScalableLength(24)
}
