import CurbcutReporting
import SwiftSyntax

/// Navigation stacks whose first screen has no title.
public struct NavigationTitleRule: FileRule, CollectingRule {
  public static let description = RuleDescription(
    id: "navigation_title",
    name: "Navigation title",
    impact: .medium,
    impactDescription: """
      VoiceOver users hear no screen name when the screen appears and find none at the top, and the screens pushed \
      from it get a Back button that says only "Back"
      """,
    wcag: ["2.4.2"],
    tags: ["voiceover", "navigation", "structure"],
    rationale: """
      A screen's title is how VoiceOver users know where they are: VoiceOver reads the navigation bar's title when \
      the screen appears, it is the first element at the top, and the next screen's Back button says its name \
      ("Settings, back button"). A navigation stack whose first screen sets no `.navigationTitle` gives them an \
      empty bar and a Back button that says "Back" (WCAG 2.4.2). Set `.navigationTitle("Inbox")` on the stack's \
      root view, inside the stack; `.navigationBarTitleDisplayMode(.inline)` keeps it small where the design wants.

      Reported: a `NavigationStack` or `NavigationView` whose content neither sets a title (`.navigationTitle`, \
      `.navigationBarTitle`, a `.principal` toolbar item) nor shows a view type of the project that does, a few \
      levels down in any file of the run (the screen inside a wrapper, a tab view's tabs count), and whose type \
      titles nothing in a helper either. Only the stack's root is looked at: pushed screens and sheets with a title \
      of their own are not, nor a stack whose root is a view passed in (`NavigationStack { content }`), which its \
      callers make. A screen that hides the bar (`.navigationBarHidden(true)`, `.toolbar(.hidden)`, \
      `.toolbarVisibility(.hidden)`) is taken to show a header of its own, which `header_trait` looks at. Not \
      reported in previews and their helper functions, in view types only previews show, or in macOS code.

      Opt-in: on the nine apps it was designed on, 6 of its 9 findings were real (a creation step, a filter sheet, \
      a share extension's sign-in screen, launch screens); the others were a tvOS screen in a folder of its own, a \
      developer's log viewer, and a stack whose screen comes from a module the run did not read. On four apps \
      nobody here had linted, 3 of 4 were real (UTM's new-drive and remote-server sheets, Basic Car Maintenance's \
      alert screen); the other is a macOS settings window in a folder of its own.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        struct InboxScreen: View {
          var body: some View {
            1️⃣NavigationStack {
              List(messages) { MessageRow(message: $0) }
            }
          }
        }
        """,
        expect: ["1️⃣": .untitledStack]),
      Example(
        """
        struct ProfileTab: View {
          var body: some View {
            1️⃣NavigationStack {
              ProfileContent()
            }
          }
        }
        struct ProfileContent: View {
          var body: some View {
            ScrollView { ProfileHeader() }
              .toolbar { ToolbarItem(placement: .topBarTrailing) { SettingsButton() } }
          }
        }
        """,
        expect: ["1️⃣": .untitledStack]),
      Example(
        """
        struct ReaderSheet: View {
          var body: some View {
            1️⃣NavigationView {
              PageView(page: page)
                .toolbar { Button("Close", action: close) }
            }
          }
        }
        """,
        expect: ["1️⃣": .untitledStack]),
    ],
    nonTriggering: [
      Example(
        """
        struct InboxScreen: View {
          var body: some View {
            NavigationStack {
              List(messages) { MessageRow(message: $0) }
                .navigationTitle("Inbox")
            }
          }
        }
        """),
      Example(
        """
        struct ProfileTab: View {
          var body: some View {
            NavigationStack { ProfileContent() }
          }
        }
        struct ProfileContent: View {
          var body: some View {
            ScrollView { ProfileHeader() }.navigationTitle(user.name)
          }
        }
        """),
      Example(
        """
        struct SheetContainer<Content: View>: View {
          @ViewBuilder let content: Content

          var body: some View {
            NavigationStack { content }
          }
        }
        struct EditorScreen: View {
          var body: some View {
            NavigationStack {
              Form { TitleField() }
                .toolbar { ToolbarItem(placement: .principal) { Text("Edit note").font(.headline) } }
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 9, checked: 9, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 4, checked: 4, real: 3),
    ])

  public init() {}

  /// Which view types title their screen, and which types each shows.
  public let collectedFacts: [any ProjectFact.Type] = [NavigationTitleFacts.self, ViewUseFacts.self]

  public var inspectedCalls: Set<String> {
    Set(["NavigationStack", "NavigationView"] + NavigationTitleFacts.titlingCalls)
  }

  /// What titles a screen, or hides its bar to show a header of its own, as written in the stack's type.
  private static let titlingNames = [
    "navigationTitle", "navigationBarTitle", ".principal", "navigationBarHidden", "toolbarVisibility",
    "toolbar(.hidden",
  ]

  public func check(_ file: FileModel, in context: RuleContext) {
    for call in file.calls(named: "NavigationStack") + file.calls(named: "NavigationView") {
      guard let content = call.trailingClosure, !file.isInPreview(call), !file.isMacOSOnly(call) else { continue }
      // The type the stack is written in may title it in a helper (`headerSection`, `routeContent(route)`).
      let enclosingType = file.enclosingType(of: call)
      // Outside any type, in a file with previews: a preview's helper function.
      if enclosingType == nil && !file.previewRanges.isEmpty { continue }
      let written = enclosingType.map { Syntax($0.syntax) } ?? Syntax(content)
      guard !Self.titlingNames.contains(where: { file.source(of: written, contains: $0) }),
        let shown = Self.viewsShown(by: content)
      else { continue }
      let projectTypes = shown.filter { !SwiftUIViews.system.contains($0) }
      context.report(
        .untitledStack, at: call.calledExpression,
        unless: projectTypes.isEmpty ? nil : .titlesItsScreen(anyOf: projectTypes))
    }
  }

  /// The names of the views the stack's content makes and of the view modifiers it applies to them; nil when a root
  /// is a view passed in (`NavigationStack { content }`), which the stack's callers make, or a helper's.
  private static func viewsShown(by content: ClosureExprSyntax) -> [String]? {
    var names: [String] = []
    for statement in content.statements {
      guard let expression = statement.expression else { continue }
      let base = ViewChain.base(of: expression)
      guard base.is(FunctionCallExprSyntax.self) || base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self)
      else { return nil }
      let shown = ShownViewFinder.viewCalls(in: Syntax(base))
      // A helper's view (`routeContent(route)`) is not seen into.
      guard !shown.isEmpty else { return nil }
      // A view modifier applied to the root may title it (`.modifier(ListTitle())`); not the screens its sheets and
      // destinations show.
      names +=
        shown
        + ViewChain.split(expression).modifiers.filter { $0.name == "modifier" }.flatMap {
          ShownViewFinder.viewCalls(in: Syntax($0.call.arguments))
        }
    }
    return names.isEmpty ? nil : names
  }
}

/// Finds the views a closure makes: the names of the calls written with a capital (`List`, `ProfileContent`).
private final class ShownViewFinder: SyntaxVisitor {
  private var names: [String] = []

  static func viewCalls(in node: Syntax) -> [String] {
    let finder = ShownViewFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calleeName, name.first?.isUppercase == true { names.append(name) }
    return .visitChildren
  }
}

extension FindingMessage {
  fileprivate static let untitledStack = FindingMessage(
    "The navigation stack's first screen has no title: VoiceOver users hear no screen name, and the screens pushed "
      + "from it get a Back button that says only 'Back'; set .navigationTitle on its root view")
}
