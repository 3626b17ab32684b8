import Testing

@testable import CurbcutCore

struct TextFieldAccessibilityTests {
  private let email = TextFieldAccessibility(
    label: "Email address", hint: "We send the receipt here", error: "Enter an email address with an @")

  @Test func theValueIsReadAsEmptyRatherThanNothing() {
    #expect(email.value(for: "") == "Empty")
    #expect(email.value(for: "ana@example.com") == "ana@example.com")
  }

  @Test func theErrorIsLabelledAsAnError() {
    #expect(email.errorLabel == "Error: Enter an email address with an @")
    #expect(TextFieldAccessibility(label: "Email address").errorLabel == nil)
    #expect(TextFieldAccessibility(label: "Email address").hint == "")
  }

  @Test func aNewOrChangedErrorIsAnnouncedAndNothingElse() {
    #expect(TextFieldAccessibility.announcement(from: nil, to: "Required") == "Error: Required")
    #expect(TextFieldAccessibility.announcement(from: "Required", to: "Too short") == "Error: Too short")
    #expect(TextFieldAccessibility.announcement(from: "Required", to: "Required") == nil)
    #expect(TextFieldAccessibility.announcement(from: "Required", to: nil) == nil)
  }
}
