/// The size of a design-system button for one control size at one text size: its font, padding, minimum size and
/// width. All variants share it.
public struct ButtonLayout: Hashable, Sendable {
  /// The text style the label is set in: `subheadline` for mini and small, `headline` for regular, `title3` for large and
  /// extra large (seed 000).
  public let textStyle: TextStyle
  /// Every label is semibold, whatever its style's own weight.
  public let labelWeight: FontWeight
  /// The padding before and after the label.
  public let horizontalPadding: ScaledPoints
  /// The padding above and below the label.
  public let verticalPadding: ScaledPoints
  /// The smallest width and height: `HitTarget.minimum`, whatever the padding adds up to.
  public let minimumSize: ScaledPoints
  /// Whether the button takes the whole width offered: at accessibility text sizes, so a long label wraps inside a
  /// full-width button instead of squeezing beside its neighbours.
  public let fillsAvailableWidth: Bool
  /// The corner radius: `Radius.md`.
  public let cornerRadius: ScaledPoints

  /// The layout of a `size` button when the person has chosen `category`, on a screen of `displayScale`. Padding
  /// scales with the text: small sizes take `Spacing.sm` × `Spacing.xs`, regular `Spacing.lg` × `Spacing.sm`, large
  /// sizes `Spacing.xl` × `Spacing.md`.
  public init(size: ButtonSize, category: TextSizeCategory, displayScale: DisplayScale = .x3) {
    let (style, horizontal, vertical): (TextStyle, ScalableLength, ScalableLength) =
      switch size {
      case .mini, .small: (.subheadline, Spacing.sm, Spacing.xs)
      case .regular: (.headline, Spacing.lg, Spacing.sm)
      case .large, .extraLarge: (.title3, Spacing.xl, Spacing.md)
      }
    textStyle = style
    labelWeight = .semibold
    horizontalPadding = horizontal.scaled(at: category, displayScale: displayScale)
    verticalPadding = vertical.scaled(at: category, displayScale: displayScale)
    minimumSize = HitTarget.minimum
    fillsAvailableWidth = category.isAccessibilitySize
    cornerRadius = Radius.md
  }
}
