/// A color as Curbcut measures it: gamma-encoded sRGB components in 0...1, plus an alpha in 0...1 (0 is fully
/// transparent).
///
/// Gamma-encoded sRGB is the canonical form because it is what WCAG 2.x relative luminance and APCA are defined
/// on, and what the system composites translucent colors in. Colors written in other spaces are converted through
/// linear light, and Display P3 through CIE XYZ (`init(_:alpha:in:)`); whatever falls outside the sRGB gamut is
/// clipped, per component, to its edge.
public struct SRGBColor: Hashable, Sendable {
  /// Gamma-encoded red, 0...1.
  public let red: Double
  /// Gamma-encoded green, 0...1.
  public let green: Double
  /// Gamma-encoded blue, 0...1.
  public let blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  public let alpha: Double

  /// A color from gamma-encoded sRGB components; each value is clamped to 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.clampedToUnitInterval
    self.green = green.clampedToUnitInterval
    self.blue = blue.clampedToUnitInterval
    self.alpha = alpha.clampedToUnitInterval
  }

  /// A color from linear-light sRGB, clipped to the sRGB gamut, as every conversion ends.
  init(linear: SIMD3<Double>, alpha: Double) {
    self.init(
      red: TransferFunction.encodeSRGB(linear.x.clampedToUnitInterval),
      green: TransferFunction.encodeSRGB(linear.y.clampedToUnitInterval),
      blue: TransferFunction.encodeSRGB(linear.z.clampedToUnitInterval),
      alpha: alpha)
  }

  /// Opaque black, `#000000`.
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  /// Opaque white, `#FFFFFF`.
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)

  /// Linear-light sRGB components, 0...1.
  var linear: SIMD3<Double> {
    SIMD3(TransferFunction.sRGB.decode(red), TransferFunction.sRGB.decode(green), TransferFunction.sRGB.decode(blue))
  }

  /// Whether nothing shows through the color.
  public var isOpaque: Bool { alpha == 1 }

  /// The same color at another opacity, 0...1 (clamped): `Color.white.opacity(0.4)` is `.white.withAlpha(0.4)`.
  public func withAlpha(_ alpha: Double) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color painted over `background` with the source-over operator, in gamma-encoded sRGB as Core Animation
  /// and SwiftUI composite by default.
  ///
  /// Over an opaque background the result is opaque. Stacked layers composite from the bottom up: white at 0.4 on
  /// an elevated surface that is itself white at 0.10 over black is
  /// `white.withAlpha(0.4).composited(over: white.withAlpha(0.1).composited(over: .black))`.
  public func composited(over background: SRGBColor) -> SRGBColor {
    let backgroundWeight = background.alpha * (1 - alpha)
    let resultAlpha = alpha + backgroundWeight
    guard resultAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func blend(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * backgroundWeight) / resultAlpha }
    return SRGBColor(
      red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue),
      alpha: resultAlpha)
  }
}

extension Double {
  /// The value limited to 0...1, the range of gamma-encoded components, linear light in gamut, and alpha.
  var clampedToUnitInterval: Double { Swift.min(Swift.max(self, 0), 1) }
}
