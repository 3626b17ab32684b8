/// The output formats of `curbcut type-scale --format`: how a ramp is printed. (Findings about the ramp go through
/// the reporters of `ReportFormat`, not these.)
public enum TypeScaleFormat: String, CaseIterable, Sendable {
  /// Aligned columns for a terminal: an entry per row group (size, leading, tracking), the twelve text sizes as
  /// columns, values to a tenth of a point so that the widest ramp fits about 110 columns.
  case table
  /// A GitHub-flavoured Markdown table with the same rows, for READMEs and pull requests.
  case markdown
  /// One row per entry and text size: `style,category,size,leading` for system text styles,
  /// `token,category,size,leading,tracking` for tokens.
  case csv
  /// The ramp as a JSON object (`version`, `range`, then `styles` or `tokens`, each with its `sizes`).
  case json
  /// A self-contained HTML page (inline CSS, no scripts) with the table and a specimen of each entry.
  case html

  /// The ramp in this format, ending with a newline.
  public func render(_ scale: TypeScale) -> String {
    switch self {
    case .table: TypeScaleTextTable.render(scale)
    case .markdown: TypeScaleMarkdown.render(scale)
    case .csv: TypeScaleCSV.render(scale)
    case .json: TypeScaleJSON.render(scale)
    case .html: TypeScaleHTML.render(scale)
    }
  }
}
