import Foundation

/// A string a component shows or VoiceOver reads, such as "Read more" or "3 of 5": a key in CurbcutUI's String
/// Catalog (`Localizable.xcstrings`), its English text, and the values its placeholders stand for. Core decides what
/// to say; the app's language decides the words, through the catalog, and the locale the numbers.
public struct ComponentString: Hashable, Sendable {
  /// A value that fills a placeholder: `%lld` takes a number, `%@` a text.
  public enum Argument: Hashable, Sendable {
    /// A whole number, written in the locale's digits and grouping.
    case number(Int)
    /// A text, already in the reader's language.
    case text(String)
  }

  /// The key in the String Catalog, such as `curbcut.rating.value`.
  public let key: String
  /// The English format, used where the catalog has no translation, such as `%lld of %lld`.
  public let english: String
  /// The placeholders' values, in order.
  public let arguments: [Argument]

  init(_ key: String, english: String, _ arguments: Argument...) {
    self.key = key
    self.english = english
    self.arguments = arguments
  }

  /// The string in `locale`, from `format`, the catalog's translation of `key` (the English format without one): each
  /// `%lld` (or `%1$lld`) takes the next (or the first) number, written as `locale` writes numbers, and each `%@` the
  /// next text.
  public func formatted(_ format: String? = nil, locale: Locale) -> String {
    // `String(format:)` writes numbers in ASCII digits whatever the locale, so numbers go in as the locale's text.
    let textFormat = (format ?? english).replacing(/%(\d+\$)?lld/) { "%\($0.output.1 ?? "")@" }
    let values: [any CVarArg] = arguments.map { argument in
      switch argument {
      case .number(let number): number.formatted(.number.locale(locale))
      case .text(let text): text
      }
    }
    return String(format: textFormat, locale: locale, arguments: values)
  }

  /// Every string the components use, for checking the String Catalog against: one of each key.
  static let catalogue: [ComponentString] =
    [
      RatingScale.fiveStars.accessibilityValue(for: 1),
      RatingScale.fiveStars.accessibilityValue(for: 0),
      ExpandableTextLayout.expandTitle, ExpandableTextLayout.collapseTitle, ExpandableTextLayout.expandedValue,
      ExpandableTextLayout.collapsedValue, ExpandableTextLayout.toggleLabel(title: "", name: ""),
      ModalAccessibility.closeLabel, TextFieldAccessibility.errorLabel(""),
    ] + Status.allCases.map(\.label)
}
