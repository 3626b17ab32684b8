import CurbcutReporting
import Foundation
import SwiftParser
import Testing

@testable import CurbcutLint

extension Linter {
  /// Every rule, the opt-in ones too: these tests are about what the rules find, not which are on by default.
  static let everyRule = Linter(ruleSet: RuleSet(RuleRegistry.all.map { ConfiguredRule($0.init()) }))
}

/// Runs a rule's examples the way its description means them: every rule enabled (so examples that
/// depend on another rule's findings, like suppression examples, behave as in a real run), the
/// example's options applied to the rule under test, and only that rule's findings compared.
struct ExampleHarness {
  let rule: any Rule.Type

  var id: String { rule.description.id }

  /// The rule's findings on `source`, with the project's string tables holding `strings`.
  func findings(in source: String, options: String? = nil, strings: [String: String] = [:]) throws -> [Finding] {
    let configured = try configuredRule(rule, options: options)
    let others = RuleRegistry.all.filter { $0.description.id != id }.map { ConfiguredRule($0.init()) }
    var linter = Linter(ruleSet: RuleSet(others + [ConfiguredRule(configured)]))
    linter.localizedStrings = LocalizedStrings(strings)
    let path = SourcePath(display: "Example.swift", relative: "Example.swift")
    return linter.lint(SourceText(bytes: Array(source.utf8)), path: path).findings.filter { $0.ruleID == id }
  }

  /// What each marker of an example expects: its position in `source` and message.
  static func expectedPositions(_ example: Example, in source: String) -> [Expectation] {
    let lines = LineTable(Array(source.utf8))
    return example.markerOffsets.map { marker, offset in
      let position = lines.position(ofUTF8Offset: offset)
      return Expectation(
        line: position.line, column: position.column,
        message: example.expectations[marker]?.text ?? "<no message for \(marker)>")
    }.sorted()
  }

  private func configuredRule<R: Rule>(_ type: R.Type, options: String?) throws -> R {
    var rule = R()
    if let options { rule.options = try JSONDecoder().decode(R.Options.self, from: Data(options.utf8)) }
    return rule
  }
}

/// A finding as examples describe it.
struct Expectation: Comparable, CustomStringConvertible {
  let line: Int
  let column: Int
  let message: String

  init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  init(_ finding: Finding) {
    self.init(line: finding.span.start.line, column: finding.span.start.column, message: finding.message)
  }

  static func < (lhs: Expectation, rhs: Expectation) -> Bool {
    (lhs.line, lhs.column, lhs.message) < (rhs.line, rhs.column, rhs.message)
  }

  var description: String { "\(line):\(column): \(message)" }
}

/// Whether the text parses without errors.
func parsesCleanly(_ source: String) -> Bool {
  !Parser.parse(source: source).hasError
}

/// A rule as a test argument, named by its id in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
  let rule: any Rule.Type
  var testDescription: String { rule.description.id }

  static let all = RuleRegistry.all.map(RuleCase.init)
}

extension RuleDescription {
  /// The description of a rule that exists only in a test, to show an engine hook working.
  static func probe(_ id: String) -> RuleDescription {
    RuleDescription(
      id: id, name: "Probe", impact: .low, impactDescription: "none", wcag: [], tags: [], rationale: "A test rule.",
      triggering: [], nonTriggering: [])
  }
}
