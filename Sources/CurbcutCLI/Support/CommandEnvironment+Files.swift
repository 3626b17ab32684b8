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

  /// Writes `data` to the file at `path` (relative to the working directory), replacing it atomically.
  ///
  /// - Throws: a `CommandFailure` naming the file when it cannot be written.
  func write(_ data: Data, toFile path: String) throws {
    do {
      try data.write(to: URL(fileURLWithPath: absolutePath(path)), options: .atomic)
    } catch {
      throw CommandFailure(message: "\(path): error: cannot write the file (\(error.localizedDescription))")
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
