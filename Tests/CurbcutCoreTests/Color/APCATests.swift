import Testing

@testable import CurbcutCore

/// APCA 0.0.98G-4g against the reference vectors of apca-w3 (`test/index.js`, Myndex/apca-w3): text color,
/// background color, and the Lc `calcAPCA` returns.
struct APCATests {
  private func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
    APCAContrast(text: APCALuminance(text), background: APCALuminance(background)).lightnessContrast
  }

  @Test(arguments: [
    ("#888", "#fff", 63.056469930209424),
    ("#fff", "#888", -68.54146436644962),
    ("#000", "#aaa", 58.146262578561334),
    ("#aaa", "#000", -56.24113336839742),
    ("#123", "#def", 91.66830811481631),
    ("#def", "#123", -93.06770049484275),
    ("#123", "#444", 8.32326136957393),
    ("#444", "#123", -7.526878460278154),
  ])
  func matchesTheReferenceVectors(text: String, background: String, expected: Double) throws {
    let measured = lightnessContrast(text: try SRGBColor(hex: text), background: try SRGBColor(hex: background))
    #expect(isClose(measured, expected, within: 1e-9))
  }

  @Test func translucentTextIsBlendedOverItsBackgroundFirst() throws {
    // The reference blends #0006 over #fff in gamma-encoded sRGB before measuring: Lc 54.62184067441377.
    let background = try SRGBColor(hex: "#fff")
    let text = try SRGBColor(hex: "#0006").composited(over: background)
    #expect(isClose(lightnessContrast(text: text, background: background), 54.62184067441377, within: 1e-9))
  }

  @Test func identicalColorsHaveNoContrast() {
    #expect(lightnessContrast(text: .white, background: .white) == 0)
  }

  @Test func showsOneDecimalWithItsPolarity() throws {
    let background = APCALuminance(try SRGBColor(hex: "#888"))
    #expect(APCAContrast(text: APCALuminance(.white), background: background).description == "Lc -68.5")
    #expect(APCAContrast(text: background, background: APCALuminance(.white)).description == "Lc 63.1")
  }

  @Test(arguments: [
    (ContentKind.normalText, ConformanceLevel.aa, 75.0), (.boldText, .aa, 75), (.largeText, .aa, 60),
    (.nonText, .aa, 45), (.normalText, .aaa, 90), (.largeText, .aaa, 75), (.nonText, .aaa, 60),
  ])
  func requirementsFollowTheNutshellLevels(kind: ContentKind, level: ConformanceLevel, minimum: Double) {
    #expect(APCARequirement(APCAUseCase(kind), level: level).minimumLightnessContrast == minimum)
  }

  @Test func requirementsAcceptEitherPolarity() throws {
    let requirement = APCARequirement(.contentText, level: .aa)
    let gray = APCALuminance(try SRGBColor(hex: "#888"))
    #expect(requirement.isMet(by: APCAContrast(text: gray, background: APCALuminance(.white))))  // Lc 63.1
    #expect(requirement.isMet(by: APCAContrast(text: APCALuminance(.white), background: gray)))  // Lc -68.5
    #expect(
      !APCARequirement(.bodyText, level: .aa).isMet(by: APCAContrast(text: gray, background: APCALuminance(.white))))
  }
}
