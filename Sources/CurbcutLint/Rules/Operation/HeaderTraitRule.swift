import CurbcutCore
import CurbcutReporting
@_spi(RawSyntax) import SwiftSyntax

/// Titles styled as headings that VoiceOver does not announce as headings.
public struct HeaderTraitRule: ViewRule {
  public static let description = RuleDescription(
    id: "header_trait",
    name: "Title without header trait",
    impact: .medium,
    impactDescription: """
      VoiceOver users move through a screen by its headings (the rotor's Headings); a title that is not one is \
      skipped, and the screen's structure is lost to them
      """,
    wcag: ["1.3.1", "2.4.6"],
    tags: ["voiceover", "traits", "structure"],
    rationale: """
      A screen's or a section's title is a heading to a sighted user because of its size; VoiceOver knows it only \
      from the `.isHeader` trait (seed 003's trait table: "`.isHeader` Section titles"), which lets its users jump \
      from heading to heading with the rotor and hear "heading" after the title. Add \
      `.accessibilityAddTraits(.isHeader)` to the title. On iOS `.accessibilityHeading(.h1)` sets a level but makes \
      no heading without the trait, so a title given only a level is reported too.

      Reported, and fixed by adding the trait, where the title is certain: a `Text` of literal text (a key or a plain \
      string, with a letter in it, not a sentence ending in a period) in a title style (`.largeTitle`, `.title`, \
      `.title2`, `.title3`, bold or not, or `.system(.title)`), written directly in the content of a vertical stack, \
      list, form, section or scroll view, or of a `Group` in one, with more content after it, which it heads. Passed \
      over: `.headline` and `.subheadline` (a row's own emphasis, not a heading: another checker's heading rule was \
      wrong half of the time on them); text built from values (`Text(product.name).font(.title)` in a list row is the \
      row's name; `Text(price)` a value); a title alone or last in its stack (nothing after it to head); text in a \
      control's label, a toolbar, a hidden or combined element, a style's body or macOS code; a widget's or Live \
      Activity's title (VoiceOver reads a widget as one element, with no headings to move by); `Section` headers and \
      navigation titles, which SwiftUI makes headings itself.

      Measured on six apps nobody here had tuned on: 51 findings, all read, 49 real (section and sheet titles, \
      empty and error states' titles, a drawer's question heading its choices); the two false ones are an empty \
      state's message written in a title style ("You haven't created any bookmark list yet"), and a description \
      sentence in `.title3` under a title is passed over since (it ends in a period). The limit, by design: titles \
      written from values are not reported, and reading the same apps found 9 real headings among them (reusable \
      section panels' `Text(title)`, an album's name above its tracks, onboarding cards' `Text(card.title)`), \
      beside many list rows' names in a title style that are no headings.

      On three more apps nobody here had linted (Apple's sample-food-truck and sample-backyard-birds, codeapp) all 4 \
      findings were read: 3 real store and sheet titles, and a widget's title, passed over now.

      On three apps nobody here had linted (ChordCombiner-SwiftUI, MusicOffline-SwiftUI, Why-Not-SwiftUI), all 25 \
      findings were read: 21 real, 4 demo text in a title style that the screen zooms (`.scaleEffect`, \
      `.phaseAnimator`), no heading. Reading them found section titles written in a `Group` inside a stack, read \
      since: 8 findings, all real.

      On three iOS apps nobody here had linted (Threema, Thunderbird, LLMonFHIR), the first run found no heading, and \
      its readers found Threema's screen titles missed: they are written through a localizing macro \
      (`Text(#localize("md_wizard_success_title"))`). Titles written through one, a localizing call \
      (`String(localized:)`, `NSLocalizedString`) or property (`"...".localized`) are read since, as the label rules \
      read them: 12 findings, judged by the change's author (so not an untuned reading): 8 real screen titles; \
      the others are a status line, a card's title, an instruction and the text of a screenshot-prevention overlay \
      set in a title style.
      """,
    triggering: [
      Example(
        """
        ScrollView {
          VStack(alignment: .leading) {
            1️⃣Text("Welcome to Grocy")
              .font(.largeTitle).bold()
            Text("Sign in to your server to see your stock.")
            LoginForm()
          }
        }
        """,
        expect: ["1️⃣": .titleWithoutHeaderTrait("'Welcome to Grocy'")]),
      Example(
        """
        VStack {
          1️⃣Text("Select a server type:").font(.title3)
          Button("Demo server") { useDemo() }
          Button("Own server") { showLogin = true }
        }
        """,
        expect: ["1️⃣": .titleWithoutHeaderTrait("'Select a server type:'")]),
      Example(
        """
        List {
          1️⃣Text("trip.upcoming").font(.title2.weight(.semibold))
          ForEach(trips) { TripRow(trip: $0) }
        }
        """,
        expect: ["1️⃣": .titleWithoutHeaderTrait("'trip.upcoming'")]),
      Example(
        """
        // Titles written through a localizing call, macro or property.
        ScrollView {
          VStack {
            1️⃣Text(#localize("revoke_identity_title"))
              .bold()
              .font(.title2)
            GroupBox { RevokeSteps() }
          }
        }
        VStack(alignment: .leading) {
          2️⃣Text(String(localized: "referral.title")).font(.title).bold()
          Text("referral.message")
        }
        List {
          3️⃣Text("downloads.title".localized).font(.title3)
          ForEach(downloads) { DownloadRow(download: $0) }
        }
        """,
        expect: [
          "1️⃣": .titleWithoutHeaderTrait("'revoke_identity_title'"),
          "2️⃣": .titleWithoutHeaderTrait("'referral.title'"),
          "3️⃣": .titleWithoutHeaderTrait("'downloads.title'"),
        ]),
      Example(
        """
        LazyVStack(alignment: .leading) {
          1️⃣Text("Recently played")
            .font(.system(.title, design: .rounded))
            .accessibilityHeading(.h2)
          ForEach(tracks) { TrackRow(track: $0) }
        }
        """,
        expect: ["1️⃣": .titleWithoutHeaderTrait("'Recently played'")]),
      Example(
        """
        ScrollView {
          VStack(spacing: 16) {
            Group {
              1️⃣Text("Custom Label Example").font(.title)
              Image(pictures[selected]).resizable().scaledToFit()
              Divider()
            }
          }
        }
        """,
        expect: ["1️⃣": .titleWithoutHeaderTrait("'Custom Label Example'")]),
    ],
    nonTriggering: [
      Example(
        """
        VStack(alignment: .leading) {
          Text("Welcome to Grocy")
            .font(.largeTitle)
            .accessibilityAddTraits(.isHeader)
          Text("Sign in to your server to see your stock.")
        }
        """),
      Example(
        """
        VStack(alignment: .leading) {
          Text(store.name).font(.title)
          Text(store.address).font(.caption)
        }
        HStack {
          Text("Total").font(.title2)
          Spacer()
          Text(total, format: .currency(code: "EUR")).font(.title2)
        }
        """),
      Example(
        """
        VStack {
          Text("Search your library").font(.largeTitle.bold()).accessibilityAddTraits(.isHeader)
          Text("Find movies, series, music, books and people.").font(.title3)
          TextField("Movies, music, books and more", text: $query)
        }
        """),
      Example(
        """
        import SwiftUI
        import WidgetKit

        struct OrdersWidgetView: View {
          let entry: OrdersEntry
          var body: some View {
            VStack(alignment: .leading) {
              Text("Orders").font(.title)
              Text(entry.summary)
            }
          }
        }
        """),
      Example(
        """
        VStack {
          Text("Trips").font(.headline)
          Text("Your trips").font(.subheadline)
          Button { start() } label: {
            Text("Let's get started!").font(.title)
          }
          Text("All done").font(.title)
        }
        """),
      Example(
        """
        VStack {
          Text("Settings").font(.title).accessibility(addTraits: .isHeader)
          Toggle("Sounds", isOn: $sounds)
        }
        .toolbar {
          ToolbarItem(placement: .principal) {
            VStack {
              Text("Trip").font(.title3)
              Text(subtitle).font(.caption)
            }
          }
        }
        """),
    ],
    corrections: [
      Example(
        """
        VStack(alignment: .leading) {
          1️⃣Text("Welcome to Grocy")
            .font(.largeTitle).bold()
          LoginForm()
        }
        """,
        correction: """
          VStack(alignment: .leading) {
            Text("Welcome to Grocy")
              .font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            LoginForm()
          }
          """),
      Example(
        """
        VStack {
          1️⃣Text("Select a server type:").font(.title3)
          Button("Demo server") { useDemo() }
        }
        """,
        correction: """
          VStack {
            Text("Select a server type:").font(.title3).accessibilityAddTraits(.isHeader)
            Button("Demo server") { useDemo() }
          }
          """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 51, checked: 51, real: 49),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 33, checked: 33, real: 29),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 27, checked: 27, real: 25),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 10, checked: 10, real: 10),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 12, checked: 12, real: 8),
    ])

  public init() {}

  /// The containers whose content is read top to bottom, so a view in it heads what follows.
  fileprivate static let verticalContainers: NameSet = [
    "VStack", "LazyVStack", "List", "Form", "Section", "ScrollView",
  ]

  /// The SwiftUI names of the title styles (`largeTitle`, `title`, `title2`, `title3`), from CurbcutCore's text styles.
  fileprivate static let titleStyles = NameSet([TextStyle.largeTitle, .title1, .title2, .title3].map(\.swiftUIName))

  /// Noted by the walk, so the views with no font of their own (most) are passed over with a bit test.
  public let notedModifiers: Set<String> = ["font"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    // The font first: few texts have a title style, and it is read from the chain without the text's arguments.
    guard view.name == "Text",
      let font = view.lastApplied("font")?.arguments.first, font.label == nil, font.expression.isTitleStyle,
      let title = view.firstUnlabeledArgument.flatMap({ WrittenLabel.stringLiteral(in: $0, bareIsKey: true) }),
      let key = title.literal.plainText,
      case let text = context.strings.text(forKey: key) ?? key,
      text.contains(where: \.isLetter), text.last(where: { !$0.isWhitespace }) != ".", view.headsContent,
      !view.addedTraits.contains("isHeader"),
      !view.modifiers(named: "accessibility").contains(where: { $0.mentions("isHeader") }),
      !view.isInLabelledPlace, !view.isInStyleBody, !view.isInToolbar,
      !context.file.isMacOSOnly(view.expression), !context.file.isWidgetCode
    else { return }
    let end = view.expression.endPositionBeforeTrailingTrivia
    let lastPeriod = view.modifiers.last?.member?.period
    let insertion =
      (lastPeriod.map(context.file.lineBreakContinuingChain(before:)) ?? "") + ".accessibilityAddTraits(.isHeader)"
    context.report(
      .titleWithoutHeaderTrait(WrittenLabel.quote(text, key: text == key ? nil : key)), at: view.base,
      fix: Fix(
        summary: "Make the title a heading", edits: [context.edit(from: end, to: end, replacement: insertion)]))
  }
}

