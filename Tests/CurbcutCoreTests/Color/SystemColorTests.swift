import Testing

@testable import CurbcutCore

struct SystemColorTests {
  private func ratio(_ color: SystemColor, on background: SystemColor, in appearance: Appearance) -> ContrastRatio {
    let surface = background.color(in: appearance)
    let shown = color.color(in: appearance).composited(over: surface)
    return ContrastRatio(RelativeLuminance(shown), RelativeLuminance(surface))
  }

  @Test(arguments: [
    (SystemColor.systemRed, ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
    (.systemYellow, ["#FFCC00", "#FFD60A", "#B25000", "#FFD426"]),
    (.systemBrown, ["#A5845E", "#AC8E68", "#7F6545", "#B59469"]),
    (.systemGray2, ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
    (.systemBackground, ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
    (.secondaryLabel, ["#3C3C4399", "#EBEBF599", "#3C3C43AD", "#EBEBF5AD"]),
    (.separator, ["#3C3C4349", "#54545899", "#3C3C435E", "#545458AD"]),
  ])
  func publishedValuesInEachAppearance(color: SystemColor, hex: [String]) {
    #expect(Appearance.allCases.map { color.color(in: $0).hex } == hex)
  }

  @Test func increaseContrastRaisesTheContrastOfTintedColorsAndGraysInLightMode() {
    let tintedAndGrays = SystemColor.allCases.drop { $0 != .systemRed }  // declared from systemRed to systemGray6
    for color in tintedAndGrays {
      #expect(
        ratio(color, on: .systemBackground, in: .lightHighContrast) > ratio(color, on: .systemBackground, in: .light),
        "\(color)")
    }
  }

  @Test func labelsAndLinksOnTheSystemBackgroundAsWCAGJudgesThem() {
    // Derived from the published values: secondary labels and links fail 4.5:1 on white even with Increase
    // Contrast, and pass in dark mode; the primary label is black on white.
    #expect(ratio(.label, on: .systemBackground, in: .light).value == 21)
    #expect(ratio(.secondaryLabel, on: .systemBackground, in: .light).description == "3.43:1")
    #expect(ratio(.secondaryLabel, on: .systemBackground, in: .lightHighContrast).description == "4.22:1")
    #expect(ratio(.secondaryLabel, on: .systemBackground, in: .dark).description == "6.36:1")
    #expect(ratio(.link, on: .systemBackground, in: .light).description == "4.01:1")
  }

  @Test func appearancesKnowWhetherTheyAreDarkOrHighContrast() {
    #expect(Appearance.allCases.filter(\.isDark) == [.dark, .darkHighContrast])
    #expect(Appearance.allCases.filter(\.isHighContrast) == [.lightHighContrast, .darkHighContrast])
  }
}
