/// The colours of the HTML reports, in each appearance, and the style sheet made of them. Each text colour is named
/// with the background it is drawn on, so that a test checks every pair with Curbcut's own contrast core (at least
/// 4.5:1, WCAG 1.4.3); severity is written in words beside its colour.
public enum HTMLPalette {
  /// A text colour on a background, as `#rrggbb`.
  public struct Pair: Sendable {
    public let name: String
    public let foreground: String
    public let background: String
  }

  /// The severity badges, the same in both appearances.
  private static let severities: [Pair] = [
    Pair(name: "error", foreground: "#ffffff", background: "#b3261e"),
    Pair(name: "warning", foreground: "#1b1c1f", background: "#f9c74f"),
    Pair(name: "note", foreground: "#ffffff", background: "#3d5a80"),
  ]

  public static let light: [Pair] =
    [
      Pair(name: "text", foreground: "#1b1c1f", background: "#ffffff"),
      Pair(name: "muted", foreground: "#4b5059", background: "#ffffff"),
      Pair(name: "link", foreground: "#0b57d0", background: "#ffffff"),
      Pair(name: "code", foreground: "#1b1c1f", background: "#f2f3f5"),
      Pair(name: "mark", foreground: "#1b1c1f", background: "#ffe08a"),
      Pair(name: "removed", foreground: "#8c1d18", background: "#fdecea"),
      Pair(name: "added", foreground: "#0d5d2c", background: "#e6f4ea"),
    ] + severities

  public static let dark: [Pair] =
    [
      Pair(name: "text", foreground: "#e8eaed", background: "#16181c"),
      Pair(name: "muted", foreground: "#b4b9c2", background: "#16181c"),
      Pair(name: "link", foreground: "#8ab4f8", background: "#16181c"),
      Pair(name: "code", foreground: "#e8eaed", background: "#23262c"),
      Pair(name: "mark", foreground: "#fff4d6", background: "#6b4e00"),
      Pair(name: "removed", foreground: "#ffb4ab", background: "#3b1512"),
      Pair(name: "added", foreground: "#a8e6b4", background: "#10301b"),
    ] + severities

  static var styleSheet: String {
    func variables(_ pairs: [Pair]) -> String {
      pairs.map { "--\($0.name): \($0.foreground); --\($0.name)-bg: \($0.background);" }.joined(separator: " ")
    }
    return """
      :root { \(variables(light)) color-scheme: light dark; }
      @media (prefers-color-scheme: dark) { :root { \(variables(dark)) } }
      body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 3rem; color: var(--text); background: var(--text-bg);
        font: 1rem/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; }
      a { color: var(--link); }
      a:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
      .skip { position: absolute; left: -100rem; }
      .skip:focus { position: static; }
      .summary, .meta { color: var(--muted); }
      nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; padding: 0; list-style: none; }
      table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
      caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
      th, td { border-bottom: 1px solid var(--muted); padding: 0.25rem 1rem 0.25rem 0; text-align: left;
        vertical-align: top; }
      td.number, th.number { text-align: right; }
      pre { color: var(--code); background: var(--code-bg); padding: 0.75rem; overflow-x: auto; border-radius: 6px;
        font: 0.875rem/1.45 ui-monospace, Menlo, Consolas, monospace; }
      pre:focus-visible { outline: 3px solid var(--link); }
      mark { color: var(--mark); background: var(--mark-bg); text-decoration: underline wavy; }
      .line-number { color: var(--muted); user-select: none; }
      .removed { color: var(--removed); background: var(--removed-bg); display: block; }
      .added { color: var(--added); background: var(--added-bg); display: block; }
      .severity { border-radius: 4px; padding: 0 0.4rem; font-weight: 600; font-size: 0.875rem; }
      .severity.error { color: var(--error); background: var(--error-bg); }
      .severity.warning { color: var(--warning); background: var(--warning-bg); }
      .severity.note { color: var(--note); background: var(--note-bg); }
      ol.findings > li { margin-bottom: 1.5rem; }
      h3 { font-size: 1rem; margin-bottom: 0.25rem; overflow-wrap: anywhere; }
      .scroll { overflow-x: auto; max-width: 100%; }
      .scroll:focus-visible { outline: 3px solid var(--link); }
      table.numbers { font-variant-numeric: tabular-nums; font-size: 0.8125rem; }
      table.numbers td { text-align: right; padding-right: 0.6rem; }
      table.numbers td.label { text-align: left; }
      td.fail { font-weight: 700; text-decoration: underline wavy; }
      .specimens dl { display: grid; grid-template-columns: max-content auto; gap: 0.25rem 1rem; align-items: baseline; }
      .specimens dt { color: var(--muted); font-size: 0.8125rem; white-space: nowrap; }
      .specimens dt.target { color: var(--text); font-weight: 600; }
      .specimens dd { margin: 0; white-space: nowrap; }
      .specimens.fail h3 { text-decoration: underline wavy; }
      svg.chart { max-width: 100%; height: auto; }
      svg .grid { stroke: var(--muted); stroke-opacity: 0.3; }
      svg .target { stroke: var(--text); stroke-width: 2; stroke-dasharray: 2 3; }
      svg .axis, svg .series-label, svg .target-label { fill: var(--text); font-size: 12px; }
      svg .series { fill: none; stroke: var(--link); stroke-width: 2; }
      table.heatmap td { min-width: 9rem; }
      svg.swatch { vertical-align: middle; margin: 0 0.4rem 0.25rem 0; }
      .verdict, .suggestion { display: block; font-size: 0.875rem; }
      .verdict.fail { font-weight: 700; }
      """
  }
}
