import ArgumentParser
import CurbcutReporting

/// The `curbcut` command.
public struct Curbcut: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "curbcut",
    abstract: "Accessibility checks for iOS code and design systems: VoiceOver, Dynamic Type, contrast.",
    discussion: """
      Exit status: 0 when nothing fails, 1 when something does (for lint and check: something at or above \
      --fail-on), 2 for usage, configuration or input errors.
      """,
    version: ToolInfo.version,
    subcommands: [LintCommand.self, RulesCommand.self, ContrastCommand.self, TypeScaleCommand.self, CheckCommand.self],
    // A bare `curbcut` lints the current folder, as a bare `swiftlint` does.
    defaultSubcommand: LintCommand.self)

  public init() {}

  /// Runs `curbcut` with `arguments` in the current ``CommandEnvironment`` and returns the exit status:
  /// errors the command throws become messages on standard error and status 2.
  public static func run(_ arguments: [String]) -> Int32 {
    let environment = CommandEnvironment.current
    let status = runCommand(arguments, environment)
    if let failure = environment.standardOutput.writeFailure {
      environment.standardError.writeLine(
        "error: cannot write to standard output (\(failure)); the output is incomplete")
      return 2
    }
    return status
  }

  private static func runCommand(_ arguments: [String], _ environment: CommandEnvironment) -> Int32 {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let failure as CommandFailure {
      environment.standardError.writeLine(failure.message)
      return 2
    } catch {
      let message = fullMessage(for: error)
      if exitCode(for: error) == .success {
        environment.standardOutput.writeLine(message)
        return 0
      }
      environment.standardError.writeLine(message)
      return 2
    }
  }
}

/// A reason the command cannot do its work (a bad configuration file, an unreadable baseline): the
/// message is printed as is and the run exits with status 2.
struct CommandFailure: Error {
  let message: String
  /// The problem as a report shows it, for a command whose report goes to a program (a configuration file that cannot
  /// be used, as a GitHub annotation on its line).
  var problem: InputProblem?
}

extension ReportFormat: ExpressibleByArgument {}
extension FailureThreshold: ExpressibleByArgument {}
