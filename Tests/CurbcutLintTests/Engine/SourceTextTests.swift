import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutLint

@Suite struct SourceTextTests {
  private func load(_ bytes: [UInt8]) throws -> Result<SourceText, InputProblem> {
    let folder = try TemporaryFolder()
    let path = try folder.write("File.swift", bytes: bytes)
    return SourceText.load(path, reportedAs: SourcePath(display: "File.swift", relative: "File.swift"))
  }

  private func problem(_ bytes: [UInt8]) throws -> InputProblem? {
    if case .failure(let problem) = try load(bytes) { return problem }
    return nil
  }

  @Test func readsUTF8Source() throws {
    guard case .success(let source) = try load(Array("let café = \"☕️\"\n".utf8)) else {
      Issue.record("expected the file to load")
      return
    }
    #expect(source.bytes.count == 21)
  }

  /// A file is read in chunks of 64 KB: one of several chunks, the last one partial, comes back byte for byte.
  @Test func readsAFileLargerThanOneChunk() throws {
    let bytes = (0..<12_000).flatMap { Array("let v\($0) = \($0 % 97)\n".utf8) }.prefix(150_001)
    guard case .success(let source) = try load(Array(bytes)) else {
      Issue.record("expected the file to load")
      return
    }
    #expect(source.bytes == Array(bytes))
  }

  @Test func invalidUTF8IsAProblemWithItsLine() throws {
    let problem = try problem(Array("let a = 1\nlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
    #expect(problem?.line == 2)
    #expect(problem?.message == "is not valid UTF-8 (byte 19 cannot start or continue a character)")
    #expect(problem?.severity == .error)
  }

  @Test func binaryContentIsAProblem() throws {
    let problem = try problem([0xCF, 0xFA, 0xED, 0xFE, 0x07, 0x00, 0x00, 0x01])
    #expect(problem?.message == "looks binary (a NUL byte at offset 5); not Swift source text")
  }

  @Test func anEmptyFileIsANote() throws {
    let problem = try problem([])
    #expect(problem?.severity == .note)
    #expect(problem?.message == "file is empty; nothing to lint")
  }

  @Test func aFileThatCannotBeOpenedIsAProblem() {
    let path = SourcePath(display: "Vanished.swift", relative: "Vanished.swift")
    guard case .failure(let problem) = SourceText.load("/nonexistent/Vanished.swift", reportedAs: path) else {
      Issue.record("expected a problem")
      return
    }
    #expect(problem.message == "cannot be read: it does not exist (or is a broken symbolic link)")
    #expect(
      problem.diagnostic == "Vanished.swift: error: cannot be read: it does not exist (or is a broken symbolic link)")
  }

  @Test func aFolderNamedLikeASwiftFileIsAProblem() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/Odd.swift", withIntermediateDirectories: true)
    let path = SourcePath(display: "Odd.swift", relative: "Odd.swift")
    guard case .failure(let problem) = SourceText.load(folder.path + "/Odd.swift", reportedAs: path) else {
      Issue.record("expected a problem")
      return
    }
    #expect(problem.message == "cannot be read: it is a directory")
  }
}
