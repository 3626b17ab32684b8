/// The design system's type ramp in one typeface: each iOS text style as a typography token at the style's default
/// size and leading, scaling relative to that style, so a custom typeface grows exactly as the style's line height
/// does (seed 002: "assigning every text a corresponding UIFont.TextStyle").
public struct DesignTypography: Hashable, Sendable {
  /// The font family every style is set in.
  public let family: String

  /// The ramp in `family`, a font family name as iOS knows it (`UIFont.familyNames`). Curbcut does not load fonts: the
  /// app bundles the font files and lists them under `UIAppFonts` in its Info.plist (or registers them with
  /// `CTFontManagerRegisterFontsForURL`); a family iOS does not know falls back to the system font at the same sizes.
  public init(family: String) { self.family = family }

  /// Avenir Next, a typeface that ships with iOS, so the ramp shows a custom family without bundling one.
  public static let standard = DesignTypography(family: "Avenir Next")

  /// The weight each style is set in: bold for `largeTitle` and `title1`, semibold for `title2`, `title3` and
  /// `headline`, regular for the rest.
  public static func weight(of style: TextStyle) -> FontWeight {
    switch style {
    case .largeTitle, .title1: .bold
    case .title2, .title3, .headline: .semibold
    case .body, .callout, .subheadline, .footnote, .caption1, .caption2: .regular
    }
  }

  /// The token for `style`, named after it: the style's default point size and leading, its weight, no extra
  /// tracking.
  public func token(for style: TextStyle) -> TypographyToken {
    // The values come from Apple's table and are positive and finite, which is all the initializer checks; the
    // tests build every style.
    try! TypographyToken(
      name: style.name, fontFamily: family, pointSize: style.defaultPointSize, weight: Self.weight(of: style),
      lineHeight: style.defaultLeading, tracking: 0, relativeTo: style)
  }

  /// Every style's token, largest first, as a ramp that `curbcut type-scale` can check.
  public var ramp: TypographyRamp {
    // Text style names are unique, which is all the ramp checks.
    try! TypographyRamp(TextStyle.allCases.map(token(for:)))
  }
}
