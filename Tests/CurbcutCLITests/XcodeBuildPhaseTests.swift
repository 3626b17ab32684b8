import CurbcutTestSupport
import Foundation
import Testing

/// `scripts/xcode-build-phase`, run with the variables Xcode gives a Run Script phase: its declared input files, an
/// input file list and an output file. (User Script Sandboxing itself is macOS's; the script reads only what it is
/// given, which is what the sandbox allows.)
@Suite struct XcodeBuildPhaseTests {
  private static let script = repositoryRoot + "/scripts/xcode-build-phase"

  private func phase(_ variables: [String: String], in folder: TemporaryFolder) throws -> (Int32, String) {
    let xcode = ["CURBCUT": curbcutBinary.path, "SRCROOT": folder.path].merging(variables) { $1 }
    return try runProgram(Self.script, [], in: folder.path, environment: xcode)
  }

  @Test func theBuildPhaseLintsItsDeclaredInputsAndWritesItsOutput() throws {
    let folder = try TemporaryFolder()
    let hero = try folder.write(
      "App/Hero.swift",
      "import SwiftUI\nstruct Hero: View {\n  var body: some View { Text(\"Hi\").font(.system(size: 12)) }\n}\n")
    let row = try folder.write(
      "App/Row.swift", "import SwiftUI\nstruct Row: View {\n  var body: some View { Image(\"avatar\") }\n}\n")
    // Not declared: the phase does not read it.
    try folder.write(
      "App/Other.swift", "import SwiftUI\nstruct Other: View {\n  var body: some View { Image(\"x\") }\n}\n")
    let list = try folder.write("curbcut-inputs.xcfilelist", "\(row)\n")
    let stamp = folder.path + "/Derived/curbcut.stamp"
    try FileManager.default.createDirectory(atPath: folder.path + "/Derived", withIntermediateDirectories: true)
    let xcode = [
      "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": hero, "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
      "SCRIPT_INPUT_FILE_LIST_0": list, "SCRIPT_OUTPUT_FILE_COUNT": "1", "SCRIPT_OUTPUT_FILE_0": stamp,
    ]
    let (status, output) = try phase(xcode, in: folder)
    #expect(status == 0, "warnings do not fail the build: \(output)")
    #expect(output.contains("\(hero):3:41: warning: '.system(size: 12)'"), "\(output)")
    #expect(output.contains("\(row):3:25: warning:") && output.contains("(image_label)"), "\(output)")
    #expect(!output.contains("Other.swift"), "\(output)")
    #expect(FileManager.default.fileExists(atPath: stamp))

    // A configuration declared among the inputs applies; a rule set to `error` fails the build, and the stamp is not
    // written, so the phase runs again.
    try FileManager.default.removeItem(atPath: stamp)
    let configuration = try folder.write(".curbcut.yml", "fixed_font_size: error\n")
    try folder.write("curbcut-inputs.xcfilelist", "\(row)\n\(configuration)\n")
    let (failing, errors) = try phase(xcode, in: folder)
    #expect(failing == 1, "\(errors)")
    #expect(errors.contains("\(hero):3:41: error: '.system(size: 12)'"), "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: stamp))

    // Nothing declared, or no curbcut: a warning in the build log, and the build goes on.
    let (empty, told) = try phase(["SCRIPT_INPUT_FILE_COUNT": "0"], in: folder)
    #expect(empty == 0 && told.contains("warning: the curbcut build phase declares no Swift input files"), "\(told)")
    let (missing, said) = try phase(xcode.merging(["CURBCUT": folder.path + "/no-curbcut"]) { $1 }, in: folder)
    #expect(missing == 0 && said.contains("warning: curbcut is not installed"), "\(said)")
  }
}
