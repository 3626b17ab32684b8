import Foundation

/// How a color space turns linear light into the component values it stores, and back.
///
/// Every curve is extended to negative values by reflection, `f(-x) = -f(x)`, which is how Apple defines its
/// extended spaces (Core Graphics, `CGColorSpace.extendedSRGB` and `extendedGray`), so the same code serves the
/// plain and the extended spaces.
enum TransferFunction: Sendable {
  /// The sRGB curve of IEC 61966-2-1, also used by Display P3.
  ///
  /// The linear segment ends at 0.04045, the value in the sRGB standard and in the current WCAG 2.x definition of
  /// relative luminance (WCAG 2.0 printed 0.03928, copied from a draft of the standard; the WCAG 2.1 errata and
  /// WCAG 2.2 correct it). The two differ only for 8-bit values that neither threshold separates, but 0.04045 is
  /// the one that makes decoding and encoding exact inverses.
  case sRGB
  /// A pure power of 2.2: Apple's Generic Gray Gamma 2.2 (`CGColorSpace.genericGrayGamma2_2`).
  case gamma22
  /// No curve: the components are linear light already (`extended-linear-srgb`).
  case linear

  /// Linear light for an encoded component.
  func decode(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let decoded: Double
    switch self {
    case .sRGB:
      decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    case .gamma22:
      decoded = pow(magnitude, 2.2)
    case .linear:
      decoded = magnitude
    }
    return encoded < 0 ? -decoded : decoded
  }

  /// The sRGB encoding of a linear-light component in 0...1, the inverse of `TransferFunction.sRGB.decode`.
  static func encodeSRGB(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}
