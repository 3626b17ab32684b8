import Plot

/// The page every HTML report is drawn in: one self-contained file (styles inline, no script, nothing fetched), in the
/// reader's light or dark appearance, with landmarks (header, navigation, main, footer), a link that skips to the
/// content, and a list of its sections, so that it can be read with a keyboard or a screen reader and handed to someone
/// who has no Curbcut.
public struct HTMLPage {
  /// A part of the page: a heading of the second level, the navigation's link to it, and what it shows.
  public struct Section {
    public var id: String
    public var heading: String
    public var content: [Node<HTML.BodyContext>]

    public init(id: String, heading: String, content: [Node<HTML.BodyContext>]) {
      self.id = id
      self.heading = heading
      self.content = content
    }
  }

  public var title: String
  /// One line under the title: what was checked and what was found.
  public var summary: String
  public var sections: [Section]

  public init(title: String, summary: String, sections: [Section]) {
    self.title = title
    self.summary = summary
    self.sections = sections
  }

  public func render() -> String {
    HTML(
      .lang(.english),
      .head(
        .meta(.charset(.utf8)),
        .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
        .meta(.name("color-scheme"), .content("light dark")),
        .title(title),
        .style(HTMLPalette.styleSheet)
      ),
      .body(
        .a(.class("skip"), .href("#content"), .text("Skip to the report")),
        .header(
          .h1(.text(title)),
          .p(.class("summary"), .text(summary))
        ),
        .nav(
          .attribute(named: "aria-label", value: "Sections"),
          .ul(.forEach(sections) { .li(.a(.href("#\($0.id)"), .text($0.heading))) })
        ),
        .main(
          .id("content"),
          .forEach(sections) { section in
            .section(
              .id(section.id), .attribute(named: "aria-labelledby", value: "\(section.id)-heading"),
              .h2(.id("\(section.id)-heading"), .text(section.heading)),
              .group(section.content)
            )
          }
        ),
        .footer(
          .p(
            .text("Made by \(ToolInfo.name) \(ToolInfo.version), "),
            .a(.href(ToolInfo.informationURI), .text(ToolInfo.informationURI))))
      )
    ).render() + "\n"
  }
}

extension Node {
  /// An attribute whose value is text from the run (a name, a style made of one): escaped here, since Plot writes
  /// attribute values as they are given, so a `"` in a token's name cannot end the attribute.
  public static func attribute(named name: String, text value: String) -> Node {
    .attribute(named: name, value: MarkupText.escaped(value))
  }
}

/// A table of the page: a caption, column headers, and rows whose first cell heads the row.
extension Node where Context == HTML.BodyContext {
  public static func dataTable(caption: String, columns: [String], rows: [[Node<HTML.BodyContext>]]) -> Node {
    .table(
      .caption(.text(caption)),
      .thead(.tr(.forEach(columns) { .th(.attribute(named: "scope", value: "col"), .text($0)) })),
      .tbody(
        .forEach(rows) { row in
          .tr(
            .group(
              row.enumerated().map { index, cell in
                index == 0 ? .th(.attribute(named: "scope", value: "row"), cell) : .td(cell)
              }))
        })
    )
  }
}
