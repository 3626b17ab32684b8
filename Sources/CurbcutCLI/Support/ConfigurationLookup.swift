import CurbcutReporting
import Foundation

/// Finds and reads the configuration a command runs with, the same way for every command: the `--config` file,
/// else the nearest `.curbcut.yml` in or above the first path (or the working directory), else the defaults.
enum ConfigurationLookup {
  /// The configuration for a command given `--config` (`explicitPath`) and `paths`; its warnings are written to
  /// standard error.
  ///
  /// - Throws: `CommandFailure` when the named file does not exist or the configuration has an error.
  static func load(explicitPath: String?, paths: [String], _ environment: CommandEnvironment) throws -> Configuration {
    let path: String?
    if let explicitPath {
      path = environment.absolutePath(explicitPath)
      guard FileManager.default.fileExists(atPath: path!) else {
        throw CommandFailure(message: "\(explicitPath): error: configuration file not found")
      }
    } else {
      path = ConfigurationLoader.find(from: searchStart(paths, environment))
    }
    guard let path else { return Configuration(directory: environment.workingDirectory) }
    do {
      let configuration = try ConfigurationLoader.load(path)
      for warning in configuration.warnings {
        environment.standardError.writeLine(warning.description)
      }
      return configuration
    } catch {
      throw CommandFailure(
        message: error.description,
        problem: InputProblem(
          path: environment.sourcePath(ofAbsolutePath: error.path), line: error.line,
          location: error.key.map { "'\($0)'" }, message: error.message))
    }
  }

  /// The paths a command checks: the command line's, else the configuration's `included` (shown relative to the working
  /// directory when they are below it), else the working directory.
  static func checkedPaths(
    _ paths: [String], _ configuration: Configuration, _ environment: CommandEnvironment
  ) -> [String] {
    if !paths.isEmpty { return paths }
    guard !configuration.included.isEmpty else { return ["."] }
    return configuration.included.map { included in
      environment.sourcePath(ofAbsolutePath: environment.absolutePath(included, relativeTo: configuration.directory))
        .relative
    }
  }

  /// The folder the configuration search starts from: the first path (or its folder), else the working directory.
  private static func searchStart(_ paths: [String], _ environment: CommandEnvironment) -> String {
    guard let first = paths.first else { return environment.workingDirectory }
    let absolute = environment.absolutePath(first)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue { return absolute }
    return URL(fileURLWithPath: absolute).deletingLastPathComponent().path
  }
}
