import CurbcutReporting
import SwiftSyntax

/// What a rule reports through: one context per rule and file, collecting findings.
public final class RuleContext {
  public let file: FileModel
  let ruleID: String
  private(set) var reports: [RuleReport] = []

  init(file: FileModel, ruleID: String) {
    self.file = file
    self.ruleID = ruleID
  }

  /// Reports a finding spanning `node` (without its trivia), with an optional safe correction. A finding
  /// reported `unless:` a ``ProjectCondition`` is dropped when the other files show that it holds.
  public func report(
    _ message: String, at node: some SyntaxProtocol, correction: Correction? = nil,
    unless condition: ProjectCondition? = nil
  ) {
    report(
      message, from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia,
      correction: correction, unless: condition)
  }

  /// Reports a finding spanning `start..<end`.
  public func report(
    _ message: String, from start: AbsolutePosition, to end: AbsolutePosition, correction: Correction? = nil,
    unless condition: ProjectCondition? = nil
  ) {
    reports.append(
      RuleReport(
        ruleID: ruleID, message: message, start: start.utf8Offset, end: end.utf8Offset, correction: correction,
        condition: condition))
  }
}

/// A finding as a rule reported it, before the engine adds positions, severity and suppressions.
struct RuleReport {
  let ruleID: String
  let message: String
  /// UTF-8 offsets.
  let start: Int
  let end: Int
  let correction: Correction?
  let condition: ProjectCondition?
}

/// A safe fix for a finding: edits that leave the code compiling and change nothing else.
public struct Correction: Sendable {
  /// What the correction does, in the imperative: `Remove 'button' from the label`.
  public let summary: String
  public let replacements: [Replacement]

  public init(summary: String, replacements: [Replacement]) {
    self.summary = summary
    self.replacements = replacements
  }

  /// A correction that replaces `node` (without its trivia) with `text`.
  public init(summary: String, replacing node: some SyntaxProtocol, with text: String) {
    self.init(
      summary: summary,
      replacements: [
        Replacement(
          start: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia, text: text)
      ])
  }

  /// Replaces the source between two positions with new text.
  public struct Replacement: Sendable {
    public let start: AbsolutePosition
    public let end: AbsolutePosition
    public let text: String

    public init(start: AbsolutePosition, end: AbsolutePosition, text: String) {
      self.start = start
      self.end = end
      self.text = text
    }
  }
}
