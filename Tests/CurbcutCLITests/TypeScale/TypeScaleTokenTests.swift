import Foundation
import Testing

/// `curbcut type-scale` on a design system's tokens: from `--typography`, from `.curbcut.yml`, and Examples/Showcase.
struct TypeScaleTokenTests {
  /// Examples/Showcase's token file and configuration, as a temporary folder's files.
  static func showcaseFiles() throws -> [String: String] {
    let showcase = repositoryRoot + "/Examples/Showcase/"
    return [
      "Tokens/typography.tokens.json": try String(
        contentsOfFile: showcase + "Tokens/typography.tokens.json", encoding: .utf8),
      ".curbcut.yml": try String(contentsOfFile: showcase + ".curbcut.yml", encoding: .utf8),
    ]
  }

  static let displayFinding =
    "Examples/Showcase/Tokens/typography.tokens.json:69:5: warning: 'type.display' (32 pt) grows only to 171 % of its default size at"
    + " 'accessibility5', short of the 200 % WCAG 1.4.4 asks for; no upper bound reaches 200 % (text_resize_200_percent)\n"

  /// A token file with one typography token.
  static func tokenFile(_ name: String = "body", size: String = "17", relativeTo: String = "body") -> String {
    """
    {
      "\(name)": {
        "$type": "typography",
        "$value": { "fontFamily": "Inter", "fontSize": \(size), "fontWeight": 400, "lineHeight": 1.25 },
        "$extensions": { "com.curbcut": { "relativeTo": "\(relativeTo)" } }
      }
    }
    """
  }

  @Test func theShowcaseRampFromItsTokenFile() throws {
    let run = TypeScaleRun(
      ["--typography", "Examples/Showcase/Tokens/typography.tokens.json", "--format", "csv"], inRepositoryFolder: "")
    #expect(run.status == 1)
    #expect(run.outputLines[0] == "token,category,size,leading,tracking")
    #expect(run.outputLines.count == 1 + 5 * 12 + 1)
    #expect(run.outputLines[1] == "type.caption,xSmall,12,18.667,0")
    #expect(run.outputLines.contains("type.body,large,16,22,0"))
    #expect(run.outputLines.contains("type.title,accessibility1,32,40.333,-0.333"))
    #expect(run.outputLines.contains("type.heading,accessibility5,56,63,-0.667"))
    #expect(run.outputLines[60] == "type.display,accessibility5,55,61.333,-1")
    #expect(run.error == Self.displayFinding)
  }

