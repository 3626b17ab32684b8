import CurbcutReporting

/// Reads RFC 8259 JSON text into located `JSONNode`s, one pass over the UTF-8 bytes, failing at the first byte
/// that is not valid JSON with what was expected there.
///
/// Columns count Unicode scalars from 1, as `SourcePosition` does; a byte-order mark at the start is skipped.
struct JSONScanner {
  /// Where the text stops being JSON, and why.
  struct Failure: Error {
    let position: SourcePosition
    /// The JSON path of the value being read.
    let path: String
    let message: String
  }

  /// Arrays and objects nested deeper than this are refused rather than read by ever deeper recursion.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private let file: SourcePath
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  init(bytes: [UInt8], file: SourcePath) {
    self.bytes = bytes
    self.file = file
  }

  /// The top-level value, followed by nothing but whitespace.
  mutating func document() throws(Failure) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let root = try value(path: "")
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("expected the end of the file after the top-level value, found \(foundHere)", path: "")
    }
    return root
  }

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  private func failure(_ message: String, path: String) -> Failure {
    Failure(position: position, path: path, message: message)
  }

  /// The character at the current byte, quoted, or `the end of the file`.
  private var foundHere: String {
    guard index < bytes.count else { return "the end of the file" }
    let character = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).first ?? "?"
    return character.isNewline ? "a line break" : "'\(character)'"
  }

  /// Moves past one byte. A line ends where ``LineTable`` ends it: at `\n`, `\r\n` or a `\r` alone.
  private mutating func advance() {
    let isLoneReturn =
      bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
    if bytes[index] == UInt8(ascii: "\n") || isLoneReturn {
      line += 1
      column = 1
    } else if bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
  }

  private mutating func value(path: String) throws(Failure) -> JSONNode {
    let start = position
    let value: JSONValue
    switch index < bytes.count ? bytes[index] : 0 {
    case UInt8(ascii: "{"): value = try object(path: path)
    case UInt8(ascii: "["): value = try array(path: path)
    case UInt8(ascii: "\""): value = .string(try string(path: path))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number(path: path))
    case UInt8(ascii: "t"): value = try literal("true", .bool(true), path: path)
    case UInt8(ascii: "f"): value = try literal("false", .bool(false), path: path)
    case UInt8(ascii: "n"): value = try literal("null", .null, path: path)
    default:
      throw failure(
        "expected a value (an object, an array, a string, a number, true, false or null), found \(foundHere)",
        path: path)
    }
    return JSONNode(value: value, location: InputLocation(file: file, start: start, end: position, path: path))
  }

  private mutating func enterContainer(path: String) throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects are nested more than \(Self.maximumDepth) deep", path: path)
    }
    advance()
    skipWhitespace()
  }

  private mutating func object(path: String) throws(Failure) -> JSONValue {
    try enterContainer(path: path)
    defer { depth -= 1 }
    var members: [JSONMember] = []
    var firstPositions: [String: SourcePosition] = [:]
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      advance()
      return .object(members)
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a member name in double quotes, found \(foundHere)", path: path)
      }
      let keyStart = position
      let key = try string(path: path)
      let memberPath = JSONPath.appending(key: key, to: path)
      let keyLocation = InputLocation(file: file, start: keyStart, end: position, path: memberPath)
      if let first = firstPositions.updateValue(keyStart, forKey: key) {
        // RFC 8259 leaves a repeated name to the reader: Foundation keeps the last value, others the first.
        throw Failure(
          position: keyStart, path: memberPath,
          message: "the member name '\(key)' is already used in this object at line \(first.line), column "
            + "\(first.column); readers disagree on which value counts, so write it once")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':' after the member name '\(key)', found \(foundHere)", path: memberPath)
      }
      advance()
      skipWhitespace()
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: try value(path: memberPath)))
      skipWhitespace()
      if try endOfContainer("}", path: path) { return .object(members) }
    }
  }

  private mutating func array(path: String) throws(Failure) -> JSONValue {
    try enterContainer(path: path)
    defer { depth -= 1 }
    var elements: [JSONNode] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      advance()
      return .array(elements)
    }
    while true {
      elements.append(try value(path: JSONPath.appending(index: elements.count, to: path)))
      skipWhitespace()
      if try endOfContainer("]", path: path) { return .array(elements) }
    }
  }

  /// After a member or element: true at the closing bracket, false after a comma (and the whitespace after it).
  private mutating func endOfContainer(_ closing: Unicode.Scalar, path: String) throws(Failure) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: closing) else {
      throw failure("expected ',' or '\(closing)', found \(foundHere)", path: path)
    }
    let isClosing = bytes[index] == UInt8(ascii: closing)
    advance()
    if !isClosing { skipWhitespace() }
    return isClosing
  }

  private mutating func string(path: String) throws(Failure) -> String {
    advance()
    var utf8: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw failure("expected '\"' to end the string, found the end of the file", path: path)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw failure("expected UTF-8 text, found a string with bytes that are not UTF-8", path: path)
        }
        advance()
        return text
      case UInt8(ascii: "\\"):
        advance()
        utf8 += try escape(path: path)
      case 0..<0x20:
        throw failure(
          "expected a character or '\"', found control character U+\(hex(UInt32(byte)))"
            + "; write it as an escape such as '\\n'",
          path: path)
      default:
        utf8.append(byte)
        advance()
      }
    }
  }

  /// The UTF-8 of the escape after a backslash.
  private mutating func escape(path: String) throws(Failure) -> [UInt8] {
    guard index < bytes.count else {
      throw failure("expected an escape after '\\', found the end of the file", path: path)
    }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let byte = simple[bytes[index]] {
      advance()
      return [byte]
    }
    guard bytes[index] == UInt8(ascii: "u") else {
      throw failure(
        "expected an escape ('\\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t' or '\\uXXXX'), found \(foundHere)",
        path: path)
    }
    advance()
    let first = try hexQuad(path: path)
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw failure("expected '\\u' and a low surrogate after the high surrogate \\u\(hex(first))", path: path)
      }
      advance()
      advance()
      let second = try hexQuad(path: path)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure(
          "expected a low surrogate (\\uDC00-\\uDFFF) after \\u\(hex(first)), found \\u\(hex(second))", path: path)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw failure("expected a high surrogate before the low surrogate \\u\(hex(first))", path: path)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw failure("\\u\(hex(first)) is not a Unicode scalar", path: path)
    }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hexQuad(path: String) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
        throw failure("expected four hex digits after '\\u', found \(foundHere)", path: path)
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
  private mutating func number(path: String) throws(Failure) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { advance() }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("expected a digit in the number, found \(foundHere)", path: path)
    }
    if bytes[index] == UInt8(ascii: "0") {
      advance()
      if index < bytes.count, isDigit(bytes[index]) {
        throw failure("expected no leading zero in a number, found \(foundHere) after '0'", path: path)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      advance()
      try requireDigit(after: "'.'", path: path)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      advance()
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
      try requireDigit(after: "the exponent", path: path)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text) is too large for a double", path: path)
    }
    return number
  }

  private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { advance() }
  }

  private mutating func requireDigit(after what: String, path: String) throws(Failure) {
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("expected a digit after \(what), found \(foundHere)", path: path)
    }
    skipDigits()
  }

  private mutating func literal(_ word: String, _ value: JSONValue, path: String) throws(Failure) -> JSONValue {
    for expected in word.utf8 {
      guard index < bytes.count, bytes[index] == expected else {
        throw failure("expected '\(word)', found \(foundHere)", path: path)
      }
      advance()
    }
    return value
  }
}
