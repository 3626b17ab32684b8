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
      their words and are not reported.

      A label written as a key (`.accessibilityLabel("a11y.more")`, `Text("a11y.more")`, `String(localized:)`) is \
      judged by the text the project's string tables give it in the development language (String Catalogs, and \
      `.strings` files of `en.lproj` or `Base.lproj`, found under the linted folders), since that is what VoiceOver \
      reads; a key no table holds is not judged. A key a String Catalog holds with no text of its own (an entry \
      Xcode extracted and nobody wrote) is read as it is written, "player dot close button": that is reported too.

      Measured on nine real apps (the names catalogue's three and six of the ten measured before), the words \
      reported nothing: labels there are written well or through generated constants (`L10n.settings`, SwiftGen), \
      which are not read. With the string tables read, the names catalogue's eight apps gave 8 findings, all real \
      and all in yattee: keys such as `"search.results"` and `"player.closeButton"` whose String Catalog entries \
      are empty, so VoiceOver spells out the key. It is on by default because it is one of the seeds' red flags, \
      and its words are ones that cannot name anything.

      On three iOS apps nobody here had linted (Threema, Thunderbird, LLMonFHIR), labels written through a localizing \
      macro (`#localize("image")`) or property (`"...".localized`) are read since, as `String(localized:)` is: one \
      finding, real (a media preview's image labelled "image").
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
      Example(
        """
        Button(action: close) { Image(systemName: "xmark") }
          .accessibilityLabel(1️⃣"player.closeButton")
        Button(action: share) { Image(systemName: "square.and.arrow.up") }
          .accessibilityLabel(Text(2️⃣"player.shareButton"))
        """,
        expect: [
          "1️⃣": .untranslatedKey("player.closeButton"), "2️⃣": .onlyAType("Button", key: "player.shareButton"),
        ],
        strings: ["player.closeButton": "player.closeButton", "player.shareButton": "Button"]),
    ],
    nonTriggering: [
      Example(#"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Delete")"#),
      Example(
        """
        Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("a11y.delete")
        Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("a11y.share")
        closeButton.accessibilityLabel = "a11y.close"
        """,
        strings: ["a11y.delete": "Delete the trip", "a11y.close": "a11y.close"]),
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
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 8, checked: 8, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 1),
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
    for label in WrittenLabel.all(.label, in: context) {
      if label.isUntranslatedKey {
        context.report(.untranslatedKey(label.text), at: label.literal)
        continue
      }
      guard label.isPlain, !label.isLocalizationKey else { continue }
      let words = label.lowercasedWords
      guard (1...3).contains(words.count) else { continue }
      let phrase = words.joined(separator: " ")
      if words.count == 1 && Self.typeNames.contains(phrase) {
        context.report(.onlyAType(label.text, key: label.translatedKey), at: label.literal)
      } else if Self.emptyActions.contains(phrase) || (Self.emptyLinkTexts.contains(phrase) && label.isOnALink) {
        context.report(.saysNothing(label.text, key: label.translatedKey), at: label.literal)
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
      receiver?.trimmedText.lowercased().contains("link") == true
    }
  }
}

extension FindingMessage {
  fileprivate static func onlyAType(_ label: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility label \(WrittenLabel.quote(label, key: key)) only names the element type; describe what it does")
  }

  fileprivate static func untranslatedKey(_ key: String) -> FindingMessage {
    FindingMessage(
      "Accessibility label key '\(key)' has no text in the project's string tables, so VoiceOver reads the key as it is; write its text"
    )
  }

  fileprivate static func saysNothing(_ label: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility label \(WrittenLabel.quote(label, key: key)) says nothing about what the element does")
  }
}
