/// A length in iOS points, the unit UIKit and SwiftUI lay out in (not pixels: a point is one, two or three
/// pixels, see `DisplayScale`).
///
/// Two types conform, `UnscaledPoints` and `ScaledPoints`, so that a size as designed can never be used where a
/// size as displayed is expected. Seed 002 (Airbnb) found that the most common Dynamic Type bug was layout code
/// using unscaled units. Arithmetic stays within one type; the only conversion from unscaled to scaled is
/// `FontMetrics`, given a text size category.
public protocol PointLength: Comparable, Hashable, Sendable, AdditiveArithmetic, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The length in points.
  var value: Double { get }

  /// Creates the length from a number of points.
  init(_ value: Double)
}

extension PointLength {
  /// A length of zero points.
  public static var zero: Self { Self(0) }

  /// Creates the length from an integer literal, in points.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// Creates the length from a floating-point literal, in points.
  public init(floatLiteral value: Double) { self.init(value) }

  /// The sum of two lengths of the same kind.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.value + rhs.value) }

  /// The difference of two lengths of the same kind.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.value - rhs.value) }

  /// The length multiplied by a plain factor, such as a line-height multiple.
  public static func * (lhs: Self, rhs: Double) -> Self { Self(lhs.value * rhs) }

  /// The ratio of two lengths of the same kind, such as a scaled size as a share of the default one.
  public static func / (lhs: Self, rhs: Self) -> Double { lhs.value / rhs.value }

  /// Orders lengths by their number of points.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

  /// The length as people read it in a message: `17 pt`, `16.333 pt` (at most three decimals).
  public var description: String {
    NumberText.decimal(value) + " pt"
  }
}

/// A length as designed: the value shown to people at the default text size (`large`), and the value a design
/// system writes in its tokens. Convert it with `FontMetrics` before using it for layout.
public struct UnscaledPoints: PointLength {
  /// The length in points at the default text size.
  public let value: Double

  /// Creates the length from a number of points at the default text size.
  public init(_ value: Double) { self.value = value }
}

/// A length as displayed at one text size category: what layout code reads at run time.
public struct ScaledPoints: PointLength {
  /// The length in points at the text size it was scaled for.
  public let value: Double

  /// Creates the length from a number of points at some text size.
  public init(_ value: Double) { self.value = value }
}
