/// What a button looks like: the color of its fill and of its label. Everything else (size, padding, hit target,
/// Dynamic Type, disabled and pressed states, Reduce Motion) belongs to the base style and is the same for every
/// variant, so a new variant is two colors and cannot lose accessibility (seed 000).
public struct ButtonVariant: Hashable, Sendable {
  /// The button's background.
  public let fill: SemanticColor
  /// The label's color.
  public let foreground: SemanticColor

  /// A variant with a `foreground` label on a `fill` background; check its `pairing` in a test.
  public init(fill: SemanticColor, foreground: SemanticColor) {
    self.fill = fill
    self.foreground = foreground
  }

  /// The main action: white on the accent.
  public static let primary = ButtonVariant(fill: .accent, foreground: .onAccent)
  /// Other actions: the accent on an elevated surface.
  public static let secondary = ButtonVariant(fill: .surfaceElevated, foreground: .accentText)
  /// Actions that delete or cannot be undone: red on an elevated surface, as iOS marks destructive actions.
  public static let destructive = ButtonVariant(fill: .surfaceElevated, foreground: .statusError)

  /// The variants the design system ships, in the order above.
  public static let all: [ButtonVariant] = [.primary, .secondary, .destructive]

  /// The label on the fill, judged as normal text: button labels can be 15 pt (`mini`, `small`), so the variant
  /// must reach 4.5:1, not only the 3:1 of large text.
  public var pairing: ColorPairing { ColorPairing(foreground, on: fill, as: .normalText) }
}
