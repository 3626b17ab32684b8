import CurbcutCore
import Foundation
import Testing

@testable import CurbcutAudit

/// The five formats of `curbcut type-scale`, on Apple's text styles and on an Airbnb-like ramp built in code.
struct TypeScaleFormatTests {
  /// Airbnb-like (seed 002): Cereal at 14, 16, 22, 28 and 32 pt, each relative to a different text style.
  static let cereal = try! TypographyRamp([
    token("small", 14, .regular, 18, 0, .footnote),
    token("base", 16, .regular, 22, 0, .body),
    token("title", 22, .bold, 26, -0.2, .title2),
    token("heading", 28, .bold, 32, -0.4, .title1),
    token("display", 32, .heavy, 36, -0.6, .largeTitle),
  ])

  static func token(
    _ name: String, _ size: UnscaledPoints, _ weight: FontWeight, _ lineHeight: UnscaledPoints,
    _ tracking: UnscaledPoints, _ relativeTo: TextStyle, family: String = "Cereal"
  ) -> TypographyToken {
    try! TypographyToken(
      name: name, fontFamily: family, pointSize: size, weight: weight, lineHeight: lineHeight, tracking: tracking,
      relativeTo: relativeTo)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func csvOfTheSystemRampHasTheDocumentedHeaderAndARowPerStyleAndSize() {
    let rows = Self.lines(TypeScaleFormat.csv.render(.systemTextStyles()))
    #expect(rows.first == "style,category,size,leading")
    #expect(rows.count == 1 + 11 * 12 + 1)
    #expect(rows.last == "")
    #expect(rows[1] == "largeTitle,xSmall,31,38")
    #expect(rows[12] == "largeTitle,accessibility5,60,70")
    #expect(rows.contains("body,large,17,22"))
    #expect(rows.contains("subheadline,xxxLarge,21,28"))
    #expect(rows[132] == "caption2,accessibility5,40,48")
  }

  @Test func csvOfTokensNamesTheTokenAndAddsTracking() {
    let rows = Self.lines(TypeScaleFormat.csv.render(.designTokens(Self.cereal)))
    #expect(rows.first == "token,category,size,leading,tracking")
    #expect(rows.count == 1 + 5 * 12 + 1)
    #expect(rows[1] == "small,xSmall,12,16,0")
    #expect(rows.contains("base,large,16,22,0"))
    #expect(rows.contains("title,xSmall,19,22.333,-0.333"))
    #expect(rows.contains("heading,accessibility3,47,53.667,-0.667"))
    #expect(rows[60] == "display,accessibility5,55,61.333,-1")
  }

  @Test func csvQuotesNamesThatHoldCommasQuotesOrLineBreaks() throws {
    let ramp = try TypographyRamp([
      Self.token("a,b", 17, .regular, 22, 0, .body), Self.token("say \"hi\"", 17, .regular, 22, 0, .body),
      Self.token("two\nlines", 17, .regular, 22, 0, .body),
    ])
    let csv = TypeScaleFormat.csv.render(.designTokens(ramp))
    #expect(csv.contains("\n\"a,b\",xSmall,"))
    #expect(csv.contains("\n\"say \"\"hi\"\"\",xSmall,"))
    #expect(csv.contains("\n\"two\nlines\",xSmall,"))
  }

  @Test func aClampShowsTheNearestBoundOutsideTheRange() throws {
    let range = try DynamicTypeRange(parsing: "large...accessibility3")
    let rows = Self.lines(TypeScaleFormat.csv.render(.systemTextStyles(in: range)))
    #expect(rows[1] == "largeTitle,xSmall,34,41")
    #expect(rows[10] == "largeTitle,accessibility3,52,61")
    #expect(rows[12] == "largeTitle,accessibility5,52,61")
    let table = TypeScaleFormat.table.render(.systemTextStyles(in: range))
    #expect(table.contains("in the Dynamic Type range large...accessibility3"))
    #expect(table.contains("Sizes outside large...accessibility3 show the nearest bound"))
    #expect(table.contains("152 %"))
  }

  @Test func theTableHasStylesAsRowsAndSizesAsColumnsWithinATerminalsWidth() {
    let table = Self.lines(TypeScaleFormat.table.render(.systemTextStyles()))
    #expect(
      table[0]
        == "Apple's text styles, in points at each text size category, in the Dynamic Type range xSmall...accessibility5"
    )
    #expect(table[2] == "style                 xS   S   M   L  xL  xxL  xxxL  AX1  AX2  AX3  AX4  AX5  reach")
    #expect(table[3] == "largeTitle   size     31  32  33  34  36   38    40   44   48   52   56   60  176 %")
    #expect(table[4] == "             leading  38  39  40  41  43   46    48   52   57   61   66   70")
    #expect(table.contains("body         size     14  15  16  17  19   21    23   28   33   40   47   53  311 %"))
    #expect(table.allSatisfy { $0.count <= 120 })
  }

