import CurbcutReporting
import SwiftSyntax

/// Text fields whose only label is a placeholder, gone once something is typed.
public struct PlaceholderAsLabelRule: ViewRule {
  public static let description = RuleDescription(
    id: "placeholder_as_label",
    name: "Placeholder as label",
    impact: .medium,
    impactDescription: """
      Once text is typed, the placeholder that said what the field is for is gone: from sight, and for a field \
      named only by its prompt, from VoiceOver too; people who check or correct a form lose track of which field \
      holds what
      """,
    wcag: ["3.3.2", "1.3.1", "4.1.2"],
    tags: ["voiceover", "labels", "forms", "cognitive"],
    rationale: """
      On iOS a `TextField`'s title is drawn as its placeholder, and its `prompt:` replaces it: either disappears as \
      soon as the field holds text. A field with an empty title and a prompt (`TextField("", text: $city, prompt: \
      Text("City"))`) is worse off: VoiceOver reads the prompt only while the field is empty, so a filled field has \
      no name at all. A field with a title keeps it as its accessibility label, but a sighted reader, a person with \
      a memory or attention disability, or a Voice Control user reviewing a filled form no longer sees what each \
      field is for (WCAG 3.3.2 asks for labels, and a placeholder is not one). Show a label that stays: a `Text` \
      beside or above the field, a `LabeledContent`, or a section header.

      Reported: a field with an empty title and a prompt, anywhere; and a titled field with no visible text in its \
      stack or row, no `LabeledContent` or section header around it (SwiftUI's `Section` or a project's own type named \
      `...Section` given a title or header), outside alerts (which show their title over their fields and have no room \
      for labels), outside search and filter fields (a title with "search" or "filter", or a magnifying glass or a \
      filter symbol beside it) and composers (a title with "message", "chat", "reply" or "comment", or that starts \
      with "Ask", as an assistant's "Ask anything"), whose placeholder is the accepted pattern and which once filled \
      plainly hold what is being written, and outside macOS code (`#if os(macOS)`, `#if os(macOS) || os(visionOS)`), \
      where a form shows the title beside the field. A field whose title is a name passed in (`TextField(title, text: \
      text)` in a component) or that is all a view helper returns (`var urlField: some View { TextField(...) }`) is \
      shown where this file does not say, maybe under a label, and is passed over.

      On by default: on the apps measured every finding read was a field that, once filled, no longer said what it \
      was for. The first version also reported fields in alerts, in projects' own section types and in components \
      (21 of a sample of 40 findings): those are passed over now, and the findings left out of that sample were all \
      real.

      On four apps nobody here had linted (damus, mlem, ACHNBrowserUI, enchanted) 18 of 21 findings are real. Of the \
      first run's 28, the chat and comment composers (4) are passed over now, with one real zap comment; two fields \
      with a `String("")` title, which have no name at all, are `text_field_label`'s. The 3 false ones left are \
      fields under a question shown by a `Markdown` view, which is not read as text, and a lone field named by its \
      screen's navigation title.

      On three more apps nobody here had linted (Apple's two samples, codeapp) the rule gave 2 findings: a file \
      tree's filter field (`TextField("Filter", ...)` beside `line.horizontal.3.decrease`), passed over now as a \
      search field is, and an inline rename field whose placeholder is the old name, doubtful.

      On three apps nobody here had linted (ChordCombiner-SwiftUI, MusicOffline-SwiftUI, Why-Not-SwiftUI), all 7 \
      findings were read: 5 real, a browser's address field judged doubtful, and an assistant's composer ("Ask \
      anything..." beside a send button), passed over since.
      """,
    triggering: [
      Example(
        #"TextField(1️⃣"", text: $city, prompt: Text("City"))"#,
        expect: ["1️⃣": .onlyPromptNamesField("TextField")]),
      Example(
        """
        VStack(spacing: 12) {
          1️⃣TextField("Email", text: $email)
          2️⃣SecureField("Password", text: $password)
          Button("Sign in", action: signIn)
        }
        """,
        expect: ["1️⃣": .placeholderOnly("TextField"), "2️⃣": .placeholderOnly("SecureField")]),
      Example(
        """
        Form {
          Section {
            1️⃣TextField("Trip name", text: $name)
          }
        }
        """,
        expect: ["1️⃣": .placeholderOnly("TextField")]),
      Example(
        """
        Form {
          1️⃣TextField(NSLocalizedString("URL", comment: "Placeholder of the relay's address, not a search"), text: $url)
        }
        """,
        expect: ["1️⃣": .placeholderOnly("TextField")]),
      Example(
        """
        VStack {
          1️⃣TextField("Task name", text: $taskName)
          2️⃣TextField("Asked by", text: $askedBy)
        }
        """,
        expect: ["1️⃣": .placeholderOnly("TextField"), "2️⃣": .placeholderOnly("TextField")]),
    ],
    nonTriggering: [
      Example(
        """
        VStack(alignment: .leading) {
          Text("Email")
          TextField("name@example.com", text: $email)
        }
        """),
      Example(
        """
        LabeledContent("City") { TextField("City", text: $city) }
        Section("Trip name") { TextField("Trip name", text: $name) }
        Section { TextField("Trip name", text: $name) } header: { Text("Name") }
        """),
      Example(
        """
        HStack {
          Image(systemName: "magnifyingglass")
          TextField("Find a station", text: $query)
        }
        TextField("Search", text: $query)
        HStack {
          Image(systemName: "line.horizontal.3.decrease")
          TextField("Name contains", text: $pattern)
        }
        TextField("Filter", text: $filter)
        """),
      Example(
        """
        #if os(macOS)
        Form { TextField("Server", text: $server) }
        #endif
        TextField("", text: $name).accessibilityLabel("Name")
        """),
      Example(
        """
        Text("Rename").alert("Rename trip", isPresented: $renaming) {
          TextField("Trip name", text: $name)
        }
        SettingsSection(header: Text("Account")) { SecureField("Password", text: $password) }
        struct FormField: View {
          var body: some View { TextField(title, text: text) }
        }
        private var urlField: some View { TextField("https://", text: $url) }
        """),
      Example(
        """
        HStack {
          TextField("Message", text: $draft, axis: .vertical)
          Button(action: send) { Image(systemName: "arrow.up.circle.fill") }.accessibilityLabel("Send")
        }
        TextField(NSLocalizedString("Chat", comment: "Placeholder of the chat box"), text: $line)
        #if os(macOS) || os(visionOS)
        TextField("Nickname", text: $nickname)
        #endif
        """),
      Example(
        """
        HStack {
          TextField("Ask anything...", text: $prompt)
          Button(action: send) { Image(systemName: "paperplane") }.accessibilityLabel("Send")
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 21, checked: 21, real: 21),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 21, checked: 21, real: 18),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 5, checked: 5, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 6, checked: 6, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 4, checked: 4, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 5, checked: 5, real: 4),
    ])

  public init() {}

  public let notedViews: Set<String> = ["TextField", "SecureField"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, SwiftUIViews.titledTextFields.contains(name), let title = view.firstUnlabeledArgument,
      !view.isInLabelledPlace
    else { return }
    let prompt = view.argument("prompt")
    if title.isEmptyString {
      guard prompt != nil, !view.ancestors.contains(where: { $0.name == "LabeledContent" }) else { return }
      context.report(.onlyPromptNamesField(name), at: title)
    } else if prompt == nil, !title.is(DeclReferenceExprSyntax.self), !view.hasLabelThatStays,
      !view.isSearchField(title: title), !ViewCall.isComposer(title: title)
    {
      let scope = context.file.scope(of: view.expression)
      guard !scope.isMacOSOnly,
        view.parent != nil || scope.binding.map({ $0.name == "body" }) ?? true
      else { return }
      context.report(.placeholderOnly(name), at: view.base)
    }
  }
}

extension ViewCall {
  /// Whether text that stays in sight labels the field: a `Text` or `Label` in its stack or row, a `LabeledContent`,
  /// or a section with a header.
  fileprivate var hasLabelThatStays: Bool {
    var child = self
    for ancestor in ancestors {
      // An alert shows its title over its fields, and has no room for a label of their own.
      if case .modifier("alert", _) = child.role { return true }
      switch ancestor.name {
      case "LabeledContent":
        return true
      case let name? where name.hasSuffix("Section"):
        // SwiftUI's, or a project's own (`SettingsSection(header: Text("Account")) { ... }`).
        if ancestor.firstUnlabeledArgument != nil || ancestor.argument("header") != nil { return true }
      case "HStack", "VStack", "LazyVStack", "GridRow":
        if ancestor.children.contains(where: { $0 !== child && ($0.name == "Text" || $0.name == "Label") }) {
          return true
        }
      case "Form", "List", "ScrollView", "NavigationStack", "NavigationView":
        return false
      default:
        break
      }
      child = ancestor
    }
    return false
  }

  /// Whether the field writes a message, a chat line, a reply, a comment or a question to an assistant
  /// (`TextField("Message", text: $draft)`, `TextField("Ask anything...", text: $prompt)`): a composer, which once
  /// filled is plainly the message being written.
  fileprivate static func isComposer(title: ExprSyntax) -> Bool {
    let text = writtenText(of: title)
    return ["message", "chat", "reply", "comment"].contains(where: text.contains) || text.hasPrefix("ask ")
  }

  /// A title's text as written, lowercased: the literal, or the first argument of a call that localizes it
  /// (`NSLocalizedString("URL", comment: "...")`), whose comment is not the title.
  fileprivate static func writtenText(of title: ExprSyntax) -> String {
    let literal = WrittenLabel.stringLiteral(in: title, bareIsKey: true)?.literal
    return (literal?.segments.trimmedText ?? title.trimmedText).lowercased()
  }

  /// Whether the field is a search or filter field, whose placeholder is the accepted pattern: its title says
  /// "search" or "filter", or a magnifying glass or a filter symbol (`line.3.horizontal.decrease`) stands beside it.
  fileprivate func isSearchField(title: ExprSyntax) -> Bool {
    let text = Self.writtenText(of: title)
    if text.contains("search") || text.contains("filter") { return true }
    return parent?.children.contains { view in
      guard view.name == "Image", let symbol = view.argument("systemName")?.trimmedText else { return false }
      return Self.searchSymbols.contains(where: symbol.contains)
    } ?? false
  }

  /// The symbols that mark a search or filter field beside them.
  private static let searchSymbols = ["magnifyingglass", "line.3.horizontal.decrease", "line.horizontal.3.decrease"]
}

extension FindingMessage {
  fileprivate static func onlyPromptNamesField(_ field: String) -> FindingMessage {
    FindingMessage(
      "'\(field)' is named only by its prompt, which VoiceOver stops reading once text is typed; give it a title")
  }

  fileprivate static func placeholderOnly(_ field: String) -> FindingMessage {
    FindingMessage("'\(field)' is labelled only by its placeholder, which disappears once text is typed; show a label")
  }
}
