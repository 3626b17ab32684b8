/// An accessibility identifier in seed 004's `module.screen.element` convention, such as `chat.input.sendButton`:
/// three lowerCamelCase segments, so UI tests find elements by a name that says where they live and survives
/// changes of label and language.
public struct AccessibilityIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The feature module, such as `chat`.
  public let module: String
  /// The screen within the module, such as `input`.
  public let screen: String
  /// The element on the screen, such as `sendButton`.
  public let element: String

  /// Builds an identifier from its three segments, checking each.
  ///
  /// - Throws: `AccessibilityIdentifierError.invalidSegment` for the first segment that is empty or not
  ///   lowerCamelCase.
  public init(module: String, screen: String, element: String) throws(AccessibilityIdentifierError) {
    let identifier = [module, screen, element].joined(separator: ".")
    for (segment, text) in zip(AccessibilityIdentifierError.Segment.allCases, [module, screen, element])
    where !Self.isLowerCamelCase(text) {
      throw .invalidSegment(identifier: identifier, segment: segment, text: text)
    }
    self.module = module
    self.screen = screen
    self.element = element
  }

  /// Reads an identifier written as `module.screen.element`.
  ///
  /// - Throws: `AccessibilityIdentifierError.wrongSegmentCount` when the text does not split into exactly three
  ///   segments at its periods, or `.invalidSegment` as `init(module:screen:element:)` does.
  public init(parsing text: String) throws(AccessibilityIdentifierError) {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard segments.count == 3 else { throw .wrongSegmentCount(identifier: text, count: segments.count) }
    try self.init(module: segments[0], screen: segments[1], element: segments[2])
  }

  /// `module.screen.element`, the string given to `.accessibilityIdentifier(_:)` and looked up by UI tests.
  public var description: String { "\(module).\(screen).\(element)" }

  /// Whether `text` is lowerCamelCase: an ASCII lowercase letter, then ASCII letters and digits.
  private static func isLowerCamelCase(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}

/// Why an accessibility identifier was rejected, with what was expected.
public enum AccessibilityIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The three segments of an identifier.
  public enum Segment: String, CaseIterable, Sendable {
    /// The first segment.
    case module
    /// The second segment.
    case screen
    /// The third segment.
    case element
  }

  /// The identifier does not have exactly three period-separated segments; `count` is how many it has.
  case wrongSegmentCount(identifier: String, count: Int)
  /// A segment is empty or not lowerCamelCase.
  case invalidSegment(identifier: String, segment: Segment, text: String)

  /// A sentence that says what was wrong and what was expected.
  public var description: String {
    switch self {
    case .wrongSegmentCount(let identifier, let count):
      return "Accessibility identifier '\(identifier)' has \(count) segment\(count == 1 ? "" : "s");"
        + " expected 3, as in 'module.screen.element' ('chat.input.sendButton')"
    case .invalidSegment(let identifier, let segment, let text) where text.isEmpty:
      return "Accessibility identifier '\(identifier)' has an empty \(segment.rawValue) segment;"
        + " expected a lowerCamelCase name such as 'sendButton'"
    case .invalidSegment(let identifier, let segment, let text):
      return "The \(segment.rawValue) segment '\(text)' of accessibility identifier '\(identifier)' is not"
        + " lowerCamelCase; expected a lowercase letter followed by letters and digits, such as 'sendButton'"
    }
  }
}
