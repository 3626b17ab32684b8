import CurbcutCore
import CurbcutReporting
import Plot

/// The `html` format: one page in the reports' shell (``HTMLPage``): the table of the `markdown` format, a specimen of
/// each entry at every text size (its own font at the scaled size and leading, 1 pt drawn as 1 CSS px, like the
/// accessibility-size snapshots of seed 002) beside the size that would be twice its default, and a chart of each
/// entry's growth across the sizes with the 200 % line. An entry short of 200 % (WCAG 1.4.4) is said so in words.
///
/// Every name from a token file is text to Plot, which escapes it, or an attribute escaped by ``Node/attribute(named:text:)``,
/// and font families are also escaped as CSS strings before they go into a `style` attribute, so no file can inject
/// markup, styles or scripts.
enum TypeScaleHTML {
  /// The ramp as an HTML document.
  static func render(_ scale: TypeScale) -> String {
    HTMLPage(
      title: "Type scale",
      summary: scale.summary + ".",
      sections: [
        HTMLPage.Section(
          id: "ramp", heading: "The ramp at every text size",
          content: [
            // Twelve sizes and more do not fit a laptop's window: the table scrolls sideways inside its own region,
            // which takes keyboard focus so it can be scrolled without a pointer.
            .div(
              .class("scroll"), .attribute(named: "role", value: "region"),
              .attribute(named: "aria-label", value: "The table of the ramp, which scrolls sideways"),
              .attribute(named: "tabindex", value: "0"),
              table(scale)),
            .ul(.forEach(scale.notes) { .li(.text($0)) }),
          ]),
        HTMLPage.Section(
          id: "specimens", heading: "Specimens at every text size",
          content: scale.entries.map { specimens(of: $0) }),
        HTMLPage.Section(id: "growth", heading: "Growth across the text sizes", content: [chart(scale)]),
      ]
    ).render()
  }

  // MARK: The table

  private static func table(_ scale: TypeScale) -> Node<HTML.BodyContext> {
    var headings = [scale.entryHeading]
    if scale.kind == .designTokens { headings.append("relative to") }
    headings.append("metric")
    headings += TextSizeCategory.allCases.map(\.name) + ["reach"]
    return .table(
      .class("numbers"),
      .caption(.text("Point sizes, leading and tracking, by text size")),
      .thead(.tr(.forEach(headings) { .th(.attribute(named: "scope", value: "col"), .text($0)) })),
      .forEach(scale.entries) { entry in .tbody(.group(rows(entry, scale))) })
  }

  /// An entry's rows, one per metric, grouped under its name.
  private static func rows(_ entry: TypeScale.Entry, _ scale: TypeScale) -> [Node<HTML.TableContext>] {
    let span = "\(scale.metrics.count)"
    return scale.metrics.enumerated().map { index, metric in
      var cells: [Node<HTML.TableRowContext>] = []
      if index == 0 {
        cells.append(
          .th(
            .attribute(named: "scope", value: "rowgroup"), .attribute(named: "rowspan", value: span),
            .text(entry.name)))
        if scale.kind == .designTokens {
          cells.append(.td(.class("label"), .attribute(named: "rowspan", value: span), .text(entry.relativeTo.name)))
        }
      }
      cells.append(.td(.class("label"), .text(metric.rawValue)))
      cells += entry.sizes.map { size in .td(.text(metric.value(in: size).map { NumberText.decimal($0.value) } ?? "")) }
      if index == 0 { cells.append(reach(entry, rowspan: span)) }
      return .tr(.group(cells))
    }
  }

  /// How far the entry grows; short of twice its default size it fails WCAG 1.4.4, said in words, not by colour alone.
  private static func reach(_ entry: TypeScale.Entry, rowspan: String) -> Node<HTML.TableRowContext> {
    let reach = NumberText.percent(entry.largestShare)
    return entry.largestShare < 2
      ? .td(.class("fail"), .attribute(named: "rowspan", value: rowspan), .text("\(reach), under 200 %"))
      : .td(.attribute(named: "rowspan", value: rowspan), .text(reach))
  }

  // MARK: Specimens

  /// The entry's name set in its own font at each text size, then at twice its default size, the size WCAG 1.4.4 asks
  /// text to reach.
  private static func specimens(of entry: TypeScale.Entry) -> Node<HTML.BodyContext> {
    let standard = entry.sizes[TextSizeCategory.default.rawValue]
    let verdict =
      entry.largestShare < 2
      ? "reaches \(NumberText.percent(entry.largestShare)) of its default size, under 200 % (WCAG 1.4.4)"
      : "reaches \(NumberText.percent(entry.largestShare)) of its default size"
    let details = [
      entry.fontFamily, "weight \(entry.weight.rawValue)",
      "\(NumberText.decimal(standard.pointSize.value)) pt on \(NumberText.decimal(standard.leading.value)) pt by default",
    ].compactMap { $0 }.joined(separator: ", ")
    return .article(
      .class(entry.largestShare < 2 ? "specimens fail" : "specimens"),
      .h3(.text(entry.name), .text(entry.largestShare < 2 ? " (under 200 %)" : "")),
      .p(.class("meta"), .text("\(details); \(verdict).")),
      .div(
        .class("scroll"), .attribute(named: "role", value: "region"),
        .attribute(named: "aria-label", text: "\(entry.name) at every text size, which scrolls sideways"),
        .attribute(named: "tabindex", value: "0"),
        .dl(
          .group(
            entry.sizes.map { size in
              specimen(
                entry, size: size.pointSize.value, leading: size.leading.value, tracking: size.tracking?.value,
                label: "\(size.category.name): \(NumberText.decimal(size.pointSize.value)) pt")
            }),
          specimen(
            entry, size: standard.pointSize.value * 2, leading: standard.leading.value * 2,
            tracking: standard.tracking?.value,
            label: "200 % of the default: \(NumberText.decimal(standard.pointSize.value * 2)) pt", isTarget: true))))
  }