  @Test func theShowcaseRampFromItsConfigurationAsATable() throws {
    let run = TypeScaleRun([], inRepositoryFolder: "Examples/Showcase")
    #expect(run.status == 1)
    #expect(run.outputLines[0].hasPrefix("Design system typography tokens, in points"))
    #expect(
      run.outputLines[2]
        == "token                     xS     S     M     L    xL   xxL  xxxL   AX1   AX2   AX3   AX4   AX5  reach")
    #expect(
      run.outputLines[12]
        == "type.heading  size        26    26    27    28    30    32    34    38    42    47    51    56  200 %")
    #expect(
      run.outputLines[16]
        == "(largeTitle)  leading   33.3  34.3    35    36  37.7  40.3    42  45.7    50  53.7    58  61.3")
    #expect(run.error == String(Self.displayFinding.dropFirst("Examples/Showcase/".count)))
  }

  @Test func theShowcaseRampInTheOtherFormats() throws {
    let json = TypeScaleRun(["--format", "json"], inRepositoryFolder: "Examples/Showcase")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let tokens = try #require(object["tokens"] as? [[String: Any]])
    #expect(
      tokens.map { $0["token"] as? String } == [
        "type.caption", "type.body", "type.title", "type.heading", "type.display",
      ])
    #expect(tokens.map { $0["relativeTo"] as? String } == ["footnote", "body", "title2", "title1", "largeTitle"])
    #expect(tokens[4]["weight"] as? Int == 800)
    #expect(tokens[0]["fontFamily"] as? String == "Cereal")
    let markdown = TypeScaleRun(["--format", "markdown"], inRepositoryFolder: "Examples/Showcase")
    #expect(markdown.output.contains("| type.display | largeTitle | size | 30 | 30 | 31 | 32 |"))
    let html = try TypeScaleRun(
      ["--format", "html", "--output", "ramp.html"], files: try Self.showcaseFiles(), reading: ["ramp.html"])
    #expect(html.written["ramp.html"]?.contains("font-family: &quot;Cereal&quot;, -apple-system") == true)
  }

  @Test func aClampAppliesToTokensToo() throws {
    let run = try TypeScaleRun(
      ["--range", "...accessibility2", "--format", "csv", "--report", "json"], files: try Self.showcaseFiles())
    #expect(run.status == 1)
    #expect(run.outputLines.contains("type.body,accessibility5,29,40,0"))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(run.error.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.map { $0["line"] as? Int } == [25, 36, 47, 58, 69])
    #expect(findings.allSatisfy { $0["path"] as? String == "Tokens/typography.tokens.json" })
  }

  @Test func anExemptTokenPassesAndARampWithoutFindingsExitsZero() throws {
    var files = try Self.showcaseFiles()
    files[".curbcut.yml"]! += "  exempt: [type.display]\n"
    let run = try TypeScaleRun([], files: files)
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let passing = try TypeScaleRun(["--typography", "body.tokens.json"], files: ["body.tokens.json": Self.tokenFile()])
    #expect(passing.status == 0)
    #expect(passing.error.isEmpty)
  }

  @Test func tokensWrittenInTheConfigurationAreReportedAtTheirNames() throws {
    let configuration = """
      typography:
        tokens:
          legal:
            family: Inter
            size: 10
            weight: regular
            line_height: 13
            relative_to: caption2
          lead: {family: Inter, size: 20, weight: semi-bold, line_height: 26, tracking: -0.2, relative_to: title3}

      """
    let run = try TypeScaleRun(["--format", "csv"], files: [".curbcut.yml": configuration])
    #expect(run.status == 1)
    #expect(run.outputLines.contains("legal,large,10,13,0"))
    #expect(run.outputLines.contains("lead,accessibility5,52,67.667,-0.667"))
    #expect(
      run.error
        == ".curbcut.yml:3:5: warning: 'legal' is 10 pt at the default text size, below the 11 pt minimum"
        + " (text_below_minimum_size)\n")
  }

  @Test func theCommandLineFilesReplaceTheConfiguredRamp() throws {
    var files = try Self.showcaseFiles()
    files["body.tokens.json"] = Self.tokenFile()
    let run = try TypeScaleRun(["--typography", "body.tokens.json", "--format", "csv"], files: files)
    #expect(run.status == 0)
    #expect(run.outputLines.count == 1 + 12 + 1)
  }

  @Test func filesThatAliasEachOtherAreReadTogether() throws {
    let run = try TypeScaleRun(
      ["--typography", "sizes.tokens.json", "--typography", "type.tokens.json", "--format", "csv"],
      files: [
        "sizes.tokens.json": #"{"size": {"$type": "dimension", "body": {"$value": {"value": 17, "unit": "px"}}}}"#,
        "type.tokens.json": Self.tokenFile(size: "\"{size.body}\""),
      ])
    #expect(run.status == 0)
    #expect(run.outputLines.contains("body,large,17,21.25,0"))
  }

  @Test func aLaterFileReplacesAnEarlierTokenOfTheSameName() throws {
    let run = try TypeScaleRun(
      ["--typography", "base.tokens.json", "--typography", "large.tokens.json", "--format", "csv"],
      files: ["base.tokens.json": Self.tokenFile(), "large.tokens.json": Self.tokenFile(size: "18")])
    #expect(run.status == 0)
    #expect(run.outputLines.count == 1 + 12 + 1)
    #expect(run.outputLines.contains("body,large,18,22.5,0"))
  }

  @Test(arguments: [
    (["--typography", "missing.tokens.json"], "missing.tokens.json: error: cannot be read: it does not exist"),
    (["--typography", "bad.tokens.json"], "bad.tokens.json:3: error: body.$type: Malformed JSON at column 15"),
    (["--typography", "colors.tokens.json"], "colors.tokens.json: error: The file holds no typography token"),
    (
      ["--typography", "em.tokens.json"],
      "em.tokens.json:4: error: body.$value.fontSize: Unit 'em' of 'fontSize' is not supported; expected 'px', 'rem', 'pt'"
    ),
    (
      ["--typography", "style.tokens.json"],
      "style.tokens.json:5: error: body.$extensions[\"com.curbcut\"].relativeTo: Unknown text style 'huge'"
    ),
    (
      ["--typography", "alias.tokens.json"],
      "alias.tokens.json:4: error: body.$value.fontSize: Alias '{size.nope}' names no token"
    ),
  ])
  func badTokenFilesExitTwoNamingFileLineAndPath(arguments: [String], message: String) throws {
    let run = try TypeScaleRun(
      arguments,
      files: [
        "bad.tokens.json": "{\n  \"body\": {\n    \"$type\": typography\n  }\n}\n",
        "colors.tokens.json": ##"{"white": {"$type": "color", "$value": "#FFFFFF"}}"##,
        "em.tokens.json": Self.tokenFile(size: "\"1em\""),
        "style.tokens.json": Self.tokenFile(relativeTo: "huge"),
        "alias.tokens.json": Self.tokenFile(size: "\"{size.nope}\""),
        "body.tokens.json": Self.tokenFile(),
      ])
    #expect(run.status == 2)
    #expect(run.output.isEmpty, "no ramp is printed from bad input")
    #expect(run.error.contains(message), "\(run.error)")
  }

  @Test func aDuplicateAcrossAFileAndTheConfigurationNamesBothPlaces() throws {
    let run = try TypeScaleRun(
      [],
      files: [
        "body.tokens.json": Self.tokenFile(),
        ".curbcut.yml": """
        typography:
          files: [body.tokens.json]
          tokens:
            body: {family: Inter, size: 17, weight: 400, line_height: 22}

        """,
      ])
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        ".curbcut.yml:4: error: typography.tokens.body: Typography token name 'body' is used more than once"))
    #expect(run.error.contains("it is also defined at body.tokens.json:2"))
  }

  static let validToken = "family: Inter, size: 17, weight: 400, line_height: 22"

  @Test(arguments: [
    (
      "files: [Nope/typography.tokens.json]",
      ".curbcut.yml:2:11: error: 'typography.files[0]': 'Nope/typography.tokens.json' not found"
    ),
    ("files: {a: 1}", ".curbcut.yml:2:10: error: 'typography.files': expected a list of strings, found a mapping"),
    (
      "tokens: [body]",
      ".curbcut.yml:2:11: error: 'typography.tokens': expected a mapping of token names to their settings"
    ),
    (
      "tokens:\n    body: 17",
      ".curbcut.yml:3:11: error: 'typography.tokens.body': expected a mapping with 'family', 'size'"
    ),
    (
      "tokens:\n    body: {family: Inter, size: 17, weight: 400}",
      ".curbcut.yml:3:5: error: 'typography.tokens.body': missing 'line_height'"
    ),
    (
      "tokens:\n    body: {\(validToken), lineheight: 20}",
      ".curbcut.yml:3:67: error: 'typography.tokens.body.lineheight': is not a token setting"
    ),
    ("tokens:\n    body: {\(validToken), lineheight: 20}", "did you mean 'line_height'?"),
    (
      "tokens:\n    body: {family: Inter, size: 17pt, weight: 400, line_height: 22}",
      ".curbcut.yml:3:33: error: 'typography.tokens.body.size': expected a number of points, found '17pt'"
    ),
    (
      "tokens:\n    body: {family: Inter, size: 0, weight: 400, line_height: 22}",
      ".curbcut.yml:3:33: error: 'typography.tokens.body.size': Typography token 'body' has fontSize 0 pt; expected a positive number of points"
    ),
    (
      "tokens:\n    body: {family: Inter, size: 17, weight: 400, line_height: -1}",
      "'typography.tokens.body.line_height': Typography token 'body' has lineHeight -1 pt"
    ),
    (
      "tokens:\n    body: {family: Inter, size: 17, weight: Bold, line_height: 22}",
      ".curbcut.yml:3:45: error: 'typography.tokens.body.weight': expected a number from 1 to 1000 or one of 'thin'"
    ),
    (
      "tokens:\n    body: {family: Inter, size: 17, weight: Bold, line_height: 22}",
      "found 'Bold'; did you mean 'bold'?"
    ),
    (
      "tokens:\n    body: {\(validToken), tracking: wide}",
      "'typography.tokens.body.tracking': expected a number of points, found 'wide'"
    ),
    (
      "tokens:\n    body: {\(validToken), relative_to: huge}",
      "'typography.tokens.body.relative_to': Unknown text style 'huge'"
    ),
    (
      "tokens:\n    body: {family: [A, B], size: 17, weight: 400, line_height: 22}",
      "'typography.tokens.body.family': expected a font family name, found a list"
    ),
  ])
  func aBadTypographySectionExitsTwoNamingFileLineAndKey(section: String, message: String) throws {
    let run = try TypeScaleRun([], files: [".curbcut.yml": "typography:\n  \(section)\n"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains(message), "\(run.error)")
  }
}
