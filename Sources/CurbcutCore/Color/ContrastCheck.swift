/// One foreground on one background, judged by WCAG 2.x, Apple's HIG and APCA: what an audit reports per pair
/// and appearance.
public struct ContrastCheck: Sendable {
  /// The foreground as specified, possibly translucent.
  public let foreground: SRGBColor
  /// The surface under it, made opaque (its alpha is dropped): composite a translucent surface over what lies
  /// beneath it before checking.
  public let background: SRGBColor
  /// What the foreground paints.
  public let kind: ContentKind
  /// The level the pair is held to.
  public let level: ConformanceLevel
  /// The foreground as it reaches the screen, composited over the background, with its luminances.
  public let renderedForeground: ContrastColor
  /// The background with its luminances.
  public let renderedBackground: ContrastColor
  /// The WCAG 2.x ratio judged by WCAG and the HIG.
  public let verdict: ContrastVerdict
  /// The APCA lightness contrast of the rendered foreground as text on the background.
  public let apca: APCAContrast
  /// The APCA minimum for `kind` at `level`.
  public let apcaRequirement: APCARequirement

  /// Checks `foreground` on `background` for `kind` at `level`.
  public init(foreground: SRGBColor, background: SRGBColor, kind: ContentKind, level: ConformanceLevel) {
    self.foreground = foreground
    self.background = background.withAlpha(1)
    self.kind = kind
    self.level = level
    renderedForeground = ContrastColor(foreground.composited(over: self.background))
    renderedBackground = ContrastColor(self.background)
    verdict = ContrastVerdict(
      ratio: ContrastRatio(renderedForeground.luminance, renderedBackground.luminance), kind: kind, level: level)
    apca = APCAContrast(text: renderedForeground.apcaLuminance, background: renderedBackground.apcaLuminance)
    apcaRequirement = APCARequirement(APCAUseCase(kind), level: level)
  }

  /// Whether the APCA contrast reaches its minimum.
  public var passesAPCA: Bool { apcaRequirement.isMet(by: apca) }

  /// How to make the pair pass WCAG (which asks as much as the HIG or more), or nil when it passes.
  public var suggestion: ContrastSuggestion? {
    verdict.passesWCAG
      ? nil : ContrastSuggestion(foreground: foreground, background: background, requirement: verdict.wcag)
  }
}
