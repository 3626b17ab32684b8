import CurbcutAudit
import CurbcutLint
import CurbcutReporting
import Foundation
import Yams

/// Reads `.curbcut.yml`. Every error names the file, the line and the key, and says what was expected.
public enum ConfigurationLoader {
  public static let fileName = ".curbcut.yml"

  /// Top-level keys other than rule ids.
  static let knownKeys = [
    "included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "fail_on", "skipped_code", "contrast",
    "typography", "limits", "components", "reporter", "strict",
  ]

  /// The nearest `.curbcut.yml` in `directory` or a folder above it.
  public static func find(from directory: String) -> String? {
    var current = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(fileName).path
      // Whatever is there, even a broken link or a loop, is the configuration: falling through to a parent's would
      // lint with settings nobody meant for this folder.
      var status = stat()
      if lstat(candidate, &status) == 0 { return candidate }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// Reads and checks a configuration file.
  public static func load(_ path: String) throws(ConfigurationDiagnostic) -> Configuration {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    var configuration = Configuration(directory: directory)
    configuration.path = path
    let text: String
    switch RegularFile.contents(atPath: path, maximumSize: maximumFileSize) {
    case .failure(let error):
      throw ConfigurationDiagnostic(level: .error, path: path, message: "cannot be read: \(error.message)")
    case .success(let bytes):
      guard let decoded = String(validating: bytes, as: UTF8.self) else {
        throw ConfigurationDiagnostic(level: .error, path: path, message: "cannot be read: it is not UTF-8 text")
      }
      text = decoded
    }
    if let problem = YAMLAliasScan.problem(in: text) {
      throw ConfigurationDiagnostic(
        level: .error, path: path, line: problem.line, column: problem.column, message: problem.message)
    }
    let root: Node?
    do {
      // Every value is read from its text (`Bool(scalar.string)`, the null spellings), never from the type Yams
      // resolves for it: its default resolver compiles seven regular expressions first, 4 of the 30 ms lint took to
      // start.
      root = try Yams.compose(yaml: text, .basic)
    } catch let error as YamlError {
      throw syntaxError(error, path: path)
    } catch {
      throw ConfigurationDiagnostic(level: .error, path: path, message: "is not valid YAML: \(error)")
    }
    guard let root else { return configuration }
    guard let mapping = root.mapping else {
      throw ConfigurationDiagnostic(
        level: .error, path: path, line: root.mark?.line, column: root.mark?.column,
        message: "expected a mapping of settings (such as 'disabled_rules:'), found \(describe(root))")
    }
    var reader = Reader(path: path)
    for (keyNode, value) in mapping {
      guard let key = keyNode.string else {
        throw reader.error(at: keyNode, key: nil, "expected a setting name, found \(describe(keyNode))")
      }
      switch key {
      case "included": configuration.included = try reader.existingPaths(value, key: key, in: directory)
      case "excluded": configuration.excluded = try reader.strings(value, key: key).map(Glob.init)
      case "disabled_rules": configuration.disabledRules = try reader.ruleIDs(value, key: key)
      case "opt_in_rules": configuration.optInRules = try reader.ruleIDs(value, key: key)
      case "only_rules": configuration.onlyRules = try reader.ruleIDs(value, key: key)
      case "fail_on": configuration.failOn = try reader.choice(value, key: key, FailureThreshold.self)
      case "skipped_code": configuration.skippedCode = try reader.choices(value, key: key, SkippedCode.self)
      case "contrast": configuration.contrast = try reader.contrastSection(value, directory: directory)
      case "typography": configuration.typography = try TypographySettings(value, path: path, text: text)
      case "limits": configuration.limits = try reader.limits(value)
      case "components": configuration.components = try reader.components(value)
      case "reporter": configuration.reporter = try reader.reporter(value, key: key)
      case "strict": configuration.strict = try reader.bool(value, key: key)
      default:
        if let rule = RuleRegistry.rule(withID: key) {
          try reader.ruleSection(value, rule: rule, into: &configuration)
        } else if let audit = (AuditRules.all + TypeScaleRules.all).first(where: { $0.id == key }) {
          reader.warn(
            at: keyNode, key: key,
            "is a rule of '\(AuditRules.all.contains { $0.id == audit.id } ? "contrast" : "type-scale")', "
              + "whose severity is fixed (\(audit.defaultSeverity.rawValue)); only lint rules take settings here")
        } else if let answer = SwiftLintKeys.answer(for: key) {
          reader.warn(at: keyNode, key: key, answer)
        } else if let near = NameSuggestion.closest(to: key, among: knownKeys + RuleRegistry.ids) {
          // A typo must not quietly turn a check off.
          throw reader.error(
            at: keyNode, key: key, "is neither a setting nor a Curbcut rule; did you mean '\(near)'?")
        } else {
          // Near no name of Curbcut's: another tool's key (most often SwiftLint's), not a typo of one.
          reader.warn(
            at: keyNode, key: key,
            "is neither a setting nor a Curbcut rule (another tool's, such as SwiftLint's, stays in its own file)")
        }
      }
    }
    configuration.warnings = reader.warnings
    return configuration
  }

  /// The largest configuration file read, in bytes: real ones are a few hundred.
  static let maximumFileSize = 1 << 20

  private static func syntaxError(_ error: YamlError, path: String) -> ConfigurationDiagnostic {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      ConfigurationDiagnostic(
        level: .error, path: path, line: mark.line, column: mark.column, message: "is not valid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams' own description holds the whole file.
      ConfigurationDiagnostic(
        level: .error, path: path, line: context.mark.line, column: context.mark.column,
        key: duplicates.count == 1 ? duplicates[0] : nil,
        message:
          "\(duplicates.map { "'\($0)'" }.joined(separator: ", ")) appear\(duplicates.count == 1 ? "s" : "") more than "
          + "once in one mapping; expected each key once")
    default:
      ConfigurationDiagnostic(level: .error, path: path, message: "is not valid YAML: \(error)")
    }
  }

  static func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.string.isEmpty ? "an empty value" : "'\(scalar.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }
}

/// Reads values of a configuration file, collecting warnings and turning mistakes into errors with places.
struct Reader {
  let path: String
  var warnings: [ConfigurationDiagnostic] = []

