import CurbcutReporting
import SwiftSyntax

/// Shapes and symbols whose colour is the only sign of a state.
public struct ColorOnlyStateRule: ViewRule {
  public static let description = RuleDescription(
    id: "color_only_state",
    name: "Color-only state",
    impact: .high,
    impactDescription: """
      One person in twelve (of men) does not tell red from green; a status shown only by a dot's colour is no status \
      to them, and VoiceOver reads the dot as nothing at all (WCAG 1.4.1)
      """,
    wcag: ["1.4.1", "1.3.1"],
    tags: ["color", "status", "voiceover"],
    rationale: """
      Seed 003's red flag: "Color alone conveys information". A green or red dot, an icon tinted by how good a level \
      is, says its state only to those who see the colours apart. Show the state another way as well, in words \
      (`Text(isOnline ? "Online" : "Offline")` beside the dot) or in shape (`checkmark.circle.fill` against \
      `xmark.circle.fill`), and give it to VoiceOver (`.accessibilityLabel`, `.accessibilityValue`); seed 004 adds \
      `@Environment(\\.accessibilityDifferentiateWithoutColor)` for people who asked apps to do so.

      Reported: a shape (`Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`, `Ellipse`) or an SF Symbol \
      (`Image(systemName:)`) filled or tinted (`.fill`, `.foregroundColor`, `.foregroundStyle`) by a choice between \
      colours (`isOnline ? .green : .red`) or by a state's colour (`status.color`, `level.statusColor`), where the \
      names it is chosen by say it is a state (status, online, connected, running, valid, error, level, quality, \
      battery...), when nothing nearby shows the same state: no text, symbol name, label or accessibility label or \
      value in the view or in the two views around it uses a name the colour was chosen by, or one worked out from \
      it or it from (`Text(statusText)` with `var statusText: String { isConnected ? ... }`, a dot filled with \
      `level.color` beside `Text("\\(aqi)")` where `let level = Level(for: aqi)`). Not reported: shapes \
      drawn as a background (a surface, not a mark); a colour reached from a type \
      (`Asset.SemanticColors.error.swiftUIColor`), one fixed colour named for what it is used for; colours chosen by appearance (`isLight ? .black : .white`); choices that only show interaction or \
      selection (enabled, pressed, selected, focused, the current page: the control's traits and the system's own \
      controls show those by colour too), a colour against `.clear` (a mark shown or not is a shape), colours \
      chosen by `differentiateWithoutColor`, files that read it, and developer screens. The broad remainder (text tinted by a level, a \
      field turned red when its value is wrong) is left to reading: the words are there, and the rule cannot tell \
      whether the colour adds meaning they do not say.

      Measured at each app's first run (below): 4 of 9 findings real. Read again on the 79 apps linted before stop \
      32: of their 8 findings, values worked out from the state and colours reached from a type pass over 6 since (an \
      air-quality dot beside its number twice and an indoor one, a badge beside `Text(statusText)` computed from the \
      same flag, SwiftGen's `SemanticColors.error`, and one real, a watch pill whose computed text reads the flag but \
      says the same in both states); two are left (an MQTT icon tinted by `connected`, real; an upload bar whose \
      failure a retry symbol also shows). On Sora, BubbleApp, cove, MBTA's mobile_app and the EUDI wallet it found \
      nothing, and reading found one it misses: recovery words marked right or wrong by green or red text alone.

      On Clendar, nio, MoeMemos and mmex-ios it found nothing. Reading found states it misses because no condition \
      picks the colours in the view: a send state shown only by opacity, past events dimmed, a heatmap of greens, \
      income and expense told apart by red and green amounts that a view model chooses.

      On SwissTransfer, volume-ios, revoltchat's ios and netbird's ios-client, none of 3: constant theme colours \
      (`viewState.theme.accent.color`) taken for a state's because the object holding the theme is named \
      `viewState`. Passed over since: the state must be the colour's owner or in the colour's own name.
      """,
    triggering: [
      Example(
        """
        struct ContactRow: View {
          let contact: Contact
          @State private var isOnline = false
          var body: some View {
            HStack {
              Text(contact.name).font(.body)
              Circle().fill(1️⃣isOnline ? .green : .red).frame(width: 8, height: 8)
            }
          }
        }
        """,
        expect: ["1️⃣": .colorOnly("isOnline")]),
      Example(
        """
        HStack {
          Text(contact.name)
          Circle()
            .fill(1️⃣isOnline ? .green : .red)
            .frame(width: 8, height: 8)
        }
        """,
        expect: ["1️⃣": .colorOnly("isOnline")]),
      Example(
        """
        struct StatusIndicator: View {
          let status: MessageStatus

          var body: some View {
            Circle()
              .fill(1️⃣status.color)
              .frame(width: 8, height: 8)
          }
        }
        """,
        expect: ["1️⃣": .colorOnly("status")]),
      Example(
        """
        Button(action: showTopic) {
          Image(systemName: uplink ? "arrow.up.circle.fill" : "arrow.down.circle.fill")
            .foregroundColor(1️⃣connected ? .green : .secondary)
        }
        HStack {
          Text("\\(iaq)")
          Circle().fill(2️⃣iaqLevel.color)
        }
        """,
        expect: ["1️⃣": .colorOnly("connected"), "2️⃣": .colorOnly("iaqLevel")]),
    ],
    nonTriggering: [
      Example(
        """
        // A theme's colour, held by an object named for the view's state, shows no state.
        struct UnreadDot: View {
          @EnvironmentObject var viewState: ViewState
          var body: some View { Circle().frame(width: 8, height: 8).foregroundStyle(viewState.theme.foreground.color) }
        }
        """),
      Example(
        """
        HStack {
          Circle()
            .fill(isOnline ? .green : .red)
          Text(isOnline ? "Online" : "Offline")
        }
        Image(systemName: isOnline ? "checkmark.circle.fill" : "xmark.circle.fill")
          .foregroundColor(isOnline ? .green : .red)
          .accessibilityLabel(isOnline ? "Online" : "Offline")
        """),
      Example(
        """
        HStack {
          ForEach(pages.indices, id: \\.self) { index in
            Circle().fill(index == currentPage ? Color.white : Color.gray).frame(width: 6, height: 6)
          }
        }
        Capsule().fill(isEnabled ? Color.accentColor : Color.gray)
        Circle().fill(hasUnread ? Color.blue : Color.clear)
        """),
      Example(
        """
        struct StatusDot: View {
          @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
          let status: Status
          var body: some View {
            if differentiateWithoutColor {
              Image(systemName: status.symbolName)
            } else {
              Circle().fill(status.color)
            }
          }
        }
        """),
      Example(
        """
        HStack {
          Circle().fill(server.status.color)
          Text(server.statusDescription)
        }
        Text(amount).foregroundColor(amount < 0 ? .red : .green)
        Circle().fill(tag.color)
        """),
      Example(
        """
        struct RecordingIndicator: View {
          var body: some View {
            Image(systemName: "record.circle").foregroundStyle(Asset.SemanticColors.error.swiftUIColor)
          }
        }
        struct DeviceBadge: View {
          let isConnected: Bool
          var body: some View {
            HStack {
              Circle().fill(isConnected ? Color.green : Color.orange).frame(width: 8, height: 8)
              Text(statusText)
            }
          }
          private var statusText: String { isConnected ? "Connected" : "Not connected" }
        }
        struct AirQualityDot: View {
          let aqi: Int
          var body: some View {
            let level = AirQuality.level(for: aqi)
            HStack {
              Text("\\(aqi)")
              Circle().fill(level.color).frame(width: 10, height: 10)
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 4, checked: 4, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
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
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 3, checked: 3, real: 0),
    ])

  public init() {}

  public let notedModifiers: Set<String> = ["fill", "foregroundColor", "foregroundStyle"]
  public let inspectsOnlyNotedViews = true

  private static let shapes: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "Image"]

  /// Words in a choice that show interaction or selection rather than a state of the thing shown.
  private static let interactionWords = [
    "enabled", "disabled", "pressed", "select", "current", "index", "page", "focus", "hover", "highlight", "dragging",
    "animat", "active",
  ]

  /// Whether a choice's condition names interaction or selection: one of its names holds an interaction word, or is
  /// a toggle's `isOn`, whose knob shows it by place.
  private static func isInteraction(_ condition: some Sequence<ExprSyntax>) -> Bool {
    condition.contains { element in
      element.hasName(holdingAnyOf: interactionWords)
        || element.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("isOn") }
    }
  }

  /// Words in the names a colour is chosen by that say it shows a state (`isOnline`, `status.color`,
  /// `connection.isReachable`), not a theme, an appearance or a category.
  private static let stateWords = [
    "status", "state", "online", "offline", "connect", "running", "available", "reachable", "valid", "error", "fail",
    "success", "sync", "health", "alive", "ready", "paired", "verified", "level", "quality", "severity", "priority",
    "signal", "strength", "battery", "charging", "warning", "critical", "iaq", "aqi",
  ]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, Self.shapes.contains(name), name != "Image" || view.argument("systemName") != nil,
      !view.isBackground
    else { return }
    let file = context.file
    for modifierName in ["fill", "foregroundColor", "foregroundStyle"] {
      guard let modifier = view.lastApplied(modifierName), let color = modifier.arguments.first?.expression,
        let (chosenBy, subject) = Self.stateChoice(in: color)
      else { continue }
      guard !file.source(contains: "ifferentiateWithoutColor"), !file.isInPreview(view.expression),
        !file.isDeveloperScreen,
        !Self.isShownOtherwise(around: view, excluding: color, in: file)
      else { return }
      context.report(.colorOnly(subject), at: chosenBy)
      return
    }
  }

  /// What a colour argument chooses by: for `isOnline ? .green : .red`, the condition and its last name; for
  /// `status.color`, the value and its name. Nil for a colour that shows no state.
  private static func stateChoice(in color: ExprSyntax) -> (node: Syntax, subject: String)? {
    if let elements = color.as(SequenceExprSyntax.self)?.elements,
      let marker = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      marker != elements.startIndex
    {
      let condition = elements[..<marker]
      guard condition.contains(where: { $0.hasName(holdingAnyOf: stateWords) }), !isInteraction(condition),
        !color.trimmedText.contains(".clear"),
        let subject = condition.compactMap(\.lastName).first
      else { return nil }
      return (Syntax(color), subject)
    }
    // The state is the colour's owner or the colour's name (`status.color`, `level.statusColor`): the colours of a
    // theme an object named for state holds (`viewState.theme.accent.color`) show none.
    guard let member = color.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasSuffix("olor"),
      let base = member.base, let subject = base.lastName,
      [member.declName.baseName.text, subject].contains(where: { name in
        stateWords.contains(where: name.lowercased().contains)
      }),
      // A colour reached from a type (`Asset.SemanticColors.error.swiftUIColor`, `Status.error.color`) is one fixed
      // colour, not the colour of a state the view shows.
      base.rootName?.first?.isUppercase != true
    else { return nil }
    return (Syntax(color), subject)
  }

  /// Whether the view's own symbol or accessibility modifiers, or the views around it (its parent and that view's
  /// parent), use a name the colour is chosen by (`takServer` of `takServer.isRunning`), comments aside, outside the
  /// colour argument.
  private static func isShownOtherwise(around view: ViewCall, excluding color: ExprSyntax, in file: FileModel) -> Bool {
    let definingNames = { (name: String) in namesDefining(name, readAt: color, in: view, file) }
    var chosenBy = lowercaseNames(in: color)
    // A value worked out from another (`let level = Level(for: aqi)`) shows the state that one does.
    for name in chosenBy { chosenBy.formUnion(definingNames(name)) }
    let excluded = color.position..<color.endPosition
    let holder = sequence(first: view, next: \.parent).prefix(3).reduce(view) { $1 }
    var shown: Set<String> = []
    var values: Set<String> = []
    for token in holder.expression.tokens(viewMode: .sourceAccurate) where !excluded.contains(token.position) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      shown.insert(name)
      // A value the view reads itself (`statusText`, `self.statusText`), not a member of another (`.body` of a font).
      let previous = token.previousToken(viewMode: .sourceAccurate)
      if previous?.tokenKind != .period
        || previous?.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
      {
        values.insert(name)
      }
    }
    guard shown.isDisjoint(with: chosenBy) else { return true }
    // A text worked out from the state (`Text(statusText)`, `var statusText: String { isConnected ? ... }`) shows it.
    return values.contains { !definingNames($0).isDisjoint(with: chosenBy) }
  }

  /// The names the value called `name` is worked out from, where `site` reads it: a local constant declared before
  /// it (`let level = Level(for: aqi)`), or a property of the view's type, stored or computed.
  private static func namesDefining(
    _ name: String, readAt site: ExprSyntax, in view: ViewCall, _ file: FileModel
  ) -> Set<String> {
    if let local = file.localConstant(named: name, before: Syntax(site)) { return lowercaseNames(in: local) }
    guard let property = view.enclosingType?.property(named: name) else { return [] }
    if let value = property.initializer { return lowercaseNames(in: value) }
    return property.getter.map { lowercaseNames(in: $0) } ?? []
  }

  /// The names written in lower case in `node`: values and members, not types.
  private static func lowercaseNames(in node: some SyntaxProtocol) -> Set<String> {
    Set(
      node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        if case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true { return name }
        return nil
      })
  }
}

extension ViewCall {
  /// Whether the view is drawn behind another (`.background { RoundedRectangle(...) }`), a surface rather than a mark.
  fileprivate var isBackground: Bool {
    if case .modifier("background", _) = role { return true }
    return false
  }
}

extension FindingMessage {
  fileprivate static func colorOnly(_ subject: String) -> FindingMessage {
    FindingMessage(
      "Only the colour shows '\(subject)': people who do not see the colours apart, and VoiceOver, miss it; say it in "
        + "text or a symbol nearby, and in an accessibility label or value")
  }
}

extension ExprSyntax {
  /// The first name of a member chain: `Asset` of `Asset.Colors.error`, `status` of `status.color`.
  fileprivate var rootName: String? {
    guard let first = firstToken(viewMode: .sourceAccurate), case .identifier(let name) = first.tokenKind else {
      return nil
    }
    return name
  }
}
