import Foundation

/// APCA's estimate of a color's screen luminance, with its soft black clamp applied and the four powers the
/// contrast formula raises it to computed once, so `APCAContrast` is arithmetic only.
///
/// Source: the APCA reference implementation, apca-w3 0.1.8 (`src/apca-w3.js` in Myndex/apca-w3), constants
/// "0.0.98G-4g" (SA98G). APCA linearizes with a plain 2.4 exponent (`mainTRC`, said to model actual displays
/// better than the piecewise sRGB curve) and weights with the sRGB-to-XYZ Y coefficients 0.2126729, 0.7151522,
/// 0.0721750. Alpha is ignored: composite a translucent color over its background first.
public struct APCALuminance: Hashable, Sendable {
  /// Ys after the soft black clamp, about 0.0045 (black) ... 1 (white).
  public let value: Double
  /// `value` to the power of `normBG`, for a background in normal polarity (dark text on light).
  let normalPolarityBackground: Double
  /// `value` to the power of `normTXT`, for text in normal polarity.
  let normalPolarityText: Double
  /// `value` to the power of `revBG`, for a background in reverse polarity (light text on dark).
  let reversePolarityBackground: Double
  /// `value` to the power of `revTXT`, for text in reverse polarity.
  let reversePolarityText: Double

  /// The APCA luminance of `color`'s RGB.
  public init(_ color: SRGBColor) {
    let screenLuminance =
      SA98G.redCoefficient * pow(color.red, SA98G.mainTRC) + SA98G.greenCoefficient * pow(color.green, SA98G.mainTRC)
      + SA98G.blueCoefficient * pow(color.blue, SA98G.mainTRC)
    value =
      screenLuminance > SA98G.blackThreshold
      ? screenLuminance : screenLuminance + pow(SA98G.blackThreshold - screenLuminance, SA98G.blackClamp)
    normalPolarityBackground = pow(value, SA98G.normalBackgroundExponent)
    normalPolarityText = pow(value, SA98G.normalTextExponent)
    reversePolarityBackground = pow(value, SA98G.reverseBackgroundExponent)
    reversePolarityText = pow(value, SA98G.reverseTextExponent)
  }
}

/// The APCA 0.0.98G-4g constants as apca-w3 names them in its `SA98G` object.
enum SA98G {
  /// `mainTRC`: the display exponent that linearizes sRGB components.
  static let mainTRC = 2.4
  /// `sRco`, `sGco`, `sBco`: the luminance weights of red, green and blue.
  static let redCoefficient = 0.2126729
  static let greenCoefficient = 0.7151522
  static let blueCoefficient = 0.0721750
  /// `normBG`, `normTXT`: exponents for dark text on a light background.
  static let normalBackgroundExponent = 0.56
  static let normalTextExponent = 0.57
  /// `revBG`, `revTXT`: exponents for light text on a dark background.
  static let reverseBackgroundExponent = 0.65
  static let reverseTextExponent = 0.62
  /// `blkThrs`, `blkClmp`: below this luminance the soft clamp lifts near-black toward the threshold.
  static let blackThreshold = 0.022
  static let blackClamp = 1.414
  /// `scaleBoW`, `scaleWoB`: scale of the raw difference in each polarity.
  static let normalPolarityScale = 1.14
  static let reversePolarityScale = 1.14
  /// `loBoWoffset`, `loWoBoffset`: offset taken off the scaled difference in each polarity.
  static let normalPolarityOffset = 0.027
  static let reversePolarityOffset = 0.027
  /// `deltaYmin`: luminances closer than this have no contrast.
  static let minimumLuminanceDifference = 0.0005
  /// `loClip`: scaled differences below this are clipped to zero.
  static let lowContrastClip = 0.1
}
