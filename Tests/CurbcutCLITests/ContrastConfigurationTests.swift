import CurbcutTestSupport
import Foundation
import Testing

/// The `contrast:` section of `.curbcut.yml`: what it sets, and every mistake reported with file, line and key.
@Suite struct ContrastConfigurationTests {
  static let tokens = ##"""
    {
      "$type": "color",
      "ink": { "$value": "#767676" },
      "paper": { "$value": "#FFFFFF" },
      "veil": { "$value": "#FFFFFF1A" },
      "night": { "$value": "#000000" }
    }
    """##

  private func run(_ configuration: String, _ arguments: [String] = []) throws -> CLIResult {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", configuration)
    try folder.write("Tokens/colors.tokens.json", Self.tokens)
    try folder.write("Tokens/dark.tokens.json", ##"{"$type": "color", "paper": {"$value": "#1C1C1E"}}"##)
    return curbcut(["contrast", "--format", "json"] + arguments, in: folder.path)
  }

  private func results(_ result: CLIResult) throws -> [[String: Any]] {
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return try #require(report["results"] as? [[String: Any]])
  }

  @Test func pairsLevelKindsModesAndBasesAreApplied() throws {
    let result = try run(
      """
      contrast:
        level: AAA
        modes:
          dark: Tokens/dark.tokens.json
        bases:
          veil: night
        pairs:
          - foreground: ink
            background: [paper, veil]
            kind: large
      """)
    let rows = try results(result).map {
      "\($0["foreground"]!)/\($0["background"]!)/\($0["appearance"]!)/\($0["backgroundColor"]!)/\($0["required"]!)"
    }
    #expect(
      rows == [
        "ink/paper/light/#FFFFFF/4.5", "ink/paper/dark/#1C1C1E/4.5", "ink/paper/light-high-contrast/#FFFFFF/4.5",
        "ink/paper/dark-high-contrast/#1C1C1E/4.5", "ink/veil/light/#1A1A1A/4.5", "ink/veil/dark/#1A1A1A/4.5",
        "ink/veil/light-high-contrast/#1A1A1A/4.5", "ink/veil/dark-high-contrast/#1A1A1A/4.5",
      ])
  }

  @Test func theCommandLineOverridesLevelAndAlgorithm() throws {
    let result = try run("contrast:\n  level: AAA\n  algorithm: apca\n", ["--level", "AA", "--algorithm", "wcag2"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(report["level"] as? String == "AA")
    #expect(report["algorithm"] as? String == "wcag2")
  }

  @Test func statusColorsAreChecked() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ".curbcut.yml", "contrast:\n  status_colors:\n    - colors: [sent, failed]\n      background: surface\n")
    try folder.write(
      "c.tokens.json",
      ##"{"$type": "color", "sent": {"$value": "#30D158"}, "failed": {"$value": "#FF9F0A"}, "surface": {"$value": "#000000"}}"##
    )
    let result = curbcut(["contrast", "--format", "sarif"], in: folder.path)
    #expect(result.output.contains("\"ruleId\" : \"status_colors_indistinguishable\""))
    #expect(result.status == 0)
  }

  @Test func aPairNamingAnUnknownColorIsReportedAtItsLine() throws {
    let result = try run("contrast:\n  pairs:\n    - foreground: [ink, inc]\n      background: paper\n")
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        ".curbcut.yml:3: error: contrast.pairs[0].foreground[1]: 'inc' is not a color of the audited catalogs or "
          + "token files, nor a system color; did you mean 'ink'?"))
  }

  @Test(arguments: [
    (
      "contrast: [a]\n",
      ":1:11: error: 'contrast': expected a mapping of contrast settings such as 'pairs:', found a list"
    ),
    (
      "contrast:\n  leve: AA\n",
      ":2:3: error: 'contrast.leve': is not a contrast setting (expected 'level', 'algorithm', 'modes', 'bases', 'pairs', 'status_colors'); did you mean 'level'?"
    ),
    ("contrast:\n  level: A\n", ":2:10: error: 'contrast.level': expected one of AA, AAA, found 'A'"),
    (
      "contrast:\n  algorithm: wcag3\n",
      ":2:14: error: 'contrast.algorithm': expected one of wcag2, apca, both, found 'wcag3'"
    ),
    ("contrast:\n  pairs: ink\n", ":2:10: error: 'contrast.pairs': expected a list, found 'ink'"),
    ("contrast:\n  pairs:\n    - foreground: ink\n", ":3:7: error: 'contrast.pairs[0]': missing 'background'"),
    (
      "contrast:\n  pairs:\n    - foreground: ink\n      background: paper\n      kind: huge\n",
      ":5:13: error: 'contrast.pairs[0].kind': expected one of normal, large, bold, non_text, found 'huge'"
    ),
    (
      "contrast:\n  pairs:\n    - foreground: ink\n      backgrund: paper\n",
      ":4:7: error: 'contrast.pairs[0].backgrund': is not a field here (expected 'foreground', 'background', 'kind'); did you mean 'background'?"
    ),
    (
      "contrast:\n  pairs:\n    - foreground: [ink, [a]]\n      background: paper\n",
      ":3:25: error: 'contrast.pairs[0].foreground[1]': expected a color name, found a list"
    ),
    (
      "contrast:\n  modes:\n    darker: x.tokens.json\n",
      ":3:5: error: 'contrast.modes.darker': is not an appearance (expected light, dark, light-high-contrast, dark-high-contrast); did you mean 'dark'?"
    ),
    (
      "contrast:\n  bases:\n    veil: [night, paper]\n",
      ":3:11: error: 'contrast.bases.veil': expected one color name, found a list"
    ),
    (
      "contrast:\n  status_colors:\n    - colors: [ink]\n      background: paper\n",
      ":3:15: error: 'contrast.status_colors[0].colors': expected two or more status colors to tell apart"
    ),
  ])
  func mistakesNameTheFileLineAndKey(configuration: String, diagnostic: String) throws {
    let result = try run(configuration)
    #expect(result.status == 2)
    #expect(result.errors.contains(".curbcut.yml" + diagnostic), "\(result.errors)")
  }
}
