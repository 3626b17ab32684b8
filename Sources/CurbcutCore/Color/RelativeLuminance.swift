/// WCAG 2.x relative luminance: the linear-light brightness of an sRGB color, 0 for black to 1 for white.
///
/// Definition (WCAG 2.2, "relative luminance"): `L = 0.2126 R + 0.7152 G + 0.0722 B`, where each channel is
/// linearized with the sRGB curve whose linear segment ends at 0.04045 (see `TransferFunction.sRGB`). The
/// coefficients are the Y row of the sRGB-to-XYZ matrix, rounded to four places as WCAG prints them.
/// Alpha is ignored: composite a translucent color over its background first.
public struct RelativeLuminance: Hashable, Comparable, Sendable {
  /// Y, 0...1.
  public let value: Double

  /// The luminance of `color`'s RGB, ignoring its alpha.
  public init(_ color: SRGBColor) {
    let linear = color.linear
    value = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
  }

  /// Orders luminances from darker to lighter.
  public static func < (lhs: RelativeLuminance, rhs: RelativeLuminance) -> Bool { lhs.value < rhs.value }
}
