import CurbcutTestSupport
import Foundation
import Testing

/// One run of the real `curbcut` binary as a subprocess: arguments, streams and exit status as a shell
/// or CI sees them.
@Suite struct SmokeTests {
  @Test func theBinaryLintsAFolderAndExitsWithTheRightStatus() throws {
    let folder = try TemporaryFolder()
    try folder.write("My Views/Hero.swift", Sources.withFindings)
    let process = Process()
    process.executableURL = curbcutBinary
    process.arguments = ["lint", "My Views", "--format", "github"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(
      printed.hasPrefix("::warning file=My Views/Hero.swift,line=3,col=5,endLine=3,endColumn=18,title=image_label::"))
  }
}
