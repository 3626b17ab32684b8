import CurbcutReporting

/// How much a file may hold before Curbcut reports it as an input problem instead of linting it. Without
/// limits one file can end a whole run: a link to `/dev/zero` read forever, 30 nested `[` take swift-syntax's
/// parser longer than a person waits, 800 unclosed `"\(` take gigabytes, and a chain of 70,000 modifiers
/// overflows any stack a recursive walk has. Real code stays far below every default; `.curbcut.yml`'s
/// `limits:` section raises them.
public struct SourceLimits: Hashable, Sendable {
  /// The largest file read, in bytes. Linting takes about fifty times a file's size in memory.
  public var fileSize: Int
  /// The deepest nesting of brackets, generic argument lists and string interpolations (``NestingScan``).
  public var nestingDepth: Int
  /// The deepest nesting of `[` alone: the parser's time doubles with each (16 take 1.4 s on a debug build).
  public var squareBracketDepth: Int
  /// The most links of one postfix chain: modifiers or member accesses one after another, `else if` branches.
  public var chainLength: Int
  /// The longest one file may take to parse and check, in seconds: the guard for what the scan cannot foresee, such
  /// as a `let` inside a call's arguments before a chain of 9,000 modifiers (the parser's recovery took 13 s). CPU
  /// time on Linux (see `WorkerClock`). A batch of files over it is linted again file by file
  /// (``Linter/filesPerBatch``), so a file over it is refused after at most twice the time.
  public var secondsPerFile: Int

  public init(
    fileSize: Int = 8 << 20, nestingDepth: Int = 200, squareBracketDepth: Int = 12, chainLength: Int = 10_000,
    secondsPerFile: Int = 10
  ) {
    self.fileSize = fileSize
    self.nestingDepth = nestingDepth
    self.squareBracketDepth = squareBracketDepth
    self.chainLength = chainLength
    self.secondsPerFile = secondsPerFile
  }

  /// The problem of a file that took longer than ``secondsPerFile``.
  func overBudgetProblem(_ path: SourcePath) -> InputProblem {
    InputProblem(
      path: path,
      message:
        "not linted: parsing or checking it took longer than the limit of \(secondsPerFile) s; raise "
        + "'limits: seconds_per_file:' in .curbcut.yml to lint it")
  }

  public static let `default` = SourceLimits()

  /// The stack a thread needs to parse and walk a file at the limits: the parser and a visitor each take a
  /// few frames per level of the tree, and a chain's link is two levels (a call and a member access).
  var stackSize: Int {
    let levels = nestingDepth * 2 + chainLength * 2
    return 16 << 20 + levels * Self.bytesPerLevel
  }

  /// Stack bytes one level of the tree may take: a debug build (whose frames are the largest) lints a chain at
  /// the limit with an eighth of this.
  static let bytesPerLevel = 4 << 10

  /// The nesting the parser is allowed: more than any file within the limits reaches (it also counts `#if`, and
  /// ``NestingScan`` may count a generic list the parser does not), so the parser never stops early on such a file.
  var parserNestingLevel: Int { nestingDepth * 2 + 16 }

  /// Why `source` is beyond the limits, or nil when it is within them.
  func problem(with source: SourceText, path: SourcePath) -> InputProblem? {
    let scan = NestingScan(source.bytes)
    func problem(_ what: String, _ measured: Int, at offset: Int, limit: Int, key: String) -> InputProblem {
      InputProblem(
        path: path, line: source.lines.line(ofUTF8Offset: offset),
        message:
          "not linted: \(what) \(measured) deep, beyond the limit of \(limit); raise 'limits: \(key):' in .curbcut.yml "
          + "to lint it")
    }
    if scan.maximumDepth > nestingDepth {
      return problem(
        "brackets, generic lists and string interpolations are nested", scan.maximumDepth,
        at: scan.maximumDepthOffset, limit: nestingDepth, key: "nesting_depth")
    }
    if scan.maximumSquareBracketDepth > squareBracketDepth {
      return problem(
        "'[' brackets are nested", scan.maximumSquareBracketDepth, at: scan.maximumSquareBracketDepthOffset,
        limit: squareBracketDepth, key: "square_bracket_depth")
    }
    if scan.longestChain > chainLength {
      return InputProblem(
        path: path, line: source.lines.line(ofUTF8Offset: scan.longestChainOffset),
        message:
          "not linted: a chain of \(scan.longestChain) modifiers, member accesses or 'else' branches ends here, longer than "
          + "the limit of \(chainLength); raise 'limits: chain_length:' in .curbcut.yml to lint it")
    }
    return nil
  }
}
