/// What a finding says. A rule declares each of its messages once, as a static member of an extension in its own
/// file (`.unlabeledImage("hero")`), and both the rule's check and its examples use that member, so the wording
/// lives in one place (as swift-format's `Finding.Message`).
public struct FindingMessage: Hashable, Sendable, CustomStringConvertible {
  public let text: String

  public init(_ text: String) {
    self.text = text
  }

  public var description: String { text }
}