extension ViewCall {
  /// Whether the view is written directly in the content of a vertical container (a stack, list, form, section or
  /// scroll view), or of a `Group` in one, with more of that content after it: the view heads what follows.
  fileprivate var headsContent: Bool {
    guard let parent, let name = parent.name, role == .argument("content"),
      HeaderTraitRule.verticalContainers.contains(name) || (name == "Group" && parent.isLaidOutVertically)
    else { return false }
    return parent.children.contains { $0.startOffset >= endOffset && $0.role == .argument("content") }
  }

  /// Whether a `Group`'s content is laid out top to bottom: the group is in a vertical container's content, through
  /// other groups if any.
  private var isLaidOutVertically: Bool {
    var group = self
    while let parent = group.parent, let name = parent.name, group.role == .argument("content") {
      if HeaderTraitRule.verticalContainers.contains(name) { return true }
      guard name == "Group" else { return false }
      group = parent
    }
    return false
  }
}

extension ExprSyntax {
  /// Whether the font is a title style: `.largeTitle`, `.title`, `.title2`, `.title3`, `Font.title`, with `.bold()`
  /// or `.weight(...)` after it, or `.system(.title, ...)`.
  fileprivate var isTitleStyle: Bool {
    // Read on the raw tree, names as token text: every font of a file is read here, and making nodes and strings of
    // them cost more than the rest of the rule.
    func isOnFont(_ member: RawMemberAccessExprSyntax) -> Bool {
      guard let base = member.base else { return true }
      guard let name = base.as(RawDeclReferenceExprSyntax.self), name.moduleSelector == nil, name.argumentNames == nil
      else { return false }
      return name.baseName.tokenText == "Font"
    }
    var font = raw
    while let call = font.as(RawFunctionCallExprSyntax.self),
      let member = call.calledExpression.as(RawMemberAccessExprSyntax.self)
    {
      if member.declName.baseName.tokenText == "system", isOnFont(member) {
        guard let style = call.arguments.elements.first, style.label == nil else { return false }
        font = style.expression.raw
        continue
      }
      guard let base = member.base else { return false }
      font = base.raw
    }
    guard let member = font.as(RawMemberAccessExprSyntax.self), isOnFont(member) else { return false }
    return HeaderTraitRule.titleStyles.contains(member.declName.baseName.tokenText)
  }
}

extension FindingMessage {
  /// `title` is quoted, with the key it was looked up by, if any (``WrittenLabel/quote(_:key:)``).
  fileprivate static func titleWithoutHeaderTrait(_ title: String) -> FindingMessage {
    FindingMessage(
      "Title \(title) is styled as a heading but VoiceOver does not announce it as one; add "
        + ".accessibilityAddTraits(.isHeader)")
  }
}
