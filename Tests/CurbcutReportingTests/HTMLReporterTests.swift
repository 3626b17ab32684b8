import CurbcutCore
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutReporting

/// The HTML report's structure: what a screen reader and a keyboard need, the excerpts and fixes, escaping, and its own
/// colours. (`BrowserAccessibilityTests` runs axe-core on real pages in Chromium.)
@Suite struct HTMLReporterTests {
  /// The sample report, with the files of its first two findings written where the reporter reads them.
  private func render() throws -> String {
    let folder = try TemporaryFolder()
    var lines = (1...6).map { "let line\($0) = \($0)" }
    // The sample's fix removes bytes 120..<127, " button" on line 4: the lines before it take 67 bytes.
    lines[0] += " // 0000"
    lines[1] += " // 0000"
    lines[2] += " // 00000"
    lines[3] = "      Button(\"Submit\") { }.accessibilityLabel(\"Submit button\")"
    try folder.write("Sources/Checkout.swift", lines.joined(separator: "\n") + "\n")
    return HTMLReporter(rootDirectory: folder.path, command: "lint").render(SampleReport.report)
  }

  @Test func thePageHasLandmarksHeadingsAndHeadedTables() throws {
    let html = try render()
    #expect(html.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    for landmark in ["<header>", "<nav aria-label=\"Sections\">", "<main id=\"content\">", "<footer>"] {
      #expect(html.contains(landmark), "\(landmark)")
    }
    #expect(html.contains("<a class=\"skip\" href=\"#content\">Skip to the report</a>"))
    #expect(html.components(separatedBy: "<h1>").count == 2)
    #expect(html.contains("<h2 id=\"summary-heading\">Summary</h2>"))
    #expect(html.contains("<caption>Findings by rule</caption>"))
    #expect(html.contains("<th scope=\"col\">Rule</th>"))
    #expect(
      html.contains("<th scope=\"row\"><a href=\"#rule-icon_only_control_label\">Icon-only control label</a></th>"))
    #expect(html.contains("<th scope=\"row\">WCAG 1.1.1</th><td>2</td>"))
    // No script, no stylesheet or image fetched: the page is one file.
    #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("<img"))
  }

  @Test func aFindingShowsItsLinesWithTheSpanMarkedAndItsFixAsADiff() throws {
    let html = try render()
    #expect(
      html.contains(
        "<span class=\"line-number\">4  </span>      Button(\"Submit\") { }.accessibilityLabel(<mark>\"Submit button\"</mark>)"
      ))
    #expect(html.contains("<span class=\"line-number\">2  </span>let line2 = 2"), "two lines before")
    #expect(html.contains("<span class=\"line-number\">6  </span>let line6 = 6"), "two lines after")
    #expect(!html.contains("let line7"))
    #expect(html.contains("<p>Fix: Remove 'button' from the label</p>"))
    #expect(
      html.contains(
        "<span class=\"removed\">-       Button(\"Submit\") { }.accessibilityLabel(\"Submit button\")</span>"
          + "<span class=\"added\">+       Button(\"Submit\") { }.accessibilityLabel(\"Submit\")</span>"))
    // A file that cannot be read shows the line the finding keeps.
    #expect(html.contains("<pre><code>Image(systemName: \"ellipsis\")</code></pre>"))
  }

  @Test func textIsEscapedAndRationalesAreMarkdown() throws {
    let html = try render()
    #expect(html.contains("Icon-only 'Menu' has &lt;no&gt; label &amp; 100% \"odd\" text"))
    #expect(!html.contains("<no>"))
    #expect(html.contains("<code>.accessibilityLabel(...)</code>"))
    #expect(HTMLReporter.escapingHTML("a < b & `Image<T>`") == "a &lt; b &amp; `Image<T>`")
  }

  @Test(arguments: [("light", HTMLPalette.light), ("dark", HTMLPalette.dark)])
  func everyColourOfThePageMeetsWCAGAA(_ appearance: String, _ pairs: [HTMLPalette.Pair]) throws {
    for pair in pairs {
      let ratio = ContrastRatio(
        RelativeLuminance(try SRGBColor(hex: pair.foreground)), RelativeLuminance(try SRGBColor(hex: pair.background)))
      #expect(ratio.value >= 4.5, "\(appearance) \(pair.name): \(pair.foreground) on \(pair.background) is \(ratio)")
    }
  }
}
