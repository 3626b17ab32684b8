import Testing

@testable import CurbcutCore

/// Seed 004's contrast table, audited by the definitions. Its figures are wrong in every row, and one of its
/// passes is a failure:
///
/// | Token | On | Seed says | WCAG 2.x says |
/// | --- | --- | --- | --- |
/// | textPrimary (white 0.95) | surfacePrimary | 18.1:1 pass | 18.80:1 pass |
/// | textSecondary (white 0.6) | surfacePrimary | 10.4:1 pass | 7.37:1 pass |
/// | textTertiary (white 0.4) | surfacePrimary | 5.3:1 pass | 3.65:1 fail |
/// | textTertiary (white 0.4) | surfaceElevated | 4.1:1 fail | 3.81:1 fail |
/// | signalPrimary (green) | surfacePrimary | 12.8:1 pass | 10.38:1 pass (system green, dark) |
///
/// The seed's advice for the elevated surface, raising textTertiary to 0.5, works (5.21:1), but 0.46 is the lowest
/// opacity that passes, and textTertiary needs it on surfacePrimary as well.
struct Seed004AuditTests {
  typealias Tokens = Seed004DesignTokens

  private func check(
    _ foreground: SRGBColor, on background: SRGBColor, _ kind: ContentKind = .normalText
  )
    -> ContrastCheck
  {
    ContrastCheck(foreground: foreground, background: background, kind: kind, level: .aa)
  }

  @Test(arguments: [
    ("textPrimary", Tokens.textPrimary, "surfacePrimary", Tokens.surfacePrimary, "18.80:1", true),
    ("textSecondary", Tokens.textSecondary, "surfacePrimary", Tokens.surfacePrimary, "7.37:1", true),
    ("textTertiary", Tokens.textTertiary, "surfacePrimary", Tokens.surfacePrimary, "3.65:1", false),
    ("textTertiary", Tokens.textTertiary, "surfaceElevated", Tokens.surfaceElevated, "3.81:1", false),
    ("signalPrimary", Tokens.signalPrimary, "surfacePrimary", Tokens.surfacePrimary, "10.38:1", true),
    ("textPrimary", Tokens.textPrimary, "surfaceElevated", Tokens.surfaceElevated, "15.83:1", true),
    ("textSecondary", Tokens.textSecondary, "surfaceElevated", Tokens.surfaceElevated, "6.95:1", true),
    ("signalPrimary", Tokens.signalPrimary, "surfaceElevated", Tokens.surfaceElevated, "8.65:1", true),
  ])
  func normalTextAtAA(
    token: String, foreground: SRGBColor, surface: String, background: SRGBColor, ratio: String, passes: Bool
  ) {
    let result = check(foreground, on: background)
    #expect(result.verdict.ratio.description == ratio, "\(token) on \(surface)")
    #expect(result.verdict.passesWCAG == passes, "\(token) on \(surface)")
  }

  @Test func theElevatedSurfaceIsGrayPointOne() {
    #expect(Tokens.surfaceElevated.hex == "#1A1A1A")
    #expect(isClose(Tokens.surfaceElevated, [0.1, 0.1, 0.1], within: 1e-12))
  }

  @Test func textTertiaryNeedsFortySixPercentOnBothSurfaces() throws {
    for surface in [Tokens.surfacePrimary, Tokens.surfaceElevated] {
      let suggestion = try #require(check(Tokens.textTertiary, on: surface).suggestion)
      #expect(suggestion.minimumOpacity == 0.46)
    }
    #expect(check(Tokens.textTertiary.withAlpha(0.5), on: Tokens.surfaceElevated).verdict.ratio.description == "5.21:1")
    #expect(
      try #require(check(Tokens.textTertiary, on: Tokens.surfaceElevated).suggestion).nearestColor?.hex == "#828282")
  }

  @Test func textTertiaryPassesAsLargeTextAndSplitsTheGuidelinesAsSmallBoldText() {
    #expect(check(Tokens.textTertiary, on: Tokens.surfacePrimary, .largeText).verdict.passesWCAG)
    let bold = check(Tokens.textTertiary, on: Tokens.surfacePrimary, .boldText).verdict
    #expect(!bold.passesWCAG && bold.passesHIG)
  }

  @Test func apcaIsStricterThanWCAGOnTheseDarkSurfaces() {
    // textSecondary passes WCAG AA at 7.37:1, but at Lc -47.2 it is well short of APCA's body-text Lc 75.
    let secondary = check(Tokens.textSecondary, on: Tokens.surfacePrimary)
    #expect(secondary.apca.description == "Lc -47.2")
    #expect(secondary.verdict.passesWCAG && !secondary.passesAPCA)
    #expect(check(Tokens.textPrimary, on: Tokens.surfacePrimary).apca.description == "Lc -99.5")
  }

  @Test func sentAndFailedCollapseForRedGreenColorBlindness() {
    // The seed's StatusIndicator shows an icon only with Differentiate Without Color; without it, green and
    // orange dots are too alike for protanopes and deuteranopes.
    let collapses = StatusPalette(Tokens.messageStatuses, on: Tokens.surfacePrimary).collapses()
    #expect(
      collapses.map { "\($0.first)/\($0.second)/\($0.vision)" } == [
        "sent/failed/protanopia", "sent/failed/deuteranopia",
      ])
  }
}
