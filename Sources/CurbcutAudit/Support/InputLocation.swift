import CurbcutReporting

/// A place in an input file that a problem or a finding can point at: the file, the stretch of text, and the path of
/// keys that leads to it, such as the JSON path `color.text.primary.$value` or the configuration key
/// `contrast.pairs[0].foreground`.
public struct InputLocation: Hashable, Sendable {
  /// The file.
  public var file: SourcePath
  /// Where the text starts.
  public var start: SourcePosition
  /// Where the text ends (exclusive); the same as `start` when only the start is known.
  public var end: SourcePosition
  /// The keys and indices that lead to the place, empty for the top of the file.
  public var path: String

  /// A location from its parts; `end` defaults to `start`.
  public init(file: SourcePath, start: SourcePosition, end: SourcePosition? = nil, path: String) {
    self.file = file
    self.start = start
    self.end = end ?? start
    self.path = path
  }

  /// A problem at this location: the file, the line, the path (when there is one) and `message`.
  public func problem(_ message: String, severity: Severity = .error) -> InputProblem {
    InputProblem(
      path: file, line: start.line, location: path.isEmpty ? nil : path, message: message, severity: severity)
  }

  /// The location as a finding's span.
  public var span: SourceSpan { SourceSpan(path: file, start: start, end: end) }
}
