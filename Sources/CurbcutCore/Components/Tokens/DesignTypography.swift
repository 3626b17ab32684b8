/// The design system's type ramp in one typeface: every `TypeRole` as a typography token, at the text style's
/// default size and leading, scaling relative to that text style.
public struct DesignTypography: Hashable, Sendable {
  /// The font family every role is set in.
  public let family: String

  /// The ramp in `family`. Curbcut does not load fonts: a family the app does not provide falls back to the
  /// system font at the same sizes.
  public init(family: String) { self.family = family }

  /// Avenir Next, a typeface that ships with iOS, so the ramp shows a custom family without bundling one.
  public static let standard = DesignTypography(family: "Avenir Next")

  /// The token for `role`: the text style's default point size and leading, the role's weight, no extra tracking.
  public func token(for role: TypeRole) -> TypographyToken {
    let style = role.textStyle
    // The values come from Apple's table and are positive and finite, which is all the initializer checks; the
    // tests build every role.
    return try! TypographyToken(
      name: role.rawValue, fontFamily: family, pointSize: style.defaultPointSize, weight: role.weight,
      lineHeight: style.defaultLeading, tracking: 0, relativeTo: style)
  }

  /// Every role's token in `TypeRole` order, as a ramp that `curbcut type-scale` can check.
  public var ramp: TypographyRamp {
    // Role names are unique, which is all the ramp checks.
    try! TypographyRamp(TypeRole.allCases.map(token(for:)))
  }
}
