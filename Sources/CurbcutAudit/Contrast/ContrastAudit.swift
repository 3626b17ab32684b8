import CurbcutCore
import CurbcutReporting
import Dispatch

/// A contrast audit: every selected pair measured in each of the four appearances, by WCAG 2.x and APCA, and
/// every set of status colors checked for each kind of color vision.
///
/// Measuring is the hot path (a million pairs with `--all-pairs` on a thousand colors): colors are measured once
/// per appearance (`ContrastColor`), so an opaque foreground costs a few arithmetic operations per pair, and pairs
/// are measured in parallel into flat arrays of ratios. Everything a report shows beyond the two numbers
/// (verdicts, requirements, suggestions) is derived on demand by `evaluation(ofPair:in:)`.
///
/// Backgrounds are opaque when measured: a translucent background is composited over its base (`bases:` in the
/// configuration, for stacked layers), and one without a configured base over `systemBackground` of the same
/// appearance, as an app's root view is. A translucent foreground is composited over its background
/// (`SRGBColor.composited(over:)`).
public struct ContrastAudit: Sendable {
  /// The palettes, with the system colors that pairs use added to them.
  public let palettes: [Palette]
  /// The pairs measured.
  public let pairs: [ContrastPair]
  /// The level pairs are held to.
  public let level: ConformanceLevel
  /// Which measure decides whether a pair passes.
  public let algorithm: ContrastAlgorithm
  /// Status colors too alike for some kind of color vision.
  public let statusCollapses: [StatusCollapse]
  /// The status colors the settings name, each set with the background it is checked on, that the palettes hold:
  /// indices of a palette and of its colors, the background last.
  public let statusColorSets: [(palette: Int, colors: [Int])]
  /// Names in the selection or settings that name no color, and layer bases that form a cycle.
  public let problems: [InputProblem]
  private let prepared: [PreparedPalette]
  /// WCAG ratios, 4 per pair in `Appearance.allCases` order; NaN where a color lacks the appearance.
  private let ratios: [Double]
  /// APCA Lc, laid out as `ratios`.
  private let lightnessContrasts: [Double]

  /// Measures the pairs `selection` asks for in `palettes`, with `settings`' level, algorithm, bases and status
  /// colors, on `jobs` threads.
  public init(palettes: [Palette], selection: PairSelection, settings: ContrastSettings, jobs: Int = 1) {
    var resolver = PairResolver(palettes)
    let pairs = resolver.pairs(for: selection)
    let statusChecks = settings.statusColors.flatMap { specification in
      specification.backgrounds.flatMap { background in
        resolver.resolve(specification.colors + [background]).map { ($0.palette, $0.colors) }
      }
    }
    let bases = settings.bases.filter { resolver.areReadable([$0.layer, $0.base]) }
    var layering = LayerResolver(bases: bases, palettes: resolver.palettes)
    let prepared = resolver.palettes.indices.map { layering.prepare(palette: $0) }
    self.palettes = resolver.palettes
    self.pairs = pairs
    level = settings.level
    algorithm = settings.algorithm
    self.prepared = prepared
    problems = resolver.problems + layering.problems
    (ratios, lightnessContrasts) = Self.measure(pairs, prepared: prepared, jobs: max(1, jobs))
    statusColorSets = statusChecks
    statusCollapses = statusChecks.flatMap { palette, colors in
      StatusCollapse.find(in: resolver.palettes[palette], colors: colors, prepared: prepared[palette])
    }
  }

  /// The WCAG ratio and APCA Lc of every pair in every slot, NaN where a color lacks the appearance.
  ///
  /// The palettes' tables are joined into flat copies the threads share without touching a reference count (which
  /// would make them contend instead of scale), and each thread writes its own stretch of the results.
  private static func measure(
    _ pairs: [ContrastPair], prepared: [PreparedPalette], jobs: Int
  ) -> ([Double], [Double]) {
    let pairTable = SharedTable(pairs)
    let offsets = SharedTable(
      prepared.indices.map { index in prepared[..<index].map(\.backgrounds.count).reduce(0, +) })
    let counts = SharedTable(prepared.map(\.colorCount))
    let foregrounds = SharedTable(prepared.flatMap(\.foregrounds))
    let opaqueForegrounds = SharedTable(prepared.flatMap(\.opaqueForegrounds))
    let backgrounds = SharedTable(prepared.flatMap(\.backgrounds))
    defer {
      pairTable.free()
      offsets.free()
      counts.free()
      foregrounds.free()
      opaqueForegrounds.free()
      backgrounds.free()
    }
    // Divided rather than rounded up with `count + jobs - 1`, which overflows for a huge number of jobs.
    let chunkSize = max(1024, pairs.count / jobs + (pairs.count % jobs == 0 ? 0 : 1))
    var lightnessContrasts: [Double] = []
    let ratios = [Double](unsafeUninitializedCapacity: pairs.count * 4) { ratioBuffer, ratioCount in
      lightnessContrasts = [Double](unsafeUninitializedCapacity: pairs.count * 4) { lightnessBuffer, lightnessCount in
        ratioBuffer.initialize(repeating: .nan)
        lightnessBuffer.initialize(repeating: .nan)
        let ratios = SharedTable(buffer: ratioBuffer)
        let lightness = SharedTable(buffer: lightnessBuffer)
        DispatchQueue.concurrentPerform(iterations: (pairs.count + chunkSize - 1) / chunkSize) { chunk in
          for index in (chunk * chunkSize)..<min(pairs.count, (chunk + 1) * chunkSize) {
            let pair = pairTable[index]
            let (offset, count) = (offsets[pair.palette], counts[pair.palette])
            for slot in 0..<4 {
              let row = offset + slot * count
              guard let background = backgrounds[row + pair.background] else { continue }
              let foreground: ContrastColor
              if let measured = opaqueForegrounds[row + pair.foreground] {
                foreground = measured
              } else if let color = foregrounds[row + pair.foreground] {
                foreground = ContrastColor(color.composited(over: background.color))
              } else {
                continue
              }
              ratios[index * 4 + slot] = ContrastRatio(foreground.luminance, background.luminance).value
              lightness[index * 4 + slot] =
                APCAContrast(text: foreground.apcaLuminance, background: background.apcaLuminance).lightnessContrast
            }
          }
        }
        lightnessCount = pairs.count * 4
      }
      ratioCount = pairs.count * 4
    }
    return (ratios, lightnessContrasts)
  }

