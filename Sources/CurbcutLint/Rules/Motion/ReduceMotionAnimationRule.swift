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
      a view always present never transitions; an animation repeated forever (`.repeatForever(...)`), a \
      `phaseAnimator` or `PhaseAnimator` with no `trigger:`, which cycles forever, and a `keyframeAnimator` with \
      `repeating: true`, in a view type that moves, turns or resizes something (`scaleEffect`, `rotationEffect`, \
      `offset`, `position`). Opacity and colour changes are not motion (seed 000's pressed state; a checkbox that \
      blinks its colour), nor is a scroll the user asked for, and they are not reported.

      Not reported when Reduce Motion decides: a condition around the code reads it (`reduceMotion`, \
      `UIAccessibility.isReduceMotionEnabled`, a `prefersReducedMotion` of the app's own), the view type the code is \
      written in reads it anywhere (it chooses its animations by it: `.animation(reduceMotion ? nil : .default, \
      value:)` stops every transition of its content), or a call listed in `motion_safe_helpers` wraps it. Nor in \
      previews, macOS-only code or developer screens (a folder or file named for debugging or developer settings).
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
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 23, checked: 23, real: 23),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 38, checked: 38, real: 31),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 36, checked: 36, real: 32),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 27, checked: 20, real: 14),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls: Set<String> = [
    "transition", "repeatForever", "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator",
  ]

  /// Transitions that move or zoom the view.
  private static let movingTransitions: Set<String> = ["slide", "move", "push", "offset", "scale"]

  public func check(_ file: FileModel, in context: RuleContext) {
    let helpers = Set(options.motionSafeHelpers)
    for call in file.calls(named: "transition") {
      guard call.calledExpression.is(MemberAccessExprSyntax.self), call.arguments.count == 1,
        let transition = call.arguments.first?.expression, let moving = Self.movingMember(in: transition),
        file.view(modifiedBy: call).map(Self.mayComeAndGo) ?? true
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
  private static let motionEffects = ["scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "position("]

  /// Reports an endless animation when the view type it is in (or the file, outside a type) moves something.
  private func reportEndless(
    _ message: FindingMessage, at node: some SyntaxProtocol, call: FunctionCallExprSyntax, _ helpers: Set<String>,
    _ context: RuleContext
  ) {
    let file = context.file
    guard file.viewType(around: Syntax(call), says: Self.motionEffects) else { return }
    report(message, at: node, scope: file.scope(of: call), helpers, context)
  }

  /// Whether a view may be inserted or removed, so that its transition runs: it is shown under a condition, for each
  /// element of a collection, with an identity that changes (`.id(...)`), or it is what a property or function gives
  /// (whose caller may show it under a condition). A view always present never transitions.
  private static func mayComeAndGo(_ view: ViewCall) -> Bool {
    if view.hasModifier("id") { return true }
    if view.ancestors.contains(where: { $0.name == "ForEach" }) { return true }
    if Condition.all(guarding: Syntax(view.expression)).contains(where: { !$0.isAvailabilityCheck }) { return true }
    return view.parent == nil
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
