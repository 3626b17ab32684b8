import CurbcutReporting

/// The tokens of one or more design-token files taken together, with every alias resolved: what a color or
/// typography reader works from.
///
/// Files are layered in the order given: a token defined again in a later file replaces the earlier definition (a
/// dark-mode file over a base file), and aliases resolve across all files, so a semantic file can alias a palette
/// file. An alias is a string that is entirely `{group.token}`; it stands for the named token's resolved `$value`,
/// through any chain of aliases, as the whole `$value` or as a part of a composite value (a shadow's `color`, one of
/// a typography token's properties). A token's type is its `$type`, else the type of the token its value aliases,
/// else the `$type` of its nearest group (DTCG Format Module, "Type").
public struct DesignTokenSet: Sendable {
  /// The resolved tokens, in the order their names first appear in the files.
  public let tokens: [DesignToken]
  /// The names of tokens that are defined but have no value: in an alias cycle, aliasing what does not resolve,
  /// or without a type. Each has a problem in `problems` (a token that only aliases a broken one has none of its
  /// own), so a reader can tell a broken token from an unknown name.
  public let brokenNames: Set<String>
  /// The files' structural problems, then every alias that does not resolve and every token without a type, once
  /// each.
  public let problems: [InputProblem]
  private let indexByName: [String: Int]

