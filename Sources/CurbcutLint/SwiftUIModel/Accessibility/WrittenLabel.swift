import SwiftSyntax

/// An accessibility label, hint or identifier written as a literal, as the rules on them read it:
/// `.accessibilityLabel("Close")`, `.accessibility(label: Text("Close"))`, `.accessibilityHint("Closes the trip")`,
/// `.accessibilityIdentifier("trip.detail.closeButton")`, or UIKit's `closeButton.accessibilityLabel = "Close"`.
public struct WrittenLabel {
  /// What the label is set on.
  public enum Element {
    /// A SwiftUI view, through one of its modifiers.
    case view(ViewCall)
    /// A UIKit element, by the expression whose label is assigned (`closeButton`), nil for `self`.
    case uikit(receiver: ExprSyntax?)
  }

  /// Which text is written: the label, what the element is; the hint, what using it does; or the identifier, the
  /// name UI tests find it by.
  public enum Kind: String {
    case label, hint, identifier

    /// The SwiftUI modifier and UIKit property that set it: `accessibilityLabel`, `accessibilityHint`,
    /// `accessibilityIdentifier`.
    var member: String {
      switch self {
      case .label: "accessibilityLabel"
      case .hint: "accessibilityHint"
      case .identifier: "accessibilityIdentifier"
      }
    }
  }

  public let literal: StringLiteralExprSyntax
  public let element: Element
  /// The text the project's string tables give the literal, when it is looked up as a key (any SwiftUI label or
  /// hint, `String(localized:)`, `NSLocalizedString`; never a UIKit `String` or an identifier) and a table holds it:
  /// what VoiceOver reads in the development language.
  public let translation: String?
  /// The words of the text outside its interpolations, as written and lowercased, split once for every rule.
  public let words: [String]
  public let lowercasedWords: [String]

  init(literal: StringLiteralExprSyntax, element: Element, translation: String?) {
    self.literal = literal
    self.element = element
    self.translation = translation
    words =
      if let translation { Self.words(in: translation) } else {
        literal.segments.compactMap { $0.as(StringSegmentSyntax.self) }.flatMap { Self.words(in: $0.content.text) }
      }
    lowercasedWords = words.map { $0.lowercased() }
  }

  /// The callee names a rule reading written texts of `kind` registers, so the walk indexes them.
  public static func inspectedCalls(_ kind: Kind) -> Set<String> { [kind.member, "accessibility"] }
  /// The members a rule reading written texts of `kind` registers.
  public static func inspectedMembers(_ kind: Kind) -> Set<String> { [kind.member] }

  /// Every text of `kind` the file writes as a literal, SwiftUI's then UIKit's, looked up in the string tables
  /// of `context`: found once per file for all the rules that read them.
  public static func all(_ kind: Kind, in context: RuleContext) -> [WrittenLabel] {
    let file = context.file
    if let known = file.writtenLabels[kind] { return known }
    var labels: [WrittenLabel] = []
    defer { file.writtenLabels[kind] = labels }
    func add(_ written: (literal: StringLiteralExprSyntax, isKey: Bool), on element: Element) {
      let key = written.isKey && kind != .identifier ? written.literal.plainText : nil
      labels.append(
        WrittenLabel(
          literal: written.literal, element: element, translation: key.flatMap(context.strings.text(forKey:))))
    }
    for call in file.calls(named: kind.member) + file.calls(named: "accessibility") {
      guard let view = file.view(modifiedBy: call) else { continue }
      let label =
        call.calleeName == "accessibility"
        ? call.arguments.first { $0.label?.text == kind.rawValue } : call.arguments.first
      guard let label, label.label == nil || call.calleeName == "accessibility",
        let written = stringLiteral(in: label.expression, bareIsKey: true)
      else { continue }
      add(written, on: .view(view))
    }
    for assignment in file.assignments(to: kind.member) {
      guard let value = assignment.values.first, let written = stringLiteral(in: value, bareIsKey: false) else {
        continue
      }
      add(written, on: .uikit(receiver: assignment.base))
    }
    return labels
  }

  /// The text VoiceOver reads: the translation, or the text as written, interpolations included.
  public var text: String { translation ?? literal.segments.description }

  /// The key the text was looked up by, when the string tables give it another text.
  public var translatedKey: String? {
    guard let translation, let key = literal.plainText, key != translation else { return nil }
    return key
  }

  /// A text quoted for a message, with the key it was looked up by: `'Close button'`, or
  /// `'Close button' (the text of 'a11y.close')`.
  public static func quote(_ text: String, key: String?) -> String {
    "'\(text)'" + (key.map { " (the text of '\($0)')" } ?? "")
  }

