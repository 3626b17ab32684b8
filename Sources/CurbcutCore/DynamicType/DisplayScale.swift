/// How many pixels a screen draws per point along each axis (UIKit's `displayScale`).
///
/// `FontMetrics.scaledValue` rounds to the pixel grid, so its result depends on the screen: a third of a point on
/// a @3x iPhone, half a point on a @2x iPad or iPhone SE.
public enum DisplayScale: Int, CaseIterable, Hashable, Sendable {
  /// One pixel per point (older and external displays).
  case x1 = 1
  /// Two pixels per point (iPad, iPhone SE).
  case x2 = 2
  /// Three pixels per point (most iPhones since the iPhone X).
  case x3 = 3

  /// The number of pixels per point.
  public var pixelsPerPoint: Double { Double(rawValue) }
}
