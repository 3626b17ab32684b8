import Foundation
import Testing

@testable import CurbcutCore

struct RatingScaleTests {
  private let english = Locale(identifier: "en_US")

  @Test func voiceOverReadsTheValueAsSeed001() {
    #expect(RatingScale.fiveStars.accessibilityValue(for: 3).formatted(locale: english) == "3 of 5")
    #expect(RatingScale(maximum: 10).accessibilityValue(for: 7).formatted(locale: english) == "7 of 10")
  }

  @Test func noRatingYetIsReadAsNotRated() {
    #expect(RatingScale.fiveStars.accessibilityValue(for: 0).formatted(locale: english) == "Not rated")
    #expect(RatingScale.fiveStars.accessibilityValue(for: 0).key == "curbcut.rating.notRated")
  }

  @Test func aStoredRatingOutsideTheScaleIsReadAsTheNearestEnd() {
    #expect(RatingScale.fiveStars.accessibilityValue(for: -2).formatted(locale: english) == "Not rated")
    #expect(RatingScale.fiveStars.accessibilityValue(for: 9).formatted(locale: english) == "5 of 5")
  }

  @Test func theValueIsWrittenInTheReadersLanguage() {
    let value = RatingScale.fiveStars.accessibilityValue(for: 3)
    #expect(value.formatted("%lld sur %lld", locale: Locale(identifier: "fr_FR")) == "3 sur 5")
    #expect(value.formatted("%2$lld中%1$lld", locale: Locale(identifier: "zh_CN")) == "5中3")
  }

  @Test func adjustingStepsByOneAndStopsAtBothEnds() {
    let scale = RatingScale.fiveStars
    #expect(scale.adjusted(3, .increment) == 4)
    #expect(scale.adjusted(3, .decrement) == 2)
    #expect(scale.adjusted(5, .increment) == 5)
    #expect(scale.adjusted(1, .decrement) == 1)
  }

  @Test func eitherSwipeRatesAnUnratedControlOne() {
    #expect(RatingScale.fiveStars.adjusted(0, .increment) == 1)
    #expect(RatingScale.fiveStars.adjusted(0, .decrement) == 1)
  }

  @Test func aChosenRatingIsClampedToTheScale() {
    #expect(RatingScale.fiveStars.clamped(7) == 5)
    #expect(RatingScale.fiveStars.clamped(0) == 1)
    #expect(RatingScale.fiveStars.clamped(4) == 4)
  }

  @Test func theFirstRatingMarksAreFilled() {
    let symbols = RatingScale.fiveStars.symbols(for: 3)
    #expect(symbols.map(\.value) == [1, 2, 3, 4, 5])
    #expect(symbols.map(\.isFilled) == [true, true, true, false, false])
    #expect(symbols.map(\.starImageName) == ["star.fill", "star.fill", "star.fill", "star", "star"])
    #expect(symbols.map(\.color) == [.statusWarning, .statusWarning, .statusWarning, .textSecondary, .textSecondary])
    #expect(RatingScale.fiveStars.symbols(for: 0).allSatisfy { !$0.isFilled })
  }

  @Test func aScaleOfNothingIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ = RatingScale(maximum: 0)
    }
  }
}
