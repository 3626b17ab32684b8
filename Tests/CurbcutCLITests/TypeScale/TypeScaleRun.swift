import CurbcutTestSupport
import Foundation

/// `curbcut type-scale` run in-process, through `curbcut(_:in:)`, in a fresh temporary folder holding `files`.
struct TypeScaleRun {
  let status: Int32
  let output: String
  let error: String
  /// The files named in `reading`, as the run left them, by path relative to the folder.
  let written: [String: String]

  /// Runs `curbcut type-scale` with `arguments` in a new folder that holds `files` (path relative to the folder:
  /// text), and reads back the files named in `reading` before the folder is removed.
  init(_ arguments: [String], files: [String: String] = [:], reading: [String] = []) throws {
    let folder = try TemporaryFolder()
    for (path, text) in files { try folder.write(path, text) }
    let result = curbcut(["type-scale"] + arguments, in: folder.path)
    status = result.status
    output = result.output
    error = result.errors
    written = Dictionary(
      uniqueKeysWithValues: reading.compactMap { path in (try? folder.read(path)).map { (path, $0) } })
  }

  /// `curbcut type-scale` run in `folder`, a folder of the repository such as `Examples/Showcase`.
  init(_ arguments: [String], inRepositoryFolder folder: String) {
    let result = curbcut(["type-scale"] + arguments, in: repositoryRoot + "/" + folder)
    status = result.status
    output = result.output
    error = result.errors
    written = [:]
  }

  /// The lines of standard output.
  var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
