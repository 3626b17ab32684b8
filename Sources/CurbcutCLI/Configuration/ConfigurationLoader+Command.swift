import Foundation

extension ConfigurationLoader {
  /// The configuration a command runs with: the file given with `--config` (`explicitPath`, relative to the working
  /// directory), else the nearest `.curbcut.yml` in `directory` or a folder above it, else the defaults. Warnings
  /// are written to standard error; a missing or invalid file is a `CommandFailure`, so the run exits with status 2.
  static func configuration(
    explicitPath: String?, searchingFrom directory: String, _ environment: CommandEnvironment
  ) throws -> Configuration {
    let path: String
    if let explicitPath {
      path = environment.absolutePath(explicitPath)
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandFailure(message: "\(explicitPath): error: configuration file not found")
      }
    } else {
      guard let found = find(from: directory) else { return Configuration(directory: environment.workingDirectory) }
      path = found
    }
    do {
      let configuration = try load(path)
      for warning in configuration.warnings {
        environment.standardError.writeLine(warning.description)
      }
      return configuration
    } catch {
      throw CommandFailure(message: error.description)
    }
  }
}
