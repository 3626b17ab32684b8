import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way Curbcut reads an input file, Swift source, configuration or JSON: only a regular file (a FIFO
/// would block the run, a link to `/dev/zero` fill the memory), opened without blocking, and at most a given size;
/// anything else is an error that says what the file is.
package enum RegularFile {
  package struct ReadError: Error {
    package let message: String
    /// The file is larger than the limit it was read with.
    package var isTooLarge = false
  }

  /// Reads a regular file of at most `maximumSize` bytes; anything else (a FIFO, a device, a directory, a larger
  /// file) is an error that says what it is.
  package static func contents(atPath path: String, maximumSize: Int) -> Result<[UInt8], ReadError> {
    // Opened without blocking, so a FIFO with no writer does not hang the run before it is told apart.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return .failure(ReadError(message: "it does not exist (or is a broken symbolic link)"))
      case ELOOP: return .failure(ReadError(message: "it is a symbolic link loop"))
      default: return .failure(ReadError(message: String(cString: strerror(errno))))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadError(message: String(cString: strerror(errno)))) }
    if let kind = describeNonRegularFile(mode: status.st_mode) { return .failure(ReadError(message: kind)) }
    if Int(status.st_size) > maximumSize { return .failure(tooLarge(Int(status.st_size), maximumSize)) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    // The chunk is left uninitialised (and on the stack when the thread's stack has room): zeroing 64 KB for every file
    // took 1% of a lint run's instructions, and wrote 64 KB through the processor's caches before each parse.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk in
      while true {
        let count = read(descriptor, chunk.baseAddress, chunk.count)
        if count < 0 {
          if errno == EINTR { continue }
          return .failure(ReadError(message: String(cString: strerror(errno))))
        }
        if count == 0 { return .success(bytes) }
        // A file that grows while it is read is held to the limit too.
        if bytes.count + count > maximumSize { return .failure(tooLarge(bytes.count + count, maximumSize)) }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
      }
    }
  }

  /// What a file is when it is not a regular file, such as `it is a FIFO (named pipe), not a regular file`; nil for a
  /// regular file.
  package static func describeNonRegularFile(mode: mode_t) -> String? {
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
