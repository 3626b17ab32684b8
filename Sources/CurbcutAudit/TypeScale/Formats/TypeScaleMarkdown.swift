import CurbcutCore

/// The `markdown` format: a GitHub-flavoured Markdown table with the rows of the `table` format, text sizes by their
/// full names and values to a thousandth of a point.
enum TypeScaleMarkdown {
  /// The ramp as a paragraph, a table and a list of notes.
  static func render(_ scale: TypeScale) -> String {
    let labels = scale.kind == .designTokens ? [scale.entryHeading, "relative to", ""] : [scale.entryHeading, ""]
    let header = labels + TextSizeCategory.allCases.map(\.name) + ["reach"]
    let alignment = labels.map { _ in ":--" } + Array(repeating: "--:", count: TextSizeCategory.allCases.count + 1)
    var rows = [header, alignment]
    for entry in scale.entries {
      for (index, metric) in scale.metrics.enumerated() {
        var cells = [index == 0 ? escape(entry.name) : ""]
        if scale.kind == .designTokens { cells.append(index == 0 ? entry.relativeTo.name : "") }
        cells.append(metric.rawValue)
        cells += entry.sizes.map { size in metric.value(in: size).map { NumberText.decimal($0.value) } ?? "" }
        cells.append(index == 0 ? NumberText.percent(entry.largestShare) : "")
        rows.append(cells)
      }
    }
    let table = rows.map { "| " + $0.joined(separator: " | ") + " |" }
    let notes = scale.notes.map { "- \($0)" }
    return ([scale.summary + ".", ""] + table + [""] + notes).joined(separator: "\n") + "\n"
  }

  /// A name as Markdown text in a table cell: on one line, with the characters that would end the cell or start
  /// formatting escaped.
  private static func escape(_ name: String) -> String {
    var escaped = ""
    for character in TypeScale.singleLine(name) {
      if "\\|`*_[]<>".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
