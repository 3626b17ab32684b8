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
    switch readFile(atPath: path, maximumSize: maximumSize) {
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

  package struct ReadError: Error {
    package let message: String
    /// The file is larger than the limit it was read with.
    package var isTooLarge = false
  }

  /// Reads a regular file of at most `maximumSize` bytes; anything else (a FIFO, a device, a directory, a larger
  /// file) is an error that says what it is.
  package static func readFile(atPath path: String, maximumSize: Int) -> Result<[UInt8], ReadError> {
    // Opened without blocking, so a FIFO with no writer does not hang the run before it is told apart.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return .failure(ReadError(message: "it does not exist (or is a broken symbolic link)"))
      case ELOOP: return .failure(ReadError(message: "it is a symbolic link loop"))
      default: return .failure(ReadError(message: systemError()))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadError(message: systemError())) }
    if let kind = describeNonRegularFile(mode: status.st_mode) { return .failure(ReadError(message: kind)) }
    if Int(status.st_size) > maximumSize { return .failure(tooLarge(Int(status.st_size), maximumSize)) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadError(message: systemError()))
      }
      if count == 0 { return .success(bytes) }
      // A file that grows while it is read is held to the limit too.
      if bytes.count + count > maximumSize { return .failure(tooLarge(bytes.count + count, maximumSize)) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// What a file is when it is not a regular file, such as `it is a FIFO (named pipe), not a regular file`; nil for a
  /// regular file.
  static func describeNonRegularFile(mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "it is a directory"
    case S_IFIFO: "it is a FIFO (named pipe), not a regular file"
    case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
    case S_IFSOCK: "it is a socket, not a regular file"
    default: "it is not a regular file"
    }
  }

  private static func tooLarge(_ size: Int, _ maximumSize: Int) -> ReadError {
    ReadError(message: "it is larger (\(size) bytes) than the limit of \(maximumSize) bytes", isTooLarge: true)
  }
}

/// The description of the current `errno`, e.g. `Permission denied`.
func systemError() -> String {
  String(cString: strerror(errno))
}
