import Testing

@testable import CurbcutCore

struct AdaptiveStackLayoutTests {
  @Test func horizontalAtStandardSizesVerticalAtAccessibilitySizes() {
    #expect(AdaptiveStackLayout(category: .xxxLarge).axis == .horizontal)
    #expect(AdaptiveStackLayout(category: .accessibility1).axis == .vertical)
    #expect(
      TextSizeCategory.allCases.map { AdaptiveStackLayout(category: $0).axis == .vertical }
        == TextSizeCategory.allCases.map(\.isAccessibilitySize))
  }

  @Test func theThresholdCanComeEarlier() {
    // Seed 003: a complex row (image and several lines) stacks from xxxLarge.
    #expect(AdaptiveStackLayout(category: .xxxLarge, threshold: .xxxLarge).axis == .vertical)
    #expect(AdaptiveStackLayout(category: .xxLarge, threshold: .xxxLarge).axis == .horizontal)
  }

  @Test func spacingIsSixteenAcrossAndTwelveDownScaled() {
    #expect(AdaptiveStackLayout(category: .large).spacing == 16)
    #expect(AdaptiveStackLayout(category: .large, threshold: .large).spacing == 12)
    // 12 × 34/22 = 18.55 pt = 55.6 px at @3x → 56 px.
    #expect(AdaptiveStackLayout(category: .accessibility1).spacing == ScaledPoints(56.0 / 3))
  }
}
