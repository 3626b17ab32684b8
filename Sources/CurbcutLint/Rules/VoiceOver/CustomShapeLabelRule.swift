import CurbcutReporting
import SwiftSyntax

/// Shapes, paths and canvases that are tapped, or are all a control shows, with no accessibility label.
public struct CustomShapeLabelRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "custom_shape_label",
    name: "Custom shape label",
    impact: .critical,
    impactDescription: """
      VoiceOver finds nothing to read in a drawing: a tappable glyph or swatch is skipped, or read as an unnamed \
      button, and a Voice Control user cannot name it
      """,
    wcag: ["4.1.2", "1.1.1"],
    tags: ["voiceover", "labels", "controls"],
    rationale: """
      A `Shape`, a `Path` or a `Canvas` draws pixels and has no text: VoiceOver has nothing to read in it. When \
      one is tapped (`.onTapGesture`) or is the whole label of a button, link or menu, the user meets an element \
      with no name, like seed 004's "W" glyph. Give it `.accessibilityLabel(...)` that says what it does (and, \
      for a tap, make it a `Button` so it has the button trait). The project's own drawings count, in any file: \
      a type conforming to `Shape` and a view whose `body` is a `Path` or a `Canvas`. Not reported: a drawing inside \
      a labelled element (a combined row with a label, a hidden decoration), in a style's body (a toggle's or a \
      button's, whose control names it, or a design system's own, such as seed 001's rating styles, whose component \
      does), or given a tap that does nothing (`.onTapGesture {}`, which only keeps a scroll view from \
      taking the touch).
      """,
    triggering: [
      Example(
        """
        struct WGlyphView: View {
          var body: some View {
            Path { path in
              path.move(to: .zero)
              path.addLine(to: CGPoint(x: 10, y: 10))
            }
            .stroke(.primary, lineWidth: 2)
          }
        }
        struct Header: View {
          var body: some View {
            1️⃣WGlyphView()
              .onTapGesture { openAssistant() }
          }
        }
        """,
        expect: ["1️⃣": .unnamedDrawing("WGlyphView")]),
      Example(
        """
        ForEach(palette, id: \\.self) { color in
          1️⃣Circle()
            .fill(color)
            .frame(width: 32, height: 32)
            .onTapGesture { selectedColor = color }
        }
        """,
        expect: ["1️⃣": .unnamedDrawing("Circle")]),
      Example(
        """
        struct Star: Shape {
          func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }
        Button(action: favorite) {
          1️⃣Star().fill(.yellow)
        }
        """,
        expect: ["1️⃣": .unnamedDrawing("Star")]),
    ],
    nonTriggering: [
      Example(
        """
        Circle()
          .fill(color)
          .onTapGesture { selectedColor = color }
          .accessibilityLabel(colorName)
          .accessibilityAddTraits(.isButton)
        """),
      Example(
        """
        struct Avatar: View {
          var body: some View { Image("avatar").resizable() }
        }
        Avatar().onTapGesture { showProfile() }
        Circle().fill(.red).frame(width: 8, height: 8)
        Rectangle().fill(.white).onTapGesture {}.highPriorityGesture(drag)
        """),
      Example(
        """
        struct SwitchStyle: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack {
              configuration.label
              Capsule().fill(configuration.isOn ? .green : .gray).onTapGesture { configuration.isOn.toggle() }
            }
          }
        }
        """),
      Example(
        """
        Button(action: favorite) {
          HStack { Circle().fill(.yellow); Text("Favorite") }
        }
        Button(action: play) {
          Circle().fill(.thinMaterial).overlay { Text("Play") }
        }
        HStack { Circle().fill(.green).onTapGesture { select() }; Text("Online") }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Online")
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.labelTypeApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 1, checked: 1, real: 1),
    ])

  public init() {}

  /// Which of the project's view types are drawings.
  public let collectedFacts: [any ProjectFact.Type] = [DrawingFacts.self]

  /// SwiftUI's shapes, drawn and never read.
  private static let systemShapes: NameSet = [
    "Path", "Canvas", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
  ]

  /// The gesture modifiers, noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = ViewCall.tapModifiers

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, !SwiftUIViews.system.contains(name) || Self.systemShapes.contains(name),
      (context.mayApplyANotedModifier(view) && view.isTapped)
        || view.isWholeLabelOfAnUnlabelledControl,
      !view.hasAccessibilityLabel,
      !view.isAccessibilityHidden, !view.isInLabelledPlaceBesidesAControl, !view.isInStyleBody
    else { return }
    context.report(
      .unnamedDrawing(name), at: view.base,
      unless: Self.systemShapes.contains(name) ? nil : .isNoDrawing(name))
  }
}

extension ViewCall {
  /// Whether the view is all a control shows, with nothing VoiceOver reads drawn over it (an icon in its overlay is
  /// `icon_only_control_label`'s), and the control has no label of its own.
  fileprivate var isWholeLabelOfAnUnlabelledControl: Bool {
    // The parent first: a view's role is worked out from its parent's arguments, which most views never need.
    guard let control = parent, let name = control.name, ViewCall.isControl(name), role == .argument("label"),
      control.firstUnlabeledArgument == nil, !control.hasAccessibilityLabel,
      let closure = control.argument("label")?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      closure.statements.first?.item.id == expression.id, readableDescendants(upTo: 1) == 0
    else { return false }
    return !control.isInLabelledPlace
  }

  /// Whether a view around this one names it: hidden, ignoring or combining its children under a label. A control's
  /// label is not such a place here, since the drawing is what would name the control.
  fileprivate var isInLabelledPlaceBesidesAControl: Bool {
    ancestors.contains { ancestor in
      if ancestor.isAccessibilityHidden { return true }
      switch ancestor.accessibilityElementChildren {
      case .ignore?, .combine?, .unknown?: return ancestor.hasAccessibilityLabel
      default: return false
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func unnamedDrawing(_ name: String) -> FindingMessage {
    FindingMessage("Drawing '\(name)' is tapped or is all a control shows, and has no accessibility label")
  }
}
