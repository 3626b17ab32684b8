/// One text style of a design system's type ramp: a custom font at a size, with the line height and tracking it is
/// set with and the iOS text style it scales with, as a design tool or DTCG `typography` token describes it.
///
/// Lengths are in points at the default text size. (DTCG writes `lineHeight` as a multiple of the font size and
/// `letterSpacing` as a dimension; readers convert both to points.)
public struct TypographyToken: Hashable, Sendable {
  /// The token's name, such as `heading/large`.
  public let name: String
  /// The font family, such as `Cereal`; Curbcut does not load fonts, so any name is accepted.
  public let fontFamily: String
  /// The font size at the default text size.
  public let pointSize: UnscaledPoints
  /// The font weight.
  public let weight: FontWeight
  /// The distance from one baseline to the next at the default text size.
  public let lineHeight: UnscaledPoints
  /// The extra space between letters at the default text size (negative tightens).
  public let tracking: UnscaledPoints
  /// The iOS text style the token scales with (`relativeTo:` in SwiftUI, `UIFontMetrics(forTextStyle:)` in UIKit).
  public let relativeTo: TextStyle

  /// Creates a token, checking that the name is not empty, the size and line height are positive, the tracking is
  /// a finite number, and none is longer than ``maximumLength``.
  public init(
    name: String, fontFamily: String, pointSize: UnscaledPoints, weight: FontWeight, lineHeight: UnscaledPoints,
    tracking: UnscaledPoints, relativeTo: TextStyle
  ) throws(TypographyTokenError) {
    guard !name.isEmpty else { throw .emptyName }
    for (property, length) in [("fontSize", pointSize), ("lineHeight", lineHeight)]
    where !(length.value > 0 && length.value.isFinite) {
      throw .invalidLength(
        token: name, property: property, value: length, expected: "a positive number of points")
    }
    guard tracking.value.isFinite else {
      throw .invalidLength(
        token: name, property: "letterSpacing", value: tracking, expected: "a finite number of points")
    }
    // A length near the largest Double overflows to infinity once Dynamic Type scales it.
    for (property, length) in [("fontSize", pointSize), ("lineHeight", lineHeight), ("letterSpacing", tracking)]
    where abs(length.value) > Self.maximumLength {
      throw .invalidLength(
        token: name, property: property, value: length, expected: "at most \(Int(Self.maximumLength)) points")
    }
    self.name = name
    self.fontFamily = fontFamily
    self.pointSize = pointSize
    self.weight = weight
    self.lineHeight = lineHeight
    self.tracking = tracking
    self.relativeTo = relativeTo
  }

  /// The longest length a token may have, in points: far beyond any text, and finite at every text size.
  public static let maximumLength = 10_000.0

  /// The token's size as a font that scales with Dynamic Type, for the checks in `ScalableFont`.
  public var font: ScalableFont { .custom(pointSize: pointSize, relativeTo: relativeTo) }

  /// The token as displayed at a text size category: the point size as `scaledFont(for:)` gives it, and the line
  /// height and tracking as `scaledValue(for:)` gives them on a screen of `displayScale`, the way Airbnb scales its
  /// custom typeface (seed 002).
  public func scaled(at category: TextSizeCategory, displayScale: DisplayScale = .x3) -> ScaledTypography {
    let metrics = FontMetrics(relativeTo: relativeTo)
    return ScaledTypography(
      tokenName: name,
      category: category,
      pointSize: metrics.scaledPointSize(pointSize, at: category),
      lineHeight: metrics.scaledValue(lineHeight, at: category, displayScale: displayScale),
      tracking: metrics.scaledValue(tracking, at: category, displayScale: displayScale))
  }
}

extension TypographyToken {
  /// The space to add between lines at `category` so they stand `lineHeight` apart, as SwiftUI's `lineSpacing(_:)`
  /// and UIKit's `NSParagraphStyle.lineSpacing` take it: the scaled line height less the font's own line height,
  /// taken as the system font's leading for `relativeTo` grown to the token's scaled size (a custom typeface's own
  /// leading differs a little). Never negative: a line height below the font's own cannot be set by adding space.
  public func lineSpacing(at category: TextSizeCategory, displayScale: DisplayScale = .x3) -> ScaledPoints {
    let scaled = scaled(at: category, displayScale: displayScale)
    let system = relativeTo.metrics(at: category)
    let ownLineHeight = system.leading.value * scaled.pointSize.value / system.pointSize.value
    return ScaledPoints(max(0, scaled.lineHeight.value - ownLineHeight))
  }
}

/// A typography token as displayed at one text size category: the values layout code must use.
public struct ScaledTypography: Hashable, Sendable {
  /// The name of the token.
  public let tokenName: String
  /// The text size category the values are for (after any clamp).
  public let category: TextSizeCategory
  /// The font size.
  public let pointSize: ScaledPoints
  /// The distance from one baseline to the next.
  public let lineHeight: ScaledPoints
  /// The extra space between letters.
  public let tracking: ScaledPoints
}
