/// Why a text size category or text style could not be read, with what was expected.
///
/// The message names the text as written and the accepted spellings; the caller adds the file and position.
public enum DynamicTypeParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not the name of any of the twelve text size categories.
  case unknownTextSizeCategory(String)
  /// The text is not the name of any of the eleven text styles.
  case unknownTextStyle(String)

  /// A sentence that says what was wrong and what was expected.
  public var description: String {
    switch self {
    case .unknownTextSizeCategory(let text):
      let names = TextSizeCategory.allCases.map { "'\($0.name)'" }.joined(separator: ", ")
      return "Unknown text size category '\(text)'; expected one of \(names)"
        + " (UIKit names such as 'extraExtraLarge' and 'accessibilityMedium' are accepted too)"
    case .unknownTextStyle(let text):
      let names = TextStyle.allCases.map { "'\($0.name)'" }.joined(separator: ", ")
      return "Unknown text style '\(text)'; expected one of \(names)"
        + " (SwiftUI's 'title' and 'caption' are accepted too)"
    }
  }
}
