import CurbcutReporting
import Foundation

/// A JSON file read for auditing: strictly valid JSON (RFC 8259), with every value and member name located by line,
/// column and JSON path, so that what a reader finds wrong names the place in the file.
///
/// Curbcut's scanner reads the text once, with positions, keeping members in file order; it is stricter than
/// Foundation's `JSONSerialization` (it also refuses a trailing comma and a member name used twice in one object).
/// Only a file it refuses is read by Foundation too, whose own diagnosis the problem quotes beside the scanner's
/// line, column and JSON path. (Yams, which reads JSON as YAML, was not used: it rejects valid JSON with
/// surrogate-pair escapes such as `"\ud83d\ude00"`, or names over 1,024 characters.)
public struct JSONDocument: Sendable {
  /// The file, as reports name it.
  public let file: SourcePath
  /// The top-level value.
  public let root: JSONNode
  private let lines: LineTable

  /// Reads `bytes` (UTF-8, an optional byte-order mark) as the JSON text of `file`.
  ///
  /// - Throws: an `InputProblem` naming the file, the line and, when inside a value, the JSON path, with what was
  ///   expected and what Foundation said.
  public init(bytes: [UInt8], file: SourcePath) throws(InputProblem) {
    var scanner = JSONScanner(bytes: bytes, file: file)
    do {
      root = try scanner.document()
    } catch {
      var said = ""
      do {
        _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      } catch let foundation {
        let message = (foundation as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        said = " (Foundation: \(message ?? foundation.localizedDescription))"
      }
      throw InputProblem(
        path: file, line: error.position.line, location: error.path.isEmpty ? nil : error.path,
        message: "Malformed JSON at column \(error.position.column): \(error.message)\(said)")
    }
    self.file = file
    lines = LineTable(bytes)
  }

  /// Reads the JSON file at `absolutePath`, reported as `file`.
  ///
  /// - Throws: an `InputProblem` when the file cannot be read or is not valid JSON.
  public static func read(absolutePath: String, as file: SourcePath) throws(InputProblem) -> JSONDocument {
    switch RegularFile.contents(atPath: absolutePath, maximumSize: maximumFileSize) {
    case .success(let bytes): return try JSONDocument(bytes: bytes, file: file)
    case .failure(let error): throw InputProblem(path: file, message: "cannot be read: \(error.message)")
    }
  }

  /// The largest JSON file read, in bytes: a design system's token files are a few hundred kilobytes.
  public static let maximumFileSize = 64 << 20

  /// The text of a 1-based line as a finding keeps it (`SourceLine`): without surrounding whitespace, and cut after
  /// ``SourceLine/maximumLength`` bytes, since a minified file is one line and every token's finding keeps it.
  public func lineText(_ line: Int) -> String {
    lines.trimmedText(ofLine: line)
  }
}

/// A JSON value with the place it is written.
public struct JSONNode: Sendable {
  /// The value.
  public let value: JSONValue
  /// Where the value is written; its `path` is the JSON path (`colors[2].color.components.red`).
  public let location: InputLocation

  /// The value of the member named `key` when this is an object, else nil.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The members when this is an object, in file order.
  public var members: [JSONMember]? {
    if case .object(let members) = value { members } else { nil }
  }

  /// The elements when this is an array.
  public var elements: [JSONNode]? {
    if case .array(let elements) = value { elements } else { nil }
  }

  /// The text when this is a string.
  public var string: String? {
    if case .string(let text) = value { text } else { nil }
  }

  /// The number when this is a number.
  public var number: Double? {
    if case .number(let number) = value { number } else { nil }
  }

  /// What the value is, for a message saying what was found instead of what was expected: `the string 'x'`,
  /// `the number 2`, `an object`.
  public var found: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string(let text): "the string '\(text)'"
    case .number(let number):
      "the number \(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))"
    case .bool(let flag): "\(flag)"
    case .null: "null"
    }
  }

  /// A problem at this value.
  public func problem(_ message: String, severity: Severity = .error) -> InputProblem {
    location.problem(message, severity: severity)
  }
}

/// The kinds of JSON value.
public enum JSONValue: Sendable {
  /// An object's members in file order; no two share a name.
  case object([JSONMember])
  /// An array's elements.
  case array([JSONNode])
  /// A string, escapes decoded.
  case string(String)
  /// A number, as a double.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

/// One member of a JSON object: its name, where the name is written, and its value.
public struct JSONMember: Sendable {
  /// The name, escapes decoded.
  public let key: String
  /// Where the name is written, quotes included; its path is the member's JSON path.
  public let keyLocation: InputLocation
  /// The value.
  public let value: JSONNode
}

/// Builds JSON paths: keys joined with `.`, indices in brackets (`colors[2].color`), and a key that would be ambiguous
/// (it is empty or holds `.`, `[`, `]` or `"`) in brackets and quotes (`group["a.b"]`).
enum JSONPath {
  /// The path of member `key` of the value at `path`.
  static func appending(key: String, to path: String) -> String {
    let plain = !key.isEmpty && !key.contains { $0 == "." || $0 == "[" || $0 == "]" || $0 == "\"" }
    if plain { return path.isEmpty ? key : path + "." + key }
    return path + "[\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\"]"
  }

  /// The path of element `index` of the array at `path`.
  static func appending(index: Int, to path: String) -> String {
    path + "[\(index)]"
  }
}
