import CurbcutCore
import Foundation

/// The contrast audit as tables, one per palette, laid out like seed 004's hand audit (token, on, appearance,
/// ratio, required, result) with a suggestion on each failure; status-color collapses follow.
public enum ContrastTable: Sendable {
  /// Aligned plain-text columns, for a terminal.
  case text
  /// GitHub-flavored Markdown, for a pull request comment or a README.
  case markdown
}

extension ContrastTable {
  /// The audit rendered in this style.
  public func render(_ audit: ContrastAudit) -> String {
    var sections: [String] = []
    let columns = columns(audit.algorithm)
    let header = columns.map(\.title)
    for (palette, rows) in audit.rowsByPalette() {
      let body = rows.map { row in columns.map { $0.value(row) } }
      sections.append(self == .markdown ? markdown(palette.title, header, body) : text(palette.title, header, body))
    }
    if !audit.statusCollapses.isEmpty {
      let lines = audit.statusCollapses.map { "\($0.paletteTitle): \($0.summary)" }
      sections.append(
        self == .markdown
          ? "### Status colors\n\n" + lines.map { "- \($0)\n" }.joined()
          : "Status colors\n" + lines.map { "  \($0)\n" }.joined())
    }
    return sections.joined(separator: "\n")
  }

  private struct Column {
    let title: String
    let value: (ContrastRow) -> String
  }

  private func columns(_ algorithm: ContrastAlgorithm) -> [Column] {
    var columns = [
      Column(title: "Token") { self.named($0.evaluation.foregroundName, $0.evaluation.foreground.color) },
      Column(title: "On") { self.named($0.evaluation.backgroundName, $0.evaluation.opaqueBackground) },
      Column(title: "Appearance") { $0.appearanceText },
    ]
    if algorithm.checksWCAG {
      columns += [
        Column(title: "Ratio") { $0.evaluation.verdict.ratio.description },
        Column(title: "Required") { $0.requiredText },
      ]
    }
    if algorithm.checksAPCA {
      columns += [
        Column(title: "APCA") { $0.evaluation.apca.description },
        Column(title: algorithm.checksWCAG ? "APCA required" : "Required") { $0.apcaRequiredText },
      ]
    }
    return columns + [
      Column(title: "Result") { $0.resultText },
      Column(title: "Suggestion") { $0.suggestionText },
    ]
  }

  /// `textTertiary (#FFFFFF66)`, the name as code in Markdown: the foreground as specified, the background as
  /// measured (opaque).
  private func named(_ name: String, _ color: SRGBColor) -> String {
    guard self == .markdown else { return "\(name) (\(color.hex))" }
    return
      "`\(name.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|"))` (\(color.hex))"
  }

  private func text(_ title: String, _ header: [String], _ body: [[String]]) -> String {
    let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
        .trimmingTrailingSpaces() + "\n"
    }
    return title + "\n" + line(header) + line(widths.map { String(repeating: "-", count: $0) })
      + body.map(line).joined()
  }

  private func markdown(_ title: String, _ header: [String], _ body: [[String]]) -> String {
    func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
    return "### \(title)\n\n" + line(header) + line(header.map { _ in "---" }) + body.map(line).joined()
  }
}
