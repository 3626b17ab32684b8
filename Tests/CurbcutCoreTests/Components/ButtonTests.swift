import Testing

@testable import CurbcutCore

struct ButtonTests {
  @Test func fontAndPaddingFollowTheControlSize() {
    let small = ButtonLayout(size: .small, category: .large)
    #expect(small.textStyle == .subheadline)
    #expect((small.horizontalPadding, small.verticalPadding) == (8, 4))
    let regular = ButtonLayout(size: .regular, category: .large)
    #expect(regular.textStyle == .headline)
    #expect((regular.horizontalPadding, regular.verticalPadding) == (16, 8))
    let large = ButtonLayout(size: .extraLarge, category: .large)
    #expect(large.textStyle == .title3)
    #expect((large.horizontalPadding, large.verticalPadding) == (24, 12))
    #expect(ButtonLayout(size: .mini, category: .large) == small)
    #expect(ButtonSize.allCases.allSatisfy { ButtonLayout(size: $0, category: .large).labelWeight == .semibold })
  }

  @Test func paddingGrowsWithTheText() {
    let layout = ButtonLayout(size: .regular, category: .accessibility3)
    // 16 × 48/22 = 34.91 pt = 104.7 px at @3x → 105 px = 35 pt; 8 × 48/22 = 17.45 pt = 52.4 px → 52 px = 17.333 pt.
    #expect(layout.horizontalPadding == 35)
    #expect(layout.verticalPadding == ScaledPoints(52.0 / 3))
  }

  @Test func theButtonFillsTheWidthOnlyAtAccessibilitySizes() {
    #expect(!ButtonLayout(size: .regular, category: .xxxLarge).fillsAvailableWidth)
    #expect(ButtonLayout(size: .regular, category: .accessibility1).fillsAvailableWidth)
  }

  @Test func everySizeKeepsTheMinimumHitTarget() {
    for size in ButtonSize.allCases {
      for category in TextSizeCategory.allCases {
        #expect(ButtonLayout(size: size, category: category).minimumSize == 44)
      }
    }
  }

  @Test func pressingDimsAndShrinksWithAnEaseOut() {
    let pressed = ButtonAppearance(variant: .primary, isEnabled: true, isPressed: true, reduceMotion: false)
    #expect(pressed.opacity == 0.85)
    #expect(pressed.scale == 0.97)
    #expect(pressed.animation == .easeInOut(duration: 0.15))
    #expect((pressed.fill, pressed.foreground) == (.accent, .onAccent))
    let released = ButtonAppearance(variant: .primary, isEnabled: true, isPressed: false, reduceMotion: false)
    #expect((released.opacity, released.scale) == (1, 1))
  }

  @Test func reduceMotionKeepsTheDimmingButNotTheShrinking() {
    let pressed = ButtonAppearance(variant: .secondary, isEnabled: true, isPressed: true, reduceMotion: true)
    #expect(pressed.opacity == 0.85)
    #expect(pressed.scale == 1)
    #expect(pressed.animation == .linear(duration: 0.1))
  }

  @Test func aDisabledButtonTakesTheDisabledColorsAndNeverLooksPressed() {
    let disabled = ButtonAppearance(variant: .destructive, isEnabled: false, isPressed: true, reduceMotion: false)
    #expect((disabled.fill, disabled.foreground) == (.fillDisabled, .textSecondary))
    #expect((disabled.opacity, disabled.scale) == (1, 1))
  }

  @Test func aNewVariantIsTwoColorsAndItsContrastIsOneCall() {
    #expect(ButtonVariant.all.allSatisfy { $0.pairing.failingAppearances() == [] })
    // The README's and DesignButtonBody's example of a product engineer's variant.
    let quiet = ButtonVariant(fill: .surfacePrimary, foreground: .accentText)
    #expect(quiet.pairing.kind == .normalText)
    #expect(quiet.pairing.failingAppearances() == [])
    // White on the orange passes in light mode (#C93400, 5.0:1) and fails on the bright dark-mode orange.
    let unreadable = ButtonVariant(fill: .statusWarning, foreground: .onAccent)
    #expect(unreadable.pairing.failingAppearances() == [.dark, .darkHighContrast])
  }
}