  /// The pair's measurement in `appearance`, judged; nil when either color lacks the appearance.
  public func evaluation(ofPair index: Int, in appearance: Appearance) -> ContrastEvaluation? {
    let slot = appearance.slot
    let ratio = ratios[index * 4 + slot]
    guard !ratio.isNaN else { return nil }
    let pair = pairs[index]
    let palette = palettes[pair.palette]
    let prepared = prepared[pair.palette]
    guard let foreground = palette.colors[pair.foreground].variants[appearance],
      let background = palette.colors[pair.background].variants[appearance],
      let opaqueBackground = prepared.background(pair.background, slot: slot)
    else { return nil }
    return ContrastEvaluation(
      appearance: appearance, paletteTitle: palette.title,
      foregroundName: palette.colors[pair.foreground].name, backgroundName: palette.colors[pair.background].name,
      kind: pair.kind, foreground: foreground, background: background, opaqueBackground: opaqueBackground.color,
      verdict: ContrastVerdict(ratio: ContrastRatio(ratio), kind: pair.kind, level: level),
      apca: APCAContrast(lightnessContrast: lightnessContrasts[index * 4 + slot]),
      apcaRequirement: APCARequirement(APCAUseCase(pair.kind), level: level), algorithm: algorithm)
  }

  /// The pair's evaluations in the appearances both colors have, in `Appearance.allCases` order.
  public func evaluations(ofPair index: Int) -> [ContrastEvaluation] {
    Appearance.allCases.compactMap { evaluation(ofPair: index, in: $0) }
  }

  /// Whether the pair fails by the audit's algorithm in `appearance`, without building its evaluation.
  public func fails(pair index: Int, in appearance: Appearance) -> Bool {
    let slot = appearance.slot
    let ratio = ratios[index * 4 + slot]
    guard !ratio.isNaN else { return false }
    let kind = pairs[index].kind
    let failsWCAG = !ContrastRequirement.wcag(kind, level: level).isMet(by: ContrastRatio(ratio))
    let failsAPCA = !APCARequirement(APCAUseCase(kind), level: level).isMet(
      by: APCAContrast(lightnessContrast: lightnessContrasts[index * 4 + slot]))
    return (algorithm.checksWCAG && failsWCAG) || (algorithm.checksAPCA && failsAPCA)
  }

  /// How many pair-and-appearance checks were made, and how many failed.
  public var counts: (checked: Int, failed: Int) {
    var checked = 0
    var failed = 0
    for index in pairs.indices {
      for appearance in Appearance.allCases where !ratios[index * 4 + appearance.slot].isNaN {
        checked += 1
        if fails(pair: index, in: appearance) { failed += 1 }
      }
    }
    return (checked, failed)
  }
}

extension Appearance {
  /// The position in `allCases`, where per-appearance arrays keep the appearance's values.
  var slot: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightHighContrast: 2
    case .darkHighContrast: 3
    }
  }
}

/// Memory that threads share without reference counting: each reads what it likes and writes only its own
/// elements. Either a copy of an array, freed by `free()`, or a buffer someone else owns.
private struct SharedTable<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element>

  /// A copy of `elements`.
  init(_ elements: [Element]) {
    buffer = .allocate(capacity: elements.count)
    _ = buffer.initialize(from: elements)
  }

  /// The initialized memory of `buffer`, which its owner frees.
  init(buffer: UnsafeMutableBufferPointer<Element>) {
    self.buffer = buffer
  }

  subscript(index: Int) -> Element {
    get { buffer[index] }
    nonmutating set { buffer[index] = newValue }
  }

  /// Frees a copy.
  func free() {
    buffer.deinitialize()
    buffer.deallocate()
  }
}
