import CurbcutReporting
import CurbcutTestSupport
import Foundation

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

extension Fixtures {
  /// A temporary folder holding `files`, by path relative to it; removed when released.
  static func folder(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (relative, text) in files {
      try folder.write(relative, text)
    }
    return folder
  }

  /// A colorset's `Contents.json` holding `entries` (each the text of one object of `colors`).
  static func colorSet(_ entries: String...) -> String {
    """
    {
      "colors" : [
    \(entries.joined(separator: ",\n"))
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """
  }

  /// One entry of a colorset: `components` in `space`, for `appearances` (`"luminosity": "dark"` and the like).
  static func colorEntry(
    _ components: String, space: String = "srgb", appearances: [(String, String)] = [], extra: String = ""
  ) -> String {
    let appearanceText =
      appearances.isEmpty
      ? ""
      : "\"appearances\" : [ "
        + appearances.map { "{ \"appearance\" : \"\($0.0)\", \"value\" : \"\($0.1)\" }" }.joined(separator: ", ")
        + " ], "
    return """
          { \(appearanceText)\(extra)"color" : { "color-space" : "\(space)", "components" : { \(components) } }, "idiom" : "universal" }
      """
  }
}