  private static func specimen(
    _ entry: TypeScale.Entry, size: Double, leading: Double, tracking: Double?, label: String, isTarget: Bool = false
  ) -> Node<HTML.DescriptionListContext> {
    let family = (entry.fontFamily.map { [cssString($0)] } ?? []) + ["-apple-system", "system-ui", "sans-serif"]
    var style = [
      "font-family: \(family.joined(separator: ", "))", "font-weight: \(entry.weight.rawValue)",
      "font-size: \(NumberText.decimal(size))px", "line-height: \(NumberText.decimal(leading))px",
    ]
    if let tracking { style.append("letter-spacing: \(NumberText.decimal(tracking))px") }
    return .group(
      .dt(.class(isTarget ? "target" : ""), .text(label)),
      .dd(.attribute(named: "style", text: style.joined(separator: "; ")), .text(entry.name)))
  }

  // MARK: The chart

  /// Each entry's size as a share of its default across the text sizes, a line each, labelled at its end, with the
  /// 200 % line; the table above holds the same numbers for those who do not see the chart.
  private static func chart(_ scale: TypeScale) -> Node<HTML.BodyContext> {
    let categories = TextSizeCategory.allCases
    let (width, height, left, right, top, bottom) = (960.0, 420.0, 56.0, 180.0, 16.0, 96.0)
    let shares = scale.entries.map { entry in
      entry.sizes.map { $0.pointSize.value / entry.sizes[TextSizeCategory.default.rawValue].pointSize.value }
    }
    let highest = max(2.2, (shares.flatMap { $0 }.max() ?? 2) + 0.1)
    let lowest = min(0.7, (shares.flatMap { $0 }.min() ?? 1) - 0.1)
    func x(_ index: Int) -> Double { left + Double(index) * (width - left - right) / Double(categories.count - 1) }
    func y(_ share: Double) -> Double { top + (highest - share) / (highest - lowest) * (height - top - bottom) }
    func number(_ value: Double) -> String { NumberText.decimal((value * 10).rounded() / 10) }
    var svg =
      "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-labelledby=\"growth-title\" "
      + "class=\"chart\"><title id=\"growth-title\">Each entry's size as a share of its default, from xSmall to "
      + "accessibility5, against the 200 % line</title>"
    for tick in stride(from: (lowest * 4).rounded(.up) / 4, through: highest, by: 0.25) {
      svg +=
        "<line class=\"grid\" x1=\"\(number(left))\" x2=\"\(number(width - right))\" y1=\"\(number(y(tick)))\" "
        + "y2=\"\(number(y(tick)))\"/><text class=\"axis\" x=\"\(number(left - 6))\" y=\"\(number(y(tick) + 4))\" "
        + "text-anchor=\"end\">\(NumberText.percent(tick))</text>"
    }
    svg +=
      "<line class=\"target\" x1=\"\(number(left))\" x2=\"\(number(width - right))\" y1=\"\(number(y(2)))\" "
      + "y2=\"\(number(y(2)))\"/><text class=\"target-label\" x=\"\(number(left + 4))\" y=\"\(number(y(2) - 6))\">"
      + "200 % (WCAG 1.4.4)</text>"
    for (index, category) in categories.enumerated() {
      svg +=
        "<text class=\"axis\" transform=\"translate(\(number(x(index))) \(number(height - bottom + 12))) "
        + "rotate(45)\">\(MarkupText.escaped(category.name))</text>"
    }
    for (entry, line) in zip(scale.entries, shares) {
      let points = line.enumerated().map { "\(number(x($0.offset))),\(number(y($0.element)))" }.joined(separator: " ")
      let dash = entry.largestShare < 2 ? " stroke-dasharray=\"6 4\"" : ""
      svg += "<polyline class=\"series\" points=\"\(points)\"\(dash)/>"
      svg +=
        "<text class=\"series-label\" x=\"\(number(width - right + 6))\" y=\"\(number(y(line.last ?? 1) + 4))\">"
        + MarkupText.escaped(entry.name + (entry.largestShare < 2 ? " (under 200 %)" : "")) + "</text>"
    }
    svg += "</svg>"
    return .div(.class("chart"), .raw(svg))
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
