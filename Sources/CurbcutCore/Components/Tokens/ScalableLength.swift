/// A length that grows and shrinks with Dynamic Type, as SwiftUI's `@ScaledMetric(relativeTo:)` and UIKit's
/// `UIFontMetrics.scaledValue(for:)` scale spacing and icon sizes: a value as designed at the default text size and
/// the text style whose growth it follows.
///
/// Padding and icons that scale with the text keep a layout's proportions at every text size (seed 004); a fixed
/// 16 pt padding next to 53 pt body text looks cramped, and an icon that stays 24 pt beside it looks lost.
public struct ScalableLength: Hashable, Sendable {
  /// The length at the default text size (`large`).
  public let base: UnscaledPoints
  /// The text style whose scaling the length follows.
  public let relativeTo: TextStyle

  /// A length of `base` points at the default text size that scales like `relativeTo` (body text by default).
  public init(_ base: UnscaledPoints, relativeTo: TextStyle = .body) {
    self.base = base
    self.relativeTo = relativeTo
  }

  /// The length displayed when the person has chosen `category`, rounded to the pixel grid of a screen of
  /// `displayScale` as `@ScaledMetric` rounds it.
  public func scaled(at category: TextSizeCategory, displayScale: DisplayScale = .x3) -> ScaledPoints {
    FontMetrics(relativeTo: relativeTo).scaledValue(base, at: category, displayScale: displayScale)
  }
}
