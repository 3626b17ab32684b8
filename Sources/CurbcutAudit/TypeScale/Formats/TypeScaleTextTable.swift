import CurbcutCore

/// The `table` format: aligned columns for a terminal.
///
/// Entries are rows and the twelve text sizes are columns, because there are at most twelve sizes but any number
/// of tokens, and a terminal scrolls down, not across. Each entry takes a row per metric (size, leading and, for
/// tokens, tracking) so that a cell holds one number; sizes are headed by short names (`xS` ... `AX5`) and values
/// are given to a tenth of a point, which keeps a ramp with 100 pt sizes and 20-character names within about 110
/// columns. The other formats give values to a thousandth.
enum TypeScaleTextTable {
  /// The ramp as a titled, aligned table with notes below.
  static func render(_ scale: TypeScale) -> String {
    let header = [scale.entryHeading, ""] + TextSizeCategory.allCases.map(shortName) + ["reach"]
    var rows = [header]
    for entry in scale.entries {
      for (index, metric) in scale.metrics.enumerated() {
        let label =
          switch (index, scale.kind) {
          case (0, _): TypeScale.singleLine(entry.name)
          case (1, .designTokens): "(\(entry.relativeTo.name))"
          default: ""
          }
        let values = entry.sizes.map { size in
          metric.value(in: size).map { NumberText.decimal($0.value, places: 1) } ?? ""
        }
        rows.append([label, metric.rawValue] + values + [index == 0 ? NumberText.percent(entry.largestShare) : ""])
      }
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column < 2 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    var notes = [
      "xS ... AX5: xSmall, small, medium, large (L, the default), xLarge, xxLarge, xxxLarge, accessibility1 ... 5"
    ]
    if scale.kind == .designTokens { notes.append("(style): the text style a token scales with") }
    notes += scale.notes
    return ([scale.summary, ""] + lines + [""] + notes).joined(separator: "\n") + "\n"
  }

  /// The column heading of a text size category: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` ... `AX5`.
  static func shortName(_ category: TextSizeCategory) -> String {
    switch category {
    case .xSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .xLarge: "xL"
    case .xxLarge: "xxL"
    case .xxxLarge: "xxxL"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }
}
