import Foundation

/// What an accessible card shows, and how VoiceOver reads it: as one element whose label is built from its parts
/// (seed 003's `"\(title). \(description). \(date)"`), with the card's other actions as custom actions rather than
/// buttons hidden inside it. The card is a button (CurbcutUI's `AccessibleCard`), which gives it the button trait.
public struct CardContent: Hashable, Sendable {
  /// The card's title.
  public let title: String
  /// One or two sentences under the title.
  public let description: String
  /// The date the card is about, if any.
  public let date: Date?

  /// A card with a title, a description and an optional date.
  public init(title: String, description: String, date: Date? = nil) {
    self.title = title
    self.description = description
    self.date = date
  }

  /// The date as the card shows it and VoiceOver reads it: abbreviated month, no time ("Mar 1, 2025" in US
  /// English), in `locale` and its calendar, in `timeZone`; nil without a date.
  public func dateText(locale: Locale, timeZone: TimeZone) -> String? {
    guard let date else { return nil }
    return date.formatted(
      Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: locale, calendar: locale.calendar, timeZone: timeZone))
  }

  /// The card's label: its non-empty parts joined as sentences, "Lisbon. Five days of tiles. Mar 1, 2025". A part
  /// that already ends a sentence (with `.`, `!`, `?` or `…`) gets no second period, and surrounding spaces are
  /// dropped.
  public func accessibilityLabel(locale: Locale, timeZone: TimeZone) -> String {
    Sentences.joined([title, description, dateText(locale: locale, timeZone: timeZone) ?? ""])
  }
}
