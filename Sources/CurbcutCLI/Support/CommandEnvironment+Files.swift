import CurbcutLint
import CurbcutReporting
import Foundation

extension CommandEnvironment {
  /// Writes `text` to the file at `path` (relative to the working directory), replacing it atomically, or to `sink`
  /// when there is no path.
  ///
  /// - Throws: a `CommandFailure` naming the file when it cannot be written.
  func write(_ text: String, toFile path: String?, orTo sink: TextSink) throws {
    guard let path else {
      sink.write(text)
      return
    }
    try write(Data(text.utf8), toFile: path)
  }

  /// Writes `data` to the file at `path` (relative to the working directory) as ``FileWriter`` does: a regular file
  /// atomically, a link's target, a FIFO or a device as a stream.
  ///
  /// - Throws: a `CommandFailure` naming the file when it cannot be written.
  func write(_ data: Data, toFile path: String) throws {
    do {
      try FileWriter.write(Array(data), toPath: absolutePath(path))
    } catch {
      throw CommandFailure(message: "\(path): error: cannot write the file (\(error.reason))")
    }
  }

  /// A file as reports name it: `display` as the user wrote it (or, without it, relative to the working directory
  /// when the file is below it), `relative` to the working directory, absolute when the file is outside it.
  func sourcePath(ofAbsolutePath path: String, shownAs display: String? = nil) -> SourcePath {
    let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    return SourcePath(display: display ?? relative, relative: relative)
  }
}
