import Foundation

/// A WCAG 2.x contrast ratio, from 1 (no contrast, written 1:1) to 21 (black on white, 21:1).
///
/// Definition (WCAG 2.2, "contrast ratio"): `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter relative luminance,
/// so the ratio does not depend on which color is the foreground. Requirements compare the unrounded value:
/// 4.499:1 fails a 4.5:1 minimum.
public struct ContrastRatio: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The ratio's first term, 1...21 (the second is always 1).
  public let value: Double

  /// A ratio written as a number, as in a requirement's 4.5:1.
  public init(_ value: Double) {
    self.value = value
  }

  /// The contrast between two luminances, in either order: two additions and a division.
  public init(_ first: RelativeLuminance, _ second: RelativeLuminance) {
    let (lighter, darker) = first > second ? (first, second) : (second, first)
    value = (lighter.value + 0.05) / (darker.value + 0.05)
  }

  /// `4.47:1`: two decimals, rounded down like WebAIM's checker, so a failing ratio never reads as its minimum.
  public var description: String {
    String(format: "%.2f:1", (value * 100).rounded(.down) / 100)
  }

  /// Orders ratios from least to most contrast.
  public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}
