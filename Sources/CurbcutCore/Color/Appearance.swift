/// The four appearances an iOS color resolves in: light or dark, each with Increase Contrast off or on.
///
/// Asset catalogs (luminosity light/dark, contrast high) and system colors both resolve to these; a pair is
/// checked in each.
public enum Appearance: String, CaseIterable, Sendable {
  /// Light mode.
  case light = "light"
  /// Dark mode.
  case dark = "dark"
  /// Light mode with Increase Contrast.
  case lightHighContrast = "light-high-contrast"
  /// Dark mode with Increase Contrast.
  case darkHighContrast = "dark-high-contrast"

  /// Whether this is a dark appearance.
  public var isDark: Bool { self == .dark || self == .darkHighContrast }
  /// Whether Increase Contrast is on.
  public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
}
