import Foundation

/// A color in Björn Ottosson's OKLab, a perceptual space where the straight-line distance between two colors
/// tracks how different they look: lightness 0 (black) ... 1 (white), `a` green (-) to red (+), `b` blue (-) to
/// yellow (+), both within about ±0.4 for displayable colors.
///
/// Source: B. Ottosson, "A perceptual color space for image processing" (2020), bottosson.github.io/posts/oklab:
/// XYZ (D65) to approximate cone responses by M1, a cube root, then M2 to L, a, b. The matrices are the ones
/// CSS Color 4 publishes with its sample code (w3c/csswg-drafts, `css-color-4/conversions.js`): Ottosson's M1
/// recomputed for CSS's D65 white, so that white lands on a = b = 0, and M2 and both inverses to double precision.
public struct OKLab: Hashable, Sendable {
  /// Perceived lightness, 0...1.
  public let lightness: Double
  /// Green-red opponent coordinate.
  public let a: Double
  /// Blue-yellow opponent coordinate.
  public let b: Double

  /// A color from its coordinates.
  public init(lightness: Double, a: Double, b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }

  /// The OKLab coordinates of `color`'s RGB (alpha is ignored).
  public init(_ color: SRGBColor) {
    self.init(xyz: CIEXYZ.fromLinearSRGB * color.linear)
  }

  /// The OKLab coordinates of CIE XYZ with the D65 white, for which Ottosson publishes test values.
  init(xyz: SIMD3<Double>) {
    let cone = Self.coneResponseFromXYZ * xyz
    let lab = Self.labFromCompressedCone * SIMD3(cbrt(cone.x), cbrt(cone.y), cbrt(cone.z))
    self.init(lightness: lab.x, a: lab.y, b: lab.z)
  }

  /// Linear-light sRGB, outside 0...1 when the color is outside the sRGB gamut.
  var linearSRGB: SIMD3<Double> {
    let compressedCone = Self.compressedConeFromLab * SIMD3(lightness, a, b)
    let cone = compressedCone * compressedCone * compressedCone
    return CIEXYZ.toLinearSRGB * (Self.xyzFromConeResponse * cone)
  }

  /// ΔE_OK: the Euclidean distance between two colors in OKLab, the color difference CSS Color 4 uses; a
  /// just-noticeable difference is about 0.02.
  public func distance(to other: OKLab) -> Double {
    let difference = SIMD3(lightness - other.lightness, a - other.a, b - other.b)
    return (difference * difference).sum().squareRoot()
  }

  /// M1: CIE XYZ (D65) to approximate cone responses.
  static let coneResponseFromXYZ = Matrix3(
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309])

  /// M2: cube-rooted cone responses to L, a, b.
  static let labFromCompressedCone = Matrix3(
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774])

  /// The inverse of M1.
  static let xyzFromConeResponse = Matrix3(
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816])

  /// The inverse of M2.
  static let compressedConeFromLab = Matrix3(
    [1, 0.3963377773761749, 0.2158037573099136],
    [1, -0.1055613458156586, -0.0638541728258133],
    [1, -0.0894841775298119, -1.2914855480194092])
}

/// OKLab in polar form: lightness, chroma (distance from gray, 0 ... about 0.4) and hue angle, so lightness can
/// move while the hue stays put.
public struct OKLCH: Hashable, Sendable {
  /// Perceived lightness, 0...1, the same as OKLab's.
  public let lightness: Double
  /// Colorfulness, 0 for grays.
  public let chroma: Double
  /// Hue angle in degrees, 0..<360 counterclockwise from OKLab's +a axis (meaningless when chroma is 0).
  public let hue: Double

  /// A color from its coordinates.
  public init(lightness: Double, chroma: Double, hue: Double) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
  }

  /// The polar form of `lab`.
  public init(_ lab: OKLab) {
    let degrees = atan2(lab.b, lab.a) * 180 / .pi
    let hue = (degrees + 360).truncatingRemainder(dividingBy: 360)
    self.init(lightness: lab.lightness, chroma: (lab.a * lab.a + lab.b * lab.b).squareRoot(), hue: hue)
  }

  /// The Cartesian form.
  public var oklab: OKLab {
    let radians = hue * .pi / 180
    return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
  }
}

extension SRGBColor {
  /// The sRGB color of `lab`, clipped to the sRGB gamut per component, with `alpha`.
  public init(_ lab: OKLab, alpha: Double = 1) {
    self.init(linear: lab.linearSRGB, alpha: alpha)
  }
}
