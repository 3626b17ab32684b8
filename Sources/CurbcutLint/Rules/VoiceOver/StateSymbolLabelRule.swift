import CurbcutReporting
import SwiftSyntax

/// SF Symbols picked by a condition that are the only sign of a state.
public struct StateSymbolLabelRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "state_symbol_label",
    name: "State symbol label",
    impact: .high,
    impactDescription: """
      A VoiceOver user hears the symbol's shape ('checkmark', 'xmark', 'lock open') or nothing at all, not the state \
      it stands for, and cannot tell whether the sync worked or the door is locked
      """,
    wcag: ["1.1.1", "1.3.1", "4.1.2"],
    tags: ["voiceover", "labels", "images", "state"],
    rationale: """
      An SF Symbol chosen by a condition shows a state: `Image(systemName: isSynced ? "checkmark" : "xmark")`. \
      VoiceOver reads a symbol by a description of its shape, when it has one ("checkmark", "close"), which is not \
      the state ("Synced", "Not synced"); in a `Label` with a title it reads only the title, and the state is lost. \
      Say the state: give the image or its row an `.accessibilityLabel(...)` or `.accessibilityValue(...)` driven by \
      the same condition (`.accessibilityLabel(isSynced ? "Synced" : "Not synced")`), or show text that changes with \
      it.

      The rule reports `Image(systemName:)` and `Label(_:systemImage:)` whose symbol is a conditional between two \
      names written out (`ok ? "checkmark" : "xmark"`, or `if ok { Image(systemName: "checkmark") } else { \
      Image(systemName: "xmark") }`), where no text, label or value in the same stack or picker label reads any name of the \
      condition. A symbol in a control's label is the control's name, not a state (a play button that shows \
      'pause' while playing says 'Pause', which is right), and a control that shows its state only by a symbol is \
      a matter of its traits and value: those are left to other rules. So the rule passes over symbols in a \
      control's label, in a control style's body, in a view type of the project's own that is shown only in \
      labelled places, and in a view helper (`var playButton: some View`) that this file never shows, or shows in a \
      control's label (itself or through another helper); symbols inside hidden views or views labelled as a whole; \
      a chart mark's symbol (`.symbol { ... }`), read by the mark's values; and a `Label` whose title changes with \
      the branch that picks its symbol.

      A symbol picked by a property of a value (`Label(item.title, systemImage: item.status.systemImage)`) is \
      reported when an enum of the project whose name says it is a state (`Status`, `ConnectionState`, `health`) \
      declares that property as a `switch self` giving a name per case, and either the value's name says it is a \
      state too or no enum of another kind declares the same property: a platform's or a file type's icon \
      (`device.platform.iconName`) names a thing, not a state, and is left alone. Text beside it that reads the same \
      value (`Text(order.status.title)`) says the state.

      On the eight apps of the names catalogue the first version (ternaries only) reported one symbol, about layout \
      (`wristLocation == .left`, why layout conditions are passed over); with `if`/`else` branches read too it \
      reports 3, all real (Swiftfin's list checkbox, kiwix's integrity tick or cross, and kiwix's yes/no attribute, \
      once text under another `#if` clause, compiled only for macOS, stopped counting as saying the state), and on \
      three apps nobody here had linted 1, real (talk-ios's participant row, selected only by a tick). Every other \
      symbol chosen by a condition there was in a control, beside text read from the same condition, or about \
      layout. Reading helpers this file shows, and status properties, added 12 on the thirteen apps measured (the \
      eight, ProtonVPN, passepartout and the three), all on the eight: two symbols of chart marks, a `Label` whose \
      title changes with the symbol, and two helpers shown in a button's label through another helper are passed \
      over now, as is a helper this file never names (Trio's selected preset, shown from another file, which is \
      missed); the other 6 are real (Swiftfin's paused or playing session, kiwix's diagnostics, Trio's open loop \
      and completed step, yattee's hardware capabilities and network status). On by default: 10 of 10 real.
      """,
    triggering: [
      Example(
        """
        HStack {
          Text(server.name)
          1️⃣Image(systemName: server.isReachable ? "checkmark.circle.fill" : "xmark.circle.fill")
            .foregroundStyle(server.isReachable ? .green : .red)
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("server.isReachable")]),
      Example(
        """
        VStack {
          1️⃣Label("Front door", systemImage: isLocked ? "lock.fill" : "lock.open")
          Text(lastChanged, style: .relative)
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("isLocked")]),
      Example(
        """
        HStack {
          Text(column.title)
          1️⃣Image(systemName: sort.ascending ? "chevron.up" : "chevron.down")
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("sort.ascending")]),
      Example(
        """
        HStack {
          Text(title)
          Spacer()
          #if os(macOS)
          Text(detail ? "Yes" : "No")
          #else
          if detail { 2️⃣Image(systemName: "checkmark.circle.fill") } else { Image(systemName: "multiply.circle.fill") }
          #endif
        }
        HStack {
          Text(file.name)
          Spacer()
          if file.isIntegrityChecked {
            1️⃣Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
          } else {
            Image(systemName: "xmark.circle.fill").foregroundStyle(.red)
          }
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("file.isIntegrityChecked"), "2️⃣": .stateOnlyInSymbol("detail")]),
      Example(
        """
        struct DiagnosticsView: View {
          var body: some View {
            List { checks }
          }
          private var checks: some View {
            ForEach(model.items) { item in
              1️⃣Label(item.title, systemImage: item.status.systemImage)
            }
          }
        }
        enum Status {
          case initial, inProgress, complete
          var systemImage: String {
            switch self {
            case .initial: "circle"
            case .inProgress: "circle.dashed"
            case .complete: "checkmark.circle.fill"
            }
          }
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("item.status")]),
      Example(
        """
        struct CapabilitiesView: View {
          var body: some View {
            Form {
              HStack { Text("Online"); statusIndicator(connectivity.isOnline) }
            }
          }
          @ViewBuilder private func statusIndicator(_ isActive: Bool) -> some View {
            if isActive {
              1️⃣Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            } else {
              Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
            }
          }
        }
        """,
        expect: ["1️⃣": .stateOnlyInSymbol("isActive")]),
    ],
    nonTriggering: [
      Example(
        """
        HStack {
          Text(title)
          if isVerified {
            Image(systemName: "checkmark.seal.fill")
            Text("Verified")
          } else {
            Image(systemName: "xmark.seal")
          }
          if isOn { Image(systemName: "bell") } else { Image(systemName: "bell") }
          if let date, isRecent { Image(systemName: "clock") } else { Image(systemName: "calendar") }
        }
        Button(action: toggle) {
          if isOn { Image(systemName: "bell.fill") } else { Image(systemName: "bell.slash") }
        }
        .accessibilityLabel(isOn ? "Mute" : "Unmute")
        """),
      Example(
        """
        HStack {
          Text(server.name)
          Image(systemName: server.isReachable ? "checkmark.circle.fill" : "xmark.circle.fill")
            .accessibilityLabel(server.isReachable ? "Reachable" : "Unreachable")
        }
        """),
      Example(
        """
        HStack {
          Image(systemName: isSynced ? "checkmark" : "exclamationmark.triangle")
          Text(isSynced ? "Synced" : "Not synced")
        }
        """),
      Example(
        """
        Button(action: togglePlayback) {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
        }
        .accessibilityLabel(isPlaying ? "Pause" : "Play")
        """),
      Example(
        """
        HStack {
          Text("Wi-Fi")
          Image(systemName: isConnected ? "wifi" : "wifi.slash")
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(isConnected ? "Connected" : "Off")
        """),
      Example(
        """
        Image(systemName: "checkmark.seal.fill")
        Image(systemName: item.symbolName)
        Label(isMuted ? "Unmute" : "Mute", systemImage: isMuted ? "speaker.slash" : "speaker.wave.2")
        Image(systemName: isOn ? "star.fill" : "star").accessibilityHidden(true)
        Image(systemName: WKInterfaceDevice.current().wristLocation == .left ? "arrow.clockwise" : "arrow.counterclockwise")
        """),
      Example(
        """
        Picker(selection: $filter) {
          Text("Users").tag(true)
          Text("System").tag(false)
        } label: {
          Text(hasUserID ? "Users" : "System")
          Image(systemName: hasUserID ? "person" : "gearshape")
        }
        struct SortStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Image(systemName: descending ? "chevron.down" : "chevron.up") }
          }
        }
        """),
      Example(
        """
        struct OptionCard: View {
          var body: some View {
            HStack { Text(title); Image(systemName: selected ? "checkmark.circle.fill" : "circle") }
          }
        }
        struct Options: View {
          var body: some View {
            Button(action: choose) { OptionCard() }
          }
        }
        private var playPauseButton: some View {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill").frame(width: 44, height: 44)
        }
        """),
      Example(
        """
        struct PillButton: View {
          var body: some View {
            Button(action: action) { content }
          }
          @ViewBuilder private var content: some View {
            switch kind {
            case .playPause: playPauseIcon
            default: EmptyView()
            }
          }
          private var playPauseIcon: some View {
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
          }
        }
        """),
      Example(
        """
        struct DownloadRow: View {
          var body: some View {
            HStack {
              Text(download.title)
              if isWaitingForWiFi {
                Label("Waiting for Wi-Fi", systemImage: "wifi")
              } else {
                Label("Queued", systemImage: "clock")
              }
              Image(systemName: device.platform.iconName)
            }
          }
        }
        enum Platform {
          case phone, tv
          var iconName: String {
            switch self {
            case .phone: "iphone"
            case .tv: "appletv"
            }
          }
        }
        """),
      Example(
        """
        Chart(readings) { reading in
          PointMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
            .symbol {
              if reading.isManual { Image(systemName: "drop.fill") } else { Image(systemName: "circle.fill") }
            }
        }
        """),
      Example(
        """
        struct OrderDetailView: View {
          var body: some View {
            HStack {
              Text(order.status.title)
              Spacer()
              Image(systemName: order.status.iconSystemName)
            }
          }
        }
        enum OrderStatus {
          case placed, ready, completed
          var iconSystemName: String {
            switch self {
            case .placed: "list.bullet"
            case .ready: "checkmark.circle"
            case .completed: "shippingbox"
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 9, checked: 9, real: 9),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 3, checked: 3, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 1),
    ])

  public init() {}

  /// Which of the project's view types are shown only in labelled places, and which properties pick a state's symbol.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self, SymbolPropertyFacts.self]

  /// Only images and labels name symbols: the engine hands the rule those alone.
  public let notedViews: Set<String> = ["Image", "Label"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let choice = view.symbolChoice, view.controlWhoseLabelHolds == nil, !view.isInControlStyle,
      !view.isChartMarkSymbol,
      !view.isInLabelledPlace, !view.hasStateValue, !view.saysState(of: choice.condition, in: context.file),
      !view.isInViewHelper(context.file)
    else { return }
    context.report(
      .stateOnlyInSymbol(
        choice.condition.map(\.trimmedText).joined(separator: " ").split(whereSeparator: \.isWhitespace)
          .joined(separator: " ")),
      at: view.base,
      unless: .anyOf([
        view.enclosingType.map { .everyUseIsLabelled(viewType: $0.name) },
        choice.property.map { .picksNoStateSymbol($0.member, receiver: $0.receiver) },
      ]))
  }
}

