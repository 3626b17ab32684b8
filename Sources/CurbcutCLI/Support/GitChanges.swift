import CurbcutReporting
import Foundation

/// What git says changed in the working tree: the files, and in each the lines of its current text that are new or
/// changed. `lint --diff-base REF` reports only findings on those lines (a pull request's review), `lint
/// --changed-only` only those in the files (a commit hook).
struct GitChanges {
  /// The changed lines of each changed file, by its path relative to the working directory.
  private(set) var lines: [String: [ClosedRange<Int>]] = [:]
  /// Files changed whole: new to git since the ref (untracked), or staged in a repository with no commit yet.
  private(set) var wholeFiles: Set<String> = []

  /// Whether the finding is in a changed file, on any line.
  func isInChangedFile(_ finding: Finding) -> Bool {
    let path = Self.normalized(finding.span.path.relative)
    return wholeFiles.contains(path) || lines[path] != nil
  }

  /// Whether the finding is on a changed line of a changed file.
  func contains(_ finding: Finding) -> Bool {
    let path = Self.normalized(finding.span.path.relative)
    if wholeFiles.contains(path) { return true }
    return lines[path]?.contains { $0.contains(finding.span.start.line) } ?? false
  }

  /// The changes of the working tree in `directory` since `ref`, counted from where the current branch left it (their
  /// merge base, as a pull request's diff is): committed, staged and unstaged changes, and files git does not track.
  static func since(_ ref: String, in directory: String) throws -> GitChanges {
    let base = try git(["merge-base", ref, "HEAD"], in: directory, for: "--diff-base \(ref)")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var changes = try GitChanges(diff: diff(since: base, in: directory, for: "--diff-base \(ref)"))
    try changes.addUntracked(in: directory, for: "--diff-base \(ref)")
    return changes
  }

  /// The changes not committed yet in `directory`: the tracked files changed since the last commit, staged or not (a
  /// new file once it is staged: a commit takes no file git does not track). In a repository with no commit yet,
  /// every staged file is.
  static func uncommitted(in directory: String) throws -> GitChanges {
    let hasCommit = (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: directory, for: "")) != nil
    var changes = GitChanges()
    if hasCommit {
      changes = try GitChanges(diff: diff(since: "HEAD", in: directory, for: "--changed-only"))
    } else {
      let staged = try git(["ls-files", "-z"], in: directory, for: "--changed-only")
      changes.wholeFiles.formUnion(staged.split(separator: "\0").map { normalized(String($0)) })
    }
    return changes
  }

  init() {}

  /// The changes a unified diff with no context (`git diff --unified=0`) describes: for each file, the lines its
  /// hunks give the new text (`@@ -12,2 +12,3 @@` changes lines 12 to 14). A deleted file changes nothing.
  init(diff: String) {
    var path: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        // git ends a name that holds a space with a tab, as `patch` expects.
        var name = line.dropFirst(4)
        if name.hasSuffix("\t") { name = name.dropLast() }
        path = name == "/dev/null" ? nil : Self.normalized(Self.unquoted(String(name)).dropPrefix("b/"))
      } else if line.hasPrefix("@@ "), let path, let range = Self.newLines(inHunkHeader: line) {
        lines[path, default: []].append(range)
      }
    }
  }

  /// The working tree's changes since `base` as a diff with no context, its names relative to `directory` and
  /// unquoted but for odd bytes; a renamed file is a new one.
  private static func diff(since base: String, in directory: String, for option: String) throws -> String {
    try git(
      [
        "-c", "core.quotePath=false", "diff", "--relative", "--unified=0", "--no-color", "--no-ext-diff",
        "--no-renames",
        base, "--",
      ], in: directory, for: option)
  }

  private mutating func addUntracked(in directory: String, for option: String) throws {
    let untracked = try Self.git(["ls-files", "--others", "--exclude-standard", "-z"], in: directory, for: option)
    wholeFiles.formUnion(untracked.split(separator: "\0").map { Self.normalized(String($0)) })
  }

  /// The lines of the new text a hunk header gives (`+12,3` is 12...14, `+12` is 12), or nil when it only deletes.
  private static func newLines(inHunkHeader header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
    let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
    guard let start = Int(parts[0]) else { return nil }
    let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
    return count == 0 ? nil : start...(start + count - 1)
  }

  /// A path as git quotes it when it holds a quote, a backslash or a control character (`"a\"b.swift"`), unquoted.
  private static func unquoted(_ path: String) -> String {
    guard path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 else { return path }
    var bytes: [UInt8] = []
    var escaped = Array(path.utf8.dropFirst().dropLast())[...]
    while let byte = escaped.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = escaped.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // Octal digits (git writes three): one byte of a name git would not print as it is.
        var value = Int(next - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = escaped.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
          escaped = escaped.dropFirst()
        }
        bytes.append(UInt8(value & 0xFF))
      default: bytes.append(next)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A path relative to the working directory, as findings and git both name it: no leading `./`.
  private static func normalized(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    return String(path)
  }

  /// Runs git in `directory` and gives what it printed; a failure (no git, not a repository, an unknown ref) is the
  /// command's, with git's own words.
  private static func git(_ arguments: [String], in directory: String, for option: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    process.standardOutput = output
    // What git says on standard error goes to a file, read once it ends: a pipe read after its output could fill up
    // and stop it.
    let errorPath = NSTemporaryDirectory() + "curbcut-git-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: errorPath, contents: nil),
      let errorFile = FileHandle(forWritingAtPath: errorPath)
    else { throw CommandFailure(message: "\(option): cannot make a temporary file for git's messages") }
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    process.standardError = errorFile
    do {
      try process.run()
    } catch {
      throw CommandFailure(message: "\(option) needs git, which could not be started: \(error.localizedDescription)")
    }
    let text = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errorFile.close()
    guard process.terminationStatus == 0 else {
      let said = ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw CommandFailure(message: "\(option): git says: \(said.isEmpty ? "exit \(process.terminationStatus)" : said)")
    }
    return String(decoding: text, as: UTF8.self)
  }
}

extension String {
  fileprivate func dropPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
