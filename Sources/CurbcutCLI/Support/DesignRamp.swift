import CurbcutAudit
import CurbcutReporting
import Foundation

/// The design system's type ramp a command audits: typography token files named on the command line, else the
/// configuration's `typography:` files and tokens. `curbcut type-scale` shows Apple's text styles when there is
/// none; `curbcut check` then has no ramp to audit.
enum DesignRamp {
  /// The ramp, nil when nothing names one, or the problems that keep it from being read. A missing configured file
  /// is a configuration error and throws.
  static func load(
    typographyFiles: [String], configuration: Configuration, _ environment: CommandEnvironment
  ) throws -> Result<AuditedTypeRamp, ProblemList>? {
    let files: [(absolutePath: String, path: SourcePath)]
    let configured: [LocatedTypographyToken]
    if !typographyFiles.isEmpty {
      files = typographyFiles.map { file in
        let absolute = environment.absolutePath(file)
        return (absolute, environment.sourcePath(ofAbsolutePath: absolute, shownAs: file))
      }
      configured = []
    } else {
      files = try configuration.typography.files.map { file in
        let absolute = environment.absolutePath(file.text, relativeTo: configuration.directory)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
        guard exists, !isFolder.boolValue else {
          let found = exists ? "is a folder, not a token file" : "not found"
          throw CommandFailure(
            message: ConfigurationDiagnostic(
              level: .error, path: configuration.path ?? ConfigurationLoader.fileName, line: file.line,
              column: file.column, key: file.key, message: "'\(file.text)' \(found) (looked for \(absolute))"
            ).description)
        }
        return (absolute, environment.sourcePath(ofAbsolutePath: absolute))
      }
      configured = configuration.typography.tokens
    }
    guard !files.isEmpty || !configured.isEmpty else { return nil }
    let read = TypographyTokenReader.tokens(inFiles: files)
    guard read.problems.isEmpty else { return .failure(ProblemList(problems: read.problems)) }
    do {
      return .success(try AuditedTypeRamp(designTokens: read.tokens + configured))
    } catch {
      return .failure(ProblemList(problems: [error]))
    }
  }

  /// Warnings for `typography: exempt:` names that are not in the ramp.
  static func unknownExemptions(in ramp: AuditedTypeRamp, configuration: Configuration) -> [ConfigurationDiagnostic] {
    configuration.typography.exempt.filter { !ramp.names.contains($0.text) }.map { name in
      ConfigurationDiagnostic(
        level: .warning, path: configuration.path ?? ConfigurationLoader.fileName, line: name.line,
        column: name.column, key: name.key,
        message: "'\(name.text)' is not a token or text style of the ramp"
          + NameSuggestion.hint(for: name.text, among: ramp.names))
    }
  }
}

/// Problems that kept input from being read, as one error.
struct ProblemList: Error {
  let problems: [InputProblem]
}