/// How a symbol's name is chosen: by a condition written beside it, or by a property of a value the condition names,
/// which may pick a state's symbol (``SymbolPropertyFacts``).
private struct SymbolChoice {
  let condition: [ExprSyntax]
  /// `systemImage` and `status` of `item.status.systemImage`.
  let property: (member: String, receiver: String)?
}

extension ViewCall {
  /// How the symbol of `Image(systemName:)` or `Label(_:systemImage:)` is chosen: by `condition ? "a" : "b"`, two
  /// names written out (the condition is the elements of the unfolded sequence before the `?`, which binds looser
  /// than any operator in them); by an `if condition` the view is all of, whose `else` is the same view with another
  /// name written out; or by a property of a value (`item.status.systemImage`, whose condition is `item.status`).
  fileprivate var symbolChoice: SymbolChoice? {
    guard let parameter = symbolParameter, let symbol = argument(parameter) else { return nil }
    if let property = symbol.as(MemberAccessExprSyntax.self), let receiver = property.base,
      let receiverName = receiver.as(MemberAccessExprSyntax.self)?.declName.baseName
        ?? receiver.as(DeclReferenceExprSyntax.self)?.baseName,
      case .identifier(let name) = receiverName.tokenKind, name.first?.isLowercase == true
    {
      return SymbolChoice(condition: [receiver], property: (property.declName.baseName.text, name))
    }
    let condition: [ExprSyntax]
    if let elements = symbol.as(SequenceExprSyntax.self)?.elements, elements.count >= 3,
      elements.last?.is(StringLiteralExprSyntax.self) == true,
      let ternary = elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
      ternary.thenExpression.is(StringLiteralExprSyntax.self)
    {
      condition = Array(elements.dropLast(2))
    } else if let branchCondition = branchCondition(symbol: symbol, parameter: parameter) {
      condition = [branchCondition]
    } else {
      return nil
    }
    let isAboutLayout = condition.contains { element in
      element.tokens(viewMode: .sourceAccurate).contains { ViewCall.layoutNames.contains($0.text) }
    }
    return isAboutLayout ? nil : SymbolChoice(condition: condition, property: nil)
  }

