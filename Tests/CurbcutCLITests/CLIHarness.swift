import CurbcutCLI
import CurbcutTestSupport
import Foundation

/// What a `curbcut` run gave: its exit status and what it printed.
struct CLIResult {
  let status: Int32
  let output: String
  let errors: String
}

/// Runs `curbcut` in-process in `folder` (its working directory), capturing both output streams.
func curbcut(_ arguments: [String], in folder: String) -> CLIResult {
  let output = TextSink.capturing()
  let errors = TextSink.capturing()
  let environment = CommandEnvironment(
    workingDirectory: folder, standardOutput: output, standardError: errors, processorCount: 2)
  let status = CommandEnvironment.$current.withValue(environment) { Curbcut.run(arguments) }
  return CLIResult(status: status, output: output.text, errors: errors.text)
}

/// The repository's root folder, from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// The real `curbcut` binary, for the tests that run it as a subprocess.
let curbcutBinary: URL = {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("curbcut")
  return FileManager.default.isExecutableFile(atPath: binary.path)
    ? binary : URL(fileURLWithPath: repositoryRoot + "/.build/debug/curbcut")
}()

/// Runs a program (`/usr/bin/env` finds it on the `PATH`, or give its path) as a person or a CI step would, in
/// `directory`, with `environment` added to the test's own: its exit status and what it printed on both streams, in
/// order.
func runProgram(
  _ program: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
  process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}

/// Code with one finding of each of two rules, and one with none.
enum Sources {
  static let withFindings = """
    struct Hero: View {
      var body: some View {
        Image("hero")
        Button("Submit") { }.accessibilityLabel("Submit button")
      }
    }

    """
  static let clean = """
    struct Fine: View {
      var body: some View { Text("Hello").font(.body) }
    }

    """
}
