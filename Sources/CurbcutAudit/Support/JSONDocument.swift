import CurbcutReporting
import Foundation

/// A JSON file read for auditing: strictly valid JSON (RFC 8259), with every value and member name located by line,
/// column and JSON path, so that what a reader finds wrong names the place in the file.
///
/// The text is checked twice. Foundation's `JSONSerialization` decides validity first, so a malformed file gets
/// Foundation's own diagnosis; Curbcut's scanner then reads the structure with positions, keeps members in file
/// order, and rejects what Foundation lets through (a trailing comma, a member name used twice in one object). The scanner
/// also locates what Foundation reports without a line. (Yams, which reads JSON as YAML, was not used: it rejects
/// valid JSON with surrogate-pair escapes such as `"\ud83d\ude00"`, duplicate names, or names over 1,024
/// characters.)
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
    let scanned = Result { () throws(JSONScanner.Failure) in try scanner.document() }
    var foundationMessage: String?
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      foundationMessage =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
    switch (scanned, foundationMessage) {
    case (.success(let root), nil):
      self.file = file
      self.root = root
      lines = LineTable(bytes)
    case (.failure(let failure), let foundation):
      let said = foundation.map { " (Foundation: \($0))" } ?? ""
      throw InputProblem(
        path: file, line: failure.position.line, location: failure.path.isEmpty ? nil : failure.path,
        message: "Malformed JSON at column \(failure.position.column): \(failure.message)\(said)")
    case (.success, let foundation?):
      throw InputProblem(path: file, message: "Malformed JSON: \(foundation)")
    }
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
