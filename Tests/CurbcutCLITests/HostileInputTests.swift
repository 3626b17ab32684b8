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

  /// `--fix` through a link replaced the link with a world-writable copy and left the target unfixed.
  @Test func fixThroughASymbolicLinkFixesTheTargetAndKeepsTheLink() throws {
    let folder = try TemporaryFolder()
    let target = try folder.write("Real/Hero.swift", Sources.withFindings)
    chmod(target, 0o600)
    try folder.link("Hero.swift", to: "Real/Hero.swift")
    let result = curbcut(["lint", "--fix", "Hero.swift"], in: folder.path)
    #expect(result.errors.contains("Fixed 1 finding"))
    #expect(try folder.read("Real/Hero.swift").contains("accessibilityLabel(\"Submit\")"))
    var status = stat()
    lstat(folder.path + "/Hero.swift", &status)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
    stat(target, &status)
    #expect(status.st_mode & 0o7777 == 0o600)
  }

  /// `--fix` dropped a file's owner: run by root (a CI container, a hook under sudo), it gave the user's file to
  /// root. Only root can hand a file to another user, so only root can run this test.
  @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
  func fixKeepsTheOwnerOfAnotherUsersFile() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Hero.swift", Sources.withFindings)
    #expect(chown(file, 1234, 4321) == 0)
    let result = curbcut(["lint", "--fix"], in: folder.path)
    #expect(result.errors.contains("Fixed 1 finding"))
    var status = stat()
    stat(file, &status)
    #expect(status.st_uid == 1234 && status.st_gid == 4321)
  }

  /// A read-only file was rewritten (in a writable folder), or "Fixed 1 finding" was followed by a raw NSError.
  @Test func fixRefusesAReadOnlyFileAndSaysSoTruthfully() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Hero.swift", Sources.withFindings)
    chmod(file, 0o444)
    let result = curbcut(["lint", "--fix"], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "Hero.swift: error: not fixed: cannot write the file (it is read-only; make it writable to change it)"))
    #expect(result.errors.contains("Fixed 0 findings"))
    #expect(!result.errors.contains("NSError") && !result.errors.contains("Domain="))
    #expect(try folder.read("Hero.swift") == Sources.withFindings)
  }

  /// A second `--fix` changed 46 of 210 fixed files: `"Submit button button"` lost one word per run.
  @Test func aSecondFixChangesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Hero.swift",
      """
      Button("Submit") { }.accessibilityLabel("Submit button button")
      Button("Play") { }.accessibilityLabel("Play button, button")
      Button("Save") { }.accessibilityLabel("Save  button")

      """)
    _ = curbcut(["lint", "--fix"], in: folder.path)
    let once = try folder.read("Hero.swift")
    #expect(once.contains("\"Submit\"") && once.contains("\"Play\"") && once.contains("\"Save\""))
    let second = curbcut(["lint", "--fix"], in: folder.path)
    #expect(second.errors.contains("Fixed 0 findings"))
    #expect(try folder.read("Hero.swift") == once)
  }

  /// The diff came before the JSON report on standard output, so neither could be read.
  @Test(arguments: ["json", "sarif"])
  func dryRunKeepsAMachineReportParseable(_ format: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(
      ["lint", "--fix", "--dry-run", "--format", format, "--output", "report.json"], in: folder.path)
    #expect(try JSONSerialization.jsonObject(with: Data(folder.read("report.json").utf8)) is [String: Any])
    #expect(result.output.hasPrefix("--- a/Hero.swift"))
  }

  /// `--output` replaced a link with a regular file; a report to a full disk was lost with exit status 0 or 1.
  @Test func outputFollowsALinkAndAFullDeviceIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    try folder.write("reports/lint.txt", "")
    try folder.link("report.txt", to: "reports/lint.txt")
    #expect(curbcut(["lint", "--output", "report.txt"], in: folder.path).status == 1)
    #expect(try folder.read("reports/lint.txt").contains("Hero.swift:3:5"))
    var status = stat()
    lstat(folder.path + "/report.txt", &status)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
    for arguments in [["--output", "/dev/full"], ["--write-baseline", "/dev/full"]] {
      let full = curbcut(["lint"] + arguments, in: folder.path)
      #expect(full.status == 2)
      #expect(full.errors.contains("/dev/full: error: cannot write the file (No space left on device)"))
    }
  }

  /// `curbcut lint > /dev/full` exited 0 or 1 with the report lost.
  @Test func aReportLostOnStandardOutputIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let process = Process()
    process.executableURL = curbcutBinary
    process.arguments = ["lint"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(printed.contains("error: cannot write to standard output (No space left on device)"))
  }

  /// A 578-byte alias bomb in `.curbcut.yml` ran past 300 s for every command.
  @Test func aYAMLAliasBombIsRefusedBeforeItExpands() throws {
    let folder = try TemporaryFolder()
    var bomb = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
    for (level, previous) in zip("bcdefghi", "abcdefgh") {
      bomb += "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
    }
    try folder.write(".curbcut.yml", bomb)
    try folder.write("Hero.swift", Sources.withFindings)
    let clock = ContinuousClock()
    var result: CLIResult?
    let elapsed = clock.measure { result = curbcut(["lint"], in: folder.path) }
    #expect(elapsed < .seconds(5))
    #expect(result?.status == 2)
    #expect(result?.errors.contains(".curbcut.yml:4:14: error: uses more than 20 YAML aliases") == true)
    // Aliases in quotes and comments are text, and a few real ones are fine.
    try folder.write(
      ".curbcut.yml",
      "excluded: ['**/*.generated.swift', \"*Mocks*\"]  # *not *an *alias\ndisabled_rules: &off [label_includes_type]\n"
        + "opt_in_rules: *off\n")
    #expect(curbcut(["lint", "--quiet"], in: folder.path).status == 1)
  }

  /// A FIFO configuration was "You don't have permission", a directory "NSCocoaErrorDomain error 256", a link loop
  /// was ignored (defaults, exit 0) and a broken link fell through to the parent folder's configuration.
  @Test func aConfigurationThatIsNotARegularFileIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Hero.swift", Sources.withFindings)
    try folder.write(".curbcut.yml", "disabled_rules: [image_label]\n")
    let cases: [(make: (String) throws -> Void, message: String)] = [
      ({ #expect(mkfifo($0, 0o644) == 0) }, "it is a FIFO (named pipe), not a regular file"),
      (
        { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }, "it is a directory"
      ),
      (
        { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: ".curbcut.yml") },
        "it is a symbolic link loop"
      ),
      (
        { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "gone.yml") },
        "it does not exist (or is a broken symbolic link)"
      ),
    ]
    for (make, message) in cases {
      let configuration = folder.path + "/App/.curbcut.yml"
      try make(configuration)
      defer { try? FileManager.default.removeItem(atPath: configuration) }
      let result = curbcut(["lint", "App"], in: folder.path)
      #expect(result.status == 2, "\(message)")
      #expect(result.errors.contains("App/.curbcut.yml: error: cannot be read: \(message)"), "\(result.errors)")
    }
  }

  /// `only_rules` with a misspelled id linted nothing and exited 0.
  @Test func onlyRulesWithAnUnknownIdIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "only_rules: [image_lable]\n")
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        ".curbcut.yml:1:14: error: 'only_rules[0]': 'image_lable' is not a Curbcut rule; did you mean 'image_label'?"))
  }

  /// A run whose every file was an input problem said "No accessibility problems found in 0 files".
  @Test func aRunWithOnlyInputProblemsDoesNotSayAllIsWell() throws {
    let folder = try TemporaryFolder()
    try folder.write("Binary.swift", bytes: [0x00, 0x01])
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.hasSuffix("No file could be linted: 1 input problem\n"))
  }

  /// A non-UTF-8 file name was reported as "no such file"; NFC and NFD spellings of one name lost a file.
  @Test func fileNamesThatAreNotUTF8OrDifferOnlyInNormalizationAreHandled() throws {
    let folder = try TemporaryFolder()
    let badName = Array("\(folder.path)/caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
    let descriptor = badName.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        open($0, O_WRONLY | O_CREAT, 0o644)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    try folder.write("Caf\u{E9}.swift", Sources.withFindings)
    try folder.write("Cafe\u{301}.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("caf\\xE9.swift: error: cannot be read: its name is not valid UTF-8"))
    #expect(result.output.components(separatedBy: "image_label").count - 1 == 2)
  }

  /// A duplicate key gave a message without `path:line:col` that dumped the whole file.
  @Test func aDuplicateKeyIsAnErrorAtItsPlace() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "fail_on: error\nexcluded: [A]\nfail_on: never\n")
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains(".curbcut.yml:1:1: error: 'fail_on': 'fail_on' appears more than once"))
    #expect(!result.errors.contains("excluded: [A]"))
  }

  /// A color set's component written twice silently took the last value, so the audit checked a color nobody
  /// could see in the file.
  @Test func aColorComponentWrittenTwiceIsAnErrorAtItsPlace() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Assets.xcassets/text.colorset/Contents.json",
      """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000", "red": "0.000"}}}]}
      """)
    let result = curbcut(["contrast", "Assets.xcassets"], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "Assets.xcassets/text.colorset/Contents.json:2: error: colors[0].color.components.red: Malformed JSON at "
          + "column 87: the member name 'red' is already used in this object at line 2, column 18"))
    #expect(result.errors.hasSuffix("No pair could be checked: 1 input problem\n"))
  }

  /// `typography.files: [~]` named the home folder but not the key; a type-scale rule as a key was "neither a
  /// setting nor a Curbcut rule".
  @Test func nullPathsAndAuditRuleKeysAreToldForWhatTheyAre() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "typography:\n  files: [~]\n")
    let null = curbcut(["type-scale"], in: folder.path)
    #expect(null.status == 2)
    #expect(null.errors.contains(".curbcut.yml:2:11: error: 'typography.files[0]': expected a string, found '~'"))
    try folder.write(".curbcut.yml", "text_resize_200_percent: error\n")
    try folder.write("Hero.swift", Sources.withFindings)
    #expect(
      curbcut(["lint"], in: folder.path).errors.contains(
        "'text_resize_200_percent': is a rule of 'type-scale', whose severity is fixed (warning)"))
  }
}
