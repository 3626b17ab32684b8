import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command runs: its working directory, its output streams and whether a person is watching.
/// Commands read it from ``current`` rather than from the process, so tests run them in-process and in
/// parallel, each with its own directory and captured output.
public struct CommandEnvironment: Sendable {
  /// The absolute directory relative paths are resolved against and reports are relative to.
  public var workingDirectory: String
  public var standardOutput: TextSink
  public var standardError: TextSink
  /// Whether standard error is a terminal (then a long run shows a progress line).
  public var errorIsTerminal: Bool
  public var processorCount: Int

  public init(
    workingDirectory: String, standardOutput: TextSink, standardError: TextSink, errorIsTerminal: Bool = false,
    processorCount: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.workingDirectory = workingDirectory
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.errorIsTerminal = errorIsTerminal
    self.processorCount = processorCount
  }

  /// The process's own directory, streams and terminal.
  public static var process: CommandEnvironment {
    CommandEnvironment(
      workingDirectory: FileManager.default.currentDirectoryPath, standardOutput: .standardOutput,
      standardError: .standardError, errorIsTerminal: isatty(STDERR_FILENO) == 1)
  }

  @TaskLocal public static var current: CommandEnvironment = .process

  /// Resolves a path given on the command line or in a configuration file.
  func absolutePath(_ path: String, relativeTo base: String? = nil) -> String {
    let expanded = NSString(string: path).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL.path }
    return URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: base ?? workingDirectory, isDirectory: true))
      .standardizedFileURL.path
  }
}

/// Somewhere text goes: a file descriptor, or a buffer a test reads back.
public final class TextSink: Sendable {
  private enum Target {
    case descriptor(Int32)
    case buffer
  }

  private let target: Target
  private let buffer = Mutex<String>("")
  private let failure = Mutex<String?>(nil)

  private init(_ target: Target) {
    self.target = target
  }

  public static let standardOutput = TextSink(.descriptor(STDOUT_FILENO))
  public static let standardError = TextSink(.descriptor(STDERR_FILENO))

  /// A sink that keeps what is written, for tests.
  public static func capturing() -> TextSink { TextSink(.buffer) }

  /// Why text written to the sink was lost (`No space left on device`), if it was: the command must not end as if
  /// its report had been delivered.
  public var writeFailure: String? { failure.withLock { $0 } }

  /// What a capturing sink holds.
  public var text: String { buffer.withLock { $0 } }

  public func write(_ text: String) {
    switch target {
    case .buffer:
      buffer.withLock { $0 += text }
    case .descriptor(let descriptor):
      // Written from the string's own storage: a report of thousands of findings is megabytes, and a copy of it
      // touched as many fresh pages.
      var text = text
      text.withUTF8 { text in
        var bytes = UnsafeRawBufferPointer(text)[...]
        while !bytes.isEmpty {
          let written = Foundation.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes).baseAddress, bytes.count)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else {
            let reason = written < 0 ? String(cString: strerror(errno)) : "nothing could be written"
            failure.withLock { $0 = $0 ?? reason }
            return
          }
          bytes = bytes.dropFirst(written)
        }
      }
    }
  }

  public func writeLine(_ text: String) {
    write(text + "\n")
  }
}
