import CurbcutReporting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes once they are known to be Swift source text: readable, UTF-8, not binary.
public struct SourceText: Sendable {
  public let bytes: [UInt8]
  let lines: LineTable

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    lines = LineTable(bytes)
  }

  /// Reads and checks a file. An empty file is a note, anything else that cannot be linted an error.
  /// Only regular files are read, and only up to `maximumSize` bytes: a FIFO would block the run, and a link to
  /// `/dev/zero` would fill the memory.
  public static func load(
    _ path: String, reportedAs sourcePath: SourcePath, maximumSize: Int = SourceLimits.default.fileSize
  ) -> Result<SourceText, InputProblem> {
    func problem(_ message: String, line: Int? = nil, severity: Severity = .error) -> Result<SourceText, InputProblem> {
      .failure(InputProblem(path: sourcePath, line: line, message: message, severity: severity))
    }
    let bytes: [UInt8]
    switch RegularFile.contents(atPath: path, maximumSize: maximumSize) {
    case .success(let read): bytes = read
    case .failure(let error):
      let hint = error.isTooLarge ? "; raise 'limits: file_size:' in .curbcut.yml to lint it" : ""
      return problem("cannot be read: \(error.message)\(hint)")
    }
    if bytes.isEmpty { return problem("file is empty; nothing to lint", severity: .note) }
    if let nul = bytes.firstIndex(of: 0) {
      return problem("looks binary (a NUL byte at offset \(nul)); not Swift source text")
    }
    if let invalid = firstInvalidUTF8Offset(bytes) {
      let line = LineTable.lineBreakEnds(bytes[..<invalid]).count + 1
      return problem("is not valid UTF-8 (byte \(invalid) cannot start or continue a character)", line: line)
    }
    return .success(SourceText(bytes: bytes))
  }

  /// The offset of the first byte that is not part of well-formed UTF-8, or nil.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}

/// The description of the current `errno`, e.g. `Permission denied`.
func systemError() -> String {
  String(cString: strerror(errno))
}
