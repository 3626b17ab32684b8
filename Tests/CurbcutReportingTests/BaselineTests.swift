import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@Suite struct BaselineTests {
  private func finding(_ rule: String, _ path: String, line: Int, text: String) -> Finding {
    let sourcePath = SourcePath(display: path, relative: path)
    return Finding(
      ruleID: rule, severity: .warning, impact: .high, message: "\(rule) on \(text)",
      span: SourceSpan(path: sourcePath, start: .init(line: line, column: 1), end: .init(line: line, column: 5)),
      sourceLine: text)
  }

  @Test func acceptedFindingsStayAcceptedWhenLinesMove() {
    let before = [
      finding("image_label", "A.swift", line: 3, text: "Image(\"a\")"),
      finding("image_label", "A.swift", line: 9, text: "Image(\"b\")"),
    ]
    let baseline = Baseline(findings: before)
    let after = [
      finding("image_label", "A.swift", line: 13, text: "Image(\"a\")"),
      finding("image_label", "A.swift", line: 19, text: "Image(\"b\")"),
      finding("image_label", "A.swift", line: 25, text: "Image(\"c\")"),
    ]
    let (new, stale) = baseline.filter(after)
    #expect(new.map(\.sourceLine) == ["Image(\"c\")"])
    #expect(stale.isEmpty)
  }

  @Test func repeatedLinesAreCountedByOccurrence() {
    let line = "Image(\"spacer\")"
    let baseline = Baseline(findings: [finding("image_label", "A.swift", line: 1, text: line)])
    let (new, _) = baseline.filter([
      finding("image_label", "A.swift", line: 1, text: line), finding("image_label", "A.swift", line: 2, text: line),
    ])
    #expect(new.map(\.span.start.line) == [2])
  }

  @Test func findingsThatNoLongerOccurAreStale() {
    let baseline = Baseline(findings: [finding("image_label", "A.swift", line: 1, text: "Image(\"gone\")")])
    let (new, stale) = baseline.filter([])
    #expect(new.isEmpty)
    #expect(stale.map(\.text) == ["Image(\"gone\")"])
  }

  @Test func roundTripsThroughItsFile() throws {
    let folder = try TemporaryFolder()
    let baseline = Baseline(findings: [finding("image_label", "A.swift", line: 4, text: "Image(\"a\")")])
    let path = try folder.write("baseline.json", bytes: Array(baseline.encoded()))
    let read = try Baseline.read(from: URL(fileURLWithPath: path))
    #expect(read.entries == baseline.entries)
  }

  @Test func aBrokenBaselineIsAnErrorNamingTheFile() throws {
    let folder = try TemporaryFolder()
    let notJSON = try folder.write("a.json", "{ nope")
    let wrongShape = try folder.write("b.json", #"{"version": 1, "entries": [{"rule": 3}]}"#)
    let future = try folder.write("c.json", #"{"version": 9, "entries": []}"#)
    for (path, expected) in [
      (notJSON, "is not a Curbcut baseline"), (wrongShape, "entries[0].rule: expected String"),
      (future, "has version 9; this curbcut reads version 1"),
    ] {
      #expect {
        _ = try Baseline.read(from: URL(fileURLWithPath: path))
      } throws: { error in
        let description = (error as? BaselineError)?.description ?? ""
        return description.hasPrefix("\(path): error: baseline") && description.contains(expected)
      }
    }
    #expect(throws: BaselineError.self) { try Baseline.read(from: URL(fileURLWithPath: folder.path + "/missing.json")) }
  }

  @Test func fingerprintsAreStableHex() {
    let key = FindingKey(rule: "image_label", path: "A.swift", text: "Image(\"a\")", occurrence: 0)
    #expect(key.fingerprint == "2e81980919494027", "the same finding keeps its fingerprint from release to release")
    #expect(
      key.fingerprint
        != FindingKey(rule: "image_label", path: "A.swift", text: "Image(\"a\")", occurrence: 1).fingerprint)
  }
}
