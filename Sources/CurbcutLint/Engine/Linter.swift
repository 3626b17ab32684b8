import CurbcutReporting
import SwiftParser
import SwiftSyntax

/// Lints Swift files in two phases. First, each file alone (in parallel): parsed
/// once, its model built in one walk, every enabled rule served from it, and the small facts it tells about the
/// project gathered and merged into the run's (``FactsInFileOrder``). Then, once every file is read: findings that wait
/// on a ``ProjectCondition`` are decided, and each file's suppression comments applied. Between the phases only
/// findings, comments and the merged facts are kept, never sources, trees or a file's own facts.
public struct Linter: Sendable {
  public let ruleSet: RuleSet
  /// Code that is not linted: by default generated code, tests and previews.
  public let skippedCode: Set<SkippedCode>

  /// Files beyond these are input problems, not linted.
  public let limits: SourceLimits

  /// Whether to time the parse, the walk and each rule (``Outcome/times``).
  public var measuresTime = false

  /// Facts the run knows before reading any file (components a team declares); they win over what files tell.
  public var declaredFacts = ProjectFacts()

  /// The project's string tables, in which the label rules look up labels written as keys.
  public var localizedStrings = LocalizedStrings()

  /// The named colors of the project's asset catalogs, which the contrast rule reads.
  public var namedColors = NamedColors()
  /// Facts gathered from every file for the command that runs the linter, besides those its rules read: the color
  /// pairs `curbcut check` learns from the code (``ColorPairFacts``).
  public var commandFacts: [any ProjectFact.Type] = []

  public init(
    ruleSet: RuleSet = .defaultRules, skippedCode: Set<SkippedCode> = Set(SkippedCode.allCases),
    limits: SourceLimits = .default
  ) {
    self.ruleSet = ruleSet
    self.skippedCode = skippedCode
    self.limits = limits
  }

  /// What linting one file gave.
  public struct FileOutcome: Sendable {
    public var findings: [Finding] = []
    /// Why the whole file was skipped, if it was: generated code, tests or web pages.
    public var skipped: SkippedCode?
    /// Why the file was not linted, if it was beyond the ``limits``.
    public var problems: [InputProblem] = []
  }

  /// What linting many files gave.
  public struct Outcome: Sendable {
    /// Findings in report order.
    public var findings: [Finding]
    public var problems: [InputProblem]
    /// Files linted, not counting unreadable, generated or test files.
    public var filesChecked: Int
    /// Files passed over whole as generated code, tests or web pages (``SkippedCode``).
    public var filesSkipped: Int
    /// What the files told about each other, for linting one of them again (after a fix) with the same facts.
    public var facts: ProjectFacts
    /// Time by phase and rule, when ``Linter/measuresTime`` is set.
    public var times: PhaseTimes
  }

  /// Lints files on `jobs` threads. The outcome is the same for any number of jobs. `progress` is called once for
  /// each file, from the thread that linted it.
  ///
  /// Each file is parsed and then checked at once, while its tree is still in the processor's caches: parsing a few
  /// files before checking them (to keep the parser's code warm instead) took 7% longer on the benchmark's machine.
  /// A file has the time one file is allowed (``SourceLimits/secondsPerFile``); a file over it is refused.
  public func lint(_ files: [DiscoveredFile], jobs: Int, progress: (@Sendable () -> Void)? = nil) -> Outcome {
    let limits = limits
    let factsInOrder = FactsInFileOrder(declaredFacts)
    var analyses = Array(files.indices).parallelMap(
      jobs: jobs, stackSize: limits.stackSize, budget: .seconds(limits.secondsPerFile),
      overBudget: { index in
        progress?()
        factsInOrder.add(ProjectFacts(), of: index)
        return FileAnalysis(problems: [limits.overBudgetProblem(files[index].path)])
      }
    ) { index in
      defer { progress?() }
      var analysis = check(parse(files[index]))
      // Merged while the other files are linted, a file's facts are not kept until every file is read.
      factsInOrder.add(analysis.facts, of: index)
      analysis.facts = ProjectFacts()
      return analysis
    }
    let facts = factsInOrder.merged.finished()
    let problems = analyses.flatMap(\.problems)
    let filesChecked = analyses.count { $0.skipped == nil && !$0.problems.contains { $0.severity == .error } }
    let filesSkipped = analyses.count { $0.skipped != nil }
    let times = analyses.reduce(into: PhaseTimes()) { $0.merge($1.times) }
    // The findings are concluded on all threads too, in batches of files in file order: one thread would hold up the
    // end of every run.
    let workers = Swift.max(1, Swift.min(jobs, analyses.count))
    let batchLength = Swift.max(1, analyses.count / workers + (analyses.count % workers == 0 ? 0 : 1))
    let batches = stride(from: 0, to: analyses.count, by: batchLength).map {
      $0..<Swift.min($0 + batchLength, analyses.count)
    }
    // Each batch's findings are concluded into one array, and the first batch's becomes the run's: a finding is copied
    // once, from its file's analysis, where an array for each file, joined, copied it twice. Each batch takes its files'
    // analyses, which are freed on its thread as they are concluded: freed all together at the end, they held up the
    // end of every run.
    var concluded = analyses.withUnsafeMutableBufferPointer { buffer in
      let analyses = AnalysesToConclude(buffer: buffer)
      return batches.parallelMap(jobs: jobs) { batch in
        // Room for every pending finding at once: grown by doubling, the array was copied a dozen times.
        var findings: [Finding] = []
        findings.reserveCapacity(batch.reduce(0) { $0 + analyses.pendingCount(of: $1) })
        for index in batch { conclude(analyses.take(index), facts: facts, into: &findings) }
        return findings
      }
    }
    var findings = concluded.isEmpty ? [] : concluded.removeFirst()
    for batch in concluded { findings += batch }
    findings.sortInReportOrder()
    return Outcome(
      findings: findings, problems: problems, filesChecked: filesChecked, filesSkipped: filesSkipped, facts: facts,
      times: times)
  }