  func error(at node: Node, key: String?, _ message: String) -> ConfigurationDiagnostic {
    ConfigurationDiagnostic(
      level: .error, path: path, line: node.mark?.line, column: node.mark?.column, key: key, message: message)
  }

  mutating func warn(at node: Node, key: String?, _ message: String) {
    warnings.append(
      ConfigurationDiagnostic(
        level: .warning, path: path, line: node.mark?.line, column: node.mark?.column, key: key, message: message))
  }

  func strings(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> [String] {
    guard let sequence = node.sequence else {
      throw error(at: node, key: key, "expected a list of strings, found \(ConfigurationLoader.describe(node))")
    }
    var values: [String] = []
    for (index, item) in sequence.enumerated() {
      // A plain `~` or `null` is YAML's null, not a path (`~` would name the home folder).
      guard case .scalar(let scalar) = item, !scalar.string.isEmpty,
        scalar.style != .plain || !["~", "null", "Null", "NULL"].contains(scalar.string)
      else {
        throw error(at: item, key: "\(key)[\(index)]", "expected a string, found \(ConfigurationLoader.describe(item))")
      }
      values.append(scalar.string)
    }
    return values
  }

  /// A list of rule ids; one near a Curbcut rule's id is a typo, an error that suggests it, since it would quietly
  /// leave that rule on or off. One near none is another linter's (the list came from `.swiftlint.yml`), passed over
  /// with a warning.
  mutating func ruleIDs(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> [String] {
    let ids = try strings(node, key: key)
    let items = Array(node.sequence ?? [])
    for (index, id) in ids.enumerated() where RuleRegistry.rule(withID: id) == nil {
      if let near = NameSuggestion.closest(to: id, among: RuleRegistry.ids), !SwiftLintKeys.ruleIDs.contains(id) {
        throw error(at: items[index], key: "\(key)[\(index)]", "'\(id)' is not a Curbcut rule; did you mean '\(near)'?")
      }
      warn(
        at: items[index], key: "\(key)[\(index)]",
        SwiftLintKeys.ruleIDs.contains(id)
          ? "'\(id)' is a SwiftLint rule; Curbcut checks accessibility alone, so keep it in .swiftlint.yml"
          : "'\(id)' is not a Curbcut rule (another linter's, such as SwiftLint's, stays in its own file)")
    }
    return ids.filter { RuleRegistry.rule(withID: $0) != nil }
  }

  /// Paths that must exist, relative to the configuration's folder: a misspelled `included` path is told where it was
  /// written, not as a path of the command line.
  func existingPaths(_ node: Node, key: String, in directory: String) throws(ConfigurationDiagnostic) -> [String] {
    let paths = try strings(node, key: key)
    let items = Array(node.sequence ?? [])
    for (index, path) in paths.enumerated() {
      let absolute = path.hasPrefix("/") ? path : directory + "/" + path
      guard !FileManager.default.fileExists(atPath: absolute) else { continue }
      throw error(
        at: items[index], key: "\(key)[\(index)]",
        "'\(path)' does not exist (paths here are relative to the configuration's folder)")
    }
    return paths
  }

  /// `reporter:`, as SwiftLint names its formats (`github-actions-logging`) or as Curbcut does (`github`).
  func reporter(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> ReportFormat {
    guard case .scalar(let scalar) = node, let name = SwiftLintKeys.reporters[scalar.string],
      let format = ReportFormat(rawValue: name)
    else {
      throw error(
        at: node, key: key,
        "expected one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) "
          + "(or SwiftLint's github-actions-logging), found \(ConfigurationLoader.describe(node))")
    }
    return format
  }

  func bool(_ node: Node, key: String) throws(ConfigurationDiagnostic) -> Bool {
    guard case .scalar(let scalar) = node, let value = Bool(scalar.string) else {
      throw error(at: node, key: key, "expected true or false, found \(ConfigurationLoader.describe(node))")
    }
    return value
  }

  func choice<Value: RawRepresentable & CaseIterable>(
    _ node: Node, key: String, _ type: Value.Type
  ) throws(ConfigurationDiagnostic)
    -> Value where Value.RawValue == String
  {
    let allowed = Value.allCases.map(\.rawValue)
    guard case .scalar(let scalar) = node, let value = Value(rawValue: scalar.string) else {
      throw error(
        at: node, key: key,
        "expected one of \(allowed.joined(separator: ", ")), found \(ConfigurationLoader.describe(node))")
    }
    return value
  }

  /// A list of allowed values, each checked.
  func choices<Value: RawRepresentable & CaseIterable & Hashable>(
    _ node: Node, key: String, _ type: Value.Type
  )
    throws(ConfigurationDiagnostic) -> Set<Value> where Value.RawValue == String
  {
    guard let sequence = node.sequence else {
      let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(at: node, key: key, "expected a list of \(allowed), found \(ConfigurationLoader.describe(node))")
    }
    var values: Set<Value> = []
    for (index, item) in sequence.enumerated() {
      values.insert(try choice(item, key: "\(key)[\(index)]", type))
    }
    return values
  }

  /// The `limits:` section: each limit a whole number of at least 1, at most the largest the stacks can hold.
  func limits(_ node: Node) throws(ConfigurationDiagnostic) -> SourceLimits {
    guard let mapping = node.mapping else {
      throw error(at: node, key: "limits", "expected a mapping of limits, found \(ConfigurationLoader.describe(node))")
    }
    let settings: [(name: String, path: WritableKeyPath<SourceLimits, Int>, maximum: Int)] = [
      ("file_size", \.fileSize, 1 << 30), ("nesting_depth", \.nestingDepth, 1_000),
      ("square_bracket_depth", \.squareBracketDepth, 20), ("chain_length", \.chainLength, 100_000),
      ("seconds_per_file", \.secondsPerFile, 3_600),
    ]
    var limits = SourceLimits.default
    for (keyNode, value) in mapping {
      let name = keyNode.string ?? ""
      guard let setting = settings.first(where: { $0.name == name }) else {
        let known = settings.map(\.name)
        throw error(
          at: keyNode, key: "limits.\(name)",
          "is not a limit (the limits are \(known.map { "'\($0)'" }.joined(separator: ", ")))"
            + NameSuggestion.hint(for: name, among: known))
      }
      guard case .scalar(let scalar) = value, let number = Int(scalar.string), (1...setting.maximum).contains(number)
      else {
        throw error(
          at: value, key: "limits.\(name)",
          "expected a whole number from 1 to \(setting.maximum), found \(ConfigurationLoader.describe(value))")
      }
      limits[keyPath: setting.path] = number
    }
    return limits
  }

  /// The `components:` section: the project's own controls by type name, each with the control it wraps, the
  /// parameter given its icon and the parameter that names it, if it has one.
  func components(_ node: Node) throws(ConfigurationDiagnostic) -> [String: ComponentFacts.Component] {
    guard let mapping = node.mapping else {
      throw error(
        at: node, key: "components",
        "expected a mapping of view type names to their 'control', 'icon' and 'label', found "
          + ConfigurationLoader.describe(node))
    }
    var components: [String: ComponentFacts.Component] = [:]
    for (typeNode, settings) in mapping {
      let type = typeNode.string ?? ""
      let key = "components.\(type)"
      guard type.isSwiftIdentifier, type.first?.isUppercase == true else {
        throw error(at: typeNode, key: key, "expected a view type's name, such as 'IconButton'")
      }
      guard let fields = settings.mapping else {
        throw error(
          at: settings, key: key,
          "expected a mapping with 'control', 'icon' and 'label', found \(ConfigurationLoader.describe(settings))")
      }
      var values: [String: String] = [:]
      for (fieldNode, value) in fields {
        let field = fieldNode.string ?? ""
        let known = ["control", "icon", "label"]
        guard known.contains(field) else {
          throw error(
            at: fieldNode, key: "\(key).\(field)",
            "is not a setting of a component (they are 'control', 'icon' and 'label')"
              + NameSuggestion.hint(for: field, among: known))
        }
        guard case .scalar(let scalar) = value, scalar.string.isSwiftIdentifier else {
          throw error(
            at: value, key: "\(key).\(field)",
            "expected \(field == "control" ? "a control's name" : "a parameter name"), found "
              + ConfigurationLoader.describe(value))
        }
        values[field] = scalar.string
      }
      guard let control = values["control"] else {
        throw error(at: settings, key: key, "missing 'control', the SwiftUI control it wraps (such as 'Button')")
      }
      guard ViewCall.isControl(control) else {
        throw error(
          at: fields["control"] ?? settings, key: "\(key).control",
          "'\(control)' is not a control Curbcut knows; expected one of "
            + ViewCall.controls.sorted().joined(separator: ", "))
      }
      guard let icon = values["icon"] else {
        throw error(at: settings, key: key, "missing 'icon', the parameter given the image the control shows")
      }
      components[type] = ComponentFacts.Component(
        control: control, iconParameter: icon, labelParameter: values["label"])
    }
    return components
  }

  /// A rule's section: `severity` and the rule's own options.
  mutating func ruleSection(
    _ node: Node, rule: any Rule.Type, into configuration: inout Configuration
  ) throws(ConfigurationDiagnostic) {
    let id = rule.description.id
    if case .scalar = node {
      configuration.severities[id] = try choice(node, key: id, Severity.self)
      return
    }
    guard let mapping = node.mapping else {
      throw error(
        at: node, key: id,
        "expected a mapping with 'severity' and the rule's options, found \(ConfigurationLoader.describe(node))")
    }
    let optionNames = rule.description.options.map(\.name)
    var optionPairs: [(Node, Node)] = []
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      if key == "severity" {
        configuration.severities[id] = try choice(value, key: "\(id).severity", Severity.self)
      } else if optionNames.contains(key) {
        optionPairs.append((keyNode, value))
      } else {
        let known = ["severity"] + optionNames
        throw error(
          at: keyNode, key: "\(id).\(key)",
          "is not an option of '\(id)' (it takes \(known.map { "'\($0)'" }.joined(separator: ", ")))"
            + NameSuggestion.hint(for: key, among: known))
      }
    }
    if !optionPairs.isEmpty {
      configuration.configuredRules[id] = try configuredRule(
        rule, options: Node.Mapping(optionPairs, .implicit, .any, mapping.mark))
    }
  }

  private func configuredRule<R: Rule>(_ type: R.Type, options: Node.Mapping) throws(ConfigurationDiagnostic) -> R {
    var rule = R()
    do {
      rule.options = try YAMLDecoder().decode(R.Options.self, from: Node.mapping(options))
    } catch let decodingError as DecodingError {
      let (place, key) = locate(decodingError, in: options, rule: R.description.id)
      throw error(at: place, key: key, "\(explain(decodingError))")
    } catch {
      throw self.error(at: .mapping(options), key: R.description.id, "\(error)")
    }
    return rule
  }

  /// The node and key path a decoding error is about.
  private func locate(_ error: DecodingError, in options: Node.Mapping, rule: String) -> (Node, String) {
    let codingPath: [any CodingKey]
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      codingPath = context.codingPath
    @unknown default:
      codingPath = []
    }
    var node = Node.mapping(options)
    var key = rule
    for component in codingPath {
      if let index = component.intValue, let sequence = node.sequence, index < sequence.count {
        node = sequence[index]
        key += "[\(index)]"
      } else if let value = node.mapping?[component.stringValue] {
        node = value
        key += ".\(component.stringValue)"
      }
    }
    return (node, key)
  }

  private func explain(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, _), .valueNotFound(let type, _):
      "expected \(Self.typeName(type))"
    case .keyNotFound(let key, _):
      "missing '\(key.stringValue)'"
    case .dataCorrupted(let context):
      context.debugDescription
    @unknown default:
      "\(error)"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    switch type {
    case is String.Type: return "a string"
    case is Int.Type: return "a whole number"
    case is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    default:
      if name.contains("Array") || name.contains("Sequence") { return "a list" }
      if name.contains("Dictionary") || name.contains("Mapping") { return "a mapping" }
      return "a value of type \(name)"
    }
  }
}

extension String {
  /// A name Swift accepts for a type or a parameter: a letter or `_`, then letters, digits and `_`.
  fileprivate var isSwiftIdentifier: Bool {
    guard let first = unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }
}
