import CurbcutCore
import CurbcutReporting
import Foundation
import Testing

@testable import CurbcutAudit

/// Every type-scale rule's own examples, read as token files and checked in the range their options name: a
/// triggering example reports exactly its markers' messages at their places, a non-triggering one nothing.
struct TypeScaleRuleExampleTests {
  /// A finding's rule, position and message, in an order that does not depend on how they were found.
  struct Expectation: Comparable, CustomStringConvertible {
    let rule: String
    let line: Int
    let column: Int
    let message: String

    static func < (lhs: Expectation, rhs: Expectation) -> Bool {
      (lhs.line, lhs.column, lhs.message) < (rhs.line, rhs.column, rhs.message)
    }

    var description: String { "\(line):\(column) \(rule): \(message)" }
  }

  /// The findings of `rule` on an example, read as the token file `Example.tokens.json`.
  static func findings(of rule: RuleDescription, in example: Example) throws -> [Expectation] {
    let file = DesignTokenFile(
      try JSONDocument(
        bytes: Array(example.source.utf8),
        file: SourcePath(display: "Example.tokens.json", relative: "Example.tokens.json")))
    let read = TypographyTokenReader.tokens(in: DesignTokenSet([file]))
    #expect(file.problems.isEmpty && read.problems.isEmpty, "\((file.problems + read.problems).map(\.diagnostic))")
    let range = try example.options.map { options in
      let object = try JSONSerialization.jsonObject(with: Data(options.utf8)) as? [String: String]
      return try DynamicTypeRange(parsing: object?["range"] ?? "")
    }
    return try AuditedTypeRamp(designTokens: read.tokens).findings(in: range ?? .unclamped)
      .filter { $0.ruleID == rule.id }
      .map { Expectation(rule: $0.ruleID, line: $0.span.start.line, column: $0.span.start.column, message: $0.message) }
      .sorted()
  }

  /// Where each marker of an example is, as a 1-based line and column in Unicode scalars, with its message.
  static func expected(of rule: RuleDescription, in example: Example) -> [Expectation] {
    let bytes = Array(example.source.utf8)
    return example.markerOffsets.map { marker, offset in
      let before = String(decoding: bytes[..<offset], as: UTF8.self)
      let line = before.count { $0 == "\n" } + 1
      let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.unicodeScalars.count ?? 0) + 1
      return Expectation(rule: rule.id, line: line, column: column, message: example.expectations[marker]?.text ?? "")
    }.sorted()
  }

  @Test(arguments: TypeScaleRules.all.map(\.id))
  func triggeringExamplesReportAtTheirMarkers(id: String) throws {
    let rule = try #require(TypeScaleRules.all.first { $0.id == id })
    #expect(!rule.triggering.isEmpty, "\(id) has no triggering example")
    for example in rule.triggering {
      #expect(!example.markerOffsets.isEmpty)
      #expect(Set(example.markerOffsets.keys) == Set(example.expectations.keys))
      #expect(try Self.findings(of: rule, in: example) == Self.expected(of: rule, in: example), "\(example.source)")
    }
  }

  @Test(arguments: TypeScaleRules.all.map(\.id))
  func nonTriggeringExamplesAreSilentUnderEveryRule(id: String) throws {
    let rule = try #require(TypeScaleRules.all.first { $0.id == id })
    #expect(!rule.nonTriggering.isEmpty, "\(id) has no non-triggering example")
    for example in rule.nonTriggering {
      #expect(example.markerOffsets.isEmpty)
      for other in TypeScaleRules.all {
        #expect(try Self.findings(of: other, in: example).isEmpty, "\(other.id): \(example.source)")
      }
    }
  }
}
