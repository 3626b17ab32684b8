import CurbcutReporting

/// One W3C design-token file (DTCG Format Module 2025.10, `*.tokens.json` or `*.tokens`) read into its token
/// definitions, before aliases are resolved: `DesignTokenSet` resolves them across the files of a set.
///
/// What is read: nested groups; `$type` on a group, inherited by the tokens below it that have none; tokens (objects
/// with `$value`), including a group's `$root` token; `$description`. `$extensions` and `$deprecated` are kept out of
/// the way; other `$` properties of a group (tools add `$themes` and `$metadata`) are ignored. JSON Pointer
/// references (`$ref`) and group extension (`$extends`) are reported as not supported, so no token silently
/// resolves to the wrong value.
public struct DesignTokenFile: Sendable {
  /// The JSON the tokens were read from.
  public let document: JSONDocument
  /// The tokens in file order.
  public let definitions: [DesignTokenDefinition]
  /// The names of the groups, dot-joined (`color.text`), so an alias naming a group can say so.
  public let groupNames: Set<String>
  /// What is wrong with the file's structure: a token with groups inside it, a name with `.`, `{` or `}`, an unknown
  /// `$type`, a `$description` that is not a string.
  public let problems: [InputProblem]

  /// Reads the groups and tokens of `document`.
  public init(_ document: JSONDocument) {
    var reader = Reader(document: document)
    if document.root.members == nil {
      reader.problems.append(
        document.root.problem("Expected an object of design-token groups and tokens, found \(document.root.found)"))
    } else {
      reader.readGroup(document.root, names: [], inheritedType: nil)
    }
    self.document = document
    definitions = reader.definitions
    groupNames = reader.groupNames
    problems = reader.problems
  }

  /// Whether a file name marks a design-token file: `.tokens.json` or `.tokens`.
  public static func isTokenFileName(_ name: String) -> Bool {
    name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
  }
}

/// A token as written in a file: its name, value and the types it may take, before aliases are resolved.
public struct DesignTokenDefinition: Sendable {
  /// The dot-joined path of group and token names, `color.text.primary`: what an alias names in braces.
  public let name: String
  /// The token's own `$type`.
  public let explicitType: DesignTokenType?
  /// The `$type` of the nearest group above the token that has one.
  public let groupType: DesignTokenType?
  /// The `$value` as written, perhaps an alias (`"{color.white}"`) or holding aliases.
  public let value: JSONNode
  /// The `$description`.
  public let description: String?
  /// The `$extensions` object, for tools' own data.
  public let extensions: JSONNode?
  /// Where the token's name is written.
  public let location: InputLocation
  /// The text of the line the name is on, for findings' `sourceLine`.
  public let sourceLine: String
}

private struct Reader {
  let document: JSONDocument
  var definitions: [DesignTokenDefinition] = []
  var groupNames: Set<String> = []
  var problems: [InputProblem] = []

  init(document: JSONDocument) {
    self.document = document
  }

  mutating func readGroup(_ group: JSONNode, names: [String], inheritedType: DesignTokenType?) {
    let members = group.members ?? []
    let groupType = members.last { $0.key == "$type" }.flatMap { readType($0.value) } ?? inheritedType
    for member in members {
      switch member.key {
      case "$type", "$extensions", "$deprecated": continue
      case "$description": checkDescription(member.value)
      case "$root": readToken(member, names: names + ["$root"], groupType: groupType)
      case "$extends":
        problems.append(
          member.keyLocation.problem(
            "Group extension ('$extends') is not supported by Curbcut yet: expected the group's tokens written out"))
      case let key where key.hasPrefix("$"): continue
      default:
        guard isValidName(member) else { continue }
        let childNames = names + [member.key]
        guard let childMembers = member.value.members else {
          problems.append(
            member.value.problem(
              "Expected a token (an object with '$value') or a group (an object of tokens), found \(member.value.found)"
            ))
          continue
        }
        if childMembers.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
          readToken(member, names: childNames, groupType: groupType)
        } else {
          groupNames.insert(childNames.joined(separator: "."))
          readGroup(member.value, names: childNames, inheritedType: groupType)
        }
      }
    }
  }

  private mutating func readToken(_ member: JSONMember, names: [String], groupType: DesignTokenType?) {
    let token = member.value
    guard let members = token.members else {
      problems.append(token.problem("Expected a token (an object with '$value'), found \(token.found)"))
      return
    }
    if let nested = members.first(where: { !$0.key.hasPrefix("$") }) {
      problems.append(
        nested.keyLocation.problem(
          "A token cannot hold tokens or groups: '\(names.joined(separator: "."))' has '$value' and '\(nested.key)'"))
      return
    }
    guard let value = token["$value"] else {
      problems.append(
        (token["$ref"] ?? token).problem(
          "JSON Pointer references ('$ref') are not supported by Curbcut yet: expected '$value', perhaps an alias "
            + "such as '{color.white}'"))
      return
    }
    let explicitType = token["$type"].flatMap { readType($0) }
    if token["$type"] != nil && explicitType == nil { return }
    if let description = token["$description"] { checkDescription(description) }
    definitions.append(
      DesignTokenDefinition(
        name: names.joined(separator: "."), explicitType: explicitType, groupType: groupType, value: value,
        description: token["$description"]?.string, extensions: token["$extensions"], location: member.keyLocation,
        sourceLine: document.lineText(member.keyLocation.start.line)))
  }

  /// A `$type`'s value, or nil with a problem when it is not one of the format's types.
  private mutating func readType(_ node: JSONNode) -> DesignTokenType? {
    guard let name = node.string else {
      problems.append(node.problem("Expected '$type' to be a string such as 'color', found \(node.found)"))
      return nil
    }
    guard let type = DesignTokenType(rawValue: name) else {
      let names = DesignTokenType.allCases.map(\.rawValue)
      problems.append(
        node.problem(
          "Unknown '$type' '\(name)'\(NameSuggestion.hint(for: name, among: names)); expected one of "
            + names.joined(separator: ", ")))
      return nil
    }
    return type
  }

  private mutating func checkDescription(_ node: JSONNode) {
    if node.string == nil {
      problems.append(node.problem("Expected '$description' to be a string, found \(node.found)"))
    }
  }

  /// Whether a group or token name can be addressed by an alias: names may not hold `.`, `{` or `}`.
  private mutating func isValidName(_ member: JSONMember) -> Bool {
    guard member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) else { return true }
    problems.append(
      member.keyLocation.problem(
        "Name '\(member.key)' holds '.', '{' or '}', which an alias cannot address: expected a name without them"))
    return false
  }
}
