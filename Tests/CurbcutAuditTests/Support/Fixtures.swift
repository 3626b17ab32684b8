import CurbcutReporting

@testable import CurbcutAudit

/// Builds inputs for the audit's tests from text, named as a file under a project root.
enum Fixtures {
  /// A report path for `relative`, shown as written.
  static func path(_ relative: String) -> SourcePath {
    SourcePath(display: relative, relative: relative)
  }

  /// `text` read as the JSON file `name`.
  static func json(_ text: String, name: String = "colors.tokens.json") throws(InputProblem) -> JSONDocument {
    try JSONDocument(bytes: Array(text.utf8), file: path(name))
  }

  /// `text` read as the design-token file `name`.
  static func tokens(_ text: String, name: String = "colors.tokens.json") throws(InputProblem) -> DesignTokenFile {
    DesignTokenFile(try json(text, name: name))
  }
}
