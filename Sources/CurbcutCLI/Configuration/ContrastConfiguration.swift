import CurbcutAudit
import CurbcutCore
import CurbcutReporting
import Foundation
import Yams

/// The keys of the `contrast:` section, in the order the documentation lists them.
private let contrastKeys = ["level", "algorithm", "modes", "bases", "pairs", "status_colors"]

extension Reader {
  /// Reads the `contrast:` section:
  ///
  /// ```yaml
  /// contrast:
  ///   level: AA                      # or AAA
  ///   algorithm: wcag2               # or apca, both
  ///   modes:                         # token files that hold one appearance's values
  ///     dark: Tokens/colors.dark.tokens.json
  ///   bases:                         # the color a translucent background lies on
  ///     surfaceElevated: surfacePrimary
  ///   pairs:
  ///     - foreground: [textPrimary, textSecondary]
  ///       background: surfacePrimary
  ///       kind: normal               # or large, bold, non_text
  ///   status_colors:
  ///     - colors: [signalPrimary, signalWarm]
  ///       background: surfacePrimary
  /// ```
  ///
  /// Mode files are relative to the configuration's folder. Every name keeps its place, so a name that turns out to
  /// be no color is reported at its line.
  func contrastSection(_ node: Node, directory: String) throws(ConfigurationDiagnostic) -> ContrastSettings {
    let mapping = try self.mapping(node, key: "contrast", expecting: "contrast settings such as 'pairs:'")
    var settings = ContrastSettings()
    for (keyNode, value) in mapping {
      let key = "contrast.\(keyNode.string ?? "")"
      switch keyNode.string {
      case "level": settings.level = try choice(value, key: key, ConformanceLevel.self)
      case "algorithm": settings.algorithm = try choice(value, key: key, ContrastAlgorithm.self)
      case "modes": settings.modes = try modes(value, key: key, directory: directory)
      case "bases":
        settings.bases = try self.mapping(value, key: key, expecting: "each translucent background with its base")
          .map { (layer, base) throws(ConfigurationDiagnostic) in
            let layerName = try names(layer, key: key).first ?? ConfiguredName("", at: nil)
            let baseNames = try names(base, key: "\(key).\(layerName.text)")
            guard baseNames.count == 1 else {
              throw error(at: base, key: "\(key).\(layerName.text)", "expected one color name, found a list")
            }
            return LayerBase(layer: layerName, base: baseNames[0])
          }
      case "pairs":
        settings.pairs = try entries(value, key: key).map { (entry, key) throws(ConfigurationDiagnostic) in
          try pair(entry, key: key)
        }
      case "status_colors":
        settings.statusColors = try entries(value, key: key).map { (entry, key) throws(ConfigurationDiagnostic) in
          try statusColors(entry, key: key)
        }
      default:
        throw error(
          at: keyNode, key: key,
          "is not a contrast setting (expected \(contrastKeys.map { "'\($0)'" }.joined(separator: ", ")))"
            + NameSuggestion.hint(for: keyNode.string ?? "", among: contrastKeys))
      }
    }
    return settings
  }

  private func mapping(
    _ node: Node, key: String, expecting what: String
  ) throws(ConfigurationDiagnostic) -> Node.Mapping {
    guard let mapping = node.mapping else {
      throw error(at: node, key: key, "expected a mapping of \(what), found \(ConfigurationLoader.describe(node))")
    }
    return mapping
  }

  /// A list's items with their keys (`contrast.pairs[1]`).
  private func entries(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> [(Node, String)] {
    guard let sequence = node.sequence else {
      throw error(at: node, key: key, "expected a list, found \(ConfigurationLoader.describe(node))")
    }
    return sequence.enumerated().map { ($1, "\(key)[\($0)]") }
  }

  /// One name or a list of names, each with its place.
  private func names(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> [ConfiguredName] {
    let items = node.sequence.map(Array.init) ?? [node]
    var names: [ConfiguredName] = []
    for (index, item) in items.enumerated() {
      let itemKey = node.sequence == nil ? key : "\(key)[\(index)]"
      guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
        throw error(at: item, key: itemKey, "expected a color name, found \(ConfigurationLoader.describe(item))")
      }
      names.append(ConfiguredName(scalar.string, at: location(of: item, key: itemKey)))
    }
    guard !names.isEmpty else {
      throw error(at: node, key: key, "expected a color name or a list of them, found an empty list")
    }
    return names
  }

  private func location(of node: Node, key: String) -> InputLocation {
    InputLocation(
      file: SourcePath(display: path, relative: path),
      start: SourcePosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1), path: key)
  }

