/// An animation curve as a value, which CurbcutUI turns into SwiftUI's `Animation`, so the choice between a spring
/// and a reduced animation is made, and tested, here. Durations are in seconds.
public indirect enum MotionAnimation: Hashable, Sendable {
  /// A spring that settles in about `response` seconds; `dampingFraction` 0...1, 1 without bounce.
  case spring(response: Double, dampingFraction: Double)
  /// Slow, fast, slow over `duration` seconds.
  case easeInOut(duration: Double)
  /// Constant speed over `duration` seconds.
  case linear(duration: Double)
  /// The animation played forward and back for as long as the view is shown.
  case repeatingForever(MotionAnimation)

  /// The design system's default: a spring that settles in 0.35 s with a little bounce (damping 0.8), seed 004's
  /// `NyxAnimation.spring`.
  public static let standard = MotionAnimation.spring(response: 0.35, dampingFraction: 0.8)

  /// What any animation becomes under Reduce Motion: linear over 0.1 s, so state still changes visibly but nothing
  /// bounces, zooms or travels (seed 004's `NyxAnimation.adaptive`; seed 003: "essential animation: keep but
  /// simplify, linear, no bounce").
  public static let reduced = MotionAnimation.linear(duration: 0.1)

  /// This animation, or `reduced` when Reduce Motion is on.
  public func adapted(reduceMotion: Bool) -> MotionAnimation { reduceMotion ? .reduced : self }
}
