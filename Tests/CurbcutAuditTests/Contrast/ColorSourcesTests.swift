import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutAudit

struct ColorSourcesTests {
  private static let files = [
    "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
    "App/Assets.xcassets/Brand/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
    "App/Assets.xcassets/Brand/Text.colorset/Contents.json": Fixtures.colorSet(
      Fixtures.colorEntry(#""red" : "0", "green" : "0", "blue" : "0", "alpha" : "1.000""#)),
    "Tokens/colors.tokens.json":
      ##"{"$type": "color", "text": {"$value": "#111111"}, "surface": {"$value": "#FFFFFF"}}"##,
    "Tokens/dark.tokens.json":
      ##"{"$type": "color", "text": {"$value": "#EEEEEE"}, "surface": {"$value": "#000000"}}"##,
    "Tokens/dark-high.tokens": ##"{"$type": "color", "text": {"$value": "#FFFFFF"}}"##,
    "node_modules/package/colors.tokens.json": "not even JSON",
    ".hidden/colors.tokens.json": "not even JSON",
    "README.md": "# App",
  ]

  @Test func discoveryFindsCatalogsAndTokenFilesAndSkipsDependencies() throws {
    let folder = try Fixtures.folder(Self.files)
    let found = DesignFileDiscovery(rootDirectory: folder.path).discover(["."])
    #expect(found.catalogs.map(\.path.display) == ["App/Assets.xcassets"])
    #expect(
      found.tokenFiles.map(\.path.relative) == [
        "Tokens/colors.tokens.json", "Tokens/dark-high.tokens", "Tokens/dark.tokens.json",
      ])
    #expect(found.problems.isEmpty)
  }

  @Test func aPathInsideACatalogStandsForTheCatalog() throws {
    let folder = try Fixtures.folder(Self.files)
    let found = DesignFileDiscovery(rootDirectory: folder.path).discover(["App/Assets.xcassets/Brand/Text.colorset"])
    #expect(found.catalogs.map(\.path.display) == ["App/Assets.xcassets"])
    #expect(found.catalogs.map(\.path.relative) == ["App/Assets.xcassets"])
  }

  @Test func missingPathsAndOtherFilesAreReported() throws {
    let folder = try Fixtures.folder(Self.files)
    let found = DesignFileDiscovery(rootDirectory: folder.path).discover(["Missing", "README.md"])
    #expect(
      found.problems.map(\.diagnostic) == [
        "Missing: error: no such file or directory",
        "README.md: error: is neither a design-token file (.tokens.json, .tokens) nor in an asset catalog (.xcassets)",
      ])
  }

  @Test func excludedPathsAreSkipped() throws {
    let folder = try Fixtures.folder(Self.files)
    let found = DesignFileDiscovery(rootDirectory: folder.path, isExcluded: { $0.hasSuffix("/Tokens") }).discover(["."])
    #expect(found.tokenFiles.isEmpty)
  }

  @Test func modeFilesLayerOverTheCommonFilesInTheirAppearances() throws {
    let folder = try Fixtures.folder(Self.files)
    let discovery = DesignFileDiscovery(rootDirectory: folder.path)
    let modes: [Appearance: [ConfiguredName]] = [
      .dark: [ConfiguredName(folder.path + "/Tokens/dark.tokens.json", at: nil)],
      .darkHighContrast: [ConfiguredName(folder.path + "/Tokens/dark-high.tokens", at: nil)],
    ]
    let sources = ColorSources(discovery.discover(["."]), modes: modes, discovery: discovery)
    #expect(sources.problems.isEmpty)
    #expect(sources.filesRead == 4)
    #expect(sources.palettes.map(\.title) == ["App/Assets.xcassets", "Design tokens"])
    #expect(sources.palettes[0].colors.map(\.name) == ["Brand/Text"])
    let tokens = sources.palettes[1]
    let text = try #require(tokens.color(named: "text"))
    #expect(text.variants[.light]?.color.hex == "#111111")
    #expect(text.variants[.lightHighContrast]?.color.hex == "#111111")
    #expect(text.variants[.dark]?.color.hex == "#EEEEEE")
    #expect(text.variants[.darkHighContrast]?.color.hex == "#FFFFFF")
    #expect(text.variants[.darkHighContrast]?.location?.file.relative == "Tokens/dark-high.tokens")
    #expect(tokens.color(named: "surface")?.variants[.darkHighContrast]?.color.hex == "#000000")
  }

  @Test func aBrokenFileIsReportedAndTheOthersAreStillRead() throws {
    let folder = try Fixtures.folder(Self.files.merging(["Tokens/broken.tokens.json": "{\"text\": "]) { $1 })
    let discovery = DesignFileDiscovery(rootDirectory: folder.path)
    let sources = ColorSources(discovery.discover(["."]), modes: [:], discovery: discovery)
    #expect(sources.problems.map(\.path.relative) == ["Tokens/broken.tokens.json"])
    #expect(sources.palettes[1].colors.map(\.name) == ["text", "surface"])
  }
}