  /// The argument that names the symbol: `systemName` of an `Image`, `systemImage` of a `Label`.
  private var symbolParameter: String? {
    switch name {
    case "Image": "systemName"
    case "Label": "systemImage"
    default: nil
    }
  }

  /// The condition of `if condition { Image(systemName: "a") } else { Image(systemName: "b") }` for the first view,
  /// each branch all one view of the same kind with a name written out: the `if` picks the symbol as a ternary would.
  private func branchCondition(symbol: ExprSyntax, parameter: String) -> ExprSyntax? {
    guard let name = symbol.as(StringLiteralExprSyntax.self)?.plainText,
      let body = expression.parent?.parent?.as(CodeBlockItemListSyntax.self), body.count == 1,
      let choice = body.parent?.parent?.as(IfExprSyntax.self), choice.body.statements.id == body.id,
      choice.conditions.count == 1, let condition = choice.conditions.first?.condition.as(ExprSyntax.self),
      let otherwise = choice.elseBody?.as(CodeBlockSyntax.self)?.statements, otherwise.count == 1,
      let other = otherwise.first?.item.as(ExprSyntax.self).map(ViewChain.base(of:))?.as(FunctionCallExprSyntax.self),
      other.calleeName == self.name,
      // A title that changes with the symbol (`Label("Queued", ...)` or `Label("Waiting for Wi-Fi", ...)`) says it.
      other.arguments.first(where: { $0.label == nil })?.expression.trimmedText
        == firstUnlabeledArgument?.trimmedText,
      let otherName = other.arguments.first(where: { $0.label?.text == parameter })?.expression
        .as(StringLiteralExprSyntax.self)?.plainText, otherName != name
    else { return nil }
    return condition
  }

