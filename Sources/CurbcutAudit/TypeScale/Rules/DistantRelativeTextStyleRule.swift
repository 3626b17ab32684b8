import CurbcutReporting

extension TypeScaleRules {
  /// A custom size that scales with a text style far from its own size.
  public static let distantRelativeTextStyle = RuleDescription(
    id: "distant_relative_text_style",
    name: "Distant relative text style",
    impact: .medium,
    impactDescription:
      "Text that scales like a much larger style barely grows for people who need it larger; text that scales like a"
      + " much smaller style grows so fast that layouts break.",
    wcag: [],
    tags: ["dynamic-type", "typography"],
    exampleLanguage: "json",
    rationale: """
      A custom font scales by the leading ratio of the text style it is relative to (`Font.custom(_:size:relativeTo:)`, \
      `UIFontMetrics(forTextStyle:)`), and larger styles grow less: seed 002 (Airbnb) notes that "using a larger \
      TextStyle indicates your font is already big, so it doesn't need to increase in size as much". A size is \
      reported when its style's default size is more than 2 pt farther from it than the nearest style's.

      Scale the token with the text style the message names, whose default size is nearest to the token's. A token \
      without a `relativeTo` scales like `body`, as `Font.custom(_:size:)` and `UIFontMetrics.default` do.
      """,
    triggering: [
      Example(
        """
        {
          1️⃣"caption": {
            "$type": "typography",
            "$value": { "fontFamily": "Newsreader", "fontSize": "13px", "fontWeight": 400, "lineHeight": 1.25 },
            "$extensions": { "com.curbcut": { "relativeTo": "body" } }
          }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'caption' (13 pt) scales relative to 'body' (17 pt); 'footnote' (13 pt) is nearer in size and scales"
              + " more like it")
        ])
    ],
    nonTriggering: [
      Example(
        """
        {
          "caption": {
            "$type": "typography",
            "$value": { "fontFamily": "Newsreader", "fontSize": "13px", "fontWeight": 400, "lineHeight": 1.25 },
            "$extensions": { "com.curbcut": { "relativeTo": "footnote" } }
          }
        }
        """)
    ])
}
