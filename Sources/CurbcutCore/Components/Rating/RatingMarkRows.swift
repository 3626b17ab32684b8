/// How a rating control's marks share the width there is. Each mark keeps at least a 44 pt target, so five stars
/// need 366 pt at `accessibility3` and 474 pt at `accessibility5`, and ten dots 440 pt at every size, while an iPhone
/// is 393 pt wide: a row that does not fit wraps into rows as even as possible (5 marks in 2 rows are 3 and 2),
/// instead of running off the screen where its marks cannot be tapped.
public struct RatingMarkRows: Hashable, Sendable {
  /// The most marks in one row.
  public let columns: Int
  /// The number of rows.
  public let rows: Int

  /// The rows for `markCount` marks of `markWidth` (the widest mark, hit target included) with `spacing` between
  /// them, in `availableWidth` (nil when the container leaves the width open, as a scroll view does sideways).
  public init(markCount: Int, markWidth: ScaledPoints, spacing: ScaledPoints, availableWidth: ScaledPoints?) {
    let count = max(markCount, 1)
    var fitting = count
    if let availableWidth, availableWidth.value.isFinite {
      // n marks take n × width + (n - 1) × spacing.
      let perMark = max(markWidth.value + spacing.value, .leastNonzeroMagnitude)
      fitting = Int(((availableWidth.value + spacing.value) / perMark).rounded(.down))
    }
    rows = (count + max(fitting, 1) - 1) / max(fitting, 1)
    columns = (count + rows - 1) / rows
  }

  /// The row and column of the mark at `index` (0-based), filling rows in reading order.
  public func position(ofMarkAt index: Int) -> (row: Int, column: Int) {
    (index / columns, index % columns)
  }
}
