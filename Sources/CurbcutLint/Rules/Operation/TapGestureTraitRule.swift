import CurbcutReporting
import SwiftSyntax

/// Views that act on a single tap without being announced as a button or a link.
public struct TapGestureTraitRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "tap_gesture_trait",
    name: "Tap gesture trait",
    impact: .high,
    impactDescription: """
      VoiceOver reads the view as text or an image, never as something to activate: its users do not know it does \
      anything, and Voice Control and Switch Control users may not reach it
      """,
    wcag: ["4.1.2", "2.1.1"],
    tags: ["voiceover", "traits", "controls", "gestures"],
    rationale: """
      A `Button` tells VoiceOver it is a button; a view given `.onTapGesture { ... }` (or `.gesture(TapGesture())`) \
      does not, so VoiceOver reads "Delete" where it should read "Delete, button", and nothing says the element can \
      be activated (seeds 000, 003 and 004 all flag it). Make it a `Button` (with `.buttonStyle(.plain)` to keep its \
      look), or add `.accessibilityAddTraits(.isButton)` (`.isLink` for one that opens a page), which is the \
      correction. A tap inside a control's label is out of reach altogether: VoiceOver activates the control, never \
      the tap, so the fix there is an `.accessibilityAction(named:)` on the control for what the tap does.

      Not reported: a view given the button or link trait anywhere in its chain (also through a modifier of the \
      project's that adds it only `if #available`), a default `.accessibilityAction`, or an \
      `.accessibilityRepresentation`; a view inside an element that ignores or combines its children and is itself a \
      button, a link or adjustable (seed 001's rating, whose stars are tapped and whose element is adjusted); a tap \
      whose action an accessibility action (a named one, the escape gesture's) or a `Button` of the same view type \
      runs too, so VoiceOver reaches it that way (a row with a chevron button; not a dimming layer, which seed 004 \
      flags beside a modal's Done button); a tap on rows of the project's view types that are announced as buttons \
      themselves (their `body` gives the trait), which activating one taps; a tap that does nothing a VoiceOver user \
      needs a control for (`.onTapGesture {}`, one that only moves or drops the \
      keyboard focus, `hideKeyboard()`, `removeFocus()`, `isFocused = false`, `focusedField = .name`, \
      `endEditing(true)` and a callback told of it (`onResign()`), also in `.gesture(TapGesture().onEnded { ... })`, \
      one that only logs, or one that only sets to `false` the flag of a system `.sheet`, popover or alert, which has \
      its own way out); a `.disabled(true)` view; a tap on a whole screen or list (`ScrollView`, `List`, `Form`, a \
      navigation or tab view) or on a control, which has its trait, or an input (a `TextField`, `Slider`, `Picker`), \
      which VoiceOver announces with a role of its own; double taps (`count: 2`, `gesture_alternative`'s); a hidden \
      view (`hidden_control`'s); and a tap in a style's body (`ButtonStyle`, `ToggleStyle`, a design system's own \
      `RatingControlStyle`), or in a view type the project uses only in styles' bodies (a rating style's marks), where \
      the component that applies the style owns its accessibility, as seed 001 asks; macOS code (`#if os(macOS)`, \
      or a view type used only there); and a widget's or Live Activity's code, or a view type only widgets show (a \
      chart a widget draws), where no tap runs.

      On six apps nobody here had linted, all 47 findings of the first version were read: 33 real (rows, cards, \
      custom radio buttons and expanders, a tutorial's "tap anywhere to continue", dimming layers that close a \
      custom sheet). The taps that focus a field, close a system sheet, log, sit on a disabled view or in macOS code \
      were passed over then; of the 43 findings left on the six apps, 40 were real, and 3 in code nothing uses. Run \
      again later, the rule gives 41 there: two of those 3, in view types nothing names (a private row type its \
      file never shows, a profile picture view), are passed over since in a run that reads whole projects (a run \
      given part of a project cannot take a type it sees no use of for dead code). Of the 41, 39 are real: a \
      closer reading finds one of the first 40, a popup's tap layer, reached only through functions nothing calls, \
      and the last is a modifier that only such a function applies. Every real tap without a trait found by reading \
      the apps (35, counting a tap helper's three callers) is reported.

      On three more apps nobody here had linted (Apple's sample-food-truck and sample-backyard-birds, codeapp), all \
      39 findings were read: 33 real (a code editor's tabs, file rows and source-control actions, cards). A tap \
      layer that only calls `removeFocus()` is passed over now; of the 5 others, 2 replay an animation or post a \
      notification that moves focus, one sits over a hidden `Button` of the same action, and two do what a button \
      inside or beside them does already, which are passed over now (36 findings, 33 real).

      On three iOS apps nobody here had linted (wxyc-ios-64, PayslipMax-iOS, onebusaway-ios), all 13 findings were \
      read: 4 real. Of the others, 2 tap a group whose rows are a view type of the project that adds the button \
      trait in its own body; 2 tap rows whose element offers the same action as a named custom action or an escape \
      action; 2 are dimming layers beside a labelled close button; one is in a view whose host takes no touches; one \
      in a view type nothing creates; one in `#if DEBUG`, which is passed over since with the rest of debug builds' \
      code (`skipped_code`). The rows announced as buttons and the taps an accessibility action runs are passed over \
      now, and so is the view type nothing creates, shown only by a UIKit view controller that no file of the project \
      names (not its code, a storyboard, an Objective-C file nor an `Info.plist`): 7 findings, the 4 real ones among \
      them.

      On three SwiftUI apps nobody here had linted (TelemetryViewer, MacMagazine's app, Mochi), all 19 findings of \
      a default run were read: 14 real (Mochi's cards, rows and chips that open or play, a player that shows its \
      controls on a tap, dimming layers that are the only way to close a menu or a banner). The others: 3 in chart \
      views that only a widget shows, where no tap runs, passed over since (a widget's code, and a view type only \
      widgets show); one beside a toggle that does the same; one in a popup nothing presents. 16 findings, 14 real.

      On three iOS apps nobody here had linted (Threema, Thunderbird, LLMonFHIR), all 17 findings were read: 16 real \
      (tap-to-copy texts, settings rows and wallpaper tiles that choose on a tap, reaction tabs, a mail's recipients \
      line). The other taps a skin-tone picker's backdrop, holding real buttons, to close it.
      """,
    triggering: [
      Example(
        """
        struct CompactRatingControl: View {
          @Binding var rating: Int
          let maxRating: Int

          var body: some View {
            HStack(spacing: 2) {
              ForEach(1...maxRating, id: \\.self) { index in
                Circle()
                  .fill(index <= rating ? .accentPrimary : .fill.tertiary)
                  .frame(width: 8, height: 8)
                  1️⃣.onTapGesture { rating = index }
              }
            }
          }
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait("Circle")]),
      Example(
        """
        // Moving the map to a place is an action, whatever the name says of focus.
        Text(place.name)
          1️⃣.onTapGesture { focusOnMap(place) }
        """,
        expect: ["1️⃣": .tapWithoutTrait("Text")]),
      Example(
        """
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
            1️⃣.onTapGesture { isPresented = false }
          ConfirmationCard()
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait(nil)]),
      Example(
        """
        HStack {
          Text(item.title)
          Spacer()
          if item.isSelected { Image(systemName: "checkmark") }
        }
        .contentShape(Rectangle())
        1️⃣.gesture(TapGesture().onEnded { select(item) })
        """,
        expect: ["1️⃣": .tapWithoutTrait("HStack")]),
      Example(
        """
        Button(action: openThread) {
          VStack(alignment: .leading) {
            Text(post.author)
              1️⃣.onTapGesture { openProfile(post.author) }
            Text(post.body)
          }
        }
        """,
        expect: ["1️⃣": .tapInsideControl("Text", control: "Button")]),
      Example(
        """
        struct TappableModifier: ViewModifier {
          let action: () -> Void
          func body(content: Content) -> some View {
            content.contentShape(Rectangle())1️⃣.onTapGesture(perform: action)
          }
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait(nil)]),
      Example(
        """
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
            1️⃣.onTapGesture { isPresented = false }
          Button("Delete trip") { delete(trip) }
        }
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
            2️⃣.onTapGesture { isPresented = false }
          VStack {
            Text("Confirm")
            Button("Done") { isPresented = false }
          }
          .accessibilityAddTraits(.isModal)
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait(nil), "2️⃣": .tapWithoutTrait(nil)]),
      Example(
        """
        struct StopRow: View {
          let stop: Stop
          var body: some View {
            HStack { Text(stop.name); Spacer() }
              .accessibilityElement(children: .combine)
              .accessibilityAddTraits(.isButton)
          }
        }
        struct RouteRow: View {
          let route: Route
          var body: some View { Text(route.name) }
        }
        struct ResultsList: View {
          let results: [SearchResult]
          var body: some View {
            ForEach(results) { result in
              Group {
                if let stop = result.stop { StopRow(stop: stop) } else { RouteRow(route: result.route) }
              }
              1️⃣.onTapGesture { open(result) }
            }
          }
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait("Group")]),
      Example(
        """
        ZStack {
          Button { withAnimation { isExpanded.toggle() } } label: { Image(systemName: "chevron.up") }
            .accessibilityLabel("Show map")
            .opacity(isExpanded ? 0 : 1)
          if isExpanded {
            Map(position: $position)
              1️⃣.onTapGesture { withAnimation { isExpanded.toggle() } }
          }
        }
        """,
        expect: ["1️⃣": .tapWithoutTrait("Map")]),
    ],
    nonTriggering: [
      Example(
        """
        import WidgetKit

        struct StepsWidgetView: View {
          let entry: StepsEntry
          var body: some View {
            BarChart(values: entry.steps)
              .onTapGesture { select(entry) }
          }
        }
        """),
      Example(
        """
        Circle()
          .fill(color)
          .onTapGesture { selectedColor = color }
          .accessibilityLabel(colorName)
          .accessibilityAddTraits(.isButton)
        Text(link.title)
          .onTapGesture { openURL(link.url) }
          .accessibilityAddTraits(.isLink)
        """),
      Example(
        """
        VStack(alignment: .leading) {
          Text(item.title)
          Text(item.description)
        }
        .onTapGesture { open() }
        .accessibilityElement(children: .combine)
        .accessibilityAction(.default) { open() }
        .accessibilityAction(named: "Delete") { delete() }
        """),
      Example(
        """
        HStack {
          ForEach(1...maxRating, id: \\.self) { index in
            Image(systemName: index <= rating ? "star.fill" : "star")
              .onTapGesture { rating = index }
          }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\\(rating) of \\(maxRating)")
        .accessibilityAdjustableAction { direction in
          rating = direction == .increment ? min(rating + 1, maxRating) : max(rating - 1, 1)
        }
        """),
      Example(
        """
        ScrollView { content }
          .onTapGesture { hideKeyboard() }
        ZStack { Color.black.opacity(0.001); Spacer() }
          .onTapGesture { removeFocus() }
        Color.clear.contentShape(Rectangle())
          .onTapGesture { isFocused = false }
        Rectangle().fill(.clear).onTapGesture {}
        Image(photo).onTapGesture(count: 2) { like() }
        """),
      Example(
        """
        VStack {
          HStack { Image(systemName: "magnifyingglass"); TextField("Search", text: $query).focused($isSearching) }
            .onTapGesture { isSearching = true }
          content
            .onTapGesture { if showMenu { showMenu = false } }
            .sheet(isPresented: $showMenu) { ProfileMenu() }
          RowAction(title: "Archive")
            .onTapGesture { print("not implemented") }
            .disabled(true)
        }
        """),
      Example(
        """
        TextField("From", text: $origin)
          .focused($field, equals: .origin)
          .onTapGesture { model.send(.didStartEditing(.origin)) }
        Slider(value: $volume).onTapGesture(count: 2) { volume = 0.5 }
        """),
      Example(
        """
        struct StarRatingStyle: RatingControlStyle {
          func makeBody(configuration: RatingControlConfiguration) -> some View {
            HStack {
              ForEach(1...configuration.maxRating, id: \\.self) { index in
                Image(systemName: index <= configuration.rating ? "star.fill" : "star")
                  .onTapGesture { configuration.setRating(index) }
              }
            }
          }
        }
        """),
      Example(
        """
        struct RatingMark: View {
          let value: Int
          let configuration: RatingControlConfiguration
          var body: some View {
            Circle().frame(width: 44, height: 44).onTapGesture { configuration.setRating(value) }
          }
        }
        struct DotRatingStyle: RatingControlStyle {
          func makeBody(configuration: RatingControlConfiguration) -> some View {
            HStack { ForEach(1...5, id: \\.self) { RatingMark(value: $0, configuration: configuration) } }
          }
        }
        """),
      Example(
        """
        Text(title)
          .onTapGesture { expand() }
          .modify { view in
            if #available(iOS 17, *) { view.accessibilityAddTraits(.isButton) } else { view }
          }
        Color.black.opacity(0.3)
          .onTapGesture { dismiss() }
          .accessibilityHidden(true)
        """),
      Example(
        """
        struct ResignKeyboardOnTap: ViewModifier {
          let onResign: () -> Void
          func body(content: Content) -> some View {
            content.gesture(TapGesture().onEnded { UIApplication.shared.endEditing(true); onResign() })
          }
        }
        """),
      Example(
        """
        struct CompactSidebar: View {
          @Binding var isVisible: Bool
          var body: some View {
            HStack(spacing: 0) {
              VStack { closeButton; FileTree() }
              ZStack { Color.black.opacity(0.001); Spacer() }
                .onTapGesture { withAnimation { isVisible.toggle() } }
            }
          }
          private var closeButton: some View {
            Button { withAnimation { self.isVisible.toggle() } } label: { Image(systemName: "sidebar.left") }
              .accessibilityLabel("Hide sidebar")
          }
        }
        Color.black.opacity(0.6)
          .onTapGesture { dismiss() }
          .accessibilityAction(.escape) { dismiss() }
        """),
      Example(
        """
        TripRow(trip: trip)
          .onTapGesture { open(trip) }
          .accessibilityAction(named: "Open") { open(trip) }
        HStack {
          Text(stop.name)
          Spacer()
          Button(action: showStop) { Image(systemName: "chevron.right") }
            .accessibilityLabel("Show stop")
        }
        .onTapGesture(perform: showStop)
        """),
      Example(
        """
        struct FavoriteStopCard: View {
          let stop: Stop
          var body: some View {
            VStack(alignment: .leading) { Text(stop.name).font(.headline); Text(stop.routes) }
              .accessibilityElement(children: .combine)
              .accessibilityAddTraits(.isButton)
          }
        }
        struct StopRow: View {
          let stop: Stop
          var body: some View {
            Text(stop.name)
              .accessibilityAddTraits(.isLink)
          }
        }
        struct StopsList: View {
          let stops: [Stop]
          var body: some View {
            ForEach(stops) { stop in
              Group {
                if stop.isFavorite { FavoriteStopCard(stop: stop) } else { StopRow(stop: stop) }
              }
              .contentShape(Rectangle())
              .onTapGesture { open(stop) }
            }
          }
        }
        """),
    ],
    corrections: [
      Example(
        """
        Text(item.title)
          1️⃣.onTapGesture { select(item) }
        """,
        correction: """
          Text(item.title)
            .onTapGesture { select(item) }
            .accessibilityAddTraits(.isButton)
          """),
      Example(
        #"Image(systemName: "info.circle")1️⃣.onTapGesture { showInfo() }.padding()"#,
        correction:
          #"Image(systemName: "info.circle").onTapGesture { showInfo() }.accessibilityAddTraits(.isButton).padding()"#),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 41, checked: 41, real: 39),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 36, checked: 36, real: 33),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 9, checked: 9, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 14, checked: 14, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 7, checked: 7, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 16, checked: 16, real: 14),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 17, checked: 17, real: 16),
    ])

  public init() {}

  /// Where the project shows its view types: one drawn only by styles' bodies is the component's to make accessible;
  /// and which of its view types are announced as buttons, whose activation taps the view that holds them.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self, ButtonTraitFacts.self]

  /// The gesture modifiers, noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = ViewCall.tapModifiers
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let tap = view.singleTap,
      !(view.name.map { Self.wholeScreens.contains($0) || ViewCall.isControl($0) || ViewCall.isInput($0) } ?? false),
      !tap.doesNothingForVoiceOver(in: context.file), !view.exposesActivation(in: context.file),
      !view.isAccessibilityHidden,
      !view.isDisabledForGood, !view.isInStyleBody, let tapMember = tap.member
    else { return }
    for ancestor in view.ancestors {
      if ancestor.isAccessibilityHidden { return }
      switch ancestor.accessibilityElementChildren {
      case .ignore?, .combine?, .unknown?:
        if ancestor.exposesActivation(in: context.file) || ancestor.hasModifier("accessibilityAdjustableAction") {
          return
        }
      default: break
      }
    }
    guard !context.file.isMacOSOnly(view.expression), !context.file.isWidgetCode,
      !view.offersElsewhere(tap, in: context.file)
    else { return }
    let start = tapMember.period.positionAfterSkippingLeadingTrivia
    let end = tap.call.endPositionBeforeTrailingTrivia
    let drawnWhereNoTapRuns = view.enclosingType.map {
      ProjectCondition.everyUseIsInAStyleBodyMacOSCodeOrWidget(viewType: $0.name)
    }
    if let control = view.controlWhoseLabelHolds?.name {
      context.report(.tapInsideControl(view.name, control: control), from: start, to: end, unless: drawnWhereNoTapRuns)
      return
    }
    let rows = view.projectTypesShownWhole
    let rowsAreButtons = rows.isEmpty ? nil : ProjectCondition.everyTypeIsAnnouncedAsAButton(rows)
    let insertion =
      context.file.lineBreakContinuingChain(before: tapMember.period) + ".accessibilityAddTraits(.isButton)"
    context.report(
      .tapWithoutTrait(view.name), from: start, to: end,
      fix: Fix(
        summary: "Give the tapped view the button trait",
        edits: [context.edit(from: end, to: end, replacement: insertion)]),
      unless: .anyOf([drawnWhereNoTapRuns, rowsAreButtons]))
  }

  /// Views that are a whole screen or list: a tap on one drops the keyboard or a selection, and is no control.
  private static let wholeScreens: Set<String> = [
    "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
    "GeometryReader",
  ]
}

extension Modifier {
  /// Whether the modifier's action does nothing a VoiceOver user needs a control for: it only moves or drops the
  /// keyboard focus (`hideKeyboard()`, `removeFocus()`, `isFocused = false`, `focusedField = .name`,
  /// `UIApplication.shared.endEditing()`, `onResign()`), logs, or closes what a system sheet, popover or alert shows
  /// (`showMenu = false` with `.sheet(isPresented: $showMenu)` in the file), which has its own way out. Statements of
  /// an `if` are read through.
  func doesNothingForVoiceOver(in file: FileModel) -> Bool {
    guard let statements = trailingAction?.statements else { return false }
    let simple = statements.flatMap(\.statementsReadThrough)
    return !simple.isEmpty
      && simple.allSatisfy { statement in
        if let call = statement.expression?.as(FunctionCallExprSyntax.self) {
          // Names, not text: `hideKeyboard()`, `removeFocus()`, `UIApplication.shared.endEditing(true)`, a callback
          // told the keyboard went (`onResign()`), `print(...)`, `logger.debug(...)`.
          let name = call.calleeName?.lowercased() ?? ""
          let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
            .baseName.text.lowercased()
          return name.containsText("keyboard") || name == "endediting" || name.containsText("resign")
            || Self.dropsFocus(name)
            || name == "print" || name == "debugprint" || name.hasPrefix("log") || name == "os_log"
            || receiver?.hasPrefix("log") == true
            || (name == "sendaction" && call.arguments.trimmedText.containsText("resignFirstResponder"))
        }
        guard let (target, value) = statement.assignment else { return false }
        let text = target.trimmedText
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        // A focus state (`isFocused`, `focusedField`, or any name bound with `.focused($name)`), or the flag of a system
        // sheet, popover or alert (`.sheet(isPresented: $name)`) set to `false`.
        return name.lowercased().containsText("focus") || file.bindingNames(after: "focused($").contains(name)
          || (value.isFalseLiteral && file.isPresentationFlag(name))
      }
  }

  /// Whether a function named `name` (lowercased) drops the keyboard focus: `removeFocus()`, `clearFocus()`,
  /// `resignFocus()`, `unfocus()`; not one that moves a camera or a selection to something (`focusOnMap(place)`).
  private static func dropsFocus(_ name: String) -> Bool {
    name.containsText("focus")
      && ["remove", "clear", "resign", "dismiss", "drop", "lose", "release", "end", "un"].contains(
        where: name.hasPrefix)
  }
}

extension Modifier {
  /// What the modifier runs when it fires, as ``SwiftSyntax/ExprSyntax/action(in:)`` reads it: its action closure
  /// (`.onTapGesture { open(trip) }`, `.accessibilityAction(named: "Open") { open(trip) }`) or the function it is
  /// handed (`perform: open`, `.accessibilityAction(named: "Open", open)`).
  fileprivate func action(in file: FileModel) -> [UInt8]? {
    if let closure = trailingAction { return ExprSyntax(closure).action(in: file) }
    guard let handed = call.arguments.last,
      handed.label?.text == "perform" || (handed.label == nil && call.arguments.count > 1)
    else { return nil }
    return handed.expression.action(in: file)
  }
}

extension ViewCall {
  /// Whether what `tap` does is in VoiceOver's reach another way in the same view type: an accessibility action that
  /// runs it (`.accessibilityAction(named: "Open") { open(trip) }`, the escape gesture's), or a button with the same
  /// action (the chevron button of a tapped row, a sidebar's close button beside the layer that closes it too). Not
  /// for a colour or a shape (`Color.black.opacity(0.4)`), nor a view the model cannot name: seed 004 flags the dimming
  /// layer of a custom modal whose Done button closes it too.
  fileprivate func offersElsewhere(_ tap: Modifier, in file: FileModel) -> Bool {
    guard let action = tap.action(in: file) else { return false }
    let countsButtons = name.map { !ViewCall.layers.contains($0) } ?? false
    let readsActions = file.namesAccessibilityAction
    guard countsButtons || readsActions else { return false }
    // The action's first name (`withAnimation` of `withAnimation { isExpanded.toggle() }`): a button whose action does
    // not write it does something else, and most buttons are passed over so, their actions never read.
    let firstName = Array(action.prefix(while: FileModel.isIdentifierByte))
    // The buttons of the file are read once for all its taps; a button that runs the action but may be transparent
    // offers nothing, not even by an accessibility action of its own.
    var buttonsRunningIt: [ViewCall] = []
    if countsButtons {
      for button in file.views(named: "Button") where button.enclosingType === enclosingType {
        guard let given = button.argument("action"),
          file.source.bytes.containsSubsequence(
            firstName,
            in: given.positionAfterSkippingLeadingTrivia.utf8Offset..<given.endPositionBeforeTrailingTrivia.utf8Offset),
          given.action(in: file) == action
        else { continue }
        // A button made transparent (`.opacity(isExpanded ? 0 : 1)`) may be out of VoiceOver's reach just when the tap
        // is not.
        if !button.isAccessibilityHidden && !button.hasModifier("opacity") { return true }
        buttonsRunningIt.append(button)
      }
    }
    guard readsActions else { return false }
    var offered = false
    file.forEachView { other in
      guard !offered, other.enclosingType === enclosingType, !buttonsRunningIt.contains(where: { $0 === other }) else {
        return
      }
      offered = other.modifiers(named: "accessibilityAction").contains { $0.action(in: file) == action }
    }
    return offered
  }

  /// The project's view types the view is, or shows as all its content (`Group { if row.isTrip { TripCard(row: row) }
  /// else { StopRow(row: row) } }`): activating one of them taps the view, so the tap is in VoiceOver's reach when each
  /// is announced as a button (``ButtonTraitFacts``). Empty when any of the content is SwiftUI's or is not a view of
  /// the model (a helper's).
  fileprivate var projectTypesShownWhole: [String] {
    // A view's name is a type's, capitalized: the project's are all but SwiftUI's.
    guard let name else { return [] }
    if !SwiftUIViews.system.contains(name) { return [name] }
    guard let content = base.as(FunctionCallExprSyntax.self)?.trailingClosure else { return [] }
    var types: [String] = []
    func readsTypesOnly(_ statements: CodeBlockItemListSyntax) -> Bool {
      !statements.isEmpty
        && statements.allSatisfy { statement in
          guard let expression = statement.expression else { return false }
          if let choice = expression.as(IfExprSyntax.self) { return readsTypesOnly(choice) }
          guard let shown = children.first(where: { $0.expression.id == expression.id })?.name,
            !SwiftUIViews.system.contains(shown)
          else { return false }
          types.append(shown)
          return true
        }
    }
    func readsTypesOnly(_ choice: IfExprSyntax) -> Bool {
      guard readsTypesOnly(choice.body.statements) else { return false }
      switch choice.elseBody {
      case nil: return true
      case .ifExpr(let next)?: return readsTypesOnly(next)
      case .codeBlock(let block)?: return readsTypesOnly(block.statements)
      }
    }
    return readsTypesOnly(content.statements) ? types : []
  }
}

extension ExprSyntax {
  /// An action as written, for telling two that do the same: a closure's statements, or a function handed by name
  /// read as its call (`dismiss` as `dismiss()`), without spaces, line breaks or `self.`; nil for anything else or an
  /// empty closure. Read from the file's bytes: making the text of every button's action cost more than the rule.
  fileprivate func action(in file: FileModel) -> [UInt8]? {
    let written: Syntax
    if let closure = self.as(ClosureExprSyntax.self) {
      written = Syntax(closure.statements)
    } else if self.is(DeclReferenceExprSyntax.self) || self.is(MemberAccessExprSyntax.self) {
      written = Syntax(self)
    } else {
      return nil
    }
    let bytes = file.source.bytes
    let start = written.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = written.endPositionBeforeTrailingTrivia.utf8Offset
    var compact: [UInt8] = []
    compact.reserveCapacity(end - start + 2)
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "s"), index + Self.selfDot.count <= end,
        index == start || !FileModel.isIdentifierByte(bytes[index - 1]),
        bytes[index..<index + Self.selfDot.count].elementsEqual(Self.selfDot)
      {
        index += Self.selfDot.count
      } else {
        compact.append(byte)
        index += 1
      }
    }
    guard !compact.isEmpty else { return nil }
    if !written.is(CodeBlockItemListSyntax.self) { compact += Array("()".utf8) }
    return compact
  }

  private static let selfDot = Array("self.".utf8)
}

extension CodeBlockItemSyntax {
  /// The statement, or the statements of its branches when it is an `if` with no `else` (`if isFocused { isFocused =
  /// false }`).
  fileprivate var statementsReadThrough: [CodeBlockItemSyntax] {
    guard let choice = expression?.as(IfExprSyntax.self), choice.elseBody == nil else { return [self] }
    return choice.body.statements.flatMap(\.statementsReadThrough)
  }
}

extension FindingMessage {
  fileprivate static func tapWithoutTrait(_ view: String?) -> FindingMessage {
    FindingMessage(
      "Tapped \(view.map { "'\($0)'" } ?? "view") is not announced as a button; make it a Button, or add "
        + ".accessibilityAddTraits(.isButton)")
  }

  fileprivate static func tapInsideControl(_ view: String?, control: String) -> FindingMessage {
    FindingMessage(
      "Tap on \(view.map { "'\($0)'" } ?? "a view") inside a '\(control)' label is out of VoiceOver's reach (it "
        + "activates the '\(control)'); add an .accessibilityAction(named:) to the '\(control)' for it")
  }
}
