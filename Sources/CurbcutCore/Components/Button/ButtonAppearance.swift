/// How a design-system button looks in one state: enabled or not, pressed or not, with Reduce Motion on or off.
public struct ButtonAppearance: Hashable, Sendable {
  /// The background role: the variant's fill, or `fillDisabled`.
  public let fill: SemanticColor
  /// The label's role: the variant's foreground, or `textSecondary` when disabled.
  public let foreground: SemanticColor
  /// The button's opacity, 0...1: 0.85 while pressed, 1 otherwise.
  public let opacity: Double
  /// The button's scale, 1 = its size: 0.97 while pressed, unless Reduce Motion is on, since shrinking is motion
  /// while a change of opacity is not.
  public let scale: Double
  /// How the change between pressed and released is animated: a 0.15 s ease in and out, or with Reduce Motion the
  /// short linear fade `MotionAnimation.adapted(reduceMotion:)` gives.
  public let animation: MotionAnimation

  /// The appearance of a `variant` button. A disabled button takes the disabled colors and never shows as pressed.
  public init(variant: ButtonVariant, isEnabled: Bool, isPressed: Bool, reduceMotion: Bool) {
    let showsPressed = isEnabled && isPressed
    fill = isEnabled ? variant.fill : .fillDisabled
    foreground = isEnabled ? variant.foreground : .textSecondary
    opacity = showsPressed ? 0.85 : 1
    scale = showsPressed && !reduceMotion ? 0.97 : 1
    animation = MotionAnimation.easeInOut(duration: 0.15).adapted(reduceMotion: reduceMotion)
  }
}
