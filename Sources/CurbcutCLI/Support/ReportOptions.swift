import ArgumentParser
import CurbcutReporting

/// The options of a command that ends in a findings report, shared by `curbcut lint` and `curbcut check`: how the
/// report is written, and what fails the run.
struct ReportOptions: ParsableArguments {
  @Option(help: "The report format.")
  var format: ReportFormat = .xcode

  @Option(help: ArgumentHelp("Write the report to a file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: "The lowest severity that fails the run (default: warning, or the configuration's fail_on).")
  var failOn: FailureThreshold?

  @Flag(help: "Print no summary on standard error.")
  var quiet = false

  /// Writes `report` in the chosen format to `--output`, else to `sink` (standard output unless it carries something
  /// else, as `lint --fix --dry-run`'s diff), and its summary, then ends the run: exit status 2 for an input error, 1
  /// for a finding at or above the threshold (or when `alsoFails`), else the command goes on to succeed.
  func finish(
    _ report: Report, of command: String, configuration: Configuration, alsoFails: Bool = false,
    to sink: TextSink? = nil, _ environment: CommandEnvironment
  ) throws {
    try environment.write(
      format.reporter(rootDirectory: environment.workingDirectory, command: command).render(report), toFile: output,
      orTo: sink ?? environment.standardOutput)
    if !quiet { environment.standardError.writeLine(report.summary) }
    let threshold = failOn ?? configuration.failOn ?? .warning
    if report.problems.contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    if alsoFails || report.findings.contains(where: { threshold.isReached(by: $0.severity) }) { throw ExitCode(1) }
  }
}
