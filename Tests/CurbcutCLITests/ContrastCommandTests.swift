import CurbcutTestSupport
import Foundation
import Testing

/// `curbcut contrast` in-process: Examples/Showcase (seed 004's colors as a catalog and as tokens) in every format,
/// the exit statuses, and the command line's pairs and options.
@Suite struct ContrastCommandTests {
  /// Seed 004's audit by the definitions, as the README shows it; the same for the catalog and the tokens.
  static let showcaseTable = """
    Token                      On                         Appearance  Ratio    Required  Result  Suggestion
    -------------------------  -------------------------  ----------  -------  --------  ------  -----------------------
    textPrimary (#FFFFFFF2)    surfacePrimary (#000000)   all         18.80:1  4.5:1     Pass
    textPrimary (#FFFFFFF2)    surfaceElevated (#1A1A1A)  all         15.83:1  4.5:1     Pass
    textSecondary (#FFFFFF99)  surfacePrimary (#000000)   all         7.37:1   4.5:1     Pass
    textSecondary (#FFFFFF99)  surfaceElevated (#1A1A1A)  all         6.95:1   4.5:1     Pass
    textTertiary (#FFFFFF66)   surfacePrimary (#000000)   all         3.65:1   4.5:1     Fail    opacity 0.46 or #757575
    textTertiary (#FFFFFF66)   surfaceElevated (#1A1A1A)  all         3.81:1   4.5:1     Fail    opacity 0.46 or #828282
    signalPrimary (#30D158)    surfacePrimary (#000000)   all         10.38:1  3:1       Pass
    signalPrimary (#30D158)    surfaceElevated (#1A1A1A)  all         8.65:1   3:1       Pass

    """

