@testable import CurbcutCore

/// Whether two measurements agree within `tolerance`, for values that come from floating-point arithmetic or from
/// references printed to a few decimals.
func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
  abs(actual - expected) <= tolerance
}

/// Whether every component of `color` is within `tolerance` of `expected` (red, green, blue, 0...1).
func isClose(_ color: SRGBColor, _ expected: [Double], within tolerance: Double) -> Bool {
  zip([color.red, color.green, color.blue], expected).allSatisfy { isClose($0, $1, within: tolerance) }
}
