/// The APCA use cases with their minimum lightness contrast, from "APCA in a Nutshell" (apca-w3 documentation,
/// `docs/APCA_in_a_Nutshell.md`, the "use-case and size ranges" that stand in for a font lookup table).
public enum APCAUseCase: String, CaseIterable, Sendable {
  /// Columns of body text, 18 px/300 or 14 px/400 and up at the preferred Lc 90; Lc 75 is the minimum.
  case bodyText
  /// Content text that is not body text: 24 px/400, 16 px/700 and up.
  case contentText
  /// Large and heavy text (36 px/400, 24 px/700), pictograms with fine details and small outline icons.
  case largeTextAndFineIcons
  /// Spot-readable text (placeholders, disabled labels, copyright) and large, mostly solid icons.
  case spotTextAndSolidIcons
  /// Non-text that must only be discernible, 6 px solid and up: dividers, thick focus outlines.
  case discernibleNonText

  /// The minimum |Lc| for the use case (the nutshell's levels 75, 60, 45, 30, 15).
  public var minimumLightnessContrast: Double {
    switch self {
    case .bodyText: 75
    case .contentText: 60
    case .largeTextAndFineIcons: 45
    case .spotTextAndSolidIcons: 30
    case .discernibleNonText: 15
    }
  }

  /// The use case Curbcut holds each kind of content to.
  ///
  /// Normal text is read as body text (iOS body text is 17 pt). Small bold text stays body text too: the
  /// nutshell's Lc 75 row is the one that admits 14 px/700. Large text is content text (Lc 60: 24 px/400,
  /// 16 px/700). Non-text UI is held to the level for fine icons (Lc 45), since 1.4.11 covers outline icons and
  /// thin control borders as well as solid shapes.
  public init(_ kind: ContentKind) {
    switch kind {
    case .normalText, .boldText: self = .bodyText
    case .largeText: self = .contentText
    case .nonText: self = .largeTextAndFineIcons
    }
  }
}

/// A minimum APCA lightness contrast: a use case's level, raised by Lc 15 at AAA.
///
/// "APCA in a Nutshell" calls its levels the equivalent of WCAG 2 AA and says that for AAA one adds Lc 15.
public struct APCARequirement: Hashable, Sendable {
  /// What the color is used for.
  public let useCase: APCAUseCase
  /// The level the contrast is held to.
  public let level: ConformanceLevel

  /// The requirement for `useCase` at `level`.
  public init(_ useCase: APCAUseCase, level: ConformanceLevel) {
    self.useCase = useCase
    self.level = level
  }

  /// The lowest |Lc| that passes.
  public var minimumLightnessContrast: Double {
    useCase.minimumLightnessContrast + (level == .aaa ? 15 : 0)
  }

  /// Whether `contrast` reaches the minimum in either polarity.
  public func isMet(by contrast: APCAContrast) -> Bool {
    abs(contrast.lightnessContrast) >= minimumLightnessContrast
  }
}
