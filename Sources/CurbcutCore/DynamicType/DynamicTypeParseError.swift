/// Why a text size category, text style or Dynamic Type range could not be read, with what was expected.
///
/// The message names the text as written and the accepted spellings; the caller adds the file and position.
public enum DynamicTypeParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not the name of any of the twelve text size categories.
  case unknownTextSizeCategory(String)
  /// The text is not the name of any of the eleven text styles.
  case unknownTextStyle(String)
  /// The text is not of the form `lower...upper`, `lower...`, `...upper`, `..<upper` or a single category.
  case malformedRange(String)
  /// The range is written correctly but holds no category, as in `xxLarge...large` or `..<xSmall`.
  case emptyRange(String)

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
    case .malformedRange(let text):
      return "Malformed Dynamic Type range '\(text)'; expected 'lower...upper', 'lower...', '...upper',"
        + " '..<upper' or a single category, such as 'large...accessibility3'"
    case .emptyRange(let text):
      return "Dynamic Type range '\(text)' contains no text size category; expected the lower bound to be at most"
        + " the upper bound, in the order \(TextSizeCategory.allCases.map(\.name).joined(separator: " < "))"
    }
  }
}
