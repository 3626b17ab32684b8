import Foundation
import Testing

@testable import CurbcutCore

struct ModalAccessibilityTests {
  @Test func theContainerIsModalAndItsTitleAHeader() {
    #expect(ModalAccessibility.containerTraits == [.modal])
    #expect(ModalAccessibility.titleTraits == [.header])
    #expect(ModalAccessibility.closeLabel.formatted(locale: Locale(identifier: "en_US")) == "Close")
  }
}
