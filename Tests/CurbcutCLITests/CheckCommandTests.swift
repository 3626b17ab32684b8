import CurbcutTestSupport
import Foundation
import Testing

/// `curbcut check`: the lint and the contrast audit over the same paths, in one report.
@Suite struct CheckCommandTests {
  static let failingTokens = ##"""
    {
      "$type": "color",
      "text": { "$value": "#AAAAAA" },
      "surface": { "$value": "#FFFFFF" }
    }
    """##

  private func folder(tokens: String = failingTokens) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    try folder.write("Tokens/colors.tokens.json", tokens)
    return folder
  }

  @Test func lintAndContrastFindingsAreOneReport() throws {
    let folder = try folder()
    let result = curbcut(["check"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.contains("Hero.swift:3:5: warning: Image 'hero'"))
    #expect(
      result.output.contains(
        "Tokens/colors.tokens.json:3:3: error: 'text' on 'surface' is 2.32:1 in every appearance; normal text needs "
          + "4.5:1 (WCAG 1.4.3): use '#767676' (contrast_minimum)"))
    #expect(result.errors.hasSuffix("Found 1 error, 2 warnings in 2 of 2 files\n"))
  }

  @Test func filesGoToTheCheckThatReadsThem() throws {
    let folder = try folder()
    let both = curbcut(["check", "Hero.swift", "Tokens/colors.tokens.json"], in: folder.path)
    #expect(both.status == 1, "a Swift file is not a problem for the audit, nor a token file for the lint")
    #expect(both.errors.hasSuffix("Found 1 error, 2 warnings in 2 of 2 files\n"), "\(both.errors)")
    let swift = curbcut(["check", "Hero.swift"], in: folder.path)
    #expect(swift.errors == "Found 2 warnings in 1 of 1 file\n", "the token file beside it is not audited")
    let other = curbcut(["check", "notes.txt"], in: folder.path)
    #expect(other.status == 2)
    #expect(other.errors.components(separatedBy: "notes.txt").count == 2, "reported once: \(other.errors)")
  }

  @Test func lintStaysSwiftOnly() throws {
    let folder = try folder()
    let result = curbcut(["lint"], in: folder.path)
    #expect(!result.output.contains("colors.tokens.json"))
    #expect(result.errors == "Found 2 warnings in 1 of 1 file\n", "the token file is neither audited nor counted")
  }

  @Test func itsSARIFListsBothKindsOfRuleAndIsValid() throws {
    let folder = try folder()
    let result = curbcut(["check", "--format", "sarif"], in: folder.path)
    #expect(try JSONSchemaValidator.errors(in: result.output, schemaPath: JSONSchemaValidator.sarifSchema) == [])
    #expect(result.output.contains("\"id\" : \"image_label\""))
    #expect(result.output.contains("\"id\" : \"contrast_minimum\""))
  }

  @Test func aPassingAuditLeavesTheLintToDecide() throws {
    let folder = try folder(tokens: ##"{"$type": "color", "text": {"$value": "#000"}, "surface": {"$value": "#FFF"}}"##)
    #expect(curbcut(["check", "--fail-on", "error"], in: folder.path).status == 0)
    #expect(curbcut(["check"], in: folder.path).status == 1)
  }

  @Test func aBrokenTokenFileExitsTwo() throws {
    let folder = try folder(tokens: "{")
    let result = curbcut(["check", "--format", "json"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("Tokens/colors.tokens.json:1: error: Malformed JSON"))
    #expect(result.output.contains("\"rule\" : \"image_label\""))
  }

  /// An input error exited 2 with no annotation in the formats CI shows.
  @Test func anInputErrorIsAnnotatedInEveryFormat() throws {
    let folder = try folder(tokens: "{")
    let github = curbcut(["check", "--format", "github"], in: folder.path)
    #expect(github.status == 2)
    #expect(
      github.output.contains("::error file=Tokens/colors.tokens.json,line=1,title=curbcut::Malformed JSON"),
      "\(github.output)")
    let junit = curbcut(["check", "--format", "junit"], in: folder.path)
    #expect(junit.status == 2)
    #expect(junit.output.contains("<error message=\"Malformed JSON"))
    #expect(junit.output.contains("<testsuite name=\"curbcut check\""), "named after the command that ran")
    let sarif = curbcut(["check", "--format", "sarif"], in: folder.path)
    #expect(sarif.output.contains("\"executionSuccessful\" : false"))
    let xcode = curbcut(["check"], in: folder.path)
    #expect(xcode.errors.contains("Tokens/colors.tokens.json:1: error: Malformed JSON"))
    // A configuration that cannot be used, too.
    try folder.write(".curbcut.yml", "fail_on: sometimes\n")
    let configuration = curbcut(["check", "--format", "github"], in: folder.path)
    #expect(configuration.status == 2)
    #expect(
      configuration.output.hasPrefix(
        "::error file=.curbcut.yml,line=1,title=curbcut::'fail_on': expected one of error, warning, note, never"),
      "\(configuration.output)")
  }

  /// An app's colors are named `brandBlue` and `paper`, which suggest no pair; check learns the pairs from the code
  /// that draws them, on the view or around it, and checks those in every appearance.
  @Test func thePairsTheCodeDrawsAreLearnedAndChecked() throws {
    let folder = try TemporaryFolder()
    func colorSet(_ name: String, light: String, dark: String) throws {
      func entry(_ hex: String, dark: Bool) -> String {
        let channels = stride(from: 0, to: 6, by: 2).map { offset in
          "\"0x\(hex.dropFirst(offset).prefix(2))\""
        }
        let appearance = dark ? #", "appearances": [{"appearance": "luminosity", "value": "dark"}]"# : ""
        return #"{"idiom": "universal""# + appearance + #", "color": {"color-space": "srgb", "components": "#
          + #"{"red": \#(channels[0]), "green": \#(channels[1]), "blue": \#(channels[2]), "alpha": "1"}}}"#
      }
      try folder.write(
        "App/Assets.xcassets/\(name).colorset/Contents.json",
        #"{"colors": ["# + entry(light, dark: false) + ", " + entry(dark, dark: true) + "]}")
    }
    try colorSet("brandBlue", light: "7FA7FF", dark: "0A3D91")
    try colorSet("paper", light: "FFFFFF", dark: "1C1C1E")
    try colorSet("ink", light: "111111", dark: "F2F2F2")
    try folder.write(
      "App/Home.swift",
      """
      struct Home: View {
        var body: some View {
          Text("Welcome").foregroundStyle(Color("brandBlue")).background(Color("paper"))
          VStack { Text("Body copy") }.foregroundColor(Color(.ink)).background(Color("paper"))
          VStack { Card { Text("On the card's own background").foregroundStyle(.brandBlue) } }.background(Color("paper"))
          Text("System gray").foregroundStyle(.gray).background(Color("ink"))
        }
      }
      struct OldHome: View {
        var body: some View { Text("Gone").foregroundStyle(Color("brandBlue")).background(Color("paper")) }
      }
      #Preview { OldHome() }
      @main struct HomeApp: App { var body: some Scene { WindowGroup { Home() } } }

