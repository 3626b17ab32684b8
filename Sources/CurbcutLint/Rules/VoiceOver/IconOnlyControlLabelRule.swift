import CurbcutReporting
import SwiftSyntax

/// Buttons, links, menus and toggles whose only content is an image, with no accessibility label.
public struct IconOnlyControlLabelRule: ViewRule {
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
        """, expect: ["1️⃣": "Icon-only 'Button' has no accessibility label"]),
      Example(
        """
        Button { delete() } label: {
          1️⃣Image(systemName: "trash")
            .font(.title2)
        }
        """, expect: ["1️⃣": "Icon-only 'Button' has no accessibility label"]),
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
          "1️⃣": "Icon-only 'Menu' has no accessibility label", "2️⃣": "Icon-only 'Link' has no accessibility label",
          "3️⃣": "Icon-only 'Toggle' has no accessibility label",
          "4️⃣": "Icon-only 'NavigationLink' has no accessibility label",
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
    ])

  public init() {}

  /// The controls whose label can be an image alone.
  static func isControl(_ name: String) -> Bool {
    switch name {
    case "Button", "Link", "Menu", "Toggle", "NavigationLink": true
    default: false
    }
  }

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, Self.isControl(name), let image = view.onlyImageInLabel,
      !view.hasAccessibilityLabel, !image.hasAccessibilityLabel, !view.isAccessibilityHidden,
      !view.isInsideLabelledElement
    else { return }
    context.report("Icon-only '\(name)' has no accessibility label", at: image.expression)
  }
}

extension ViewCall {
  /// For a control, the image that is the whole of its label: `Button(action: share) { Image(...) }`.
  /// Nil when the label has anything else in it, or when it has a title argument.
  var onlyImageInLabel: ViewCall? {
    guard firstUnlabeledArgument == nil, argument("titleKey") == nil, argument("title") == nil,
      let closure = argument("label")?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let statement = closure.statements.first?.item.as(ExprSyntax.self)
    else { return nil }
    return children.first { $0.expression.id == statement.id && $0.name == "Image" }
  }

  /// Whether a view around this one makes a single accessibility element with a label of its own, so
  /// this view is read as part of that label (`.accessibilityElement(children: .ignore)` + a label).
  var isInsideLabelledElement: Bool {
    ancestors.contains { ancestor in
      guard let behavior = ancestor.accessibilityElementChildren else { return false }
      return behavior != .contain && ancestor.hasAccessibilityLabel
    }
  }

  /// Whether a view around this one hides it from VoiceOver, or ignores its children.
  var isHiddenByAncestor: Bool {
    ancestors.contains { $0.isAccessibilityHidden || $0.accessibilityElementChildren == .ignore }
  }
}
