import CurbcutCore
import CurbcutReporting

/// The `html` format: one self-contained page, with its CSS inline and no scripts or external resources, holding the
/// table of the `markdown` format and a specimen of each entry at its default size (1 pt drawn as 1 CSS px).
///
/// Every name from a token file is escaped for HTML, and font families are also escaped as CSS strings before they
/// go into a `style` attribute, so no file can inject markup, styles or scripts.
enum TypeScaleHTML {
  /// The ramp as an HTML document.
  static func render(_ scale: TypeScale) -> String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Type scale</title>",
      "<style>",
      stylesheet,
      "</style>",
      "</head>",
      "<body>",
      "<h1>Type scale</h1>",
      "<p>\(MarkupText.escaped(scale.summary)).</p>",
      // Twelve sizes and more do not fit a laptop's window: the table scrolls sideways inside its own region, which
      // takes keyboard focus so it can be scrolled without a pointer.
      "<div class=\"scroll\" role=\"region\" aria-label=\"The ramp at every text size\" tabindex=\"0\">",
      "<table>",
    ]
    lines += header(scale)
    for entry in scale.entries { lines += rows(entry, scale) }
    lines += ["</table>", "</div>"]
    lines.append("<ul>" + scale.notes.map { "<li>\(MarkupText.escaped($0))</li>" }.joined() + "</ul>")
    lines.append("<h2>At the default size</h2>")
    lines += scale.entries.map(specimen)
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Quiet styles that keep the numbers aligned and readable in light and dark mode.
  private static let stylesheet = """
    :root { color-scheme: light dark; font: 15px/1.45 -apple-system, system-ui, sans-serif; }
    body { margin: 2rem; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 13px; }
    td.fail { font-weight: 700; text-decoration: underline wavy; }
    th, td { padding: 0.2rem 0.5rem; text-align: right; }
    thead th { border-bottom: 2px solid currentColor; }
    tbody { border-bottom: 1px solid color-mix(in srgb, currentColor 25%, transparent); }
    th[scope="rowgroup"], td.label { text-align: left; }
    .specimen { margin: 0.75rem 0; }
    .specimen small { display: block; opacity: 0.7; font: 13px -apple-system, system-ui, sans-serif; }
    """

  /// The column headings.
  private static func header(_ scale: TypeScale) -> [String] {
    var headings = [scale.entryHeading]
    if scale.kind == .designTokens { headings.append("relative to") }
    headings.append("metric")
    headings += TextSizeCategory.allCases.map(\.name) + ["reach"]
    let cells = headings.map { "<th scope=\"col\">\(MarkupText.escaped($0))</th>" }.joined()
    return ["<thead>", "<tr>" + cells + "</tr>", "</thead>"]
  }

  /// An entry's rows, one per metric, grouped under its name.
  private static func rows(_ entry: TypeScale.Entry, _ scale: TypeScale) -> [String] {
    let span = scale.metrics.count
    var lines = ["<tbody>"]
    for (index, metric) in scale.metrics.enumerated() {
      var cells = ""
      if index == 0 {
        cells += "<th scope=\"rowgroup\" rowspan=\"\(span)\">\(MarkupText.escaped(entry.name))</th>"
        if scale.kind == .designTokens {
          cells += "<td class=\"label\" rowspan=\"\(span)\">\(entry.relativeTo.name)</td>"
        }
      }
      cells += "<td class=\"label\">\(metric.rawValue)</td>"
      cells += entry.sizes.map { size in
        "<td>" + (metric.value(in: size).map { NumberText.decimal($0.value) } ?? "") + "</td>"
      }.joined()
      if index == 0 {
        // A style that never reaches twice its default size fails WCAG 1.4.4, said in words, not by colour alone.
        let reach = NumberText.percent(entry.largestShare)
        cells +=
          entry.largestShare < 2
          ? "<td class=\"fail\" rowspan=\"\(span)\">\(reach), under 200 %</td>"
          : "<td rowspan=\"\(span)\">\(reach)</td>"
      }
      lines.append("<tr>\(cells)</tr>")
    }
    lines.append("</tbody>")
    return lines
  }

  /// The entry's name set in its own font at the default text size, with its numbers below.
  private static func specimen(_ entry: TypeScale.Entry) -> String {
    let size = entry.sizes[TextSizeCategory.default.rawValue]
    let family = (entry.fontFamily.map { [cssString($0)] } ?? []) + ["-apple-system", "system-ui", "sans-serif"]
    var style = [
      "font-family: \(family.joined(separator: ", "))",
      "font-weight: \(entry.weight.rawValue)",
      "font-size: \(NumberText.decimal(size.pointSize.value))px",
      "line-height: \(NumberText.decimal(size.leading.value))px",
    ]
    if let tracking = size.tracking { style.append("letter-spacing: \(NumberText.decimal(tracking.value))px") }
    let details = [
      entry.fontFamily,
      "\(NumberText.decimal(size.pointSize.value)) pt on \(NumberText.decimal(size.leading.value)) pt",
      "weight \(entry.weight.rawValue)",
    ].compactMap { $0 }.joined(separator: ", ")
    return "<p class=\"specimen\" style=\"\(MarkupText.escaped(style.joined(separator: "; ")))\">"
      + MarkupText.escaped(entry.name) + "<small>\(MarkupText.escaped(details))</small></p>"
  }

  /// A CSS string in double quotes: quotes, backslashes and control characters become hexadecimal escapes
  /// (`\22 `), so the string cannot end early or break the declaration.
  private static func cssString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" || scalar.properties.generalCategory == .control {
        escaped += "\\" + String(scalar.value, radix: 16) + " "
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
