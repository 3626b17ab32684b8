import CurbcutCore
import CurbcutReporting
import Foundation
import Testing

@testable import CurbcutAudit

struct AssetCatalogTests {
  /// The catalog `Assets.xcassets` holding `files` (paths relative to it), read and then removed.
  private func catalog(_ files: [String: String]) throws -> AssetCatalog {
    let folder = try Fixtures.folder(Dictionary(uniqueKeysWithValues: files.map { ("Assets.xcassets/" + $0, $1) }))
    return AssetCatalog(
      absolutePath: folder.path + "/Assets.xcassets", path: Fixtures.path("App/Assets.xcassets"))
  }

  private func onlyColor(_ contents: String) throws -> PaletteColor {
    let catalog = try catalog(["Color.colorset/Contents.json": contents])
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    return try #require(catalog.colors.first)
  }

  @Test(arguments: [
    ("srgb", #""red" : "0.900", "green" : "0.200", "blue" : "0.100", "alpha" : "1.000""#, [0.9, 0.2, 0.1]),
    ("extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000""#, [1.2, -0.1, 0.5]),
    ("display-p3", #""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#, [1, 0, 0]),
    (
      "extended-linear-srgb", #""red" : "0.214", "green" : "0.214", "blue" : "0.214", "alpha" : "1.000""#,
      [0.214, 0.214, 0.214]
    ),
    ("gray-gamma-22", #""white" : "0.500", "alpha" : "1.000""#, [0.5]),
    ("extended-gray", #""white" : "1.100", "alpha" : "1.000""#, [1.1]),
  ])
  func everyColorSpaceConvertsThroughCore(space: String, components: String, values: [Double]) throws {
    let color = try onlyColor(Fixtures.colorSet(Fixtures.colorEntry(components, space: space)))
    let expected = try SRGBColor(values, alpha: 1, in: try ColorSpace(named: space))
    #expect(color.variants[.light]?.color == expected)
    #expect(Set(color.variants.values.map(\.color)) == [expected])
  }

  @Test(arguments: [
    #""red" : "0.400", "green" : "0.400", "blue" : "0.400", "alpha" : "0.500""#,
    #""red" : "0x66", "green" : "0x66", "blue" : "0x66", "alpha" : "0.500""#,
    #""red" : "102", "green" : "102", "blue" : "102", "alpha" : "0.500""#,
    #""red" : 0.4, "green" : 0.4, "blue" : 0.4, "alpha" : 0.5"#,
  ])
  func everyComponentEncodingReadsTheSame(components: String) throws {
    let color = try onlyColor(Fixtures.colorSet(Fixtures.colorEntry(components)))
    #expect(color.variants[.dark]?.color.hex == "#66666680")
  }

  private static let black = #""red" : "0", "green" : "0", "blue" : "0", "alpha" : "1.000""#
  private static let white = #""red" : "255", "green" : "255", "blue" : "255", "alpha" : "1.000""#
  private static let gray = #""red" : "128", "green" : "128", "blue" : "128", "alpha" : "1.000""#
  private static let red = #""red" : "255", "green" : "0", "blue" : "0", "alpha" : "1.000""#

  @Test func appearancesFallBackAsXcodeDoes() throws {
    // Any, Dark, and Any with Increase Contrast: light modes take the Any entries, dark modes the Dark one (its
    // luminosity wins over Any High Contrast's contrast).
    let color = try onlyColor(
      Fixtures.colorSet(
        Fixtures.colorEntry(Self.black), Fixtures.colorEntry(Self.white, appearances: [("luminosity", "dark")]),
        Fixtures.colorEntry(Self.gray, appearances: [("contrast", "high")])))
    #expect(color.variants[.light]?.color.hex == "#000000")
    #expect(color.variants[.dark]?.color.hex == "#FFFFFF")
    #expect(color.variants[.lightHighContrast]?.color.hex == "#808080")
    #expect(color.variants[.darkHighContrast]?.color.hex == "#FFFFFF")
  }

  @Test func theMostSpecificEntryWins() throws {
    let color = try onlyColor(
      Fixtures.colorSet(
        Fixtures.colorEntry(Self.black), Fixtures.colorEntry(Self.gray, appearances: [("luminosity", "light")]),
        Fixtures.colorEntry(Self.white, appearances: [("luminosity", "dark")]),
        Fixtures.colorEntry(Self.red, appearances: [("luminosity", "dark"), ("contrast", "high")])))
    #expect(color.variants[.light]?.color.hex == "#808080")
    #expect(color.variants[.lightHighContrast]?.color.hex == "#808080")
    #expect(color.variants[.dark]?.color.hex == "#FFFFFF")
    #expect(color.variants[.darkHighContrast]?.color.hex == "#FF0000")
    #expect(color.variants[.darkHighContrast]?.location?.path == "colors[3].color")
  }

  @Test func aSetWithOnlyADarkEntryUsesItEverywhere() throws {
    let color = try onlyColor(Fixtures.colorSet(Fixtures.colorEntry(Self.white, appearances: [("luminosity", "dark")])))
    #expect(Set(color.variants.values.map(\.color.hex)) == ["#FFFFFF"])
    #expect(color.variants.count == 4)
  }

  @Test(arguments: ColorSetContents.fallbackOrderTable)
  func fallbackOrderIsDocumented(appearance: Appearance, order: String) {
    let text = ColorSetContents.fallbackOrder(for: appearance).map { slot in
      (slot.isDark.map { $0 ? "dark" : "light" } ?? "any") + (slot.isHighContrast ? "+high" : "")
    }
    #expect(text.joined(separator: " > ") == order)
  }

  @Test func iPhoneEntriesWinOverUniversalAndOtherIdiomsAreIgnored() throws {
    let iphone = Fixtures.colorEntry(Self.red).replacingOccurrences(of: "\"universal\"", with: "\"iphone\"")
    let mac = Fixtures.colorEntry(Self.gray).replacingOccurrences(of: "\"universal\"", with: "\"mac\"")
    let color = try onlyColor(Fixtures.colorSet(Fixtures.colorEntry(Self.black), iphone, mac))
    #expect(color.variants[.light]?.color.hex == "#FF0000")
  }

  @Test func displayP3EntriesWinOverSRGBOnes() throws {
    let color = try onlyColor(
      Fixtures.colorSet(
        Fixtures.colorEntry(Self.black, extra: #""display-gamut" : "sRGB", "#),
        Fixtures.colorEntry(Self.white, space: "display-p3", extra: #""display-gamut" : "display-P3", "#)))
    #expect(color.variants[.light]?.color.hex == "#FFFFFF")
  }

  @Test func aSystemColorReferenceTakesItsValueInEachAppearance() throws {
    let color = try onlyColor(
      Fixtures.colorSet(
        #"    { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#))
    for appearance in Appearance.allCases {
      #expect(color.variants[appearance]?.color == SystemColor.systemBlue.color(in: appearance))
    }
  }

  /// Xcode's app and widget templates, exactly as Xcode writes them: sets left at "Default", with no color.
  @Test func xcodeTemplateSetsWithNoColorAreTheSystemDefaults() throws {
    let template = """
      {
        "colors" : [
          {
            "idiom" : "universal"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        }
      }

      """
    let catalog = try catalog([
      "Contents.json": #"{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n"#,
      "AccentColor.colorset/Contents.json": template,
      "WidgetBackground.colorset/Contents.json": template,
      "AppIcon.appiconset/Contents.json":
        #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], "info" : { "version" : 1 } }"#,
    ])
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.colors.map(\.name) == ["AccentColor", "WidgetBackground"])
    for appearance in Appearance.allCases {
      #expect(catalog.colors[0].variants[appearance]?.color == SystemColor.systemBlue.color(in: appearance))
      #expect(catalog.colors[1].variants[appearance]?.color == SystemColor.systemBackground.color(in: appearance))
    }
    #expect(catalog.colors[0].variants[.light]?.location?.start.line == 3)
  }

  @Test func foldersThatProvideANamespaceNameTheirColors() throws {
    let namespace =
      #"{ "properties" : { "provides-namespace" : true }, "info" : { "author" : "xcode", "version" : 1 } }"#
    let plain = Fixtures.colorSet(Fixtures.colorEntry(Self.black))
    let catalog = try catalog([
      "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
      "Brand/Contents.json": namespace,
      "Brand/Primary.colorset/Contents.json": plain,
      "Brand/Buttons/Contents.json": namespace,
      "Brand/Buttons/Label.colorset/Contents.json": plain,
      "Organizing/Background.colorset/Contents.json": plain,
      "AppIcon.appiconset/Contents.json": #"{ "images" : [] }"#,
    ])
    #expect(catalog.problems.isEmpty)
    #expect(catalog.colors.map(\.name) == ["Background", "Brand/Buttons/Label", "Brand/Primary"])
    #expect(catalog.colorSetCount == 3)
    let location = try #require(catalog.colors.first?.variants[.light]?.location)
    #expect(location.file.relative == "App/Assets.xcassets/Organizing/Background.colorset/Contents.json")
  }

  @Test(
    arguments: [
      (
        Fixtures.colorSet(Fixtures.colorEntry(Self.black, space: "lab")), 3, "colors[0].color.color-space",
        "Unknown color space 'lab': expected one of 'srgb', 'extended-srgb', 'display-p3', 'extended-linear-srgb', "
          + "'gray-gamma-22', 'extended-gray' or 'srgb-linear'"
      ),
      (
        Fixtures.colorSet(
          Fixtures.colorEntry(#""red" : "1.500", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#)),
        3, "colors[0].color.components.red",
        "Component 'red' is 1.5, outside 0...1 in 'srgb': expected 0...1, or an extended color space such as "
          + "'extended-srgb'"
      ),
      (
        Fixtures.colorSet(Fixtures.colorEntry(#""red" : "0xZZ", "green" : "0", "blue" : "0", "alpha" : "1.000""#)), 3,
        "colors[0].color.components.red",
        "Color component '0xZZ' is not a number: expected a float like '0.400', a hex byte like '0xE6' or an integer "
          + "like '230'"
      ),
      (
        Fixtures.colorSet(Fixtures.colorEntry(#""red" : "300", "green" : "0", "blue" : "0", "alpha" : "1.000""#)), 3,
        "colors[0].color.components.red",
        "Color component '300' is outside 0...255: expected a byte from '0' to '255' ('0x00' to '0xFF')"
      ),
      (
        Fixtures.colorSet(Fixtures.colorEntry(#""red" : "0", "blue" : "0", "alpha" : "1.000""#)), 3,
        "colors[0].color.components", "Expected a 'green' component, found none"
      ),
      (
        Fixtures.colorSet(Fixtures.colorEntry(#""red" : "0", "green" : "0", "blue" : "0", "alpha" : "1.5""#)), 3,
        "colors[0].color.components.alpha",
        "Alpha 1.5 is outside 0...1: expected a value from 0 (transparent) to 1 (opaque)"
      ),
      (
        Fixtures.colorSet(Fixtures.colorEntry(Self.black, appearances: [("luminosity", "dim")])), 3,
        "colors[0].appearances[0]",
        "Expected a luminosity of 'light' or 'dark', or a contrast of 'high', found the string 'dim'"
      ),
      (
        Fixtures.colorSet(#"    "universal""#), 3, "colors[0]",
        "Expected the entry to be an object, found the string 'universal'"
      ),
      (
        Fixtures.colorSet(#"    { "color" : { "reference" : "brandColor" }, "idiom" : "universal" }"#), 3,
        "colors[0].color.reference",
        "Expected a system color such as 'systemBlueColor' or 'labelColor', found the string 'brandColor'"
      ),
      (#"{ "info" : { "version" : 1 } }"#, 1, nil, "Expected 'colors', an array of color entries, found nothing"),
      (#"{ "colors" : [ }"#, 1, "colors[0]", "Malformed JSON at column 16: expected a value"),
    ] as [(String, Int, String?, String)])
  func badColorSetsNameTheFileJSONPathAndLine(contents: String, line: Int, path: String?, message: String) throws {
    let catalog = try catalog([
      "Bad.colorset/Contents.json": contents,
      "Good.colorset/Contents.json": Fixtures.colorSet(Fixtures.colorEntry(Self.black)),
    ])
    #expect(catalog.colors.map(\.name) == ["Good"])
    #expect(catalog.unreadableNames == ["Bad"])
    let problem = try #require(catalog.problems.first)
    #expect(catalog.problems.count == 1)
    #expect(problem.path.relative == "App/Assets.xcassets/Bad.colorset/Contents.json")
    #expect(problem.line == line)
    #expect(problem.location == path)
    #expect(problem.message.hasPrefix(message), "\(problem.message)")
  }

  @Test func aColorSetWithoutAnIPhoneColorIsAWarning() throws {
    let mac = Fixtures.colorEntry(Self.gray).replacingOccurrences(of: "\"universal\"", with: "\"mac\"")
    let catalog = try catalog(["Mac.colorset/Contents.json": Fixtures.colorSet(mac)])
    #expect(catalog.colors.isEmpty)
    #expect(catalog.problems.map(\.severity) == [.warning])
    #expect(catalog.problems.map(\.message) == ["The color set 'Mac' has no iPhone or universal color to audit"])
  }

  /// Issue 11: a link back into the catalog was followed some 40 times, so one pair became 6,724 checks.
  @Test func aSymbolicLinkLoopIsReportedAndNotFollowed() throws {
    let folder = try Fixtures.folder(
      ["Assets.xcassets/Gray.colorset/Contents.json": Fixtures.colorSet(Fixtures.colorEntry(Self.gray))])
    try folder.link("Assets.xcassets/Group/Loop", to: "../../Assets.xcassets")
    let catalog = AssetCatalog(absolutePath: folder.path + "/Assets.xcassets", path: Fixtures.path("Assets.xcassets"))
    #expect(catalog.colors.map(\.name) == ["Gray"])
    #expect(catalog.problems.map(\.path.relative) == ["Assets.xcassets/Group/Loop"])
    #expect(catalog.problems.first?.message.hasPrefix("symbolic link loop") == true)
  }

  /// Issue 11: a Contents.json that was a folder or a FIFO was "no such file, or permission denied".
  @Test func aContentsJSONThatIsNotARegularFileSaysWhatItIs() throws {
    let folder = try Fixtures.folder([
      "Assets.xcassets/Pipe.colorset/.keep": "", "Assets.xcassets/Folder.colorset/.keep": "",
    ])
    #expect(mkfifo(folder.path + "/Assets.xcassets/Pipe.colorset/Contents.json", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Assets.xcassets/Folder.colorset/Contents.json", withIntermediateDirectories: false)
    let catalog = AssetCatalog(absolutePath: folder.path + "/Assets.xcassets", path: Fixtures.path("Assets.xcassets"))
    #expect(
      catalog.problems.map(\.message) == [
        "cannot be read: it is a directory", "cannot be read: it is a FIFO (named pipe), not a regular file",
      ])
  }

  @Test func aColorSetWithoutContentsIsReported() throws {
    let folder = try Fixtures.folder(["Assets.xcassets/Empty.colorset/.keep": ""])
    let catalog = AssetCatalog(absolutePath: folder.path + "/Assets.xcassets", path: Fixtures.path("Assets.xcassets"))
    #expect(catalog.problems.map(\.path.relative) == ["Assets.xcassets/Empty.colorset/Contents.json"])
    #expect(catalog.problems.map(\.message) == ["cannot be read: it does not exist (or is a broken symbolic link)"])
  }
}

extension ColorSetContents {
  /// The documented fallback order, one line per appearance.
  static let fallbackOrderTable: [(Appearance, String)] = [
    (.light, "light > any"),
    (.dark, "dark > any"),
    (.lightHighContrast, "light+high > light > any+high > any"),
    (.darkHighContrast, "dark+high > dark > any+high > any"),
  ]

}
