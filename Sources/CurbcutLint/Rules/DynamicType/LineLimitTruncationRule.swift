import CurbcutReporting
import SwiftSyntax

/// Text cut to a number of lines at every text size, with nothing that lets its reader see the rest.
public struct LineLimitTruncationRule: ViewRule, CollectingRule {
  public struct Options: RuleOptions {
    /// Whether to report every text that shows a value, names and titles too, not only content named as such.
    public var includeAllText = false
    /// Whether to report text in the rows of a collection too, which apps most often open to show whole.
    public var includeRows = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeAllText = "include_all_text"
      case includeRows = "include_rows"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      includeAllText = try container.decodeIfPresent(Bool.self, forKey: .includeAllText) ?? false
      includeRows = try container.decodeIfPresent(Bool.self, forKey: .includeRows) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "line_limit_truncation",
    name: "Line limit truncation",
    impact: .medium,
    impactDescription: """
      At the larger text sizes a line holds a few words, so text cut to two lines loses most of itself: readers who \
      enlarged the text to read it see "Your order will arrive…" and nothing else (WCAG 1.4.4, 1.4.10)
      """,
    wcag: ["1.4.4", "1.4.10"],
    tags: ["dynamic-type", "layout"],
    rationale: """
      `.lineLimit(2)` designed at the default size cuts the same text after a handful of words at the accessibility \
      sizes, where a line holds three or four of them. Seed 003's red flag: "Text truncated at large sizes". Let the \
      text grow where it must, `.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 2)` (seed 003's \
      `.lineLimit(dynamicTypeSize >= .xxxLarge ? nil : 2)`), or offer the rest: an expansion ("More"), a detail \
      screen the text leads to.

      Reported: `.lineLimit(n)` (or a range `1...n`) with a number written in the call, on a `Text` that shows \
      content: a value whose name says it is prose (`Text(item.summary)`, `Text(verbatim: note.body)`, \
      `Text(message.text)`, `Text(notificationMessage)`, a `description`, `details`, `bio`, `explanation`..., \
      matched as whole words: a `pathPreview` is no review, a `subtitle` a line, a `jobDescriptionURL` a link) or a \
      sentence of four words or more, written or \
      interpolated (`"The dew point is \\(dewPoint) right now."`), cut to two lines or more. A single line, and \
      names, titles and other values (`Text(file.name).lineLimit(1)`), are reported with `include_all_text: true`: \
      they are off by default because a line cut short is most often a preview whose row opens the whole text, or \
      a name the next screen shows whole, which one file does not show (on the apps measured, half of them were). \
      Not reported: \
      text cut in its middle or at its start (`.truncationMode(.middle)`), which is a name or a path; a limit worked \
      out in the code (a condition on the text size, a toggle), or of ten lines or more \
      (`.lineLimit(100)`, which any app's text fits); text that \
      shrinks to fit (`.minimumScaleFactor`), or never grows (its font's size is written in the call, \
      `.font(.system(size: 12))`, which `fixed_font_size` reports) or is laid out at its full size (`.fixedSize()`); \
      short literals \
      ("Save"), dates and numbers (`Text(date, style: .relative)`, `Text(total, format: ...)`); text that opens \
      more (in a `NavigationLink`, a `Link`, a tapped view, a button whose label holds more than the text); text in \
      the rows of a collection unless `include_rows: true` (in a `List` or `ForEach`, or drawn by a view type or \
      function named as a card, cell, row, item, compact form or preview but not a detail: `func EntryCell(_:)`, \
      `AliasCompactView`, `ModelDownloadItem`, or by a view type every file of the run shows as a row of a `List` \
      or `ForEach` or in a control's label), which apps most often open to show the item whole, something one \
      file does not show: on the apps read, most such findings were teasers whose row opens the whole text, or \
      descriptions that are always empty; options of a `Picker` or `Menu` (the \
      open menu shows them whole); developer screens (a type, folder or file named for debugging or developer \
      settings); text in a view type that reads the text size (`dynamicTypeSize`, `sizeCategory`) or offers an \
      expansion (its code \
      says expand, read more, show more or show all), in a toolbar, in widgets and Live Activities (their space is \
      the system's), in previews and in macOS-only code.

      Measured at each app's first run, before the changes they taught: on Nostur, Phoenix and Ruddarr, 13 of 28 \
      findings real, the others previews in rows that open the whole text (which one file does not show) and \
      machine strings with a Copy button; on bitkit, GlucoseDirect and Harbour none of 5 (a developer-only screen, \
      options of a menu picker). Since then one-line limits are behind `include_all_text` (of the 28, 4 of 9 \
      one-line limits were real against 6 of 8 longer ones), picker options and developer folders are passed over. \
      On Suwatte, foqos and Simple-Login-iOS, 6 of 8 (a title in a function named as a cell, a note in a compact \
      row); on emitron-iOS, ios-pass, amperfy, macadamia and habitica-ios, 1 of 2 (text of a fixed 12 pt font, \
      which never grows): rows, cells and compact forms, and text of a fixed size, are passed over since. On \
      unstoppable-wallet-ios, wallabag, Expenso, ChatGPTSwiftUI and Proton Authenticator, 1 of 3 (two teasers in \
      rows of the app's own row type that open the whole article, which one file does not show); on 2fas-ios, \
      IcySky, LLMFarm and clean-architecture-swiftui none of 3 (descriptions of list items that are always empty, \
      and a model's metadata line): rows of a collection are behind `include_rows` since. On spot-ios-app, \
      myrobotaxi ios-app, unstoppable-ios-app, Code App and hackernews, 2 of 3 (a "Followed by" summary whose list the \
      same screen shows whole).

      On try-swift-tokyo, 49EuroTravel and MoweeSwiftUI, its one finding, a poster card's subtitle of two or three \
      lines, was not real; the movie title its detail page cuts to three lines is reported only with \
      `include_all_text`.

      On Bumpin, CodeAgentsMobile, Construct and translationAPP-ios, 0 of 5: a description that is always empty, an \
      echo of content the user just read whole, a path preview, a file name in an upload overlay, and a demo screen \
      (passed over since). Three of the five were a mistake of the rule: prose words were matched inside names, so \
      a `preview` and a `pathPreview` held a "review"; they are matched as whole words since, and a text cut in \
      its middle (the file name) is a name.

      On nopainyesgain (Keychy), DreamWorms, Squirrel and ResumeBuilder-IOS-APP, 1 of 2: the other a link whose \
      name holds "description" (`jobDescriptionURL`; a name's last word decides since).

      On VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 1 of 1.

      On mlr-app-ios, GitSpace, rythmico and keyme-iOS it found nothing; on LH2GPX, iAPS, dimeApp and AmpFin, 2 \
      of 2; on uplift-ios-swiftui, resell-ios, jami-client-ios and swiftleeds-ios, 2 of 2. Reading those found a \
      profile's bio cut to three lines that it passes over because the same view shows an `ExpandableAddButton`, \
      whose name it takes for a way to expand the text.
      """,
    options: [
      RuleOptionDescription(
        name: "include_all_text", defaultValue: "false",
        summary: "Also report text cut to one line, and names, titles and any other value cut to a number of lines"),
      RuleOptionDescription(
        name: "include_rows", defaultValue: "false",
        summary: "Also report text in the rows of a list or `ForEach`, and in cards, cells, rows and items"),
    ],
    triggering: [
      Example(
        """
        Text(longContent)
          .1️⃣lineLimit(2)
          .font(.body)
        """,
        expect: ["1️⃣": .cutToLines(2)]),
      Example(
        """
        // An app's screen that imports WidgetKit to reload the widgets is no widget.
        import SwiftUI
        import WidgetKit

        struct NoteScreen: View {
          let note: Note
          var body: some View {
            Text(note.longContent).1️⃣lineLimit(2)
              .onAppear { WidgetCenter.shared.reloadAllTimelines() }
          }
        }
        """,
        expect: ["1️⃣": .cutToLines(2)]),
      Example(
        """
        VStack(alignment: .leading) {
          Text(relay.details).font(.headline).1️⃣lineLimit(2)
          Text("Relays carry your notes to the people who follow you.")
            .2️⃣lineLimit(1...3)
        }
        """,
        expect: ["1️⃣": .cutToLines(2), "2️⃣": .cutToLines(3)]),
      Example(
        """
        Button {
          requestStats()
        } label: {
          Text("Request the statistics of \\(node.name) from the mesh").1️⃣lineLimit(2)
        }
        Text(status.message).font(.caption).2️⃣lineLimit(2)
        Text(notificationMessage).3️⃣lineLimit(2).truncationMode(.tail)
        """,
        expect: ["1️⃣": .cutToLines(2), "2️⃣": .cutToLines(2), "3️⃣": .cutToLines(2)]),
      Example(
        """
        struct Courses: View {
          let courses: [Course]
          var body: some View {
            List {
              ForEach(courses) { course in
                NavigationLink(destination: CourseOverview(course: course)) { Text(course.title) }
              }
            }
          }
        }
        struct CourseOverview: View {
          let course: Course
          var body: some View { Text(course.description).1️⃣lineLimit(3) }
        }
        """,
        expect: ["1️⃣": .cutToLines(3)]),
      Example(
        """
        Text(file.originalName).font(.headline).1️⃣lineLimit(1)
        Text(relay.details).2️⃣lineLimit(1)
        """,
        expect: ["1️⃣": .cutToLines(1), "2️⃣": .cutToLines(1)], options: #"{"include_all_text": true}"#),
      Example(
        """
        List(articles) { article in
          Text(article.summary).1️⃣lineLimit(2)
        }
        struct ModelDownloadItem: View {
          let model: ModelInfo
          var body: some View { Text(model.description).2️⃣lineLimit(2) }
        }
        struct NotificationsScreen: View {
          let notifications: [PushNotification]
          var body: some View { List { ForEach(notifications) { NotificationView(notification: $0) } } }
        }
        struct NotificationView: View {
          let notification: PushNotification
          var body: some View { Text(notification.body).3️⃣lineLimit(2) }
        }
        """,
        expect: ["1️⃣": .cutToLines(2), "2️⃣": .cutToLines(2), "3️⃣": .cutToLines(2)],
        options: #"{"include_rows": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        struct Summary: View {
          @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
          let longContent: String
          var body: some View {
            Text(longContent).lineLimit(dynamicTypeSize >= .xxxLarge ? nil : 2)
            Text(longContent).lineLimit(2)
          }
        }
        """),
      Example(
        """
        Text(file.originalName).font(.headline).lineLimit(1)
        Text(relay.details).lineLimit(1)
        Text("ssh \\(user)@\\(host)").lineLimit(2)
        Text(price).lineLimit(1).minimumScaleFactor(0.6)
        Text(phrase).lineLimit(1).fixedSize()
        Text("Save").lineLimit(1)
        Text(message.date, style: .relative).lineLimit(1)
        Text(isExpanded ? note : preview).lineLimit(isExpanded ? nil : 3)
        Text(preview).font(.body).lineLimit(5)
        Text(pathPreview).lineLimit(2)
        Text(viewModel.jobDescriptionURL.trimmingCharacters(in: .whitespaces)).lineLimit(2)
        Text(bookList.subtitle).lineLimit(2)
        Text(upload.details).lineLimit(2).truncationMode(.middle)
        """),
      Example(
        """
        NavigationLink(value: note) {
          VStack {
            Text(note.author)
            Text(note.body).lineLimit(3)
          }
        }
        Text(card.preview).lineLimit(2).onTapGesture { open(card) }
        """),
      Example(
        """
        struct BioView: View {
          @State private var isExpanded = false
          let bio: String
          var body: some View {
            VStack {
              Text(bio).lineLimit(4)
              Button("Read more") { isExpanded = true }
            }
          }
        }
        """),
      Example(
        """
        struct RecordingCardView: View {
          let recording: Recording
          var body: some View { Text(recording.transcription).lineLimit(3) }
        }
        Text(pet.description).font(.system(size: 12)).lineLimit(2)
        List(articles) { article in
          Text(article.summary).lineLimit(2)
        }
        struct ModelDownloadItem: View {
          let model: ModelInfo
          var body: some View { Text(model.description).lineLimit(2) }
        }
        struct Inbox: View {
          func messageRow(_ message: Message) -> some View {
            VStack { Text(message.sender); Text(message.body).lineLimit(2) }
          }
        }
        struct NotificationsScreen: View {
          let notifications: [PushNotification]
          var body: some View { List { ForEach(notifications) { NotificationView(notification: $0) } } }
        }
        struct NotificationView: View {
          let notification: PushNotification
          var body: some View { Text(notification.body).lineLimit(2) }
        }
        """),
      Example(
        """
        import WidgetKit

        struct NextTripWidgetView: View {
          let trip: Trip
          var body: some View { Text(trip.summary).lineLimit(2) }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 28, checked: 28, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 5, checked: 5, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 8, checked: 8, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 3, checked: 3, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 3, checked: 3, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 5, checked: 5, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 0, checked: 0, real: 0),
    ])

