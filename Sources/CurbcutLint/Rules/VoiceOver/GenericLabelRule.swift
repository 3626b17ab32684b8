import CurbcutReporting
import SwiftSyntax

/// Accessibility labels that say nothing about the element: its type alone, or "Tap here".
public struct GenericLabelRule: FileRule {
  public static let description = RuleDescription(
    id: "generic_label",
    name: "Generic label",
    impact: .high,
    impactDescription: """
      A VoiceOver or Voice Control user hears "Button, button" or "Tap here, link" and cannot tell what the element \
      does without trying it
      """,
    wcag: ["2.4.6", "2.4.4", "4.1.2"],
    tags: ["voiceover", "labels"],
    rationale: """
      A label is what VoiceOver reads for an element, and what a Voice Control user says to use it. A label that \
      only names the element's type ("Button", "Icon", "Image", "Link") or asks for an action without its object \
      ("Tap here", "Click here", "Tap") tells the user nothing the trait does not: describe what the element does \
      or shows ("Delete Lisbon trip", "Profile photo of Ana"). On a link, "More", "Read more" and "Learn more" are \
      just as empty when read out of their paragraph, as the rotor lists links (WCAG 2.4.4); elsewhere "More" is \
      the system's own name for an overflow menu and is not reported. Labels with an interpolation say more than \
      their words and are not reported, nor are localization keys (`"accessibility.more"`).

      Measured on nine real apps (the names catalogue's three and six of the ten measured before), the rule \
      reported nothing: their labels are written well or through localized constants (`L10n.settings`), which no \
      rule resolves yet. It is on by default because it is one of the seeds' red flags, and its words are ones \
      that cannot name anything.
      """,
    triggering: [
      Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel(1️⃣"Button")"#,
        expect: ["1️⃣": .onlyAType("Button")]),
      Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel(1️⃣"Icon")"#,
        expect: ["1️⃣": .onlyAType("Icon")]),
      Example(
        """
        Link(destination: article.url) { Text("Read more") }.accessibilityLabel(1️⃣"Read more")
        Text("Terms").onTapGesture(perform: openTerms).accessibilityLabel(Text(2️⃣"Tap here"))
        """,
        expect: ["1️⃣": .saysNothing("Read more"), "2️⃣": .saysNothing("Tap here")]),
      Example(
        """
        helpButton.accessibilityLabel = 1️⃣"Click here"
        avatarView.accessibilityLabel = 2️⃣"Image"
        """,
        expect: ["1️⃣": .saysNothing("Click here"), "2️⃣": .onlyAType("Image")]),
    ],
    nonTriggering: [
      Example(#"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Delete")"#),
      Example(
        """
        Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis.circle") }
          .accessibilityLabel("More")
        """),
      Example(
        #"Link(destination: article.url) { Text("More") }.accessibilityLabel("Read more about \(article.title)")"#),
      Example(
        """
        Image("profile").accessibilityLabel("Profile photo")
        closeButton.accessibilityLabel = "accessibility.close"
        """),
      Example(#"Button("Submit") { }.accessibilityLabel("Submit")"#),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.labelTypeApps, findings: 0, checked: 0, real: 0),
    ])

  public init() {}

  public let inspectedCalls = WrittenLabel.inspectedCalls(.label)
  public let inspectedMembers = WrittenLabel.inspectedMembers(.label)

  /// Labels that only name a type.
  private static let typeNames: Set<String> = [
    "button", "btn", "icon", "image", "img", "picture", "link", "hyperlink", "label", "view",
  ]
  /// Labels that ask for an action and name nothing.
  private static let emptyActions: Set<String> = [
    "tap", "click", "press", "tap here", "click here", "press here", "here", "tap me", "click me",
  ]
  /// Labels that name nothing when read away from the text around a link.
  private static let emptyLinkTexts: Set<String> = [
    "more", "read more", "learn more", "more info", "more information", "details", "see more", "view more",
  ]

  public func check(_ file: FileModel, in context: RuleContext) {
    for label in WrittenLabel.all(.label, in: file) where label.isPlain && !label.isLocalizationKey {
      let words = label.words.map { $0.lowercased() }
      guard (1...3).contains(words.count) else { continue }
      let phrase = words.joined(separator: " ")
      if words.count == 1 && Self.typeNames.contains(phrase) {
        context.report(.onlyAType(label.text), at: label.literal)
      } else if Self.emptyActions.contains(phrase) || (Self.emptyLinkTexts.contains(phrase) && label.isOnALink) {
        context.report(.saysNothing(label.text), at: label.literal)
      }
    }
  }
}

extension WrittenLabel {
  /// Whether VoiceOver reads the element as a link: a SwiftUI link, or a UIKit element named for one (`termsLink`).
  fileprivate var isOnALink: Bool {
    switch element {
    case .view(let view): view.isReadAsLink
    case .uikit(let receiver):
      receiver?.trimmedDescription.lowercased().contains("link") == true
    }
  }
}

extension FindingMessage {
  fileprivate static func onlyAType(_ label: String) -> FindingMessage {
    FindingMessage("Accessibility label '\(label)' only names the element type; describe what it does")
  }

  fileprivate static func saysNothing(_ label: String) -> FindingMessage {
    FindingMessage("Accessibility label '\(label)' says nothing about what the element does")
  }
}
