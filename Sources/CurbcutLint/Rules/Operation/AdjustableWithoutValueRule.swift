import CurbcutReporting
import SwiftSyntax

/// Adjustable elements that do not say their value.
public struct AdjustableWithoutValueRule: ViewRule {
  public static let description = RuleDescription(
    id: "adjustable_without_value",
    name: "Adjustable without value",
    impact: .high,
    impactDescription: """
      VoiceOver users swipe up and down to change the value and hear nothing: they cannot tell what they set
      """,
    wcag: ["4.1.2"],
    tags: ["voiceover", "values", "controls"],
    rationale: """
      `.accessibilityAdjustableAction { ... }` makes an element adjustable: VoiceOver says "adjustable" and a swipe \
      up or down calls the action. After each swipe VoiceOver reads the element's value, so an adjustable element \
      without `.accessibilityValue(...)` changes in silence (seed 001's rating control reads "3 of 5"). Give it a \
      value that says the current setting in words ("3 of 5", "Medium", "40 percent"). Reported at the adjustable \
      action, when the same element has no `.accessibilityValue` nor `.accessibility(value:)`; a chain on a name \
      (`marks.accessibilityAdjustableAction { ... }`) is not, since the value may be set where the name is made.
      """,
    triggering: [
      Example(
        """
        HStack {
          ForEach(1...5, id: \\.self) { index in
            Image(systemName: index <= rating ? "star.fill" : "star")
          }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        1️⃣.accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: rating = min(rating + 1, 5)
          case .decrement: rating = max(rating - 1, 1)
          @unknown default: break
          }
        }
        """,
        expect: ["1️⃣": .adjustableWithoutValue]),
      Example(
        """
        VolumeKnob(level: $level)
          .accessibilityLabel("Volume")
          1️⃣.accessibilityAdjustableAction { level += $0 == .increment ? 0.1 : -0.1 }
        """,
        expect: ["1️⃣": .adjustableWithoutValue]),
      Example(
        """
        Text(speed.name)
          .accessibilityElement()
          .accessibilityLabel("Playback speed")
          1️⃣.accessibilityAdjustableAction(adjustSpeed)
        """,
        expect: ["1️⃣": .adjustableWithoutValue]),
    ],
    nonTriggering: [
      Example(
        """
        style.makeBody(configuration: configuration)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel("Rating")
          .accessibilityValue("\\(rating) of \\(maxRating)")
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating = min(rating + 1, maxRating)
            case .decrement: rating = max(rating - 1, 1)
            @unknown default: break
            }
          }
        """),
      Example(
        """
        VolumeKnob(level: $level)
          .accessibilityAdjustableAction { level += $0 == .increment ? 0.1 : -0.1 }
          .accessibility(value: Text("\\(Int(level * 100)) percent"))
        """),
      Example(
        """
        Slider(value: $level) { Text("Volume") }
        Stepper("Guests: \\(guests)", value: $guests, in: 1...8)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 0, checked: 0, real: 0)
    ])

  public init() {}

  /// Noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = ["accessibilityAdjustableAction"]

  public func check(_ view: ViewCall, in context: RuleContext) {
    // A chain on a name (`marks.accessibilityAdjustableAction { ... }`) may have its value where the name is made.
    guard context.mayApplyANotedModifier(view), view.name != nil,
      let adjustable = view.modifiers(named: "accessibilityAdjustableAction").first, let member = adjustable.member,
      !view.hasModifier("accessibilityValue"),
      !view.modifiers(named: "accessibility").contains(where: { $0.argument("value") != nil })
    else { return }
    context.report(
      .adjustableWithoutValue, from: member.period.positionAfterSkippingLeadingTrivia,
      to: member.declName.endPositionBeforeTrailingTrivia)
  }
}

extension FindingMessage {
  fileprivate static let adjustableWithoutValue = FindingMessage(
    "Adjustable element has no accessibility value, so VoiceOver says nothing as it changes; add "
      + ".accessibilityValue(...) with the current setting in words")
}
