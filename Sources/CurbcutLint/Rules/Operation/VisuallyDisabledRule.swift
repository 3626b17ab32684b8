import CurbcutReporting
import SwiftSyntax

/// Buttons greyed out on a condition whose action then does nothing, without `.disabled`.
public struct VisuallyDisabledRule: ViewRule {
  public static let description = RuleDescription(
    id: "visually_disabled",
    name: "Visually disabled",
    impact: .medium,
    impactDescription: """
      VoiceOver reads the control as one that works; its users double-tap it and nothing happens, with no "dimmed" \
      to say why
      """,
    wcag: ["4.1.2"],
    tags: ["voiceover", "states", "controls"],
    rationale: """
      A button drawn greyed out (`.opacity(isValid ? 1 : 0.4)`, `.foregroundStyle(canSave ? .blue : .gray)`) whose \
      action starts with `guard isValid else { return }` is disabled for sighted users only: VoiceOver announces a \
      working button, and a double tap does nothing. `.disabled(!isValid)` does both at once: SwiftUI dims it, \
      VoiceOver says "dimmed", and the action cannot run. Seed 000's base button reads `isEnabled` from the \
      environment to draw its disabled look, which is how a style should follow `.disabled`.

      Reported: a `Button` drawn dimmed in a state (`opacity`, `foregroundColor`, \
      `foregroundStyle`, `background`, `tint` or `fill` with `condition ? a : b`, in its chain or its label, one \
      branch a lower opacity or a grey, secondary or disabled colour) in which its action does nothing (it begins \
      with a `guard` or an `if` on the same condition), when neither it nor a view around it has `.disabled(...)`. \
      Not reported: a look driven by the environment's `isEnabled` (seed 000), a style's body, a condition the \
      action does not check, and a tab or option that ignores a tap when already selected but is drawn brighter \
      then, not dimmer.

      Opt-in: the thirteen apps measured dim and disable their controls together. The one finding was anytype's \
      selected tab, which ignores a tap and is drawn brighter, not dimmer, and is no longer reported; the one \
      dimmed control read as a problem in those apps is a UIKit cell.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        1️⃣Button {
          guard isFormValid else { return }
          submit()
        } label: {
          Text("Continue")
            .frame(maxWidth: .infinity)
            .background(isFormValid ? Color.accentColor : Color.gray)
        }
        """,
        expect: ["1️⃣": .visuallyDisabled("isFormValid")]),
      Example(
        """
        1️⃣Button("Save") {
          if canSave { store.save(draft) }
        }
        .opacity(canSave ? 1 : 0.4)
        """,
        expect: ["1️⃣": .visuallyDisabled("canSave")]),
      Example(
        """
        1️⃣Button(action: {
          if secondsLeft > 0 { return }
          resend()
        }) {
          Text("Resend code").foregroundStyle(secondsLeft > 0 ? .gray : .blue)
        }
        """,
        expect: ["1️⃣": .visuallyDisabled("secondsLeft > 0")]),
    ],
    nonTriggering: [
      Example(
        """
        Button("Continue", action: submit)
          .opacity(isFormValid ? 1 : 0.4)
          .disabled(!isFormValid)
        """),
      Example(
        """
        struct PrimaryButtonStyle: ButtonStyle {
          @Environment(\\.isEnabled) private var isEnabled

          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .foregroundStyle(isEnabled ? Color.white : Color.gray)
          }
        }
        """),
      Example(
        """
        Button {
          guard !isLoading else { return }
          isSelected.toggle()
        } label: {
          Label("Favourite", systemImage: "star")
            .foregroundStyle(isSelected ? .yellow : .gray)
        }
        Button {
          guard !tab.isSelected else { return }
          select(tab)
        } label: {
          Text(tab.title).foregroundStyle(tab.isSelected ? Color.primary : Color.secondary)
        }
        Form {
          Button("Send") { guard isValid else { return }; send() }
            .opacity(isValid ? 1 : 0.5)
        }
        .disabled(isSending)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 0, checked: 0, real: 0),
    ])

  public init() {}

  public let notedViews: Set<String> = ["Button"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    // Read from the call, not the view's arguments: every button is asked, and nearly none starts with a guard.
    guard view.name == "Button", let call = view.base.as(FunctionCallExprSyntax.self) else { return }
    let action =
      call.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
      ?? (call.arguments.contains { $0.label?.text == "label" } ? nil : call.trailingClosure)
    guard let action, let refused = Self.refusal(first: action), refused.state != "isEnabled", !view.isInStyleBody
    else { return }
    let dimmed = StyleConditionFinder.dimmings(in: view.expression)
    guard let dimming = dimmed.first(where: { $0.state == refused }),
      !([view] + view.ancestors).contains(where: { $0.hasModifier("disabled") })
    else { return }
    context.report(.visuallyDisabled(dimming.written), at: view.base)
  }

  /// The state in which the action does nothing: `guard isValid else { return }` and `if isValid { ... }` as its only
  /// statement refuse when `isValid` is false, `if isLocked { return }` when `isLocked` is true.
  private static func refusal(first action: ClosureExprSyntax) -> State? {
    guard let first = action.statements.first else { return nil }
    if let guardStatement = first.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
      let condition = guardStatement.conditions.first?.condition.as(ExprSyntax.self)
    {
      return State(condition.trimmedText).negated
    }
    guard let choice = first.expression?.as(IfExprSyntax.self), choice.conditions.count == 1,
      let condition = choice.conditions.first?.condition.as(ExprSyntax.self)
    else { return nil }
    if choice.body.statements.first?.item.is(ReturnStmtSyntax.self) == true { return State(condition.trimmedText) }
    return action.statements.count == 1 && choice.elseBody == nil ? State(condition.trimmedText).negated : nil
  }
}

/// A condition being true or false, written without what does not change which state it names: negations,
/// parentheses, `self.`, spaces.
private struct State: Equatable {
  let state: String
  let isTrue: Bool

  init(_ condition: String, isTrue: Bool = true) {
    var text = condition.filter { !$0.isWhitespace }.replacingOccurrences(of: "self.", with: "")
    var isTrue = isTrue
    while let first = text.first, first == "!" || first == "(" {
      text.removeFirst()
      if first == "!" { isTrue.toggle() } else if text.last == ")" { text.removeLast() }
    }
    state = text
    self.isTrue = isTrue
  }

  var negated: State { State(state, isTrue: !isTrue) }
}

/// Finds the states in which a view is drawn dimmed: `condition ? a : b` in a styling modifier's first argument,
/// where one branch is a lower opacity or a grey, secondary or disabled colour and the other is not.
private final class StyleConditionFinder: SyntaxVisitor {
  private var dimmings: [(state: State, written: String)] = []

  static func dimmings(in expression: ExprSyntax) -> [(state: State, written: String)] {
    let finder = StyleConditionFinder(viewMode: .sourceAccurate)
    finder.walk(expression)
    return finder.dimmings
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.calleeName, Self.styling.contains(name),
      let argument = node.arguments.first?.expression.as(SequenceExprSyntax.self)
    else { return .visitChildren }
    // Unfolded, `a ? b : c` is the condition's elements, the ternary marker holding `b`, then `c`.
    let elements = Array(argument.elements)
    guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index == elements.count - 2,
      let otherwise = elements.last
    else { return .visitChildren }
    let written = elements[..<index].map(\.trimmedText).joined(separator: " ")
    let dimWhenTrue = Self.isDim(ternary.thenExpression, against: otherwise, in: name)
    let dimWhenFalse = Self.isDim(otherwise, against: ternary.thenExpression, in: name)
    if dimWhenTrue != dimWhenFalse {
      dimmings.append((State(written, isTrue: dimWhenTrue), written))
    }
    return .visitChildren
  }

  /// Whether `value` draws dimmer than `other`: a lower opacity, or a grey, secondary or disabled colour.
  private static func isDim(_ value: ExprSyntax, against other: ExprSyntax, in modifier: String) -> Bool {
    if modifier == "opacity" {
      guard let mine = Double(value.trimmedText), let theirs = Double(other.trimmedText) else { return false }
      return mine < theirs
    }
    let text = value.trimmedText.lowercased()
    return ["gray", "grey", "secondary", "tertiary", "quaternary", "disabled", "placeholder"].contains(
      where: text.contains)
  }

  private static let styling: Set<String> = [
    "opacity", "foregroundColor", "foregroundStyle", "background", "tint", "fill",
  ]
}

extension FindingMessage {
  fileprivate static func visuallyDisabled(_ condition: String) -> FindingMessage {
    FindingMessage(
      "Looks disabled and ignores taps by '\(condition)', but VoiceOver reads a working control; use "
        + ".disabled(...), which dims it and says so")
  }
}
