/// A foreground role drawn on a background role, and what it paints: one contrast requirement of the design
/// system, checkable in every appearance.
public struct ColorPairing: Hashable, Sendable, CustomStringConvertible {
  /// The role painted on top.
  public let foreground: SemanticColor
  /// The role underneath.
  public let background: SemanticColor
  /// Text or a non-text mark, which decides the minimum ratio.
  public let kind: ContentKind

  /// `foreground` drawn on `background` as `kind`.
  public init(_ foreground: SemanticColor, on background: SemanticColor, as kind: ContentKind) {
    self.foreground = foreground
    self.background = background
    self.kind = kind
  }

  /// The pair in `appearance`, judged at `level` (AA unless asked).
  public func check(in appearance: Appearance, level: ConformanceLevel = .aa) -> ContrastCheck {
    ContrastCheck(
      foreground: foreground.color(in: appearance), background: background.color(in: appearance), kind: kind,
      level: level)
  }

  /// The appearances in which the pair fails WCAG at `level`, in `Appearance` order; empty when it passes in all.
  public func failingAppearances(level: ConformanceLevel = .aa) -> [Appearance] {
    Appearance.allCases.filter { !check(in: $0, level: level).verdict.passesWCAG }
  }

  /// `textSecondary on surfaceElevated (normal)`.
  public var description: String { "\(foreground.rawValue) on \(background.rawValue) (\(kind.rawValue))" }

  /// Every pair the components draw: text on both surfaces, error text, button labels on their fills (the button
  /// variants and the disabled state), and status and rating marks on both surfaces.
  public static let components: [ColorPairing] =
    [SemanticColor.textPrimary, .textSecondary, .accentText, .statusError].flatMap { text in
      [SemanticColor.surfacePrimary, .surfaceElevated].map { ColorPairing(text, on: $0, as: .normalText) }
    }
    + ButtonVariant.all.map(\.pairing) + [ColorPairing(.textSecondary, on: .fillDisabled, as: .normalText)]
    + [SemanticColor.statusSuccess, .statusWarning, .statusError, .statusPending, .textSecondary].flatMap { mark in
      [SemanticColor.surfacePrimary, .surfaceElevated].map { ColorPairing(mark, on: $0, as: .nonText) }
    }
}
