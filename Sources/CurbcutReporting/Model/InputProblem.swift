/// Something wrong with an input file rather than with the code in it: unreadable, not UTF-8, binary,
/// a symbolic link loop, malformed JSON. The run goes on without the file.
public struct InputProblem: Error, Hashable, Codable, Sendable {
  public var path: SourcePath
  /// 1-based line, when the problem is at one place in the file.
  public var line: Int?
  /// Where inside structured input the problem is, e.g. the JSON path `colors[2].color.components.red`.
  public var location: String?
  public var message: String
  /// `.error` problems make the run exit with status 2; `.note` ones (an empty file) are only told.
  public var severity: Severity

  public init(path: SourcePath, line: Int? = nil, location: String? = nil, message: String, severity: Severity = .error)
  {
    self.path = path
    self.line = line
    self.location = location
    self.message = message
    self.severity = severity
  }

  /// `path:line: error: message`, the form compilers use, so editors can jump to it.
  public var diagnostic: String {
    var text = path.display
    if let line { text += ":\(line)" }
    text += ": \(severity.rawValue): "
    if let location { text += "\(location): " }
    return text + message
  }
}
