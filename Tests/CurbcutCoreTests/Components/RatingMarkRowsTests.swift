import Testing

@testable import CurbcutCore

/// The rating row against an iPhone 16's 393 pt, with the sizes CurbcutUI's styles draw: stars of `IconSize.large`
/// and dots in 44 pt targets, `Spacing.xxs` apart for stars and touching for dots.
struct RatingMarkRowsTests {
  private let iPhoneWidth: ScaledPoints = 393

  private func starRows(at category: TextSizeCategory) -> RatingMarkRows {
    let star = max(IconSize.large.scaled(at: category).value, HitTarget.minimum.value)
    return RatingMarkRows(
      markCount: 5, markWidth: ScaledPoints(star), spacing: Spacing.xxs.scaled(at: category),
      availableWidth: iPhoneWidth)
  }

  @Test func fiveStarsFitOneRowAtTheStandardSizes() {
    for category in TextSizeCategory.allCases where category <= .xxxLarge {
      #expect(starRows(at: category).rows == 1, "\(category)")
      #expect(starRows(at: category).columns == 5)
    }
  }

  @Test func fiveStarsWrapIntoEvenRowsAtTheLargestSizes() {
    // A star is 94 pt at accessibility5: five with their spacing need 474 pt.
    let rows = starRows(at: .accessibility5)
    #expect(rows.rows == 2)
    #expect(rows.columns == 3)
    #expect((0..<5).map { rows.position(ofMarkAt: $0).row } == [0, 0, 0, 1, 1])
    #expect((0..<5).map { rows.position(ofMarkAt: $0).column } == [0, 1, 2, 0, 1])
  }

  @Test func tenDotsInTheirTargetsWrapAtEverySize() {
    // Ten 44 pt targets are 440 pt wide whatever the text size.
    let rows = RatingMarkRows(
      markCount: 10, markWidth: HitTarget.minimum, spacing: 0, availableWidth: iPhoneWidth)
    #expect(rows.rows == 2)
    #expect(rows.columns == 5)
  }

  @Test func anOpenWidthKeepsOneRow() {
    #expect(RatingMarkRows(markCount: 10, markWidth: 44, spacing: 4, availableWidth: nil).rows == 1)
    #expect(RatingMarkRows(markCount: 10, markWidth: 44, spacing: 4, availableWidth: ScaledPoints(.infinity)).rows == 1)
  }

  @Test func aWidthNarrowerThanOneMarkStillShowsEveryMark() {
    let rows = RatingMarkRows(markCount: 3, markWidth: 44, spacing: 4, availableWidth: 20)
    #expect(rows.rows == 3)
    #expect(rows.columns == 1)
  }
}
