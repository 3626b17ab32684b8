import Testing

@testable import CurbcutCore

struct SemanticColorTests {
  @Test(arguments: ColorPairing.components)
  func everyPairingTheComponentsDrawPassesAAInEveryAppearance(_ pairing: ColorPairing) {
    #expect(pairing.failingAppearances() == [], "\(pairing)")
  }

  @Test(arguments: ColorPairing.components.filter { $0.background == .surfacePrimary })
  func increaseContrastNeverLowersContrastOnThePrimarySurface(_ pairing: ColorPairing) {
    for (standard, high) in [(Appearance.light, Appearance.lightHighContrast), (.dark, .darkHighContrast)] {
      #expect(
        pairing.check(in: high).verdict.ratio >= pairing.check(in: standard).verdict.ratio, "\(pairing) in \(high)")
    }
  }

  @Test func increaseContrastMovesApplesElevatedSurfaceTowardsTheText() {
    // secondarySystemBackground is darker in light mode with Increase Contrast (#EBEBF0, not #F2F2F7) and lighter in
    // dark mode (#242426, not #1C1C1E), which separates it from the screen but brings it nearer the text on it: the
    // reason every pairing is checked in all four appearances, not only in the standard two.
    let text = ColorPairing(.textPrimary, on: .surfaceElevated, as: .normalText)
    #expect(text.check(in: .light).verdict.ratio.description == "18.81:1")
    #expect(text.check(in: .lightHighContrast).verdict.ratio.description == "17.67:1")
  }

  @Test func appleSecondaryLabelWouldFailWhichIsWhyTextSecondaryIsOurOwn() {
    let secondaryLabel = ContrastCheck(
      foreground: SystemColor.secondaryLabel.color(in: .light), background: .white, kind: .normalText, level: .aa)
    #expect(secondaryLabel.verdict.ratio.description == "3.43:1")
    #expect(!secondaryLabel.verdict.passesWCAG)
    let ours = ColorPairing(.textSecondary, on: .surfacePrimary, as: .normalText)
    #expect(ours.check(in: .light).verdict.ratio.description == "7.06:1")
  }

  @Test func statusColorsTakeTheAccessibleTintInLightMode() {
    #expect(SemanticColor.statusSuccess.color(in: .light) == SystemColor.systemGreen.color(in: .lightHighContrast))
    #expect(SemanticColor.statusSuccess.color(in: .dark) == SystemColor.systemGreen.color(in: .dark))
    #expect(SemanticColor.textPrimary.color(in: .dark) == .white)
  }

  @Test func aPairingThatFailsSaysWhere() {
    // The accent is dark enough for white text, so as text on the dark surface it fails: hence `accentText`.
    let accentAsText = ColorPairing(.accent, on: .surfacePrimary, as: .normalText)
    #expect(accentAsText.failingAppearances() == [.dark, .darkHighContrast])
    #expect("\(accentAsText)" == "accent on surfacePrimary (normal)")
  }
}
