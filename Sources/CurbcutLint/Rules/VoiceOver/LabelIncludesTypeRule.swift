import CurbcutReporting
import Foundation
import SwiftSyntax

/// Accessibility labels that name the element's type, which VoiceOver announces already.
public struct LabelIncludesTypeRule: FileRule {
  public struct Options: RuleOptions {
    /// More words that name an element type, for labels written in other languages.
    public var extraTypeWords: [String] = []
    /// Whether to report "button" in the labels of UIKit elements the file does not show to be buttons.
    public var unknownUIKitElements = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case extraTypeWords = "extra_type_words"
      case unknownUIKitElements = "unknown_uikit_elements"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      extraTypeWords = try container.decodeIfPresent([String].self, forKey: .extraTypeWords) ?? []
      unknownUIKitElements = try container.decodeIfPresent(Bool.self, forKey: .unknownUIKitElements) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "label_includes_type",
    name: "Label includes type",
    impact: .medium,
    impactDescription:
      "VoiceOver says the type twice ('Submit button, button'), slowing down every visit to the control",
    wcag: ["2.4.6", "4.1.2"],
    tags: ["voiceover", "labels"],
    rationale: """
      VoiceOver announces an element's traits after its label: a button is read "Submit, button", an image \
      "Sunset, image", a link "Terms, link". A label that contains the type repeats it ("Submit button, button"). \
      Say what the element is or does, not what kind of element it is. The word "button" is reported in the \
      label of any SwiftUI view and of a UIKit element the file shows to be a button (a receiver named for one, \
      `closeButton.accessibilityLabel`, or `self` in a `UIButton` subclass); image words ("image", "icon", \
      "picture") only on images, and "link" only on links, where they repeat the trait ("Copy link" on a button \
      is a fine label). So are the words VoiceOver adds from a trait the view is given: "heading" with `.isHeader` \
      (or `.accessibilityHeading`), "selected" with `.isSelected`, "tab" in a `.tabItem`. A label written like an \
      identifier is read word by word ("RefreshButton" is "Refresh Button, button"). A label that is nothing but a \
      type ("Button") is `generic_label`'s. A label written as a \
      key (`"accessibility.editor.button.poll"`) is judged by the text the project's string tables give it, which \
      VoiceOver reads, and not reported when no table holds it. The correction removes a type word that ends a \
      label written as text, never a key's.

      The option `unknown_uikit_elements` also reports "button" on UIKit elements of a type the file does not \
      show (`cell.accessibilityLabel = "Play button"`). When the rule reported them by default, 4 of its 25 \
      findings on the ten apps first measured were not problems: views with no button trait, read "button" only \
      once. With them left to the option, the 13 findings on six of those apps are all real (each on a \
      `UIButton` the class declares; the option adds 4 more, 3 of them real). The apps of the names catalogue \
      write their labels through generated constants (`L10n.settings`), which are not read, or as keys whose \
      texts in their string tables name no type: nothing to report there. The role words and labels written like \
      identifiers found nothing on those eight apps, the two with UI tests or the three nobody here had linted.
      """,
    options: [
      RuleOptionDescription(
        name: "extra_type_words", defaultValue: "[]",
        summary: "More words that name an element type in any label, e.g. `[Schaltfläche, bouton]` for localized labels"
      ),
      RuleOptionDescription(
        name: "unknown_uikit_elements", defaultValue: "false",
        summary: "Also report \"button\" in the labels of UIKit elements the file does not show to be buttons"),
    ],
    triggering: [
      Example(
        #"Button("Submit") { }.accessibilityLabel(1️⃣"Submit button")"#,
        expect: ["1️⃣": .labelIncludesType("Submit button", typeWord: "button")]),
      Example(
        """
        Button(action: submit) { Image(systemName: "paperplane") }
          .accessibilityLabel(1️⃣"compose.send")
        """,
        expect: ["1️⃣": .labelIncludesType("Send button", typeWord: "button", key: "compose.send")],
        strings: ["compose.send": "Send button"]),
      Example(
        """
        Text("Trips").font(.title).accessibilityAddTraits(.isHeader).accessibilityLabel(1️⃣"Trips heading")
        Button(action: select) { Text(city) }
          .accessibilityAddTraits(.isSelected)
          .accessibilityLabel(2️⃣"\\(city), selected")
        TripsView().tabItem { Label("Trips", systemImage: "airplane").accessibilityLabel(3️⃣"Trips tab") }
        """,
        expect: [
          "1️⃣": .labelIncludesType("Trips heading", typeWord: "heading"),
          "2️⃣": .labelIncludesType("\\(city), selected", typeWord: "selected"),
          "3️⃣": .labelIncludesType("Trips tab", typeWord: "tab"),
        ]),
      Example(
        """
        Button(action: refresh) { Image(systemName: "arrow.clockwise") }.accessibilityLabel(1️⃣"RefreshButton")
        settingsButton.accessibilityLabel = 2️⃣"SettingsBtn"
        """,
        expect: [
          "1️⃣": .labelIncludesType("RefreshButton", typeWord: "Button"),
          "2️⃣": .labelIncludesType("SettingsBtn", typeWord: "Btn"),
        ]),
      Example(
        #"Image("profile").accessibilityLabel(1️⃣"Profile image")"#,
        expect: ["1️⃣": .labelIncludesType("Profile image", typeWord: "image")]),
      Example(
        #"Link(destination: termsURL) { Text("Terms") }.accessibilityLabel(Text(1️⃣"Terms link"))"#,
        expect: ["1️⃣": .labelIncludesType("Terms link", typeWord: "link")]),
      Example(
        #"Link(destination: helpURL) { Image(systemName: "questionmark.circle") }.accessibilityLabel(1️⃣"Help link")"#,
        expect: ["1️⃣": .labelIncludesType("Help link", typeWord: "link")]),
      Example(
        """
        closeButton.accessibilityLabel = 1️⃣"Close button"
        final class PlayButton: UIButton {
          func configure() { accessibilityLabel = 2️⃣"Play button" }
        }
        """,
        expect: [
          "1️⃣": .labelIncludesType("Close button", typeWord: "button"),
          "2️⃣": .labelIncludesType("Play button", typeWord: "button"),
        ]),
      Example(
        """
        final class ComposerView: UIView {
          private let sendControl = UIButton(type: .system)
          func configure() { sendControl.accessibilityLabel = 1️⃣"Send button" }
        }
        """,
        expect: ["1️⃣": .labelIncludesType("Send button", typeWord: "button")]),
      Example(
        #"cell.accessibilityLabel = 1️⃣"Play button""#,
        expect: ["1️⃣": .labelIncludesType("Play button", typeWord: "button")],
        options: #"{"unknown_uikit_elements": true}"#),
      Example(
        #"saveButton.accessibilityLabel = 1️⃣"Schaltfläche Speichern""#,
        expect: [
          "1️⃣": .labelIncludesType("Schaltfläche Speichern", typeWord: "Schaltfläche")
        ],
        options: #"{"extra_type_words": ["Schaltfläche"]}"#),
    ],
    nonTriggering: [
      Example(#"Button("Submit") { }.accessibilityLabel("Submit")"#),
      Example(#"Image("profile").accessibilityLabel("John Doe's profile photo")"#),
      Example(#"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Delete \(item.name)")"#),
      Example(#"Button(action: copyLink) { Text("Copy") }.accessibilityLabel("Copy link")"#),
      Example(
        """
        Text("Trips").accessibilityLabel("Trips heading to Lisbon")
        Text(city).accessibilityAddTraits(.isHeader).accessibilityLabel("Selected trips")
        Label("Table of contents", systemImage: "list.bullet").accessibilityLabel("Table of contents")
        Text("iPhone").accessibilityLabel("YouTube on iPhone")
        """),
      Example(
        """
        Button(action: submit) { Image(systemName: "paperplane") }.accessibilityLabel("compose.send.button")
        closeButton.accessibilityLabel = String(localized: "player.close.button")
        """,
        strings: ["compose.send.button": "Send", "player.close.button": "Close the player"]),
      Example(#"Button("Change") { pickIcon() }.accessibilityLabel("Change app icon")"#),
      Example(
        """
        TextField("Email", text: $email).accessibilityLabel("Email address")
        Text(error).accessibilityLabel("Error: \\(error)")
        Button("Sign In") { signIn() }.accessibilityLabel("Sign in")
        """),
      Example(#"Button("Buttonhole") { }.accessibilityLabel("Buttonhole stitch")"#),
      Example(
        #"Button(action: poll) { Image(systemName: "chart.bar") }.accessibilityLabel("accessibility.editor.button.poll")"#
      ),
      Example(
        """
        closeButton.accessibilityLabel = "close_button_label"
        cell.accessibilityLabel = "Play button"
        final class EpisodeCell: UITableViewCell {
          func configure() { accessibilityLabel = "Download button" }
        }
        """),
      Example(
        """
        final class EditorView: UIView {
          private let fakePostButton = UIImageView()
          func configure() { fakePostButton.accessibilityLabel = "Quick post button" }
        }
        Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Button")
        """),
      Example(
        """
        Button(action: removeBackground) {
          Image(systemName: "xmark.circle.fill").accessibilityLabel(Text("Remove background image"))
        }
        Button(action: pickPhoto) { Image(systemName: "photo") }.accessibilityLabel("Choose image")
        """),
    ],
    corrections: [
      Example(
        #"Button("Submit") { }.accessibilityLabel(1️⃣"Submit button")"#,
        correction: #"Button("Submit") { }.accessibilityLabel("Submit")"#),
      Example(
        #"Image("profile").accessibilityLabel(1️⃣"Profile image")"#,
        correction: #"Image("profile").accessibilityLabel("Profile")"#),
      Example(
        #"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel(1️⃣"Delete \(item.name) button")"#,
        correction: #"Button(action: delete) { Image(systemName: "trash") }.accessibilityLabel("Delete \(item.name)")"#),
      Example(
        #"Button("Play") { }.accessibilityLabel(1️⃣"Play button, button")"#,
        correction: #"Button("Play") { }.accessibilityLabel("Play")"#),
      Example(
        #"Button("Submit") { }.accessibilityLabel(1️⃣"Submit  button button")"#,
        correction: #"Button("Submit") { }.accessibilityLabel("Submit")"#),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.labelTypeApps, findings: 13, checked: 13, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 1),
    ])

  public var options = Options()

  public init() {}

  /// Kinds of element, by the trait VoiceOver announces for them.
  private enum ElementKind: Equatable {
    /// An image, a link, or any other SwiftUI view or a UIKit button.
    case image, link, other
    /// An icon-only control, or an image in a control's label: read as the control, with its trait, so an image
    /// word repeats nothing, and "link" repeats the trait of a link.
    case iconControl(isLink: Bool)
    /// A UIKit element the file does not show to be a button, an image or a link.
    case unknownUIKit
  }

  private static let buttonWords: Set<String> = ["button", "btn"]
  private static let imageWords: Set<String> = ["image", "icon", "picture", "img"]
  private static let linkWords: Set<String> = ["link", "hyperlink"]

  public let inspectedCalls = WrittenLabel.inspectedCalls(.label)
  public let inspectedMembers = WrittenLabel.inspectedMembers(.label)

  public func check(_ file: FileModel, in context: RuleContext) {
    let extraWords = Set(options.extraTypeWords.map { $0.lowercased() })
    for label in WrittenLabel.all(.label, in: context) {
      switch label.element {
      case .view(let view):
        if reportsRoleWord(in: label, on: view, in: context) { continue }
        check(label, kind: kind(of: view), extraWords: extraWords, in: context)
      case .uikit(let receiver):
        check(
          label, kind: Self.kind(ofReceiver: receiver, writtenIn: file.enclosingType(of: label.literal)),
          extraWords: extraWords, in: context)
      }
    }
  }

  /// The kind of a UIKit element: from the type the enclosing class declares it with (`let closeButton =
  /// UIButton()`), else from its name (`closeButton`, `profileImageView`, `termsLink`); for `self`, from the class
  /// the label is set in.
  private static func kind(ofReceiver receiver: ExprSyntax?, writtenIn type: TypeDeclaration?) -> ElementKind {
    guard let receiver else {
      return type?.inherits(from: "UIButton") == true ? .other : .unknownUIKit
    }
    let name =
      receiver.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? receiver.as(MemberAccessExprSyntax.self).flatMap {
        $0.base?.is(DeclReferenceExprSyntax.self) == true ? $0.declName.baseName.text : nil
      }
    let declared = name.flatMap { type?.property(named: $0)?.typeName }
    let words = (declared ?? receiver.trimmedText).lowercased()
    if words.contains("image") || words.contains("icon") { return .image }
    if words.contains("link") { return .link }
    return words.contains("button") || words.contains("btn") ? .other : .unknownUIKit
  }

  private func kind(of view: ViewCall) -> ElementKind {
    if view.onlyImageInLabel != nil { return .iconControl(isLink: view.isReadAsLink) }
    if let control = view.controlWhoseLabelHolds { return .iconControl(isLink: control.isReadAsLink) }
    if view.name == "Image" || view.name == "AsyncImage" || view.addedTraits.contains("isImage") { return .image }
    return view.isReadAsLink ? .link : .other
  }

  /// Words VoiceOver adds from a trait, by the trait: "Settings, heading", "Home, selected, tab".
  private static let roleWords: [(trait: String, words: Set<String>)] = [
    ("isHeader", ["heading", "header"]), ("isSelected", ["selected"]), ("isTabBar", ["tab"]),
  ]

  /// Reports a word of the label that VoiceOver adds itself from a trait the view is given (`.isHeader`,
  /// `.isSelected`, a `.tabItem`), if there is one; true when it did.
  private func reportsRoleWord(in label: WrittenLabel, on view: ViewCall, in context: RuleContext) -> Bool {
    let words = label.lowercasedWords
    guard words.count > 1 || !label.isPlain, !label.isLocalizationKey,
      let (word, _) = Self.roleWords.lazy.compactMap({ role -> (String, String)? in
        guard let word = words.first(where: role.words.contains) else { return nil }
        return (word, role.trait)
      }).first(where: { _, trait in view.readsTrait(trait) })
    else { return false }
    context.report(.labelIncludesType(label.text, typeWord: word, key: label.translatedKey), at: label.literal)
    return true
  }

  /// Every word that names a type for some kind of element.
  private static let typeWords = buttonWords.union(imageWords).union(linkWords)

  /// Reports the first type word of the label, if it has one; `extraWords` are the option's, lowercased. The
  /// element's `kind` is worked out only for a label with a word that could name a type, which few have. A label of
  /// one word and no interpolation is `generic_label`'s.
  private func check(
    _ label: WrittenLabel, kind: @autoclosure () -> ElementKind, extraWords: Set<String>, in context: RuleContext
  ) {
    let words = label.lowercasedWords
    guard !label.isLocalizationKey, words.count > 1 || !label.isPlain,
      words.contains(where: { Self.typeWords.contains($0) || extraWords.contains($0) })
    else { return }
    let kind = kind()
    // "Button" repeats the trait of a button, and on an image or a link is not the type VoiceOver reads.
    let mayBeAButton =
      switch kind {
      case .other, .iconControl: true
      case .unknownUIKit: options.unknownUIKitElements
      case .image, .link: false
      }
    let isTypeWord = { (word: String) in
      (Self.buttonWords.contains(word) && mayBeAButton)
        || extraWords.contains(word) || (kind == .image && Self.imageWords.contains(word))
        || ((kind == .link || kind == .iconControl(isLink: true)) && Self.linkWords.contains(word))
    }
    guard let index = words.firstIndex(where: isTypeWord) else { return }
    let typeWord = label.words[index]
    context.report(
      .labelIncludesType(label.text, typeWord: typeWord, key: label.translatedKey), at: label.literal,
      // A translated label's text is in its table, not here: the key is left alone.
      fix: label.translation != nil
        ? nil : removal(from: label.literal, typeWord: typeWord, in: context) { isTypeWord($0.lowercased()) })
  }

  /// Removes the type words that end the label, with the spaces and punctuation between them and the rest:
  /// `"Submit button"` and `"Play button, button"` become `"Submit"` and `"Play"`. All of them at once, so a second
  /// `--fix` has nothing left to do; nothing when the label does not end with a type word, or is nothing else.
  private func removal(
    from literal: StringLiteralExprSyntax, typeWord: String, in context: RuleContext, isTypeWord: (String) -> Bool
  ) -> Fix? {
    guard let last = literal.segments.last?.as(StringSegmentSyntax.self) else { return nil }
    let scalars = Array(last.content.text.unicodeScalars)
    let isWordPart = { (scalar: Unicode.Scalar) in WrittenLabel.isWordScalar(scalar) || scalar == "'" }
    var cut = scalars.count
    while true {
      var wordEnd = cut
      // Only the last word must end the label; between type words, anything that is not a word may stand.
      if cut < scalars.count {
        while wordEnd > 0 && !isWordPart(scalars[wordEnd - 1]) { wordEnd -= 1 }
      }
      var wordStart = wordEnd
      while wordStart > 0 && isWordPart(scalars[wordStart - 1]) { wordStart -= 1 }
      guard wordStart < wordEnd, isTypeWord(String(String.UnicodeScalarView(scalars[wordStart..<wordEnd]))) else {
        break
      }
      cut = wordStart
    }
    guard cut < scalars.count else { return nil }
    while cut > 0 && !isWordPart(scalars[cut - 1]) { cut -= 1 }
    // The label must keep a word: in this segment, or in the interpolations before it.
    guard cut > 0 || literal.segments.count > 1 else { return nil }
    let removedBytes = scalars[cut...].reduce(0) { $0 + UTF8.width($1) }
    let end = last.content.endPositionBeforeTrailingTrivia
    return Fix(
      summary: "Remove '\(typeWord)' from the label",
      edits: [context.edit(from: end.advanced(by: -removedBytes), to: end, replacement: "")])
  }
}

extension FindingMessage {
  fileprivate static func labelIncludesType(_ label: String, typeWord: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility label \(WrittenLabel.quote(label, key: key)) includes '\(typeWord)', which VoiceOver announces already"
    )
  }

}

extension ViewCall {
  /// Whether VoiceOver reads the trait on this view: added with `.accessibilityAddTraits(...)` (or, for a heading,
  /// `.accessibilityHeading(...)`), or, for the tab trait, given by a `.tabItem` the view is the label of.
  fileprivate func readsTrait(_ trait: String) -> Bool {
    if addedTraits.contains(trait) { return true }
    switch trait {
    case "isHeader": return hasModifier("accessibilityHeading")
    case "isTabBar":
      return sequence(first: self, next: \.parent).contains { view in
        if case .modifier("tabItem", _) = view.role { return true }
        return false
      }
    default: return false
    }
  }
}
