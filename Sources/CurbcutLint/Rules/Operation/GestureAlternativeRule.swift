import CurbcutReporting
import SwiftSyntax

/// Gestures that do something no other way offers: long presses, double taps, pinches, rotations and, as an option,
/// drags.
public struct GestureAlternativeRule: ViewRule {
  public struct Options: RuleOptions {
    /// Whether to report drags and drag and drop too, whose alternative is often out of the view's file.
    public var includeDrags = false
    /// Whether to report gestures that only call another object's methods, whose alternative is often in another view.
    public var includeModelCalls = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeDrags = "include_drags"
      case includeModelCalls = "include_model_calls"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      includeDrags = try container.decodeIfPresent(Bool.self, forKey: .includeDrags) ?? false
      includeModelCalls = try container.decodeIfPresent(Bool.self, forKey: .includeModelCalls) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "gesture_alternative",
    name: "Gesture alternative",
    impact: .medium,
    impactDescription: """
      VoiceOver announces nothing of the gesture, so its users never learn the feature is there; users who cannot \
      pinch, rotate or hold a finger still cannot use it at all
      """,
    wcag: ["2.5.1", "2.5.7", "2.1.1"],
    tags: ["voiceover", "switch-control", "gestures", "actions"],
    rationale: """
      A long press, a double tap, a pinch or a rotation is a feature nobody can find with VoiceOver: the element is \
      read as it looks, with no hint that holding or double-tapping it does anything. VoiceOver can pass a long press \
      or a double tap through (double tap and hold, triple tap) only for users who already know it is there, and a \
      pinch or a rotation needs two fingers that Switch Control, Voice Control and many motor-impaired users do not \
      have (WCAG 2.5.1 asks for a single-pointer way to do what a multipoint or path-based gesture does). Offer the \
      same thing another way: `.accessibilityAction(named: "Add to favourites") { ... }`, which VoiceOver lists in \
      its Actions rotor and Voice Control can say, a `.contextMenu`, which VoiceOver and Switch Control offer, or a \
      visible button. For a pinch to zoom, `.accessibilityZoomAction` or a double tap that zooms.

      Reported: `.onLongPressGesture { ... }` and `LongPressGesture`, a double tap (`.onTapGesture(count: 2)`, \
      `TapGesture(count: 2)`), and `MagnifyGesture`, `MagnificationGesture`, `RotateGesture` and `RotationGesture`, \
      whose action does something of the view's own (sets its state, calls a function or closure it holds: not only \
      a haptic, a log or an animation), when nothing else in the view's type does the same: no other call of the \
      function, no other statement setting the same state to the same value (a button or a double tap doing it \
      counts), and no `.accessibilityAction`, \
      `.accessibilityActions`, `.contextMenu`, `.swipeActions`, `.accessibilityZoomAction`, \
      `.accessibilityScrollAction`, `.accessibilityAdjustableAction` or `.accessibilityRepresentation` on the view \
      or around it. Not reported: a press-feedback long press (`minimumDuration: 0`, an empty action, one that only \
      tracks the press, like `isPressed` or `longPressActive`), a double tap composed with a single one \
      (`.exclusively(before:)`), a hidden view (`hidden_control`'s) and macOS code.

      With `include_model_calls: true`, a gesture whose only effect is another object's method (`model.like()`, \
      `player.beginFastForward()`) is reported too. It is off by default because the same method is most often \
      offered by a button in another view of the same object (a player's skip and speed controls), which one type \
      does not show.

      With `include_drags: true`, `DragGesture` and drag and drop (`.onDrag`, `.draggable`, `.onDrop`, \
      `.dropDestination`) are reported the same way. They are off by default: a drag to dismiss a sheet, to page a \
      carousel or to reorder is most often matched by a close button, page buttons or an edit mode whose code is in \
      another type, which one file does not show.

      Measured: on the nine apps it was designed on, 7 findings, all real (a chat message's report menu, who \
      reacted, an icon's colour, a person's photo, a filter's editor, a theme setting's reset, a new object's type); \
      on four apps nobody here had linted, 3, all real (UTM's keyboard shortcuts on iOS and visionOS, Basic Car \
      Maintenance's copy of the version). Of the gesture problems found by reading those four apps, 3 of 5 are \
      reported; the others are a drag-only toolbar and a chart read by press and drag whose code is in libraries \
      the apps' repositories do not hold. The options' findings are most often not problems: UTM's four drop \
      targets all have a Browse button, and of the nine apps' 27 drags and drops read, the drags to dismiss \
      sheets mostly had a close button.
      """,
    options: [
      RuleOptionDescription(
        name: "include_drags", defaultValue: "false",
        summary: "Also report drag gestures and drag and drop with no alternative in the view's type"),
      RuleOptionDescription(
        name: "include_model_calls", defaultValue: "false",
        summary: "Also report gestures whose only effect is a method of another object (`model.like()`)"),
    ],
    triggering: [
      Example(
        """
        struct MessageRow: View {
          let message: Message
          @State private var showReactions = false

          var body: some View {
            Text(message.text)
              1️⃣.onLongPressGesture { showReactions = true }
              .sheet(isPresented: $showReactions) { ReactionPicker(message: message) }
          }
        }
        """,
        expect: ["1️⃣": .gestureWithoutAlternative("long press")]),
      Example(
        """
        struct PhotoCell: View {
          let photo: Photo
          let onLike: () -> Void

          var body: some View {
            AsyncImage(url: photo.url)
              1️⃣.onTapGesture(count: 2) { onLike() }
          }
        }
        """,
        expect: ["1️⃣": .gestureWithoutAlternative("double tap")]),
      Example(
        """
        struct PlayerSurface: View {
          let player: VideoPlayerModel

          var body: some View {
            VideoLayer(player: player)
              1️⃣.onLongPressGesture { player.beginFastForward() }
          }
        }
        """,
        expect: ["1️⃣": .gestureWithoutAlternative("long press")], options: #"{"include_model_calls": true}"#),
      Example(
        """
        struct MapCanvas: View {
          @State private var zoom: CGFloat = 1

          var body: some View {
            Image("floor-plan")
              .scaleEffect(zoom)
              1️⃣.gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
          }
        }
        """,
        expect: ["1️⃣": .gestureWithoutAlternative("pinch")]),
      Example(
        """
        struct Card: View {
          @State private var offset: CGSize = .zero
          let onDiscard: () -> Void

          var body: some View {
            CardFace()
              .offset(offset)
              1️⃣.gesture(
                DragGesture()
                  .onChanged { offset = $0.translation }
                  .onEnded { if abs($0.translation.width) > 120 { onDiscard() } }
              )
          }
        }
        """,
        expect: ["1️⃣": .gestureWithoutAlternative("drag")], options: #"{"include_drags": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        struct MessageRow: View {
          let message: Message
          @State private var showReactions = false

          var body: some View {
            Text(message.text)
              .onLongPressGesture { showReactions = true }
              .accessibilityAction(named: "React") { showReactions = true }
          }
        }
        """),
      Example(
        """
        struct PhotoCell: View {
          let photo: Photo
          let onLike: () -> Void

          var body: some View {
            VStack {
              AsyncImage(url: photo.url)
                .onTapGesture(count: 2) { onLike() }
              Button { onLike() } label: { Label("Like", systemImage: "heart") }
            }
          }
        }
        """),
      Example(
        """
        struct PlayerSurface: View {
          let player: VideoPlayerModel

          var body: some View {
            VideoLayer(player: player)
              .onLongPressGesture { player.beginFastForward() }
          }
        }
        """),
      Example(
        """
        struct PressableCard: View {
          @State private var isPressed = false

          var body: some View {
            CardFace()
              .scaleEffect(isPressed ? 0.96 : 1)
              .onLongPressGesture(minimumDuration: 0, perform: {}) { pressing in isPressed = pressing }
              .contextMenu { Button("Share") {} }
          }
        }
        """),
      Example(
        """
        struct ZoomableImage: View {
          @State private var zoom: CGFloat = 1

          var body: some View {
            Image("floor-plan")
              .scaleEffect(zoom)
              .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
              .accessibilityZoomAction { action in
                zoom = action.direction == .zoomIn ? zoom * 2 : zoom / 2
              }
          }
        }
        """),
      Example(
        """
        struct Card: View {
          @State private var offset: CGSize = .zero
          let onDiscard: () -> Void

          var body: some View {
            CardFace()
              .offset(offset)
              .gesture(DragGesture().onEnded { if abs($0.translation.width) > 120 { onDiscard() } })
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 7, checked: 7, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 0),
    ])

  public var options = Options()

  public init() {}

  /// The gesture modifiers, noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = [
    "onLongPressGesture", "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onDrag",
    "draggable", "onDrop", "dropDestination",
  ]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    for modifier in view.modifiers {
      guard let gesture = Gesture(modifier, includeDrags: options.includeDrags), let member = modifier.member,
        gesture.doesSomething(countingModelCalls: options.includeModelCalls),
        !gesture.hasAlternative(in: view, context.file)
      else { continue }
      guard !view.isAccessibilityHidden, !view.ancestors.contains(where: \.isAccessibilityHidden),
        !context.file.isMacOSOnly(view.expression)
      else { return }
      context.report(
        .gestureWithoutAlternative(gesture.kind.rawValue), from: member.period.positionAfterSkippingLeadingTrivia,
        to: modifier.call.endPositionBeforeTrailingTrivia)
    }
  }
}

