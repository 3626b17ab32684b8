import ArgumentParser
import CurbcutLint
import CurbcutReporting
import Foundation

/// `curbcut lint`: checks SwiftUI and UIKit code for accessibility problems.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check SwiftUI and UIKit code for accessibility problems.",
    discussion: """
      Lints the .swift files under the given paths (default: the configuration's 'included' paths, or the \
      current folder). Build products, dependencies (.build, Pods, Carthage, DerivedData) and hidden folders are \
      skipped, and so are generated code, tests, previews, web pages and debug builds' code unless the \
      configuration's skipped_code says otherwise. Settings come from the nearest .curbcut.yml above the first path.
      """)

  @Argument(help: "Files or folders to lint.")
  var paths: [String] = []

  @OptionGroup var configuration: ConfigurationOption

  @OptionGroup var reporting: ReportOptions

  @Option(help: "Files linted in parallel (default: one per core).")
  var jobs: Int?

  @Option(help: ArgumentHelp("Report only findings this baseline does not hold.", valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write every finding to a new baseline file and exit.", valueName: "file"))
  var writeBaseline: String?

  @Flag(help: "Fail when the baseline holds findings that no longer occur, so it can be tightened.")
  var strictBaseline = false

  @Flag(help: "Apply the safe corrections of rules that have them.")
  var fix = false

  @Flag(help: "With --fix: print the changes as a diff instead of writing them.")
  var dryRun = false

  @Option(
    help: ArgumentHelp(
      "Report only findings on lines changed since this git ref (from its merge base with HEAD, as a pull request's "
        + "diff), new files whole.", valueName: "ref"))
  var diffBase: String?

  @Flag(
    help: "Report only findings in the files changed since the last commit, staged or not: a commit hook.")
  var changedOnly = false

  @Option(name: .customLong("only-rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "id"))
  var onlyRules: [String] = []

  @Flag(help: "Print the time spent parsing, walking the syntax tree and in each rule, on standard error.")
  var benchmark = false

  func validate() throws {
    if dryRun && !fix { throw ValidationError("--dry-run is for --fix; add --fix to see the changes it would make") }
    try JobCount.validate(jobs)
    if baseline != nil && writeBaseline != nil {
      throw ValidationError("use either --baseline (to filter) or --write-baseline (to record), not both")
    }
    if strictBaseline && baseline == nil { throw ValidationError("--strict-baseline needs --baseline FILE") }
    if writeBaseline != nil && (diffBase != nil || changedOnly) {
      throw ValidationError("a baseline records every finding: --write-baseline lints everything, not only changes")
    }
    if diffBase?.isEmpty == true { throw ValidationError("--diff-base needs a git ref, such as origin/main") }
    for id in onlyRules where RuleRegistry.rule(withID: id) == nil {
      throw ValidationError(
        "'\(id)' is not a Curbcut rule\(NameSuggestion.hint(for: id, among: RuleRegistry.ids)); see 'curbcut rules'")
    }
  }

  func run() throws {
    let environment = CommandEnvironment.current
    let configuration = try reporting.configuration(self.configuration, paths: paths, of: "lint", environment)
    let changedFiles = try changedOnly ? GitChanges.uncommitted(in: environment.workingDirectory) : nil
    let changedLines = try diffBase.map { try GitChanges.since($0, in: environment.workingDirectory) }
    let pass = LintPass(
      configuration: configuration, paths: ConfigurationLookup.checkedPaths(paths, configuration, environment),
      onlyRules: onlyRules, jobs: jobs, quiet: reporting.quiet, timed: benchmark, environment)
    let (found, linter) = (pass.found, pass.linter)
    var outcome = pass.outcome
    // Every file is read, so that what the other files tell is known (how a view is used, what is animated); only the
    // changed files' or lines' findings are reported, fixed and counted, after a fix too. A run not limited to them
    // keeps every finding, without copying them.
    let reported = { (findings: [Finding]) -> [Finding] in
      guard changedFiles != nil || changedLines != nil else { return findings }
      return findings.filter { changedFiles?.isInChangedFile($0) ?? true && changedLines?.contains($0) ?? true }
    }
    outcome.findings = reported(outcome.findings)
    var problems = found.problems + outcome.problems

    if fix {
      let fixing = applyFixes(outcome, files: found.files, linter: linter, environment: environment)
      problems += fixing.problems
      if !dryRun { outcome.findings = reported(fixing.remainingFindings(outcome.findings)) }
    }
    for problem in problems {
      environment.standardError.writeLine(problem.diagnostic)
    }
    if let writeBaseline {
      try environment.write(Baseline(findings: outcome.findings).encoded(), toFile: writeBaseline)
      if !reporting.quiet {
        environment.standardError.writeLine(
          "Wrote a baseline of \(counted(outcome.findings.count, "finding")) to \(writeBaseline)")
      }
      throw ExitCode(problems.contains { $0.severity == .error } ? 2 : 0)
    }

    var findings = outcome.findings
    var stale: [BaselineEntry] = []
    if let baseline {
      let accepted: Baseline
      do {
        accepted = try Baseline.read(from: URL(fileURLWithPath: environment.absolutePath(baseline)))
      } catch {
        throw CommandFailure(message: error.description)
      }
      (findings, stale) = accepted.filter(findings)
      if !reporting.quiet && outcome.findings.count > findings.count {
        let held = outcome.findings.count - findings.count
        environment.standardError.writeLine("\(counted(held, "finding")) \(held == 1 ? "is" : "are") in the baseline")
      }
    }

    var report = Report(
      findings: findings, rules: linter.ruleSet.rules.map(\.description), problems: problems,
      staleBaselineEntries: stale, staleBaselineFails: strictBaseline,
      filesChecked: outcome.filesChecked)
    report.filesSkipped = outcome.filesSkipped
    defer { RunMemory.keep(pass, report) }
    // Stale entries that fail the run are told even when quiet, in the compiler's form Xcode shows.
    if !stale.isEmpty && (!reporting.quiet || strictBaseline) {
      environment.standardError.writeLine(
        "\(counted(stale.count, "baseline entry", plural: "baseline entries")) no longer "
          + "\(stale.count == 1 ? "occurs" : "occur"); write a new baseline to tighten it:")
      for problem in report.staleBaselineProblems { environment.standardError.writeLine(problem.diagnostic) }
    }
    if benchmark { environment.standardError.writeLine(pass.outcome.times.table) }
    try reporting.finish(
      report, of: "lint", configuration: configuration, alsoFails: strictBaseline && !stale.isEmpty,
      to: fix && dryRun ? environment.standardError : nil, environment)
  }

  // MARK: Fixes

  private struct FixingOutcome {
    /// By the bytes of the file's path: names that differ only in Unicode normalization are different files.
    var refreshedFindings: [[UInt8]: [Finding]] = [:]
    var problems: [InputProblem] = []

    /// The findings after fixing: fixed files' findings replaced by a new lint of the fixed text.
    func remainingFindings(_ findings: [Finding]) -> [Finding] {
      (findings.filter { refreshedFindings[Array($0.span.path.relative.utf8)] == nil }
        + refreshedFindings.values.flatMap { $0 })
        .sorted(by: Finding.inReportOrder)
    }
  }

  /// Applies the fixes of the run's findings, then lints each fixed file again with the run's facts.
  private func applyFixes(
    _ run: Linter.Outcome, files: [DiscoveredFile], linter: Linter, environment: CommandEnvironment
  ) -> FixingOutcome {
    let findings = run.findings
    var outcome = FixingOutcome()
    let byPath = Dictionary(grouping: findings.filter { $0.fix != nil }) { Array($0.span.path.relative.utf8) }
    var fixedCount = 0
    // The diff alone goes to standard output, so that `git apply` takes it; the report goes to standard error.
    let diffSink = environment.standardOutput
    for file in files {
      guard let fixable = byPath[Array(file.path.relative.utf8)],
        case .success(let source) = SourceText.load(
          file.absolutePath, reportedAs: file.path, maximumSize: linter.limits.fileSize)
      else { continue }
      let result = Fixer.apply(fixable, to: source.bytes, limits: linter.limits)
      if let refusal = result.refusal {
        outcome.problems.append(InputProblem(path: file.path, message: "not fixed: \(refusal)", severity: .warning))
        continue
      }
      guard let fixed = result.fixedBytes else { continue }
      if dryRun {
        fixedCount += result.applied.count
        diffSink.write(
          UnifiedDiff.render(
            old: String(decoding: source.bytes, as: UTF8.self), new: String(decoding: fixed, as: UTF8.self),
            path: file.path.relative))
        continue
      }
      do {
        try FileWriter.write(fixed, toPath: file.absolutePath)
      } catch {
        outcome.problems.append(
          InputProblem(path: file.path, message: "not fixed: cannot write the file (\(error.reason))"))
        continue
      }
      fixedCount += result.applied.count
      outcome.refreshedFindings[Array(file.path.relative.utf8)] =
        linter.lint(SourceText(bytes: fixed), path: file.path, facts: run.facts).findings
    }
    if !reporting.quiet {
      let verb = dryRun ? "Would fix" : "Fixed"
      environment.standardError.writeLine("\(verb) \(counted(fixedCount, "finding"))")
    }
    return outcome
  }
}
