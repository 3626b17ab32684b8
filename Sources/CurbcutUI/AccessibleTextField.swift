#if canImport(SwiftUI)
  import Accessibility
  import CurbcutCore
  import SwiftUI

  /// A text field with a visible label above it, an optional hint, and an error message under it (seed 003's
  /// accessible form). VoiceOver reads the field's label, its text (or that it is empty) and its hint, with the error
  /// first for as long as the error stands, and announces a new error as soon as it appears. `isSecure` makes it a
  /// password field.
  ///
  /// ```swift
  /// AccessibleTextField("Email address", text: $email, hint: "We send the receipt here", error: emailError)
  /// AccessibleTextField("Password", text: $password, error: passwordError, isSecure: true)
  /// ```
  public struct AccessibleTextField: View {
    private let label: LocalizedStringResource
    @Binding private var text: String
    private let prompt: LocalizedStringResource?
    private let hint: LocalizedStringResource?
    private let error: LocalizedStringResource?
    private let isSecure: Bool
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A field labelled `label` editing `text`. `prompt` is the placeholder shown while it is empty (none unless
    /// given: the label is already visible above the field), `hint` what VoiceOver adds after it, `error` what is wrong
    /// with the text now, shown under the field.
    public init(
      _ label: LocalizedStringResource, text: Binding<String>, prompt: LocalizedStringResource? = nil,
      hint: LocalizedStringResource? = nil, error: LocalizedStringResource? = nil, isSecure: Bool = false
    ) {
      self.label = label
      _text = text
      self.prompt = prompt
      self.hint = hint
      self.error = error
      self.isSecure = isSecure
    }

    /// The label, the field and the error.
    public var body: some View {
      let accessibility = TextFieldAccessibility(
        label: label.localized(in: locale), hint: hint?.localized(in: locale) ?? "",
        error: error?.localized(in: locale))
      VStack(alignment: .leading, spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        // The field carries the label for VoiceOver; reading it twice would only slow people down.
        Text(accessibility.label)
          .typography(.subheadline)
          .foregroundStyle(DesignColor(.textSecondary))
          .accessibilityHidden(true)
        field(label: accessibility.label)
          .typography(.body)
          .foregroundStyle(DesignColor(.textPrimary))
          .padding(Spacing.sm.points(at: dynamicTypeSize, displayScale: displayScale))
          .frame(minHeight: CGFloat(HitTarget.minimum))
          .background(DesignColor(.surfaceElevated), in: RoundedRectangle(cornerRadius: CGFloat(Radius.md)))
          .accessibilityLabel(Text(accessibility.label))
          .accessibilityHint(Text(accessibility.accessibilityHint { $0.localized(in: locale) }))
        if let error = accessibility.error {
          Text(error)
            .typography(.footnote)
            .foregroundStyle(DesignColor(.statusError))
            .accessibilityLabel(Text(TextFieldAccessibility.errorLabel(error).localized(in: locale)))
        }
      }
      .onChange(of: accessibility.error) { old, new in
        if let announcement = TextFieldAccessibility.announcement(from: old, to: new) {
          AccessibilityNotification.Announcement(announcement.localized(in: locale)).post()
        }
      }
    }

    /// A text field, or a secure one, labelled `label`, with the prompt as its placeholder.
    @ViewBuilder private func field(label: String) -> some View {
      if isSecure {
        SecureField(text: $text, prompt: prompt.map { Text($0) }) { Text(label) }
      } else {
        TextField(text: $text, prompt: prompt.map { Text($0) }) { Text(label) }
      }
    }
  }
#endif
