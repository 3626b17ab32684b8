import CurbcutCore
import CurbcutReporting
import Plot

/// The contrast audit as one page in the reports' shell (``HTMLPage``): for each palette and appearance, the pairs as a
/// heatmap (a foreground per row, a background per column, each cell a swatch of the pair as it renders with its ratio
/// on it, and pass or fail in words and a symbol as well as colour), each failing pair's suggestion as a swatch beside
/// it; the status colors, as each kind of color vision sees them, and those that look alike; and the input problems. Every name is
/// text to Plot or an escaped attribute, so no file can inject markup.
public enum ContrastHTML {
  /// The page for `audit` and the input problems met while reading its files.
  public static func render(_ audit: ContrastAudit, problems: [InputProblem]) -> String {
    let counts = audit.counts
    var sections = audit.rowsByPalette().enumerated().map { index, group in
      HTMLPage.Section(
        id: "palette-\(index + 1)", heading: group.palette.title,
        content: Appearance.allCases.compactMap { appearance in
          heatmap(
            group.rows.filter { $0.appearances.contains(appearance) }, appearance, of: group.palette.title,
            audit.algorithm)
        })
    }
    if !audit.statusColorSets.isEmpty {
      sections.append(
        HTMLPage.Section(
          id: "status-colors", heading: "Status colors as each kind of color vision sees them",
          content: audit.statusColorSets.map { statusColors($0, in: audit) }))
    }
    let allProblems = problems + audit.problems
    if !allProblems.isEmpty {
      sections.append(
        HTMLPage.Section(
          id: "input-problems", heading: "Input problems",
          content: [.ul(.forEach(allProblems) { .li(.code(.text($0.diagnostic))) })]))
    }
    return HTMLPage(
      title: "Contrast audit",
      summary: "Level \(audit.level.rawValue), \(algorithmName(audit.algorithm)): \(counts.checked) checks, "
        + "\(counts.failed) failing.",
      sections: sections
    ).render()
  }

  // MARK: The heatmap

  /// The pairs of one appearance as a table: foregrounds down, backgrounds across; nil when it has none.
  private static func heatmap(
    _ rows: [ContrastRow], _ appearance: Appearance, of palette: String, _ algorithm: ContrastAlgorithm
  ) -> Node<HTML.BodyContext>? {
    guard !rows.isEmpty else { return nil }
    let foregrounds = ordered(rows.map(\.evaluation.foregroundName))
    let backgrounds = ordered(rows.map(\.evaluation.backgroundName))
    let table = Node<HTML.BodyContext>.table(
      .class("heatmap"),
      .caption(.text("\(appearance.rawValue.capitalized) appearance: text colors down, backgrounds across")),
      .thead(
        .tr(
          .th(.attribute(named: "scope", value: "col"), .text("Text color")),
          .forEach(backgrounds) { .th(.attribute(named: "scope", value: "col"), .code(.text($0))) })),
      .tbody(
        .forEach(foregrounds) { foreground in
          .tr(
            .th(.attribute(named: "scope", value: "row"), .code(.text(foreground))),
            .forEach(backgrounds) { background in
              let row = rows.first {
                $0.evaluation.foregroundName == foreground && $0.evaluation.backgroundName == background
              }
              return .td(row.map { cell($0, algorithm) } ?? .text("not checked"))
            })
        }))
    return .div(
      .class("scroll"), .attribute(named: "role", value: "region"),
      .attribute(named: "aria-label", text: "\(palette), \(appearance.rawValue) pairs, which scroll sideways"),
      .attribute(named: "tabindex", value: "0"), table)
  }

