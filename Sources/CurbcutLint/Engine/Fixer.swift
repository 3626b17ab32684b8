import CurbcutReporting
import Foundation
import SwiftParser
import SwiftSyntax

/// Applies the corrections of findings to a file's text, safely: edits go from the end of the file
/// backwards so offsets stay valid, a fix that overlaps one already taken waits for the next run, and
/// the result is refused if it parses worse than the original.
public enum Fixer {
  public struct Outcome: Sendable {
    /// The text after the fixes, or nil when nothing changed or the result was refused.
    public var fixedBytes: [UInt8]?
    /// Findings whose fix was applied.
    public var applied: [Finding]
    /// Why the fixes were refused, if they were.
    public var refusal: String?
  }

  /// `limits` are those the findings were found within: the parses that compare the text before and after run
  /// on a stack sized for them.
  public static func apply(_ findings: [Finding], to bytes: [UInt8], limits: SourceLimits = .default) -> Outcome {
    var accepted: [TextEdit] = []
    var applied: [Finding] = []
    for finding in findings {
      guard let fix = finding.fix, !fix.edits.isEmpty else { continue }
      let overlaps = fix.edits.contains { edit in
        accepted.contains { $0.utf8Range.overlaps(edit.utf8Range) || $0.utf8Range == edit.utf8Range }
      }
      guard !overlaps, fix.edits.allSatisfy({ $0.utf8Range.upperBound <= bytes.count }) else { continue }
      accepted += fix.edits
      applied.append(finding)
    }
    guard !accepted.isEmpty else { return Outcome(fixedBytes: nil, applied: [], refusal: nil) }
    let result = accepted.applied(to: bytes)
    let (before, after) = LargeStack.run(size: limits.stackSize) {
      (parseErrorCount(bytes, limits: limits), parseErrorCount(result, limits: limits))
    }
    guard after <= before else {
      return Outcome(
        fixedBytes: nil, applied: [],
        refusal:
          "the fixed code would not parse (\(after) syntax errors instead of \(before)); the file was left as it was")
    }
    return Outcome(fixedBytes: result, applied: applied, refusal: nil)
  }

  /// How many missing or unexpected pieces the parser had to recover from.
  static func parseErrorCount(_ bytes: [UInt8], limits: SourceLimits = .default) -> Int {
    let tree = bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: limits.parserNestingLevel)
    }
    guard tree.hasError else { return 0 }
    let counter = ParseErrorCounter(viewMode: .all)
    counter.walk(tree)
    return counter.count
  }
}

private final class ParseErrorCounter: SyntaxVisitor {
  var count = 0

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    count += 1
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing { count += 1 }
    return .skipChildren
  }
}
