import Testing

@testable import CurbcutCore

struct DynamicTypeRangeTests {
  static let wellFormed: [(String, TextSizeCategory, TextSizeCategory)] = [
    ("large...accessibility3", .large, .accessibility3),
    (".large ... .accessibility3", .large, .accessibility3),
    ("large...", .large, .accessibility5),
    ("...xxxLarge", .xSmall, .xxxLarge),
    ("..<accessibility1", .xSmall, .xxxLarge),
    ("medium..<xLarge", .medium, .large),
    ("extraSmall...extraExtraExtraLarge", .xSmall, .xxxLarge),
    ("UICTContentSizeCategoryL...AX2", .large, .accessibility2),
    ("large", .large, .large),
    ("xSmall...accessibility5", .xSmall, .accessibility5),
  ]

  @Test(arguments: wellFormed)
  func parsesSwiftAndConfigurationSpellings(text: String, lower: TextSizeCategory, upper: TextSizeCategory) throws {
    let range = try DynamicTypeRange(parsing: text)
    #expect(range.lowerBound == lower)
    #expect(range.upperBound == upper)
    #expect(try DynamicTypeRange(parsing: range.description) == range)
  }

  static let malformed: [(String, DynamicTypeParseError)] = [
    ("", .malformedRange("")),
    ("...", .malformedRange("...")),
    ("large..<", .malformedRange("large..<")),
    ("small...large...xLarge", .malformedRange("small...large...xLarge")),
    ("small..<large...xLarge", .malformedRange("small..<large...xLarge")),
    ("xxLarge...large", .emptyRange("xxLarge...large")),
    ("..<xSmall", .emptyRange("..<xSmall")),
    ("large..<large", .emptyRange("large..<large")),
    ("large...huge", .unknownTextSizeCategory("huge")),
    ("big", .unknownTextSizeCategory("big")),
  ]

  @Test(arguments: malformed)
  func rejectsMalformedRangesSayingWhatWasExpected(text: String, error: DynamicTypeParseError) {
    #expect(throws: error) { try DynamicTypeRange(parsing: text) }
  }

  @Test func errorMessagesShowTheExpectedForm() {
    #expect(
      DynamicTypeParseError.malformedRange("large..<").description
        == "Malformed Dynamic Type range 'large..<'; expected 'lower...upper', 'lower...', '...upper', '..<upper'"
        + " or a single category, such as 'large...accessibility3'")
    #expect(
      DynamicTypeParseError.emptyRange("xxLarge...large").description
        == "Dynamic Type range 'xxLarge...large' contains no text size category; expected the lower bound to be at"
        + " most the upper bound, in the order xSmall < small < medium < large < xLarge < xxLarge < xxxLarge"
        + " < accessibility1 < accessibility2 < accessibility3 < accessibility4 < accessibility5")
  }

  @Test func swiftRangesMakeTheSameRanges() throws {
    #expect(DynamicTypeRange(.large ... .accessibility3) == (try DynamicTypeRange(parsing: "large...accessibility3")))
    #expect(DynamicTypeRange(.large...) == (try DynamicTypeRange(parsing: "large...")))
    #expect(DynamicTypeRange(...TextSizeCategory.xxxLarge) == (try DynamicTypeRange(parsing: "...xxxLarge")))
    #expect(DynamicTypeRange.unclamped == DynamicTypeRange(.xSmall ... .accessibility5))
  }

  @Test func clampsToTheNearestBoundAsSwiftUIDoes() {
    let range = DynamicTypeRange(.large ... .accessibility3)
    #expect(
      TextSizeCategory.allCases.map(range.clamp) == [
        .large, .large, .large, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility3, .accessibility3,
      ])
    #expect(TextSizeCategory.allCases.filter(range.contains) == Array(TextSizeCategory.allCases[3...9]))
    #expect(range.description == "large...accessibility3")
  }
}
