import CurbcutLint
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
