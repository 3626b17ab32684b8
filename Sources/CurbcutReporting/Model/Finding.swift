/// One problem found in one place, by one rule.
public struct Finding: Hashable, Codable, Sendable {
  /// The snake_case id of the rule that found it.
  public var ruleID: String
  public var severity: Severity
  public var impact: Impact
  /// Sentence case, no final period, code in quotes: `Icon-only 'Button' has no accessibility label`.
  public var message: String
  public var span: SourceSpan
  /// The text of the line the finding starts on, without surrounding whitespace. Baselines and SARIF
  /// fingerprints key on it so they survive lines moving.
  public var sourceLine: String
  /// The correction, when the rule has a safe one.
  public var fix: Fix?

  public init(
    ruleID: String, severity: Severity, impact: Impact, message: String, span: SourceSpan, sourceLine: String,
    fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.impact = impact
    self.message = message
    self.span = span
    self.sourceLine = sourceLine
    self.fix = fix
  }

  /// The order every report uses: by file, position, rule and message, so output never depends on
  /// how files were scheduled.
  public static func inReportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.span.path != rhs.span.path { return lhs.span.path < rhs.span.path }
    if lhs.span.start != rhs.span.start { return lhs.span.start < rhs.span.start }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}

extension Array where Element == Finding {
  /// Puts the findings from `start` on in report order (``Finding/inReportOrder(_:_:)``), in place: findings that
  /// come sorted, as the linter's do, are only checked, in one pass, and neither copied nor moved.
  public mutating func sortInReportOrder(from start: Int = 0) {
    guard (start..<endIndex).dropFirst().contains(where: { Finding.inReportOrder(self[$0], self[$0 - 1]) }) else {
      return
    }
    self[start...].sort(by: Finding.inReportOrder)
  }
}

/// A correction: text edits that together resolve a finding.
public struct Fix: Hashable, Codable, Sendable {
  /// What the fix does, e.g. `Remove 'button' from the label`.
  public var summary: String
  public var edits: [TextEdit]

  public init(summary: String, edits: [TextEdit]) {
    self.summary = summary
    self.edits = edits
  }
}

extension Sequence<TextEdit> {
  /// `bytes` with these edits made, from the end of the text backwards so that each edit's offsets still hold. The
  /// edits must not overlap.
  public func applied(to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for edit in sorted(by: { $0.utf8Range.lowerBound > $1.utf8Range.lowerBound }) {
      result.replaceSubrange(edit.utf8Range, with: Array(edit.replacement.utf8))
    }
    return result
  }
}

/// Replaces a range of a file's UTF-8 bytes with new text.
public struct TextEdit: Hashable, Codable, Sendable {
  /// Byte offsets into the file's UTF-8 text.
  public var utf8Range: Range<Int>
  public var start: SourcePosition
  public var end: SourcePosition
  public var replacement: String

  public init(utf8Range: Range<Int>, start: SourcePosition, end: SourcePosition, replacement: String) {
    self.utf8Range = utf8Range
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}