  private func modes(
    _ node: Node, key: String, directory: String
  ) throws(ConfigurationDiagnostic) -> [Appearance: [ConfiguredName]] {
    var modes: [Appearance: [ConfiguredName]] = [:]
    for (appearanceNode, files) in try mapping(node, key: key, expecting: "appearances to token files") {
      let name = appearanceNode.string ?? ""
      guard let appearance = Appearance(rawValue: name) else {
        let allowed = Appearance.allCases.map(\.rawValue)
        throw error(
          at: appearanceNode, key: "\(key).\(name)",
          "is not an appearance (expected \(allowed.joined(separator: ", ")))"
            + NameSuggestion.hint(for: name, among: allowed))
      }
      modes[appearance] = try names(files, key: "\(key).\(name)").map { file in
        ConfiguredName(
          URL(fileURLWithPath: file.text, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
            .standardizedFileURL.path,
          at: file.location)
      }
    }
    return modes
  }

  private func pair(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> ContrastPairSpecification {
    let fields = try self.fields(
      node, key: key, allowed: ["foreground", "background", "kind"], required: ["foreground", "background"])
    let kind = try fields["kind"].map { (node) throws(ConfigurationDiagnostic) in
      try choice(node, key: "\(key).kind", ContentKind.self)
    }
    return ContrastPairSpecification(
      foregrounds: try names(fields["foreground"]!, key: "\(key).foreground"),
      backgrounds: try names(fields["background"]!, key: "\(key).background"), kind: kind ?? .normalText)
  }

  private func statusColors(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> StatusColorSpecification {
    let fields = try self.fields(
      node, key: key, allowed: ["colors", "background"], required: ["colors", "background"])
    let colors = try names(fields["colors"]!, key: "\(key).colors")
    guard colors.count >= 2 else {
      throw error(at: fields["colors"]!, key: "\(key).colors", "expected two or more status colors to tell apart")
    }
    return StatusColorSpecification(
      colors: colors, backgrounds: try names(fields["background"]!, key: "\(key).background"))
  }

  /// A list entry's fields by name, checked against what it may and must have.
  private func fields(
    _ node: Node, key: String, allowed: [String], required: [String]
  ) throws(ConfigurationDiagnostic) -> [String: Node] {
    let mapping = try self.mapping(node, key: key, expecting: allowed.map { "'\($0)'" }.joined(separator: ", "))
    var fields: [String: Node] = [:]
    for (keyNode, value) in mapping {
      let name = keyNode.string ?? ""
      guard allowed.contains(name) else {
        throw error(
          at: keyNode, key: "\(key).\(name)",
          "is not a field here (expected \(allowed.map { "'\($0)'" }.joined(separator: ", ")))"
            + NameSuggestion.hint(for: name, among: allowed))
      }
      fields[name] = value
    }
    for name in required where fields[name] == nil {
      throw error(at: node, key: key, "missing '\(name)'")
    }
    return fields
  }
}

extension ContrastSettings {
  /// The settings with every place shown as `file`: the configuration file as the report names it.
  func locating(in file: SourcePath) -> ContrastSettings {
    func relocated(_ name: ConfiguredName) -> ConfiguredName {
      var name = name
      name.location?.file = file
      return name
    }
    var settings = self
    settings.modes = modes.mapValues { $0.map(relocated) }
    settings.bases = bases.map { LayerBase(layer: relocated($0.layer), base: relocated($0.base)) }
    settings.pairs = pairs.map {
      ContrastPairSpecification(
        foregrounds: $0.foregrounds.map(relocated), backgrounds: $0.backgrounds.map(relocated), kind: $0.kind)
    }
    settings.statusColors = statusColors.map {
      StatusColorSpecification(colors: $0.colors.map(relocated), backgrounds: $0.backgrounds.map(relocated))
    }
    return settings
  }
}
