import CurbcutAudit
import CurbcutCore
import CurbcutLint
import CurbcutReporting

/// One contrast audit of the catalogs and token files under the paths a command names, as `curbcut contrast` and
/// `curbcut check` both run it.
struct ContrastRun {
  /// The audit.
  let audit: ContrastAudit
  /// What went wrong finding and reading the files (the audit's own problems are in `audit.problems`).
  let problems: [InputProblem]
  /// How many token files and colorsets were read.
  let filesRead: Int
  /// Where a finding points when neither of its colors is defined in a file: the configuration, else the command
  /// line.
  private let fallback: InputLocation
  /// Where the code draws each learned pair, by foreground and background name: `Screens/Home.swift:12`.
  private let usage: [String: [String]]

  /// Audits `paths` (see ``ConfigurationLookup/checkedPaths(_:_:_:)``) with the configuration's
  /// `contrast:` settings, `level` and `algorithm` overriding them; pairs are `commandLinePairs` when there are any,
  /// else every pair of each palette with `allPairs`, else the configuration's, else those the names suggest and those
  /// the code draws (`learned`, of the colors the audit reads).
  init(
    configuration: Configuration, paths: [String], level: ConformanceLevel?, algorithm: ContrastAlgorithm?,
    commandLinePairs: [ContrastPairSpecification], allPairs: Bool, learned: [ColorPairFacts.Use] = [], jobs: Int?,
    _ environment: CommandEnvironment
  ) {
    let configurationFile = configuration.path.map {
      DesignFileDiscovery(rootDirectory: environment.workingDirectory).input(absolutePath: $0, display: nil).path
    }
    var settings = configurationFile.map { configuration.contrast.locating(in: $0) } ?? configuration.contrast
    if let level { settings.level = level }
    if let algorithm { settings.algorithm = algorithm }
    let exclusions = FileDiscovery(
      rootDirectory: environment.workingDirectory, patternBase: configuration.directory,
      excluded: configuration.excluded)
    let discovery = DesignFileDiscovery(rootDirectory: environment.workingDirectory) {
      exclusions.isExcluded(absolutePath: $0)
    }
    let found = discovery.discover(paths)
    let sources = ColorSources(found, modes: settings.modes, discovery: discovery)
    let specified = commandLinePairs.isEmpty ? settings.pairs : commandLinePairs
    let drawn = Self.drawnPairs(learned, in: sources.palettes)
    let selection: PairSelection =
      allPairs
      ? .allPairs : specified.isEmpty && !drawn.isEmpty ? .inferredAnd(drawn.map(\.pair)) : .specified(specified)
    usage = Dictionary(grouping: drawn) { "\($0.pair.foregrounds[0].text)\u{0}\($0.pair.backgrounds[0].text)" }
      .mapValues { $0.map(\.place) }
    audit = ContrastAudit(
      palettes: sources.palettes, selection: selection, settings: settings,
      jobs: jobs ?? environment.processorCount)
    problems = sources.problems
    filesRead = sources.filesRead
    fallback = InputLocation(
      file: configurationFile ?? SourcePath(display: "command line", relative: "command line"),
      start: SourcePosition(line: 1, column: 1), path: "")
  }

  /// Why no pair was checked when colors were read and nothing went wrong: none was named and none could be told from
  /// the colors' names (an app's `AccentColor`, `brandBlue`); nil when pairs were checked or could not be read.
  var unpairedColors: String? {
    guard audit.pairs.isEmpty, filesRead > 0, !(problems + audit.problems).contains(where: { $0.severity == .error })
    else { return nil }
    let colors = audit.palettes.reduce(0) { $0 + $1.colors.count }
    return """
      no pair of the \(counted(colors, "color")) was named, and their names suggest none (text, label or icon on \
      background, surface or fill). Name pairs with --pair FOREGROUND:BACKGROUND or 'contrast: pairs:' in \
      .curbcut.yml, or check every pair with --all-pairs
      """
  }

  /// The pairs the code draws whose colors both belong to one palette (or are system colors), spelled as the palette
  /// spells them (SwiftGen's `textPrimary` for a set named `TextPrimary`), each with where it is drawn, each place once
  /// (the audit checks a pair drawn in many places once).
  private static func drawnPairs(
    _ uses: [ColorPairFacts.Use], in palettes: [Palette]
  ) -> [(pair: ContrastPairSpecification, place: String)] {
    func spelling(_ name: String, in palette: Palette) -> String? {
      if palette.colors.contains(where: { $0.name == name }) { return name }
      if let match = palette.colors.first(where: { $0.name.lowercased() == name.lowercased() }) { return match.name }
      return (SystemColor(swiftUIName: name) ?? SystemColor(rawValue: name))?.rawValue
    }
    var seen: Set<String> = []
    return uses.compactMap { use in
      for palette in palettes {
        guard let foreground = spelling(use.foreground, in: palette),
          let background = spelling(use.background, in: palette),
          palette.colors.contains(where: { $0.name == foreground || $0.name == background })
        else { continue }
        let place = "\(use.path):\(use.line)"
        guard seen.insert("\(foreground)\u{0}\(background)\u{0}\(use.kind.rawValue)\u{0}\(place)").inserted else {
          return nil
        }
        return (
          ContrastPairSpecification(
            foregrounds: [ConfiguredName(foreground, at: nil)], backgrounds: [ConfiguredName(background, at: nil)],
            kind: use.kind),
          place
        )
      }
      return nil
    }
  }

  /// The audit's failures as findings under the audit rules, with every input problem; a pair the code draws says
  /// where.
  var report: Report {
    let findings = audit.findings(fallback: fallback) { foreground, background in
      guard let places = usage["\(foreground)\u{0}\(background)"] else { return nil }
      let more = places.count > 3 ? " and \(counted(places.count - 3, "more place"))" : ""
      return "drawn at " + places.prefix(3).joined(separator: ", ") + more
    }
    return Report(
      findings: findings, rules: AuditRules.all, problems: problems + audit.problems, filesChecked: filesRead)
  }
}
