/// The design system's colors by role, each with a value in the four appearances iOS resolves colors in (light,
/// dark, and both with Increase Contrast), so components never pick a raw color and every pairing they draw can be
/// checked here.
///
/// Text and surfaces follow the iOS system colors where those pass WCAG AA; where they do not, the value is
/// Curbcut's own. `secondaryLabel` (#3C3C43 at 60 %) shows as about #8A8A8E on white, 3.4:1, short of the 4.5:1
/// body text needs, so `textSecondary` is an opaque gray that passes on both surfaces. Status colors are the system
/// tints, taking Apple's Increase Contrast value in light mode too, because the standard light tints (green
/// #34C759: 2.2:1 on white) fail even the 3:1 of non-text contrast. `ColorPairing.components` lists the pairs the
/// components draw, and the tests hold them to AA in every appearance.
public enum SemanticColor: String, CaseIterable, Sendable {
  /// Body text and titles: `label`.
  case textPrimary
  /// Supporting text, captions, empty rating marks, disabled labels.
  case textSecondary
  /// The screen's background: `systemBackground`.
  case surfacePrimary
  /// Cards, secondary buttons and text fields on the screen: `secondarySystemBackground`.
  case surfaceElevated
  /// The fill of primary buttons, dark enough for white text in every appearance.
  case accent
  /// Text and icons on `accent`: white.
  case onAccent
  /// The accent as text or a mark on a surface, light enough to read in dark mode.
  case accentText
  /// The fill of a disabled button.
  case fillDisabled
  /// Success (sent, done): the system green.
  case statusSuccess
  /// Warning, and filled rating stars: the system orange.
  case statusWarning
  /// Errors and destructive actions: the system red.
  case statusError
  /// Pending or neutral states: the system gray.
  case statusPending

  /// The color in `appearance`, opaque.
  public func color(in appearance: Appearance) -> SRGBColor {
    switch self {
    case .textPrimary: SystemColor.label.color(in: appearance)
    case .surfacePrimary: SystemColor.systemBackground.color(in: appearance)
    case .surfaceElevated: SystemColor.secondarySystemBackground.color(in: appearance)
    case .fillDisabled: SystemColor.systemGray5.color(in: appearance)
    case .onAccent: .white
    case .textSecondary: Self.pick(appearance, light: 0x58585E, dark: 0xAEAEB2, lightHigh: 0x3A3A3E, darkHigh: 0xD2D2D6)
    case .accent: Self.pick(appearance, light: 0x0058D0, dark: 0x0058D0, lightHigh: 0x003FA8, darkHigh: 0x0047B8)
    case .accentText: Self.pick(appearance, light: 0x0058D0, dark: 0x64AAFF, lightHigh: 0x003FA8, darkHigh: 0x8EC2FF)
    case .statusSuccess: Self.tint(.systemGreen, in: appearance)
    case .statusWarning: Self.tint(.systemOrange, in: appearance)
    case .statusError: Self.tint(.systemRed, in: appearance)
    case .statusPending: Self.tint(.systemGray, in: appearance)
    }
  }

  /// A system tint as a status color: its Increase Contrast value in light mode, its own value otherwise.
  private static func tint(_ color: SystemColor, in appearance: Appearance) -> SRGBColor {
    color.color(in: appearance == .light ? .lightHighContrast : appearance)
  }

  /// One of four `0xRRGGBB` values by appearance.
  private static func pick(
    _ appearance: Appearance, light: UInt32, dark: UInt32, lightHigh: UInt32, darkHigh: UInt32
  )
    -> SRGBColor
  {
    let value =
      switch appearance {
      case .light: light
      case .dark: dark
      case .lightHighContrast: lightHigh
      case .darkHighContrast: darkHigh
      }
    func component(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
    return SRGBColor(red: component(16), green: component(8), blue: component(0))
  }
}
