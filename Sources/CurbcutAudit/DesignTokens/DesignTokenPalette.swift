import CurbcutCore
import CurbcutReporting

/// The color tokens of design-token files as a palette, each token with its value in every appearance.
public struct DesignTokenPalette: Sendable {
  /// The palette, titled `Design tokens`, in the order token names first appear.
  public let palette: Palette
  /// Alias and structure problems of the token sets, and color values that could not be read, once each.
  public let problems: [InputProblem]

  /// The colors of the files layered for each appearance (see `ColorSources` for how modes layer), each distinct
  /// layering resolved once.
  public init(layers: [Appearance: [DesignTokenFile]]) {
    var reader = Reader()
    var order: [String] = []
    var variants: [String: [Appearance: ColorVariant]] = [:]
    var colorsByLayering: [[String]: [(String, ColorVariant)]] = [:]
    for appearance in Appearance.allCases {
      let files = layers[appearance] ?? []
      let key = files.map(\.document.file.relative)
      if colorsByLayering[key] == nil { colorsByLayering[key] = reader.colors(of: DesignTokenSet(files)) }
      for (name, variant) in colorsByLayering[key] ?? [] {
        if variants[name] == nil { order.append(name) }
        variants[name, default: [:]][appearance] = variant
      }
    }
    palette = Palette(
      title: "Design tokens", colors: order.map { PaletteColor(name: $0, variants: variants[$0] ?? [:]) },
      unreadableNames: reader.unreadableNames)
    problems = reader.problems.uniqued()
  }

  /// The colors of `files`, the same in every appearance.
  public init(files: [DesignTokenFile]) {
    self.init(layers: Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, files) }))
  }

  private struct Reader {
    var unreadableNames: Set<String> = []
    var problems: [InputProblem] = []

    mutating func colors(of set: DesignTokenSet) -> [(String, ColorVariant)] {
      problems += set.problems
      unreadableNames.formUnion(set.brokenNames)
      var colors: [(String, ColorVariant)] = []
      for token in set.tokens where token.type == .color {
        do {
          let color = try SRGBColor(designTokenValue: token.value)
          colors.append(
            (
              token.name,
              ColorVariant(color: color, location: token.definition.location, sourceLine: token.definition.sourceLine)
            ))
        } catch {
          problems.append(error)
          unreadableNames.insert(token.name)
        }
      }
      return colors
    }
  }
}