/// A gesture a modifier adds, with the closures that act when it happens.
private struct Gesture {
  enum Kind: String {
    case longPress = "long press"
    case doubleTap = "double tap"
    case pinch
    case rotation
    case drag
    case dragAndDrop = "drag and drop"
  }

  let kind: Kind
  let modifier: Modifier
  /// What the gesture does that a user may need: the calls and assignments of the closures run when it happens (a
  /// long press's `perform`, a gesture value's `.onEnded { }` and, for one that changes something as it goes,
  /// `.onChanged { }`), not feedback (haptics, logs; animations wrapped around the change are read through).
  let effects: [Effect]

  init?(_ modifier: Modifier, includeDrags: Bool) {
    self.modifier = modifier
    let actions: [ClosureExprSyntax]
    switch modifier.name {
    case "onLongPressGesture":
      // `minimumDuration: 0` tracks a press; `perform` is the trailing closure or the argument so named.
      if let duration = modifier.argument("minimumDuration"), Double(duration.trimmedText) == 0 { return nil }
      kind = .longPress
      actions = [modifier.argument("perform")?.as(ClosureExprSyntax.self) ?? modifier.call.trailingClosure]
        .compactMap { $0 }
    case "onTapGesture":
      guard modifier.writtenArgument("count")?.trimmedText == "2", let action = modifier.trailingAction else {
        return nil
      }
      kind = .doubleTap
      actions = [action]
    case "gesture", "simultaneousGesture", "highPriorityGesture":
      guard let value = modifier.call.arguments.first?.expression,
        let (kind, stages) = Self.kindAndStages(of: value, includeDrags: includeDrags)
      else { return nil }
      self.kind = kind
      actions = value.gestureStageClosures(stages)
    case "onDrag", "draggable", "onDrop", "dropDestination":
      guard includeDrags else { return nil }
      kind = .dragAndDrop
      actions = []
    default:
      return nil
    }
    effects = actions.flatMap { Effect.all(in: $0) }
  }

