/// A ring around a view that slowly grows and shrinks to draw the eye (seed 004's `NyxBreathingGlow`), and stays
/// still under Reduce Motion: a loop that never ends is exactly what Reduce Motion asks apps to stop.
public struct BreathingGlow: Hashable, Sendable {
  /// The ring's scale at rest, 1 = the view's size.
  public static let restingScale = 1.0
  /// The ring's scale at the top of a breath.
  public static let peakScale = 1.15
  /// The opacity of the ring's color, 0...1.
  public static let ringOpacity = 0.4
  /// The ring's stroke width.
  public static let lineWidth: ScaledPoints = 2
  /// The ring's blur radius.
  public static let blurRadius: ScaledPoints = 3

  /// Whether the ring breathes: not under Reduce Motion.
  public let isBreathing: Bool

  /// The glow for the person's Reduce Motion setting.
  public init(reduceMotion: Bool) { isBreathing = !reduceMotion }

  /// How the ring moves to its peak and back: a 3 s ease in and out, repeated for as long as the view is shown; nil
  /// (no animation) under Reduce Motion.
  public var animation: MotionAnimation? { isBreathing ? .repeatingForever(.easeInOut(duration: 3)) : nil }

  /// The ring's scale once the view has appeared: the peak, which `animation` breathes towards and back from, or
  /// the resting scale when the ring stays still.
  public var targetScale: Double { isBreathing ? Self.peakScale : Self.restingScale }
}
