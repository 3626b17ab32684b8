import CurbcutReporting
import SwiftSyntax

/// A field, picker or toggle whose change navigates, presents or dismisses by itself.
public struct InputContextChangeRule: ViewRule {
  public static let description = RuleDescription(
    id: "input_context_change",
    name: "Input context change",
    impact: .medium,
    impactDescription: """
      Typing a letter or moving through a picker's options takes VoiceOver and Switch Control users to another \
      screen or sheet they did not ask for, and the focus with it
      """,
    wcag: ["3.2.2"],
    tags: ["voiceover", "switch-control", "forms", "navigation"],
    rationale: """
      WCAG 3.2.2 asks that changing a control's value does not change the context by itself: no new screen, sheet \
      or alert, no dismissal, no submission, unless the user was told it would. Sighted users see the control \
      they changed and what it set off; a VoiceOver user's focus jumps to the new screen, and someone who moves \
      through a picker's options one by one, or types a letter, is carried away mid-choice. Let a button do it \
      ("Done", "Continue"), or keep the change on the same screen.

      Reported: `.onChange(of: value)` where the file binds `value` to a text field, picker, toggle or date picker \
      (`text: $value`, `selection: $value`, `isOn: $value`, `date: $value`), and the handler dismisses (`dismiss()`), \
      pushes (`path.append(...)`) or presents (sets a `show...`, `isPresented`, `...Presented` or `isShowing...` \
      flag to `true`). Not reported: a tab view's or a navigation stack's own selection and path, a photo picker's \
      selection (a choice finished in the system's sheet), and handlers that filter, validate, save or fill other \
      fields, which change nothing but the content.

      Measured: on the nine apps it was designed on, 2 findings, both real (hdrezka opens its comment rules as \
      soon as a letter is typed, on iOS and macOS); none on four apps nobody here had linted, in which reading found \
      no such change either.
      """,
    triggering: [
      Example(
        """
        struct CountryPickerRow: View {
          @Binding var country: Country
          @Environment(\\.dismiss) private var dismiss

          var body: some View {
            Picker("Country", selection: $country) {
              ForEach(Country.allCases) { Text($0.name).tag($0) }
            }
            1️⃣.onChange(of: country) { dismiss() }
          }
        }
        """,
        expect: ["1️⃣": .contextChangeOnInput("country")]),
      Example(
        """
        struct CommentComposer: View {
          @State private var draft = ""
          @State private var showRules = false

          var body: some View {
            TextField("Comment", text: $draft)
              1️⃣.onChange(of: draft) { _, newValue in
                if !rulesAccepted { showRules = true }
              }
              .sheet(isPresented: $showRules) { RulesView() }
          }
        }
        """,
        expect: ["1️⃣": .contextChangeOnInput("draft")]),
      Example(
        """
        struct CategoryFilter: View {
          @State private var category: Category?
          @Binding var path: NavigationPath

          var body: some View {
            Picker("Category", selection: $category) {
              ForEach(Category.allCases) { Text($0.title).tag(Optional($0)) }
            }
            1️⃣.onChange(of: category) { _, newValue in
              if let newValue { path.append(newValue) }
            }
          }
        }
        """,
        expect: ["1️⃣": .contextChangeOnInput("category")]),
    ],
    nonTriggering: [
      Example(
        """
        struct SearchScreen: View {
          @State private var query = ""

          var body: some View {
            List(results) { ResultRow(result: $0) }
              .searchable(text: $query)
              .onChange(of: query) { _, newValue in model.search(newValue) }
          }
        }
        """),
      Example(
        """
        struct RootView: View {
          @State private var tab = Tab.home
          @State private var path = NavigationPath()

          var body: some View {
            TabView(selection: $tab) {
              HomeView().tag(Tab.home)
            }
            .onChange(of: tab) { path = NavigationPath() }
          }
        }
        """),
      Example(
        """
        struct SettingsView: View {
          @AppStorage("sync") private var sync = false
          @Environment(\\.dismiss) private var dismiss

          var body: some View {
            Toggle("Sync", isOn: $sync)
              .onChange(of: sync) { _, isOn in store.setSync(isOn) }
            Button("Done") { dismiss() }
          }
        }
        """),
      Example(
        """
        struct ScannerView: View {
          @StateObject private var model = ScannerModel()
          @Environment(\\.dismiss) private var dismiss

          var body: some View {
            CameraPreview(session: model.session)
              .onChange(of: model.scannedCode) { dismiss() }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 0, checked: 0, real: 0),
    ])

  public init() {}

  /// Noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = ["onChange"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    for modifier in view.modifiers where modifier.name == "onChange" {
      guard let observed = modifier.argument("of")?.trimmedText, let handler = modifier.trailingAction,
        let member = modifier.member, Self.isBoundToAnInput(observed, in: context.file),
        ContextChangeFinder.changesContext(handler)
      else { continue }
      context.report(
        .contextChangeOnInput(observed), from: member.period.positionAfterSkippingLeadingTrivia,
        to: modifier.call.endPositionBeforeTrailingTrivia)
    }
  }

  /// Whether the file binds `value` to a control that takes input, and not to a tab view or navigation stack.
  private static func isBoundToAnInput(_ value: String, in file: FileModel) -> Bool {
    let name = value.hasPrefix("self.") ? String(value.dropFirst(5)) : value
    guard ["text", "selection", "isOn", "date"].contains(where: { file.source(contains: "\($0): $\(name)") })
    else { return false }
    // A photo picker's selection is a choice the user finished in the system's sheet.
    return ![
      "TabView(selection: $\(name)", "NavigationStack(path: $\(name)", "PhotosPicker(selection: $\(name)",
      "selection: $\(name), matching:",
    ].contains { file.source(contains: $0) }
  }
}

/// Finds, in an `onChange` handler, what changes the context: a dismissal, a push or a presentation.
private final class ContextChangeFinder: SyntaxVisitor {
  private var found = false

  static func changesContext(_ handler: ClosureExprSyntax) -> Bool {
    let finder = ContextChangeFinder(viewMode: .sourceAccurate)
    finder.walk(handler.statements)
    return finder.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.trimmedText
    if callee == "dismiss" || callee.hasSuffix("presentationMode.wrappedValue.dismiss")
      || (node.calleeName == "append" && callee.lowercased().contains("path"))
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let (target, value) = node.assignment, value.isTrueLiteral else { return .visitChildren }
    let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.trimmedText
    if name.hasPrefix("show") || name.hasPrefix("isShowing") || name.hasPrefix("isPresent")
      || name.hasSuffix("Presented")
    {
      found = true
    }
    return .skipChildren
  }
}

extension FindingMessage {
  fileprivate static func contextChangeOnInput(_ value: String) -> FindingMessage {
    FindingMessage(
      "Changing '\(value)' navigates, presents or dismisses by itself, and takes VoiceOver's focus away mid-input; "
        + "let a button do it, or keep the change on this screen")
  }
}
