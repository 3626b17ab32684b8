import Foundation
import Testing

@testable import CurbcutCore

struct CardContentTests {
  private let english = Locale(identifier: "en_US")
  private let utc = TimeZone(identifier: "UTC")!
  /// 1 March 2025, 03:00 UTC.
  private let date = Date(timeIntervalSince1970: 1_740_798_000)

  @Test func theLabelJoinsThePartsAsSentencesAsSeed003() {
    let card = CardContent(title: "Lisbon", description: "Five days of tiles and trams", date: date)
    #expect(
      card.accessibilityLabel(locale: english, timeZone: utc) == "Lisbon. Five days of tiles and trams. Mar 1, 2025")
    #expect(card.dateText(locale: english, timeZone: utc) == "Mar 1, 2025")
  }

  @Test func aPartThatEndsASentenceGetsNoSecondPeriod() {
    let card = CardContent(title: "Porto!", description: "Bridges, port and bookshops.", date: date)
    #expect(
      card.accessibilityLabel(locale: english, timeZone: utc) == "Porto! Bridges, port and bookshops. Mar 1, 2025")
  }

  @Test func emptyPartsAndAMissingDateLeaveNoGaps() {
    #expect(
      CardContent(title: "Lisbon", description: "  ").accessibilityLabel(locale: english, timeZone: utc) == "Lisbon")
    #expect(
      CardContent(title: " Lisbon ", description: "Tiles").accessibilityLabel(locale: english, timeZone: utc)
        == "Lisbon. Tiles")
    #expect(CardContent(title: "Lisbon", description: "Tiles").dateText(locale: english, timeZone: utc) == nil)
  }

  @Test func theDateFollowsTheLocaleAndTimeZone() {
    let card = CardContent(title: "Lisbon", description: "Tiles", date: date)
    #expect(card.dateText(locale: Locale(identifier: "de_DE"), timeZone: utc) == "1. März 2025")
    // 03:00 UTC on 1 March is 17:00 on 28 February in Honolulu.
    #expect(card.dateText(locale: english, timeZone: TimeZone(identifier: "Pacific/Honolulu")!) == "Feb 28, 2025")
  }
}
