import CurbcutTestSupport
import Foundation
import Testing

/// Issue 11: files, paths, options and outputs an attacker (or an odd repository) hands the CLI. Each test holds
/// the smallest input that crashed, hung or misreported before.
@Suite struct HostileInputTests {
  /// A FIFO named on the command line blocked the run forever on `open`.
  @Test func aFIFONamedSwiftIsSkippedWithAReason() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    #expect(mkfifo(folder.path + "/x.swift", 0o644) == 0)
    let result = curbcut(["lint", "x.swift", "Hero.swift"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("x.swift: error: cannot be read: it is a FIFO (named pipe), not a regular file"))
    #expect(result.output.contains("Hero.swift:3:5"))
  }

  /// A `.swift` link to `/dev/zero` was read until memory ran out.
  @Test func aLinkToADeviceIsSkippedWithAReason() throws {
    let folder = try TemporaryFolder()
    try folder.link("Zero.swift", to: "/dev/zero")
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("Zero.swift: error: cannot be read: it is a device, not a regular file"))
  }

  @Test func aFileLargerThanTheLimitIsSkippedNamingTheLimit() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "limits:\n  file_size: 100\n")
    try folder.write("Big.swift", String(repeating: "// padding\n", count: 20))
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "Big.swift: error: cannot be read: it is larger (220 bytes) than the limit of 100 bytes; raise 'limits: file_size:'"
      ))
  }

  /// One file beyond the nesting limits used to end the whole run; now it is an input problem and the other
  /// files are linted.
  @Test func aFileBeyondTheNestingLimitIsAProblemAndTheRunGoesOn() throws {
    let folder = try TemporaryFolder()
    try folder.write("Deep.swift", "let x = " + String(repeating: "[", count: 30))
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("Deep.swift:1: error: not linted: '[' brackets are nested 30 deep"))
    #expect(result.output.contains("Hero.swift:3:5"))
    try folder.write(".curbcut.yml", "limits:\n  square_bracket_depth: 40\n")
    #expect(
      curbcut(["lint"], in: folder.path).errors.contains(
        ".curbcut.yml:2:25: error: 'limits.square_bracket_depth': expected a whole number from 1 to 20, found '40'"))
  }

  /// `--jobs 9223372036854775807` trapped on an overflow (SIGILL) in lint, contrast and check.
  @Test(arguments: ["lint", "contrast", "check"])
  func aHugeJobCountIsAUsageError(_ command: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut([command, "--jobs", "9223372036854775807"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("--jobs must be between 1 and 256, not 9223372036854775807"))
  }

  /// `*a*a*a*a*a*a*a*a*a*a*b` against a long name took 81 s.
  @Test func anExponentialExcludedPatternIsMatchedQuickly() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "excluded: ['" + String(repeating: "*a", count: 10) + "*b']\n")
    try folder.write(String(repeating: "a", count: 200) + ".swift", Sources.withFindings)
    let clock = ContinuousClock()
    var result: CLIResult?
    let elapsed = clock.measure { result = curbcut(["lint"], in: folder.path) }
    #expect(elapsed < .seconds(5))
    #expect(result?.status == 1)
  }
}
