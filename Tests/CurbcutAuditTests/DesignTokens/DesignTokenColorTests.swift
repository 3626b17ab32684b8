import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutAudit

struct DesignTokenColorTests {
  /// The color of the only token in `value`'s file, or the problem reading it.
  private func color(_ value: String) throws -> Result<SRGBColor, InputProblem> {
    let set = DesignTokenSet([try Fixtures.tokens(##"{"brand": {"$type": "color", "$value": \##(value)}}"##)])
    let token = try #require(set.token(named: "brand"))
    return Result { () throws(InputProblem) in try SRGBColor(designTokenValue: token.value) }
  }

  @Test(arguments: [
    (##"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}"##, [0.1, 0.2, 0.3], ColorSpace.srgb, 1.0),
    (
      ##"{"colorSpace": "srgb", "components": [1, "none", 0], "alpha": 0.5, "hex": "#FF0000"}"##, [1, 0, 0], .srgb, 0.5
    ),
    (##"{"colorSpace": "display-p3", "components": [1, 0, 0]}"##, [1, 0, 0], .displayP3, 1),
    (##"{"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}"##, [0.5, 0.5, 0.5], .displayP3, 1),
    (##"{"colorSpace": "srgb-linear", "components": [0.2, 0.2, 0.2]}"##, [0.2, 0.2, 0.2], .extendedLinearSRGB, 1),
  ])
  func colorObjectsConvertThroughCore(value: String, components: [Double], space: ColorSpace, alpha: Double) throws {
    #expect(try color(value).get() == SRGBColor(components, alpha: alpha, in: space))
  }

  @Test(arguments: [("\"#1A1A1A\"", "#1A1A1A"), ("\"#FFFFFF66\"", "#FFFFFF66"), ("\"#f80\"", "#FF8800")])
  func hexStringsAreColors(value: String, hex: String) throws {
    #expect(try color(value).get().hex == hex)
  }

  @Test(arguments: [
    (
      ##"{"colorSpace": "oklch", "components": [0.5, 0.1, 120]}"##, "brand.$value.colorSpace",
      "Unknown color space 'oklch': expected one of 'srgb', 'extended-srgb', 'display-p3', 'extended-linear-srgb', "
        + "'gray-gamma-22', 'extended-gray' or 'srgb-linear'"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0.1, 1.2, 0.3]}"##, "brand.$value.components[1]",
      "Component 'green' is 1.2, outside 0...1 in 'srgb': expected 0...1, or an extended color space such as "
        + "'extended-srgb'"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0.1, 0.2]}"##, "brand.$value.components",
      "'srgb' takes 3 component(s) (red, green, blue), found 2"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 2}"##, "brand.$value.alpha",
      "Alpha 2.0 is outside 0...1: expected a value from 0 (transparent) to 1 (opaque)"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": "1"}"##, "brand.$value.alpha",
      "Expected 'alpha' to be a number from 0 to 1, found the string '1'"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0.1, "0.2", 0.3]}"##, "brand.$value.components[1]",
      "Expected a component to be a number or 'none', found the string '0.2'"
    ),
    (
      ##"{"colorSpace": "srgb"}"##, "brand.$value",
      "Expected 'components' to be an array of 3 numbers, found nothing"
    ),
    (
      ##"{"components": [0, 0, 0]}"##, "brand.$value",
      "Expected 'colorSpace' to be a string such as 'srgb', found nothing"
    ),
    (
      "\"#12345\"", "brand.$value",
      "Hex color '#12345' has 5 digits: expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
    ),
    (
      "\"rgb(0, 0, 0)\"", "brand.$value",
      "Hex color 'rgb(0, 0, 0)' does not start with '#': expected '#' and 3, 4, 6 or 8 hex digits"
    ),
    (
      "12", "brand.$value",
      "Expected a color: an object with 'colorSpace' and 'components', or a hex string such as '#1A1A1A'; found "
        + "the number 12"
    ),
  ])
  func badColorsNameTheFileAndJSONPath(value: String, path: String, message: String) throws {
    guard case .failure(let problem) = try color(value) else {
      Issue.record("\(value) was read as a color")
      return
    }
    #expect(problem.path.relative == "colors.tokens.json")
    #expect(problem.line == 1)
    #expect(problem.location == path)
    #expect(problem.message == message)
  }

  @Test func aBadColorIsReportedAndLeavesTheOtherTokensAudited() throws {
    let palette = DesignTokenPalette(files: [
      try Fixtures.tokens(##"{"$type": "color", "good": {"$value": "#000000"}, "bad": {"$value": "#GG0000"}}"##)
    ])
    #expect(palette.palette.colors.map(\.name) == ["good"])
    #expect(palette.palette.unreadableNames == ["bad"])
    #expect(palette.problems.map(\.location) == ["bad.$value"])
  }
}
