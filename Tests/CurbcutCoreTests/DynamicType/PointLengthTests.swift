import Testing

@testable import CurbcutCore

struct PointLengthTests {
  @Test func arithmeticStaysWithinOneKind() {
    let padding: ScaledPoints = 12
    #expect(padding + 4 == ScaledPoints(16))
    #expect(padding - 4.5 == ScaledPoints(7.5))
    #expect(padding * 1.5 == ScaledPoints(18))
    #expect(ScaledPoints(33) / ScaledPoints(22) == 1.5)
    #expect(UnscaledPoints.zero == UnscaledPoints(0))
    #expect(UnscaledPoints(11) < UnscaledPoints(11.5))
  }

  @Test(arguments: [
    (17, "17 pt"), (16.333333333333332, "16.333 pt"), (-0.2, "-0.2 pt"), (-0.0, "0 pt"), (0.0004, "0 pt"),
    (1e300, "1e+300 pt"), (.infinity, "inf pt"), (.nan, "nan pt"),
  ])
  func describesPointsWithAtMostThreeDecimals(value: Double, text: String) {
    #expect(ScaledPoints(value).description == text)
    #expect(UnscaledPoints(value).description == text)
  }
}
