import ArgumentParser
import CurbcutAudit
import CurbcutCore
import CurbcutReporting

/// `curbcut contrast`: audits the contrast of a design system's colors in every appearance.
struct ContrastCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contrast",
    abstract: "Check the contrast of asset-catalog and design-token colors in every appearance.",
    discussion: """
      Reads every color set of the Xcode asset catalogs (*.xcassets) and every W3C design-token file \
      (*.tokens.json, *.tokens) under the given paths (default: the configuration's 'included' paths, or the \
      current folder), and checks each pair of \
      foreground and background in light, dark and both with Increase Contrast. Pairs come from --pair, else the \
      configuration's 'contrast: pairs:', else the colors' names (text, label, foreground and icon on \
      background, surface and fill); --all-pairs checks every color on every other. Exit status: 0 when every \
      pair passes, 1 when one fails, 2 for usage, configuration or input errors.
      """)

  /// The output formats.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case table, markdown, json, sarif, html, xcode, github, junit
  }

  @Argument(help: "Asset catalogs, design-token files, or folders holding them.")
  var paths: [String] = []

  @OptionGroup var configuration: ConfigurationOption

  @OptionGroup var options: ContrastOptions

  @Option(help: "Output format: table, markdown, json, html, or a findings format: sarif, xcode, github, junit.")
  var format: Format = .table

  @Option(help: ArgumentHelp("Write the report to a file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("pair"),
    help: ArgumentHelp(
      "Check FOREGROUND on BACKGROUND, as normal text or KIND (large, bold, non_text); repeatable.",
      valueName: "foreground:background[:kind]"))
  var pairs: [String] = []

  @Flag(help: "Check every color on every other color of its palette.")
  var allPairs = false

  @Option(help: "Threads that measure pairs (default: one per core).")
  var jobs: Int?

  @Flag(help: "Print no summary on standard error.")
  var quiet = false

  func validate() throws {
    if allPairs && !pairs.isEmpty { throw ValidationError("use either --pair or --all-pairs, not both") }
    try JobCount.validate(jobs)
    for pair in pairs { _ = try Self.specification(pair) }
  }

  func run() throws {
    let environment = CommandEnvironment.current
    let configuration = try ReportOptions.configuration(
      self.configuration, paths: paths, reportingIn: ReportFormat(rawValue: format.rawValue), to: output,
      of: "contrast", environment)
    let run = ContrastRun(
      configuration: configuration, paths: ConfigurationLookup.checkedPaths(paths, configuration, environment),
      level: options.level, algorithm: options.algorithm,
      commandLinePairs: try pairs.map(Self.specification), allPairs: allPairs, jobs: jobs, environment)
    let rendered =
      switch format {
      case .table: ContrastTable.text.render(run.audit)
      case .markdown: ContrastTable.markdown.render(run.audit)
      case .json: ContrastJSON.render(run.audit, problems: run.problems)
      case .html: ContrastHTML.render(run.audit, problems: run.problems)
      case .sarif, .xcode, .github, .junit:
        // The findings formats of lint and check, from their one reporter layer.
        ReportFormat(rawValue: format.rawValue)!.reporter(
          rootDirectory: environment.workingDirectory, command: "contrast"
        ).render(run.report)
      }
    for problem in run.problems + run.audit.problems {
      environment.standardError.writeLine(problem.diagnostic)
    }
    try environment.write(rendered, toFile: output, orTo: environment.standardOutput)
    let counts = run.audit.counts
    if !quiet { environment.standardError.writeLine(Self.summary(run, counts)) }
    if (run.problems + run.audit.problems).contains(where: { $0.severity == .error }) { throw ExitCode(2) }
    if counts.failed > 0 { throw ExitCode(1) }
  }

  /// `16 of 64 checks of 16 pairs fail; 2 pairs of status colors look alike`, or what was not found, read or paired.
  /// "Pass" is said only when pairs were checked and nothing went wrong reading them.
  static func summary(_ run: ContrastRun, _ counts: (checked: Int, failed: Int)) -> String {
    let inputErrors = (run.problems + run.audit.problems).count { $0.severity == .error }
    let problems = inputErrors == 0 ? "" : "; \(counted(inputErrors, "input problem"))"
    if run.audit.pairs.isEmpty && inputErrors > 0 {
      return "No pair could be checked: \(counted(inputErrors, "input problem"))"
    }
    guard run.filesRead > 0 || !run.audit.pairs.isEmpty else {
      return "No asset catalogs (.xcassets) or design-token files (.tokens.json, .tokens) found"
    }
    if let unpaired = run.unpairedColors { return "Nothing was checked: " + unpaired }
    let pairs = counted(run.audit.pairs.count, "pair")
    let collapses = run.audit.statusCollapses.count
    let verdict =
      counts.failed > 0
      ? "\(counts.failed) of \(counts.checked) checks of \(pairs) fail"
      : inputErrors > 0
        ? "None of \(counts.checked) checks of \(pairs) fails" : "All \(counts.checked) checks of \(pairs) pass"
    return verdict + problems
      + (collapses == 0
        ? "" : "; \(collapses) pair\(collapses == 1 ? " of status colors looks" : "s of status colors look") alike")
  }

  /// A pair from `--pair foreground:background[:kind]`.
  static func specification(_ text: String) throws -> ContrastPairSpecification {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard (2...3).contains(parts.count), !parts[0].isEmpty, !parts[1].isEmpty else {
      throw ValidationError("--pair '\(text)' is not FOREGROUND:BACKGROUND or FOREGROUND:BACKGROUND:KIND")
    }
    var kind = ContentKind.normalText
    if parts.count == 3 {
      guard let named = ContentKind(rawValue: parts[2]) else {
        let kinds = ContentKind.allCases.map(\.rawValue)
        throw ValidationError(
          "--pair '\(text)': '\(parts[2])' is not a kind (expected \(kinds.joined(separator: ", ")))"
            + NameSuggestion.hint(for: parts[2], among: kinds))
      }
      kind = named
    }
    return ContrastPairSpecification(
      foregrounds: [ConfiguredName(parts[0], at: nil)], backgrounds: [ConfiguredName(parts[1], at: nil)], kind: kind)
  }
}
