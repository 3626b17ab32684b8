import Testing

@testable import CurbcutCore

struct ContrastCheckTests {
  @Test func measuresTheForegroundAsItShowsOnTheBackground() throws {
    let check = ContrastCheck(
      foreground: .black.withAlpha(0.4), background: .white, kind: .normalText, level: .aa)
    // Black at 40 % on white shows as gray 0.6: 2.849:1 and, per apca-w3's blend of #0006 on #fff, Lc 54.6.
    #expect(isClose(check.renderedForeground.color, [0.6, 0.6, 0.6], within: 1e-12))
    #expect(check.verdict.ratio.description == "2.84:1")
    #expect(isClose(check.apca.lightnessContrast, 54.62184067441377, within: 1e-9))
    #expect(check.apcaRequirement == APCARequirement(.bodyText, level: .aa))
    #expect(!check.verdict.passesWCAG && !check.passesAPCA)
  }

  @Test func aPassingPairNeedsNoSuggestion() {
    let check = ContrastCheck(foreground: .black, background: .white, kind: .normalText, level: .aaa)
    #expect(check.verdict.passesWCAG && check.passesAPCA)
    #expect(check.suggestion == nil)
  }

  @Test func aFailingPairIsFixedForWCAGEvenWhereTheHIGPasses() throws {
    // #949494 on white, small bold text: 3.03:1 meets the HIG's 3:1 but not WCAG's 4.5:1.
    let check = ContrastCheck(
      foreground: try SRGBColor(hex: "#949494"), background: .white, kind: .boldText, level: .aa)
    #expect(check.verdict.guidelinesDisagree)
    let suggested = try #require(check.suggestion?.nearestColor)
    #expect(check.verdict.wcag.isMet(by: ContrastRatio(RelativeLuminance(suggested), RelativeLuminance(.white))))
  }

  @Test func theBackgroundIsTakenAsOpaque() {
    let check = ContrastCheck(
      foreground: .white, background: .black.withAlpha(0.5), kind: .normalText, level: .aa)
    #expect(check.verdict.ratio.value == 21)
  }
}
