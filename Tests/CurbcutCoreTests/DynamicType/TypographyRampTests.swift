import Testing

@testable import CurbcutCore

/// Pins every token of the three fixture ramps at every text size category, as "name size/line height/tracking"
/// in points (@3x). Expected values were computed separately from the rule in `FontMetrics`: the size × the
/// relative style's leading ratio, rounded to a whole point; line height and tracking rounded to a third of a point.
struct TypographyRampTests {
  static let cereal: [(TextSizeCategory, [String])] = [
    (
      .xSmall,
      [
        "small 12/16/0", "base 14/19/0", "title 19/22.333/-0.333", "heading 26/29.333/-0.333",
        "display 30/33.333/-0.667",
      ]
    ),
    (
      .small,
      ["small 12/16/0", "base 15/20/0", "title 20/23.333/-0.333", "heading 26/30/-0.333", "display 30/34.333/-0.667"]
    ),
    (.medium, ["small 12/16/0", "base 15/21/0", "title 20/24/-0.333", "heading 27/31/-0.333", "display 31/35/-0.667"]),
    (.large, ["small 14/18/0", "base 16/22/0", "title 22/26/-0.2", "heading 28/32/-0.4", "display 32/36/-0.6"]),
    (
      .xLarge,
      ["small 16/20/0", "base 17/24/0", "title 24/28/-0.333", "heading 30/34.667/-0.333", "display 34/37.667/-0.667"]
    ),
    (
      .xxLarge,
      [
        "small 17/22/0", "base 19/26/0", "title 25/29.667/-0.333", "heading 32/36.667/-0.333",
        "display 36/40.333/-0.667",
      ]
    ),
    (
      .xxxLarge,
      ["small 19/24/0", "base 21/29/0", "title 27/31.667/-0.333", "heading 34/38.667/-0.333", "display 37/42/-0.667"]
    ),
    (
      .accessibility1,
      ["small 23/29/0", "base 25/34/0", "title 32/38/-0.333", "heading 38/43.333/-0.667", "display 41/45.667/-0.667"]
    ),
    (
      .accessibility2,
      ["small 26/33/0", "base 29/40/0", "title 37/43.667/-0.333", "heading 42/48/-0.667", "display 44/50/-1"]
    ),
    (
      .accessibility3,
      ["small 31/40/0", "base 35/48/0", "title 41/48.333/-0.333", "heading 47/53.667/-0.667", "display 48/53.667/-1"]
    ),
    (
      .accessibility4,
      ["small 36/46/0", "base 41/56/0", "title 46/54.667/-0.333", "heading 51/58.333/-0.667", "display 52/58/-1"]
    ),
    (
      .accessibility5,
      ["small 40/52/0", "base 45/62/0", "title 52/61.333/-0.333", "heading 56/64/-0.667", "display 55/61.333/-1"]
    ),
  ]

  static let editorial: [(TextSizeCategory, [String])] = [
    (
      .xSmall,
      [
        "legal 10/13/0", "caption 11/13.667/0", "body 16/22.333/0", "standfirst 18/24.667/-0.333", "quote 22/27.333/0",
        "headline 33/37/-0.333",
      ]
    ),
    (
      .small,
      [
        "legal 10/13/0", "caption 12/14.667/0", "body 16/23.667/0", "standfirst 19/25.667/-0.333", "quote 23/28.667/0",
        "headline 34/38/-0.333",
      ]
    ),
    (
      .medium,
      [
        "legal 10/13/0", "caption 12/15.333/0", "body 17/24.667/0", "standfirst 20/27/-0.333", "quote 24/29.667/0",
        "headline 35/39/-0.333",
      ]
    ),
    (
      .large,
      [
        "legal 10/13/0.1", "caption 13/16/0", "body 18/26/-0.1", "standfirst 21/28/-0.2", "quote 26/32/0",
        "headline 36/40/-0.5",
      ]
    ),
    (
      .xLarge,
      [
        "legal 14/18/0", "caption 14/17.333/0", "body 20/28.333/0", "standfirst 24/31.333/-0.333", "quote 28/34.333/0",
        "headline 38/42/-0.667",
      ]
    ),
    (
      .xxLarge,
      [
        "legal 15/20/0", "caption 15/19/0", "body 21/30.667/0", "standfirst 25/33.667/-0.333", "quote 30/36.667/0",
        "headline 40/45/-0.667",
      ]
    ),
    (
      .xxxLarge,
      [
        "legal 17/22/0.333", "caption 17/21/0", "body 24/34.333/0", "standfirst 27/36/-0.333", "quote 32/39/0",
        "headline 42/46.667/-0.667",
      ]
    ),
    (
      .accessibility1,
      [
        "legal 19/25/0.333", "caption 20/24.667/0", "body 28/40.333/0", "standfirst 32/42.667/-0.333", "quote 38/47/0",
        "headline 46/50.667/-0.667",
      ]
    ),
    (
      .accessibility2,
      [
        "legal 23/30/0.333", "caption 24/29/0", "body 33/47.333/-0.333", "standfirst 37/49.333/-0.333",
        "quote 44/53.667/0", "headline 50/55.667/-0.667",
      ]
    ),
    (
      .accessibility3,
      [
        "legal 27/35/0.333", "caption 28/35/0", "body 39/56.667/-0.333", "standfirst 43/57/-0.333", "quote 48/59.333/0",
        "headline 54/59.667/-0.667",
      ]
    ),
    (
      .accessibility4,
      [
        "legal 32/41/0.333", "caption 33/40.667/0", "body 46/66.333/-0.333", "standfirst 49/65/-0.333",
        "quote 55/67.333/0", "headline 58/64.333/-0.667",
      ]
    ),
    (
      .accessibility5,
      [
        "legal 37/48/0.333", "caption 37/45/0", "body 51/73.333/-0.333", "standfirst 55/72.667/-0.667",
        "quote 61/75.333/0", "headline 61/68.333/-1",
      ]
    ),
  ]