  /// The files' analyses, shared by the batches that conclude them: each batch takes only those of its own files, so no
  /// element is touched by two threads, which is what makes sharing the buffer safe.
  private struct AnalysesToConclude: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<FileAnalysis>

    /// How many findings file `index` holds before they are concluded.
    func pendingCount(of index: Int) -> Int { buffer[index].pending.count }

    /// The analysis of file `index`, moved out and an empty one left in its place.
    func take(_ index: Int) -> FileAnalysis {
      var analysis = FileAnalysis()
      swap(&analysis, &buffer[index])
      return analysis
    }
  }

  /// Lints the project's settings files (``FileDiscovery/Outcome/settingsFiles``) with the settings rules, if any
  /// is enabled: findings in report order, the files that could not be read, and how many were read. A binary
  /// property list (Xcode writes text ones) is passed over: it is no one's mistake, and it is not read.
  public func lintSettings(
    _ files: [DiscoveredFile]
  ) -> (
    findings: [Finding], problems: [InputProblem], filesChecked: Int
  ) {
    guard !ruleSet.settingsRules.isEmpty else { return ([], [], 0) }
    var findings: [Finding] = []
    var problems: [InputProblem] = []
    var filesChecked = 0
    for file in files {
      switch RegularFile.contents(atPath: file.absolutePath, maximumSize: limits.fileSize) {
      case .failure(let error):
        let hint = error.isTooLarge ? "; raise 'limits: file_size:' in .curbcut.yml to read it" : ""
        problems.append(InputProblem(path: file.path, message: "cannot be read: \(error.message)\(hint)"))
      case .success(let bytes) where bytes.starts(with: Array("bplist".utf8)):
        continue
      case .success(let bytes):
        filesChecked += 1
        let source = SourceText(bytes: bytes)
        for (rule, configured) in ruleSet.settingsRules {
          for (message, range) in rule.check(settings: source, path: file.path) {
            let report = RuleReport(
              ruleID: configured.id, message: message.text, start: range.lowerBound, end: range.upperBound,
              severity: nil, fix: nil, condition: nil)
            findings.append(makeFinding(report, configured, source, file.path))
          }
        }
      }
    }
    findings.sortInReportOrder()
    return (findings, problems, filesChecked)
  }

  /// Lints source text that is already in memory, such as an example or a fixed file, with the facts of
  /// a whole run, or else of this file alone.
  public func lint(_ source: SourceText, path: SourcePath, facts: ProjectFacts? = nil) -> FileOutcome {
    LargeStack.run(size: limits.stackSize) {
      let analysis = check(parse(source, path: path))
      var findings: [Finding] = []
      conclude(analysis, facts: facts ?? declaredFacts.merging(analysis.facts).finished(), into: &findings)
      return FileOutcome(findings: findings, skipped: analysis.skipped, problems: analysis.problems)
    }
  }

  // MARK: Phase one: each file alone

  /// What a file gives before the other files are read.
  struct FileAnalysis: Sendable {
    /// Findings, each with the condition that would clear it, if any, and the type whose code it is in: no finding
    /// is reported in a view type the run never shows.
    var pending: [(finding: Finding, condition: ProjectCondition?, viewType: String?)] = []
    var comments: [SuppressionComment] = []
    /// Where each comment is and the text of its line, by its UTF-8 offset, for findings about it.
    var commentPlaces: [Int: (span: SourceSpan, sourceLine: String)] = [:]
    /// The file's own facts, until a run of many files merges them into its own (``FactsInFileOrder``) and drops them.
    var facts = ProjectFacts()
    var problems: [InputProblem] = []
    var skipped: SkippedCode?
    var times = PhaseTimes()
  }

  /// A file read and parsed, to be checked: or what it gave when it is not to be (unreadable, generated, beyond the
  /// limits).
  private enum ParsedFile {
    case parsed(SourceText, SourcePath, SourceFileSyntax, PhaseTimes.Stopwatch)
    case concluded(FileAnalysis)
  }

  private func parse(_ file: DiscoveredFile) -> ParsedFile {
    switch SourceText.load(file.absolutePath, reportedAs: file.path, maximumSize: limits.fileSize) {
    case .failure(let problem):
      return .concluded(FileAnalysis(problems: [problem]))
    case .success(let source):
      if skippedCode.contains(.generated) && GeneratedCodeHeader.isGenerated(source.bytes) {
        return .concluded(FileAnalysis(skipped: .generated))
      }
      return parse(source, path: file.path)
    }
  }

  private func parse(_ source: SourceText, path: SourcePath) -> ParsedFile {
    if let problem = limits.problem(with: source, path: path) { return .concluded(FileAnalysis(problems: [problem])) }
    var stopwatch = PhaseTimes.Stopwatch(running: measuresTime)
    let tree = source.bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: limits.parserNestingLevel)
    }
    stopwatch.lap("parse")
    return .parsed(source, path, tree, stopwatch)
  }

  private func check(_ file: ParsedFile) -> FileAnalysis {
    switch file {
    case .concluded(let analysis): analysis
    case .parsed(let source, let path, let tree, let stopwatch): check(tree, of: source, path: path, stopwatch)
    }
  }

  /// Builds the file's model in one walk and serves every enabled rule from it.
  private func check(
    _ tree: SourceFileSyntax, of source: SourceText, path: SourcePath, _ stopwatch: PhaseTimes.Stopwatch
  ) -> FileAnalysis {
    var stopwatch = stopwatch
    let model = FileModel(
      path: path, tree: tree, source: source, inspected: ruleSet.inspected,
      runReadsWholeProjects: declaredFacts.facts(of: ViewUseFacts.self)?.seesEveryUse == true)
    ModelBuilder.build(model)
    stopwatch.lap("model walk")
    if skippedCode.contains(.tests) && model.isTestCode { return FileAnalysis(skipped: .tests) }
    if skippedCode.contains(.webPages) && model.isWebPageCode { return FileAnalysis(skipped: .webPages) }
    var pending: [(finding: Finding, condition: ProjectCondition?, viewType: String?)] = []
    /// The findings of a rule's reports, made as soon as it has run: previews and debug builds' code are left out when
    /// they are skipped, as is code in a private member the file never names, and a finding in a view type the run
    /// never shows (only previews draw it, or no file of a whole project uses it) is dropped once every file is read,
    /// whatever the rule.
    func add(_ context: RuleContext, _ configured: ConfiguredRule) {
      for report in context.reports
      where (!skippedCode.contains(.previews) || !model.isInPreview(utf8Offset: report.start))
        && (!skippedCode.contains(.debug) || !model.isDebugOnly(utf8Offset: report.start))
        && !model.isInUnusedPrivateMember(atUTF8Offset: report.start)
      {
        let viewType = model.enclosingType(atUTF8Offset: report.start)?.name
        pending.append((makeFinding(report, configured, source, path), report.condition, viewType))
      }
    }
    for entry in ruleSet.viewRules {
      if entry.handedViewBits != 0 && model.notedModifiersOfAnyView & entry.handedViewBits == 0 {
        stopwatch.lap(entry.configured.id)
        continue
      }
      let context = RuleContext(
        file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors,
        notedModifierBits: entry.notedModifierBits)
      Self.check(model, with: entry.rule, handing: entry.handedViewBits, in: context)
      add(context, entry.configured)
      stopwatch.lap(context.ruleID)
    }
    for entry in ruleSet.syntaxRules {
      let context = RuleContext(file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors)
      let kinds = entry.rule.inspectedKinds
      for scope in model.inspectedNodes where kinds.contains(scope.node.kind) {
        entry.rule.check(scope.node, in: scope, context: context)
      }
      add(context, entry.configured)
      stopwatch.lap(context.ruleID)
    }
    for entry in ruleSet.fileRules {
      let context = RuleContext(file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors)
      entry.rule.check(model, in: context)
      add(context, entry.configured)
      stopwatch.lap(context.ruleID)
    }
    var analysis = FileAnalysis(
      pending: pending, comments: model.suppressionComments,
      facts: ProjectFacts(model, collecting: ruleSet.collectedFacts + commandFacts))
    stopwatch.lap("project facts")
    analysis.times = stopwatch.times
    for comment in model.suppressionComments {
      let start = source.lines.position(ofUTF8Offset: comment.start)
      analysis.commentPlaces[comment.start] = (
        SourceSpan(path: path, start: start, end: source.lines.position(ofUTF8Offset: comment.end)),
        source.lines.trimmedText(ofLine: start.line)
      )
    }
    return analysis
  }

  /// Hands `rule` every view, or only those with one of the `handed` noted bits, its type opened once here rather
  /// than at each of the file's views.
  private static func check<Rule: ViewRule>(
    _ file: FileModel, with rule: Rule, handing handed: UInt64, in context: RuleContext
  ) {
    if handed == 0 {
      file.forEachView { rule.check($0, in: context) }
    } else {
      file.forEachView { view in
        if view.notedModifiers & handed != 0 { rule.check(view, in: context) }
      }
    }
  }

  /// What makes two findings of one file one: the rule, the place and the message. The file's path, the same for all,
  /// is left out: hashing it twice for every finding cost more than the rest of the file's conclusion.
  private struct FindingPlace: Hashable {
    let ruleID: String
    let start: SourcePosition
    let end: SourcePosition
    let message: String
  }

  private func makeFinding(
    _ report: RuleReport, _ configured: ConfiguredRule, _ source: SourceText, _ path: SourcePath
  ) -> Finding {
    let start = source.lines.position(ofUTF8Offset: report.start)
    return Finding(
      ruleID: report.ruleID,
      severity: configured.isSeverityConfigured ? configured.severity : report.severity ?? configured.severity,
      impact: configured.impact, message: report.message,
      span: SourceSpan(path: path, start: start, end: source.lines.position(ofUTF8Offset: report.end)),
      sourceLine: source.lines.trimmedText(ofLine: start.line), fix: report.fix)
  }

  // MARK: Phase two: with the whole project's facts

  /// Appends the file's findings once the project's facts are known, in report order: those whose condition holds are
  /// dropped, and the same finding reached twice (a button, and the tapped text that is its label) kept once; then the
  /// file's suppression comments applied and judged. Sorted here, on every thread, the files' findings leave the run's
  /// sort (which keeps the order whatever the files') only a pass to check it.
  private func conclude(_ analysis: FileAnalysis, facts: ProjectFacts, into findings: inout [Finding]) {
    let start = findings.endIndex
    var suppressions = Suppressions(analysis.comments)
    let viewUses = facts.facts(of: ViewUseFacts.self)
    var places = Set<FindingPlace>(minimumCapacity: analysis.pending.count)
    for (finding, condition, viewType) in analysis.pending {
      if let viewType, viewUses?.isNeverShown(viewType) == true { continue }
      if let condition, facts.holds(condition) { continue }
      let place = FindingPlace(
        ruleID: finding.ruleID, start: finding.span.start, end: finding.span.end, message: finding.message)
      guard places.insert(place).inserted, !suppressions.suppresses(finding.ruleID, onLine: finding.span.start.line)
      else { continue }
      findings.append(finding)
    }
    if let configured = ruleSet.superfluousSuppressions {
      let judged = SuperfluousDisableCommandRule().judge(analysis.comments, suppressions, ruleSet: ruleSet)
      for (comment, message) in judged {
        guard let place = analysis.commentPlaces[comment.start],
          !suppressions.suppresses(configured.id, onLine: place.span.start.line)
        else { continue }
        findings.append(
          Finding(
            ruleID: configured.id, severity: configured.severity, impact: configured.impact,
            message: message.text, span: place.span, sourceLine: place.sourceLine))
      }
    }
    findings.sortInReportOrder(from: start)
  }
}
