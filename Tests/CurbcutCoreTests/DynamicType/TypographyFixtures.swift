@testable import CurbcutCore

/// Three custom type ramps used as test fixtures, each a design system's typography tokens.
enum TypographyFixtures {
  /// Airbnb-like (seed 002): one custom family, Cereal, at 14, 16, 22, 28 and 32 pt, each scaling with a different
  /// text style.
  static let cereal = ramp([
    token("small", "Cereal", 14, .regular, 18, 0, .footnote),
    token("base", "Cereal", 16, .regular, 22, 0, .body),
    token("title", "Cereal", 22, .bold, 26, -0.2, .title2),
    token("heading", "Cereal", 28, .bold, 32, -0.4, .title1),
    token("display", "Cereal", 32, .heavy, 36, -0.6, .largeTitle),
  ])

  /// An editorial serif with fine print under 11 pt, a 13 pt caption that scales like body text (a distant style)
  /// and a 36 pt headline that cannot reach 200 %.
  static let editorial = ramp([
    token("legal", "Newsreader", 10, .regular, 13, 0.1, .caption2),
    token("caption", "Newsreader", 13, .regular, 16, 0, .body),
    token("body", "Newsreader", 18, .regular, 26, -0.1, .body),
    token("standfirst", "Newsreader", 21, .medium, 28, -0.2, .title3),
    token("quote", "Newsreader", 26, .light, 32, 0, .title2),
    token("headline", "Newsreader", 36, .semibold, 40, -0.5, .largeTitle),
  ])

  /// A compact dashboard, meant to be clamped with `.dynamicTypeSize(.large ... .accessibility3)`.
  static let dashboard = ramp([
    token("label", "Inter", 11, .medium, 14, 0.3, .caption2),
    token("axis", "Inter", 12, .regular, 16, 0, .footnote),
    token("value", "Inter", 15, .semibold, 20, 0, .subheadline),
    token("metric", "Inter", 24, .bold, 28, -0.3, .title2),
  ])

  /// A token from its properties in points, which the fixtures know to be valid.
  private static func token(
    _ name: String, _ family: String, _ size: UnscaledPoints, _ weight: FontWeight, _ lineHeight: UnscaledPoints,
    _ tracking: UnscaledPoints, _ relativeTo: TextStyle
  ) -> TypographyToken {
    try! TypographyToken(
      name: name, fontFamily: family, pointSize: size, weight: weight, lineHeight: lineHeight, tracking: tracking,
      relativeTo: relativeTo)
  }

  /// A ramp of tokens the fixtures know to have distinct names.
  private static func ramp(_ tokens: [TypographyToken]) -> TypographyRamp { try! TypographyRamp(tokens) }
}
