import Testing

@testable import CurbcutCore

/// OKLab and OKLCH against Björn Ottosson's published table and ColorAide 8.13's conversions.
struct OKLabTests {
  /// Ottosson, "A perceptual color space for image processing", "Table of example XYZ and Oklab pairs", printed
  /// to three decimals: the conversion must land within half a unit of the last digit.
  @Test(arguments: [
    ([0.950, 1.000, 1.089], [1.000, 0.000, 0.000]),
    ([1.000, 0.000, 0.000], [0.450, 1.236, -0.019]),
    ([0.000, 1.000, 0.000], [0.922, -0.671, 0.263]),
    ([0.000, 0.000, 1.000], [0.153, -1.415, -0.449]),
  ])
  func matchesOttossonsTable(xyz: [Double], expected: [Double]) {
    let lab = OKLab(xyz: SIMD3(xyz[0], xyz[1], xyz[2]))
    #expect(isClose(lab.lightness, expected[0], within: 0.0005))
    #expect(isClose(lab.a, expected[1], within: 0.0005))
    #expect(isClose(lab.b, expected[2], within: 0.0005))
  }

  @Test(arguments: [
    ("#FF0000", [0.627955, 0.224863, 0.125846], 29.23388),
    ("#00FF00", [0.86644, -0.233888, 0.179498], 142.495345),
    ("#0000FF", [0.452014, -0.032457, -0.311528], 264.052023),
    ("#FF9500", [0.76524, 0.080701, 0.155514], 62.573801),
  ])
  func convertsSRGBLikeColorAide(hex: String, expected: [Double], hue: Double) throws {
    let lab = OKLab(try SRGBColor(hex: hex))
    #expect(isClose(lab.lightness, expected[0], within: 1e-6))
    #expect(isClose(lab.a, expected[1], within: 1e-6))
    #expect(isClose(lab.b, expected[2], within: 1e-6))
    #expect(isClose(OKLCH(lab).hue, hue, within: 1e-5))
  }

  @Test func whiteAndBlackAreTheEndsOfTheLightnessAxis() {
    let white = OKLab(.white)
    #expect(isClose(white.lightness, 1, within: 1e-12) && abs(white.a) < 1e-12 && abs(white.b) < 1e-12)
    #expect(OKLab(.black) == OKLab(lightness: 0, a: 0, b: 0))
  }

  @Test(arguments: ["#FF3B30", "#34C759", "#007AFF", "#808080", "#1A2B3C"])
  func roundTripsThroughOKLabAndOKLCH(hex: String) throws {
    let color = try SRGBColor(hex: hex)
    #expect(isClose(SRGBColor(OKLCH(OKLab(color)).oklab), [color.red, color.green, color.blue], within: 1e-9))
  }

  @Test func distanceIsEuclideanInOKLab() {
    let first = OKLab(lightness: 0.5, a: 0.1, b: 0)
    let second = OKLab(lightness: 0.5, a: 0.1 - 0.03, b: 0.04)
    #expect(isClose(first.distance(to: second), 0.05, within: 1e-12))
  }

  @Test func thePublishedInversesUndoM1AndM2() {
    let vector = SIMD3(0.3, 0.6, 0.9)
    let throughM1 = OKLab.xyzFromConeResponse * (OKLab.coneResponseFromXYZ * vector)
    let throughM2 = OKLab.compressedConeFromLab * (OKLab.labFromCompressedCone * vector)
    #expect((throughM1 - vector).max() < 1e-12 && (vector - throughM1).max() < 1e-12)
    #expect((throughM2 - vector).max() < 1e-12 && (vector - throughM2).max() < 1e-12)
  }
}
