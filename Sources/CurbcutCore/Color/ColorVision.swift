/// Typical color vision and the three dichromacies, each able to show how a color looks to people who have it.
///
/// Simulation works on linear-light sRGB and clips the result to the sRGB gamut.
public enum ColorVision: String, CaseIterable, Sendable {
  /// Typical trichromatic vision: colors look as they are.
  case typical
  /// No long-wavelength (red) cones.
  case protanopia
  /// No medium-wavelength (green) cones.
  case deuteranopia
  /// No short-wavelength (blue) cones.
  case tritanopia

  /// How `color` looks with this vision; alpha is kept.
  public func simulate(_ color: SRGBColor) -> SRGBColor {
    let linear = color.linear
    let simulated: SIMD3<Double>
    switch self {
    case .typical: return color
    case .protanopia: simulated = Self.machadoProtanopia * linear
    case .deuteranopia: simulated = Self.machadoDeuteranopia * linear
    case .tritanopia:
      let onFirstHalfPlane = (Self.brettelTritanopiaSeparationNormal * linear).sum() >= 0
      simulated = (onFirstHalfPlane ? Self.brettelTritanopiaFirstPlane : Self.brettelTritanopiaSecondPlane) * linear
    }
    return SRGBColor(linear: simulated, alpha: color.alpha)
  }

  /// Protanopia at severity 1.0, applied to linear sRGB.
  ///
  /// Source: G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A Physiologically-based Model for Simulation of
  /// Color Vision Deficiency", IEEE TVCG 15(6), 2009, the authors' table of precomputed matrices (the same values
  /// colour-science ships as `CVD_MATRICES_MACHADO2010`).
  static let machadoProtanopia = Matrix3(
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998])

  /// Deuteranopia at severity 1.0, applied to linear sRGB; source as for `machadoProtanopia`.
  static let machadoDeuteranopia = Matrix3(
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881])

  /// Tritanopia after H. Brettel, F. Viénot, J. D. Mollon, "Computerized simulation of color appearance for
  /// dichromats", JOSA A 14(10), 1997: the color is projected onto one of two half-planes in cone space, chosen
  /// by the side of the separation plane it lies on. Machado's model is not accurate for tritanopia.
  ///
  /// Source: libDaltonLens (public domain, DaltonLens/libDaltonLens, `libDaltonLens.c`, `brettel_tritan_params`),
  /// which folds each half-plane's whole pipeline (linear sRGB to LMS with the sRGB matrix and Smith & Pokorny
  /// 1975 cone fundamentals, projection with RGB white as the neutral axis, back to linear sRGB) into one matrix,
  /// and gives the separation plane's normal in linear RGB.
  static let brettelTritanopiaFirstPlane = Matrix3(
    [1.01277, 0.13548, -0.14826],
    [-0.01243, 0.86812, 0.14431],
    [0.07589, 0.80500, 0.11911])

  /// The second half-plane's matrix; see `brettelTritanopiaFirstPlane`.
  static let brettelTritanopiaSecondPlane = Matrix3(
    [0.93678, 0.18979, -0.12657],
    [0.06154, 0.81526, 0.12320],
    [-0.37562, 1.12767, 0.24796])

  /// The separation plane's normal in linear RGB: colors whose dot product with it is 0 or more take the first
  /// half-plane.
  static let brettelTritanopiaSeparationNormal = SIMD3(0.03901, -0.02788, -0.01113)
}
