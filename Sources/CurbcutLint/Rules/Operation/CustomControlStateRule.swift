import CurbcutReporting
import SwiftSyntax

/// Hand-built toggles, checkboxes, radio buttons and tabs whose state only their look shows.
public struct CustomControlStateRule: ViewRule {
  public static let description = RuleDescription(
    id: "custom_control_state",
    name: "Custom control state",
    impact: .high,
    impactDescription: """
      VoiceOver reads "Wi-Fi, button" whether it is on or off, and "Home, button" for the selected tab and the others \
      alike: the state is shown, never said
      """,
    wcag: ["4.1.2"],
    tags: ["voiceover", "traits", "states", "controls"],
    rationale: """
      A `Toggle` tells VoiceOver it is on or off, and a `TabView` which tab is selected. A `Button` made to act as \
      one (a checkbox, a radio button, a segment, seed 004's custom tab bar) shows its state by its look, a filled \
      symbol or an accent colour, and VoiceOver reads none of it. Give it the state: \
      `.accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)` as seed 004 does, \
      `.accessibilityAddTraits(.isToggle)` (iOS 17) for an on/off switch, or an `.accessibilityValue(...)` that \
      says it; or use a `Toggle` or a `Picker` with a style of the design system's.

      Reported, as the precise core: a `Button` whose action only flips a Bool (`isOn.toggle()`) or sets a selection \
      (`selectedTab = tab`) and whose label reads that same state in a condition (`isOn ? "checkmark.square" : \
      "square"`, `selectedTab == tab ? .accentColor : .secondary`), with no selected or toggle trait, accessibility \
      value, label or representation that says it, or a title that reads the state (`Text(isFollowing ? "Unfollow" : \
      "Follow")`); or whose label shows a mark and no words when the state holds (`if theme == option { \
      Image(systemName: "checkmark") }`, a settings list's chosen row). Buttons whose look does not show the state, a \
      `@FocusState` toggled (VoiceOver follows the focus to the field, which announces its own role) or the flag of a \
      `.sheet(isPresented:)`, popover or alert (VoiceOver moves into what it presents), and taps on other views, are \
      not reported.

      On six apps nobody here had linted, 9 findings, 8 real: torch and show-password toggles whose symbol alone says \
      on or off, a disclosure whose chevron alone says it is open, a "Custom" option whose colour alone says it is \
      chosen. The other marked a row while its deletion is confirmed (its `.opacity`, `.scaleEffect` and `.offset`): \
      conditions in those passing effects are no longer read as a state shown.

      On three apps nobody here had read or tuned on (Cisum, WeChat-SwiftUI, SwiftUI_DevLog), the first version's 3 \
      findings held 2 real (a segment's colour); the third toggled a `@FocusState`, passed over since. Reading them \
      found a theme list whose chosen row is marked by an `if` around a checkmark: read since, 3 findings, all \
      real. A sheet's flag (wallabag's tag button, `showTag ? "tag.fill" : "tag"` with `.sheet(isPresented: \
      $showTag)`) is passed over since.

      On three apps nobody here had linted (ChordCombiner-SwiftUI, MusicOffline-SwiftUI, Why-Not-SwiftUI), both \
      findings were read: "Press Me" buttons of an animation showcase whose colour swaps with the animation they \
      start, which the reader judged doubtful, neither plainly real.

      On three iOS apps nobody here had linted (Threema, Thunderbird, LLMonFHIR), its one finding was not real: the \
      symbol the button shows is labelled by the state (`.accessibilityLabel("\\(isTextToSpeechEnabled ? "Disable" : \
      "Enable") Text to Speech")`), which VoiceOver reads as the button's name; a label or value given to what the \
      button shows that reads the state is taken as saying it since. Reading them found buttons whose state shows \
      only by colour or symbol through a property of a view of their own, which its caller sets (Thunderbird's \
      editor toolbar, `struct EditorToolbarButton: View { let isActive: Bool ... }`). Such a button is reported \
      since when the property is a stored `Bool` named as a selection goes (`isSelected`, `isActive`, `isOn`, \
      `isChecked`, `isCurrent`, `isChosen`, `selected`, `checked`), unless a view around the button adds the \
      selected or toggle trait: 1 finding there, real. On the apps measured before, it adds 5, all real by its \
      author's reading (so not an untuned reading): a paywall's plan cards, an iPad sidebar's items (Why-Not-SwiftUI, \
      whose record it changes), a code editor's tabs, a to-do checkbox and an activity type card. Missed still: a \
      poll's choices and a survey's radio rows drawn by other patterns.
      """,
    triggering: [
      Example(
        """
        1️⃣Button {
          agreesToTerms.toggle()
        } label: {
          HStack {
            Image(systemName: agreesToTerms ? "checkmark.square.fill" : "square")
            Text("I agree to the terms")
          }
        }
        """,
        expect: ["1️⃣": .stateNotExposed("agreesToTerms")]),
      Example(
        """
        HStack {
          ForEach(Tab.allCases) { tab in
            1️⃣Button {
              selectedTab = tab
            } label: {
              VStack {
                Image(systemName: tab.icon)
                Text(tab.title)
              }
              .foregroundStyle(selectedTab == tab ? Color.accentColor : .secondary)
            }
          }
        }
        """,
        expect: ["1️⃣": .stateNotExposed("selectedTab")]),
      Example(
        """
        ForEach(sizes, id: \\.self) { size in
          1️⃣Button(size.name) { selectedSize = size }
            .buttonStyle(.bordered)
            .tint(size == selectedSize ? .accentColor : .gray)
        }
        """,
        expect: ["1️⃣": .stateNotExposed("selectedSize")]),
      Example(
        """
        ForEach(Theme.allCases) { option in
          1️⃣Button { theme = option } label: {
            HStack {
              Text(option.title)
              Spacer()
              if theme == option { Image(systemName: "checkmark") }
            }
          }
        }
        """,
        expect: ["1️⃣": .stateNotExposed("theme")]),
      Example(
        """
        // A view of the project's own, given the state by its caller, whose button shows it by colour alone.
        struct EditorToolbarButton: View {
          let systemImage: String
          let isActive: Bool
          let action: () -> Void

          var body: some View {
            1️⃣Button(action: action) {
              Image(systemName: systemImage)
                .foregroundStyle(isActive ? Color.accentColor : .primary)
            }
          }
        }
        """,
        expect: ["1️⃣": .stateNotExposed("isActive")]),
    ],
    nonTriggering: [
      Example(
        """
        Button {
          selectedTab = tab
        } label: {
          VStack {
            Image(systemName: tab.icon)
            Text(tab.label)
          }
          .foregroundStyle(selectedTab == tab ? Color.accentColor : .secondary)
        }
        .accessibilityLabel("\\(tab.label) tab")
        .accessibilityAddTraits(selectedTab == tab ? [.isButton, .isSelected] : .isButton)
        """),
      Example(
        """
        Toggle("I agree to the terms", isOn: $agreesToTerms)
        Button {
          isMuted.toggle()
        } label: {
          Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
        }
        .accessibilityValue(isMuted ? "Muted" : "On")
        """),
      Example(
        """
        /// The image the button shows is labelled by the state: VoiceOver reads that label as the button's name.
        Button {
          isSpeaking.toggle()
        } label: {
          Image(systemName: isSpeaking ? "speaker.wave.2" : "speaker.slash")
            .accessibilityLabel(isSpeaking ? "Stop reading aloud" : "Read aloud")
        }
        """),
      Example(
        """
        Button { userToDelete = user } label: { UserRow(user: user) }
          .opacity(userToDelete == user ? 0.5 : 1)
          .scaleEffect(userToDelete == user ? 0.95 : 1)
        Button("Show details") { showsDetails.toggle() }
        Button(action: { isPlaying.toggle() }) {
          Label(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill")
        }
        """),
      Example(
        """
        Button { theme = .dark } label: {
          HStack {
            Text("Dark")
            if theme == .dark { Text("Selected").foregroundStyle(.secondary) }
          }
        }
        Button { isExpanded.toggle() } label: {
          VStack {
            Label("Details", systemImage: "chevron.down")
            if isExpanded { DetailsView(item: item) }
          }
        }
        """),
      Example(
        """
        Button { showsTags.toggle() } label: {
          Label("Tags", systemImage: showsTags ? "tag.fill" : "tag")
        }
        .sheet(isPresented: $showsTags) { TagPicker() }
        """),
      Example(
        """
        struct TagEditor: View {
          @FocusState private var editsTags: Bool
          var body: some View {
            Button { editsTags.toggle() } label: {
              Image(systemName: editsTags ? "xmark.circle.fill" : "plus.circle.fill")
            }
          }
        }
        """),
      Example(
        """
        struct FormatButton: View {
          let symbol: String
          let isActive: Bool
          let action: () -> Void

          var body: some View {
            Button(action: action) {
              Image(systemName: symbol).foregroundStyle(isActive ? Color.accentColor : .primary)
            }
            .accessibilityAddTraits(isActive ? .isSelected : [])
          }
        }

        /// The trait given to the row around the button reaches it too; a loading flag is no selection.
        struct ProposalRow: View {
          let title: String
          let isSelected: Bool
          let isLoading: Bool
          let select: (Bool) -> Void

          var body: some View {
            HStack {
              Button { select(!isSelected) } label: {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
              }
              Button { select(true) } label: { isLoading ? Text("Saving") : Text(title) }
            }
            .accessibilityAddTraits(isSelected ? .isSelected : [])
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 9, checked: 9, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 1),
    ])

  public init() {}

  public let notedViews: Set<String> = ["Button"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.name == "Button", let state = changedState(of: view, in: context) ?? view.selectionGivenToItsView,
      context.file.source(of: Syntax(view.expression), contains: state),
      view.readsInACondition(state), !view.saysItsState(state)
    else { return }
    context.report(.stateNotExposed(state), at: view.base)
  }

  /// The state the button's action only flips or sets, when that is all it does. A focus state is no control's:
  /// VoiceOver follows the focus to the field, whose own role it announces; nor is the flag that presents a sheet,
  /// popover or alert, which VoiceOver moves into.
  private func changedState(of button: ViewCall, in context: RuleContext) -> String? {
    guard let action = button.argument("action")?.as(ClosureExprSyntax.self), action.statements.count == 1,
      let state = action.statements.first?.changedState,
      button.enclosingType?.property(named: state)?.hasAttribute("FocusState") != true,
      !context.file.isPresentationFlag(state)
    else { return nil }
    return state
  }
}

extension CodeBlockItemSyntax {
  /// The state a button's action changes, when that is all it does: `isOn` of `isOn.toggle()`, `selectedTab` of
  /// `selectedTab = tab` (`self.` left out).
  fileprivate var changedState: String? {
    if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle"
    {
      return member.base?.nameOnSelf
    }
    return assignment?.target.nameOnSelf
  }
}

extension ViewCall {
  /// For a button that a view of its own draws, the Bool that view is given to say the button is selected or on
  /// (`struct EditorToolbarButton: View { let isActive: Bool ... }`): its caller's action changes it, out of this
  /// file's sight, and the button shows it. Only the names such a state goes by, stored, not computed.
  fileprivate var selectionGivenToItsView: String? {
    guard let type = enclosingType, type.kind == .struct, type.conforms(to: SwiftUIViews.viewProtocol) else {
      return nil
    }
    // Found by its name, without reading every property of every view that shows a button.
    guard let property = type.firstProperty(namedAnyOf: Self.selectionNames), !property.isStatic,
      property.getter == nil, property.typeName == "Bool"
    else { return nil }
    return property.name
  }

  private static let selectionNames: NameSet = [
    "isSelected", "isActive", "isOn", "isChecked", "isCurrent", "isChosen", "selected", "checked",
  ]

  /// Whether the view's look reads `state` in a condition: a ternary written in the view's label or modifiers whose
  /// condition names it (`isOn ? a : b`, `selected == tab ? a : b`), or an `if` that shows a mark and no words when it
  /// holds (`if theme == .dark { Image(systemName: "checkmark") }`). The action, which changes the state, is skipped.
  fileprivate func readsInACondition(_ state: String) -> Bool {
    let action = argument("action")?.id
    var pending: [Syntax] = [Syntax(expression)]
    while let node = pending.popLast() {
      if node.id == action { continue }
      if let ternary = node.as(UnresolvedTernaryExprSyntax.self),
        let sequence = ternary.parent?.as(ExprListSyntax.self),
        sequence.prefix(while: { $0.id != ternary.id }).contains(where: { Self.names($0, state) }),
        !Self.isPassingEffect(around: ternary)
      {
        return true
      }
      if let choice = node.as(IfExprSyntax.self),
        choice.conditions.namesIdentifier(state),
        Self.showsOnlyMarks(choice.body)
      {
        return true
      }
      pending += node.children(viewMode: .sourceAccurate)
    }
    return false
  }

  /// Whether the code shows marks alone, images and shapes (`Image(systemName: "checkmark")`, `Circle().fill(...)`):
  /// no words, which would say the state, nor a view that may hold some.
  private static func showsOnlyMarks(_ code: CodeBlockSyntax) -> Bool {
    let types = code.tokens(viewMode: .sourceAccurate).filter { token in
      if case .identifier = token.tokenKind { return token.text.first?.isUppercase == true }
      return false
    }
    return !types.isEmpty && types.allSatisfy { markViews.contains($0.text) }
  }

  /// The views that draw a mark and no words.
  private static let markViews: Set<String> = [
    "Image", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color",
  ]

  /// Whether the condition is an argument of a passing effect (`.opacity`, `.scaleEffect`, `.offset`): feedback while
  /// something happens, such as a row marked while its deletion is confirmed, rather than a state shown.
  private static func isPassingEffect(around ternary: UnresolvedTernaryExprSyntax) -> Bool {
    let call = sequence(first: Syntax(ternary), next: \.parent).lazy.compactMap { $0.as(FunctionCallExprSyntax.self) }
      .first
    return ["opacity", "scaleEffect", "offset"].contains(call?.calleeName ?? "")
  }

  private static func names(_ expression: ExprSyntax, _ state: String) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == state
      || expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == state
  }

  /// Whether the button tells VoiceOver its state some other way: a selected or toggle trait, an accessibility value,
  /// a label or representation of its own, or a title that changes with the state (`Label(isPlaying ? "Pause" :
  /// "Play", ...)`).
  fileprivate func saysItsState(_ state: String) -> Bool {
    let saidByModifier = modifiers.contains { modifier in
      switch modifier.name {
      case "accessibilityValue", "accessibilityLabel", "accessibilityRepresentation": return true
      case "accessibilityAddTraits": return modifier.addsSelectedOrToggleTrait
      default: return false
      }
    }
    // A selected trait given to a view around the button (`HStack { Button ... }.accessibilityAddTraits(isSelected ?
    // .isSelected : [])`) reaches it too.
    let saidAround = ancestors.contains { ancestor in
      ancestor.modifiers(named: "accessibilityAddTraits").contains(where: \.addsSelectedOrToggleTrait)
    }
    let titles =
      [firstUnlabeledArgument]
      + children.filter { $0.name == "Label" || $0.name == "Text" }.map(\.arguments.first?.expression)
    return saidByModifier || saidAround
      || titles.contains { $0?.namesIdentifier(state) ?? false }
      || contentIsLabelledBy(state)
  }

  /// Whether a view the button shows is given a label or value that reads the state (`Image(systemName: ...)
  /// .accessibilityLabel(isSpeaking ? "Stop reading aloud" : "Read aloud")`): VoiceOver reads it as the button's name.
  private func contentIsLabelledBy(_ state: String) -> Bool {
    children.contains { child in
      child.modifiers.contains { modifier in
        (modifier.name == "accessibilityLabel" || modifier.name == "accessibilityValue")
          && modifier.call.arguments.namesIdentifier(state)
      } || child.contentIsLabelledBy(state)
    }
  }
}

extension Modifier {
  /// Whether the modifier adds the selected or the toggle trait (`.accessibilityAddTraits(isOn ? .isSelected : [])`).
  fileprivate var addsSelectedOrToggleTrait: Bool {
    name == "accessibilityAddTraits" && (mentions("isSelected") || mentions("isToggle"))
  }
}

extension SyntaxProtocol {
  /// Whether the node holds a name token spelled `name`: a state read in a condition, a title or a label.
  fileprivate func namesIdentifier(_ name: String) -> Bool {
    tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
  }
}

extension FindingMessage {
  fileprivate static func stateNotExposed(_ state: String) -> FindingMessage {
    FindingMessage(
      "Button shows '\(state)' by its look alone, and VoiceOver does not say it; add the .isSelected (or .isToggle) "
        + "trait or an accessibility value")
  }
}
