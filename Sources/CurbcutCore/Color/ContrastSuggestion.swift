import Foundation

/// Ways to make a failing foreground pass on its background: a higher opacity, or the nearest color of the same
/// hue that passes.
public struct ContrastSuggestion: Hashable, Sendable {
  /// The lowest opacity, in whole percent (0.01 steps), at which the translucent foreground passes; nil when the
  /// foreground is opaque or fails even opaque.
  public let minimumOpacity: Double?
  /// The passing opaque color nearest to the rendered foreground (smallest ΔE_OK), found by moving OKLCH
  /// lightness up or down with the hue kept, chroma reduced where the color would leave the sRGB gamut, and
  /// components rounded to bytes so that its `hex` is exactly the color checked; nil when neither black nor
  /// white passes.
  public let nearestColor: SRGBColor?

  /// Suggestions for `foreground` on the opaque `background` to meet `requirement`.
  public init(foreground: SRGBColor, background: SRGBColor, requirement: ContrastRequirement) {
    let backgroundLuminance = RelativeLuminance(background)
    func passes(_ color: SRGBColor) -> Bool {
      requirement.isMet(by: ContrastRatio(RelativeLuminance(color), backgroundLuminance))
    }
    minimumOpacity = Self.minimumOpacity(of: foreground, over: background, passes: passes)
    nearestColor = Self.nearestColor(to: foreground.composited(over: background), passes: passes)
  }

  private static func minimumOpacity(
    of foreground: SRGBColor, over background: SRGBColor, passes: (SRGBColor) -> Bool
  ) -> Double? {
    guard !foreground.isOpaque else { return nil }
    let firstPercent = Int((foreground.alpha * 100).rounded(.up))
    return (firstPercent...100).lazy.map { Double($0) / 100 }
      .first { passes(foreground.withAlpha($0).composited(over: background)) }
  }

  private static func nearestColor(to rendered: SRGBColor, passes: (SRGBColor) -> Bool) -> SRGBColor? {
    let originalLab = OKLab(rendered)
    let original = OKLCH(originalLab)
    let start = original.lightness.clampedToUnitInterval
    let candidates = [1.0, 0.0].compactMap { end in
      firstPassingLightness(from: start, toward: end, passes: { passes(sameHueColor(atLightness: $0, like: original)) })
        .map { sameHueColor(atLightness: $0, like: original) }
    }
    return candidates.min { OKLab($0).distance(to: originalLab) < OKLab($1).distance(to: originalLab) }
  }

  /// The lightness nearest `start` on the way to `end` (0 or 1) that passes, to 1e-6.
  ///
  /// Luminance grows with lightness at a fixed hue, so contrast along the way may first fall (while the color
  /// approaches the background's luminance) and then rises to `end`: the passing lightnesses are one interval
  /// ending at `end`, and a bisection between `start` and `end` finds where it begins.
  private static func firstPassingLightness(
    from start: Double, toward end: Double, passes: (Double) -> Bool
  ) -> Double? {
    passes(end) ? boundary(from: end, to: start, where: passes) : nil
  }

  /// `original`'s hue and chroma at `lightness`, chroma reduced to stay in the sRGB gamut, rounded to bytes.
  static func sameHueColor(atLightness lightness: Double, like original: OKLCH) -> SRGBColor {
    let radians = original.hue * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    func color(_ chroma: Double) -> OKLab { OKLab(lightness: lightness, a: chroma * cosine, b: chroma * sine) }
    func fits(_ chroma: Double) -> Bool { isInSRGBGamut(color(chroma)) }
    let chroma = fits(original.chroma) ? original.chroma : boundary(from: 0, to: original.chroma, where: fits)
    let fitted = SRGBColor(color(chroma))
    func byte(_ component: Double) -> Double { (component * 255).rounded() / 255 }
    return SRGBColor(red: byte(fitted.red), green: byte(fitted.green), blue: byte(fitted.blue))
  }

  /// The point between `holding` (where `holds` is true) and `failing` (where it is false) at which `holds` turns
  /// false, by bisection to 1e-6, approached from the holding side so the result holds.
  private static func boundary(from holding: Double, to failing: Double, where holds: (Double) -> Bool) -> Double {
    var holding = holding
    var failing = failing
    while abs(holding - failing) > 1e-6 {
      let middle = (holding + failing) / 2
      if holds(middle) { holding = middle } else { failing = middle }
    }
    return holding
  }

  private static func isInSRGBGamut(_ color: OKLab) -> Bool {
    let linear = color.linearSRGB
    let tolerance = 1e-9
    return linear.min() >= -tolerance && linear.max() <= 1 + tolerance
  }
}
