import CurbcutCore
import CurbcutReporting

/// The colors of one source a contrast audit reads, each with its value in every appearance it has: one asset
/// catalog, or the design tokens of the files under the audited paths.
///
/// Pairs are checked within a palette. The iOS system colors belong to every palette: a pair can put a token on
/// `systemBackground`. A palette color of the same name as a system color hides it.
public struct Palette: Sendable {
  /// How reports title the palette: the catalog's path, or `Design tokens`.
  public let title: String
  /// The colors in the order the source defines them.
  public let colors: [PaletteColor]
  /// Names the source defines but whose value could not be read (each with a problem already reported), so a pair
  /// naming one is skipped rather than reported as naming an unknown color.
  public let unreadableNames: Set<String>
  private let indexByName: [String: Int]

  /// A palette of `colors`, titled `title`.
  public init(title: String, colors: [PaletteColor], unreadableNames: Set<String> = []) {
    self.title = title
    self.colors = colors
    self.unreadableNames = unreadableNames
    indexByName = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The index in `colors` of the color named `name`.
  public func index(ofColorNamed name: String) -> Int? {
    indexByName[name]
  }

  /// The color named `name`: the palette's own, else the system color of that name (`systemBackground`).
  public func color(named name: String) -> PaletteColor? {
    if let index = indexByName[name] { return colors[index] }
    return SystemColor(rawValue: name).map(PaletteColor.init)
  }
}

/// A named color with its value in each appearance.
public struct PaletteColor: Sendable {
  /// The name pairs refer to it by: a token's dot-joined name (`color.text.primary`), an asset catalog color's
  /// name with its namespaces (`Brand/Primary`), or a system color's UIKit name (`secondaryLabel`).
  public let name: String
  /// The value in each appearance the color has; an appearance is missing when no file defines it there (a token
  /// only in a dark-mode file).
  public let variants: [Appearance: ColorVariant]
  /// Whether the color is one of the iOS system colors, which no file of the project defines.
  public let isSystemColor: Bool

  /// A color named `name` with `variants`.
  public init(name: String, variants: [Appearance: ColorVariant]) {
    self.name = name
    self.variants = variants
    isSystemColor = false
  }

  /// A system color, with its published value in every appearance and no location.
  public init(_ systemColor: SystemColor) {
    name = systemColor.rawValue
    variants = Dictionary(
      uniqueKeysWithValues: Appearance.allCases.map {
        ($0, ColorVariant(color: systemColor.color(in: $0), location: nil, sourceLine: ""))
      })
    isSystemColor = true
  }
}

/// A color's value in one appearance and where it is written.
public struct ColorVariant: Hashable, Sendable {
  /// The color, possibly translucent.
  public let color: SRGBColor
  /// Where the value is written: a token's name, or the entry of a colorset's `Contents.json`; nil for a system
  /// color.
  public let location: InputLocation?
  /// The text of the line at `location`, for findings' `sourceLine`.
  public let sourceLine: String

  /// A value written at `location`.
  public init(color: SRGBColor, location: InputLocation?, sourceLine: String) {
    self.color = color
    self.location = location
    self.sourceLine = sourceLine
  }
}
