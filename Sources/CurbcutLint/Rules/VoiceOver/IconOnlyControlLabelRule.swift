import CurbcutReporting
import SwiftSyntax

/// Buttons, links, navigation links, menus and toggles whose only content is an image, with no accessibility label.
public struct IconOnlyControlLabelRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "icon_only_control_label",
    name: "Icon-only control label",
    impact: .critical,
    impactDescription: "A VoiceOver user hears only 'button' and cannot tell what the control does",
    wcag: ["4.1.2", "1.1.1", "2.4.6"],
    tags: ["voiceover", "labels", "controls"],
    rationale: """
      VoiceOver reads an icon-only control by its label, and an image has none of its own that says what \
      the control does: an asset image is read by its file name, and an SF Symbol by a generic description \
      of its shape, if it has one ("plus" is read "Add", whether it adds a photo or a trip). Give the control \
      an `.accessibilityLabel(...)` that names the action, or use a titled initializer such as \
      `Button("Share", systemImage: "square.and.arrow.up", action: share)` or a `Label` with \
      `.labelStyle(.iconOnly)`, which shows the icon and still reads the title.
      """,
    triggering: [
      Example(
        """
        Button(action: share) {
          1️⃣Image(systemName: "square.and.arrow.up")
        }
        """, expect: ["1️⃣": .unlabeledIconControl("Button")]),
      Example(
        """
        Button { delete() } label: {
          1️⃣Image(systemName: "trash")
            .font(.title2)
        }
        """, expect: ["1️⃣": .unlabeledIconControl("Button")]),
      Example(
        """
        Menu {
          Button("Rename", action: rename)
        } label: {
          1️⃣Image(systemName: "ellipsis.circle")
        }
        Link(destination: helpURL) { 2️⃣Image("help-badge") }
        Toggle(isOn: $isMuted) { 3️⃣Image(systemName: "speaker.slash") }
        NavigationLink(destination: SettingsView()) { 4️⃣Image(systemName: "gear") }
        """,
        expect: [
          "1️⃣": .unlabeledIconControl("Menu"), "2️⃣": .unlabeledIconControl("Link"),
          "3️⃣": .unlabeledIconControl("Toggle"),
          "4️⃣": .unlabeledIconControl("NavigationLink"),
        ]),
    ],
    nonTriggering: [
      Example(
        """
        Button(action: share) {
          Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("Share")
        """),
      Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Delete \(item.name)")"#),
      Example(#"Button("Share", systemImage: "square.and.arrow.up", action: share)"#),
      Example(
        """
        Button(action: share) {
          Image(systemName: "square.and.arrow.up").accessibilityLabel("Share")
        }
        """),
      Example(
        """
        Button { selectedTab = tab } label: {
          VStack {
            Image(systemName: tab.icon)
            Text(tab.label)
          }
        }
        """),
      Example(
        """
        Button(action: favorite) {
          Label("Favorite", systemImage: "star")
        }
        .labelStyle(.iconOnly)
        """),
      Example(#"Button("Sign In") { signIn() }"#),
      Example(
        """
        HStack {
          Button(action: play) { Image(systemName: "play.fill") }
          Text("Episode 4")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Play episode 4")
        """),
      Example(
        """
        struct SupportButtonStyle: ButtonStyle {
          let title: String
          func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; Text(title) }
          }
        }
        Button(action: review) { Image(systemName: "star") }
          .buttonStyle(SupportButtonStyle(title: "Leave us a review"))
        """),
    ],
    precision: MeasuredPrecision(corpus: MeasuredPrecision.tenApps, findings: 93, checked: 93, real: 91))

  public init() {}

  /// Which of the project's button styles show text of their own beside an icon.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, ViewCall.isControl(name), let image = view.onlyImageInLabel,
      !image.hasAccessibilityLabel,
      !view.isInLabelledPlace
    else { return }
    context.report(
      .unlabeledIconControl(name), at: image.expression,
      unless: view.customButtonStyle.map(ProjectCondition.styleShowsText))
  }
}

extension ViewCall {
  /// The project's own style in `.buttonStyle(StoryButtonStyle(...))`, which may show text of its own
  /// beside the label; nil for SwiftUI's styles (`.plain`, `.bordered`) and when there is none. Of several,
  /// the innermost applies, as with every style modifier.
  fileprivate var customButtonStyle: String? {
    guard let style = modifiers(named: "buttonStyle").first?.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self)
    else { return nil }
    return style.calleeName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
  }
}

extension FindingMessage {
  fileprivate static func unlabeledIconControl(_ control: String) -> FindingMessage {
    FindingMessage("Icon-only '\(control)' has no accessibility label")
  }
}
