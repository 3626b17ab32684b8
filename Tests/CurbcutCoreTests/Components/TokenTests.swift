import Testing

@testable import CurbcutCore

struct TokenTests {
  @Test func spacingScalesLikeScaledMetricRelativeToBody() {
    // 16 × leading(body) / 22, on the @3x pixel grid: 16 × 19/22 = 13.82 → 13.667; 16 × 62/22 = 45.09 → 45.
    #expect(Spacing.lg.scaled(at: .large) == 16)
    #expect(Spacing.lg.scaled(at: .xSmall) == ScaledPoints(41.0 / 3))
    #expect(Spacing.lg.scaled(at: .accessibility5) == 45)
    #expect(Spacing.lg.scaled(at: .accessibility5, displayScale: .x2) == 45)
    #expect(Spacing.xs.scaled(at: .accessibility3) == ScaledPoints(26.0 / 3))
  }

  @Test func iconSizesScaleAndFollowTheirTextStyle() {
    #expect(IconSize.medium.scaled(at: .large) == 24)
    #expect(IconSize.medium.scaled(at: .accessibility2) == ScaledPoints(131.0 / 3))
    // The same 24 pt relative to caption1 grows faster: caption1's leading goes from 16 to 51 at AX5, 76.5 → 76.667.
    #expect(ScalableLength(24, relativeTo: .caption1).scaled(at: .accessibility5) == ScaledPoints(230.0 / 3))
  }

  @Test func theHitTargetIsFortyFourPointsAtEverySize() {
    #expect(HitTarget.minimum == 44)
    #expect(Radius.md == 12)
  }

  @Test func theRampSetsEveryTextStyleInTheFamilyAtItsOwnSize() {
    let typography = DesignTypography(family: "Cereal")
    let body = typography.token(for: .body)
    #expect(body.fontFamily == "Cereal")
    #expect(body.pointSize == 17)
    #expect(body.lineHeight == 22)
    #expect(body.relativeTo == .body)
    #expect(typography.token(for: .caption1).pointSize == 12)
    #expect(typography.ramp.tokens.map(\.name) == TextStyle.allCases.map(\.name))
    #expect(DesignTypography.standard.family == "Avenir Next")
  }

  @Test func titlesAreBoldOrSemiboldAndTextRegular() {
    #expect(
      TextStyle.allCases.map(DesignTypography.weight(of:)) == [
        .bold, .bold, .semibold, .semibold, .semibold, .regular, .regular, .regular, .regular, .regular, .regular,
      ])
  }

  @Test func theRampScalesByTheLeadingsOfItsTextStyles() {
    // A custom font grows by the ratio of its style's leadings (FontMetrics): body 17 × 62/22 = 47.9 → 48 at AX5,
    // where the system body font is 53.
    let scaled = DesignTypography.standard.ramp.scaled(at: .accessibility5)
    #expect(scaled.map(\.pointSize.value) == [58, 56, 52, 52, 48, 48, 46, 44, 38, 38, 41])
  }

  @Test func onlyTheLargeTitleFallsShortOfTwoHundredPercent() {
    // Apple's own largeTitle reaches 60/34 = 176 %; every other role reaches 200 % by accessibility5.
    let findings = DesignTypography.standard.ramp.findings()
    #expect(findings.map(\.subject) == ["largeTitle"])
    #expect(
      findings.first?.message
        == "'largeTitle' (34 pt) grows only to 170 % of its default size at 'accessibility5', short of the 200 % WCAG"
        + " 1.4.4 asks for; no upper bound reaches 200 %")
  }
}

struct TypographyLineSpacingTests {
  @Test func aRampAtTheSystemLeadingAddsNoSpaceAtTheDefaultSize() {
    for style in TextStyle.allCases {
      #expect(DesignTypography.standard.token(for: style).lineSpacing(at: .large).value == 0, "\(style)")
    }
  }

  @Test func aTallerLineHeightAddsTheDifferenceScaledWithTheText() throws {
    // Body at 17/28 instead of 17/22: 6 pt more at the default size, scaled like the line height at AX5.
    let airy = try TypographyToken(
      name: "body/airy", fontFamily: "Cereal", pointSize: 17, weight: .regular, lineHeight: 28, tracking: 0,
      relativeTo: .body)
    #expect(airy.lineSpacing(at: .large).value == 6)
    let scaled = airy.scaled(at: .accessibility5)
    let system = TextStyle.body.metrics(at: .accessibility5)
    let expected = scaled.lineHeight.value - system.leading.value * scaled.pointSize.value / system.pointSize.value
    #expect(abs(airy.lineSpacing(at: .accessibility5).value - expected) < 0.001)
    #expect(airy.lineSpacing(at: .accessibility5).value > 6)
  }

  @Test func aLineHeightBelowTheFontsOwnAddsNothing() throws {
    let tight = try TypographyToken(
      name: "body/tight", fontFamily: "Cereal", pointSize: 17, weight: .regular, lineHeight: 17, tracking: 0,
      relativeTo: .body)
    #expect(tight.lineSpacing(at: .large).value == 0)
  }
}