  /// Resolves the tokens of `files`, later files replacing earlier definitions of the same name.
  public init(_ files: [DesignTokenFile]) {
    var resolver = AliasResolver(files)
    var tokens: [DesignToken] = []
    for name in resolver.order {
      if let token = resolver.resolve(name, chain: []) { tokens.append(token) }
    }
    self.tokens = tokens
    brokenNames = Set(resolver.order).subtracting(tokens.map(\.name))
    problems = (files.flatMap(\.problems) + resolver.problems).uniqued()
    indexByName = Dictionary(tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The token named `name` (`color.text.primary`), or nil when there is none or it is broken.
  public func token(named name: String) -> DesignToken? {
    indexByName[name].map { tokens[$0] }
  }
}

/// A design token with its aliases resolved.
public struct DesignToken: Sendable {
  /// The definition that holds the token's name, location and description (the last one, when files layer it).
  public let definition: DesignTokenDefinition
  /// The token's type.
  public let type: DesignTokenType
  /// The value with every alias replaced by what it names; replaced parts keep the location of the value they
  /// came from, so a problem in them points at where that value is written.
  public let value: JSONNode
  /// The names the value was aliased through, in order (`["semantic.brand", "base.primary"]`); empty when the value
  /// is written out.
  public let aliasChain: [String]

  /// The dot-joined name, `color.text.primary`.
  public var name: String { definition.name }
}

/// Resolves names to tokens depth first, remembering each outcome, so every token is resolved once and a cycle is
/// seen as the name that is already on the chain being followed.
private struct AliasResolver {
  private(set) var order: [String] = []
  private(set) var problems: [InputProblem] = []
  private var definitions: [String: DesignTokenDefinition] = [:]
  private var groupNames: Set<String> = []
  private var outcomes: [String: DesignToken?] = [:]
  private var reportedCycles: Set<Set<String>> = []

  init(_ files: [DesignTokenFile]) {
    for file in files {
      groupNames.formUnion(file.groupNames)
      for definition in file.definitions {
        if definitions.updateValue(definition, forKey: definition.name) == nil { order.append(definition.name) }
      }
    }
  }

  /// The resolved token `name`, or nil when it is broken (with a problem, unless the cause was reported before).
  /// `chain` holds the names being resolved that led here.
  mutating func resolve(_ name: String, chain: [String]) -> DesignToken? {
    if let outcome = outcomes[name] { return outcome }
    guard let definition = definitions[name] else { return nil }
    let chain = chain + [name]
    let outcome: DesignToken?
    if let target = Self.aliasTarget(definition.value) {
      outcome = resolveAlias(definition, to: target, chain: chain)
    } else if let type = definition.explicitType ?? definition.groupType {
      outcome = substitutingAliases(in: definition.value, chain: chain).map {
        DesignToken(definition: definition, type: type, value: $0, aliasChain: [])
      }
    } else {
      problems.append(
        definition.location.problem(
          "Token '\(name)' has no type: expected a '$type' on it or on a group above it, or an alias as its value"))
      outcome = nil
    }
    outcomes[name] = .some(outcome)
    return outcome
  }

  private mutating func resolveAlias(
    _ definition: DesignTokenDefinition, to target: String, chain: [String]
  ) -> DesignToken? {
    guard let resolved = follow(target, from: definition.value, chain: chain) else { return nil }
    if let declared = definition.explicitType, declared != resolved.type {
      problems.append(
        definition.value.problem(
          "'\(definition.name)' is a \(declared.rawValue) token, but its alias '{\(target)}' names a "
            + "\(resolved.type.rawValue) token: expected an alias of a \(declared.rawValue) token"))
      return nil
    }
    return DesignToken(
      definition: definition, type: resolved.type, value: resolved.value, aliasChain: [target] + resolved.aliasChain)
  }

  /// The most aliases followed in a row. Real token files alias two or three deep; the limit keeps the resolver's
  /// recursion, and the chains each token keeps, small whatever a file holds (chains of 1,300 overflowed the stack).
  static let maximumAliasDepth = 64

  /// The token an alias at `node` names, checking that it exists, is a token and is not on `chain`.
  private mutating func follow(_ target: String, from node: JSONNode, chain: [String]) -> DesignToken? {
    guard chain.count < Self.maximumAliasDepth else {
      problems.append(
        node.problem(
          "Alias '{\(target)}' is the \(chain.count + 1)th in a row from '\(chain[0])': expected at most "
            + "\(Self.maximumAliasDepth) aliases in a row, ending at a token with a value written out"))
      for name in chain { outcomes[name] = .some(nil) }
      return nil
    }
    if let start = chain.firstIndex(of: target) {
      let cycle = Array(chain[start...]) + [target]
      if reportedCycles.insert(Set(cycle)).inserted {
        problems.append(
          node.problem(
            "Alias cycle \(cycle.map { "'\($0)'" }.joined(separator: " → ")): none of these tokens has a value; "
              + "expected the chain to end at a token with a value written out"))
      }
      for name in cycle { outcomes[name] = .some(nil) }
      return nil
    }
    guard definitions[target] != nil else {
      if groupNames.contains(target) {
        problems.append(node.problem("Alias '{\(target)}' names a group, not a token: expected the name of a token"))
      } else {
        let hint = NameSuggestion.closest(to: target, among: order).map { "; did you mean '{\($0)}'?" } ?? ""
        problems.append(node.problem("Alias '{\(target)}' names no token\(hint)"))
      }
      return nil
    }
    return resolve(target, chain: chain)
  }

  /// `node` with every alias inside it replaced by the value it names, or nil when one does not resolve.
  private mutating func substitutingAliases(in node: JSONNode, chain: [String]) -> JSONNode? {
    switch node.value {
    case .string:
      guard let target = Self.aliasTarget(node) else { return node }
      return follow(target, from: node, chain: chain)?.value
    case .array(let elements):
      var resolved: [JSONNode] = []
      for element in elements {
        guard let substituted = substitutingAliases(in: element, chain: chain) else { return nil }
        resolved.append(substituted)
      }
      return JSONNode(value: .array(resolved), location: node.location)
    case .object(let members):
      var resolved: [JSONMember] = []
      for member in members {
        guard let substituted = substitutingAliases(in: member.value, chain: chain) else { return nil }
        resolved.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: substituted))
      }
      return JSONNode(value: .object(resolved), location: node.location)
    case .number, .bool, .null:
      return node
    }
  }

  /// The token name in a value that is entirely an alias, `"{color.white}"`.
  static func aliasTarget(_ node: JSONNode) -> String? {
    guard let text = node.string, text.count > 2, text.first == "{", text.last == "}" else { return nil }
    let name = text.dropFirst().dropLast()
    return name.contains(where: { $0 == "{" || $0 == "}" }) ? nil : String(name)
  }
}