  /// Whether the label is a key into a strings table rather than the text VoiceOver reads: no spaces, and words
  /// joined by dots or underscores (`accessibility.editor.button.poll`, `close_button_label`), and no table gives it
  /// another text.
  public var isLocalizationKey: Bool {
    guard let text = literal.plainText, translation == nil || translation == text else { return false }
    return Self.looksLikeKey(text)
  }

  /// Whether the label is a key that the project's string tables hold with no text of its own, so VoiceOver reads the
  /// key as it is written (an entry a String Catalog extracted and nobody translated).
  public var isUntranslatedKey: Bool {
    translation != nil && translation == literal.plainText && isLocalizationKey
  }

  private static func looksLikeKey(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.contains(where: \.properties.isWhitespace) else { return false }
    return scalars.indices.dropFirst().dropLast().contains { index in
      (scalars[index] == "." || scalars[index] == "_") && Self.isWordScalar(scalars[index - 1])
        && Self.isWordScalar(scalars[index + 1])
    }
  }

  /// Whether the label is nothing but text, with no interpolation (or a key the tables give a text).
  public var isPlain: Bool {
    translation != nil || literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
  }

  /// The string literal a label is written with, and whether it is looked up as a key: `"..."` (a key in a SwiftUI
  /// modifier when `bareIsKey`, not in UIKit), `Text("...")`, `String(localized: "...")`, `NSLocalizedString("...",
  /// comment:)`, `LocalizedStringKey("...")`, a project's localizing macro (`#localize("...")`) and property or method
  /// of a literal (`"...".localized`, `"...".localized()`) are; `Text(verbatim: "...")` and `String("...")` are not.
  static func stringLiteral(
    in expression: ExprSyntax, bareIsKey: Bool
  ) -> (
    literal: StringLiteralExprSyntax, isKey: Bool
  )? {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return (literal, bareIsKey) }
    if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text.lowercased().hasPrefix("locali"),
      let first = macro.arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    {
      return (literal, true)
    }
    let localizing =
      expression.as(FunctionCallExprSyntax.self).flatMap { call in
        call.arguments.isEmpty ? call.calledExpression.as(MemberAccessExprSyntax.self) : nil
      } ?? expression.as(MemberAccessExprSyntax.self)
    if let localizing, localizing.declName.baseName.text.lowercased().hasPrefix("locali"),
      let literal = localizing.base?.as(StringLiteralExprSyntax.self)
    {
      return (literal, true)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      ["Text", "String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(
        call.calleeName),
      let first = call.arguments.first,
      first.label == nil || first.label?.text == "localized" || first.label?.text == "verbatim",
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    let isKey = first.label?.text != "verbatim" && (call.calleeName != "String" || first.label?.text == "localized")
    return (literal, isKey)
  }

  /// A letter or digit of a word; an apostrophe joins a word too (`John's`).
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// The words of a text, a name written in camel case split as VoiceOver reads it: `RefreshButton` is "Refresh",
  /// "Button".
  static func words(in text: String) -> [String] {
    var text = text
    if let words = text.withUTF8(asciiWords) { return words }
    return text.unicodeScalars.split { !isWordScalar($0) && $0 != "'" }.flatMap(camelCaseWords)
  }

  /// ``words(in:)`` read from the bytes of an ASCII text, as nearly every label is, without decoding scalars; nil for
  /// any other text.
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    var words: [String] = []
    var start: Int?
    var previous: UInt8 = 0
    for (index, byte) in bytes.enumerated() {
      guard byte < 0x80 else { return nil }
      let isWord = isLowercase(byte) || isUppercase(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x27
      if let first = start, !isWord || (isLowercase(previous) && isUppercase(byte)) {
        words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
        start = nil
      }
      if isWord && start == nil { start = index }
      previous = byte
    }
    if let first = start {
      words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self))
    }
    return words
  }

  /// A word split where a lowercase letter meets a capital: `RefreshButton` is "Refresh", "Button"; `Hello` and `ABC`
  /// stay whole.
  private static func camelCaseWords(_ word: Substring.UnicodeScalarView.SubSequence) -> [String] {
    var words: [String] = []
    var start = word.startIndex
    var previous: Unicode.Scalar?
    for index in word.indices {
      let scalar = word[index]
      if let last = previous, isLowercase(last), isUppercase(scalar) {
        words.append(String(String.UnicodeScalarView(word[start..<index])))
        start = index
      }
      previous = scalar
    }
    words.append(String(String.UnicodeScalarView(word[start...])))
    return words
  }

  // ASCII first: reading a scalar's Unicode properties costs a table lookup, and nearly every label is ASCII.
  private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
  }

  private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
  }
}
