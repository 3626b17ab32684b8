import Testing

@testable import CurbcutCore

struct StatusPaletteTests {
  private func distance(_ first: SystemColor, _ second: SystemColor, for vision: ColorVision) -> Double {
    OKLab(vision.simulate(first.color(in: .light))).distance(to: OKLab(vision.simulate(second.color(in: .light))))
  }

  @Test func theThresholdSeparatesTheKnownConfusions() {
    // The figures StatusPalette.minimumDistance's documentation quotes.
    #expect(isClose(distance(.systemRed, .systemGreen, for: .deuteranopia), 0.068, within: 0.001))
    #expect(isClose(distance(.systemOrange, .systemGreen, for: .protanopia), 0.071, within: 0.001))
    #expect(isClose(distance(.systemRed, .systemOrange, for: .typical), 0.172, within: 0.001))
    #expect(isClose(distance(.systemRed, .systemPink, for: .typical), 0.045, within: 0.001))
  }

  @Test func reportsWhichPairsCollapseForWhichVision() {
    let palette = StatusPalette(
      [
        NamedColor("online", SystemColor.systemGreen.color(in: .light)),
        NamedColor("offline", SystemColor.systemRed.color(in: .light)),
        NamedColor("syncing", SystemColor.systemBlue.color(in: .light)),
      ], on: .white)
    let collapses = palette.collapses()
    #expect(collapses.map { "\($0.first)/\($0.second)/\($0.vision)" } == ["online/offline/deuteranopia"])
    #expect(collapses.allSatisfy { $0.distance < StatusPalette.minimumDistance })
  }

  @Test func distinctColorsDoNotCollapse() {
    let palette = StatusPalette([NamedColor("on", .black), NamedColor("off", .white)], on: .white)
    #expect(palette.collapses().isEmpty)
  }

  @Test func translucentColorsAreJudgedAsTheyShowOnTheBackground() throws {
    // Black at 60 % on white shows as gray 0.4, which is #666666: the same color for every kind of vision.
    let palette = StatusPalette(
      [NamedColor("muted", .black.withAlpha(0.6)), NamedColor("gray", try SRGBColor(hex: "#666666"))], on: .white)
    #expect(palette.collapses().map(\.vision) == ColorVision.allCases)
    #expect(palette.collapses().allSatisfy { $0.distance < 0.002 })
  }
}
