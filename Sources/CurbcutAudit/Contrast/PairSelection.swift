import CurbcutCore
import CurbcutReporting

/// Which pairs an audit checks.
public enum PairSelection: Sendable {
  /// The given specifications (from `--pair`, else the configuration's `pairs:`); when there are none, pairs are
  /// inferred from the colors' names (`ColorRole`).
  case specified([ContrastPairSpecification])
  /// Every color of each palette on every other color of it, as normal text (`--all-pairs`).
  case allPairs
  /// The pairs inferred from the colors' names and these, which the code draws (`curbcut check`'s learned pairs).
  case inferredAnd([ContrastPairSpecification])
}

/// One foreground on one background of a palette, as one kind of content.
///
/// Stored compactly (32-bit indices), since `--all-pairs` on a large palette makes a million of them.
public struct ContrastPair: Hashable, Sendable {
  private let paletteIndex: Int32
  private let foregroundIndex: Int32
  private let backgroundIndex: Int32
  /// What the foreground paints.
  public let kind: ContentKind

  /// The pair of colors `foreground` and `background` of palette `palette` (indices into the audit's palettes and
  /// their colors).
  public init(palette: Int, foreground: Int, background: Int, kind: ContentKind) {
    paletteIndex = Int32(palette)
    foregroundIndex = Int32(foreground)
    backgroundIndex = Int32(background)
    self.kind = kind
  }

  /// The index of the palette, in `ContrastAudit.palettes`.
  public var palette: Int { Int(paletteIndex) }
  /// The index of the foreground among the palette's colors.
  public var foreground: Int { Int(foregroundIndex) }
  /// The index of the background among the palette's colors.
  public var background: Int { Int(backgroundIndex) }
}

/// Turns a selection into pairs over palettes: names are looked up in each palette, system colors are added to the
/// palettes that use them, and names found nowhere are reported where they are written.
struct PairResolver {
  /// The palettes, each with the system colors its pairs use appended, and a last `System colors` palette when a
  /// pair names system colors only.
  private(set) var palettes: [Palette]
  private(set) var problems: [InputProblem] = []
  private var systemPaletteIndex: Int?
  private var reportedUnknown: Set<ConfiguredName> = []
  private var reportedApart: Set<[ConfiguredName]> = []

  init(_ palettes: [Palette]) {
    self.palettes = palettes
  }

  /// The pairs `selection` asks for.
  mutating func pairs(for selection: PairSelection) -> [ContrastPair] {
    switch selection {
    case .allPairs:
      return palettes.indices.flatMap { palette in
        let count = palettes[palette].colors.count
        return (0..<count).flatMap { foreground in
          (0..<count).compactMap { background in
            foreground == background
              ? nil
              : ContrastPair(palette: palette, foreground: foreground, background: background, kind: .normalText)
          }
        }
      }
    case .specified(let specifications) where specifications.isEmpty:
      return palettes.indices.flatMap { inferredPairs(in: $0) }
    case .inferredAnd(let learned):
      return (palettes.indices.flatMap { inferredPairs(in: $0) } + pairs(for: .specified(learned))).uniqued()
    case .specified(let specifications):
      return specifications.flatMap { specification in
        specification.foregrounds.flatMap { foreground in
          specification.backgrounds.flatMap { background in
            resolve([foreground, background]).map {
              ContrastPair(
                palette: $0.palette, foreground: $0.colors[0], background: $0.colors[1], kind: specification.kind)
            }
          }
        }
      }
    }
  }

  private func inferredPairs(in palette: Int) -> [ContrastPair] {
    let roles = palettes[palette].colors.map { ColorRole(name: $0.name) }
    let backgrounds = roles.indices.filter { roles[$0] == .background }
    return roles.indices.flatMap { foreground -> [ContrastPair] in
      guard case .foreground(let kind) = roles[foreground] else { return [] }
      return backgrounds.map { ContrastPair(palette: palette, foreground: foreground, background: $0, kind: kind) }
    }
  }

  /// The palettes in which all of `names` resolve, with their color indices: each palette that defines at least one
  /// of them and the others or system colors of those names, or the `System colors` palette when all are system
  /// colors. Names found nowhere are reported once each, and so are names only different palettes define; a name a
  /// palette defines but could not read is skipped silently.
  mutating func resolve(_ names: [ConfiguredName]) -> [(palette: Int, colors: [Int])] {
    guard areReadable(names) else { return [] }
    let owning = palettes.indices.filter { index in names.contains { palettes[index].ownsColor(named: $0.text) } }
    guard !owning.isEmpty else {
      let palette = systemPalette()
      return [(palette, names.map { index(of: $0.text, in: palette) })]
    }
    let complete = owning.filter { index in
      names.allSatisfy { palettes[index].ownsColor(named: $0.text) || SystemColor(rawValue: $0.text) != nil }
    }
    if complete.isEmpty, let first = names.first, reportedApart.insert(names).inserted {
      let message =
        "\(names.map { "'\($0.text)'" }.joined(separator: " and ")) are not defined together in one catalog or in the "
        + "design tokens: pairs are checked within one palette"
      problems.append(
        first.location?.problem(message)
          ?? InputProblem(path: SourcePath(display: "command line", relative: "command line"), message: message))
    }
    return complete.map { palette in (palette, names.map { index(of: $0.text, in: palette) }) }
  }

  /// Whether each of `names` is a readable color of some palette or a system color; names found nowhere are reported
  /// once each, names a palette defines but could not read make it false silently.
  mutating func areReadable(_ names: [ConfiguredName]) -> Bool {
    var allReadable = true
    for name in names
    where SystemColor(rawValue: name.text) == nil && !palettes.contains(where: { $0.ownsColor(named: name.text) }) {
      allReadable = false
      let isUnreadable = palettes.contains { $0.unreadableNames.contains(name.text) }
      if !isUnreadable && reportedUnknown.insert(name).inserted { problems.append(unknownColorProblem(name)) }
    }
    return allReadable
  }

  /// The index of `name` in `palette`, where the palette defines it or it is a system color, which is appended to
  /// the palette on first use.
  private mutating func index(of name: String, in palette: Int) -> Int {
    if let index = palettes[palette].index(ofColorNamed: name) { return index }
    let current = palettes[palette]
    palettes[palette] = Palette(
      title: current.title, colors: current.colors + [current.color(named: name)].compactMap { $0 },
      unreadableNames: current.unreadableNames)
    return current.colors.count
  }

  /// The `System colors` palette, made on first use.
  private mutating func systemPalette() -> Int {
    if let systemPaletteIndex { return systemPaletteIndex }
    palettes.append(Palette(title: "System colors", colors: []))
    systemPaletteIndex = palettes.count - 1
    return palettes.count - 1
  }

  private func unknownColorProblem(_ name: ConfiguredName) -> InputProblem {
    let known = palettes.flatMap { $0.colors.map(\.name) } + SystemColor.allCases.map(\.rawValue)
    let message =
      "'\(name.text)' is not a color of the audited catalogs or token files, nor a system color"
      + NameSuggestion.hint(for: name.text, among: known)
    return name.location?.problem(message)
      ?? InputProblem(path: SourcePath(display: "command line", relative: "command line"), message: message)
  }
}

extension Palette {
  /// Whether the palette itself defines a color named `name` (a system color added for a pair does not count).
  func ownsColor(named name: String) -> Bool {
    index(ofColorNamed: name).map { !colors[$0].isSystemColor } ?? false
  }
}
