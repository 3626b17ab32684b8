import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutCLI

/// `lint --diff-base REF` (a pull request's review), `lint --changed-only` (a git hook) and the hooks for pre-commit
/// (`.pre-commit-hooks.yaml`), on real git repositories.
@Suite struct ChangedCodeTests {
  /// A view with a fixed font size on the line `line` of its file (`fixed_font_size` reports it there).
  private static func view(_ name: String, size: Int, padding lines: Int = 0) -> String {
    "import SwiftUI\n" + String(repeating: "// \(name)\n", count: lines)
      + "struct \(name): View {\n  var body: some View { Text(\"\(name)\").font(.system(size: \(size))) }\n}\n"
  }

  /// Runs git in `folder`, as a person setting the repository up would.
  @discardableResult
  private func git(_ arguments: String..., in folder: TemporaryFolder) throws -> String {
    let (status, output) = try runProgram(
      "git", ["-C", folder.path, "-c", "user.email=t@example.com", "-c", "user.name=T"] + arguments)
    try #require(status == 0, "git \(arguments): \(output)")
    return output
  }

  /// The `path:line` of each finding of `fixed_font_size` a lint with `arguments` reports, run in `directory`.
  private func findings(_ arguments: [String], in directory: String) -> [String] {
    curbcut(["lint", "--only-rule", "fixed_font_size", "--format", "xcode"] + arguments, in: directory).output
      .split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
  }

