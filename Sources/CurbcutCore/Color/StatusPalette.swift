/// Colors that tell states apart (sent, failed, pending) on one surface, checked to stay distinguishable with
/// every kind of color vision.
public struct StatusPalette: Sendable {
  /// The status colors; translucent ones are composited over `background`.
  public let colors: [NamedColor]
  /// The surface the colors are shown on.
  public let background: SRGBColor

  /// The smallest OKLab distance (ΔE_OK) at which two status colors count as distinguishable: 0.1.
  ///
  /// Why 0.1: a just-noticeable difference in OKLab is about 0.02 (the JND of CSS Color 4's gamut mapping), but a
  /// JND only says two large patches side by side look different. Status colors must be recognized, often as small
  /// marks (an 8 pt dot), and the difference people notice grows as marks shrink (Stone, Szafir & Setlur, "An
  /// Engineering Model for Color Difference as a Function of Size", 2014), so Curbcut asks for five JNDs.
  /// The figure separates the known trouble from the usual palette: with the iOS system colors (light), red and
  /// green fall to 0.07 for deuteranopia and orange and green to 0.07 for protanopia (the pairs Apple's HIG warns
  /// about), while red, orange, green and blue stay at least 0.17 apart with typical vision. Hues that are close
  /// to begin with, such as system red and pink (0.045), are flagged with typical vision too.
  public static let minimumDistance = 0.1

  /// A palette of `colors` shown on `background`.
  public init(_ colors: [NamedColor], on background: SRGBColor) {
    self.colors = colors
    self.background = background
  }

  /// Two status colors that look too alike with one kind of color vision.
  public struct Collapse: Hashable, Sendable {
    /// The name of the first color, in palette order.
    public let first: String
    /// The name of the second color.
    public let second: String
    /// The vision with which they collapse.
    public let vision: ColorVision
    /// Their ΔE_OK distance as simulated for `vision`, below `StatusPalette.minimumDistance`.
    public let distance: Double
  }

  /// Every pair closer than `minimumDistance` with each kind of vision, in `ColorVision` order, then palette order.
  public func collapses() -> [Collapse] {
    let rendered = colors.map { $0.color.composited(over: background) }
    return ColorVision.allCases.flatMap { vision in
      let seen = rendered.map { OKLab(vision.simulate($0)) }
      return seen.indices.flatMap { first in
        seen.indices.dropFirst(first + 1).compactMap { second -> Collapse? in
          let distance = seen[first].distance(to: seen[second])
          guard distance < Self.minimumDistance else { return nil }
          return Collapse(first: colors[first].name, second: colors[second].name, vision: vision, distance: distance)
        }
      }
    }
  }
}
