import ArgumentParser
import CurbcutAudit
import CurbcutCore
import CurbcutReporting

/// `curbcut type-scale`: prints a type ramp at every Dynamic Type size and reports what cannot grow to 200 %, what
/// is under 11 pt, and tokens that scale with a distant text style.
///
/// The ramp and the findings are two outputs: the ramp goes to standard output (or `--output`) in `--format`, the
/// findings to standard error (or `--report-output`) through the same reporters as `curbcut lint`, by default as
/// compiler diagnostics. A pipe such as `curbcut type-scale --format csv > ramp.csv` keeps the ramp clean, a terminal
/// shows both, and CI can keep the ramp as an artifact and upload the findings as SARIF.
struct TypeScaleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "type-scale",
    abstract: "Show a type ramp at every Dynamic Type size and check that its text can grow to 200 percent.",
    discussion: """
      Without input, shows Apple's text styles. The ramp goes to standard output (or --output) in --format; \
      findings (text that cannot grow to 200 % within the range, WCAG 1.4.4; text under 11 pt; a token that \
      scales with a distant text style) go to standard error as compiler diagnostics, or in --report's format \
      (to --report-output).

      Exit status: 0 without findings, 1 with findings, 2 for usage, configuration or input errors.
      """)

  @Option(
    name: .customLong("typography"),
    help: ArgumentHelp(
      "A design-token file (DTCG) with typography tokens; repeat for files that alias each other. Default: the"
        + " configuration's 'typography:' section, else Apple's text styles.",
      valueName: "file"))
  var typographyFiles: [String] = []

  @Option(
    help: ArgumentHelp(
      "Clamp to a Dynamic Type range, as .dynamicTypeSize(_:) does: 'large...accessibility3', '...xxxLarge'.",
      valueName: "range"),
    transform: { text in try DynamicTypeRange(parsing: text) })
  var range: DynamicTypeRange?

  @OptionGroup var configuration: ConfigurationOption

  @Option(help: "How to print the ramp.")
  var format: TypeScaleFormat = .table

  @Option(help: ArgumentHelp("Write the ramp to a file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: "How to report findings: the formats of 'curbcut lint'.")
  var report: ReportFormat = .xcode

  @Option(help: ArgumentHelp("Write the findings to a file instead of standard error.", valueName: "file"))
  var reportOutput: String?

  func validate() throws {
    let environment = CommandEnvironment.current
    if let output, let reportOutput, environment.absolutePath(output) == environment.absolutePath(reportOutput) {
      throw ValidationError("--output and --report-output name the same file; give the ramp and the findings each one")
    }
  }

  func run() throws {
    let environment = CommandEnvironment.current
    let configuration = try self.configuration.load(paths: typographyFiles, environment)
    let ramp: AuditedTypeRamp
    switch try DesignRamp.load(typographyFiles: typographyFiles, configuration: configuration, environment) {
    case nil:
      ramp = .systemTextStyles
    case .success(let designRamp)?:
      ramp = designRamp
    case .failure(let failure)?:
      for problem in failure.problems {
        environment.standardError.writeLine(problem.diagnostic)
      }
      throw ExitCode(2)
    }
    let range = self.range ?? .unclamped
    try environment.write(format.render(ramp.scale(in: range)), toFile: output, orTo: environment.standardOutput)
    for warning in DesignRamp.unknownExemptions(in: ramp, configuration: configuration) {
      environment.standardError.writeLine(warning.description)
    }
    let exempt = Set(configuration.typography.exempt.map(\.text))
    let findings = ramp.findings(in: range, exemptFromResize: exempt)
    let report = Report(findings: findings, rules: TypeScaleRules.all, filesChecked: ramp.filesChecked)
    let rendered = self.report.reporter(rootDirectory: environment.workingDirectory, command: "type-scale").render(
      report)
    try environment.write(rendered, toFile: reportOutput, orTo: environment.standardError)
    if !findings.isEmpty { throw ExitCode(1) }
  }
}

extension TypeScaleFormat: ExpressibleByArgument {}
