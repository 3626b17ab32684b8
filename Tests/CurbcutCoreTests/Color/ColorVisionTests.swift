import Testing

@testable import CurbcutCore

/// Color-vision simulation: the matrices pinned against their publications, and simulated colors against
/// reference implementations: ColorAide 8.13's Machado filter, and libDaltonLens's own C code
/// (`dl_simulate_cvd_brettel1997`, run on each color) for Brettel 1997.
struct ColorVisionTests {
  @Test func machadoMatricesAreThePublishedSeverityOneMatrices() {
    #expect(
      ColorVision.machadoProtanopia
        == Matrix3(
          [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]))
    #expect(
      ColorVision.machadoDeuteranopia
        == Matrix3(
          [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]))
  }

  @Test func brettelParametersAreLibDaltonLenssTritanParameters() {
    #expect(
      ColorVision.brettelTritanopiaFirstPlane
        == Matrix3([1.01277, 0.13548, -0.14826], [-0.01243, 0.86812, 0.14431], [0.07589, 0.80500, 0.11911]))
    #expect(
      ColorVision.brettelTritanopiaSecondPlane
        == Matrix3([0.93678, 0.18979, -0.12657], [0.06154, 0.81526, 0.12320], [-0.37562, 1.12767, 0.24796]))
    #expect(ColorVision.brettelTritanopiaSeparationNormal == SIMD3(0.03901, -0.02788, -0.01113))
  }

  @Test(arguments: [ColorVision.protanopia, .deuteranopia, .tritanopia])
  func grayAndWhiteLookTheSame(vision: ColorVision) {
    // Every simulation keeps the neutral axis, to the precision of the published figures.
    for gray in [SRGBColor.white, .black, SRGBColor(red: 0.5, green: 0.5, blue: 0.5)] {
      #expect(isClose(vision.simulate(gray), [gray.red, gray.green, gray.blue], within: 0.002))
    }
  }

  @Test(arguments: [
    ("#FF3B30", ColorVision.protanopia, [0.475735, 0.425999, 0.17225]),
    ("#FF3B30", .deuteranopia, [0.663851, 0.593401, 0.145973]),
    ("#34C759", .protanopia, [0.789342, 0.710377, 0.308424]),
    ("#34C759", .deuteranopia, [0.722955, 0.664011, 0.382464]),
    ("#007AFF", .protanopia, [0, 0.539304, 1]),
    ("#AF52DE", .deuteranopia, [0.279649, 0.497186, 0.857699]),
  ])
  func machadoMatchesColorAide(hex: String, vision: ColorVision, expected: [Double]) throws {
    #expect(isClose(vision.simulate(try SRGBColor(hex: hex)), expected, within: 1e-6))
  }

  @Test(
    arguments: [
      ("#FF3B30", [255, 48, 95]),
      ("#34C759", [100, 184, 211]),
      ("#007AFF", [0, 144, 181]),
      ("#FF9500", [255, 136, 152]),
      ("#AF52DE", [157, 115, 119]),
      ("#FFCC00", [255, 189, 197]),
    ] as [(String, [Double])])
  func brettelTritanopiaMatchesLibDaltonLens(hex: String, expectedBytes: [Double]) throws {
    // libDaltonLens computes in single precision and truncates to bytes, so allow one byte.
    let simulated = ColorVision.tritanopia.simulate(try SRGBColor(hex: hex))
    #expect(isClose(simulated, expectedBytes.map { $0 / 255 }, within: 1 / 255))
  }

  @Test func typicalVisionAndAlphaAreLeftAlone() throws {
    let color = try SRGBColor(hex: "#FF3B3080")
    #expect(ColorVision.typical.simulate(color) == color)
    #expect(ColorVision.deuteranopia.simulate(color).alpha == color.alpha)
  }
}
