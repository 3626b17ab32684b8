import CurbcutAudit
import CurbcutCore
import CurbcutLint
import CurbcutReporting
import Foundation

/// One lint of the Swift files under the paths a command names, as `curbcut lint` and `curbcut check` both run it:
/// discovery with the configuration's exclusions, then every file linted in parallel behind a progress line.
struct LintPass: Sendable {
  /// What discovery found.
  let found: FileDiscovery.Outcome
  /// The linter with the configured rules.
  let linter: Linter
  /// Its findings and problems.
  let outcome: Linter.Outcome

  /// Lints `paths` (see ``ConfigurationLookup/checkedPaths(_:_:_:)``) with `configuration`'s rules,
  /// or only `onlyRules` when there are any, on `jobs` threads (default: one per core), timing each phase and rule
  /// when `timed`, and learning the color pairs the code draws (``ColorPairFacts``) when `learnsColorPairs`.
  init(
    configuration: Configuration, paths: [String], onlyRules: [String], jobs: Int?, quiet: Bool, timed: Bool = false,
    learnsColorPairs: Bool = false, _ environment: CommandEnvironment
  ) {
    let discovery = FileDiscovery(
      rootDirectory: environment.workingDirectory, patternBase: configuration.directory,
      excluded: configuration.excluded, skipsGeneratedCode: configuration.skippedCode.contains(.generated))
    var found = discovery.discover(paths)
    let (strings, tableProblems) = LocalizedStrings.load(found.stringTables, maximumSize: configuration.limits.fileSize)
    found.problems += tableProblems
    self.found = found
    var linter = Linter(
      ruleSet: configuration.ruleSet(only: onlyRules.isEmpty ? nil : onlyRules), skippedCode: configuration.skippedCode,
      limits: configuration.limits)
    linter.measuresTime = timed
    if learnsColorPairs { linter.commandFacts = [ColorPairFacts.self] }
    linter.declaredFacts = ProjectFacts(declaring: [
      ComponentFacts(declared: configuration.components),
      ViewUseFacts(
        seesEveryUse: found.readsWholeProjects, classNamingFiles: found.classNamingFiles,
        settingsFiles: found.settingsFiles, maximumSize: configuration.limits.fileSize),
    ])
    linter.localizedStrings = strings
    if linter.ruleSet.contains(LiteralContrastRule.description.id) {
      linter.namedColors = Self.namedColors(in: found.assetCatalogs)
    }
    self.linter = linter
    let progress = ProgressLine(
      total: found.files.count, verb: "Linting", sink: environment.standardError,
      isEnabled: environment.errorIsTerminal && !quiet)
    var outcome = self.linter.lint(found.files, jobs: jobs ?? environment.processorCount, progress: progress.advance)
    progress.finish()
    // The settings files (Info.plist, project.pbxproj) the settings rules read count among the files checked.
    let settings = self.linter.lintSettings(found.settingsFiles)
    if !settings.findings.isEmpty {
      outcome.findings += settings.findings
      outcome.findings.sortInReportOrder()
    }
    outcome.problems += settings.problems
    outcome.filesChecked += settings.filesChecked
    self.outcome = outcome
  }
}

extension LintPass {
  /// The color sets of the catalogs, by name, in the appearances each gives. A catalog's own problems (a color set
  /// that cannot be read) are `curbcut contrast`'s to report: here such a color is only unknown.
  static func namedColors(in catalogs: [DiscoveredFile]) -> NamedColors {
    NamedColors(
      catalogs.flatMap { catalog in
        AssetCatalog(absolutePath: catalog.absolutePath, path: catalog.path).colors.map { color in
          (color.name, color.variants.mapValues(\.color))
        }
      })
  }
}

extension Report {
  /// The line a command ends with on standard error: `Found 2 errors, 1 warning in 2 of 10 files`.
  var summary: String {
    let files =
      counted(filesChecked, "file")
      + (filesSkipped == 0
        ? "" : " (\(counted(filesSkipped, "more file")) skipped as generated code, tests or web pages)")
    let inputErrors = problems.count { $0.severity == .error }
    if findings.isEmpty && filesChecked == 0 && inputErrors > 0 {
      return "No file could be linted: \(counted(inputErrors, "input problem"))"
    }
    guard !findings.isEmpty else { return "No accessibility problems found in \(files)" }
    let counts = Severity.allCases.reversed().compactMap { severity -> String? in
      let count = count(of: severity)
      return count == 0 ? nil : counted(count, severity.rawValue)
    }
    let affected = Set(findings.indices.lazy.map { findings[$0].span.path }).count
    return "Found \(counts.joined(separator: ", ")) in \(affected) of \(files)"
  }
}

extension PhaseTimes {
  /// The table `curbcut lint --benchmark` prints: each phase and rule, its time and its share of the whole.
  var table: String {
    let total = total
    let rows = ranked.map { phase, time in
      let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
      let share = total == .zero ? 0 : time / total * 100
      return "  " + phase + String(repeating: " ", count: max(1, 34 - phase.count))
        + String(format: "%9.3f s %6.1f%%", seconds, share)
    }
    return (["Time by phase and rule, summed over files and threads:"] + rows).joined(separator: "\n")
  }
}
