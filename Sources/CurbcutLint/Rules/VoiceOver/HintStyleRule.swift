import CurbcutReporting
import SwiftSyntax

/// Accessibility hints that name the gesture or the control type, or repeat the label.
public struct HintStyleRule: FileRule {
  public static let description = RuleDescription(
    id: "hint_style",
    name: "Hint style",
    impact: .low,
    impactDescription: """
      VoiceOver users hear instructions that are wrong for how they use the device, or the same words twice, on \
      every element that has the hint
      """,
    wcag: ["2.4.6", "3.3.2"],
    tags: ["voiceover", "hints"],
    rationale: """
      A hint says what happens when the element is used, when the label does not make it obvious: "Opens the trip's \
      itinerary". Apple's guidance for hints is to describe the result, start with a verb in the third person, and \
      leave out the gesture and the control's type. A hint that names the gesture ("Double tap to sign in", "Swipe \
      up to delete") is wrong for a Switch Control, Voice Control or keyboard user, who does not double-tap, and \
      repeats what VoiceOver says itself after a pause ("double-tap to activate"). A hint that names the control \
      type ("This button saves...") repeats the trait, and a hint equal to the label says nothing new.

      Seed 003 writes `.accessibilityHint("Double tap to sign in with entered credentials")` in its accessible \
      form, and its label-or-hint tree suggests "Double tap to start playback". The rule disagrees with the seed \
      there, for the reasons above, and follows Apple: "Signs in with the entered credentials", "Starts playback".

      Hints written as string literals (or `Text`, `String(localized:)`, `NSLocalizedString` of one) are read, in \
      SwiftUI and in UIKit (`accessibilityHint = "..."`); localization keys are skipped.

      A hint that teaches a gesture VoiceOver users would not guess, one held or dragged ("Tap and hold to record a \
      voice message"), is the only way to learn it and is not reported.

      The eight apps first tried write their hints through generated constants \
      (`L10n.WhatsNew.Item.opensLinkHint`), which are not read, and gave no finding. On three apps nobody here had \
      linted (EhPanda a67ba07, MovieSwiftUI 72eb4ae, talk-ios 2d31eda) it found 31 hints in talk-ios, every one \
      "Double tap to ..." but one, "Tap and hold to record a voice message", which taught a held gesture and is now \
      passed over: 30 of 30 real, so the rule is on by default.
      """,
    triggering: [
      Example(
        """
        Button("Sign In") { signIn() }
          .accessibilityLabel("Sign in")
          .accessibilityHint(1️⃣"Double tap to sign in with entered credentials")
        """,
        expect: ["1️⃣": .namesGesture("Double tap to sign in with entered credentials", gesture: "double tap")]),
      Example(
        """
        Button(action: archive) { Image(systemName: "archivebox") }
          .accessibilityLabel("Archive")
          .accessibilityHint(1️⃣"This button archives the conversation")
        """,
        expect: ["1️⃣": .namesControlType("This button archives the conversation", type: "button")]),
      Example(
        """
        Button("Delete", action: delete)
          .accessibilityHint(1️⃣"Delete")
        shareButton.accessibilityHint = 2️⃣"Swipe up or down to choose a format"
        """,
        expect: [
          "1️⃣": .repeatsLabel("Delete"),
          "2️⃣": .namesGesture("Swipe up or down to choose a format", gesture: "swipe"),
        ]),
    ],
    nonTriggering: [
      Example(#"Button("Sign In", action: signIn).accessibilityHint("Signs in with the entered credentials")"#),
      Example(
        """
        SecureField("Password", text: $password)
          .accessibilityLabel("Password")
          .accessibilityHint("Minimum 8 characters")
        """),
      Example(
        """
        Toggle("Wi-Fi", isOn: $wifi).accessibilityHint("Turns wireless networking on or off")
        Button("Tap targets", action: openSettings).accessibilityHint("Opens the tap target settings")
        playButton.accessibilityHint = "accessibility.player.play.hint"
        recordButton.accessibilityHint = "Tap and hold to record a voice message"
        """),
      Example(
        """
        Text(article.title)
          .accessibilityHint("Opens the article in the reader. Links open in Safari.")
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 30, checked: 30, real: 30),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 2, checked: 2, real: 2),
    ])

  public init() {}

  public let inspectedCalls = WrittenLabel.inspectedCalls(.hint)
  public let inspectedMembers = WrittenLabel.inspectedMembers(.hint)

  /// The gestures a hint should not name, as the words that begin a hint: VoiceOver's own, and the touch and pointer
  /// ones.
  private static let gestures: [[String]] = [
    ["double", "tap"], ["double", "click"], ["triple", "tap"], ["tap"], ["click"], ["swipe"], ["press"],
    ["touch"], ["pinch"],
  ]
  /// Words of a gesture the hint is the only way to learn, held rather than the activation VoiceOver names itself
  /// ("Tap and hold to record"); long presses and drags are left out of ``gestures`` for the same reason.
  private static let heldGestureWords: Set<String> = ["hold", "holding"]
  /// Control types a hint should not name: the trait says them.
  private static let typeWords: Set<String> = ["button", "btn", "link", "slider", "checkbox", "toggle", "switch"]

  public func check(_ file: FileModel, in context: RuleContext) {
    for hint in WrittenLabel.all(.hint, in: context) where !hint.isLocalizationKey {
      let words = hint.lowercasedWords
      guard !words.isEmpty else { continue }
      if let gesture = Self.gestures.first(where: { words.starts(with: $0) }), words.count > gesture.count,
        ["to", "or", "and", "up", "down", "left", "right", "here"].contains(words[gesture.count]),
        !words.prefix(gesture.count + 2).contains(where: Self.heldGestureWords.contains)
      {
        context.report(
          .namesGesture(hint.text, gesture: gesture.joined(separator: " "), key: hint.translatedKey), at: hint.literal)
      } else if let type = words.first(where: Self.typeWords.contains),
        words.first == "this" || words.first == "the" || words.last == type
      {
        context.report(.namesControlType(hint.text, type: type, key: hint.translatedKey), at: hint.literal)
      } else if case .view(let view) = hint.element, let label = view.visibleOrWrittenLabel,
        label.lowercased() == hint.text.lowercased()
      {
        context.report(.repeatsLabel(hint.text, key: hint.translatedKey), at: hint.literal)
      }
    }
  }
}

extension ViewCall {
  /// The label a view is read by, when written as a literal: its `.accessibilityLabel("...")`, or else its title
  /// (`Button("Delete", action: delete)`).
  fileprivate var visibleOrWrittenLabel: String? {
    let written = modifiers(named: "accessibilityLabel").last?.firstUnlabeledArgument ?? firstUnlabeledArgument
    return written?.as(StringLiteralExprSyntax.self)?.plainText
  }
}

extension FindingMessage {
  fileprivate static func namesGesture(_ hint: String, gesture: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility hint \(WrittenLabel.quote(hint, key: key)) names the gesture ('\(gesture)'); say what happens instead ('Signs in', 'Opens the trip')"
    )
  }

  fileprivate static func namesControlType(_ hint: String, type: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility hint \(WrittenLabel.quote(hint, key: key)) names the control type ('\(type)'), which VoiceOver says already"
    )
  }

  fileprivate static func repeatsLabel(_ hint: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility hint \(WrittenLabel.quote(hint, key: key)) repeats the label; say what happens, or leave the hint out"
    )
  }
}
