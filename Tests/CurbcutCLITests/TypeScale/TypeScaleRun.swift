import Foundation

@testable import CurbcutCLI

/// `curbcut type-scale` run in-process in a fresh temporary folder holding `files`, with its output captured.
struct TypeScaleRun {
  let status: Int32
  let output: String
  let error: String
  /// The temporary folder the command ran in (deleted when the run is over; files written there are read first).
  let directory: String
  /// The files in the folder after the run, by path relative to it, for the files a test asks for.
  let written: [String: String]

  /// Runs `curbcut` with `arguments` in a new folder that holds `files` (path relative to the folder: text), and
  /// reads back the files named in `reading` before deleting the folder.
  init(_ arguments: [String], files: [String: String] = [:], reading: [String] = []) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curbcut-type-scale-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let output = TextSink.capturing()
    let error = TextSink.capturing()
    let environment = CommandEnvironment(workingDirectory: directory, standardOutput: output, standardError: error)
    status = CommandEnvironment.$current.withValue(environment) { Curbcut.run(["type-scale"] + arguments) }
    self.output = output.text
    self.error = error.text
    self.directory = directory
    written = Dictionary(
      uniqueKeysWithValues: reading.compactMap { path in
        (try? String(contentsOfFile: directory + "/" + path, encoding: .utf8)).map { (path, $0) }
      })
  }

  /// The lines of standard output.
  var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
