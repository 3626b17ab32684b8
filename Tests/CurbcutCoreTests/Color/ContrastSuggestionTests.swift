import Testing

@testable import CurbcutCore

/// Fix suggestions: every suggested opacity or color passes, and nothing closer does.
struct ContrastSuggestionTests {
  private let normalTextAA = ContrastRequirement.wcag(.normalText, level: .aa)

  private func ratio(_ foreground: SRGBColor, on background: SRGBColor) -> ContrastRatio {
    ContrastRatio(RelativeLuminance(foreground.composited(over: background)), RelativeLuminance(background))
  }

  @Test func theLowestOpacityPassesAndOnePercentLessFails() throws {
    let elevatedSurface = SRGBColor(red: 0.1, green: 0.1, blue: 0.1)
    let tertiaryText = SRGBColor.white.withAlpha(0.4)
    let suggestion = ContrastSuggestion(
      foreground: tertiaryText, background: elevatedSurface, requirement: normalTextAA)
    let opacity = try #require(suggestion.minimumOpacity)
    #expect(opacity == 0.46)
    #expect(normalTextAA.isMet(by: ratio(tertiaryText.withAlpha(opacity), on: elevatedSurface)))
    #expect(!normalTextAA.isMet(by: ratio(tertiaryText.withAlpha(opacity - 0.01), on: elevatedSurface)))
  }

  @Test func noOpacityForAnOpaqueForegroundOrOneThatFailsEvenOpaque() throws {
    let gray = try SRGBColor(hex: "#CCCCCC")
    let opaque = ContrastSuggestion(foreground: .white, background: gray, requirement: normalTextAA)
    let hopeless = ContrastSuggestion(foreground: .white.withAlpha(0.5), background: gray, requirement: normalTextAA)
    #expect(opaque.minimumOpacity == nil)
    #expect(hopeless.minimumOpacity == nil)
  }

  @Test func theNearestPassingGrayOnWhiteIs767676() throws {
    // #777777 is 4.47:1 on white; #767676 (4.54:1) is the lightest gray that passes AA.
    let suggestion = ContrastSuggestion(
      foreground: try SRGBColor(hex: "#777777"), background: .white, requirement: normalTextAA)
    #expect(suggestion.nearestColor?.hex == "#767676")
  }

  @Test(arguments: [
    ("#007AFF", "#FFFFFF"),  // systemBlue on white, 4.01:1: darker
    ("#FF9500", "#FFFFFF"),  // systemOrange on white, 2.19:1: much darker
    ("#5856D6", "#000000"),  // systemIndigo on black: lighter
    ("#FF3B30", "#636366"),  // systemRed on systemGray2 (dark): lighter or darker
  ])
  func theNearestColorPassesKeepsItsHueAndNothingCloserPasses(foregroundHex: String, backgroundHex: String) throws {
    let foreground = try SRGBColor(hex: foregroundHex)
    let background = try SRGBColor(hex: backgroundHex)
    #expect(!normalTextAA.isMet(by: ratio(foreground, on: background)))
    let suggested = try #require(
      ContrastSuggestion(foreground: foreground, background: background, requirement: normalTextAA).nearestColor)

    // It passes, as written in hex.
    #expect(normalTextAA.isMet(by: ratio(try SRGBColor(hex: suggested.hex), on: background)))
    // It keeps the hue, to the precision bytes allow.
    let original = OKLCH(OKLab(foreground))
    let hueShift = abs(OKLCH(OKLab(suggested)).hue - original.hue)
    #expect(min(hueShift, 360 - hueShift) < 3)
    // No same-hue color at any lightness (0.0005 steps) passes closer to the original.
    let closestByScan = stride(from: 0.0, through: 1, by: 0.0005)
      .map { ContrastSuggestion.sameHueColor(atLightness: $0, like: original) }
      .filter { normalTextAA.isMet(by: ratio($0, on: background)) }
      .map { OKLab($0).distance(to: OKLab(foreground)) }
      .min()
    let closest = try #require(closestByScan)
    #expect(OKLab(suggested).distance(to: OKLab(foreground)) <= closest + 0.002)
  }

  @Test func sameHueColorsStayInGamutWithTheHueAndAtMostTheChroma() throws {
    let original = OKLCH(OKLab(try SRGBColor(hex: "#FF9500")))
    for lightness in stride(from: 0.1, through: 0.9, by: 0.1) {
      let color = OKLCH(OKLab(ContrastSuggestion.sameHueColor(atLightness: lightness, like: original)))
      #expect(isClose(color.lightness, lightness, within: 0.01))
      #expect(color.chroma <= original.chroma + 0.005)
      #expect(abs(color.hue - original.hue) < 3)
    }
  }

  @Test func noColorWhenNeitherBlackNorWhiteReachesTheMinimum() throws {
    // On #777777 white reaches 4.48:1 and black 4.69:1, so nothing reaches AAA's 7:1.
    let suggestion = ContrastSuggestion(
      foreground: try SRGBColor(hex: "#808080"), background: try SRGBColor(hex: "#777777"),
      requirement: .wcag(.normalText, level: .aaa))
    #expect(suggestion.nearestColor == nil)
  }
}