      """)
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    let result = curbcut(["check", "."], in: folder.path)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "App/Assets.xcassets/brandBlue.colorset/Contents.json:1:36: error: 'brandBlue' on 'paper' is 2.36:1 in light "
          + "and light-high-contrast, 1.69:1 in dark and dark-high-contrast; normal text needs 4.5:1"),
      "\(result.output)")
    #expect(result.output.contains("drawn at App/Home.swift:3 (contrast_minimum)"))
    #expect(!result.output.contains("'ink' on 'paper'"), "ink on paper passes in both appearances")
    #expect(!result.output.contains("Home.swift:5"), "a view of the app's own may draw its own background")
    #expect(!result.output.contains("Home.swift:10"), "a view only its preview shows is never drawn")
    #expect(result.output.contains("'systemGray' on 'ink' is"), "'.gray' is SwiftUI's gray, not a color set")
    #expect(!result.errors.contains("Contrast not checked"))
  }

  @Test func theShowcaseIsCheckedWhole() {
    let result = curbcut(["check", "Examples/Showcase"], in: repositoryRoot)
    #expect(result.status == 1)
    #expect(result.output.contains("Examples/Showcase/Screens/"))
    #expect(result.output.contains("Examples/Showcase/Tokens/colors.tokens.json:16:3: error: 'textTertiary'"))
    #expect(result.output.contains("Examples/Showcase/Tokens/typography.tokens.json:69:5: warning: 'type.display'"))
    // The pair the live trip screen draws, learned from its code and said where.
    #expect(
      result.output.contains(
        "'textTertiary' on 'surfacePrimary' is 3.65:1 in every appearance; normal text needs 4.5:1 (WCAG 1.4.3): "
          + "raise its opacity to 0.46 or use '#757575'; drawn at Examples/Showcase/Screens/LiveTripScreen.swift:40"))
  }
}
