import CurbcutReporting
import SwiftSyntax

/// Transitions that move views and animations that never end, whatever the Reduce Motion setting.
public struct ReduceMotionAnimationRule: FileRule {
  public struct Options: RuleOptions {
    /// Calls that give a motion-safe animation or transition, as seed 004's `NyxAnimation.adaptive`.
    public var motionSafeHelpers: [String] = []

    public init() {}

    enum CodingKeys: String, CodingKey {
      case motionSafeHelpers = "motion_safe_helpers"
    }
  }

  public static let description = RuleDescription(
    id: "reduce_motion_animation",
    name: "Reduce Motion animation",
    impact: .high,
    impactDescription: """
      Sliding, zooming and endlessly moving content makes people with vestibular disorders dizzy or sick; they turn on \
      Reduce Motion to stop it, and an app that ignores the setting keeps moving (WCAG 2.3.3, 2.2.2)
      """,
    wcag: ["2.3.3", "2.2.2"],
    tags: ["motion", "reduce-motion", "animation"],
    rationale: """
      Reduce Motion asks apps to replace motion with fades: seed 003's "Transition between screens: instant or \
      simple fade, no slide/zoom animations; loading indicators: static or minimal, no bouncing/spinning". SwiftUI \
      does not do it for a transition or an animation the code chooses; the view must read \
      `@Environment(\\.accessibilityReduceMotion)` and choose: `.transition(reduceMotion ? .opacity : .slide)`, \
      `.animation(reduceMotion ? nil : .spring(), value: isExpanded)`, `guard !reduceMotion else { return }` before \
      starting a loop.

      Reported: a `.transition(...)` that moves or zooms the view (`.slide`, `.move(edge:)`, `.push(from:)`, \
      `.offset(...)`, `.scale`, alone, combined or asymmetric) on a view that comes and goes (shown under a \
      condition, for each element of a collection, with a changing `.id`, or given by a property or function), since \
      a view always present never transitions. Not a transition that never plays: on an item of a `Menu` (a system \
      menu draws it) or a row of a `List`, `Form` or `Section` (the table inserts rows with its own animation), or on \
      a view shown under a condition on none of the values the file animates (and calling no function), when it \
      animates only some \
      (`.animation(.default, value: model.control)` and no `withAnimation` or transaction: a change of anything else \
      is not animated); an animation repeated forever (`.repeatForever(...)`), a \
      `phaseAnimator` or `PhaseAnimator` with no `trigger:`, which cycles forever, and a `keyframeAnimator` with \
      `repeating: true`, in a view type that moves, turns or resizes something (`scaleEffect`, `rotationEffect`, \
      `offset`, `position`) and, when the code says what the animation changes (what its `withAnimation` assigns, the \
      `value:` of its `.animation`), with that in a motion effect: a gradient that shifts forever beside a button \
      that shrinks when pressed moves nothing. Opacity and colour changes are not motion (seed 000's pressed state; a checkbox that \
      blinks its colour), nor is a scroll the user asked for, and they are not reported.

      Not reported when Reduce Motion decides: a condition around the code reads it (`reduceMotion`, \
      `UIAccessibility.isReduceMotionEnabled`, a `prefersReducedMotion` of the app's own), the view type the code is \
      written in reads it anywhere (it chooses its animations by it: `.animation(reduceMotion ? nil : .default, \
      value:)` stops every transition of its content), or a call listed in `motion_safe_helpers` wraps it. Nor in \
      previews, macOS-only code or developer screens (a folder or file named for debugging or developer settings).

      Measured at each app's first run, before the changes it taught: on Suwatte, foqos and Simple-Login-iOS 14 of a \
      seeded 20 of 27 were real (the others: menu items and form rows, whose transitions never play, and views shown \
      by a value the file does not animate); on emitron-iOS, ios-pass, amperfy, macadamia and habitica-ios 12 of 16 \
      (three scale transitions of an 8 pt dot or a small icon, which a reader judged too small to matter though they \
      do play, and a gradient cycling forever beside a button that shrinks when pressed, passed over since).
      """,
    options: [
      RuleOptionDescription(
        name: "motion_safe_helpers", defaultValue: "[]",
        summary: "Names of calls that make an animation or transition safe for Reduce Motion (`adaptive`)")
    ],
    triggering: [
      Example(
        """
        if showDetail {
          Text("Detail")
            .transition(1️⃣.slide)
        }
        """,
        expect: ["1️⃣": .movingTransition("slide")]),
      Example(
        """
        Toast(message: message)
          .transition(1️⃣.move(edge: .top).combined(with: .opacity))
        Badge(count: count)
          .transition(2️⃣.asymmetric(insertion: .scale, removal: .opacity))
        """,
        expect: ["1️⃣": .movingTransition("move"), "2️⃣": .movingTransition("scale")]),
      Example(
        """
        struct BreathingGlow: ViewModifier {
          @State private var ringScale: CGFloat = 1.0

          func body(content: Content) -> some View {
            content.overlay(Circle().stroke(lineWidth: 2).scaleEffect(ringScale))
              .onAppear {
                withAnimation(1️⃣.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                  ringScale = 1.15
                }
              }
          }
        }
        """,
        expect: ["1️⃣": .endlessAnimation]),
      Example(
        """
        Image(systemName: "arrow.triangle.2.circlepath")
          .rotationEffect(.degrees(isSpinning ? 360 : 0))
          .animation(1️⃣Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
        Text("Live")
          .2️⃣phaseAnimator([false, true]) { content, lit in content.scaleEffect(lit ? 1.2 : 1) }
        """,
        expect: ["1️⃣": .endlessAnimation, "2️⃣": .endlessPhaseAnimator("phaseAnimator")]),
      Example(
        """
        ZStack {
          if model.showsControls {
            ControlPanel().transition(1️⃣.move(edge: .bottom))
          }
        }
        .animation(.default, value: model.showsControls)
        """,
        expect: ["1️⃣": .movingTransition("move")]),
    ],
    nonTriggering: [
      Example(
        """
        struct Detail: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var showDetail = false

          var body: some View {
            if showDetail {
              Text("Detail").transition(reduceMotion ? .opacity : .slide)
            }
          }
        }
        """),
      Example(
        """
        struct Glow: ViewModifier {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var ringScale: CGFloat = 1.0

          func body(content: Content) -> some View {
            content.scaleEffect(ringScale).onAppear {
              guard !reduceMotion else { return }
              withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) { ringScale = 1.15 }
            }
          }
        }
        """),
      Example(
        """
        Text("Saved").transition(.opacity)
        Button("Tap") { }.opacity(isPressed ? 0.85 : 1).animation(.easeInOut(duration: 0.15), value: isPressed)
        Text("Step").phaseAnimator([0, 1], trigger: step) { content, phase in content.offset(y: phase * 4) }
        proxy.scrollTo(lastID, anchor: .bottom)
        """),
      Example(
        """
        if UIAccessibility.isReduceMotionEnabled == false {
          withAnimation(.linear(duration: 2).repeatForever()) { phase = 1 }
        }
        Toast().transition(NyxAnimation.adaptive(.move(edge: .top), reduceMotion: reduceMotion))
        """),
      Example(
        """
        Toast().transition(MotionSafe.transition(.move(edge: .bottom)))
        """, options: #"{"motion_safe_helpers": ["transition"]}"#),
      Example(
        """
        struct Overview: View {
          let movie: Movie
          @State private var isChecked = false
          var body: some View {
            HStack {
              Text(movie.overview).transition(.slide)
            }
            Image(systemName: "checkmark.square")
              .foregroundStyle(isChecked ? .green : .gray)
              .onAppear {
                withAnimation(.easeInOut(duration: 0.6).repeatForever()) { isChecked.toggle() }
              }
          }
        }
        """),
      Example(
        """
        struct HourglassPromo: View {
          @State private var gradientPhase = 0.0
          @State private var isPressed = false
          var body: some View {
            Button(action: open) { Text("Get gems") }
              .scaleEffect(isPressed ? 0.95 : 1)
              .background(LinearGradient(colors: [.purple, .blue], startPoint: UnitPoint(x: gradientPhase, y: 0), endPoint: .bottom))
              .onAppear { withAnimation(.linear(duration: 4).repeatForever()) { gradientPhase = 1 } }
          }
        }
        """),
      Example(
        """
        struct ReaderMenu: View {
          @ObservedObject var model: ReaderModel
          var body: some View {
            Menu("Sort") {
              if model.isSorted { Image(systemName: "checkmark").transition(.scale) }
            }
            Form {
              if model.showsAdvanced { Toggle("Prefetch", isOn: $model.prefetch).transition(.slide) }
            }
            ZStack {
              if model.scrollbarPosition == .trailing { Scrollbar().transition(.move(edge: .trailing)) }
            }
            .animation(.default, value: model.control)
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 23, checked: 23, real: 23),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 38, checked: 38, real: 31),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 36, checked: 36, real: 32),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 27, checked: 20, real: 14),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 16, checked: 16, real: 12),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls = Set(
    [
      "transition", "repeatForever", "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator",
      "animation",
    ] + motionEffectCalls)

  /// Transitions that move or zoom the view.
  private static let movingTransitions: Set<String> = ["slide", "move", "push", "offset", "scale"]

  public func check(_ file: FileModel, in context: RuleContext) {
    let helpers = Set(options.motionSafeHelpers)
    let animatedValues = Self.onlyAnimatedValues(in: file)
    for call in file.calls(named: "transition") {
      guard call.calledExpression.is(MemberAccessExprSyntax.self), call.arguments.count == 1,
        let transition = call.arguments.first?.expression, let moving = Self.movingMember(in: transition),
        file.view(modifiedBy: call).map({ Self.mayPlayTransition($0, animatedValues: animatedValues) }) ?? true
      else { continue }
      report(.movingTransition(moving), at: transition, scope: file.scope(of: transition), helpers, context)
    }
    for call in file.calls(named: "repeatForever") where call.calledExpression.is(MemberAccessExprSyntax.self) {
      reportEndless(.endlessAnimation, at: call, call: call, helpers, context)
    }
    for name in ["phaseAnimator", "PhaseAnimator"] {
      for call in file.calls(named: name) where !call.arguments.contains(where: { $0.label?.text == "trigger" }) {
        reportEndless(.endlessPhaseAnimator(name), at: Self.name(of: call), call: call, helpers, context)
      }
    }
    for name in ["keyframeAnimator", "KeyframeAnimator"] {
      for call in file.calls(named: name)
      where call.arguments.contains(where: { $0.label?.text == "repeating" && $0.expression.isTrueLiteral }) {
        reportEndless(.endlessPhaseAnimator(name), at: Self.name(of: call), call: call, helpers, context)
      }
    }
  }

  /// The modifiers that move, turn or resize what they draw: without one in its view type, an endless animation can
  /// only fade or recolour.
  private static let motionEffectCalls = ["scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "position"]

  /// ``motionEffectCalls`` as the code writes their calls, for a search of a view type's code.
  private static let motionEffects = motionEffectCalls.map { $0 + "(" }

  /// Reports an endless animation when the view type it is in (or the file, outside a type) moves something, and,
  /// when the code says which values the animation changes, when a motion effect reads one of them.
  private func reportEndless(
    _ message: FindingMessage, at node: some SyntaxProtocol, call: FunctionCallExprSyntax, _ helpers: Set<String>,
    _ context: RuleContext
  ) {
    let file = context.file
    guard file.viewType(around: Syntax(call), says: Self.motionEffects) else { return }
    let scope = file.scope(of: call)
    if let animated = Self.animatedNames(around: scope), !Self.motionReads(animated, in: scope, file) { return }
    report(message, at: node, scope: scope, helpers, context)
  }

  /// The values an endless animation changes, when the code around it says: what the body of its `withAnimation`
  /// assigns or toggles (`withAnimation(.linear.repeatForever()) { gradientPhase = 1 }`), or the `value:` its
  /// `.animation` watches. Nil when it does not say (an animation kept in a property).
  private static func animatedNames(around scope: Scope) -> Set<String>? {
    for outer in scope.enclosingCalls.prefix(4) {
      switch outer.calleeName {
      case "withAnimation":
        guard let body = outer.trailingClosure ?? outer.arguments.last?.expression.as(ClosureExprSyntax.self) else {
          return nil
        }
        let names = body.statements.compactMap { statement -> String? in
          if let (target, _) = statement.assignment { return target.lastName }
          let toggled = statement.expression?.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(MemberAccessExprSyntax.self)
          return toggled?.declName.baseName.text == "toggle" ? toggled?.base?.lastName : nil
        }
        return names.isEmpty ? nil : Set(names)
      case "animation":
        return outer.arguments.first(where: { $0.label?.text == "value" })?.expression.lastName.map { [$0] }
      default:
        continue
      }
    }
    return nil
  }

  /// Whether a motion effect (`scaleEffect`, `offset`...) of the view type around `scope`, or of the file outside a
  /// type, reads one of `names`: a colour or opacity that cycles forever moves nothing.
  private static func motionReads(_ names: Set<String>, in scope: Scope, _ file: FileModel) -> Bool {
    let range = scope.enclosingType.map { $0.syntax.position..<$0.syntax.endPosition }
    return motionEffectCalls.flatMap(file.calls(named:)).contains { effect in
      guard range.map({ $0.contains(effect.position) }) ?? true else { return false }
      return effect.arguments.contains { argument in
        argument.expression.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
      }
    }
  }

  /// Whether a view's transition can play. It must come and go: be shown under a condition, for each element of a
  /// collection, with an identity that changes (`.id(...)`), or be what a property or function gives (whose caller may
  /// show it under a condition); a view always present never transitions. It must not be drawn by the system: an
  /// item of a `Menu` (a system menu) or a row of a `List`, `Form` or `Section` (inserted with the table's own
  /// animation). And when the file animates only changes of some values (`.animation(.default, value: isExpanded)`,
  /// no `withAnimation`), a view shown under a condition must depend on one of them, or call a function that may.
  private static func mayPlayTransition(_ view: ViewCall, animatedValues: Set<String>?) -> Bool {
    if view.ancestors.contains(where: { $0.name == "Menu" }) { return false }
    if let parent = view.parent?.name, ["List", "Form", "Section"].contains(parent) { return false }
    if view.hasModifier("id") { return true }
    if view.ancestors.contains(where: { $0.name == "ForEach" }) { return true }
    let conditions = Condition.all(guarding: Syntax(view.expression)).filter { !$0.isAvailabilityCheck }
    if !conditions.isEmpty {
      // A condition that calls a function (`contains(id)`) may read an animated value inside it.
      return animatedValues.map { values in
        conditions.contains { $0.mentions(anyOf: values) || $0.tested.contains { $0.trimmedDescription.contains("(") } }
      } ?? true
    }
    return view.parent == nil
  }

  /// When the file animates only the changes of some values, with `.animation(_:value:)` and no `withAnimation`,
  /// transaction or animation without a value (which animates every change): the last names of those values
  /// (`isExpanded` of `model.isExpanded`). Nil when any change may be animated.
  private static func onlyAnimatedValues(in file: FileModel) -> Set<String>? {
    let animations = file.calls(named: "animation")
    guard !animations.isEmpty, !file.source(contains: "withAnimation"), !file.source(contains: "ransaction") else {
      return nil
    }
    var values: Set<String> = []
    for call in animations {
      guard let value = call.arguments.first(where: { $0.label?.text == "value" })?.expression else { return nil }
      if let name = value.lastName { values.insert(name) }
    }
    return values
  }

  private func report(
    _ message: FindingMessage, at node: some SyntaxProtocol, scope: Scope, _ helpers: Set<String>,
    _ context: RuleContext
  ) {
    let file = context.file
    guard !file.isInPreview(node), !file.isMacOSOnly(node), !file.isDeveloperScreen,
      !file.reduceMotionDecides(scope, helpers: helpers)
    else { return }
    context.report(message, at: node)
  }

  /// The callee's own name: `phaseAnimator` of a modifier in a chain, `PhaseAnimator` of a view.
  private static func name(of call: FunctionCallExprSyntax) -> Syntax {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
      return Syntax(call.calledExpression)
    }
    return Syntax(member.declName)
  }

  /// The first member of a transition expression that moves the view: `move` in `.move(edge: .top).combined(with:
  /// .opacity)`, read from the names written after a period.
  private static func movingMember(in transition: ExprSyntax) -> String? {
    transition.namesAfterPeriods.first(where: movingTransitions.contains)
  }
}

extension FindingMessage {
  fileprivate static func movingTransition(_ transition: String) -> FindingMessage {
    FindingMessage(
      "Transition '.\(transition)' moves the view even with Reduce Motion on; read accessibilityReduceMotion and "
        + "fade instead ('.opacity')")
  }

  fileprivate static let endlessAnimation = FindingMessage(
    "Animation repeats forever even with Reduce Motion on; do not start it when accessibilityReduceMotion is true")

  fileprivate static func endlessPhaseAnimator(_ name: String) -> FindingMessage {
    FindingMessage(
      "'\(name)' runs forever even with Reduce Motion on; give it a trigger, or show a still view when "
        + "accessibilityReduceMotion is true")
  }
}
