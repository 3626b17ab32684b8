import CurbcutCore

/// One pair in one appearance, measured and judged: a row of the audit's table and an object of its JSON.
public struct ContrastEvaluation: Sendable {
  /// The appearance.
  public let appearance: Appearance
  /// The title of the palette the pair belongs to.
  public let paletteTitle: String
  /// The foreground's name.
  public let foregroundName: String
  /// The background's name.
  public let backgroundName: String
  /// What the foreground paints.
  public let kind: ContentKind
  /// The foreground as specified, possibly translucent, and where it is written.
  public let foreground: ColorVariant
  /// The background as specified, and where it is written.
  public let background: ColorVariant
  /// The background as it reaches the screen: opaque, composited over its base when translucent.
  public let opaqueBackground: SRGBColor
  /// The WCAG 2.x ratio, judged by WCAG and by Apple's HIG.
  public let verdict: ContrastVerdict
  /// The APCA lightness contrast of the foreground as text on the background.
  public let apca: APCAContrast
  /// The APCA minimum for the pair's kind and level.
  public let apcaRequirement: APCARequirement
  /// Which measures decide `passes`.
  public let algorithm: ContrastAlgorithm

  /// The foreground as it reaches the screen, composited over the opaque background.
  public var renderedForeground: SRGBColor { foreground.color.composited(over: opaqueBackground) }

  /// Whether APCA's minimum is met.
  public var passesAPCA: Bool { apcaRequirement.isMet(by: apca) }

  /// Whether the pair passes by the audit's algorithm.
  public var passes: Bool {
    (!algorithm.checksWCAG || verdict.passesWCAG) && (!algorithm.checksAPCA || passesAPCA)
  }

  /// How to make the pair meet WCAG (the lowest opacity, the nearest passing color), or nil when it meets it.
  public var suggestion: ContrastSuggestion? {
    verdict.passesWCAG
      ? nil : ContrastSuggestion(foreground: foreground.color, background: opaqueBackground, requirement: verdict.wcag)
  }

  /// The color a finding about the pair points at: the foreground where its definition is known, else the
  /// background.
  public var locatedVariant: ColorVariant { foreground.location != nil ? foreground : background }
}
