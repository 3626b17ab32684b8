import Testing

@testable import CurbcutCore

struct FontMetricsTests {
  /// `scaledValue(for:)` as measured on iOS 26 @3x by the Vercantez/openuikit probe (`dynamic_type.json`), in cells
  /// where the system's scaling agrees with the HIG leadings: (style, category, value, measured result).
  static let measuredScaledValues: [(TextStyle, TextSizeCategory, UnscaledPoints, Double)] = [
    (.body, .xSmall, 18, 15.666667),
    (.body, .xxxLarge, 18, 23.666667),
    (.footnote, .xxxLarge, 18, 24),
    (.caption2, .xxxLarge, 18, 30.333333),
    (.body, .accessibility2, 18, 32.666667),
    (.title2, .accessibility5, 18, 42.333333),
    (.body, .xSmall, 11, 9.666667),
    (.body, .accessibility5, 64, 180.333333),
    (.largeTitle, .accessibility5, 64, 109.333333),
    (.largeTitle, .small, 20, 19),
    (.callout, .accessibility5, 8, 23),
    (.caption1, .medium, 40, 32.666667),
    (.subheadline, .xSmall, 8, 6.333333),
    (.title3, .accessibility5, 26, 67.666667),
    // Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS": body, 17 pt, at medium.
    (.body, .medium, 17, 16.333333),
  ]

  @Test(arguments: measuredScaledValues)
  func scaledValueMatchesMeasurements(
    style: TextStyle, category: TextSizeCategory, value: UnscaledPoints, measured: Double
  ) {
    let scaled = FontMetrics(relativeTo: style).scaledValue(value, at: category)
    #expect(abs(scaled.value - measured) < 0.000_001)
  }

  /// `scaledFont(for:)` point sizes from the same probe: (style, category, font size, measured result).
  static let measuredScaledFonts: [(TextStyle, TextSizeCategory, UnscaledPoints, Double)] = [
    (.body, .xSmall, 11, 10),  // 11 × 19/22 is 9.5 exactly: halves round up
    (.body, .xSmall, 12, 10),
    (.body, .accessibility5, 17, 48),  // not the 53 pt of system body text
    (.largeTitle, .accessibility5, 34, 58),  // not 60
    (.largeTitle, .xSmall, 17, 16),
    (.title1, .accessibility5, 28, 56),
    (.title3, .accessibility5, 26, 68),
    (.caption1, .medium, 11, 9),
    (.subheadline, .xSmall, 26, 21),
    (.callout, .accessibility5, 64, 183),
  ]

  @Test(arguments: measuredScaledFonts)
  func scaledPointSizeMatchesMeasurements(
    style: TextStyle, category: TextSizeCategory, pointSize: UnscaledPoints, measured: Double
  ) {
    #expect(FontMetrics(relativeTo: style).scaledPointSize(pointSize, at: category) == ScaledPoints(measured))
  }

  @Test func theRatioIsThatOfLeadingsNotOfPointSizes() {
    let body = FontMetrics(relativeTo: .body)
    #expect(body.scaleFactor(at: .large) == 1)
    #expect(body.scaleFactor(at: .medium) == 21.0 / 22)
    #expect(body.scaleFactor(at: .accessibility5) == 62.0 / 22)
    #expect(FontMetrics(relativeTo: .caption2).scaleFactor(at: .xSmall) == 1)
  }

  @Test func scaledValueRoundsToThePixelGridOfTheScreen() {
    let body = FontMetrics(relativeTo: .body)
    // 17 × 21/22 = 16.227: a third of a point at @3x, half at @2x, a whole point at @1x.
    #expect(body.scaledValue(17, at: .medium, displayScale: .x3) == ScaledPoints(49.0 / 3))
    #expect(body.scaledValue(17, at: .medium, displayScale: .x2) == ScaledPoints(16.0))
    #expect(body.scaledValue(22, at: .xLarge, displayScale: .x2) == ScaledPoints(24.0))
    #expect(body.scaledValue(17, at: .medium, displayScale: .x1) == ScaledPoints(16.0))
    // Halves round away from zero: title1 doubles at accessibility5 (68/34), so ±0.75 pt is ±1.5 pixels at @1x.
    let title1 = FontMetrics(relativeTo: .title1)
    #expect(title1.scaledValue(0.75, at: .accessibility5, displayScale: .x1) == ScaledPoints(2))
    #expect(title1.scaledValue(-0.75, at: .accessibility5, displayScale: .x1) == ScaledPoints(-2))
  }

  @Test func valuesAreUnchangedAtTheDefaultSize() {
    let metrics = FontMetrics(relativeTo: .footnote)
    #expect(metrics.scaledValue(-0.41, at: .large) == ScaledPoints(-0.41))
    #expect(metrics.scaledPointSize(14.5, at: .large) == ScaledPoints(14.5))
  }

  @Test func maximumPointSizeLimitsTheRoundedSize() {
    let body = FontMetrics(relativeTo: .body)
    #expect(body.scaledPointSize(17, at: .accessibility5, maximumPointSize: 34) == ScaledPoints(34))
    #expect(body.scaledPointSize(17, at: .accessibility1, maximumPointSize: 34) == ScaledPoints(26))
    #expect(body.scaledPointSize(17, at: .accessibility5, maximumPointSize: 47.5) == ScaledPoints(47.5))
    #expect(body.scaledPointSize(17, at: .large, maximumPointSize: 15) == ScaledPoints(15))
  }
}
