import CurbcutReporting
import Foundation
import Yams

/// The `typography:` section of `.curbcut.yml`, which `curbcut type-scale` reads:
///
/// ```yaml
/// typography:
///   exempt: [largeTitle]   # display text, not content: not held to WCAG 1.4.4's 200 %
/// ```
public struct TypographySettings: Sendable {
  /// The keys of the section.
  static let keys = ["exempt"]

  /// Text styles or tokens that are display text rather than content, so `text_resize_200_percent` does not report
  /// them; their other findings still are. Each with where it is written, so a name that matches nothing in the
  /// ramp can be pointed at.
  public var exempt: [ConfiguredName] = []

  /// No settings: Apple's text styles, nothing exempt.
  public init() {}

  /// Reads the section from its YAML node in the configuration file at `path`.
  ///
  /// - Throws: a diagnostic naming the file, line, column and key when the section is not a mapping, holds an
  ///   unknown key, or a value is not what the key takes.
  init(_ node: Node, path: String) throws(ConfigurationDiagnostic) {
    let error = { (node: Node, key: String, message: String) in
      ConfigurationDiagnostic(
        level: .error, path: path, line: node.mark?.line, column: node.mark?.column, key: key, message: message)
    }
    if node.null != nil { return }
    guard let mapping = node.mapping else {
      throw error(node, "typography", "expected a mapping with 'exempt', found \(ConfigurationLoader.describe(node))")
    }
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      switch key {
      case "exempt":
        exempt = try Self.names(value, key: "typography.exempt", error: error)
      default:
        throw error(
          keyNode, "typography.\(key)",
          "is not a typography setting (they are \(Self.keys.map { "'\($0)'" }.joined(separator: ", ")))"
            + NameSuggestion.hint(for: key, among: Self.keys))
      }
    }
  }

  /// A list of names, each a non-empty string; a single name stands for a list of one, as elsewhere in the file.
  private static func names(
    _ node: Node, key: String, error: (Node, String, String) -> ConfigurationDiagnostic
  ) throws(ConfigurationDiagnostic) -> [ConfiguredName] {
    if case .scalar(let scalar) = node, !scalar.string.isEmpty {
      return [ConfiguredName(name: scalar.string, line: node.mark?.line, column: node.mark?.column, key: key)]
    }
    guard let sequence = node.sequence else {
      throw error(
        node, key, "expected a list of token or text style names, found \(ConfigurationLoader.describe(node))")
    }
    var names: [ConfiguredName] = []
    for (index, item) in sequence.enumerated() {
      guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
        throw error(item, "\(key)[\(index)]", "expected a name, found \(ConfigurationLoader.describe(item))")
      }
      names.append(
        ConfiguredName(name: scalar.string, line: item.mark?.line, column: item.mark?.column, key: "\(key)[\(index)]"))
    }
    return names
  }
}

/// A name from the configuration with where it is written, so that a later check (a name that matches no token)
/// can point at it.
public struct ConfiguredName: Hashable, Sendable {
  /// The name as written.
  public var name: String
  /// 1-based line.
  public var line: Int?
  /// 1-based column, in Unicode scalars.
  public var column: Int?
  /// The key path, such as `typography.exempt[1]`.
  public var key: String
}
