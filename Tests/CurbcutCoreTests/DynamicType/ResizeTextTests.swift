import Testing

@testable import CurbcutCore

struct ResizeTextTests {
  /// Each system text style without a clamp: default size, size at accessibility5, and the smallest upper bound at
  /// which it reaches 200 % (nil: none does).
  static let systemStylesUnclamped: [(TextStyle, Double, Double, TextSizeCategory?)] = [
    (.largeTitle, 34, 60, nil),  // 176 %
    (.title1, 28, 58, .accessibility5),  // 207 %; 189 % at accessibility4
    (.title2, 22, 56, .accessibility3),  // 44 pt at accessibility3 is exactly 200 %
    (.title3, 20, 55, .accessibility3),
    (.headline, 17, 53, .accessibility3),  // 194 % at accessibility2
    (.body, 17, 53, .accessibility3),
    (.callout, 16, 51, .accessibility2),  // 32 pt at accessibility2 is exactly 200 %
    (.subheadline, 15, 49, .accessibility2),
    (.footnote, 13, 44, .accessibility2),
    (.caption1, 12, 43, .accessibility2),
    (.caption2, 11, 40, .accessibility2),
  ]

  @Test(arguments: systemStylesUnclamped)
  func systemStylesWithoutAClamp(
    style: TextStyle, defaultSize: Double, largestSize: Double, smallestPassingUpperBound: TextSizeCategory?
  ) {
    let assessment = ScalableFont.textStyle(style).resizeAssessment(in: .unclamped)
    #expect(assessment.defaultPointSize == ScaledPoints(defaultSize))
    #expect(assessment.largestPointSize == ScaledPoints(largestSize))
    #expect(assessment.largestShare == largestSize / defaultSize)
    #expect(assessment.smallestPassingUpperBound == smallestPassingUpperBound)
    #expect(assessment.passes == (style != .largeTitle))
  }

  /// In `.dynamicTypeSize(.large ... .accessibility3)`: (style, largest share in whole percent, passes).
  static let systemStylesUpToAccessibility3: [(TextStyle, Int, Bool)] = [
    (.largeTitle, 152, false), (.title1, 171, false), (.title2, 200, true), (.title3, 215, true),
    (.headline, 235, true), (.body, 235, true), (.callout, 237, true), (.subheadline, 240, true),
    (.footnote, 253, true), (.caption1, 266, true), (.caption2, 263, true),
  ]

  @Test(arguments: systemStylesUpToAccessibility3)
  func systemStylesClampedToAccessibility3(style: TextStyle, percent: Int, passes: Bool) {
    let assessment = ScalableFont.textStyle(style).resizeAssessment(in: DynamicTypeRange(.large ... .accessibility3))
    #expect(Int((assessment.largestShare * 100).rounded(.down)) == percent)
    #expect(assessment.passes == passes)
  }

  @Test func noStyleReaches200PercentWithoutAccessibilitySizes() {
    let range = DynamicTypeRange(...TextSizeCategory.xxxLarge)
    for style in TextStyle.allCases {
      let assessment = ScalableFont.textStyle(style).resizeAssessment(in: range)
      #expect(!assessment.passes, "\(style)")
      let unclamped = ScalableFont.textStyle(style).resizeAssessment(in: .unclamped)
      #expect(assessment.smallestPassingUpperBound == unclamped.smallestPassingUpperBound, "\(style)")
    }
    #expect(ScalableFont.textStyle(.body).resizeAssessment(in: range).largestShare == 23.0 / 17)
  }

  @Test func theDefaultIsTheRangesBoundNearestToLarge() {
    let body = ScalableFont.textStyle(.body)
    // From xLarge up, text starts at 19 pt, so 200 % is 38 pt: accessibility3 (40 pt) still passes.
    let fromXLarge = body.resizeAssessment(in: DynamicTypeRange(.xLarge...))
    #expect(fromXLarge.defaultPointSize == ScaledPoints(19))
    #expect(fromXLarge.smallestPassingUpperBound == .accessibility3)
    // Clamped below large, text never grows; an upper bound is still sought from large, against 17 pt.
    let upToMedium = body.resizeAssessment(in: DynamicTypeRange(...TextSizeCategory.medium))
    #expect(upToMedium.defaultPointSize == ScaledPoints(16))
    #expect(upToMedium.largestShare == 1)
    #expect(!upToMedium.passes)
    #expect(upToMedium.smallestPassingUpperBound == .accessibility3)
  }

  @Test func customSizesUseTheirScaledPointSize() {
    // 32 pt relative to largeTitle reaches 32 × 70/41 = 54.6, a 55 pt font: 171 %.
    let display = ScalableFont.custom(pointSize: 32, relativeTo: .largeTitle).resizeAssessment(in: .unclamped)
    #expect(display.largestPointSize == ScaledPoints(55))
    #expect(display.smallestPassingUpperBound == nil)
    // 28 pt relative to title1 reaches exactly 56 pt at accessibility5.
    let heading = ScalableFont.custom(pointSize: 28, relativeTo: .title1).resizeAssessment(in: .unclamped)
    #expect(heading.largestShare == 2)
    #expect(heading.passes)
    #expect(heading.smallestPassingUpperBound == .accessibility5)
  }
}
