import CurbcutCore
import CurbcutReporting

/// A palette's colors measured once per appearance for the hot loop: each color as a foreground (measured when
/// opaque) and as an opaque background. Each array holds the appearances one after another in slot order, so the
/// value for color `c` in slot `s` is at `s * colorCount + c`.
struct PreparedPalette: Sendable {
  /// How many colors the palette has.
  let colorCount: Int
  /// The colors as specified, nil where a color lacks the appearance.
  let foregrounds: [SRGBColor?]
  /// The opaque colors, measured; nil for translucent ones, which depend on what is beneath.
  let opaqueForegrounds: [ContrastColor?]
  /// The colors as backgrounds: translucent ones composited over their base, measured.
  let backgrounds: [ContrastColor?]

  /// Color `color` as a background in `slot`.
  func background(_ color: Int, slot: Int) -> ContrastColor? {
    backgrounds[slot * colorCount + color]
  }
}

/// Makes translucent backgrounds opaque: each is composited over its configured base, itself made opaque first,
/// or over `systemBackground` when it has none (or its base lacks the appearance), and a cycle of bases is reported
/// and broken at `systemBackground`.
struct LayerResolver {
  private let baseByLayer: [String: LayerBase]
  private let palettes: [Palette]
  private(set) var problems: [InputProblem] = []
  private var reportedCycles: Set<Set<String>> = []

  /// A resolver for `bases` (checked to name known colors) over `palettes`.
  init(bases: [LayerBase], palettes: [Palette]) {
    baseByLayer = Dictionary(bases.map { ($0.layer.text, $0) }, uniquingKeysWith: { _, last in last })
    self.palettes = palettes
  }

  mutating func prepare(palette index: Int) -> PreparedPalette {
    let palette = palettes[index]
    var foregrounds: [SRGBColor?] = []
    var backgrounds: [ContrastColor?] = []
    for appearance in Appearance.allCases {
      foregrounds += palette.colors.map { $0.variants[appearance]?.color }
      var opaque: [Int: SRGBColor] = [:]
      backgrounds += palette.colors.indices.map { color in
        self.opaque(color, in: palette, appearance: appearance, memo: &opaque, chain: []).map(ContrastColor.init)
      }
    }
    return PreparedPalette(
      colorCount: palette.colors.count, foregrounds: foregrounds,
      opaqueForegrounds: foregrounds.map { color in color.flatMap { $0.isOpaque ? ContrastColor($0) : nil } },
      backgrounds: backgrounds)
  }

  /// Color `index` of `palette` made opaque in `appearance`; `chain` holds the layers being resolved above it.
  private mutating func opaque(
    _ index: Int, in palette: Palette, appearance: Appearance, memo: inout [Int: SRGBColor], chain: [Int]
  ) -> SRGBColor? {
    if let known = memo[index] { return known }
    guard let color = palette.colors[index].variants[appearance]?.color else { return nil }
    let systemBackground = SystemColor.systemBackground.color(in: appearance)
    guard !color.isOpaque else { return color }
    var base = systemBackground
    if let layerBase = baseByLayer[palette.colors[index].name] {
      if let baseIndex = palette.index(ofColorNamed: layerBase.base.text) {
        let layers = chain + [index]
        if let start = layers.firstIndex(of: baseIndex) {
          reportCycle(layers[start...] + [baseIndex], in: palette, at: layerBase)
        } else if let opaqueBase = opaque(
          baseIndex, in: palette, appearance: appearance, memo: &memo, chain: chain + [index])
        {
          base = opaqueBase
        }
      } else if let system = SystemColor(rawValue: layerBase.base.text) {
        base = system.color(in: appearance).composited(over: systemBackground)
      }
    }
    let result = color.composited(over: base)
    memo[index] = result
    return result
  }

  private mutating func reportCycle(_ chain: ArraySlice<Int>, in palette: Palette, at layerBase: LayerBase) {
    let names = chain.map { palette.colors[$0].name }
    guard reportedCycles.insert(Set(names)).inserted else { return }
    let message =
      "Bases form a cycle \(names.map { "'\($0)'" }.joined(separator: " → ")): expected the last layer to lie on an "
      + "opaque color; 'systemBackground' is used instead"
    problems.append(
      layerBase.base.location?.problem(message)
        ?? InputProblem(path: SourcePath(display: "configuration", relative: "configuration"), message: message))
  }
}