  public var options = Options()

  public init() {}

  public let notedModifiers: Set<String> = ["lineLimit"]
  /// Where the view types are used: a type every screen shows as a row of a collection draws a teaser.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]
  public let inspectsOnlyNotedViews = true

  /// Words a view type's code uses when it reads the text size (`@Environment(\.dynamicTypeSize)`, not a clamp
  /// `.dynamicTypeSize(...)`) or offers the whole text.
  private static let adaptingWords = [
    "\\.dynamicTypeSize", "\\.sizeCategory", "xpand", "ead more", "eadMore", "how more", "howMore", "how all", "howAll",
  ]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.name == "Text", let limit = view.lastApplied("lineLimit"), let lines = Self.lines(in: limit),
      !view.ancestors.contains(where: { $0.name == "Picker" || $0.name == "Menu" }),
      lines > 1 || options.includeAllText, view.showsContent(namedOnly: !options.includeAllText),
      !view.hasModifier("minimumScaleFactor"), !view.hasFixedSizeFont,
      !view.isLaidOutAtFullSize, !view.isCutAsAName, !view.opensMore,
      !view.isInToolbar
    else { return }
    let file = context.file
    guard !file.isWidgetCode, !file.isInPreview(view.expression),
      !file.isMacOSOnly(view.expression), !file.viewType(around: Syntax(view.expression), says: Self.adaptingWords),
      !file.isDeveloperScreen, !(view.enclosingType?.name.contains("Debug") ?? false),
      options.includeRows || !Self.isInARow(view)
    else { return }
    let name = limit.calledExpression.as(MemberAccessExprSyntax.self)?.declName
    context.report(
      .cutToLines(lines), from: name?.positionAfterSkippingLeadingTrivia ?? limit.position,
      to: limit.endPositionBeforeTrailingTrivia,
      unless: options.includeRows ? nil : view.enclosingType.map { .everyUseIsARowOrLabelled(viewType: $0.name) })
  }

