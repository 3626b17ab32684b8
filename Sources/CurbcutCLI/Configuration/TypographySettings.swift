import CurbcutAudit
import CurbcutCore
import CurbcutReporting
import Foundation
import Yams

/// The `typography:` section of `.curbcut.yml`, which `curbcut type-scale` and `curbcut check` read:
///
/// ```yaml
/// typography:
///   files: [Tokens/typography.tokens.json]   # DTCG token files, relative to this file
///   tokens:                                  # tokens written here, lengths in points
///     caption:
///       family: Cereal
///       size: 12
///       weight: 400                          # 1 to 1000, or a DTCG name such as semi-bold
///       line_height: 16
///       tracking: 0.2                        # optional, 0
///       relative_to: caption1                # optional, body
///   exempt: [display]                        # display text, not content: not held to WCAG 1.4.4's 200 %
/// ```
public struct TypographySettings: Sendable {
  /// The keys of the section.
  static let keys = ["files", "tokens", "exempt"]
  /// The keys of a token.
  static let tokenKeys = ["family", "size", "weight", "line_height", "tracking", "relative_to"]

  /// Design-token files (DTCG) holding the ramp, as written (relative to the configuration file's folder).
  public var files: [ConfiguredString] = []
  /// Tokens written in the configuration, located at their names, after those of `files`.
  public var tokens: [LocatedTypographyToken] = []
  /// Text styles or tokens that are display text rather than content, so `text_resize_200_percent` does not report
  /// them; their other findings still are.
  public var exempt: [ConfiguredString] = []

  /// No settings: Apple's text styles, nothing exempt.
  public init() {}

  /// Reads the section from its YAML node in the configuration file at `path`, whose text is `text`.
  ///
  /// - Throws: a diagnostic naming the file, line, column and key when the section is not a mapping, holds an
  ///   unknown key, or a value is not what its key takes.
  init(_ node: Node, path: String, text: String) throws(ConfigurationDiagnostic) {
    if node.null != nil { return }
    let reader = Reader(path: path)
    let mapping = try reader.mapping(node, key: "typography", expected: "a mapping with \(Self.list(Self.keys))")
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      switch key {
      case "files": files = try reader.locatedStrings(value, key: "typography.files")
      case "tokens": tokens = try reader.typographyTokens(value, lines: text.components(separatedBy: "\n"))
      case "exempt": exempt = try reader.locatedStrings(value, key: "typography.exempt")
      default:
        throw reader.error(
          at: keyNode, key: "typography.\(key)",
          "is not a typography setting (they are \(Self.list(Self.keys)))"
            + NameSuggestion.hint(for: key, among: Self.keys))
      }
    }
  }

  /// Names in quotes, joined with commas.
  static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}

/// A string from the configuration with where it is written, so that a later check (a file that is missing, a name
/// that matches no token) can point at it.
public struct ConfiguredString: Hashable, Sendable {
  /// The string as written.
  public var text: String
  /// 1-based line.
  public var line: Int?
  /// 1-based column, in Unicode scalars.
  public var column: Int?
  /// The key path, such as `typography.exempt[1]`.
  public var key: String
}

/// Reading the values of the `typography:` section with the configuration's reader, so mistakes become
/// diagnostics with places.
extension Reader {
  /// The node as a mapping, or a diagnostic saying what was `expected`.
  func mapping(_ node: Node, key: String, expected: String) throws(ConfigurationDiagnostic) -> Node.Mapping {
    guard let mapping = node.mapping else {
      throw error(at: node, key: key, "expected \(expected), found \(ConfigurationLoader.describe(node))")
    }
    return mapping
  }

