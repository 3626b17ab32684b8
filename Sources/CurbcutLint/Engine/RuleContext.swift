import CurbcutReporting
import SwiftSyntax

/// What a rule reports through: one context per rule and file, collecting findings.
public final class RuleContext {
  public let file: FileModel
  /// The project's string tables, for labels written as keys.
  public let strings: LocalizedStrings
  /// The named colors of the project's asset catalogs.
  public let colors: NamedColors
  let ruleID: String
  /// The kinds of facts the rule collects: the only ones its conditions may read.
  private let collectedFacts: Set<ObjectIdentifier>
  private(set) var reports: [RuleReport] = []

  /// The bits of the modifiers the rule notes (``ViewRule/notedModifiers``); 0 when it notes none, or the walk could
  /// not note them all.
  private let notedModifierBits: UInt64

  init(
    file: FileModel, rule: ConfiguredRule, strings: LocalizedStrings, colors: NamedColors,
    notedModifierBits: UInt64 = 0
  ) {
    self.file = file
    ruleID = rule.id
    collectedFacts = rule.collectedFactKinds
    self.strings = strings
    self.colors = colors
    self.notedModifierBits = notedModifierBits
  }

  /// Whether `view`'s chain may apply one of the modifiers the rule notes: false only when the walk's bits say it
  /// applies none, so a rule passes most views over with one test and reads the chain of the others.
  public func mayApplyANotedModifier(_ view: ViewCall) -> Bool {
    notedModifierBits == 0 || view.notedModifiers & notedModifierBits != 0
  }

  /// Reports a finding spanning `node` (without its trivia), with an optional safe fix made of ``edit(from:to:replacement:)``
  /// edits. A finding reported `unless:` a ``ProjectCondition`` is dropped when the other files show that it holds. A
  /// `severity` given here replaces the rule's default for this finding (a hit target under 24 pt is an error, under
  /// 44 a warning), unless the configuration sets the rule's severity.
  public func report(
    _ message: FindingMessage, at node: some SyntaxProtocol, severity: Severity? = nil, fix: Fix? = nil,
    unless condition: ProjectCondition? = nil
  ) {
    report(
      message, from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia,
      severity: severity, fix: fix, unless: condition)
  }

  /// Reports a finding spanning `start..<end`.
  public func report(
    _ message: FindingMessage, from start: AbsolutePosition, to end: AbsolutePosition, severity: Severity? = nil,
    fix: Fix? = nil, unless condition: ProjectCondition? = nil
  ) {
    // Facts no enabled rule collects are never gathered, and the condition would be judged on none.
    assert(
      condition.map { $0.kinds.allSatisfy(collectedFacts.contains) } ?? true,
      "\(ruleID) reads facts it does not collect")
    reports.append(
      RuleReport(
        ruleID: ruleID, message: message.text, start: start.utf8Offset, end: end.utf8Offset, severity: severity,
        fix: fix, condition: condition))
  }

  /// An edit of a fix: the source between `start` and `end` replaced with `replacement`, located in the file.
  public func edit(from start: AbsolutePosition, to end: AbsolutePosition, replacement: String) -> TextEdit {
    TextEdit(
      utf8Range: start.utf8Offset..<end.utf8Offset, start: file.source.lines.position(ofUTF8Offset: start.utf8Offset),
      end: file.source.lines.position(ofUTF8Offset: end.utf8Offset), replacement: replacement)
  }
}

/// A finding as a rule reported it, before the engine adds positions, severity and suppressions.
struct RuleReport {
  let ruleID: String
  let message: String
  /// UTF-8 offsets.
  let start: Int
  let end: Int
  /// The finding's own severity, when the rule gives one.
  let severity: Severity?
  let fix: Fix?
  let condition: ProjectCondition?
}