  /// A repository whose `main` branched from `base`, then committed a change, and has an unstaged change, a staged
  /// new file and an untracked file; `base` then moved on too, which the merge base leaves out.
  private func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try git("init", "-q", "-b", "main", in: folder)
    try folder.write("Old.swift", Self.view("Old", size: 12))
    try folder.write("Sources/Edited.swift", Self.view("Edited", size: 13))
    try git("add", ".", in: folder)
    try git("commit", "-qm", "first", in: folder)
    try git("branch", "base", in: folder)
    try folder.write("Sources/Committed.swift", Self.view("Committed", size: 14))
    try git("add", ".", in: folder)
    try git("commit", "-qm", "second", in: folder)
    try git("checkout", "-q", "base", in: folder)
    try folder.write("Old.swift", Self.view("Old", size: 11, padding: 1))
    try git("commit", "-qam", "base moves on", in: folder)
    try git("checkout", "-q", "main", in: folder)
    try folder.write("Sources/Edited.swift", Self.view("Edited", size: 13) + Self.view("Added", size: 15))
    try folder.write("Staged.swift", Self.view("Staged", size: 16, padding: 2))
    try git("add", "Staged.swift", in: folder)
    try folder.write("Sources/Untracked.swift", Self.view("Untracked", size: 17))
    return folder
  }

  @Test func diffBaseReportsOnlyFindingsOnLinesChangedSinceTheMergeBase() throws {
    let folder = try repository()
    #expect(
      findings([], in: folder.path) == [
        "Old.swift:3", "Sources/Committed.swift:3", "Sources/Edited.swift:3", "Sources/Edited.swift:7",
        "Sources/Untracked.swift:3", "Staged.swift:5",
      ])
    #expect(
      findings(["--diff-base", "base"], in: folder.path) == [
        "Sources/Committed.swift:3", "Sources/Edited.swift:7", "Sources/Untracked.swift:3", "Staged.swift:5",
      ], "Old.swift changed on base only, and Edited.swift's first view did not change")
    // From a subfolder, paths are its own, as git's and the findings' both are.
    #expect(
      findings(["--diff-base", "base"], in: folder.path + "/Sources") == [
        "Committed.swift:3", "Edited.swift:7", "Untracked.swift:3",
      ])
    #expect(
      findings(["--diff-base", "HEAD"], in: folder.path) == [
        "Sources/Edited.swift:7", "Sources/Untracked.swift:3", "Staged.swift:5",
      ])
    // A fix is a change's too: only the changed lines' findings are fixed, and only theirs reported after it.
    let fixed = curbcut(
      ["lint", "--only-rule", "fixed_font_size", "--format", "xcode", "--diff-base", "base", "--fix"], in: folder.path)
    #expect(!fixed.output.contains("Sources/Edited.swift:3:"), "\(fixed.output)")
    let edited = try folder.read("Sources/Edited.swift")
    #expect(edited.contains(".font(.system(size: 13))") && edited.contains(".font(.subheadline)"), "\(edited)")
  }

  @Test func changedOnlyReportsTheFilesNotCommittedYet() throws {
    let folder = try repository()
    let result = curbcut(["lint", "--only-rule", "fixed_font_size", "--changed-only"], in: folder.path)
    #expect(result.status == 1)
    #expect(
      result.output.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "Sources/Edited.swift:3", "Sources/Edited.swift:7", "Staged.swift:5",
      ], "an untracked file is not a commit's until it is staged")
    #expect(result.errors.contains("in 2 of 5 files"), "every file is read: \(result.errors)")
    // A repository with no commit yet: every staged file is new.
    let fresh = try TemporaryFolder()
    try git("init", "-q", in: fresh)
    try fresh.write("First.swift", Self.view("First", size: 12))
    try fresh.write("Later.swift", Self.view("Later", size: 12))
    try git("add", "First.swift", in: fresh)
    #expect(findings(["--changed-only"], in: fresh.path) == ["First.swift:3"])
  }

  @Test func gitsRefusalsAreTheCommandsErrors() throws {
    let folder = try repository()
    let unknown = curbcut(["lint", "--diff-base", "no-such-branch"], in: folder.path)
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("--diff-base no-such-branch: git says: fatal: Not a valid object name"))
    let outside = try TemporaryFolder()
    try outside.write("A.swift", Self.view("A", size: 12))
    let notARepository = curbcut(["lint", "--changed-only"], in: outside.path)
    #expect(notARepository.status == 2)
    #expect(notARepository.errors.contains("--changed-only: git says: fatal: not a git repository"))
    let baseline = curbcut(["lint", "--changed-only", "--write-baseline", "b.json"], in: folder.path)
    #expect(baseline.status == 2)
    #expect(baseline.errors.contains("--write-baseline lints everything"))
  }

  /// pre-commit (PyPI's `pre-commit`, which `.ci/run` installs) runs the checkout's `curbcut-system` hook, as a team's
  /// `.pre-commit-config.yaml` would, on the staged files of a repository: the built `curbcut` is on the `PATH`.
  @Test func thePreCommitHookStopsACommitWithAFindingInAStagedFile() throws {
    let folder = try TemporaryFolder()
    let cache = try TemporaryFolder()
    try git("init", "-q", in: folder)
    try folder.write("Fine.swift", "import SwiftUI\nstruct Fine: View { var body: some View { Text(\"Hi\") } }\n")
    try folder.write("Hero.swift", Self.view("Hero", size: 12))
    func preCommit() throws -> (status: Int32, output: String) {
      let (status, text) = try runProgram(
        "python3", ["-m", "pre_commit", "try-repo", repositoryRoot, "curbcut-system"], in: folder.path,
        environment: [
          "PATH": curbcutBinary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
          "PRE_COMMIT_HOME": cache.path, "GIT_AUTHOR_NAME": "T", "GIT_COMMITTER_NAME": "T",
          "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_EMAIL": "t@example.com",
        ])
      try #require(
        status != 127 && !text.contains("No module named"),
        "pre-commit cannot be run: `python3 -m pip install pre-commit` (.ci/run does)")
      return (status, text)
    }
    try git("add", "Fine.swift", in: folder)
    let clean = try preCommit()
    #expect(clean.status == 0, "\(clean.output)")
    #expect(clean.output.contains("curbcut lint") && clean.output.contains("Passed"), "\(clean.output)")
    try git("add", "Hero.swift", in: folder)
    let stopped = try preCommit()
    #expect(stopped.status == 1, "\(stopped.output)")
    #expect(stopped.output.contains("Failed"), "\(stopped.output)")
    #expect(stopped.output.contains("Hero.swift:3:43: warning:"), "\(stopped.output)")
    #expect(!stopped.output.contains("Fine.swift:"), "\(stopped.output)")
  }

  @Test func aDiffWithNoContextGivesTheNewLinesOfEachFile() {
    let changes = GitChanges(
      diff: """
        diff --git a/A.swift b/A.swift
        --- a/A.swift
        +++ b/A.swift
        @@ -3 +3 @@ struct A: View {
        @@ -10,0 +11,3 @@
        @@ -20,2 +22,0 @@
        diff --git a/Gone.swift b/Gone.swift
        --- a/Gone.swift
        +++ /dev/null
        @@ -1,5 +0,0 @@
        diff --git "a/Caf\\303\\251 \\"1\\".swift" "b/Caf\\303\\251 \\"1\\".swift"
        --- "a/Caf\\303\\251 \\"1\\".swift"
        +++ "b/Caf\\303\\251 \\"1\\".swift"
        @@ -0,0 +1,2 @@
        diff --git "a/\\0011.swift" "b/\\0011.swift"
        --- "a/\\0011.swift"
        +++ "b/\\0011.swift"
        @@ -0,0 +1 @@
        diff --git a/With space.swift b/With space.swift
        --- a/With space.swift\t
        +++ b/With space.swift\t
        @@ -4 +4 @@

        """)
    func finding(_ path: String, line: Int) -> Finding {
      let position = SourcePosition(line: line, column: 1)
      return Finding(
        ruleID: "r", severity: .warning, impact: .low, message: "m",
        span: SourceSpan(path: SourcePath(display: path, relative: path), start: position, end: position),
        sourceLine: "")
    }
    #expect([3, 11, 13].allSatisfy { changes.contains(finding("A.swift", line: $0)) })
    #expect(![2, 4, 10, 14, 22].contains { changes.contains(finding("A.swift", line: $0)) })
    #expect(changes.contains(finding("Café \"1\".swift", line: 2)))
    #expect(!changes.contains(finding("Gone.swift", line: 1)))
    #expect(changes.contains(finding("With space.swift", line: 4)))
    #expect(changes.contains(finding("\u{01}1.swift", line: 1)), "three octal digits at most")
    #expect(["A.swift", "Café \"1\".swift"].allSatisfy { changes.isInChangedFile(finding($0, line: 99)) })
    #expect(!changes.isInChangedFile(finding("Gone.swift", line: 1)))
  }
}
