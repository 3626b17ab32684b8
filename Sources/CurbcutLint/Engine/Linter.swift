import CurbcutReporting
import SwiftParser
import SwiftSyntax

/// Lints Swift files in two phases. First, each file alone (in parallel, a few files at a time on each thread): parsed
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
  /// A worker lints a few files at a time (``filesPerBatch``), phase by phase: it parses them all, builds their models,
  /// then runs each rule over every model before the next rule, so that the parser's code, the walk's and each rule's
  /// are read into a core's caches once for the few files rather than once for each. File by file, the rules' code
  /// pushed the parser's out of the cache, and each parse after a check ran 12% slower than a parse alone (every rule
  /// on, the benchmark's corpus: 1.55x the floor file by file, 1.47x by four). Checking each file while its tree was in
  /// the cache and parsing a few ahead instead took 7% longer. A batch is the time one file is allowed
  /// (``SourceLimits/secondsPerFile``); one over it is linted again file by file, and only a file over it alone is
  /// refused, after at most twice the time.
  public func lint(_ files: [DiscoveredFile], jobs: Int, progress: (@Sendable () -> Void)? = nil) -> Outcome {
    let limits = limits
    let factsInOrder = FactsInFileOrder(declaredFacts)
    /// Lints the files at `indices` as one batch, and unless it went over the budget (`claim`), merges their facts and
    /// counts them. Merged while the other files are linted, a file's facts are not kept until every file is read.
    @Sendable func lintFiles(
      at indices: Range<Int>, _ claim: () -> Bool
    ) -> (analyses: [FileAnalysis], times: PhaseTimes) {
      var batch = lint(batch: indices.map { files[$0] })
      guard claim() else { return batch }
      for (index, offset) in zip(indices, batch.analyses.indices) {
        factsInOrder.add(batch.analyses[offset].facts, of: index)
        batch.analyses[offset].facts = ProjectFacts()
        progress?()
      }
      return batch
    }
    /// What a file over the budget alone gives: a problem, and no facts.
    @Sendable func refused(_ index: Int) -> (analyses: [FileAnalysis], times: PhaseTimes) {
      progress?()
      factsInOrder.add(ProjectFacts(), of: index)
      return ([FileAnalysis(problems: [limits.overBudgetProblem(files[index].path)])], PhaseTimes())
    }
    let fileBatches = stride(from: 0, to: files.count, by: Self.filesPerBatch).map {
      $0..<Swift.min($0 + Self.filesPerBatch, files.count)
    }
    let budget = Duration.seconds(limits.secondsPerFile)
    // A batch of one file over the budget is that file's refusal; a larger one gives nil.
    let linted = fileBatches.parallelMap(
      jobs: jobs, stackSize: limits.stackSize, budget: budget,
      overBudget: { batch in batch.count == 1 ? refused(batch.lowerBound) : nil }, { lintFiles(at: $0, $1) })
    var times = PhaseTimes()
    var byFile = [FileAnalysis?](repeating: nil, count: files.count)
    for (batch, outcome) in zip(fileBatches, linted) {
      guard let outcome else { continue }
      times.merge(outcome.times)
      for (index, analysis) in zip(batch, outcome.analyses) { byFile[index] = analysis }
    }
    // The files of the batches over the budget, linted again one by one.
    let relinted = byFile.indices.filter { byFile[$0] == nil }
    let analysesAlone = relinted.parallelMap(
      jobs: jobs, stackSize: limits.stackSize, budget: budget, overBudget: refused, { lintFiles(at: $0..<$0 + 1, $1) })
    for (index, outcome) in zip(relinted, analysesAlone) {
      times.merge(outcome.times)
      byFile[index] = outcome.analyses[0]
    }
    var analyses = byFile.map { $0! }
    let facts = factsInOrder.merged.finished()
    let problems = analyses.flatMap(\.problems)
    let filesChecked = analyses.count { $0.skipped == nil && !$0.problems.contains { $0.severity == .error } }
    let filesSkipped = analyses.count { $0.skipped != nil }
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
      let analysis = check([parse(source, path: path)]).analyses[0]
      var findings: [Finding] = []
      conclude(analysis, facts: facts ?? declaredFacts.merging(analysis.facts).finished(), into: &findings)
      return FileOutcome(findings: findings, skipped: analysis.skipped, problems: analysis.problems)
    }
  }

  // MARK: Phase one: each file alone

  /// A finding, with the condition that would clear it, if any, and the type whose code it is in: no finding is
  /// reported in a view type the run never shows.
  typealias PendingFinding = (finding: Finding, condition: ProjectCondition?, viewType: String?)

  /// What a file gives before the other files are read.
  struct FileAnalysis: Sendable {
    var pending: [PendingFinding] = []
    var comments: [SuppressionComment] = []
    /// Where each comment is and the text of its line, by its UTF-8 offset, for findings about it.
    var commentPlaces: [Int: (span: SourceSpan, sourceLine: String)] = [:]
    /// The file's own facts, until a run of many files merges them into its own (``FactsInFileOrder``) and drops them.
    var facts = ProjectFacts()
    var problems: [InputProblem] = []
    var skipped: SkippedCode?
  }

  /// How many files a worker lints at a time (see ``lint(_:jobs:progress:)``): three or four took the least time on the
  /// benchmark's corpus, and eight longer than one by one, their trees no longer held in a core's cache.
  static let filesPerBatch = 4

  /// Source bytes a batch parses before it checks them, however few its files: a batch of large files would hold
  /// their trees (about fifty times their size) all at once.
  static let bytesPerBatch = 256 << 10

  /// Lints `files` as one batch: each file's analysis, and the time by phase.
  func lint(batch files: [DiscoveredFile]) -> (analyses: [FileAnalysis], times: PhaseTimes) {
    var analyses: [FileAnalysis] = []
    var times = PhaseTimes()
    var parsed: [ParsedFile] = []
    var bytes = 0
    for (position, file) in files.enumerated() {
      let file = parse(file)
      parsed.append(file)
      if case .parsed(let source, _, _, _) = file { bytes += source.bytes.count }
      if bytes >= Self.bytesPerBatch || position == files.count - 1 {
        let checked = check(parsed)
        analyses += checked.analyses
        times.merge(checked.times)
        parsed = []
        bytes = 0
      }
    }
    return (analyses, times)
  }

  /// A file read and parsed, to be checked: or what it gave when it is not to be (unreadable, generated, beyond the
  /// limits).
  private enum ParsedFile {
    case parsed(SourceText, SourcePath, SourceFileSyntax, parseTime: PhaseTimes)
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
    return .parsed(source, path, tree, parseTime: stopwatch.times)
  }

  /// Builds each parsed file's model in one walk, then serves every enabled rule from them, one rule at a time over
  /// all the models: each file's analysis, in the order of `files`, and the time by phase.
  private func check(_ files: [ParsedFile]) -> (analyses: [FileAnalysis], times: PhaseTimes) {
    var analyses = [FileAnalysis](repeating: FileAnalysis(), count: files.count)
    var times = PhaseTimes()
    var stopwatch = PhaseTimes.Stopwatch(running: measuresTime)
    /// The models to check, with the place of their file's analysis.
    var models: [(at: Int, model: FileModel)] = []
    let runReadsWholeProjects = declaredFacts.facts(of: ViewUseFacts.self)?.seesEveryUse == true
    for (at, file) in files.enumerated() {
      switch file {
      case .concluded(let analysis):
        analyses[at] = analysis
      case .parsed(let source, let path, let tree, let parseTime):
        times.merge(parseTime)
        let model = FileModel(
          path: path, tree: tree, source: source, inspected: ruleSet.inspected,
          runReadsWholeProjects: runReadsWholeProjects)
        ModelBuilder.build(model)
        if skippedCode.contains(.tests) && model.isTestCode {
          analyses[at] = FileAnalysis(skipped: .tests)
        } else if skippedCode.contains(.webPages) && model.isWebPageCode {
          analyses[at] = FileAnalysis(skipped: .webPages)
        } else {
          models.append((at, model))
        }
      }
    }
    stopwatch.lap("model walk")
    var pending = [[PendingFinding]](repeating: [], count: files.count)
    /// The findings of a rule's reports, made as soon as it has run: previews and debug builds' code are left out when
    /// they are skipped, as is code in a private member the file never names, and a finding in a view type the run
    /// never shows (only previews draw it, or no file of a whole project uses it) is dropped once every file is read,
    /// whatever the rule.
    func add(_ context: RuleContext, _ configured: ConfiguredRule, at: Int) {
      let model = context.file
      for report in context.reports
      where (!skippedCode.contains(.previews) || !model.isInPreview(utf8Offset: report.start))
        && (!skippedCode.contains(.debug) || !model.isDebugOnly(utf8Offset: report.start))
        && !model.isInUnusedPrivateMember(atUTF8Offset: report.start)
      {
        let viewType = model.enclosingType(atUTF8Offset: report.start)?.name
        pending[at].append((makeFinding(report, configured, model.source, model.path), report.condition, viewType))
      }
    }
    for entry in ruleSet.viewRules {
      for (at, model) in models
      where entry.handedViewBits == 0 || model.notedModifiersOfAnyView & entry.handedViewBits != 0 {
        let context = RuleContext(
          file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors,
          notedModifierBits: entry.notedModifierBits)
        Self.check(model, with: entry.rule, handing: entry.handedViewBits, in: context)
        add(context, entry.configured, at: at)
      }
      stopwatch.lap(entry.configured.id)
    }
    for entry in ruleSet.syntaxRules {
      let kinds = entry.rule.inspectedKinds
      for (at, model) in models {
        let context = RuleContext(file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors)
        for scope in model.inspectedNodes where kinds.contains(scope.node.kind) {
          entry.rule.check(scope.node, in: scope, context: context)
        }
        add(context, entry.configured, at: at)
      }
      stopwatch.lap(entry.configured.id)
    }
    for entry in ruleSet.fileRules {
      for (at, model) in models {
        let context = RuleContext(file: model, rule: entry.configured, strings: localizedStrings, colors: namedColors)
        entry.rule.check(model, in: context)
        add(context, entry.configured, at: at)
      }
      stopwatch.lap(entry.configured.id)
    }
    for (at, model) in models {
      var analysis = FileAnalysis(
        pending: pending[at], comments: model.suppressionComments,
        facts: ProjectFacts(model, collecting: ruleSet.collectedFacts + commandFacts))
      let lines = model.source.lines
      for comment in model.suppressionComments {
        let start = lines.position(ofUTF8Offset: comment.start)
        analysis.commentPlaces[comment.start] = (
          SourceSpan(path: model.path, start: start, end: lines.position(ofUTF8Offset: comment.end)),
          lines.trimmedText(ofLine: start.line)
        )
      }
      analyses[at] = analysis
    }
    stopwatch.lap("project facts")
    times.merge(stopwatch.times)
    return (analyses, times)
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