  /// The gesture a `.gesture(...)` value starts with, and the stages whose closures act.
  private static func kindAndStages(of value: ExprSyntax, includeDrags: Bool) -> (Kind, Set<String>)? {
    let text = value.trimmedText
    // `TapGesture(count: 2).exclusively(before: TapGesture())` acts on a single tap too, in the same closure.
    guard !text.contains(".exclusively(") else { return nil }
    if text.hasPrefix("LongPressGesture") {
      return text.hasPrefix("LongPressGesture(minimumDuration: 0)") ? nil : (.longPress, ["onEnded"])
    }
    if text.hasPrefix("TapGesture(count: 2)") { return (.doubleTap, ["onEnded"]) }
    if text.hasPrefix("MagnifyGesture") || text.hasPrefix("MagnificationGesture") {
      return (.pinch, ["onChanged", "onEnded"])
    }
    if text.hasPrefix("RotateGesture") || text.hasPrefix("RotationGesture") {
      return (.rotation, ["onChanged", "onEnded"])
    }
    if includeDrags, text.hasPrefix("DragGesture") { return (.drag, ["onChanged", "onEnded"]) }
    return nil
  }

  /// Whether the gesture does something: drag and drop always does; other gestures when an action has an effect of
  /// the view's own, or any effect when another object's methods count.
  func doesSomething(countingModelCalls: Bool) -> Bool {
    kind == .dragAndDrop || effects.contains { $0.isLocal || countingModelCalls }
  }

