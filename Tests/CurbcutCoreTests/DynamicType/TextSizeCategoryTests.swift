import Testing

@testable import CurbcutCore

struct TextSizeCategoryTests {
  /// Every category with its SwiftUI name, UIKit name and UIKit raw value, smallest first.
  static let names: [(TextSizeCategory, String, String, String)] = [
    (.xSmall, "xSmall", "extraSmall", "UICTContentSizeCategoryXS"),
    (.small, "small", "small", "UICTContentSizeCategoryS"),
    (.medium, "medium", "medium", "UICTContentSizeCategoryM"),
    (.large, "large", "large", "UICTContentSizeCategoryL"),
    (.xLarge, "xLarge", "extraLarge", "UICTContentSizeCategoryXL"),
    (.xxLarge, "xxLarge", "extraExtraLarge", "UICTContentSizeCategoryXXL"),
    (.xxxLarge, "xxxLarge", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL"),
    (.accessibility1, "accessibility1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM"),
    (.accessibility2, "accessibility2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL"),
    (.accessibility3, "accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"),
    (.accessibility4, "accessibility4", "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL"),
    (
      .accessibility5, "accessibility5", "accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL"
    ),
  ]

  @Test func twelveCategoriesInIncreasingOrderWithLargeAsDefault() {
    #expect(TextSizeCategory.allCases == Self.names.map(\.0))
    #expect(TextSizeCategory.allCases == TextSizeCategory.allCases.sorted())
    #expect(TextSizeCategory.xxxLarge < .accessibility1)
    #expect(TextSizeCategory.default == .large)
  }

  @Test func onlyTheFiveLargestAreAccessibilitySizes() {
    #expect(TextSizeCategory.allCases.filter(\.isAccessibilitySize) == Array(TextSizeCategory.allCases.suffix(5)))
  }

  @Test(arguments: names)
  func namesInSwiftUIAndUIKit(category: TextSizeCategory, swiftUI: String, uiKit: String, rawValue: String) {
    #expect(category.name == swiftUI)
    #expect(category.description == swiftUI)
    #expect(category.uiKitName == uiKit)
    #expect(category.uiKitRawValue == rawValue)
  }

  @Test(arguments: names)
  func parsesEverySpelling(category: TextSizeCategory, swiftUI: String, uiKit: String, rawValue: String) throws {
    for spelling in [swiftUI, uiKit, rawValue, swiftUI.uppercased(), " .\(swiftUI) "] {
      #expect(try TextSizeCategory(parsing: spelling) == category, "\(spelling)")
    }
  }

  @Test(arguments: [("AX1", TextSizeCategory.accessibility1), ("ax5", .accessibility5), ("XLarge", .xLarge)])
  func parsesTheHIGLabels(label: String, category: TextSizeCategory) throws {
    #expect(try TextSizeCategory(parsing: label) == category)
  }

  @Test(arguments: ["huge", "", "accessibility6", "extraLargeText", "AX0", "..large"])
  func rejectsUnknownNamesListingTheValidOnes(text: String) {
    #expect(throws: DynamicTypeParseError.unknownTextSizeCategory(text)) { try TextSizeCategory(parsing: text) }
  }

  @Test func unknownNameMessageSaysWhatWasExpected() {
    #expect(
      DynamicTypeParseError.unknownTextSizeCategory("huge").description
        == "Unknown text size category 'huge'; expected one of 'xSmall', 'small', 'medium', 'large', 'xLarge',"
        + " 'xxLarge', 'xxxLarge', 'accessibility1', 'accessibility2', 'accessibility3', 'accessibility4',"
        + " 'accessibility5' (UIKit names such as 'extraExtraLarge' and 'accessibilityMedium' are accepted too)")
  }
}