  /// The most lines `.lineLimit(...)` allows, when the call writes it: `2`, or `3` for `1...3`; nil for a limit worked
  /// out in code, `nil`, or a range with no upper bound (`2...`).
  private static func lines(in limit: FunctionCallExprSyntax) -> Int? {
    lineCount(in: limit).flatMap { $0 < generousLimit ? $0 : nil }
  }

  /// A limit of this many lines or more (`.lineLimit(100)`) holds any text of an app whole, even at the largest size.
  private static let generousLimit = 10

  private static func lineCount(in limit: FunctionCallExprSyntax) -> Int? {
    guard let argument = limit.arguments.first, argument.label == nil else { return nil }
    let upper: ExprSyntax
    if let range = argument.expression.as(SequenceExprSyntax.self), range.elements.count == 3,
      range.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
    {
      upper = range.elements.last!
    } else {
      upper = argument.expression
    }
    return upper.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
  }

  /// Words in the names of view types and of the functions that draw views, that show one item of a collection and
  /// open it whole: a card, a cell, a row, an item, a compact form, a preview.
  private static let rowWords = ["Card", "Cell", "Row", "Item", "Compact", "Preview"]

  /// Whether the text is in a row of a collection: in a `List` or `ForEach`, or drawn by a view type or function named
  /// as a row (`func EntryCell(...)`, `ModelDownloadItem`), which apps most often open to show the item whole.
  private static func isInARow(_ view: ViewCall) -> Bool {
    if view.isInCollectionRow { return true }
    return [view.enclosingType?.name, view.declarationName].contains { name in
      name.map { name in !name.contains("Detail") && rowWords.contains(where: name.contains) } ?? false
    }
  }
}

