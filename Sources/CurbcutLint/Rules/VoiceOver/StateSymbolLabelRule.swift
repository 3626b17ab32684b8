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
      labelled places, and in a view helper (`var playButton: some View`) whose place this file does not show; \
      and symbols inside hidden views or views labelled as a whole. A symbol picked by a status type's property \
      (`status.iconName`) is not reported yet: the rule reads the condition only where it is written.

      On the eight apps of the names catalogue the first version (ternaries only) reported one symbol, about layout \
      (`wristLocation == .left`, why layout conditions are passed over); with `if`/`else` branches read too it \
      reports 3, all real (Swiftfin's list checkbox, kiwix's integrity tick or cross, and kiwix's yes/no attribute, \
      once text under another `#if` clause, compiled only for macOS, stopped counting as saying the state), and on \
      three apps nobody here had linted 1, real (talk-ios's participant row, selected only by a tick). Every other \
      symbol chosen by a condition there was in a control, beside text read from the same condition, or about \
      layout. On by default: 4 of 4 real.
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
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 1, checked: 1, real: 1),
    ])

  public init() {}

  /// Which of the project's view types are shown only in labelled places.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let condition = view.symbolCondition, view.controlWhoseLabelHolds == nil, !view.isInControlStyle,
      !view.isInLabelledPlace, !view.hasStateValue, !view.saysState(of: condition, in: context.file),
      !view.isInViewHelper(context.file)
    else { return }
    context.report(
      .stateOnlyInSymbol(
        condition.map(\.trimmedDescription).joined(separator: " ").split(whereSeparator: \.isWhitespace)
          .joined(separator: " ")),
      at: view.base,
      unless: view.enclosingType.map { .everyUseIsLabelled(viewType: $0.name) })
  }
}

extension ViewCall {
  /// The condition of the symbol of `Image(systemName:)` or `Label(_:systemImage:)` when it is
  /// `condition ? "a" : "b"`, two names written out (the elements of the unfolded sequence before the `?`, which
  /// binds looser than any operator in them), or when the view is all of an `if condition` whose `else` is the same
  /// view with another name written out.
  fileprivate var symbolCondition: [ExprSyntax]? {
    guard let parameter = symbolParameter, let symbol = argument(parameter) else { return nil }
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
    return isAboutLayout ? nil : condition
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

  /// Whether `.accessibilityValue(...)` on the view or a view around it says a value VoiceOver reads with it.
  fileprivate var hasStateValue: Bool {
    sequence(first: self, next: \.parent).contains { $0.hasModifier("accessibilityValue") }
  }

  /// Whether text VoiceOver reads beside the symbol names something of the condition: a `Text`, a `Label`'s title,
  /// or an accessibility label or value in the nearest stack or picker label around the symbol (or the symbol's own
  /// `Label` title) reads one of the condition's names (`isSynced` of `settings.isSynced == true`).
  fileprivate func saysState(of condition: [ExprSyntax], in file: FileModel) -> Bool {
    // The last name of each chain: `isReachable` of `server.isReachable`, not `server`, which any text may read.
    let names = Set(
      condition.flatMap { $0.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
        guard case .identifier(let text) = token.tokenKind,
          token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period
        else { return nil }
        return text
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
  /// `body`: shown where this file does not say, maybe as a control's label.
  fileprivate func isInViewHelper(_ file: FileModel) -> Bool {
    let root = ancestors.reduce(self) { $1 }
    return file.scope(of: root.expression).binding?.name.map { $0 != "body" } ?? false
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
