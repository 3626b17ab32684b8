import CurbcutReporting
import SwiftSyntax

/// Adjustable elements that do not say their value, and sliders and ratings built from gestures that are not
/// adjustable at all.
public struct AdjustableWithoutValueRule: ViewRule, CollectingRule {
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

      A slider or a rating drawn by hand is worse: with no adjustable action at all, VoiceOver users meet a row of \
      unnamed marks, or a track they cannot drag. Reported: a row of marks made by `ForEach` over a range of numbers \
      (`1...maxRating`) whose tap sets one value to the mark's number (`rating = index`, `setRating(index + 1)`), \
      seed 001's forgotten compact variant; and a `DragGesture` that sets a value from the finger's place along a \
      track (`value.location.x / width`). Not reported when the row, the track or a view around them has \
      `.accessibilityAdjustableAction` or `.accessibilityRepresentation` (a `Slider` standing in), in a style's \
      body (seed 001's `StarRatingStyle`: the component that applies the style makes it adjustable), in a view type \
      used only in styles' bodies, in macOS code, or in a widget's code or a view type only widgets show, where no \
      gesture runs.

      Measured: before the gesture half, no finding on six apps nobody here had linted. With it, on the nine apps it \
      was designed on, 4 findings, all real (hdrezka's seek and volume sliders, iOS and macOS); none on four apps \
      nobody here had linted, whose one custom control read as a problem is a watch's Digital Crown confirmation.
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
      Example(
        """
        struct CompactRatingControl: View {
          @Binding var rating: Int
          let maxRating: Int

          var body: some View {
            HStack(spacing: 2) {
              1️⃣ForEach(1...maxRating, id: \\.self) { index in
                Circle()
                  .fill(index <= rating ? .accentPrimary : .fill.tertiary)
                  .frame(width: 8, height: 8)
                  .onTapGesture { rating = index }
              }
            }
          }
        }
        """,
        expect: ["1️⃣": .ratingFromTaps]),
      Example(
        """
        HStack {
          1️⃣ForEach(0..<10) { level in
            Rectangle()
              .fill(level < volume ? Color.accentColor : .secondary)
              .onTapGesture { setVolume(level + 1) }
          }
        }
        """,
        expect: ["1️⃣": .ratingFromTaps]),
      Example(
        """
        GeometryReader { geometry in
          Capsule()
            .fill(.secondary)
            .overlay(alignment: .leading) { Capsule().frame(width: geometry.size.width * progress) }
            1️⃣.gesture(
              DragGesture(minimumDistance: 0)
                .onChanged { progress = min(max($0.location.x / geometry.size.width, 0), 1) }
            )
        }
        """,
        expect: ["1️⃣": .sliderFromDrag]),
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
      Example(
        """
        struct StarRatingStyle: RatingControlStyle {
          func makeBody(configuration: RatingControlConfiguration) -> some View {
            HStack(spacing: Spacing.xs) {
              ForEach(1...configuration.maxRating, id: \\.self) { index in
                Image(systemName: index <= configuration.rating ? "star.fill" : "star")
                  .onTapGesture { configuration.setRating(index) }
              }
            }
          }
        }
        """),
      Example(
        """
        HStack {
          ForEach(1...5, id: \\.self) { index in
            Image(systemName: index <= rating ? "star.fill" : "star")
              .onTapGesture { rating = index }
          }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\\(rating) of 5")
        .accessibilityAdjustableAction { rating += $0 == .increment ? 1 : -1 }
        """),
      Example(
        """
        Capsule()
          .gesture(DragGesture().onChanged { progress = $0.location.x / trackWidth })
          .accessibilityRepresentation { Slider(value: $progress) { Text("Progress") } }
        ForEach(0..<pages.count, id: \\.self) { index in
          Circle().onTapGesture { print(index) }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 0, checked: 0, real: 0),
    ])

  public init() {}

  /// Where the project shows its view types: one drawn only by styles' bodies is the component's to make adjustable.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]

  /// Noted by the walk so that most views are passed over with a bit test (a `ForEach` is recognised by its name).
  public let notedModifiers: Set<String> = ["accessibilityAdjustableAction", "gesture", "highPriorityGesture"]
  public let notedViews: Set<String> = ["ForEach"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    if view.name == "ForEach" {
      checkMarks(view, in: context)
      return
    }
    checkDrag(view, in: context)
    checkValue(view, in: context)
  }

  /// A row of marks whose taps set one value to their number: a rating or a scale, to be one adjustable element.
  private func checkMarks(_ forEach: ViewCall, in context: RuleContext) {
    // Read from the call, not the view's arguments: every `ForEach` is asked, and few count over a range.
    guard let call = forEach.base.as(FunctionCallExprSyntax.self), call.arguments.first?.label == nil,
      let data = call.arguments.first?.expression.as(SequenceExprSyntax.self),
      data.elements.contains(where: {
        $0.as(BinaryOperatorExprSyntax.self).map { ["...", "..<"].contains($0.operator.text) } ?? false
      }),
      let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
      let index = content.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first?.name.text,
      forEach.children.contains(where: { $0.singleTap?.setsAValue(to: index) == true }),
      !Self.isMadeAdjustable(forEach), !forEach.isInStyleBody, !context.file.isMacOSOnly(forEach.expression),
      !context.file.isWidgetCode
    else { return }
    context.report(
      .ratingFromTaps, at: forEach.base,
      unless: forEach.enclosingType.map { ProjectCondition.everyUseIsInAStyleBodyMacOSCodeOrWidget(viewType: $0.name) })
  }

  /// A drag that sets a value from the finger's place along a track: a slider VoiceOver cannot drag.
  private func checkDrag(_ view: ViewCall, in context: RuleContext) {
    guard
      let drag = view.modifiers.first(where: {
        ["gesture", "highPriorityGesture"].contains($0.name) && $0.setsAFraction
      }),
      let member = drag.member, !Self.isMadeAdjustable(view), !view.isInStyleBody,
      !context.file.isMacOSOnly(view.expression), !context.file.isWidgetCode
    else { return }
    context.report(
      .sliderFromDrag, from: member.period.positionAfterSkippingLeadingTrivia,
      to: drag.call.endPositionBeforeTrailingTrivia,
      unless: view.enclosingType.map { ProjectCondition.everyUseIsInAStyleBodyMacOSCodeOrWidget(viewType: $0.name) })
  }

  /// Whether `view` or a view around it is adjustable, or stands in for a control that is.
  private static func isMadeAdjustable(_ view: ViewCall) -> Bool {
    ([view] + view.ancestors).contains {
      $0.hasModifier("accessibilityAdjustableAction") || $0.hasModifier("accessibilityRepresentation")
    }
  }

  private func checkValue(_ view: ViewCall, in context: RuleContext) {
    // A chain on a name (`marks.accessibilityAdjustableAction { ... }`) may have its value where the name is made.
    guard view.name != nil,
      let adjustable = view.modifiers(named: "accessibilityAdjustableAction").first, let member = adjustable.member,
      !view.hasModifier("accessibilityValue"),
      !view.modifiers(named: "accessibility").contains(where: { $0.argument("value") != nil })
    else { return }
    context.report(
      .adjustableWithoutValue, from: member.period.positionAfterSkippingLeadingTrivia,
      to: member.declName.endPositionBeforeTrailingTrivia)
  }
}

extension Modifier {
  /// Whether the tap's action sets one value to `index`, or to a number counted from it: `rating = index`,
  /// `rating = index + 1`, `setRating(index)`, `configuration.setRating(index)`, `selectPage(index)`.
  fileprivate func setsAValue(to index: String) -> Bool {
    guard let statements = trailingAction?.statements, statements.count == 1, let statement = statements.first
    else { return false }
    let value: ExprSyntax
    if let (_, assigned) = statement.assignment {
      value = assigned
    } else if let call = statement.expression?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let name = call.calleeName, ["set", "select", "update"].contains(where: name.hasPrefix),
      let argument = call.arguments.first?.expression
    {
      value = argument
    } else {
      return false
    }
    let text = value.trimmedText
    return text == index || text.hasPrefix(index + " + ") || text.hasPrefix(index + " - ")
  }

  /// Whether the modifier adds a `DragGesture` whose change sets a value from the finger's place along a track: a
  /// position divided by a length (`$0.location.x / width`, `drag.translation.width / geometry.size.width`).
  fileprivate var setsAFraction: Bool {
    guard let gesture = call.arguments.first?.expression, gesture.trimmedText.hasPrefix("DragGesture") else {
      return false
    }
    return gesture.gestureStageClosures(["onChanged"]).contains { closure in
      closure.statements.contains { statement in
        guard let (_, value) = statement.assignment else { return false }
        let text = value.trimmedText
        return Self.fractions.contains { text.contains($0) }
      }
    }
  }

  private static let fractions = [
    "location.x /", "location.y /", "translation.width /", "translation.height /",
  ]
}

extension FindingMessage {
  fileprivate static let ratingFromTaps = FindingMessage(
    "Scale built from tapped marks (a rating, a level, a page indicator): VoiceOver users meet each mark alone and "
      + "no value; make the row one element with .accessibilityValue and .accessibilityAdjustableAction")

  fileprivate static let sliderFromDrag = FindingMessage(
    "Slider built from a drag: VoiceOver cannot drag it; make it adjustable with .accessibilityAdjustableAction and "
      + ".accessibilityValue, or put a Slider in .accessibilityRepresentation")

  fileprivate static let adjustableWithoutValue = FindingMessage(
    "Adjustable element has no accessibility value, so VoiceOver says nothing as it changes; add "
      + ".accessibilityValue(...) with the current setting in words")
}
