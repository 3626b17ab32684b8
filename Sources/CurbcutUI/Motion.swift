#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  extension View {
    /// Animates changes of `value` with `animation` (the design system's spring unless told otherwise), or with the
    /// short linear animation CurbcutCore gives under Reduce Motion.
    ///
    /// ```swift
    /// DetailsPanel().adaptiveAnimation(value: isExpanded)
    /// ```
    public func adaptiveAnimation<Value: Equatable>(
      _ animation: MotionAnimation = .standard, value: Value
    )
      -> some View
    {
      modifier(AdaptiveAnimationModifier(animation: animation, value: value))
    }

    /// Inserts and removes the view with `transition`, or with a fade under Reduce Motion.
    ///
    /// ```swift
    /// if showsBanner { Banner().adaptiveTransition(.move(.top)) }
    /// ```
    public func adaptiveTransition(_ transition: MotionTransition) -> some View {
      modifier(AdaptiveTransitionModifier(transition: transition))
    }

    /// Surrounds the view with a ring of `color` that slowly breathes, and stays still under Reduce Motion (seed
    /// 004's breathing glow).
    ///
    /// ```swift
    /// RecordButton().breathingGlow(.accentText)
    /// ```
    public func breathingGlow(_ color: SemanticColor) -> some View {
      modifier(BreathingGlowModifier(color: color))
    }
  }

  /// Applies an animation adapted to Reduce Motion.
  private struct AdaptiveAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: MotionAnimation
    let value: Value
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      content.animation(Animation(animation.adapted(reduceMotion: reduceMotion)), value: value)
    }
  }

  /// Applies a transition adapted to Reduce Motion.
  private struct AdaptiveTransitionModifier: ViewModifier {
    let transition: MotionTransition
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      content.transition(AnyTransition(transition.adapted(reduceMotion: reduceMotion)))
    }
  }

  /// Draws the glow's ring and starts or stops its breathing whenever Reduce Motion changes.
  private struct BreathingGlowModifier: ViewModifier {
    let color: SemanticColor
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var ringScale = BreathingGlow.restingScale

    func body(content: Content) -> some View {
      content
        .overlay {
          Circle()
            .stroke(DesignColor(color).opacity(BreathingGlow.ringOpacity), lineWidth: CGFloat(BreathingGlow.lineWidth))
            .scaleEffect(ringScale)
            .blur(radius: CGFloat(BreathingGlow.blurRadius))
            .accessibilityHidden(true)
        }
        .onChange(of: BreathingGlow(reduceMotion: reduceMotion), initial: true) { _, glow in
          withAnimation(glow.animation.map { Animation($0) }) { ringScale = glow.targetScale }
        }
    }
  }
#endif
