/// A file as a report names it.
public struct SourcePath: Hashable, Comparable, Codable, Sendable {
  /// The path as the user addressed it (a command-line argument joined with the path below it), so that
  /// terminal and Xcode output can be followed from where the command ran.
  public var display: String
  /// The path relative to the run's root (the working directory), with `/` separators, for
  /// machine-readable reports, fingerprints and baselines; absolute when the file lies outside the root.
  public var relative: String

  public init(display: String, relative: String) {
    self.display = display
    self.relative = relative
  }

  /// Whether the path names a file; not one in angle brackets, such as `<system>` for Apple's text styles, which
  /// SARIF and GitHub annotations give no file location.
  public var isFile: Bool { !relative.hasPrefix("<") }

  public static func < (lhs: SourcePath, rhs: SourcePath) -> Bool {
    lhs.relative.utf8.lexicographicallyPrecedes(rhs.relative.utf8)
  }
}

/// A position in a text file.
public struct SourcePosition: Hashable, Comparable, Codable, Sendable {
  /// 1-based line number.
  public var line: Int
  /// 1-based column counted in Unicode scalars (code points), so a line that starts with `é` or an
  /// emoji moves the column by one per scalar, as editors and SARIF's `unicodeCodePoints` expect.
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The stretch of a file a finding is about.
public struct SourceSpan: Hashable, Codable, Sendable {
  public var path: SourcePath
  public var start: SourcePosition
  /// Where the span ends (exclusive).
  public var end: SourcePosition

  public init(path: SourcePath, start: SourcePosition, end: SourcePosition) {
    self.path = path
    self.start = start
    self.end = end
  }
}
