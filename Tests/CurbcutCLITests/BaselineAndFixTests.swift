import CurbcutTestSupport
import Foundation
import Testing

@Suite struct BaselineAndFixTests {
  @Test func aBaselineAcceptsTodaysFindingsAndCatchesNewOnes() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let written = curbcut(["lint", "--write-baseline", "baseline.json"], in: folder.path)
    #expect(written.status == 0)
    #expect(written.errors.contains("Wrote a baseline of 2 findings to baseline.json"))

    try folder.write("Hero.swift", "// A comment that moves every line down\n\n" + Sources.withFindings)
    let unchanged = curbcut(["lint", "--baseline", "baseline.json"], in: folder.path)
    #expect(unchanged.status == 0)
    #expect(unchanged.output == "")

    try folder.write("Hero.swift", Sources.withFindings + "let more = VStack { Image(\"another\") }\n")
    let grown = curbcut(["lint", "--baseline", "baseline.json"], in: folder.path)
    #expect(grown.status == 1)
    #expect(grown.output.contains("Image 'another'"))
    #expect(!grown.output.contains("Image 'hero'"))
  }

  @Test func staleEntriesAreListedAndFailOnlyWhenStrict() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    _ = curbcut(["lint", "--write-baseline", "baseline.json"], in: folder.path)
    try folder.write("Hero.swift", Sources.clean)
    let relaxed = curbcut(["lint", "--baseline", "baseline.json"], in: folder.path)
    #expect(relaxed.status == 0)
    #expect(relaxed.errors.contains("2 baseline entries no longer occur"))
    #expect(relaxed.errors.contains("Hero.swift:3: note: baseline entry no longer occurs: "))
    #expect(curbcut(["lint", "--baseline", "baseline.json", "--strict-baseline"], in: folder.path).status == 1)
    let json = curbcut(["lint", "--baseline", "baseline.json", "--format", "json"], in: folder.path)
    #expect(json.output.contains("\"staleBaseline\" : ["))
  }

  /// A run that failed on stale entries alone exited 1 with nothing on standard output.
  @Test func aRunFailingOnStaleEntriesSaysWhyInEveryFormat() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    _ = curbcut(["lint", "--write-baseline", "baseline.json"], in: folder.path)
    try folder.write("Hero.swift", Sources.clean)
    let strict = ["lint", "--baseline", "baseline.json", "--strict-baseline", "--quiet", "--format"]
    let github = curbcut(strict + ["github"], in: folder.path)
    #expect(github.status == 1)
    #expect(github.output.hasPrefix("::error file=Hero.swift,line=3,title=curbcut::baseline entry no longer occurs: "))
    let xcode = curbcut(strict + ["xcode"], in: folder.path)
    #expect(xcode.status == 1)
    #expect(xcode.errors.contains("Hero.swift:3: error: baseline entry no longer occurs: "))
    let junit = curbcut(strict + ["junit"], in: folder.path)
    #expect(junit.output.contains("errors=\"2\""))
    #expect(junit.output.contains("<error message=\"baseline entry no longer occurs: "))
    let sarif = curbcut(strict + ["sarif"], in: folder.path)
    #expect(sarif.output.contains("\"level\" : \"error\""))
    #expect(sarif.output.contains("baseline entry no longer occurs: "))
  }

  @Test func aBrokenBaselineExitsTwo() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    try folder.write("baseline.json", "[]")
    let result = curbcut(["lint", "--baseline", "baseline.json"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("baseline.json: error: baseline is not a Curbcut baseline"))
  }

  @Test func fixRewritesOnlyWhatRulesCorrectAndReportsWhatIsLeft() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "--fix"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.errors.contains("Fixed 1 finding"))
    #expect(
      try folder.read("Hero.swift") == Sources.withFindings.replacingOccurrences(of: "Submit button", with: "Submit"))
    #expect(result.output.contains("image_label"))
    #expect(!result.output.contains("label_includes_type"))
  }

  @Test func dryRunPrintsADiffAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "--fix", "--dry-run"], in: folder.path)
    #expect(try folder.read("Hero.swift") == Sources.withFindings)
    #expect(result.output.hasPrefix("--- a/Hero.swift\n+++ b/Hero.swift\n@@ -1,6 +1,6 @@\n"))
    #expect(
      result.output.contains(
        "-    Button(\"Submit\") { }.accessibilityLabel(\"Submit button\")\n+    Button(\"Submit\") { }.accessibilityLabel(\"Submit\")\n"
      ))
    #expect(result.errors.contains("Would fix 1 finding"))
    #expect(!result.output.contains("warning:"), "the diff alone on standard output, for git apply")
    #expect(result.errors.contains("Hero.swift:3:5: warning:"), "the findings on standard error")
    let patch = try folder.write("fix.patch", result.output)
    let apply = Process()
    apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    apply.arguments = ["git", "apply", "--check", patch]
    apply.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    try apply.run()
    apply.waitUntilExit()
    #expect(apply.terminationStatus == 0, "git apply takes the diff")
  }
}
