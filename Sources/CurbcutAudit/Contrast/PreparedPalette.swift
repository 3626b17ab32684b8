import CurbcutCore
import CurbcutReporting

/// A palette's colors measured once per appearance for the hot loop: each color as a foreground (measured when
/// opaque) and as an opaque background. Arrays are indexed by appearance slot, then color.
struct PreparedPalette: Sendable {
  /// The colors as specified, nil where a color lacks the appearance.
  let foregrounds: [[SRGBColor?]]
  /// The opaque colors, measured; nil for translucent ones, which depend on what is beneath.
  let opaqueForegrounds: [[ContrastColor?]]
  /// The colors as backgrounds: translucent ones composited over their base, measured.
  let backgrounds: [[ContrastColor?]]

  /// The foreground `index` as it reaches the screen over `background`, measured.
  func foregroundMeasure(_ index: Int, slot: Int, over background: ContrastColor) -> ContrastColor? {
    if let measured = opaqueForegrounds[slot][index] { return measured }
    return foregrounds[slot][index].map { ContrastColor($0.composited(over: background.color)) }
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
    var foregrounds: [[SRGBColor?]] = []
    var opaqueForegrounds: [[ContrastColor?]] = []
    var backgrounds: [[ContrastColor?]] = []
    for appearance in Appearance.allCases {
      let colors = palette.colors.map { $0.variants[appearance]?.color }
      foregrounds.append(colors)
      opaqueForegrounds.append(colors.map { color in color.flatMap { $0.isOpaque ? ContrastColor($0) : nil } })
      var opaque: [Int: SRGBColor] = [:]
      backgrounds.append(
        palette.colors.indices.map { color in
          self.opaque(color, in: palette, appearance: appearance, memo: &opaque, chain: []).map(ContrastColor.init)
        })
    }
    return PreparedPalette(
      foregrounds: foregrounds, opaqueForegrounds: opaqueForegrounds, backgrounds: backgrounds)
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
