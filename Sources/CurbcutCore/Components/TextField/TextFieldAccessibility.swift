/// What VoiceOver reads for a labelled text field with an optional hint and error (seed 003's accessible form): the
/// field's label, the hint, and the error, which is read with the field for as long as it stands and announced when
/// it appears. The field's value is left to the system: VoiceOver reads the text, or that the field is empty, itself.
public struct TextFieldAccessibility: Hashable, Sendable {
  /// What the field is for, such as "Email address"; shown above the field and read as its label.
  public let label: String
  /// What the field expects, such as "Minimum 8 characters"; empty for none.
  public let hint: String
  /// What is wrong with the current text, such as "Enter an email address with an @"; nil when nothing is.
  public let error: String?

  /// A field labelled `label`, with an optional `hint` and `error`, each already in the reader's language.
  public init(label: String, hint: String = "", error: String? = nil) {
    self.label = label
    self.hint = hint
    self.error = error
  }

  /// "Error: " and `error`, so an error is not mistaken for ordinary text.
  public static func errorLabel(_ error: String) -> ComponentString {
    ComponentString("curbcut.textField.error", english: "Error: %@", .text(error))
  }

  /// The field's hint as VoiceOver reads it after the label and value: the error's label first while there is an
  /// error ("Error: Enter an email address with an @. We send the receipt here"), then the caller's hint.
  /// `localize` gives a component string in the reader's language.
  public func accessibilityHint(localize: (ComponentString) -> String) -> String {
    Sentences.joined([error.map { localize(Self.errorLabel($0)) } ?? "", hint])
  }

  /// What to announce when the error changes from `old` to `new`: the new error's label when there is a new error
  /// that differs from the old one, so VoiceOver users hear it without leaving the field; nil otherwise (no error,
  /// the same error again, or an error that went away, which the field's hint then no longer reads).
  public static func announcement(from old: String?, to new: String?) -> ComponentString? {
    guard let new, new != old else { return nil }
    return errorLabel(new)
  }
}
