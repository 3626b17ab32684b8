#if canImport(SwiftUI)
  import Accessibility
  import CurbcutCore
  import SwiftUI

  /// A text field with a visible label above it, an optional hint, and an error message under it that VoiceOver
  /// reads as "Error: …" and announces as soon as it appears (seed 003's accessible form).
  ///
  /// ```swift
  /// AccessibleTextField("Email address", text: $email, hint: "We send the receipt here", error: emailError)
  /// ```
  public struct AccessibleTextField: View {
    private let accessibility: TextFieldAccessibility
    @Binding private var text: String
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A field labelled `label` editing `text`, with `hint` read by VoiceOver and `error` shown under the field.
    public init(_ label: String, text: Binding<String>, hint: String = "", error: String? = nil) {
      accessibility = TextFieldAccessibility(label: label, hint: hint, error: error)
      _text = text
    }

    /// The label, the field and the error.
    public var body: some View {
      VStack(alignment: .leading, spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        // The field carries the label for VoiceOver; reading it twice would only slow people down.
        Text(accessibility.label)
          .typography(.subheadline)
          .foregroundStyle(DesignColor(.textSecondary))
          .accessibilityHidden(true)
        TextField(accessibility.label, text: $text)
          .typography(.body)
          .foregroundStyle(DesignColor(.textPrimary))
          .padding(Spacing.sm.points(at: dynamicTypeSize, displayScale: displayScale))
          .frame(minHeight: CGFloat(HitTarget.minimum))
          .background(DesignColor(.surfaceElevated), in: RoundedRectangle(cornerRadius: CGFloat(Radius.md)))
          .accessibilityLabel(Text(accessibility.label))
          .accessibilityValue(Text(accessibility.value(for: text)))
          .accessibilityHint(Text(accessibility.hint))
        if let error = accessibility.error {
          Text(error)
            .typography(.footnote)
            .foregroundStyle(DesignColor(.statusError))
            .accessibilityLabel(Text(TextFieldAccessibility.errorLabel(error)))
        }
      }
      .onChange(of: accessibility.error) { old, new in
        if let announcement = TextFieldAccessibility.announcement(from: old, to: new) {
          AccessibilityNotification.Announcement(announcement).post()
        }
      }
    }
  }
#endif
