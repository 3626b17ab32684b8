import ArgumentParser
import CurbcutReporting

/// The options of a command that ends in a findings report, shared by `curbcut lint` and `curbcut check`: how the
/// report is written, and what fails the run.
struct ReportOptions: ParsableArguments {
  @Option(
    name: [.customLong("format"), .customLong("reporter")],
    help: "The report format (default: the configuration's 'reporter', else xcode); --reporter is SwiftLint's name.")
  var format: ReportFormat?

  @Option(help: ArgumentHelp("Write the report to a file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: "The lowest severity that fails the run (default: warning, or the configuration's fail_on).")
  var failOn: FailureThreshold?

  @Flag(help: "Print no summary on standard error.")
  var quiet = false

  @Flag(help: "Report warnings as errors and fail the run on them, as SwiftLint's --strict (or 'strict: true').")
  var strict = false

  /// Loads the configuration; one that cannot be used is also reported in the chosen format (an `::error` on its line
  /// for GitHub, an error test case for JUnit), since a program reads that report, before the run stops with status 2.
  func configuration(
    _ option: ConfigurationOption, paths: [String], of command: String, _ environment: CommandEnvironment
  ) throws -> Configuration {
    try Self.configuration(option, paths: paths, reportingIn: format, to: output, of: command, environment)
  }

  /// ``configuration(_:paths:of:_:)`` for a command with formats of its own (`contrast`), when `format` is one of the
  /// findings formats.
  static func configuration(
    _ option: ConfigurationOption, paths: [String], reportingIn format: ReportFormat?, to output: String?,
    of command: String, _ environment: CommandEnvironment
  ) throws -> Configuration {
    do {
      return try option.load(paths: paths, environment)
    } catch let failure as CommandFailure {
      // Xcode's form of the problem is the diagnostic the command prints on standard error.
      if let problem = failure.problem, let format, format != .xcode {
        let report = Report(findings: [], rules: [], problems: [problem], filesChecked: 0)
        try environment.write(
          format.reporter(rootDirectory: environment.workingDirectory, command: command).render(report), toFile: output,
          orTo: environment.standardOutput)
      }
      throw failure
    }
  }

  /// The format the report is written in.
  func chosenFormat(_ configuration: Configuration) -> ReportFormat {
    format ?? configuration.reporter ?? .xcode
  }

  /// Writes `report` in the chosen format to `--output`, else to `sink` (standard output unless it carries something
  /// else, as `lint --fix --dry-run`'s diff), and its summary, then ends the run: exit status 2 for an input error, 1
  /// for a finding at or above the threshold (or when `alsoFails`), else the command goes on to succeed.
  func finish(
    _ report: Report, of command: String, configuration: Configuration, alsoFails: Bool = false,
    to sink: TextSink? = nil, _ environment: CommandEnvironment
  ) throws {
    var report = report
    let isStrict = strict || configuration.strict
    if isStrict {
      for index in report.findings.indices where report.findings[index].severity == .warning {
        report.findings[index].severity = .error
      }
    }
    try environment.write(
      chosenFormat(configuration).reporter(rootDirectory: environment.workingDirectory, command: command).render(
        report), toFile: output, orTo: sink ?? environment.standardOutput)
    if !quiet { environment.standardError.writeLine(report.summary) }
    let threshold = isStrict ? .warning : failOn ?? configuration.failOn ?? .warning
    if report.problems.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    if alsoFails || report.findings.contains(where: { threshold.isReached(by: $0.severity) }) { throw ExitCode(1) }
  }
}