  /// A pair as it renders, its ratio on it, its verdict in words with a symbol, and a failing pair's suggestion.
  private static func cell(_ row: ContrastRow, _ algorithm: ContrastAlgorithm) -> Node<HTML.BodyContext> {
    let evaluation = row.evaluation
    let measure = algorithm.checksWCAG ? evaluation.verdict.ratio.description : evaluation.apca.description
    var nodes: [Node<HTML.BodyContext>] = [
      swatch(evaluation.renderedForeground, on: evaluation.opaqueBackground, text: measure),
      .span(
        .class(evaluation.passes ? "verdict pass" : "verdict fail"),
        .text(evaluation.passes ? "✓ Pass" : "✗ Fail"),
        .text(", needs \(algorithm.checksWCAG ? row.requiredText : row.apcaRequiredText)")),
    ]
    if !evaluation.passes, let suggestion = evaluation.suggestion {
      var offers: [Node<HTML.BodyContext>] = []
      if let color = suggestion.nearestColor {
        offers.append(
          swatch(color.composited(over: evaluation.opaqueBackground), on: evaluation.opaqueBackground, text: color.hex))
      }
      if let opacity = suggestion.minimumOpacity {
        offers.append(.text(" or opacity \(String(format: "%g", opacity))"))
      }
      nodes.append(.span(.class("suggestion"), .text("Suggested: "), .group(offers)))
    }
    return .group(nodes)
  }

  /// Text in `foreground` on `background`, as the pair renders: a picture, whose name says the same in words, since a
  /// failing pair is drawn failing on purpose and is not the page's own text.
  private static func swatch(_ foreground: SRGBColor, on background: SRGBColor, text: String) -> Node<HTML.BodyContext>
  {
    let label = MarkupText.escaped("\(text) in \(foreground.hex) on \(background.hex)")
    let width = max(64, 12 + 9 * text.count)
    return .raw(
      "<svg class=\"swatch\" role=\"img\" aria-label=\"\(label)\" width=\"\(width)\" height=\"32\" "
        + "viewBox=\"0 0 \(width) 32\"><rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"31\" rx=\"6\" "
        + "fill=\"\(background.hex)\" stroke=\"currentColor\" stroke-opacity=\"0.4\"/><text x=\"\(width / 2)\" y=\"21\" "
        + "text-anchor=\"middle\" font-weight=\"600\" font-size=\"14\" fill=\"\(foreground.hex)\">"
        + MarkupText.escaped(text) + "</text></svg>")
  }

  // MARK: Color vision

  /// A set of status colors on their background, as each kind of color vision sees them in each appearance, and the
  /// pairs among them that look alike.
  private static func statusColors(
    _ set: (palette: Int, colors: [Int]), in audit: ContrastAudit
  ) -> Node<HTML.BodyContext> {
    let palette = audit.palettes[set.palette]
    let colors = set.colors.map { palette.colors[$0] }
    guard let background = colors.last else { return .group([]) }
    let statuses = Array(colors.dropLast())
    let names = Set(statuses.map(\.name))
    let collapses = audit.statusCollapses.filter { collapse in
      collapse.paletteTitle == palette.title && collapse.backgroundName == background.name
        && names.contains(collapse.first)
    }
    let tables = Appearance.allCases.compactMap { appearance -> Node<HTML.BodyContext>? in
      guard let ground = background.variants[appearance]?.color else { return nil }
      let rows = ColorVision.allCases.map { vision -> [Node<HTML.BodyContext>] in
        [.text(vision.rawValue)]
          + statuses.map { status in
            guard let color = status.variants[appearance]?.color else { return .text("none") }
            return swatch(
              vision.simulate(color.composited(over: ground)), on: vision.simulate(ground), text: status.name)
          }
      }
      return .dataTable(
        caption: "On '\(background.name)' in \(palette.title), \(appearance.rawValue)",
        columns: ["Vision"] + statuses.map(\.name), rows: rows)
    }
    let verdict: Node<HTML.BodyContext> =
      collapses.isEmpty
      ? .p(.text("✓ Told apart by every kind of color vision on '\(background.name)'."))
      : .ul(.forEach(collapses) { .li(.text("✗ " + $0.summary)) })
    return .group([verdict] + tables)
  }

  // MARK: Words

  /// Names in the order they first appear.
  private static func ordered(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  private static func algorithmName(_ algorithm: ContrastAlgorithm) -> String {
    switch algorithm {
    case .wcag2: "WCAG 2.x"
    case .apca: "APCA"
    case .both: "WCAG 2.x and APCA"
    }
  }
}
