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

  /// The checkout's `curbcut` script runs the built command from any folder, as the seed check calls it
  /// (`seed-redflags.sh PATH/TO/curbcut`); the tests have just built the binary, so it builds nothing.
  /// Also through a symbolic link to it (`ln -s CHECKOUT/curbcut /usr/local/bin/curbcut`), which once made it look
  /// for the package beside the link and fail.
  @Test(arguments: [false, true])
  func theCheckoutScriptRunsTheCommandFromAnyFolder(throughALink: Bool) throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    var script = repositoryRoot + "/curbcut"
    if throughALink {
      let link = folder.path + "/bin/curbcut"
      try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
      script = link
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = ["lint", ".", "--format", "json", "--output", "out.json"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let report = try String(contentsOfFile: folder.path + "/out.json", encoding: .utf8)
    #expect(report.contains("image_label"))
  }
}
