import Foundation
import Testing

/// `curbcut type-scale` on Apple's text styles: formats, the clamp, the findings' outputs and exit statuses.
struct TypeScaleCommandTests {
  static let largeTitleFinding =
    "<system>:1:1: warning: 'largeTitle' (34 pt) grows only to 176 % of its default size at 'accessibility5', short"
    + " of the 200 % WCAG 1.4.4 asks for; no upper bound reaches 200 % (text_resize_200_percent)\n"

  @Test func withoutInputItShowsApplesTextStylesAndReportsLargeTitle() throws {
    let run = try TypeScaleRun([])
    #expect(run.status == 1)
    #expect(run.outputLines[0].hasPrefix("Apple's text styles, in points"))
    #expect(run.outputLines[3] == "largeTitle   size     31  32  33  34  36   38    40   44   48   52   56   60  176 %")
    #expect(run.error == Self.largeTitleFinding)
  }

  @Test func csvHasTheExactHeaderAndOneRowPerStyleAndSize() throws {
    let run = try TypeScaleRun(["--format", "csv"])
    #expect(run.outputLines[0] == "style,category,size,leading")
    #expect(run.outputLines.count == 1 + 11 * 12 + 1)
    #expect(run.outputLines.contains("title2,accessibility3,44,52"))
    #expect(run.outputLines.contains("caption1,xSmall,11,13"))
  }

  @Test(arguments: ["markdown", "json", "html"])
  func everyFormatGoesToStandardOutput(format: String) throws {
    let run = try TypeScaleRun(["--format", format])
    #expect(run.status == 1)
    #expect(run.output.contains("largeTitle"))
    #expect(run.error == Self.largeTitleFinding)
  }

  @Test func aRangeClampsTheRampAndTheCheck() throws {
    let run = try TypeScaleRun(["--range", "large...accessibility3", "--format", "csv"])
    #expect(run.status == 1)
    #expect(run.outputLines.contains("body,xSmall,17,22"))
    #expect(run.outputLines.contains("body,accessibility5,40,48"))
    #expect(run.error.split(separator: "\n").map { $0.prefix(16) } == ["<system>:1:1: wa", "<system>:2:1: wa"])
    #expect(run.error.contains("'title1' (28 pt) grows only to 171 % of its default size at 'accessibility3'"))
  }

  @Test func theRampAndTheFindingsCanEachGoToAFile() throws {
    let run = try TypeScaleRun(
      ["--format", "json", "--output", "ramp.json", "--report", "json", "--report-output", "findings.json"],
      reading: ["ramp.json", "findings.json"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty && run.error.isEmpty)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data((run.written["findings.json"] ?? "").utf8)) as? [String: Any])
    let first = try #require((findings["findings"] as? [[String: Any]])?.first)
    #expect(first["rule"] as? String == "text_resize_200_percent")
    #expect(first["path"] as? String == "<system>")
    #expect(first["line"] as? Int == 1)
    #expect(run.written["ramp.json"]?.contains("\"range\" : \"xSmall...accessibility5\"") == true)
  }

  @Test(arguments: ["sarif", "github", "junit"])
  func findingsGoThroughEveryReporter(report: String) throws {
    let run = try TypeScaleRun(["--report", report, "--format", "csv"])
    #expect(run.status == 1)
    #expect(run.error.contains("text_resize_200_percent"))
    #expect(run.outputLines[0] == "style,category,size,leading")
    // Apple's styles are in no file: no `<system>` location for code scanning or annotations to point at.
    #expect(report == "junit" || !run.error.contains("<system>"), "\(run.error)")
  }

  @Test(arguments: [
    (["--range", "huge"], "Unknown text size category 'huge'"),
    (["--range", "xxLarge...large"], "contains no text size category"),
    (["--range", "small...large...xLarge"], "Malformed Dynamic Type range"),
    (["--format", "pdf"], "The value 'pdf' is invalid for '--format <format>'"),
    (["--output", "same.txt", "--report-output", "./same.txt"], "--output and --report-output name the same file"),
    (["--config", "missing.yml"], "missing.yml: error: configuration file not found"),
    (["--output", "no/such/folder/ramp.txt"], "no/such/folder/ramp.txt: error: cannot write the file"),
  ])
  func badUsageExitsTwoAndSaysWhatWasExpected(arguments: [String], message: String) throws {
    let run = try TypeScaleRun(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
  }
}

/// The `typography:` section of `.curbcut.yml` as `curbcut type-scale` reads it.
struct TypeScaleConfigurationTests {
  @Test func anExemptionWaivesLargeTitlesResizeFinding() throws {
    let run = try TypeScaleRun([], files: [".curbcut.yml": "typography:\n  exempt: [largeTitle]\n"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(run.outputLines[3].hasSuffix("176 %"), "the ramp still shows how far it grows")
  }

  @Test func anExemptionOutsideTheRampIsWarnedAboutWithASuggestion() throws {
    let run = try TypeScaleRun([], files: [".curbcut.yml": "typography:\n  exempt: [largeTitel]\n"])
    #expect(run.status == 1)
    #expect(
      run.error.contains(
        ".curbcut.yml:2:12: warning: 'typography.exempt[0]': 'largeTitel' is not a token or text style of the ramp;"
          + " did you mean 'largeTitle'?"))
    #expect(run.error.contains("(text_resize_200_percent)"))
  }

  @Test func anEmptySectionIsNoSettings() throws {
    let run = try TypeScaleRun([], files: [".curbcut.yml": "typography:\n"])
    #expect(run.status == 1)
    #expect(run.error == TypeScaleCommandTests.largeTitleFinding)
  }

  @Test(arguments: [
    ("typography: 3\n", ".curbcut.yml:1:13: error: 'typography': expected a mapping with"),
    ("typography:\n  exmpt: []\n", ".curbcut.yml:2:3: error: 'typography.exmpt': is not a typography setting"),
    ("typography:\n  exmpt: []\n", "did you mean 'exempt'?"),
    (
      "typography:\n  exempt: largeTitle\n", ".curbcut.yml:2:11: error: 'typography.exempt': expected a list of strings"
    ),
    ("typography:\n  exempt: {a: 1}\n", ".curbcut.yml:2:11: error: 'typography.exempt': expected a list of strings"),
    (
      "typography:\n  exempt:\n    - [a]\n",
      ".curbcut.yml:3:7: error: 'typography.exempt[0]': expected a string, found a list"
    ),
  ])
  func aBadSectionExitsTwoNamingFileLineAndKey(configuration: String, message: String) throws {
    let run = try TypeScaleRun([], files: [".curbcut.yml": configuration])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains(message), "\(run.error)")
  }
}
