import Testing

@testable import CurbcutCore

struct TextStyleTests {
  /// Every style with its UIKit name, SwiftUI name and UIKit raw value, in the order of Apple's tables.
  static let names: [(TextStyle, String, String, String)] = [
    (.largeTitle, "largeTitle", "largeTitle", "UICTFontTextStyleTitle0"),
    (.title1, "title1", "title", "UICTFontTextStyleTitle1"),
    (.title2, "title2", "title2", "UICTFontTextStyleTitle2"),
    (.title3, "title3", "title3", "UICTFontTextStyleTitle3"),
    (.headline, "headline", "headline", "UICTFontTextStyleHeadline"),
    (.body, "body", "body", "UICTFontTextStyleBody"),
    (.callout, "callout", "callout", "UICTFontTextStyleCallout"),
    (.subheadline, "subheadline", "subheadline", "UICTFontTextStyleSubhead"),
    (.footnote, "footnote", "footnote", "UICTFontTextStyleFootnote"),
    (.caption1, "caption1", "caption", "UICTFontTextStyleCaption1"),
    (.caption2, "caption2", "caption2", "UICTFontTextStyleCaption2"),
  ]

  @Test func elevenStylesInTableOrder() {
    #expect(TextStyle.allCases == Self.names.map(\.0))
  }

  @Test(arguments: names)
  func namesInUIKitAndSwiftUI(style: TextStyle, uiKit: String, swiftUI: String, rawValue: String) {
    #expect(style.name == uiKit)
    #expect(style.description == uiKit)
    #expect(style.swiftUIName == swiftUI)
    #expect(style.uiKitRawValue == rawValue)
  }

  @Test(arguments: names)
  func parsesEverySpelling(style: TextStyle, uiKit: String, swiftUI: String, rawValue: String) throws {
    for spelling in [uiKit, swiftUI, rawValue, uiKit.uppercased(), " .\(swiftUI)"] {
      #expect(try TextStyle(parsing: spelling) == style, "\(spelling)")
    }
  }

  @Test(arguments: ["title4", "", "caption3", "Large Title", "display"])
  func rejectsUnknownNames(text: String) {
    #expect(throws: DynamicTypeParseError.unknownTextStyle(text)) { try TextStyle(parsing: text) }
  }

  @Test func unknownNameMessageSaysWhatWasExpected() {
    #expect(
      DynamicTypeParseError.unknownTextStyle("display").description
        == "Unknown text style 'display'; expected one of 'largeTitle', 'title1', 'title2', 'title3', 'headline',"
        + " 'body', 'callout', 'subheadline', 'footnote', 'caption1', 'caption2' (SwiftUI's 'title' and 'caption'"
        + " are accepted too)")
  }
}