  /// `strings(_:key:)` with where each string is written.
  func locatedStrings(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> [ConfiguredString] {
    zip(try strings(node, key: key), node.sequence ?? []).enumerated().map { index, pair in
      ConfiguredString(text: pair.0, line: pair.1.mark?.line, column: pair.1.mark?.column, key: "\(key)[\(index)]")
    }
  }

  /// The `tokens:` mapping: each name with its family, size, weight, line height, tracking and text style.
  func typographyTokens(_ node: Node, lines: [String]) throws(ConfigurationDiagnostic) -> [LocatedTypographyToken] {
    let keys = TypographySettings.list(TypographySettings.tokenKeys)
    let mapping = try self.mapping(
      node, key: "typography.tokens", expected: "a mapping of token names to their settings (\(keys))")
    var tokens: [LocatedTypographyToken] = []
    for (nameNode, value) in mapping {
      guard case .scalar(let scalar) = nameNode, !scalar.string.isEmpty else {
        throw error(
          at: nameNode, key: "typography.tokens",
          "expected a token name, found \(ConfigurationLoader.describe(nameNode))")
      }
      tokens.append(try token(named: scalar.string, at: nameNode, value, lines: lines))
    }
    return tokens
  }

  /// One token of the `tokens:` mapping, located at its name; `lines` are the configuration file's lines.
  private func token(
    named name: String, at nameNode: Node, _ node: Node, lines: [String]
  ) throws(ConfigurationDiagnostic) -> LocatedTypographyToken {
    let key = "typography.tokens.\(name)"
    let fields = try mapping(
      node, key: key, expected: "a mapping with \(TypographySettings.list(TypographySettings.tokenKeys))")
    var values: [String: Node] = [:]
    for (fieldNode, value) in fields {
      let field = fieldNode.string ?? ""
      guard TypographySettings.tokenKeys.contains(field) else {
        throw error(
          at: fieldNode, key: "\(key).\(field)",
          "is not a token setting (they are \(TypographySettings.list(TypographySettings.tokenKeys)))"
            + NameSuggestion.hint(for: field, among: TypographySettings.tokenKeys))
      }
      values[field] = value
    }
    let required = { (field: String) throws(ConfigurationDiagnostic) -> Node in
      guard let value = values[field] else { throw self.error(at: nameNode, key: key, "missing '\(field)'") }
      return value
    }
    let family = try required("family")
    guard case .scalar(let familyName) = family, !familyName.string.isEmpty else {
      throw error(
        at: family, key: "\(key).family", "expected a font family name, found \(ConfigurationLoader.describe(family))")
    }
    let size = try points(try required("size"), key: "\(key).size")
    let weight = try self.weight(try required("weight"), key: "\(key).weight")
    let lineHeight = try points(try required("line_height"), key: "\(key).line_height")
    let tracking = try values["tracking"].map { node throws(ConfigurationDiagnostic) in
      try points(node, key: "\(key).tracking")
    }
    let relativeTo = try values["relative_to"].map { node throws(ConfigurationDiagnostic) in
      try textStyle(node, key: "\(key).relative_to")
    }
    let token: TypographyToken
    do {
      token = try TypographyToken(
        name: name, fontFamily: familyName.string, pointSize: size, weight: weight, lineHeight: lineHeight,
        tracking: tracking ?? 0, relativeTo: relativeTo ?? .body)
    } catch {
      let (field, node) =
        switch error {
        case .invalidLength(_, "lineHeight", _, _): ("line_height", values["line_height"])
        case .invalidLength(_, "letterSpacing", _, _): ("tracking", values["tracking"])
        default: ("size", values["size"])
        }
      throw self.error(at: node ?? nameNode, key: "\(key).\(field)", error.description)
    }
    let location = InputLocation(
      file: CommandEnvironment.current.sourcePath(ofAbsolutePath: path),
      start: SourcePosition(line: nameNode.mark?.line ?? 1, column: nameNode.mark?.column ?? 1), path: key)
    let line = (nameNode.mark?.line ?? 1) - 1
    let sourceLine = lines.indices.contains(line) ? lines[line].trimmingCharacters(in: .whitespaces) : name
    return LocatedTypographyToken(token, at: location, sourceLine: sourceLine)
  }

  /// A number of points.
  private func points(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> UnscaledPoints {
    guard case .scalar = node, let number = node.float else {
      throw error(at: node, key: key, "expected a number of points, found \(ConfigurationLoader.describe(node))")
    }
    return UnscaledPoints(number)
  }

  /// A weight from 1 to 1000 or a DTCG name, as token files write it.
  private func weight(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> FontWeight {
    let weight =
      node.float.flatMap(FontWeight.init(designTokenWeight:)) ?? node.string.flatMap(FontWeight.init(designTokenName:))
    guard case .scalar = node, let weight else {
      let hint = node.string.map { NameSuggestion.hint(for: $0, among: FontWeight.designTokenNames.map(\.name)) } ?? ""
      throw error(
        at: node, key: key,
        "expected \(FontWeight.designTokenExpectation), found \(ConfigurationLoader.describe(node))\(hint)")
    }
    return weight
  }

  /// A text style's name.
  private func textStyle(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> TextStyle {
    guard case .scalar(let scalar) = node else {
      throw error(
        at: node, key: key, "expected a text style name such as 'body', found \(ConfigurationLoader.describe(node))")
    }
    do {
      return try TextStyle(parsing: scalar.string)
    } catch {
      throw self.error(at: node, key: key, error.description)
    }
  }
}
