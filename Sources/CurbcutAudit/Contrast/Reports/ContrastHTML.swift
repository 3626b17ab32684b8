import CurbcutCore
import CurbcutReporting

/// The contrast audit as one self-contained HTML page: inline CSS, no scripts, a swatch of each pair as it renders,
/// every name and message escaped.
public enum ContrastHTML {
  /// The page for `audit` and the input problems met while reading its files.
  public static func render(_ audit: ContrastAudit, problems: [InputProblem]) -> String {
    let counts = audit.counts
    var body = """
      <h1>Contrast audit</h1>
      <p class="summary">Level \(audit.level.rawValue), \(algorithmName(audit.algorithm)): \(counts.checked) \
      checks, \(counts.failed) failing.</p>

      """
    for (palette, rows) in audit.rowsByPalette() {
      body +=
        "<h2>\(MarkupText.escaped(palette.title))</h2>\n<table>\n<thead><tr><th>Sample</th><th>Token</th><th>On</th>"
        + "<th>Appearance</th>"
      if audit.algorithm.checksWCAG { body += "<th>Ratio</th><th>Required</th>" }
      if audit.algorithm.checksAPCA { body += "<th>APCA</th><th>APCA required</th>" }
      body += "<th>Result</th><th>Suggestion</th></tr></thead>\n<tbody>\n"
      for row in rows {
        body += self.row(row, audit.algorithm)
      }
      body += "</tbody>\n</table>\n"
    }
    if !audit.statusCollapses.isEmpty {
      body +=
        "<h2>Status colors</h2>\n<ul>\n"
        + audit.statusCollapses.map {
          "<li>\(MarkupText.escaped($0.paletteTitle)): \(MarkupText.escaped($0.summary))</li>\n"
        }.joined()
        + "</ul>\n"
    }
    let allProblems = problems + audit.problems
    if !allProblems.isEmpty {
      body +=
        "<h2>Input problems</h2>\n<ul>\n"
        + allProblems.map { "<li><code>\(MarkupText.escaped($0.diagnostic))</code></li>\n" }.joined() + "</ul>\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Curbcut contrast audit</title>
      <style>
      body { font: 15px/1.4 -apple-system, system-ui, sans-serif; margin: 2rem; color: #1C1C1E; background: #FFFFFF; }
      table { border-collapse: collapse; margin-bottom: 2rem; }
      th, td { border-bottom: 1px solid #D1D1D6; padding: 0.4rem 0.8rem; text-align: left; vertical-align: middle; }
      th { font-weight: 600; }
      .swatch { display: inline-block; min-width: 3.5rem; padding: 0.5rem; border: 1px solid #C7C7CC; \
      border-radius: 6px; font-weight: 600; text-align: center; }
      .hex { color: #6C6C70; font-family: ui-monospace, monospace; font-size: 0.85em; }
      .fail td.result { color: #D70015; font-weight: 600; }
      .pass td.result { color: #248A3D; }
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  private static func row(_ row: ContrastRow, _ algorithm: ContrastAlgorithm) -> String {
    let evaluation = row.evaluation
    var cells = [
      "<span class=\"swatch\" style=\"color: \(evaluation.renderedForeground.hex); background-color: "
        + "\(evaluation.opaqueBackground.hex)\">Aa</span>",
      named(evaluation.foregroundName, evaluation.foreground.color),
      named(evaluation.backgroundName, evaluation.opaqueBackground),
      MarkupText.escaped(row.appearanceText),
    ]
    if algorithm.checksWCAG { cells += [evaluation.verdict.ratio.description, MarkupText.escaped(row.requiredText)] }
    if algorithm.checksAPCA { cells += [evaluation.apca.description, row.apcaRequiredText] }
    let result = "<td class=\"result\">\(MarkupText.escaped(row.resultText))</td>"
    return "<tr class=\"\(evaluation.passes ? "pass" : "fail")\">" + cells.map { "<td>\($0)</td>" }.joined()
      + result + "<td>\(MarkupText.escaped(row.suggestionText))</td></tr>\n"
  }

  private static func named(_ name: String, _ color: SRGBColor) -> String {
    "<code>\(MarkupText.escaped(name))</code> <span class=\"hex\">\(color.hex)</span>"
  }

  private static func algorithmName(_ algorithm: ContrastAlgorithm) -> String {
    switch algorithm {
    case .wcag2: "WCAG 2.x"
    case .apca: "APCA"
    case .both: "WCAG 2.x and APCA"
    }
  }

}
