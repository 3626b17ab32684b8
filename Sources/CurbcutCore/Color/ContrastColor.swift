/// An opaque color ready for contrast checks: its WCAG relative luminance and APCA luminance are computed once,
/// so each pair in an audit costs a few arithmetic operations and no allocation.
///
/// Contrast is measured between the colors that reach the screen, which are opaque: `color`'s alpha is ignored.
/// Composite a translucent color over what lies beneath it first (`SRGBColor.composited(over:)`);
/// `ContrastCheck` does this for a foreground.
public struct ContrastColor: Hashable, Sendable {
  /// The color measured.
  public let color: SRGBColor
  /// Its WCAG 2.x relative luminance.
  public let luminance: RelativeLuminance
  /// Its APCA screen luminance.
  public let apcaLuminance: APCALuminance

  /// Measures `color`, ignoring its alpha.
  public init(_ color: SRGBColor) {
    self.color = color
    luminance = RelativeLuminance(color)
    apcaLuminance = APCALuminance(color)
  }
}
