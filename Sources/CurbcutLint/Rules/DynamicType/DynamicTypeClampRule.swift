import CurbcutCore
import CurbcutReporting
import SwiftSyntax

/// Dynamic Type ranges whose upper bound keeps text from reaching twice its size.
public struct DynamicTypeClampRule: ViewRule {
  public static let description = RuleDescription(
    id: "dynamic_type_clamp",
    name: "Dynamic Type clamp",
    impact: .high,
    impactDescription: """
      A range that stops below the accessibility sizes keeps the text small for the people who enlarged it most; \
      WCAG 1.4.4 asks that text can reach 200% of its size
      """,
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "typography"],
    rationale: """
      `.dynamicTypeSize(...DynamicTypeSize.xLarge)` keeps a layout from breaking by keeping its text from growing: \
      at `xLarge` body text is 19 pt, 111% of its size, and it stays there for the reader who chose \
      `accessibility5`. Seeds 002 and 004 allow a clamp only where the range still reaches 200% \
      (`.dynamicTypeSize(...DynamicTypeSize.accessibility3)` on seed 004's tab bar), and pair a bar that cannot grow \
      with `.accessibilityShowsLargeContentViewer()`, which shows its items large when pressed.

      Reported: `.dynamicTypeSize(...)` whose range (`...xLarge`, `.large ... .accessibility1`, a single size such \
      as `.large`) keeps a text style in the view under 200% of its size at the default, worked out with \
      CurbcutCore's Dynamic Type table for each style the view's code names (`.font(.footnote)`; `body` when it \
      names none). The message gives the share the text reaches and the smallest upper bound that lets it reach \
      200%. Not reported: a view that shows the large content viewer (`.accessibilityShowsLargeContentViewer()`), \
      widgets and Live Activities (whose space is the system's), previews, macOS-only code and developer screens \
      (a folder or file named for debugging or developer settings).

      Opt-in: on the apps measured, 6 of 7 findings were real (nos's footnotes and side menu capped below the \
      accessibility sizes, bitkit's drawer labels); the seventh caps 44-point display type that already reaches the \
      size of body text at the largest setting, so WCAG's 200% means little there. Seven findings are too few to \
      show the nine in ten a rule needs to be on by default.

      On Clendar, nio, MoeMemos and mmex-ios, 1 of 1: mmex-ios holds every form field's caption at \
      `.dynamicTypeSize(.small)`.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        VStack {
          Text("\\(stats.following) following").font(.footnote)
          Text("\\(stats.relays) relays").font(.footnote)
        }
        .dynamicTypeSize(1️⃣...DynamicTypeSize.xLarge)
        """,
        expect: ["1️⃣": .clamped("...DynamicTypeSize.xLarge", style: "footnote", share: 115, passing: "accessibility2")]),
      Example(
        """
        Text(menuItem.title)
          .font(.headline)
          .dynamicTypeSize(1️⃣.xSmall ... .xxxLarge)
        Text(banner.message).dynamicTypeSize(2️⃣.large)
        """,
        expect: [
          "1️⃣": .clamped(".xSmall ... .xxxLarge", style: "headline", share: 135, passing: "accessibility3"),
          "2️⃣": .clamped(".large", style: "body", share: 100, passing: "accessibility3"),
        ]),
      Example(
        """
        LockdownSheet(passphrase: $passphrase)
          .font(.caption2)
          .dynamicTypeSize(1️⃣...DynamicTypeSize.accessibility1)
        """,
        expect: [
          "1️⃣": .clamped("...DynamicTypeSize.accessibility1", style: "caption2", share: 181, passing: "accessibility2")
        ]),
    ],
    nonTriggering: [
      Example(
        """
        TabBarButton(tab: tab)
          .font(.caption)
          .dynamicTypeSize(...DynamicTypeSize.accessibility3)
        Text(title).dynamicTypeSize(.large ... .accessibility5)
        """),
      Example(
        """
        HStack { ForEach(tabs) { TabButton(tab: $0) } }
          .dynamicTypeSize(...DynamicTypeSize.xxLarge)
          .accessibilityShowsLargeContentViewer()
        """),
      Example(
        """
        import WidgetKit

        struct NextTripWidgetView: View {
          let trip: Trip
          var body: some View { Text(trip.city).dynamicTypeSize(...DynamicTypeSize.xLarge) }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 3, checked: 3, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 6, checked: 6, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 0, checked: 0, real: 0),
    ])

  public init() {}

  public let notedModifiers: Set<String> = ["dynamicTypeSize"]
  public let inspectsOnlyNotedViews = true

  /// The text styles by their SwiftUI names.
  private static let stylesByName = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.swiftUIName, $0) })

  public func check(_ view: ViewCall, in context: RuleContext) {
    let file = context.file
    guard let clamp = view.lastApplied("dynamicTypeSize"), let argument = clamp.arguments.first?.expression,
      let range = try? DynamicTypeRange(
        parsing: argument.trimmedText.replacingOccurrences(of: "DynamicTypeSize.", with: "")),
      range.upperBound < .accessibility5, !view.hasModifier("accessibilityShowsLargeContentViewer"),
      !file.isWidgetCode, !file.isInPreview(view.expression),
      !file.isDeveloperScreen,
      !file.isMacOSOnly(view.expression)
    else { return }
    let styles = Self.styles(in: view)
    let assessments = styles.map { ($0, ScalableFont.textStyle($0).resizeAssessment(in: range)) }
    guard let (style, worst) = assessments.filter({ !$0.1.passes }).min(by: { $0.1.largestShare < $1.1.largestShare })
    else { return }
    let passing = assessments.compactMap { $0.1.smallestPassingUpperBound }.max()
    context.report(
      .clamped(
        argument.trimmedText, style: style.swiftUIName, share: Int((worst.largestShare * 100).rounded(.down)),
        passing: passing?.name),
      at: argument)
  }

  /// The text styles the view's code names as fonts (`.font(.footnote)`, `Font.caption2`, not `item.title`), or
  /// `body`, the default, when it names none.
  private static func styles(in view: ViewCall) -> [TextStyle] {
    var styles: [TextStyle] = []
    for token in view.expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let style = stylesByName[name], !styles.contains(style),
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self)
      else { continue }
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      if member.base == nil || base == "Font" { styles.append(style) }
    }
    return styles.isEmpty ? [.body] : styles
  }
}

extension FindingMessage {
  fileprivate static func clamped(_ range: String, style: String, share: Int, passing: String?) -> FindingMessage {
    let advice = passing.map { "let the range reach '.\($0)'" } ?? "lift the upper bound"
    return FindingMessage(
      "'.dynamicTypeSize(\(range))' keeps '\(style)' text at \(share)% of its size or less, under the 200% WCAG asks "
        + "for; \(advice), or show the large content viewer where it cannot grow")
  }
}
