#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole file where a user pointed Curbcut (`--fix`, `--output`, `--write-baseline`), keeping what is at
/// the path what it was:
///
/// - a symbolic link is followed, and its target written; the link stays a link;
/// - a regular file is replaced atomically (a temporary file beside it, with its mode and owner, renamed over it),
///   so a crash or a full disk never leaves half a file; one with other hard links, or whose folder cannot take a
///   temporary file, or whose owner cannot be given to a new file, is rewritten in place instead, so the links
///   and the owner stay;
/// - a FIFO or a device (`/dev/stdout`, `/dev/null`) is written as a stream, never replaced;
/// - a file without write permission is refused, even when the folder would allow replacing it;
/// - a path where nothing is yet gets a new regular file, created atomically.
public enum FileWriter {
  /// Why a file could not be written, in words for a message such as `cannot write the file (...)`.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public let reason: String
    public var description: String { reason }
  }

  public static func write(_ bytes: [UInt8], toPath path: String) throws(Failure) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw Failure(reason: systemError()) }
      return try create(bytes, atPath: path)
    }
    var target = path
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        switch errno {
        case ENOENT: throw Failure(reason: "it is a symbolic link to nothing (a broken link)")
        case ELOOP: throw Failure(reason: "it is a symbolic link loop")
        default: throw Failure(reason: systemError())
        }
      }
      target = String(cString: resolved)
      free(resolved)
      guard stat(target, &status) == 0 else { throw Failure(reason: systemError()) }
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw Failure(reason: "it is a directory")
    case S_IFREG:
      guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
        throw Failure(reason: "it is read-only; make it writable to change it")
      }
      var replaced = false
      if status.st_nlink == 1 { replaced = try replace(target, with: bytes, status: status) }
      if !replaced { try rewrite(target, with: bytes) }
    default:
      try stream(bytes, to: target)
    }
  }

  /// A new regular file, written beside its final path and renamed there, with the mode the process's umask gives.
  private static func create(_ bytes: [UInt8], atPath path: String) throws(Failure) {
    let temporary = temporaryPath(beside: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else { throw Failure(reason: systemError()) }
    try fill(descriptor, at: temporary, with: bytes, thenRenameTo: path)
  }

  /// Replaces a regular file by a new one with its mode and owner. Returns false, having changed nothing, when the
  /// folder takes no new file or the owner cannot be kept.
  private static func replace(_ path: String, with bytes: [UInt8], status: stat) throws(Failure) -> Bool {
    let temporary = temporaryPath(beside: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { return false }
    var created = stat()
    let keepsOwner =
      fstat(descriptor, &created) == 0
      && ((created.st_uid == status.st_uid && created.st_gid == status.st_gid)
        || fchown(descriptor, status.st_uid, status.st_gid) == 0)
    guard keepsOwner, fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
      _ = systemClose(descriptor)
      unlink(temporary)
      return false
    }
    try fill(descriptor, at: temporary, with: bytes, thenRenameTo: path)
    return true
  }

  /// Writes `bytes` to the new file `temporary`, open at `descriptor`, closes it and renames it to `path`; on any
  /// failure the temporary file is removed and `path` is as it was.
  private static func fill(
    _ descriptor: Int32, at temporary: String, with bytes: [UInt8], thenRenameTo path: String
  ) throws(Failure) {
    do throws(Failure) {
      try writeAll(bytes, to: descriptor)
    } catch {
      _ = systemClose(descriptor)
      unlink(temporary)
      throw error
    }
    do throws(Failure) {
      try finish(descriptor)
      guard rename(temporary, path) == 0 else { throw Failure(reason: systemError()) }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// Writes over a regular file's content in place, keeping its inode: its links, mode and owner.
  private static func rewrite(_ path: String, with bytes: [UInt8]) throws(Failure) {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw Failure(reason: systemError()) }
    do throws(Failure) {
      try writeAll(bytes, to: descriptor)
      guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw Failure(reason: systemError()) }
    } catch {
      _ = systemClose(descriptor)
      throw error
    }
    try finish(descriptor)
  }

  /// Writes to a FIFO or a device as a stream, without truncating or replacing it.
  private static func stream(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw Failure(reason: systemError()) }
    do throws(Failure) {
      try writeAll(bytes, to: descriptor)
    } catch {
      _ = systemClose(descriptor)
      throw error
    }
    try finish(descriptor)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: systemError())
      }
      offset += written
    }
  }

  /// Closes a file, reporting what a delayed write (on a network file system, say) could not store.
  private static func finish(_ descriptor: Int32) throws(Failure) {
    guard systemClose(descriptor) == 0 else { throw Failure(reason: systemError()) }
  }

  private static func temporaryPath(beside path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return folder + ".\(name).curbcut-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }
}

// `FileWriter.write(_:toPath:)` hides the C function of that name inside the type; these reach the C ones.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
