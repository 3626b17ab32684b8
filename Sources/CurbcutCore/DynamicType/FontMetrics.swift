/// Scales a custom font's size, line height and tracking with Dynamic Type relative to a text style, as UIKit's
/// `UIFontMetrics` (and SwiftUI's `Font.custom(_:size:relativeTo:)` and `@ScaledMetric`) do. This is the one place
/// where `UnscaledPoints` become `ScaledPoints`.
///
/// **The ratio is that of the text style's leadings, not of its point sizes.** At a text size category a value is
/// multiplied by `leading(style, category) / leading(style, large)` from the HIG table (`TextStyle.metrics(at:)`).
/// Evidence, all measured on devices or simulators:
/// - Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS" (2024):
///   https://jaredsinclair.com/2024/03/02/scaled-metrics.html — `UIFontMetrics(forTextStyle: .body)
///   .scaledValue(for: 17)` is 16.333 at `medium`, not the 16 of the point-size ratio 16/17. The leading ratio
///   gives 17 × 21/22 = 16.227, which the pixel grid of a @3x screen rounds to 16.333.
/// - A probe of iOS 26 that records `scaledValue(for:)` and `scaledFont(for:)` for every style, every category and
///   19 values from 8 to 64 pt: Vercantez/openuikit `Sources/OpenUIKit/Resources/dynamic_type.json`,
///   https://github.com/Vercantez/openuikit — e.g. `body` at `xSmall` scales 18 to 15.667 (leading ratio 19/22
///   gives 15.545; point-size ratio 14/17 would give 14.8), and `largeTitle` at `accessibility5` scales 64 to
///   109.333 (70/41; point sizes would give 112.9).
/// - Zachary Waldowski's `CustomFontMetrics`, a 2017 backport of `UIFontMetrics` to iOS 10, interpolates by the
///   ratio of the system font's line heights (`lineHeight + leading`), not its point sizes.
///
/// **Rounding.** Seed 002 (Airbnb) saw `scaledFont(for:)` and `scaledValue(for:)` disagree slightly; the probe
/// shows why. `scaledFont` rounds the scaled point size to a whole point (`scaledPointSize`); `scaledValue` rounds
/// to the screen's pixel grid, a third of a point at @3x (`scaledValue`). Both round to nearest, halves away from
/// zero (11 pt in `body` at `xSmall` is 9.5 exactly and becomes a 10 pt font). At the default size the ratio is 1
/// and values come back unchanged (the probe: identity at `large` for every value).
///
/// **Known differences from iOS 26.** In 124 of the 132 cells the probe's scaling matches these leadings exactly
/// (value and font, every probed size). In 8 cells iOS scales by a line height smaller than the HIG's leading, so
/// results there come out 2 to 8 % larger than on a device (10 % for `headline` at `accessibility4`): `headline` at
/// `accessibility4` (the probe implies 51, HIG 56), `caption1` at `accessibility1` (27, HIG 28), `caption2` at
/// `accessibility2` (29, HIG 30), `subheadline` at `xxxLarge` (26, HIG 28) and `accessibility2` (36, HIG 37),
/// `title1` at `xLarge` (36, HIG 37), `xxLarge` (38, HIG 39) and `accessibility4` (61, HIG 62). Curbcut follows
/// Apple's published table rather than one probe of one release.
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose scaling this follows.
  public let textStyle: TextStyle

  /// Creates metrics that scale as `textStyle` does, like `UIFontMetrics(forTextStyle:)`.
  public init(relativeTo textStyle: TextStyle) { self.textStyle = textStyle }

  /// The factor values are multiplied by at a text size category: the text style's leading there divided by its
  /// leading at the default size. 1 at `large`; for `body`, from 19/22 at `xSmall` to 62/22 at `accessibility5`.
  public func scaleFactor(at category: TextSizeCategory) -> Double {
    textStyle.metrics(at: category).leading.value / textStyle.defaultLeading.value
  }

  /// The point size of a custom font at a text size category, as `scaledFont(for:maximumPointSize:)`: scaled, rounded
  /// to a whole point, then limited to `maximumPointSize` if given.
  public func scaledPointSize(
    _ pointSize: UnscaledPoints, at category: TextSizeCategory, maximumPointSize: ScaledPoints? = nil
  ) -> ScaledPoints {
    let scaled = ScaledPoints(scaled(pointSize, at: category, pixelsPerPoint: 1))
    guard let maximumPointSize else { return scaled }
    return min(scaled, maximumPointSize)
  }

  /// Any other length at a text size category, as `scaledValue(for:)` and `@ScaledMetric`: a line height, tracking,
  /// padding or icon size, scaled and rounded to the pixel grid of the screen.
  public func scaledValue(
    _ value: UnscaledPoints, at category: TextSizeCategory, displayScale: DisplayScale = .x3
  ) -> ScaledPoints {
    ScaledPoints(scaled(value, at: category, pixelsPerPoint: displayScale.pixelsPerPoint))
  }

  /// `value` times the scale factor, rounded to the nearest `1 / pixelsPerPoint` of a point; unchanged at the
  /// default size. Multiplies before dividing so that exact halves, such as 11 × 19 / 22 = 9.5, stay exact.
  private func scaled(_ value: UnscaledPoints, at category: TextSizeCategory, pixelsPerPoint: Double) -> Double {
    guard category != .default else { return value.value }
    let leading = textStyle.metrics(at: category).leading.value
    let pixels = value.value * leading * pixelsPerPoint / textStyle.defaultLeading.value
    return pixels.rounded() / pixelsPerPoint
  }
}
