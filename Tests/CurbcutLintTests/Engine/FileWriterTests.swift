import CurbcutTestSupport
import Foundation
import Synchronization
import Testing

@testable import CurbcutLint

/// Issue 11: `--fix`, `--output` and `--write-baseline` replaced whatever was at the path with a new regular file.
@Suite struct FileWriterTests {
  private func mode(_ path: String) -> mode_t {
    var status = stat()
    lstat(path, &status)
    return status.st_mode
  }

  @Test func aRegularFileIsReplacedKeepingItsModeAndLeavingNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("View.swift", "old")
    chmod(file, 0o640)
    try FileWriter.write(Array("new".utf8), toPath: file)
    #expect(try folder.read("View.swift") == "new")
    #expect(mode(file) & 0o7777 == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["View.swift"])
  }

  /// The link became a regular file of mode 0777, and the target kept its old text.
  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let folder = try TemporaryFolder()
    let target = try folder.write("Real.swift", "old")
    chmod(target, 0o600)
    try folder.link("Link.swift", to: "Real.swift")
    try FileWriter.write(Array("new".utf8), toPath: folder.path + "/Link.swift")
    #expect(mode(folder.path + "/Link.swift") & S_IFMT == S_IFLNK)
    #expect(try folder.read("Real.swift") == "new")
    #expect(mode(target) & 0o7777 == 0o600)
  }

  @Test func aHardLinkedFileIsRewrittenInPlace() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("A.swift", "old")
    #expect(link(file, folder.path + "/B.swift") == 0)
    try FileWriter.write(Array("new!".utf8), toPath: file)
    #expect(try folder.read("B.swift") == "new!")
  }

  @Test func aReadOnlyFileIsRefused() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("A.swift", "old")
    chmod(file, 0o444)
    #expect(throws: FileWriter.Failure.self) { try FileWriter.write(Array("new".utf8), toPath: file) }
    #expect(try folder.read("A.swift") == "old")
  }

  @Test(.enabled(if: geteuid() != 0, "root writes into read-only folders"))
  func aWritableFileInAReadOnlyFolderIsRewrittenInPlace() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Locked/A.swift", "old")
    chmod(folder.path + "/Locked", 0o555)
    defer { chmod(folder.path + "/Locked", 0o755) }
    try FileWriter.write(Array("new".utf8), toPath: file)
    #expect(try folder.read("Locked/A.swift") == "new")
  }

  /// `/dev/null` was replaced by a regular file (as root) and a FIFO by a file no reader ever saw.
  @Test func aDeviceIsWrittenAsAStreamAndAFullOneIsAnError() throws {
    try FileWriter.write(Array("report".utf8), toPath: "/dev/null")
    #expect(mode("/dev/null") & S_IFMT == S_IFCHR)
    #expect(throws: FileWriter.Failure.self) { try FileWriter.write(Array("report".utf8), toPath: "/dev/full") }
  }

  @Test func aFIFOIsWrittenAsAStream() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path + "/report.fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    let received = Mutex<[UInt8]>([])
    let done = DispatchSemaphore(value: 0)
    let reader = Thread {
      let descriptor = open(fifo, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        received.withLock { $0 += buffer[..<count] }
      }
      close(descriptor)
      done.signal()
    }
    reader.start()
    try FileWriter.write(Array("report".utf8), toPath: fifo)
    done.wait()
    #expect(received.withLock { $0 } == Array("report".utf8))
    #expect(mode(fifo) & S_IFMT == S_IFIFO)
  }

  @Test func aNewFileIsCreatedAndABrokenLinkOrADirectoryIsAnError() throws {
    let folder = try TemporaryFolder()
    try FileWriter.write(Array("new".utf8), toPath: folder.path + "/New.txt")
    #expect(try folder.read("New.txt") == "new")
    try folder.link("Broken.txt", to: "Nowhere/x.txt")
    #expect(throws: FileWriter.Failure.self) { try FileWriter.write([], toPath: folder.path + "/Broken.txt") }
    #expect(throws: FileWriter.Failure.self) { try FileWriter.write([], toPath: folder.path) }
  }
}
