import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutLint

@Suite struct FixerTests {
  private let path = SourcePath(display: "F.swift", relative: "F.swift")

  private func finding(_ range: Range<Int>, _ replacement: String) -> Finding {
    let position = SourcePosition(line: 1, column: 1)
    let edit = TextEdit(utf8Range: range, start: position, end: position, replacement: replacement)
    return Finding(
      ruleID: "r", severity: .warning, impact: .low, message: "m",
      span: SourceSpan(path: path, start: position, end: position),
      sourceLine: "", fix: Fix(summary: "s", edits: [edit]))
  }

  @Test func appliesEditsFromTheEndSoOffsetsStayValid() {
    let source = Array("let a = \"Submit button\"; let b = \"Close button\"".utf8)
    let outcome = Fixer.apply([finding(15..<22, ""), finding(39..<46, "")], to: source)
    #expect(outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) } == "let a = \"Submit\"; let b = \"Close\"")
    #expect(outcome.applied.count == 2)
  }

  @Test func overlappingFixesWaitForTheNextRun() {
    let source = Array("let a = 12345".utf8)
    let outcome = Fixer.apply([finding(8..<11, "x"), finding(10..<13, "y")], to: source)
    #expect(outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) } == "let a = x45")
    #expect(outcome.applied.count == 1)
  }

  @Test func refusesAResultThatParsesWorse() {
    let source = Array("let a = f(1)".utf8)
    let outcome = Fixer.apply([finding(11..<12, "")], to: source)
    #expect(outcome.fixedBytes == nil)
    #expect(outcome.refusal?.contains("would not parse") == true)
  }

  @Test func unifiedDiffShowsHunksWithContext() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 6", with: "line six")
    #expect(
      UnifiedDiff.render(old: old, new: new, path: "F.swift") == """
        --- a/F.swift
        +++ b/F.swift
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
    #expect(UnifiedDiff.render(old: old, new: old, path: "F.swift") == "")
  }

  @Test func unifiedDiffDoesNotShowTheEmptyTextAfterTheLastLineBreak() {
    #expect(
      UnifiedDiff.render(old: "a\nb\n", new: "a\nc\n", path: "F.swift") == """
        --- a/F.swift
        +++ b/F.swift
        @@ -1,2 +1,2 @@
         a
        -b
        +c

        """)
  }
}