  /// Names of conditions about where things are drawn, not a state: a symbol that points the way the layout or the
  /// device does (`wristLocation == .left ? "digitalcrown.arrow.clockwise" : ...`).
  private static let layoutNames: Set<String> = [
    "left", "right", "leading", "trailing", "layoutDirection", "wristLocation", "horizontalSizeClass",
    "verticalSizeClass", "orientation", "isLandscape", "isPortrait", "colorScheme", "userInterfaceIdiom",
  ]

  /// Whether the image draws a chart mark's symbol (`PointMark(...).symbol { Image(...) }`): VoiceOver reads the mark
  /// by its values, not the image.
  fileprivate var isChartMarkSymbol: Bool {
    sequence(first: self, next: \.parent).contains { view in
      if case .modifier("symbol", _) = view.role { return true }
      return false
    }
  }

  /// Whether `.accessibilityValue(...)` on the view or a view around it says a value VoiceOver reads with it.
  fileprivate var hasStateValue: Bool {
    sequence(first: self, next: \.parent).contains { $0.hasModifier("accessibilityValue") }
  }

  /// Whether text VoiceOver reads beside the symbol names something of the condition: a `Text`, a `Label`'s title,
  /// or an accessibility label or value in the nearest stack or picker label around the symbol (or the symbol's own
  /// `Label` title) reads one of the condition's names (`isSynced` of `settings.isSynced == true`).
  fileprivate func saysState(of condition: [ExprSyntax], in file: FileModel) -> Bool {
    // The last name of each chain: `isReachable` of `server.isReachable`, not `server`, which any text may read; and
    // `status` of `order.status`, the value whose property (`order.status.iconName`) picks the symbol.
    let names = Set(
      condition.flatMap { element -> [String] in
        let tokens = Array(element.tokens(viewMode: .sourceAccurate))
        return tokens.indices.compactMap { index in
          guard case .identifier(let text) = tokens[index].tokenKind,
            index + 1 == tokens.count || tokens[index + 1].tokenKind != .period
          else { return nil }
          return text
        }
      })
    let place = ancestors.first { ViewCall.readTogether.contains($0.name ?? "") } ?? self
    // Text compiled only for another platform (`#if os(macOS) Text(ok ? "Yes" : "No") #else ...`) is not read here.
    let symbolClauses = Set(file.scope(of: expression).compilationClauses.map(\.id))
    var views = [place]
    while let view = views.popLast() {
      if view !== place,
        !file.scope(of: view.expression).compilationClauses.allSatisfy({ symbolClauses.contains($0.id) })
      {
        continue
      }
      views += view.children
      let readTexts: [ExprSyntax] =
        switch view.name {
        case "Text": view.arguments.map(\.expression)
        case "Label": [view.firstUnlabeledArgument, view.argument("title")].compactMap { $0 }
        default: []
        }
      let accessibility = view.modifiers.filter { ["accessibilityLabel", "accessibilityValue"].contains($0.name) }
      for expression in readTexts.map(Syntax.init) + accessibility.map({ Syntax($0.call) })
      where expression.tokens(viewMode: .sourceAccurate).contains(where: {
        if case .identifier(let text) = $0.tokenKind { return names.contains(text) }
        return false
      }) {
        return true
      }
    }
    return false
  }

  /// Whether the symbol's view tree is the value of a helper (`var playButton: some View { ... }`) rather than of
  /// `body`, which may be a control's label: one this file never names, or names in a labelled place such as a
  /// control's label.
  fileprivate func isInViewHelper(_ file: FileModel) -> Bool {
    guard let uses = usesOfEnclosingHelper(in: file) else { return false }
    return uses.isEmpty || uses.contains(true)
  }

  /// The views whose texts are read together with a symbol inside them: stacks, rows and the labels of pickers.
  fileprivate static let readTogether: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "LabeledContent", "GridRow", "Picker",
  ]
}

extension FindingMessage {
  fileprivate static func stateOnlyInSymbol(_ condition: String) -> FindingMessage {
    FindingMessage(
      "The symbol shown for '\(condition)' is the only sign of that state; say it in an accessibility label or value")
  }
}
