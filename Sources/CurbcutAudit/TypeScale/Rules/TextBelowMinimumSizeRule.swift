import CurbcutReporting

extension TypeScaleRules {
  /// The HIG's 11 pt minimum for text at the default text size.
  public static let textBelowMinimumSize = RuleDescription(
    id: "text_below_minimum_size",
    name: "Text below minimum size",
    impact: .medium,
    impactDescription:
      "Text under 11 pt is hard for everyone to read and shrinks further for people who choose smaller text sizes.",
    wcag: [],
    tags: ["dynamic-type", "typography", "hig"],
    exampleLanguage: "json",
    rationale: """
      Text should be at least 11 pt at the default text size, the minimum Apple's Human Interface Guidelines give \
      for iOS and iPadOS and the size of `caption2`, the smallest text style. Dynamic Type shrinks text further at \
      `xSmall` to `medium`, so fine print under 11 pt becomes unreadable there.

      Set the token to 11 pt or more; for legal text that must be small, use `caption2` itself.
      """,
    triggering: [
      Example(
        """
        {
          1️⃣"legal": {
            "$type": "typography",
            "$value": { "fontFamily": "Newsreader", "fontSize": "10px", "fontWeight": 400, "lineHeight": 1.3 },
            "$extensions": { "com.curbcut": { "relativeTo": "caption2" } }
          }
        }
        """,
        expect: ["1️⃣": FindingMessage("'legal' is 10 pt at the default text size, below the 11 pt minimum")])
    ],
    nonTriggering: [
      Example(
        """
        {
          "legal": {
            "$type": "typography",
            "$value": { "fontFamily": "Newsreader", "fontSize": "11px", "fontWeight": 400, "lineHeight": 1.2 },
            "$extensions": { "com.curbcut": { "relativeTo": "caption2" } }
          }
        }
        """)
    ])
}
