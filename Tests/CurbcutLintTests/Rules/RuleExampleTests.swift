import CurbcutReporting
import Foundation
import Testing

@testable import CurbcutLint

/// Every rule's own examples, plus variants that catch what hand-written cases miss.
@Suite struct RuleExampleTests {
  @Test(arguments: RuleCase.all)
  func describesItselfCompletely(_ rule: RuleCase) {
    let description = rule.rule.description
    #expect(description.id.allSatisfy { $0.isLowercase || $0 == "_" }, "ids are snake_case")
    #expect(!description.triggering.isEmpty, "a rule needs examples it flags")
    #expect(!description.nonTriggering.isEmpty, "a rule needs examples it leaves alone")
    #expect(!description.rationale.isEmpty && !description.impactDescription.isEmpty)
    for example in description.triggering {
      #expect(!example.markerOffsets.isEmpty, "triggering example without a marker: \(example.markedCode)")
      #expect(
        Set(example.markerOffsets.keys) == Set(example.expectations.keys), "every marker needs a message and vice versa"
      )
    }
    for example in description.corrections {
      #expect(!example.markerOffsets.isEmpty, "correction example without a marker: \(example.markedCode)")
      #expect(example.correction != nil, "correction example without its corrected text: \(example.markedCode)")
    }
    for example in description.nonTriggering + description.corrections.compactMap({ $0.correction.map { Example($0) } })
    {
      #expect(example.markerOffsets.isEmpty, "markers only belong in triggering and correction examples")
    }
    for example in description.triggering + description.nonTriggering + description.corrections {
      #expect(parsesCleanly(example.source), "example does not parse: \(example.source)")
    }
  }

  @Test(arguments: RuleCase.all)
  func triggeringExamplesReportAtTheirMarkers(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    for example in rule.rule.description.triggering {
      let found = try harness.findings(in: example.source, options: example.options, strings: example.localizedStrings)
        .map(Expectation.init).sorted()
      let expected = ExampleHarness.expectedPositions(example, in: example.source)
      #expect(found == expected, "\(example.source)", sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: RuleCase.all)
  func nonTriggeringExamplesAreSilent(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    for example in rule.rule.description.nonTriggering {
      let found = try harness.findings(in: example.source, options: example.options, strings: example.localizedStrings)
      #expect(found.isEmpty, "\(found.map(Expectation.init))", sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: RuleCase.all)
  func correctionsGiveTheExpectedCodeAndStillParse(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    for example in rule.rule.description.corrections {
      let findings = try harness.findings(
        in: example.source, options: example.options, strings: example.localizedStrings)
      #expect(
        findings.map(Expectation.init).map { ($0.line, $0.column) }.elementsEqual(
          ExampleHarness.expectedPositions(example, in: example.source).map { ($0.line, $0.column) }, by: ==),
        sourceLocation: example.sourceLocation)
      let outcome = Fixer.apply(findings, to: Array(example.source.utf8))
      let fixed = outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) }
      #expect(fixed == example.correction, sourceLocation: example.sourceLocation)
      #expect(fixed.map(parsesCleanly) == true, sourceLocation: example.sourceLocation)
      let remaining = try harness.findings(in: fixed ?? "", options: example.options, strings: example.localizedStrings)
        .filter { $0.fix != nil }
      #expect(remaining.isEmpty, "a fix should leave nothing more to fix", sourceLocation: example.sourceLocation)
    }
  }

  // MARK: Automatic variants

  @Test(arguments: RuleCase.all)
  func examplesInsideACommentOrAStringAreSilent(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    for example in rule.rule.description.triggering {
      var variants: [String] = []
      if example.runs(.insideString, unlessItHolds: "\"\"\"#") {
        variants.append("let text = #\"\"\"\n\(example.source)\n\"\"\"#\n")
      }
      if example.runs(.insideComment, unlessItHolds: "*/") { variants.append("/*\n\(example.source)\n*/\n") }
      for variant in variants {
        #expect(
          try harness.findings(in: variant, options: example.options, strings: example.localizedStrings).isEmpty,
          "\(variant)",
          sourceLocation: example.sourceLocation)
      }
    }
  }

  @Test(arguments: RuleCase.all)
  func aDisableCommentSilencesTheRule(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    for example in rule.rule.description.triggering {
      let wholeFile = "// curbcut:disable \(harness.id) - testing\n\(example.source)"
      #expect(
        try harness.findings(in: wholeFile, options: example.options, strings: example.localizedStrings).isEmpty,
        sourceLocation: example.sourceLocation)
      guard example.runs(.disableNext, unlessItHolds: "\"\"\"") else { continue }
      var lines = example.source.components(separatedBy: "\n")
      let markedLines = Set(ExampleHarness.expectedPositions(example, in: example.source).map(\.line))
      for line in markedLines.sorted(by: >) {
        lines.insert("// curbcut:disable:next \(harness.id)", at: line - 1)
      }
      let nextLine = lines.joined(separator: "\n")
      #expect(
        try harness.findings(in: nextLine, options: example.options, strings: example.localizedStrings).isEmpty,
        "\(nextLine)",
        sourceLocation: example.sourceLocation)
    }
  }

  @Test(arguments: RuleCase.all)
  func aMultibytePrefixKeepsColumnsRight(_ rule: RuleCase) throws {
    let harness = ExampleHarness(rule: rule.rule)
    let prefix = "/* 🧑‍🦯 Çà 日本 */ "
    for example in rule.rule.description.triggering where example.runs(.multibytePrefix, unlessItHolds: "\"\"\"") {
      let shifted = example.markedCode.components(separatedBy: "\n").map { prefix + $0 }.joined(separator: "\n")
      let variant = Example(
        shifted, expect: example.expectations, options: example.options, strings: example.localizedStrings)
      let found = try harness.findings(in: variant.source, options: example.options, strings: example.localizedStrings)
        .map(Expectation.init).sorted()
      let expected = ExampleHarness.expectedPositions(example, in: example.source).map {
        Expectation(line: $0.line, column: $0.column + prefix.unicodeScalars.count, message: $0.message)
      }
      #expect(found == expected, "\(variant.source)", sourceLocation: example.sourceLocation)
    }
  }

  /// The switches themselves: a reason leaves a variant out; an example that a variant cannot wrap fails without one.
  @Test func aVariantIsLeftOutOnlyWithAReason() {
    let multiline = "let a = \"\"\"\n  x\n  \"\"\""
    let explained = Example(multiline, skipping: [.disableNext: "a comment line inside the string would be text"])
    #expect(!explained.runs(.disableNext, unlessItHolds: "\"\"\""))
    #expect(explained.runs(.insideComment, unlessItHolds: "*/"))
    withKnownIssue { #expect(!Example(multiline).runs(.multibytePrefix, unlessItHolds: "\"\"\"")) }
  }
}

extension Example {
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1)
  }

  /// Whether the automatic `variant` runs on this example. It does not when the example gives a reason to leave it
  /// out; an example holding `text`, which the variant cannot wrap (`"""` in a multi-line string, `*/` in a block
  /// comment), must give one, or the test fails: no example is skipped in silence.
  func runs(_ variant: TestVariant, unlessItHolds text: String) -> Bool {
    guard skippedVariants[variant] == nil else { return false }
    let holds = markedCode.contains(text)
    #expect(
      !holds, "the example holds \(text): leave it out of .\(variant) with skipping: [.\(variant): \"why\"]",
      sourceLocation: sourceLocation)
    return !holds
  }
}
