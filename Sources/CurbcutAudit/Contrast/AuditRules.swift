import CurbcutCore
import CurbcutReporting

/// The rules of the design-system audits: what a failing contrast pair or a status-color collapse is reported as in
/// SARIF, `curbcut check` and `curbcut rules`.
///
/// Examples are design-token files: the marker stands where the finding points (the foreground token's name),
/// and the audit's tests run every example through the reader and the audit, as the lint rules' examples are run.
public enum AuditRules {
  /// WCAG 1.4.3: text 4.5:1, large text 3:1 (level AA).
  public static let contrastMinimum = RuleDescription(
    id: "contrast_minimum",
    name: "Text contrast (minimum)",
    impact: .high,
    impactDescription:
      "Text below 4.5:1 (3:1 when large) is hard or impossible to read for people with low vision or in bright light",
    wcag: ["1.4.3"],
    tags: ["color", "contrast"],
    exampleLanguage: "json",
    rationale: """
      Text must contrast with its background by at least 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold), \
      measured as the WCAG 2.x ratio of relative luminances in every appearance (light, dark and both with \
      Increase Contrast). A translucent color is measured as it reaches the screen, composited over what lies \
      beneath it. Fix the pair by raising the foreground's opacity or moving its lightness: the report suggests the \
      lowest opacity that passes and the nearest passing color of the same hue.
      """,
    defaultSeverity: .error,
    triggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "elevated": { "$value": "#1A1A1A" } },
          "text": { 1️⃣"tertiary": { "$value": "#FFFFFF66" } }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'text.tertiary' on 'surface.elevated' is 3.80:1 in every appearance; normal text needs 4.5:1 "
              + "(WCAG 1.4.3): raise its opacity to 0.46 or use '#828282'")
        ])
    ],
    nonTriggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "elevated": { "$value": "#1A1A1A" } },
          "text": { "secondary": { "$value": "#FFFFFF99" } }
        }
        """)
    ])

  /// WCAG 1.4.6: text 7:1, large text 4.5:1 (level AAA).
  public static let contrastEnhanced = RuleDescription(
    id: "contrast_enhanced",
    name: "Text contrast (enhanced)",
    impact: .medium,
    impactDescription: "Text below 7:1 (4.5:1 when large) stays hard to read for people with moderately low vision",
    wcag: ["1.4.6"],
    tags: ["color", "contrast"],
    exampleLanguage: "json",
    rationale: """
      At level AAA, text must contrast with its background by at least 7:1, or 4.5:1 for large text, in every \
      appearance. Checked when the audit's level is AAA (`--level AAA`, or `level: AAA` under `contrast:`).
      """,
    defaultSeverity: .error,
    triggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "primary": { "$value": "#000000" } },
          "text": { 1️⃣"secondary": { "$value": "#FFFFFF80" } }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'text.secondary' on 'surface.primary' is 5.31:1 in every appearance; normal text needs 7:1 "
              + "(WCAG 1.4.6): raise its opacity to 0.59 or use '#959595'")
        ],
        options: #"{"level": "AAA"}"#)
    ],
    nonTriggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "primary": { "$value": "#000000" } },
          "text": { "primary": { "$value": "#FFFFFFF2" } }
        }
        """,
        options: #"{"level": "AAA"}"#)
    ])

  /// WCAG 1.4.11: user-interface components and meaningful graphics 3:1.
  public static let nonTextContrast = RuleDescription(
    id: "non_text_contrast",
    name: "Non-text contrast",
    impact: .high,
    impactDescription: "Icons and control boundaries below 3:1 disappear for people with low vision",
    wcag: ["1.4.11"],
    tags: ["color", "contrast"],
    exampleLanguage: "json",
    rationale: """
      Icons, control borders and other graphics needed to understand or operate the interface must contrast with \
      what is next to them by at least 3:1 (WCAG 1.4.11). Colors named as icons are checked as non-text; set \
      `kind: non_text` on a configured pair for other graphics.
      """,
    defaultSeverity: .error,
    triggering: [
      Example(
        """
        {
          "$type": "color",
          "background": { "$value": "#FFFFFF" },
          1️⃣"icon": { "$value": "#AEAEB2" }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'icon' on 'background' is 2.21:1 in every appearance; non-text UI needs 3:1 (WCAG 1.4.11): "
              + "use '#959498'")
        ])
    ],
    nonTriggering: [
      Example(
        """
        {
          "$type": "color",
          "background": { "$value": "#FFFFFF" },
          "icon": { "$value": "#8E8E93" }
        }
        """)
    ])

  /// APCA lightness contrast below the minimum of its use case.
  public static let apcaContrast = RuleDescription(
    id: "apca_contrast",
    name: "APCA lightness contrast",
    impact: .medium,
    impactDescription:
      "Text that APCA rates below its use case's minimum is tiring or hard to read, above all when light on dark",
    wcag: [],
    tags: ["color", "contrast", "apca"],
    exampleLanguage: "json",
    rationale: """
      APCA (0.0.98G-4g), the perceptual contrast model proposed for WCAG 3, rates light text on dark backgrounds \
      lower than the WCAG 2.x ratio does. With `--algorithm apca` or `both`, a pair must reach the lightness \
      contrast of its use case: Lc 75 for body text, 60 for large text, 45 for icons (Lc 15 more at AAA).
      """,
    defaultSeverity: .error,
    triggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "primary": { "$value": "#000000" } },
          "text": { 1️⃣"secondary": { "$value": "#FFFFFF99" } }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'text.secondary' on 'surface.primary' is Lc -47.2 in every appearance; normal text needs Lc 75 (APCA)")
        ],
        options: #"{"algorithm": "apca"}"#)
    ],
    nonTriggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "primary": { "$value": "#000000" } },
          "text": { "primary": { "$value": "#FFFFFFF2" } }
        }
        """,
        options: #"{"algorithm": "apca"}"#)
    ])

  /// Status colors too alike for some kind of color vision.
  public static let statusColorsIndistinguishable = RuleDescription(
    id: "status_colors_indistinguishable",
    name: "Status colors indistinguishable",
    impact: .high,
    impactDescription:
      "People with color-blindness cannot tell sent from failed when the only difference is a red-green hue",
    wcag: ["1.4.1"],
    tags: ["color", "color-blindness"],
    exampleLanguage: "json",
    rationale: """
      Colors that tell states apart (sent, failed, pending) must stay distinguishable for protanopia, deuteranopia \
      and tritanopia as well as typical vision: simulated (Machado 2009, Brettel 1997), two status colors must be \
      at least ΔE_OK 0.1 apart on their background. Where they are not, add a shape or an icon (as with \
      Differentiate Without Color) or move their lightness apart. List the colors under `status_colors:`.
      """,
    defaultSeverity: .warning,
    triggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "$value": "#000000" },
          "status": { 1️⃣"sent": { "$value": "#30D158" }, "failed": { "$value": "#FF9F0A" } }
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Status colors 'status.sent' and 'status.failed' are too alike on 'surface' for protanopia "
              + "(ΔE_OK 0.07 in every appearance) and deuteranopia (ΔE_OK 0.07 in every appearance); expected ΔE_OK "
              + "0.1 or more: add a shape or icon, or move their lightness apart")
        ],
        options: #"{"status_colors": ["status.sent", "status.failed"], "on": "surface"}"#)
    ],
    nonTriggering: [
      Example(
        """
        {
          "$type": "color",
          "surface": { "$value": "#000000" },
          "status": { "sent": { "$value": "#30D158" }, "failed": { "$value": "#0A84FF" } }
        }
        """,
        options: #"{"status_colors": ["status.sent", "status.failed"], "on": "surface"}"#)
    ])

  /// Every audit rule, in catalogue order.
  public static let all = [
    contrastMinimum, contrastEnhanced, nonTextContrast, apcaContrast, statusColorsIndistinguishable,
  ]

  /// The rule that reports a failure of `criterion`.
  public static func rule(for criterion: SuccessCriterion) -> RuleDescription {
    switch criterion {
    case .contrastMinimum: contrastMinimum
    case .contrastEnhanced: contrastEnhanced
    case .nonTextContrast: nonTextContrast
    }
  }
}
