import ArgumentParser
import CurbcutAudit
import CurbcutCore
import CurbcutLint
import CurbcutReporting
import Foundation

/// `curbcut check`: the lint of the Swift code and the audits of the design system's colors and type ramp, in one report.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Lint Swift code and audit the design system's colors and type ramp, in one report.",
    discussion: """
      Runs 'curbcut lint' on the .swift files and 'curbcut contrast' on the asset catalogs and design-token files \
      under the same paths (default: the configuration's 'included' paths, or the current folder), with the \
      configuration's rules and 'contrast:' section, and, when the configuration's 'typography:' section names \
      a type ramp, 'curbcut type-scale''s checks of it; all in one lint report. 'curbcut lint' reads Swift files \
      only. Exit status: 0 when nothing reaches --fail-on, 1 when something does, 2 for usage, configuration or \
      input errors.
      """)

  @Argument(help: "Files or folders to check.")
  var paths: [String] = []

  @OptionGroup var configuration: ConfigurationOption

  @OptionGroup var reporting: ReportOptions

  @Option(help: "Files linted and pairs measured in parallel (default: one per core).")
  var jobs: Int?

  @OptionGroup var contrast: ContrastOptions

  func validate() throws {
    try JobCount.validate(jobs)
  }

  func run() throws {
    let environment = CommandEnvironment.current
    let configuration = try reporting.configuration(self.configuration, paths: paths, of: "check", environment)
    // A Swift file is for the lint alone, any other file for the audit alone (which reports what is neither); a
    // folder is for both.
    let checked = ConfigurationLookup.checkedPaths(paths, configuration, environment)
    let isFolder = { (path: String) in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: environment.absolutePath(path), isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    let lint = LintPass(
      configuration: configuration, paths: checked.filter { isFolder($0) || $0.hasSuffix(".swift") }, onlyRules: [],
      jobs: jobs, quiet: reporting.quiet, learnsColorPairs: true, environment)
    // The pairs the code draws are checked too: an app's colors (`brandBlue`, `AccentColor`) suggest none by name.
    let contrast = ContrastRun(
      configuration: configuration, paths: checked.filter { isFolder($0) || !$0.hasSuffix(".swift") },
      level: contrast.level, algorithm: contrast.algorithm, commandLinePairs: [], allPairs: false,
      learned: ColorPairFacts.shownUses(in: lint.outcome.facts), jobs: jobs, environment)
    let audit = contrast.report
    var typeScale = Report(findings: [], rules: [], filesChecked: 0)
    switch try DesignRamp.load(typographyFiles: [], configuration: configuration, environment) {
    case nil:
      break
    case .success(let ramp)?:
      for warning in DesignRamp.unknownExemptions(in: ramp, configuration: configuration) {
        environment.standardError.writeLine(warning.description)
      }
      let exempt = Set(configuration.typography.exempt.map(\.text))
      typeScale = Report(
        findings: ramp.findings(in: .unclamped, exemptFromResize: exempt), rules: TypeScaleRules.all,
        filesChecked: ramp.filesChecked)
    case .failure(let failure)?:
      typeScale.problems = failure.problems
    }
    var report = Report(
      findings: lint.outcome.findings + audit.findings + typeScale.findings,
      rules: lint.linter.ruleSet.rules.map(\.description) + audit.rules + typeScale.rules,
      problems: lint.found.problems + lint.outcome.problems + audit.problems + typeScale.problems,
      filesChecked: lint.outcome.filesChecked + audit.filesChecked + typeScale.filesChecked)
    report.filesSkipped = lint.outcome.filesSkipped
    for problem in report.problems {
      environment.standardError.writeLine(problem.diagnostic)
    }
    if let unpaired = contrast.unpairedColors, !reporting.quiet {
      environment.standardError.writeLine("Contrast not checked: " + unpaired)
    }
    try reporting.finish(report, of: "check", configuration: configuration, environment)
  }
}
