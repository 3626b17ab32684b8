import CurbcutReporting

extension TypeScaleRules {
  /// WCAG 1.4.4 Resize Text: text must be able to grow to 200 % of its default size.
  public static let textResize200Percent = RuleDescription(
    id: "text_resize_200_percent",
    name: "Text resizes to 200 percent",
    impact: .high,
    impactDescription:
      "People with low vision who raise the text size cannot read text that stops growing before it doubles.",
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "typography"],
    exampleLanguage: "json",
    rationale: """
      Text must be able to grow to 200 % of its default size (WCAG 1.4.4 Resize Text). On iOS the default is the \
      size at `large` and the largest is the size at the upper bound of the Dynamic Type range the text follows. \
      Larger text styles grow less: `largeTitle` reaches only 60/34 = 176 % at `accessibility5`, `title1` doubles \
      only at `accessibility5`, and a clamp such as `.dynamicTypeSize(...xxxLarge)` stops every style short of 200 %.

      Relate a large token to a text style that grows more (a 32 pt heading relative to `title1` reaches 64 pt), or \
      raise the range's upper bound to the one the message names. WCAG exempts captions and images of text, not \
      headings; text that is decoration rather than content (a hero number that repeats what the screen says in \
      body text) can be listed under `typography: exempt:` in `.curbcut.yml`, which keeps the decision visible.
      """,
    triggering: [
      Example(
        """
        {
          1️⃣"display": {
            "$type": "typography",
            "$value": { "fontFamily": "Cereal", "fontSize": { "value": 32, "unit": "px" }, "fontWeight": 800,
                        "lineHeight": 1.125, "letterSpacing": { "value": -0.6, "unit": "px" } },
            "$extensions": { "com.curbcut": { "relativeTo": "largeTitle" } }
          }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'display' (32 pt) grows only to 171 % of its default size at 'accessibility5', short of the 200 %"
              + " WCAG 1.4.4 asks for; no upper bound reaches 200 %")
        ]),
      Example(
        """
        {
          1️⃣"body": {
            "$type": "typography",
            "$value": { "fontFamily": "Cereal", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.375 },
            "$extensions": { "com.curbcut": { "relativeTo": "body" } }
          }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'body' (16 pt) grows only to 131 % of its default size at 'xxxLarge', short of the 200 % WCAG 1.4.4"
              + " asks for; an upper bound of 'accessibility3' or larger does")
        ],
        options: #"{"range": "large...xxxLarge"}"#),
    ],
    nonTriggering: [
      Example(
        """
        {
          "display": {
            "$type": "typography",
            "$value": { "fontFamily": "Cereal", "fontSize": { "value": 32, "unit": "px" }, "fontWeight": 800,
                        "lineHeight": 1.125 },
            "$extensions": { "com.curbcut": { "relativeTo": "title1" } }
          }
        }
        """),
      Example(
        """
        {
          "body": {
            "$type": "typography",
            "$value": { "fontFamily": "Cereal", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.375 },
            "$extensions": { "com.curbcut": { "relativeTo": "body" } }
          }
        }
        """,
        options: #"{"range": "large...accessibility3"}"#),
    ])
}
