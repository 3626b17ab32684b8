import Foundation
import Testing

@testable import CurbcutCore

struct TextFieldAccessibilityTests {
  private let email = TextFieldAccessibility(
    label: "Email address", hint: "We send the receipt here", error: "Enter an email address with an @")
  private let english = { (string: ComponentString) in string.formatted(locale: Locale(identifier: "en_US")) }

  @Test func theErrorIsReadWithTheFieldForAsLongAsItStands() {
    #expect(
      email.accessibilityHint(localize: english) == "Error: Enter an email address with an @. We send the receipt here")
    let fixed = TextFieldAccessibility(label: "Email address", hint: "We send the receipt here")
    #expect(fixed.accessibilityHint(localize: english) == "We send the receipt here")
    #expect(
      TextFieldAccessibility(label: "Email address", error: "Required").accessibilityHint(localize: english)
        == "Error: Required")
    #expect(TextFieldAccessibility(label: "Email address").accessibilityHint(localize: english) == "")
  }

  @Test func theErrorIsLabelledAsAnErrorInTheReadersLanguage() {
    let label = TextFieldAccessibility.errorLabel("Requis")
    #expect(label.formatted(locale: Locale(identifier: "en_US")) == "Error: Requis")
    #expect(label.formatted("Erreur : %@", locale: Locale(identifier: "fr_FR")) == "Erreur : Requis")
  }

  @Test func aNewOrChangedErrorIsAnnouncedAndNothingElse() {
    #expect(TextFieldAccessibility.announcement(from: nil, to: "Required").map(english) == "Error: Required")
    #expect(TextFieldAccessibility.announcement(from: "Required", to: "Too short").map(english) == "Error: Too short")
    #expect(TextFieldAccessibility.announcement(from: "Required", to: "Required") == nil)
    #expect(TextFieldAccessibility.announcement(from: "Required", to: nil) == nil)
  }
}
