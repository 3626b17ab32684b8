/// A design system's type ramp: its typography tokens in order, each scaling with Dynamic Type relative to an iOS
/// text style.
public struct TypographyRamp: Hashable, Sendable {
  /// The tokens, in the order the design system lists them.
  public let tokens: [TypographyToken]

  /// Creates a ramp, checking that no two tokens share a name.
  public init(_ tokens: [TypographyToken]) throws(TypographyTokenError) {
    var names: Set<String> = []
    for token in tokens where !names.insert(token.name).inserted {
      throw .duplicateName(token.name)
    }
    self.tokens = tokens
  }

  /// Every token as displayed when the person has chosen `category`, in a view clamped to `range`: the values are
  /// those of `range.clamp(category)`.
  public func scaled(
    at category: TextSizeCategory, in range: DynamicTypeRange = .unclamped, displayScale: DisplayScale = .x3
  ) -> [ScaledTypography] {
    tokens.map { $0.scaled(at: range.clamp(category), displayScale: displayScale) }
  }

  /// Every problem with the ramp's tokens in a Dynamic Type range, token by token in ramp order (see
  /// `ScalableFont.findings(named:in:)`).
  public func findings(in range: DynamicTypeRange = .unclamped) -> [TypographyFinding] {
    tokens.flatMap { $0.font.findings(named: $0.name, in: range) }
  }
}
