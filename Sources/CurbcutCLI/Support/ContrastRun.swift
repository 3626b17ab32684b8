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

  /// Audits `paths` (see ``ConfigurationLookup/checkedPaths(_:_:_:)``) with the configuration's
  /// `contrast:` settings, `level` and `algorithm` overriding them; pairs are `commandLinePairs` when there are any,
  /// else every pair of each palette with `allPairs`, else the configuration's.
  init(
    configuration: Configuration, paths: [String], level: ConformanceLevel?, algorithm: ContrastAlgorithm?,
    commandLinePairs: [ContrastPairSpecification], allPairs: Bool, jobs: Int?, _ environment: CommandEnvironment
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
    let selection: PairSelection =
      allPairs ? .allPairs : .specified(commandLinePairs.isEmpty ? settings.pairs : commandLinePairs)
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

  /// The audit's failures as findings under the audit rules, with every input problem.
  var report: Report {
    Report(
      findings: audit.findings(fallback: fallback), rules: AuditRules.all, problems: problems + audit.problems,
      filesChecked: filesRead)
  }
}
