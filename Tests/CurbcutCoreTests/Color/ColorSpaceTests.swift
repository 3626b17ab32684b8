import Testing

@testable import CurbcutCore

/// Each color space an asset catalog or token file can hold, converted to gamma-encoded sRGB. Expected values come
/// from the definitions (the sRGB curve, gamma 2.2) and from ColorAide 8.13, a reference implementation of
/// CSS Color 4's conversions.
struct ColorSpaceTests {
  @Test func srgbIsTheCanonicalFormUnchanged() throws {
    let color = try SRGBColor([0.2, 0.4, 0.6], alpha: 0.5, in: .srgb)
    #expect(color == SRGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    // Exactly: white stays 1, so white at 0.1 over black is 25.5 of 255 and rounds to #1A1A1A.
    #expect(try SRGBColor([1, 1, 1], alpha: 0.1, in: .extendedSRGB).composited(over: .black).hex == "#1A1A1A")
  }

  @Test func extendedSRGBClipsComponentsOutsideTheGamut() throws {
    let color = try SRGBColor([1.2, -0.1, 0.5], in: .extendedSRGB)
    #expect(isClose(color, [1, 0, 0.5], within: 1e-12))
  }

  @Test func displayP3GrayIsTheSameGrayInSRGB() throws {
    let color = try SRGBColor([0.5, 0.5, 0.5], in: .displayP3)
    #expect(isClose(color, [0.5, 0.5, 0.5], within: 1e-9))
  }

  @Test(arguments: [
    ([0.5, 0.4, 0.3], [0.519257, 0.395092, 0.284473]),
    ([0.2, 0.6, 0.8], [0, 0.610174, 0.819534]),  // red is -0.193457 before clipping
    ([1, 0, 0], [1, 0, 0]),  // 1.093066, -0.226742, -0.150135 before clipping
  ])
  func displayP3GoesThroughXYZToSRGB(p3: [Double], srgb: [Double]) throws {
    #expect(isClose(try SRGBColor(p3, in: .displayP3), srgb, within: 1e-6))
  }

  @Test func extendedLinearSRGBIsEncodedWithTheSRGBCurve() throws {
    let color = try SRGBColor([0.2140411404822, 0.05, 0.8], in: .extendedLinearSRGB)
    #expect(isClose(color, [0.5, 0.247801, 0.906332], within: 1e-6))
    #expect(isClose(try SRGBColor([2, -1, 1], in: .extendedLinearSRGB), [1, 0, 1], within: 1e-12))
  }

  @Test(arguments: [ColorSpace.grayGamma22, .extendedGray])
  func grayIsGamma22ThenEncodedWithTheSRGBCurve(space: ColorSpace) throws {
    // 0.5 ^ 2.2 = 0.217638 in linear light, which the sRGB curve encodes as 0.503867.
    #expect(isClose(try SRGBColor([0.5], in: space), [0.503867, 0.503867, 0.503867], within: 1e-6))
    #expect(isClose(try SRGBColor([1], in: space), [1, 1, 1], within: 1e-12))
  }

  @Test func extendedGrayClipsBeyondBlackAndWhite() throws {
    #expect(isClose(try SRGBColor([-0.2], in: .extendedGray), [0, 0, 0], within: 1e-12))
    #expect(isClose(try SRGBColor([1.5], in: .extendedGray), [1, 1, 1], within: 1e-12))
  }

  @Test(arguments: [ColorSpace.srgb, .displayP3])
  func spacesThatAreNotExtendedRejectComponentsOutsideTheUnitRange(space: ColorSpace) {
    #expect(throws: ColorError.componentOutOfRange(name: "green", value: 1.2, space: space)) {
      try SRGBColor([0.5, 1.2, 0.5], in: space)
    }
  }

  @Test func grayGamma22RejectsAComponentOutsideTheUnitRange() {
    #expect(throws: ColorError.componentOutOfRange(name: "white", value: -0.1, space: .grayGamma22)) {
      try SRGBColor([-0.1], in: .grayGamma22)
    }
  }

  @Test func componentCountMustFitTheSpace() {
    #expect(throws: ColorError.componentCount(found: 3, space: .grayGamma22)) {
      try SRGBColor([0.1, 0.2, 0.3], in: .grayGamma22)
    }
    #expect(throws: ColorError.componentCount(found: 1, space: .srgb)) { try SRGBColor([0.1], in: .srgb) }
  }

  @Test func alphaMustBeWithinTheUnitRange() {
    #expect(throws: ColorError.alphaOutOfRange(1.5)) { try SRGBColor([0.1, 0.2, 0.3], alpha: 1.5, in: .srgb) }
  }

  @Test(arguments: [
    ("srgb", ColorSpace.srgb), ("extended-srgb", .extendedSRGB), ("display-p3", .displayP3),
    ("extended-linear-srgb", .extendedLinearSRGB), ("gray-gamma-22", .grayGamma22),
    ("extended-gray", .extendedGray), ("srgb-linear", .extendedLinearSRGB),
  ])
  func namesFromAssetCatalogsAndDesignTokens(name: String, space: ColorSpace) throws {
    #expect(try ColorSpace(named: name) == space)
  }

  @Test func anUnknownSpaceIsAnErrorNamingIt() {
    #expect(throws: ColorError.unknownColorSpace("adobe-rgb")) { try ColorSpace(named: "adobe-rgb") }
    #expect(ColorError.unknownColorSpace("adobe-rgb").description.hasPrefix("Unknown color space 'adobe-rgb'"))
  }
}
