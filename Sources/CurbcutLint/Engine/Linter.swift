import CurbcutReporting
import SwiftParser
import SwiftSyntax

/// Lints Swift files: parses each once, builds its model in one walk, serves every enabled rule from
/// it, then applies the file's suppression comments.
public struct Linter: Sendable {
  public let ruleSet: RuleSet
  /// Code that is not linted: by default generated code, tests and previews.
  public let skippedCode: Set<SkippedCode>

  public init(ruleSet: RuleSet = .defaultRules, skippedCode: Set<SkippedCode> = Set(SkippedCode.allCases)) {
    self.ruleSet = ruleSet
    self.skippedCode = skippedCode
  }

  /// What linting one file gave.
  public struct FileOutcome: Sendable {
    public var findings: [Finding] = []
    public var problems: [InputProblem] = []
    /// Why the whole file was skipped, if it was: generated code or tests.
    public var skipped: SkippedCode?
  }

  /// What linting many files gave.
  public struct Outcome: Sendable {
    /// Findings in report order.
    public var findings: [Finding]
    public var problems: [InputProblem]
    /// Files linted, not counting unreadable or generated ones.
    public var filesChecked: Int
  }

  /// Lints files on `jobs` threads. The outcome is the same for any number of jobs. `progress` is called
  /// after each file, from the thread that linted it.
  public func lint(_ files: [DiscoveredFile], jobs: Int, progress: (@Sendable () -> Void)? = nil) -> Outcome {
    let outcomes = files.parallelMap(jobs: jobs) { file in
      defer { progress?() }
      return lint(file)
    }
    return Outcome(
      findings: outcomes.flatMap(\.findings).sorted(by: Finding.inReportOrder),
      problems: outcomes.flatMap(\.problems),
      filesChecked: outcomes.count { $0.skipped == nil && !$0.problems.contains { $0.severity == .error } })
  }

  /// Reads and lints one file.
  public func lint(_ file: DiscoveredFile) -> FileOutcome {
    switch SourceText.load(file.absolutePath, reportedAs: file.path) {
    case .failure(let problem):
      return FileOutcome(problems: [problem])
    case .success(let source):
      if skippedCode.contains(.generated) && GeneratedCodeHeader.isGenerated(source.bytes) {
        return FileOutcome(skipped: .generated)
      }
      return lint(source, path: file.path)
    }
  }

  /// Lints source text that is already in memory, such as an example or a fixed file.
  public func lint(_ source: SourceText, path: SourcePath) -> FileOutcome {
    let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let model = FileModel(path: path, tree: tree, source: source)
    ModelBuilder.build(model)
    if skippedCode.contains(.tests) && model.isTestCode { return FileOutcome(skipped: .tests) }
    return FileOutcome(findings: findings(in: model))
  }

  private func findings(in model: FileModel) -> [Finding] {
    var reports: [(RuleReport, ConfiguredRule)] = []
    let viewContexts = ruleSet.viewRules.map { RuleContext(file: model, ruleID: $0.configured.description.id) }
    for view in model.views {
      for (index, entry) in ruleSet.viewRules.enumerated() {
        entry.rule.check(view, in: viewContexts[index])
      }
    }
    for (index, entry) in ruleSet.viewRules.enumerated() {
      reports += viewContexts[index].reports.map { ($0, entry.configured) }
    }
    for entry in ruleSet.fileRules {
      let context = RuleContext(file: model, ruleID: entry.configured.description.id)
      entry.rule.check(model, in: context)
      reports += context.reports.map { ($0, entry.configured) }
    }
    if skippedCode.contains(.previews) && !model.previewRanges.isEmpty {
      reports.removeAll { report, _ in model.previewRanges.contains { $0.contains(report.start) } }
    }
    var suppressions = Suppressions(model.suppressionComments)
    var findings = reports.compactMap { report, configured -> Finding? in
      let finding = makeFinding(report, configured, model.source, model.path)
      return suppressions.suppresses(finding.ruleID, onLine: finding.span.start.line) ? nil : finding
    }
    if let configured = ruleSet.superfluousSuppressions {
      let context = RuleContext(file: model, ruleID: configured.description.id)
      SuperfluousDisableCommandRule().check(model.suppressionComments, suppressions, ruleSet: ruleSet, in: context)
      findings += context.reports.map { makeFinding($0, configured, model.source, model.path) }.filter {
        !suppressions.suppresses($0.ruleID, onLine: $0.span.start.line)
      }
    }
    return findings.sorted(by: Finding.inReportOrder)
  }

  private func makeFinding(_ report: RuleReport, _ configured: ConfiguredRule, _ source: SourceText, _ path: SourcePath) -> Finding {
    let start = source.lines.position(ofUTF8Offset: report.start)
    let fix = report.correction.map { correction in
      Fix(
        summary: correction.summary,
        edits: correction.replacements.map { replacement in
          TextEdit(
            utf8Range: replacement.start.utf8Offset..<replacement.end.utf8Offset,
            start: source.lines.position(ofUTF8Offset: replacement.start.utf8Offset),
            end: source.lines.position(ofUTF8Offset: replacement.end.utf8Offset), replacement: replacement.text)
        })
    }
    return Finding(
      ruleID: report.ruleID, severity: configured.severity, impact: configured.description.impact, message: report.message,
      span: SourceSpan(path: path, start: start, end: source.lines.position(ofUTF8Offset: report.end)),
      sourceLine: source.lines.trimmedText(ofLine: start.line), fix: fix)
  }
}
