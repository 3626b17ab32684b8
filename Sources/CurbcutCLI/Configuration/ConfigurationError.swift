/// A problem in `.curbcut.yml`: where it is (file, line, column, key) and what was expected.
public struct ConfigurationDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Level: String, Sendable {
    case error, warning
  }

  public var level: Level
  public var path: String
  public var line: Int?
  public var column: Int?
  /// The key the problem is under, as a path: `fixed_font_size.severity`, `excluded[2]`.
  public var key: String?
  public var message: String

  /// `path:line:col: error: key: message`, the compilers' form, so editors can jump to it.
  public var description: String {
    var text = path
    if let line { text += ":\(line)" }
    if let line, let column, line > 0 { text += ":\(column)" }
    text += ": \(level.rawValue): "
    if let key { text += "'\(key)': " }
    return text + message
  }
}
