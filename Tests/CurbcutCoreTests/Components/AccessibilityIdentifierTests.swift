import Testing

@testable import CurbcutCore

struct AccessibilityIdentifierTests {
  @Test func buildsAndReadsModuleScreenElement() throws {
    let built = try AccessibilityIdentifier(module: "chat", screen: "input", element: "sendButton")
    #expect(built.description == "chat.input.sendButton")
    let read = try AccessibilityIdentifier(parsing: "insights.dashboard.weeklyCard2")
    #expect((read.module, read.screen, read.element) == ("insights", "dashboard", "weeklyCard2"))
    #expect(try AccessibilityIdentifier(parsing: built.description) == built)
  }

  @Test(arguments: [
    ("chat.input", AccessibilityIdentifierError.wrongSegmentCount(identifier: "chat.input", count: 2)),
    ("sendButton", .wrongSegmentCount(identifier: "sendButton", count: 1)),
    ("chat.tabBar.chat.tab", .wrongSegmentCount(identifier: "chat.tabBar.chat.tab", count: 4)),
    ("chat..sendButton", .invalidSegment(identifier: "chat..sendButton", segment: .screen, text: "")),
    (
      "chat.input.SendButton",
      .invalidSegment(identifier: "chat.input.SendButton", segment: .element, text: "SendButton")
    ),
    (
      "chat.input.send_button",
      .invalidSegment(identifier: "chat.input.send_button", segment: .element, text: "send_button")
    ),
    ("2fa.input.code", .invalidSegment(identifier: "2fa.input.code", segment: .module, text: "2fa")),
    ("café.menu.item", .invalidSegment(identifier: "café.menu.item", segment: .module, text: "café")),
  ])
  func rejectsWhatIsNotThreeLowerCamelCaseSegments(text: String, error: AccessibilityIdentifierError) {
    #expect(throws: error) { try AccessibilityIdentifier(parsing: text) }
  }

  @Test func aSegmentWithAPeriodIsRejectedWhenBuilt() {
    let error = AccessibilityIdentifierError.invalidSegment(
      identifier: "chat.main.input.sendButton", segment: .module, text: "chat.main")
    #expect(throws: error) { try AccessibilityIdentifier(module: "chat.main", screen: "input", element: "sendButton") }
  }

  @Test func errorsSayWhatWasWrongAndWhatWasExpected() {
    #expect(
      AccessibilityIdentifierError.wrongSegmentCount(identifier: "chat.input", count: 2).description
        == "Accessibility identifier 'chat.input' has 2 segments; expected 3, as in 'module.screen.element'"
        + " ('chat.input.sendButton')")
    #expect(
      AccessibilityIdentifierError.wrongSegmentCount(identifier: "sendButton", count: 1).description
        .hasPrefix("Accessibility identifier 'sendButton' has 1 segment;"))
    #expect(
      AccessibilityIdentifierError.invalidSegment(identifier: "chat..sendButton", segment: .screen, text: "")
        .description
        == "Accessibility identifier 'chat..sendButton' has an empty screen segment; expected a lowerCamelCase name"
        + " such as 'sendButton'")
    #expect(
      AccessibilityIdentifierError.invalidSegment(
        identifier: "chat.input.send_button", segment: .element, text: "send_button"
      )
      .description
        == "The element segment 'send_button' of accessibility identifier 'chat.input.send_button' is not"
        + " lowerCamelCase; expected a lowercase letter followed by letters and digits, such as 'sendButton'")
  }
}