  @Test func theTableOfTokensShowsTheirTextStyleAndTrackingToATenth() {
    let table = Self.lines(TypeScaleFormat.table.render(.designTokens(Self.cereal)))
    let display = table.firstIndex { $0.hasPrefix("display ") } ?? 0
    #expect(table[display].hasSuffix("30    30    31    32    34    36    37    41    44    48    52    55  171 %"))
    #expect(
      table[display + 1]
        == "(largeTitle)  leading   33.3  34.3    35    36  37.7  40.3    42  45.7    50  53.7    58  61.3")
    #expect(
      table[display + 2]
        == "              tracking  -0.7  -0.7  -0.7  -0.6  -0.7  -0.7  -0.7  -0.7    -1    -1    -1    -1")
    #expect(table.contains("(style): the text style a token scales with"))
    #expect(table.allSatisfy { $0.count <= 120 })
  }

  @Test func markdownIsATableWithFullSizeNamesAndEscapedNames() throws {
    let markdown = Self.lines(TypeScaleFormat.markdown.render(.systemTextStyles()))
    #expect(
      markdown[2]
        == "| style |  | xSmall | small | medium | large | xLarge | xxLarge | xxxLarge | accessibility1 | accessibility2"
        + " | accessibility3 | accessibility4 | accessibility5 | reach |")
    #expect(markdown[3] == "| :-- | :-- | " + Array(repeating: "--:", count: 13).joined(separator: " | ") + " |")
    #expect(markdown[4] == "| largeTitle | size | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 | 176 % |")
    #expect(markdown[5] == "|  | leading | 38 | 39 | 40 | 41 | 43 | 46 | 48 | 52 | 57 | 61 | 66 | 70 |  |")

    let ramp = try TypographyRamp([Self.token("a|b_*c*", 17, .regular, 22, 0, .body)])
    let tokens = TypeScaleFormat.markdown.render(.designTokens(ramp))
    #expect(tokens.contains("| a\\|b\\_\\*c\\* | body | size | 15 | 15 | 16 | 17 |"))
  }

  @Test func jsonHoldsEveryEntryWithItsSizes() throws {
    let system = try #require(
      try JSONSerialization.jsonObject(with: Data(TypeScaleFormat.json.render(.systemTextStyles()).utf8))
        as? [String: Any])
    #expect(system["version"] as? Int == 1)
    #expect(system["range"] as? String == "xSmall...accessibility5")
    #expect(system["tokens"] == nil)
    let styles = try #require(system["styles"] as? [[String: Any]])
    #expect(styles.map { $0["style"] as? String } == TextStyle.allCases.map(\.name))
    #expect(styles[4]["weight"] as? Int == 600)
    let largest = try #require((styles[0]["sizes"] as? [[String: Any]])?.last)
    #expect(largest["category"] as? String == "accessibility5")
    #expect(largest["size"] as? Double == 60)
    #expect(largest["leading"] as? Double == 70)
    #expect(largest["tracking"] == nil)
    #expect(abs((styles[0]["largestShare"] as? Double ?? 0) - 60.0 / 34) < 1e-12)

    let custom = try #require(
      try JSONSerialization.jsonObject(with: Data(TypeScaleFormat.json.render(.designTokens(Self.cereal)).utf8))
        as? [String: Any])
    let tokens = try #require(custom["tokens"] as? [[String: Any]])
    #expect(tokens[2]["token"] as? String == "title")
    #expect(tokens[2]["fontFamily"] as? String == "Cereal")
    #expect(tokens[2]["relativeTo"] as? String == "title2")
    #expect(tokens[2]["weight"] as? Int == 700)
    let xSmall = try #require((tokens[2]["sizes"] as? [[String: Any]])?.first)
    #expect(xSmall["size"] as? Double == 19)
    #expect(xSmall["leading"] as? Double == 22.333)
    #expect(xSmall["tracking"] as? Double == -0.333)
  }

  @Test func htmlIsOneSelfContainedPageWithEverythingFromAFileEscaped() throws {
    let hostile = try TypographyRamp([
      Self.token("<script>alert(1)</script>", 17, .regular, 22, 0, .body, family: "X\"; } body { display: none } \\")
    ])
    let html = TypeScaleFormat.html.render(.designTokens(hostile))
    #expect(html.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<style>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="), "nothing is fetched")
    #expect(
      html.contains("aria-label=\"&lt;script&gt;alert(1)&lt;/script&gt; at every text size, which scrolls sideways\""))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("font-family: &quot;X\\22 ; } body { display: none } \\5c &quot;, -apple-system"))

    let system = TypeScaleFormat.html.render(.systemTextStyles())
    #expect(
      system.contains("<th scope=\"rowgroup\" rowspan=\"2\">largeTitle</th><td class=\"label\">size</td><td>31</td>"))
    #expect(system.contains("font-size: 34px; line-height: 41px"))
    // The table was cut off at 1280 px and did not mark the styles that never reach 200 %.
    #expect(
      system.contains(
        "<div class=\"scroll\" role=\"region\" aria-label=\"The table of the ramp, which scrolls sideways\" "
          + "tabindex=\"0\">"))
    // A specimen at every size and at twice the default, and the growth chart with the 200 % line.
    #expect(system.contains("<dt>accessibility5: 60 pt</dt>"))
    #expect(system.contains("200 % of the default: 68 pt"))
    #expect(system.contains("<title id=\"growth-title\">"))
    #expect(system.contains("largeTitle (under 200 %)"))
    #expect(system.contains(".scroll { overflow-x: auto; max-width: 100%; }"))
    #expect(system.contains("<td class=\"fail\" rowspan=\"2\">176 %, under 200 %</td>"))
    #expect(!system.contains("<td class=\"fail\" rowspan=\"2\">3"), "body reaches 310 %")
  }
}
