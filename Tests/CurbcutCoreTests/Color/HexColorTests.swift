import Testing

@testable import CurbcutCore

struct HexColorTests {
  @Test(
    arguments: [
      ("#F80", [1, 0x88 / 255, 0], 1.0),
      ("#f80c", [1, 0x88 / 255, 0], 0xCC / 255),
      ("#1A2b3C", [0x1A / 255, 0x2B / 255, 0x3C / 255], 1),
      ("#1A2B3C80", [0x1A / 255, 0x2B / 255, 0x3C / 255], 0x80 / 255),
    ] as [(String, [Double], Double)])
  func readsEveryHexForm(text: String, components: [Double], alpha: Double) throws {
    let color = try SRGBColor(hex: text)
    #expect(isClose(color, components, within: 1e-12))
    #expect(isClose(color.alpha, alpha, within: 1e-12))
  }

  @Test(arguments: ["#000000", "#FFFFFF", "#1A2B3C", "#1A2B3C80", "#00000000"])
  func writesWhatItReads(text: String) throws {
    #expect(try SRGBColor(hex: text).hex == text)
  }

  @Test func writesBytesRoundedToNearest() {
    #expect(SRGBColor(red: 0.1, green: 0.5, blue: 1).hex == "#1A80FF")
    #expect(SRGBColor.white.withAlpha(0.4).hex == "#FFFFFF66")
  }

  @Test(arguments: [
    ("", ColorError.emptyHex),
    ("FF8800", .missingHashSign("FF8800")),
    ("#", .invalidHexLength("#", digitCount: 0)),
    ("#12", .invalidHexLength("#12", digitCount: 2)),
    ("#12345", .invalidHexLength("#12345", digitCount: 5)),
    ("#1234567", .invalidHexLength("#1234567", digitCount: 7)),
    ("#123456789", .invalidHexLength("#123456789", digitCount: 9)),
    ("#12G456", .invalidHexDigit("#12G456", character: "G", offset: 3)),
    ("# 12345", .invalidHexDigit("# 12345", character: " ", offset: 1)),
    ("#１２３", .invalidHexDigit("#１２３", character: "１", offset: 1)),
  ])
  func rejectsEveryMalformedHex(text: String, error: ColorError) {
    #expect(throws: error) { try SRGBColor(hex: text) }
  }

  @Test func errorsSayWhatWasWrongAndWhatWasExpected() {
    #expect(
      ColorError.invalidHexDigit("#12G456", character: "G", offset: 3).description
        == "Hex color '#12G456' has 'G' at character 4: expected a hex digit 0-9 or A-F")
    #expect(
      ColorError.invalidHexLength("#12345", digitCount: 5).description
        == "Hex color '#12345' has 5 digits: expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)")
  }
}
