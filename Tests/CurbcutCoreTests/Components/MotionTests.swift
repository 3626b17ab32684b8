import Testing

@testable import CurbcutCore

struct MotionTests {
  @Test func reduceMotionTurnsAnyAnimationIntoAShortLinearOne() {
    #expect(MotionAnimation.standard == .spring(response: 0.35, dampingFraction: 0.8))
    #expect(MotionAnimation.standard.adapted(reduceMotion: false) == .standard)
    #expect(MotionAnimation.standard.adapted(reduceMotion: true) == .linear(duration: 0.1))
    #expect(MotionAnimation.easeInOut(duration: 1).adapted(reduceMotion: true) == .reduced)
  }

  @Test func reduceMotionTurnsMovementIntoAFade() {
    #expect(MotionTransition.slide.adapted(reduceMotion: true) == .opacity)
    #expect(MotionTransition.move(.bottom).adapted(reduceMotion: true) == .opacity)
    #expect(MotionTransition.scale.adapted(reduceMotion: false) == .scale)
  }

  @Test func theGlowBreathesOnlyWithoutReduceMotion() {
    let breathing = BreathingGlow(reduceMotion: false)
    #expect(breathing.animation == .repeatingForever(.easeInOut(duration: 3)))
    #expect(breathing.targetScale == 1.15)
    let still = BreathingGlow(reduceMotion: true)
    #expect(still.animation == nil)
    #expect(still.targetScale == 1)
  }
}
