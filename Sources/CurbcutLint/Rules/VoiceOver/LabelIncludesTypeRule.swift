import CurbcutReporting
import Foundation
import SwiftSyntax

/// Accessibility labels that name the element's type, which VoiceOver announces already.
public struct LabelIncludesTypeRule: FileRule {
  public struct Options: RuleOptions {
    /// More words that name an element type, for labels written in other languages.
    public var extraTypeWords: [String] = []

    public init() {}

    enum CodingKeys: String, CodingKey {
      case extraTypeWords = "extra_type_words"
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
      Say what the element is or does, not what kind of element it is. A label that is only the type \
      ("Button", "Icon") tells the user nothing at all: describe the action. The word "button" is reported in \
      any label; image words ("image", "icon", "picture") only on images, or as the whole label of an icon-only \
      control ("Icon"), and "link" only on links, where they repeat the trait ("Copy link" on a button is a fine \
      label). Localization keys (`"accessibility.editor.button.poll"`) are not the text VoiceOver reads and are \
      not reported. The correction removes a type word that ends the label.

      Opt-in, because on real apps more than one finding in ten was not a problem: UIKit views labelled \
      "... button" that have no button trait, so VoiceOver says "button" once; the file does not show what the \
      view is.
      """,
    isOptIn: true,
    options: [
      RuleOptionDescription(
        name: "extra_type_words", defaultValue: "[]",
        summary: "More words that name an element type in any label, e.g. `[Schaltfläche, bouton]` for localized labels"
      )
    ],
    triggering: [
      Example(
        #"Button("Submit") { }.accessibilityLabel(1️⃣"Submit button")"#,
        expect: ["1️⃣": .labelIncludesType("Submit button", typeWord: "button")]),
      Example(
        #"Image("profile").accessibilityLabel(1️⃣"Profile image")"#,
        expect: ["1️⃣": .labelIncludesType("Profile image", typeWord: "image")]),
      Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel(1️⃣"Button")"#,
        expect: ["1️⃣": .labelIsOnlyAType("Button")]),
      Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel(1️⃣"Icon")"#,
        expect: ["1️⃣": .labelIsOnlyAType("Icon")]),
      Example(
        #"Link(destination: termsURL) { Text("Terms") }.accessibilityLabel(Text(1️⃣"Terms link"))"#,
        expect: ["1️⃣": .labelIncludesType("Terms link", typeWord: "link")]),
      Example(
        #"Link(destination: helpURL) { Image(systemName: "questionmark.circle") }.accessibilityLabel(1️⃣"Help link")"#,
        expect: ["1️⃣": .labelIncludesType("Help link", typeWord: "link")]),
      Example(
        #"closeButton.accessibilityLabel = 1️⃣"Close button""#,
        expect: ["1️⃣": .labelIncludesType("Close button", typeWord: "button")]),
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
      Example(#"closeButton.accessibilityLabel = "close_button_label""#),
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
    precision: MeasuredPrecision(corpus: MeasuredPrecision.tenApps, findings: 25, checked: 25, real: 21))

  public var options = Options()

  public let inspectedCalls: Set<String> = ["accessibilityLabel", "accessibility"]
  public let inspectedMembers: Set<String> = ["accessibilityLabel"]

  public init() {}

  /// Kinds of element, by the trait VoiceOver announces for them.
  private enum ElementKind: Equatable {
    case image, link, other
    /// An icon-only control, or an image in a control's label: read as the control, with its trait, so an image
    /// word repeats nothing unless it is the whole label ("Icon"), and "link" repeats the trait of a link.
    case iconControl(isLink: Bool)

    var isIconControl: Bool {
      if case .iconControl = self { return true }
      return false
    }
  }

  private static let buttonWords: Set<String> = ["button", "btn"]
  private static let imageWords: Set<String> = ["image", "icon", "picture", "img"]
  private static let linkWords: Set<String> = ["link", "hyperlink"]

  public func check(_ file: FileModel, in context: RuleContext) {
    let extraWords = Set(options.extraTypeWords.map { $0.lowercased() })
    for call in file.calls(named: "accessibilityLabel") + file.calls(named: "accessibility") {
      guard let view = file.view(modifiedBy: call) else { continue }
      let label =
        call.calleeName == "accessibility" ? call.arguments.first { $0.label?.text == "label" } : call.arguments.first
      guard let label, label.label == nil || call.calleeName == "accessibility",
        let literal = Self.stringLiteral(in: label.expression)
      else { continue }
      check(literal, kind: kind(of: view), extraWords: extraWords, in: context)
    }
    for assignment in file.assignments(to: "accessibilityLabel") {
      guard let value = assignment.values.first, let literal = Self.stringLiteral(in: value) else { continue }
      check(literal, kind: Self.kind(ofReceiver: assignment.base), extraWords: extraWords, in: context)
    }
  }

  /// The kind of a UIKit element, guessed from its name: `profileImageView`, `termsLink`.
  private static func kind(ofReceiver receiver: ExprSyntax?) -> ElementKind {
    let name = receiver?.trimmedDescription.lowercased() ?? ""
    return name.contains("image") || name.contains("icon") ? .image : name.contains("link") ? .link : .other
  }

  /// The string literal a label is written with: `"..."`, `Text("...")`, `String(localized: "...")`,
  /// `NSLocalizedString("...", comment:)`, `LocalizedStringKey("...")`.
  private static func stringLiteral(in expression: ExprSyntax) -> StringLiteralExprSyntax? {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return literal }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      ["Text", "String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(
        call.calleeName),
      let first = call.arguments.first,
      first.label == nil || first.label?.text == "localized" || first.label?.text == "verbatim"
    else { return nil }
    return first.expression.as(StringLiteralExprSyntax.self)
  }

  private func kind(of view: ViewCall) -> ElementKind {
    if view.onlyImageInLabel != nil { return .iconControl(isLink: isLink(view)) }
    if let control = view.controlWhoseLabelHolds { return .iconControl(isLink: isLink(control)) }
    if view.name == "Image" || view.name == "AsyncImage" || traits(of: view).contains("isImage") { return .image }
    return isLink(view) ? .link : .other
  }

  private func isLink(_ view: ViewCall) -> Bool {
    view.name == "Link" || traits(of: view).contains("isLink")
  }

  /// The traits the view adds, as written: `.isImage`, `[.isButton, .isLink]`.
  private func traits(of view: ViewCall) -> String {
    view.modifiers(named: "accessibilityAddTraits").map { $0.call.arguments.trimmedDescription }.joined()
  }

  /// Every word that names a type for some kind of element.
  private static let typeWords = buttonWords.union(imageWords).union(linkWords)

  /// Reports the first type word of the label, if it has one; `extraWords` are the option's, lowercased. The
  /// element's `kind` is worked out only for a label with a word that could name a type, which few have.
  private func check(
    _ literal: StringLiteralExprSyntax, kind: @autoclosure () -> ElementKind, extraWords: Set<String>,
    in context: RuleContext
  ) {
    let segments = literal.segments.compactMap { $0.as(StringSegmentSyntax.self) }
    if let text = literal.plainText, Self.isLocalizationKey(text) { return }
    let words = segments.flatMap { Self.words(in: $0.content.text) }
    guard words.contains(where: { Self.typeWords.contains($0.lowercased()) || extraWords.contains($0.lowercased()) })
    else { return }
    let isWholeLabel = words.count == 1 && segments.count == literal.segments.count
    let kind = kind()
    let isTypeWord = { (word: String) in
      Self.buttonWords.contains(word) || extraWords.contains(word)
        || ((kind == .image || (kind.isIconControl && isWholeLabel)) && Self.imageWords.contains(word))
        || ((kind == .link || kind == .iconControl(isLink: true)) && Self.linkWords.contains(word))
    }
    guard let typeWord = words.first(where: { isTypeWord($0.lowercased()) }) else { return }
    let text = literal.segments.description
    if isWholeLabel {
      context.report(.labelIsOnlyAType(text), at: literal)
      return
    }
    context.report(
      .labelIncludesType(text, typeWord: typeWord), at: literal,
      fix: removal(from: literal, typeWord: typeWord, in: context) { isTypeWord($0.lowercased()) })
  }

  /// Removes the type words that end the label, with the spaces and punctuation between them and the rest:
  /// `"Submit button"` and `"Play button, button"` become `"Submit"` and `"Play"`. All of them at once, so a second
  /// `--fix` has nothing left to do; nothing when the label does not end with a type word, or is nothing else.
  private func removal(
    from literal: StringLiteralExprSyntax, typeWord: String, in context: RuleContext, isTypeWord: (String) -> Bool
  ) -> Fix? {
    guard let last = literal.segments.last?.as(StringSegmentSyntax.self) else { return nil }
    let scalars = Array(last.content.text.unicodeScalars)
    let isWordPart = { (scalar: Unicode.Scalar) in Self.isWordScalar(scalar) || scalar == "'" }
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

  /// Whether a literal is a key into a strings table rather than text: no spaces, and words joined by
  /// dots or underscores (`accessibility.editor.button.poll`, `close_button_label`).
  private static func isLocalizationKey(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.contains(where: \.properties.isWhitespace) else { return false }
    return scalars.indices.dropFirst().dropLast().contains { index in
      (scalars[index] == "." || scalars[index] == "_") && isWordScalar(scalars[index - 1])
        && isWordScalar(scalars[index + 1])
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func words(in text: String) -> [String] {
    text.unicodeScalars.split { !isWordScalar($0) && $0 != "'" }.map { String(Substring($0)) }
  }
}

extension FindingMessage {
  fileprivate static func labelIncludesType(_ label: String, typeWord: String) -> FindingMessage {
    FindingMessage("Accessibility label '\(label)' includes '\(typeWord)', which VoiceOver announces already")
  }

  fileprivate static func labelIsOnlyAType(_ label: String) -> FindingMessage {
    FindingMessage("Accessibility label '\(label)' only names the element type; describe what it does")
  }
}