extension ViewCall {
  /// Words a written sentence has at least, to be content rather than a label ("Save", "Clear history").
  private static let wordsInASentence = 4

  /// Words, whole and lowercased, in the names of values that hold prose: `item.summary`, `note.body`,
  /// `notificationMessage`. Matched as words, since a part of one may be another: `pathPreview` is a path, not a
  /// review, and `descriptor` a key. A subtitle is a second title, a line; `caption` is the text under an image.
  private static let proseWords: Set<String> = [
    "content", "contents", "description", "desc", "summary", "body", "message", "info", "information", "detail",
    "details", "bio", "biography", "note", "notes", "explanation", "instruction", "instructions", "transcript",
    "comment", "review", "excerpt", "overview", "synopsis", "reason", "error", "answer", "story", "caption",
  ]

  /// For a `Text`: whether it shows content a reader needs whole, not a short label, a date or a number: a sentence
  /// of four words or more, written or interpolated (each interpolation a word, symbols such as `@` none), or a value; with `namedOnly`, a
  /// value whose last name says it is prose (`item.summary`).
  fileprivate func showsContent(namedOnly: Bool) -> Bool {
    if arguments.contains(where: { ["style", "format", "formatter"].contains($0.parameter) }) { return false }
    guard let content = firstUnlabeledArgument ?? argument("verbatim") else { return false }
    if let literal = content.as(StringLiteralExprSyntax.self) {
      var words = 0
      for segment in literal.segments {
        if let text = segment.as(StringSegmentSyntax.self) {
          words += text.content.text.split(whereSeparator: \.isWhitespace).count { $0.contains(where: \.isLetter) }
        } else {
          words += 1
        }
      }
      return words >= Self.wordsInASentence
    }
    guard namedOnly else { return true }
    // Any name of the value counts (`message.text`), any word of it (`notificationMessage`), unless its last word
    // says it is something else (`jobDescriptionURL`, `errorCode`).
    return content.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let words = WrittenLabel.words(in: name).map { $0.lowercased() }
      return !Self.otherThanProse.contains(words.last ?? "") && words.contains(where: Self.proseWords.contains)
    }
  }

  /// Last words of names that hold something other than prose, whatever words come before: `jobDescriptionURL`,
  /// `errorCode`, `noteTitle`.
  private static let otherThanProse: Set<String> = [
    "url", "urls", "link", "id", "key", "path", "name", "title", "count", "date", "code", "type", "color", "image",
    "icon", "number", "email", "phone",
  ]

  /// Whether the text is cut in its middle or at its start (`.truncationMode(.middle)`): what is so cut is a name or a
  /// path, whose ends tell it apart, not prose read from its start.
  fileprivate var isCutAsAName: Bool {
    guard let mode = lastApplied("truncationMode")?.arguments.first?.expression.as(MemberAccessExprSyntax.self)
    else { return false }
    return ["middle", "head"].contains(mode.declName.baseName.text)
  }

  /// Whether the text is laid out at its ideal size, `.fixedSize()` or `.fixedSize(horizontal: true, ...)`, which a
  /// line limit does not cut.
  fileprivate var isLaidOutAtFullSize: Bool {
    modifiers(named: "fixedSize").contains { modifier in
      modifier.call.arguments.isEmpty || modifier.argument("horizontal")?.isTrueLiteral == true
    }
  }

  /// Whether the text leads to more of itself: it is tapped, or sits in a `NavigationLink`, a `Link`, a tapped view,
  /// or a button whose label holds more than the text.
  /// Whether the text's own font has a size written in the call (`.font(.system(size: 12))`): it never grows, so its
  /// limit cuts no more at large sizes (`fixed_font_size` reports the font).
  fileprivate var hasFixedSizeFont: Bool {
    guard
      let font = modifiers.first(where: { $0.name == "font" })?.call.arguments.first?.expression
        .as(FunctionCallExprSyntax.self)
    else { return false }
    let label = font.calleeName == "system" ? "size" : font.calleeName == "custom" ? "fixedSize" : nil
    return font.arguments.contains { $0.label?.text == label && $0.expression.literalNumber != nil }
  }

  fileprivate var opensMore: Bool {
    if hasModifier("onTapGesture") { return true }
    var child = self
    for ancestor in ancestors {
      switch ancestor.name {
      case "NavigationLink", "Link": return true
      case "Button" where child.role == .argument("label") && child !== self: return true
      default: if ancestor.hasModifier("onTapGesture") { return true }
      }
      child = ancestor
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func cutToLines(_ lines: Int) -> FindingMessage {
    let limit = lines == 1 ? "one line" : "\(lines) lines"
    return FindingMessage(
      "Text is cut to \(limit) at every text size, so at large sizes the rest cannot be read; lift the limit at "
        + "accessibility sizes ('.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : \(lines))') or offer the "
        + "whole text")
  }
}
