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
    var member: String { "accessibility" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  }

  public let literal: StringLiteralExprSyntax
  public let element: Element

  /// The callee names a rule reading written texts of `kind` registers, so the walk indexes them.
  public static func inspectedCalls(_ kind: Kind) -> Set<String> { [kind.member, "accessibility"] }
  /// The members a rule reading written texts of `kind` registers.
  public static func inspectedMembers(_ kind: Kind) -> Set<String> { [kind.member] }

  /// Every text of `kind` the file writes as a literal, SwiftUI's then UIKit's.
  public static func all(_ kind: Kind, in file: FileModel) -> [WrittenLabel] {
    var labels: [WrittenLabel] = []
    for call in file.calls(named: kind.member) + file.calls(named: "accessibility") {
      guard let view = file.view(modifiedBy: call) else { continue }
      let label =
        call.calleeName == "accessibility"
        ? call.arguments.first { $0.label?.text == kind.rawValue } : call.arguments.first
      guard let label, label.label == nil || call.calleeName == "accessibility",
        let literal = stringLiteral(in: label.expression)
      else { continue }
      labels.append(WrittenLabel(literal: literal, element: .view(view)))
    }
    for assignment in file.assignments(to: kind.member) {
      guard let value = assignment.values.first, let literal = stringLiteral(in: value) else { continue }
      labels.append(WrittenLabel(literal: literal, element: .uikit(receiver: assignment.base)))
    }
    return labels
  }

  /// The text as written, interpolations included.
  public var text: String { literal.segments.description }

  /// Whether the label is a key into a strings table rather than the text VoiceOver reads: no spaces, and words
  /// joined by dots or underscores (`accessibility.editor.button.poll`, `close_button_label`).
  public var isLocalizationKey: Bool {
    guard let text = literal.plainText else { return false }
    let scalars = Array(text.unicodeScalars)
    guard !scalars.contains(where: \.properties.isWhitespace) else { return false }
    return scalars.indices.dropFirst().dropLast().contains { index in
      (scalars[index] == "." || scalars[index] == "_") && Self.isWordScalar(scalars[index - 1])
        && Self.isWordScalar(scalars[index + 1])
    }
  }

  /// The words of the label's text outside its interpolations.
  public var words: [String] {
    literal.segments.compactMap { $0.as(StringSegmentSyntax.self) }.flatMap { Self.words(in: $0.content.text) }
  }

  /// Whether the label is nothing but text, with no interpolation.
  public var isPlain: Bool {
    literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
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

  /// A letter or digit of a word; an apostrophe joins a word too (`John's`).
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  static func words(in text: String) -> [String] {
    text.unicodeScalars.split { !isWordScalar($0) && $0 != "'" }.map { String(Substring($0)) }
  }
}
