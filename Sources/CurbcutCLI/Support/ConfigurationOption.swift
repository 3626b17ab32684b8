import ArgumentParser
import CurbcutReporting

/// `--config FILE`, shared by every command that reads `.curbcut.yml`.
struct ConfigurationOption: ParsableArguments {
  @Option(help: ArgumentHelp("The configuration file (default: the nearest .curbcut.yml).", valueName: "file"))
  var config: String?

  /// The configuration: `--config`, else the nearest `.curbcut.yml` above the first of `paths` (see
  /// ``ConfigurationLookup``).
  func load(paths: [String], _ environment: CommandEnvironment) throws -> Configuration {
    try ConfigurationLookup.load(explicitPath: config, paths: paths, environment)
  }
}
