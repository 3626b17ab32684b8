import CurbcutLint
import CurbcutReporting
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// A rule exists only once it is listed in ``RuleRegistry``: these tests read the rules' sources and fail when
/// one was written but not listed, or not filed under its own name, as swift-format's generated-registry test
/// does.
@Suite struct RuleRegistryTests {
  private static let rulesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/CurbcutLint/Rules")

  /// Every type the rule sources declare that adopts a rule protocol, with the file it is declared in.
  static func declaredRules(under folder: URL) throws -> [(type: String, file: String)] {
    let ruleProtocols: Set<String> = ["Rule", "ViewRule", "FileRule"]
    var declared: [(String, String)] = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let url as URL in files where url.pathExtension == "swift" {
      let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
      for statement in tree.statements {
        guard let declaration = statement.item.asProtocol((any DeclGroupSyntax).self),
          let name = declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(ClassDeclSyntax.self)?.name.text
            ?? declaration.as(EnumDeclSyntax.self)?.name.text,
          let inherited = declaration.inheritanceClause?.inheritedTypes,
          inherited.contains(where: { ruleProtocols.contains($0.type.trimmedDescription) })
        else { continue }
        declared.append((name, url.lastPathComponent))
      }
    }
    return declared
  }

  @Test func everyRuleTypeInTheSourcesIsRegistered() throws {
    let declared = try Self.declaredRules(under: Self.rulesFolder)
    let registered = RuleRegistry.all.map { String(describing: $0) }
    #expect(declared.count >= registered.count)
    #expect(Set(declared.map(\.type)) == Set(registered), "register the rule in RuleRegistry.all")
    #expect(Set(registered).count == registered.count, "a rule is registered twice")
  }

  @Test func everyRuleIsInAFileNamedAfterIt() throws {
    for (type, file) in try Self.declaredRules(under: Self.rulesFolder) {
      #expect(file == "\(type).swift", "'\(type)' is declared in \(file): one rule per file, named after it")
    }
  }

  @Test func everyRuleTypeIsNamedAfterItsID() {
    for rule in RuleRegistry.all {
      let words = rule.description.id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      #expect(String(describing: rule) == words.joined() + "Rule")
    }
  }

  /// Every rule shows what it reports and what it leaves alone: at least three examples of each, which are its tests.
  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyRuleHasThreeExamplesOfEachKind(_ id: String) throws {
    let description = try #require(RuleRegistry.rule(withID: id)).description
    #expect(description.triggering.count >= 3, "\(id) has \(description.triggering.count) triggering examples")
    #expect(description.triggering.allSatisfy { !$0.expectations.isEmpty }, "\(id): a triggering example has no marker")
    #expect(
      description.nonTriggering.count >= 3, "\(id) has \(description.nonTriggering.count) non-triggering examples")
  }

  /// The test must fail on what it guards against: a rule written in a file of another name and not registered.
  @Test func anUnregisteredRuleInAWronglyNamedFileIsFound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Motion"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct ReduceMotionRule: ViewRule {}\nstruct Helper {}\n".write(
      to: folder.appendingPathComponent("Motion/Animations.swift"), atomically: true, encoding: .utf8)
    let declared = try Self.declaredRules(under: folder)
    #expect(declared.map(\.type) == ["ReduceMotionRule"])
    #expect(declared.map(\.file) == ["Animations.swift"])
  }
}

/// What ``RuleOptions`` promises: every option a rule decodes is documented in its description, under the same
/// key and with the default it really has, and nothing is documented that the rule does not read.
@Suite struct RuleOptionsTests {
  /// The rule's default options as JSON values by key, compact and sorted.
  static func encodedDefaults<R: Rule>(_ rule: R.Type) throws -> [String: String] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let object = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(R().options)) as? [String: Any])
    return try object.mapValues { value in
      String(
        decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]),
        as: UTF8.self)
    }
  }

  /// How the rule's documented options differ from what it decodes, as messages; empty when they agree.
  static func mismatches<R: Rule>(_ rule: R.Type) throws -> [String] {
    let encoded = try encodedDefaults(rule)
    let documented = Dictionary(
      rule.description.options.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
    var problems: [String] = []
    for key in Set(encoded.keys).symmetricDifference(documented.keys).sorted() {
      problems.append("'\(key)' is \(encoded[key] == nil ? "documented but not read" : "read but not documented")")
    }
    for (key, value) in encoded.sorted(by: { $0.key < $1.key }) where documented[key].map({ $0 != value }) == true {
      problems.append("'\(key)' defaults to \(value), documented as \(documented[key]!)")
    }
    return problems
  }

  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func everyOptionIsDocumentedWithItsRealDefault(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: id))
    #expect(try Self.mismatches(rule) == [])
  }

  @Test func anUndocumentedOptionOrAWrongDefaultIsFound() throws {
    #expect(
      try Self.mismatches(MisdocumentedRule.self) == [
        "'hidden' is read but not documented", "'stale' is documented but not read",
        "'threshold' defaults to 3, documented as 4",
      ])
  }
}

/// A rule whose description disagrees with its options, for the test above.
private struct MisdocumentedRule: ViewRule {
  struct Options: RuleOptions {
    var threshold = 3
    var hidden = false
  }

  static let description = RuleDescription(
    id: "misdocumented", name: "Misdocumented", impact: .low, impactDescription: "none", wcag: [], tags: [],
    rationale: "A test rule.",
    options: [
      RuleOptionDescription(name: "threshold", defaultValue: "4", summary: "s"),
      RuleOptionDescription(name: "stale", defaultValue: "1", summary: "s"),
    ],
    triggering: [], nonTriggering: [])
  var options = Options()

  func check(_ view: ViewCall, in context: RuleContext) {}
}
