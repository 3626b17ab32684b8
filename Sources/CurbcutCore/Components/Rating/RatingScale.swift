/// The behaviour of a rating control out of `maximum` (seed 001): what VoiceOver reads, how swiping up and down
/// changes the rating, and which marks are filled. Every visual style of the control shares it.
public struct RatingScale: Hashable, Sendable {
  /// The highest rating, at least 1.
  public let maximum: Int

  /// A scale from 1 to `maximum`. Traps when `maximum` is below 1, as `1...0` does: a rating out of nothing is a
  /// programming error, not input.
  public init(maximum: Int) {
    precondition(maximum >= 1, "A rating scale needs a maximum of at least 1, got \(maximum)")
    self.maximum = maximum
  }

  /// Five stars.
  public static let fiveStars = RatingScale(maximum: 5)

  /// What VoiceOver reads as the control's value: "3 of 5", or "Not rated" for 0. A stored rating outside
  /// 0...maximum is read as the nearest of those.
  public func accessibilityValue(for rating: Int) -> ComponentString {
    let shown = min(max(rating, 0), maximum)
    guard shown > 0 else { return ComponentString("curbcut.rating.notRated", english: "Not rated") }
    return ComponentString("curbcut.rating.value", english: "%lld of %lld", .number(shown), .number(maximum))
  }

  /// A rating someone chose, by tapping a mark or by an adjustment, limited to 1...maximum.
  public func clamped(_ rating: Int) -> Int { min(max(rating, 1), maximum) }

  /// The rating after a VoiceOver swipe up (increment) or down (decrement), limited to 1...maximum as in seed 001:
  /// incrementing 5 of 5 stays 5, decrementing 1 stays 1, and either swipe rates a control that was not rated yet
  /// (0) as 1, the lowest rating there is.
  public func adjusted(_ rating: Int, _ adjustment: RatingAdjustment) -> Int {
    switch adjustment {
    case .increment: clamped(rating + 1)
    case .decrement: clamped(rating - 1)
    }
  }

  /// The marks a style draws for `rating`, one per point of the scale, in order; the first `rating` are filled.
  public func symbols(for rating: Int) -> [RatingSymbol] {
    (1...maximum).map { RatingSymbol(value: $0, isFilled: $0 <= rating) }
  }
}

/// A VoiceOver swipe on an adjustable control.
public enum RatingAdjustment: Hashable, Sendable {
  /// Swipe up: one more.
  case increment
  /// Swipe down: one fewer.
  case decrement
}

/// One mark of a rating control: a star, a dot, whatever the style draws.
public struct RatingSymbol: Hashable, Sendable, Identifiable {
  /// The rating choosing this mark sets, 1...maximum.
  public let value: Int
  /// Whether the mark is within the current rating.
  public let isFilled: Bool

  /// Identifies the mark by its value, for `ForEach`.
  public var id: Int { value }

  /// The SF Symbol `StarRatingStyle` draws: `star.fill` or `star`. The two shapes differ without color.
  public var starImageName: String { isFilled ? "star.fill" : "star" }

  /// The color a filled or empty mark is drawn in: `statusWarning` (seed 001's stars) or `textSecondary`, both
  /// 3:1 or more on the surfaces.
  public var color: SemanticColor { isFilled ? .statusWarning : .textSecondary }
}