  /// Whether the same thing can be done another way: an accessibility action, context menu, swipe action or
  /// representation on the view or around it, or the gesture's effect written elsewhere in the view's type.
  func hasAlternative(in view: ViewCall, _ file: FileModel) -> Bool {
    if ([view] + view.ancestors).contains(where: { $0.modifiers.contains { Self.alternatives.contains($0.name) } }) {
      return true
    }
    guard kind != .dragAndDrop else { return false }
    let container = view.enclosingType.map { Syntax($0.syntax) } ?? Syntax(file.tree)
    let excluded = modifier.call.position.utf8Offset..<modifier.call.endPosition.utf8Offset
    return effects.contains { effect in
      effect.searchTexts.contains { file.source(of: container, contains: $0, outside: excluded) }
    }
  }

  /// Modifiers that offer a gesture's action another way.
  private static let alternatives: Set<String> = [
    "accessibilityAction", "accessibilityActions", "contextMenu", "swipeActions", "accessibilityZoomAction",
    "accessibilityScrollAction", "accessibilityAdjustableAction", "accessibilityRepresentation",
  ]
}

/// Something an action does: a call or an assignment, found again elsewhere by its text.
private struct Effect {
  /// The texts that do the same thing where written elsewhere: `model.like(` for a call, `showMenu = true` and
  /// `showMenu.toggle(` for an assignment.
  let searchTexts: [String]
  /// Whether the effect is the view's own: its state, or a function or closure it holds. Another object's method
  /// (`model.like()`) may be offered by another view of the same object, out of this file's sight.
  let isLocal: Bool

  /// Methods that change the state they are called on.
  static let stateMutations: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeLast"]

  /// The effects of `closure`'s statements, through `if`, `switch`, `withAnimation { }` and `Task { }`.
  static func all(in closure: ClosureExprSyntax) -> [Effect] {
    let finder = EffectFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.effects
  }

  /// Calls that are feedback or plumbing, not something the user asked for.
  static let feedback: Set<String> = [
    "withAnimation", "print", "debugPrint", "impactOccurred", "notificationOccurred", "selectionChanged", "prepare",
    "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "asyncAfter",
    "async", "Task", "sleep", "min", "max", "abs", "CGSize", "CGPoint", "CGFloat", "Double", "Float", "Int", "log",
    "debug", "info", "error", "warning", "trace", "os_log", "playHaptic", "haptic", "feedback", "hapticFeedback",
  ]
}

/// Finds the calls and assignments of an action, not those of closures it passes on as values other than
/// `withAnimation`'s and `Task`'s (which run them).
private final class EffectFinder: SyntaxVisitor {
  var effects: [Effect] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.calleeName, !Effect.feedback.contains(name), !name.lowercased().contains("haptic") else {
      // What runs later or animated (`withAnimation { }`, `asyncAfter(deadline: .now() + 1) { }`) counts; the values
      // it is given do not.
      for closure in [node.trailingClosure].compactMap({ $0 }) + node.additionalTrailingClosures.map(\.closure)
        + node.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
      {
        walk(closure)
      }
      return .skipChildren
    }
    // An implicit member (`.now()`, `.seconds(2)`) is a value, not an effect.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return .visitChildren
    }
    // A function or closure of the view's own (`editFilter(filter)`, `onLongTap()`), or a mutation of its state
    // (`isLiked.toggle()`); a method of another object (`model.like()`) may be offered by another view of it.
    let callee = node.calledExpression
    let receiver = callee.as(MemberAccessExprSyntax.self)?.base
    let isLocal =
      callee.nameOnSelf != nil
      || (receiver?.nameOnSelf != nil && Effect.stateMutations.contains(name))
    effects.append(Effect(searchTexts: [callee.trimmedText + "("], isLocal: isLocal))
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let (targetExpression, value) = node.assignment else { return .visitChildren }
    var target = targetExpression.trimmedText
    if target.hasPrefix("self.") { target.removeFirst(5) }
    // State that tracks the gesture as it goes is no effect of its own.
    let lowered = target.lowercased()
    guard
      !["pressed", "pressing", "active", "dragging", "offset", "translation", "highlight"].contains(
        where: lowered.contains)
    else { return .skipChildren }
    effects.append(
      Effect(
        searchTexts: ["\(target) = \(value.trimmedText)", "\(target).toggle("],
        isLocal: targetExpression.nameOnSelf != nil))
    return .skipChildren
  }
}

extension FindingMessage {
  fileprivate static func gestureWithoutAlternative(_ gesture: String) -> FindingMessage {
    FindingMessage(
      "Nothing else does what this \(gesture) does, and VoiceOver does not announce it; add an "
        + ".accessibilityAction(named:) (or a context menu, or a button) that does the same")
  }
}
