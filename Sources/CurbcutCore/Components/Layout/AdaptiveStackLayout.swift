/// The direction an adaptive stack lays its children out in.
public enum StackAxis: Hashable, Sendable {
  /// Side by side.
  case horizontal
  /// One above the other, aligned to the leading edge.
  case vertical
}

/// How an adaptive stack (seed 003's `AdaptiveProfileView`) arranges its children at one text size: side by side at
/// the standard sizes, stacked at the accessibility sizes, where a row of large text and an image no longer fit
/// across a phone.
public struct AdaptiveStackLayout: Hashable, Sendable {
  /// The text size from which the stack turns vertical, unless told otherwise: the first accessibility size.
  public static let defaultThreshold = TextSizeCategory.accessibility1

  /// The direction.
  public let axis: StackAxis
  /// The gap between children: `Spacing.lg` (16 pt) side by side, `Spacing.md` (12 pt) stacked, scaled.
  public let spacing: ScaledPoints

  /// The layout when the person has chosen `category`: vertical from `threshold` up, on a screen of `displayScale`.
  public init(
    category: TextSizeCategory, threshold: TextSizeCategory = defaultThreshold, displayScale: DisplayScale = .x3
  ) {
    axis = category >= threshold ? .vertical : .horizontal
    spacing = (axis == .vertical ? Spacing.md : Spacing.lg).scaled(at: category, displayScale: displayScale)
  }
}
