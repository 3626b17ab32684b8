import Testing

@testable import CurbcutCore

/// Source-over compositing in gamma-encoded sRGB: result = top × alpha + bottom × (1 - alpha) over an opaque
/// bottom.
struct CompositingTests {
  @Test func whiteAtFortyPercentOverBlackIsGrayPointFour() {
    let result = SRGBColor.white.withAlpha(0.4).composited(over: .black)
    #expect(isClose(result, [0.4, 0.4, 0.4], within: 1e-12))
    #expect(result.isOpaque)
  }

  @Test func stackedLayersCompositeFromTheBottomUp() {
    // The elevated surface is white at 0.10 over black: gray 0.1. White at 0.4 on it: 0.4 + 0.6 × 0.1 = 0.46.
    let elevatedSurface = SRGBColor.white.withAlpha(0.1).composited(over: .black)
    let text = SRGBColor.white.withAlpha(0.4).composited(over: elevatedSurface)
    #expect(isClose(elevatedSurface, [0.1, 0.1, 0.1], within: 1e-12))
    #expect(isClose(text, [0.46, 0.46, 0.46], within: 1e-12))
  }

  @Test func aColoredLayerMixesEachChannel() throws {
    let result = try SRGBColor(hex: "#FF000080").composited(over: SRGBColor(hex: "#0000FF"))
    let weight = 0x80 / 255.0
    #expect(isClose(result, [weight, 0, 1 - weight], within: 1e-12))
  }

  @Test func translucentOverTranslucentAddsCoverage() {
    // Alphas 0.5 over 0.5 cover 0.75; the color is weighted 0.5 : 0.25.
    let result = SRGBColor.white.withAlpha(0.5).composited(over: SRGBColor.black.withAlpha(0.5))
    #expect(isClose(result.alpha, 0.75, within: 1e-12))
    #expect(isClose(result, [2.0 / 3, 2.0 / 3, 2.0 / 3], within: 1e-12))
  }

  @Test func opaqueAndTransparentLayersAreTheExtremes() throws {
    let background = try SRGBColor(hex: "#336699")
    #expect(SRGBColor.white.composited(over: background) == .white)
    #expect(SRGBColor.white.withAlpha(0).composited(over: background) == background)
    #expect(SRGBColor.white.withAlpha(0).composited(over: .black.withAlpha(0)).alpha == 0)
  }
}
