/// The published matrices between linear-light RGB spaces and CIE 1931 XYZ with the D65 white point, the hub
/// every conversion passes through.
///
/// Source: CSS Color Module Level 4, §"Sample code for color conversions" (w3c/csswg-drafts,
/// `css-color-4/conversions.js`), which gives them as exact rational numbers computed from the primaries and the
/// D65 white of IEC 61966-2-1 (sRGB) and SMPTE EG 432-1 (Display P3).
enum CIEXYZ {
  /// Linear sRGB to XYZ (D65).
  static let fromLinearSRGB = Matrix3(
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270])

  /// XYZ (D65) to linear sRGB.
  static let toLinearSRGB = Matrix3(
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667])

  /// Linear Display P3 to XYZ (D65).
  static let fromLinearDisplayP3 = Matrix3(
    [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
    [35783 / 156275, 247089 / 357200, 198249 / 2500400],
    [0, 32229 / 714400, 5220557 / 5000800])
}
