import CurbcutLint
import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

/// The README's quickstart: `swift run curbcut lint Examples/Showcase` from the repository root.
@Suite struct ShowcaseTests {
  @Test func theQuickstartFindsProblemsFromEveryRuleAndExitsOne() throws {
    let result = curbcut(["lint", "Examples/Showcase", "--format", "json"], in: repositoryRoot)
    #expect(result.status == 1)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(Set(findings.compactMap { $0["rule"] as? String }) == Set(RuleRegistry.ids))
    #expect(
      findings.allSatisfy {
        ($0["path"] as? String)?.hasPrefix("Examples/Showcase/Screens") == true
          || ($0["path"] as? String)?.hasPrefix("Examples/Showcase/Legacy") == true
      })
  }

  @Test func theGoodScreenIsClean() {
    let result = curbcut(["lint", "Examples/Showcase/Screens/SettingsScreen.swift"], in: repositoryRoot)
    #expect(result.status == 0)
  }

  @Test func theScreensBuiltWithCurbcutUIAreClean() {
    let screens = ["BookingScreen", "ReviewScreen", "TripPlannerScreen"].map { "Examples/Showcase/Screens/\($0).swift" }
    let result = curbcut(["lint"] + screens, in: repositoryRoot)
    #expect(result.status == 0)
  }

  /// CurbcutUI cannot be compiled on Linux, but Curbcut's own rules (all of them, by the root `.curbcut.yml`) can
  /// read it: they must find nothing.
  @Test func curbcutUIIsCleanUnderEveryRule() {
    let result = curbcut(["lint", "Sources/CurbcutUI"], in: repositoryRoot)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.errors.hasPrefix("No accessibility problems found in"), "\(result.errors)")
  }

  /// `--fix` on a copy of the Showcase applies every exact correction once: the files still parse, the fixed findings
  /// are gone from the next run, and a second `--fix` changes nothing.
  @Test func fixAppliesEveryCorrectionOnce() throws {
    let folder = try TemporaryFolder()
    let copy = folder.path + "/Showcase"
    try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/Showcase", toPath: copy)
    let before = try Self.findings(curbcut(["lint", "Showcase", "--format", "json"], in: folder.path))
    let fixable = before.filter { $0["fix"] != nil }
    #expect(fixable.count >= 5, "the Showcase shows the corrections of several rules")
    let fixed = curbcut(["lint", "Showcase", "--fix", "--quiet"], in: folder.path)
    #expect(fixed.status == 1)
    let afterRun = curbcut(["lint", "Showcase", "--format", "json"], in: folder.path)
    let after = try Self.findings(afterRun)
    #expect(after.filter { $0["fix"] != nil }.isEmpty)
    #expect(after.count == before.count - fixable.count)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(afterRun.output.utf8)) as? [String: Any])
    #expect((report["problems"] as? [Any])?.isEmpty == true, "every fixed file still parses")
    let files = try FileManager.default.subpathsOfDirectory(atPath: copy).filter { $0.hasSuffix(".swift") }
    let contents = try files.map { try String(contentsOfFile: copy + "/" + $0, encoding: .utf8) }
    let again = curbcut(["lint", "Showcase", "--fix"], in: folder.path)
    #expect(again.errors.contains("Fixed 0 findings"))
    #expect(try files.map { try String(contentsOfFile: copy + "/" + $0, encoding: .utf8) } == contents)
  }

  private static func findings(_ result: CLIResult) throws -> [[String: Any]] {
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    return try #require(report["findings"] as? [[String: Any]])
  }

  @Test func itsSARIFIsValidAgainstTheOfficialSchema() throws {
    let result = curbcut(["lint", "Examples/Showcase", "--format", "sarif"], in: repositoryRoot)
    #expect(try JSONSchemaValidator.errors(in: result.output, schemaPath: JSONSchemaValidator.sarifSchema) == [])
  }
}
