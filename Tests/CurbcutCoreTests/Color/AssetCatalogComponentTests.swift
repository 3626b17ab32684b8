import Testing

@testable import CurbcutCore

/// The three encodings Xcode writes for a colorset channel, and its alpha.
struct AssetCatalogComponentTests {
  @Test(
    arguments: [
      ("0.400", 0.4), ("1.000", 1), ("0.000", 0), ("-0.125", -0.125), ("1.250", 1.25),
      ("0xE6", 230 / 255), ("0xe6", 230 / 255), ("0X00", 0), ("0xFF", 1),
      ("230", 230 / 255), ("0", 0), ("1", 1 / 255), ("255", 1),
    ] as [(String, Double)])
  func readsFloatsHexBytesAndIntegers(text: String, value: Double) throws {
    #expect(isClose(try AssetCatalogComponent.channel(text), value, within: 1e-12))
  }

  @Test(arguments: [
    ("", ColorError.emptyComponent),
    ("abc", .malformedComponent("abc")),
    ("0x", .malformedComponent("0x")),
    ("0xZZ", .malformedComponent("0xZZ")),
    ("0x-1", .malformedComponent("0x-1")),
    ("1.2.3", .malformedComponent("1.2.3")),
    ("nan.", .malformedComponent("nan.")),
    (" 12", .malformedComponent(" 12")),
    ("256", .componentByteOutOfRange("256")),
    ("-3", .componentByteOutOfRange("-3")),
    ("0x100", .componentByteOutOfRange("0x100")),
  ])
  func rejectsEveryMalformedChannel(text: String, error: ColorError) {
    #expect(throws: error) { try AssetCatalogComponent.channel(text) }
  }

  @Test(arguments: [("1.000", 1.0), ("0.5", 0.5), ("1", 1), ("0", 0)])
  func readsAlphaAsAPlainNumber(text: String, value: Double) throws {
    #expect(try AssetCatalogComponent.alpha(text) == value)
  }

  @Test(arguments: [
    ("", ColorError.malformedAlpha("")),
    ("opaque", .malformedAlpha("opaque")),
    ("inf", .malformedAlpha("inf")),
    ("1.5", .alphaOutOfRange(1.5)),
    ("-0.1", .alphaOutOfRange(-0.1)),
  ])
  func rejectsEveryMalformedAlpha(text: String, error: ColorError) {
    #expect(throws: error) { try AssetCatalogComponent.alpha(text) }
  }

  @Test func aColorsetEntryBecomesAColor() throws {
    // "color-space": "srgb", "components": { "red": "0xE6", "green": "230", "blue": "0.400", "alpha": "1.000" }
    let components = try ["0xE6", "230", "0.400"].map(AssetCatalogComponent.channel)
    let color = try SRGBColor(components, alpha: AssetCatalogComponent.alpha("1.000"), in: .srgb)
    #expect(color.hex == "#E6E666")
  }

  @Test func errorsSayWhatWasWrongAndWhatWasExpected() {
    #expect(
      ColorError.componentByteOutOfRange("256").description
        == "Color component '256' is outside 0...255: expected a byte from '0' to '255' ('0x00' to '0xFF')")
  }
}