  @Test func theShowcaseAuditIsSeed004sInBothForms() {
    let result = curbcut(["contrast", "Examples/Showcase"], in: repositoryRoot)
    #expect(result.status == 1)
    let status =
      "'signalPrimary' and 'signalWarm' are too alike on 'surfacePrimary' for protanopia (ΔE_OK 0.07 in every "
      + "appearance) and deuteranopia (ΔE_OK 0.07 in every appearance)"
    #expect(
      result.output == "Examples/Showcase/Assets.xcassets\n" + Self.showcaseTable + "\nDesign tokens\n"
        + Self.showcaseTable
        + "\nStatus colors\n  Examples/Showcase/Assets.xcassets: \(status)\n  Design tokens: \(status)\n")
    #expect(result.errors == "16 of 64 checks of 16 pairs fail; 2 pairs of status colors look alike\n")
  }

  @Test func markdownIsATablePerPalette() {
    let result = curbcut(["contrast", "Examples/Showcase/Tokens", "--format", "markdown"], in: repositoryRoot)
    #expect(
      result.output.hasPrefix(
        """
        ### Design tokens

        | Token | On | Appearance | Ratio | Required | Result | Suggestion |
        | --- | --- | --- | --- | --- | --- | --- |
        | `textPrimary` (#FFFFFFF2) | `surfacePrimary` (#000000) | all | 18.80:1 | 4.5:1 | Pass |  |
        """))
    #expect(
      result.output.contains(
        "| `textTertiary` (#FFFFFF66) | `surfaceElevated` (#1A1A1A) | all | 3.81:1 | 4.5:1 | Fail | opacity 0.46 or #828282 |"
      ))
  }

  @Test func jsonHasAnObjectPerPairAndAppearance() throws {
    let result = curbcut(["contrast", "Examples/Showcase/Tokens", "--format", "json"], in: repositoryRoot)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let results = try #require(report["results"] as? [[String: Any]])
    #expect(results.count == 32)
    #expect(report["level"] as? String == "AA")
    #expect(report["algorithm"] as? String == "wcag2")
    let failing = try #require(
      results.first {
        $0["foreground"] as? String == "textTertiary" && $0["background"] as? String == "surfaceElevated"
      })
    #expect(failing["appearance"] as? String == "light")
    #expect(failing["ratio"] as? Double == 3.81)
    #expect(failing["required"] as? Double == 4.5)
    #expect(failing["pass"] as? Bool == false)
    #expect(failing["criterion"] as? String == "1.4.3")
    #expect(failing["apca"] == nil)
    #expect((failing["suggestion"] as? [String: Any])?["opacity"] as? Double == 0.46)
    #expect((failing["suggestion"] as? [String: Any])?["color"] as? String == "#828282")
    let location = try #require(failing["foregroundLocation"] as? [String: Any])
    #expect(location["path"] as? String == "Examples/Showcase/Tokens/colors.tokens.json")
    #expect(location["line"] as? Int == 16)
    #expect(location["jsonPath"] as? String == "textTertiary")
    let summary = try #require(report["summary"] as? [String: Int])
    #expect(summary == ["checks": 32, "failures": 8, "statusCollapses": 1, "problems": 0])
  }

  @Test func apcaIsInTheJSONWhenAskedFor() throws {
    let result = curbcut(
      [
        "contrast", "Examples/Showcase/Tokens", "--format", "json", "--algorithm", "both", "--pair",
        "textSecondary:surfacePrimary",
      ], in: repositoryRoot)
    #expect(result.status == 1)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let first = try #require((report["results"] as? [[String: Any]])?.first)
    let apca = try #require(first["apca"] as? [String: Any])
    #expect(apca["lc"] as? Double == -47.2)
    #expect(apca["required"] as? Double == 75)
    #expect(apca["pass"] as? Bool == false)
    #expect(first["passesWCAG"] as? Bool == true)
    #expect(first["pass"] as? Bool == false)
  }

  @Test func sarifIsValidAndPointsAtTheTokens() throws {
    let result = curbcut(["contrast", "Examples/Showcase", "--format", "sarif"], in: repositoryRoot)
    #expect(result.status == 1)
    #expect(try JSONSchemaValidator.errors(in: result.output, schemaPath: JSONSchemaValidator.sarifSchema) == [])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String } == [
        "contrast_minimum", "contrast_enhanced", "non_text_contrast", "apca_contrast",
        "status_colors_indistinguishable",
      ])
    let results = try #require(run["results"] as? [[String: Any]])
    let located = results.compactMap { result -> String? in
      guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
        let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
        let line = (location["region"] as? [String: Any])?["startLine"] as? Int
      else { return nil }
      return "\(result["ruleId"] ?? ""): \(uri):\(line)"
    }
    #expect(
      located == [
        "status_colors_indistinguishable: Examples/Showcase/Assets.xcassets/Nyx/signalPrimary.colorset/Contents.json:4",
        "contrast_minimum: Examples/Showcase/Assets.xcassets/Nyx/textTertiary.colorset/Contents.json:4",
        "contrast_minimum: Examples/Showcase/Assets.xcassets/Nyx/textTertiary.colorset/Contents.json:4",
        "contrast_minimum: Examples/Showcase/Tokens/colors.tokens.json:16",
        "contrast_minimum: Examples/Showcase/Tokens/colors.tokens.json:16",
        "status_colors_indistinguishable: Examples/Showcase/Tokens/colors.tokens.json:17",
      ])
  }

  @Test func htmlIsOneSelfContainedPageWithAHeatmapOfSwatchesAndEscapedNames() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "colors.tokens.json",
      ##"{"$type": "color", "<script>text\"&'": {"$value": "#777777"}, "surface": {"$value": "#FFFFFF"}}"##)
    let result = curbcut(["contrast", ".", "--format", "html"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("<!DOCTYPE html><html lang=\"en\">"))
    #expect(!result.output.contains("<script"))
    #expect(!result.output.contains("src="), "nothing is fetched")
    #expect(result.output.contains("<code>&lt;script&gt;text\"&amp;'</code>"))
    // The heatmap's cell: the pair drawn with its ratio, the verdict in words and a symbol, the suggestion drawn too.
    #expect(result.output.contains("<svg class=\"swatch\" role=\"img\" aria-label=\"4.47:1 in #777777 on #FFFFFF\""))
    #expect(result.output.contains("fill=\"#777777\">4.47:1</text></svg>"))
    #expect(result.output.contains("<span class=\"verdict fail\">✗ Fail, needs 4.5:1</span>"))
    #expect(
      result.output.contains(
        "Suggested: <svg class=\"swatch\" role=\"img\" aria-label=\"#767676 in #767676 on #FFFFFF\""))
  }

  /// Every command speaks the findings formats: contrast had no xcode, github or junit output.
  @Test func theFindingsFormatsOfLintAreContrastsToo() throws {
    let xcode = curbcut(["contrast", "Examples/Showcase/Tokens", "--format", "xcode"], in: repositoryRoot)
    #expect(xcode.status == 1)
    #expect(xcode.output.contains("Examples/Showcase/Tokens/colors.tokens.json:16:3: error: 'textTertiary'"))
    let github = curbcut(["contrast", "Examples/Showcase/Tokens", "--format", "github"], in: repositoryRoot)
    #expect(github.output.contains("::error file=Examples/Showcase/Tokens/colors.tokens.json,line=16,"))
    let junit = curbcut(["contrast", "Examples/Showcase/Tokens", "--format", "junit"], in: repositoryRoot)
    #expect(junit.output.contains("<testsuite name=\"curbcut contrast\""))
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "contrast: 3\n")
    let broken = curbcut(["contrast", ".", "--format", "github"], in: folder.path)
    #expect(broken.status == 2)
    #expect(broken.output.hasPrefix("::error file=.curbcut.yml,line=1,title=curbcut::'contrast': "), "\(broken.output)")
  }

  @Test func passingPairsExitZero() throws {
    let result = curbcut(
      [
        "contrast", "Examples/Showcase", "--pair", "textPrimary:surfaceElevated", "--pair",
        "signalPrimary:surfacePrimary:non_text",
      ],
      in: repositoryRoot)
    #expect(result.status == 0)
    #expect(result.errors.hasPrefix("All 16 checks of 4 pairs pass"))
  }

  @Test func aMalformedFileExitsTwoNamingItAndTheOthersAreStillAudited() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "good.tokens.json", ##"{"$type": "color", "text": {"$value": "#000000"}, "surface": {"$value": "#FFFFFF"}}"##)
    try folder.write("bad.tokens.json", "{\n  \"$type\": \"color\",\n  \"oops\": {\"$value\": \"#000\"},\n}\n")
    try folder.write(
      "App.xcassets/Bad.colorset/Contents.json",
      ##"{"colors": [{"idiom": "universal", "color": {"color-space": "lab", "components": {"red": "0"}}}]}"##)
    let result = curbcut(["contrast", "."], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "App.xcassets/Bad.colorset/Contents.json:1: error: colors[0].color.color-space: Unknown color space 'lab'"))
    #expect(
      result.errors.contains(
        "bad.tokens.json:4: error: Malformed JSON at column 1: expected a member name in double quotes, found '}'"))
    #expect(result.output.contains("text (#000000)  surface (#FFFFFF)  all         21.00:1"))
  }

  @Test(arguments: [
    (
      ##"{"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"##,
      "colors.tokens.json:1: error: b.$value: Alias cycle 'a' → 'b' → 'a'"
    ),
    (
      ##"{"$type": "color", "a": {"$value": "{missing}"}}"##,
      "colors.tokens.json:1: error: a.$value: Alias '{missing}' names no token"
    ),
    (
      ##"{"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}"##,
      "colors.tokens.json:1: error: a.$value.components[0]: Component 'red' is 2.0, outside 0...1 in 'srgb'"
    ),
    (
      ##"{"$type": "color", "a": {"$value": {"colorSpace": "hsl", "components": [0, 0, 0]}}}"##,
      "colors.tokens.json:1: error: a.$value.colorSpace: Unknown color space 'hsl'"
    ),
  ])
  func badTokensExitTwoNamingTheFileAndJSONPath(tokens: String, diagnostic: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("colors.tokens.json", tokens)
    let result = curbcut(["contrast", "."], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains(diagnostic), "\(result.errors)")
  }

  /// Xcode's app template: one color set left at Default, named so that no pair is inferred.
  @Test func aCatalogWithNoPairSaysNothingWasCheckedAndHowToNamePairs() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Assets.xcassets/AccentColor.colorset/Contents.json",
      "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n"
        + "    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    try folder.write(
      "App/Assets.xcassets/brandBlue.colorset/Contents.json",
      ##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": "##
        + ##"{"red": "0", "green": "0", "blue": "1", "alpha": "1"}}}]}"##)
    for command in ["contrast", "check"] {
      let result = curbcut([command, "."], in: folder.path)
      #expect(result.status == 0, "\(command): \(result.errors)")
      #expect(!result.errors.contains("pass"), "\(command): \(result.errors)")
      let said = command == "contrast" ? "Nothing was checked: " : "Contrast not checked: "
      #expect(result.errors.contains(said + "no pair of the 2 colors was named, and their names suggest none"))
      #expect(result.errors.contains("Name pairs with --pair FOREGROUND:BACKGROUND or 'contrast: pairs:'"))
    }
  }

  @Test func aPairNamingAnUnknownColorExitsTwo() {
    let result = curbcut(
      ["contrast", "Examples/Showcase", "--pair", "textTertairy:surfacePrimary"], in: repositoryRoot)
    #expect(!result.errors.contains("pass"), "never 'pass' beside an error: \(result.errors)")
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "command line: error: 'textTertairy' is not a color of the audited catalogs or token files, nor a system color; "
          + "did you mean 'textTertiary'?"))
  }

  @Test(arguments: [
    (["--pair", "textPrimary"], "--pair 'textPrimary' is not FOREGROUND:BACKGROUND or FOREGROUND:BACKGROUND:KIND"),
    (["--pair", "a:b:huge"], "--pair 'a:b:huge': 'huge' is not a kind (expected normal, large, bold, non_text)"),
    (["--pair", "a:b", "--all-pairs"], "use either --pair or --all-pairs, not both"),
    (["--level", "AAAA"], "The value 'AAAA' is invalid for '--level <level>'"),
    (["--algorithm", "wcag3"], "The value 'wcag3' is invalid for '--algorithm <algorithm>'"),
  ])
  func usageMistakesExitTwo(arguments: [String], message: String) {
    let result = curbcut(["contrast", "Examples/Showcase"] + arguments, in: repositoryRoot)
    #expect(result.status == 2)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test func allPairsChecksTheFullMatrixAndAAAAsksMore() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "c.tokens.json", ##"{"$type": "color", "ink": {"$value": "#767676"}, "paper": {"$value": "#FFFFFF"}}"##)
    let aa = curbcut(["contrast", ".", "--all-pairs"], in: folder.path)
    #expect(aa.status == 0)
    #expect(aa.errors.hasPrefix("All 8 checks of 2 pairs pass"))
    let aaa = curbcut(["contrast", ".", "--all-pairs", "--level", "AAA"], in: folder.path)
    #expect(aaa.status == 1)
    let gray = curbcut(["contrast", ".", "--pair", "ink:paper", "--level", "AAA", "--format", "json"], in: folder.path)
    #expect(gray.output.contains("\"required\" : 7,"))
  }

  @Test func aFolderWithoutColorsSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.clean)
    let result = curbcut(["contrast"], in: folder.path)
    #expect(result.status == 0)
    #expect(result.errors == "No asset catalogs (.xcassets) or design-token files (.tokens.json, .tokens) found\n")
  }

  @Test func systemColorsAloneCanBeChecked() throws {
    let folder = try TemporaryFolder()
    let result = curbcut(["contrast", "--pair", "secondaryLabel:systemBackground"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("System colors\n"))
    #expect(
      result.output.contains(
        "secondaryLabel (#3C3C4399)  systemBackground (#FFFFFF)  light                3.43:1  4.5:1     Fail"))
  }

  @Test func outputGoesToAFileWhenAsked() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "c.tokens.json", ##"{"$type": "color", "text": {"$value": "#000"}, "surface": {"$value": "#FFF"}}"##)
    let result = curbcut(["contrast", ".", "--output", "report.md", "--format", "markdown"], in: folder.path)
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(try folder.read("report.md").hasPrefix("### Design tokens"))
  }
}
