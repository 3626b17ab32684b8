/// What VoiceOver reads for a labelled text field with an optional hint and error (seed 003's accessible form): the
/// field's label, its value (or "Empty"), the hint, and the error, which is also announced when it appears.
public struct TextFieldAccessibility: Hashable, Sendable {
  /// What the field is for, such as "Email address"; shown above the field and read as its label.
  public let label: String
  /// What the field expects, such as "Minimum 8 characters"; empty for none.
  public let hint: String
  /// What is wrong with the current text, such as "Enter an email address with an @"; nil when nothing is.
  public let error: String?

  /// A field labelled `label`, with an optional `hint` and `error`.
  public init(label: String, hint: String = "", error: String? = nil) {
    self.label = label
    self.hint = hint
    self.error = error
  }

  /// The field's value as VoiceOver reads it: the text, or "Empty" when there is none, rather than silence.
  public func value(for text: String) -> String { text.isEmpty ? "Empty" : text }

  /// The label of the error message under the field: "Error: …", so it is not mistaken for ordinary text; nil
  /// without an error.
  public var errorLabel: String? { error.map(Self.errorLabel) }

  /// "Error: " and `error`.
  public static func errorLabel(_ error: String) -> String { "Error: \(error)" }

  /// What to announce when the error changes from `old` to `new`: the new error's label when there is a new error
  /// that differs from the old one, so VoiceOver users hear it without leaving the field; nil otherwise (no error,
  /// the same error again, or an error that went away, which the field's silence already says).
  public static func announcement(from old: String?, to new: String?) -> String? {
    guard let new, new != old else { return nil }
    return errorLabel(new)
  }
}
