/// Sizes and shares as every message, table and report writes them, so that the same number reads the same
/// everywhere.
package enum NumberText {
  /// A number with at most `places` decimals (0 to 3) and no trailing zeros: `17`, `16.333`, `-0.6`.
  package static func decimal(_ value: Double, places: Int = 3) -> String {
    let scale = [1.0, 10, 100, 1000][min(max(places, 0), 3)]
    let rounded = (value * scale).rounded() / scale
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(rounded) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A share as a whole percentage, rounded down so that a size short of 200 % never reads as 200 %: `176 %`.
  /// A share that is not a number (a custom size can hold one) gives `nan %`, not a trap.
  package static func percent(_ share: Double) -> String {
    let percent = (share * 100).rounded(.down)
    return (percent.isFinite && abs(percent) < 1e15 ? String(Int(percent)) : String(percent)) + " %"
  }
}