  static let dashboard: [(TextSizeCategory, [String])] = [
    (.xSmall, ["label 11/14/0.333", "axis 11/14.333/0", "value 12/16/0", "metric 21/24/-0.333"]),
    (.small, ["label 11/14/0.333", "axis 11/14.333/0", "value 14/18/0", "metric 21/25/-0.333"]),
    (.medium, ["label 11/14/0.333", "axis 11/14.333/0", "value 14/19/0", "metric 22/26/-0.333"]),
    (.large, ["label 11/14/0.3", "axis 12/16/0", "value 15/20/0", "metric 24/28/-0.3"]),
    (.xLarge, ["label 15/19.333/0.333", "axis 13/17.667/0", "value 17/22/0", "metric 26/30/-0.333"]),
    (.xxLarge, ["label 17/21.667/0.333", "axis 15/19.667/0", "value 18/24/0", "metric 27/32/-0.333"]),
    (.xxxLarge, ["label 19/23.667/0.667", "axis 16/21.333/0", "value 21/28/0", "metric 29/34/-0.333"]),
    (.accessibility1, ["label 21/27/0.667", "axis 19/25.667/0", "value 23/31/0", "metric 35/41/-0.333"]),
    (.accessibility2, ["label 25/32.333/0.667", "axis 22/29.333/0", "value 28/37/0", "metric 40/47/-0.667"]),
    (.accessibility3, ["label 30/37.667/0.667", "axis 27/35.667/0", "value 32/43/0", "metric 45/52/-0.667"]),
    (.accessibility4, ["label 35/44/1", "axis 31/41/0", "value 38/50/0", "metric 51/59/-0.667"]),
    (.accessibility5, ["label 41/51.667/1", "axis 35/46.333/0", "value 44/58/0", "metric 57/66/-0.667"]),
  ]

  /// Every pinned row: the ramp's name, the ramp, a category and the expected tokens.
  static let pinned: [(String, TypographyRamp, TextSizeCategory, [String])] =
    cereal.map { ("cereal", TypographyFixtures.cereal, $0, $1) }
    + editorial.map { ("editorial", TypographyFixtures.editorial, $0, $1) }
    + dashboard.map { ("dashboard", TypographyFixtures.dashboard, $0, $1) }

  @Test(arguments: pinned)
  func everyTokenAtEverySize(rampName: String, ramp: TypographyRamp, category: TextSizeCategory, expected: [String]) {
    #expect(Self.rows(ramp.scaled(at: category)) == expected, "\(rampName)")
  }

  @Test func everyCategoryIsPinned() {
    for pinned in [Self.cereal, Self.editorial, Self.dashboard] {
      #expect(pinned.map(\.0) == TextSizeCategory.allCases)
    }
  }

  /// Scaled tokens as "name size/line height/tracking", in points without the unit.
  static func rows(_ scaled: [ScaledTypography]) -> [String] {
    scaled.map { token in
      let values = [token.pointSize, token.lineHeight, token.tracking].map { $0.description.replacing(" pt", with: "") }
      return "\(token.tokenName) " + values.joined(separator: "/")
    }
  }
}
