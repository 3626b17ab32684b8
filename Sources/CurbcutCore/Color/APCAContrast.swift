import Foundation

/// APCA lightness contrast, Lc: a perceptual contrast for text on a background that, unlike the WCAG 2.x ratio,
/// depends on which color is the text.
///
/// Source: `APCAcontrast()` in the APCA reference implementation, apca-w3 0.1.8, constants 0.0.98G-4g
/// (`SA98G`). Lc runs from about -108 to 106: positive for dark text on a light background, negative for light
/// text on a dark one, 0 when the colors are too close to tell apart.
public struct APCAContrast: Hashable, Sendable, CustomStringConvertible {
  /// Lc, signed.
  public let lightnessContrast: Double

  /// A contrast measured before, as an audit stores it.
  public init(lightnessContrast: Double) {
    self.lightnessContrast = lightnessContrast
  }

  /// The contrast of `text` on `background`; order matters.
  public init(text: APCALuminance, background: APCALuminance) {
    guard abs(background.value - text.value) >= SA98G.minimumLuminanceDifference else {
      lightnessContrast = 0
      return
    }
    if background.value > text.value {
      let difference = (background.normalPolarityBackground - text.normalPolarityText) * SA98G.normalPolarityScale
      lightnessContrast = difference < SA98G.lowContrastClip ? 0 : (difference - SA98G.normalPolarityOffset) * 100
    } else {
      let difference = (background.reversePolarityBackground - text.reversePolarityText) * SA98G.reversePolarityScale
      lightnessContrast = difference > -SA98G.lowContrastClip ? 0 : (difference + SA98G.reversePolarityOffset) * 100
    }
  }

  /// `Lc 63.1` or `Lc -68.5`: one decimal, as the APCA demonstrator shows it.
  public var description: String { String(format: "Lc %.1f", lightnessContrast) }
}
