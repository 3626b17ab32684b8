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

  @Test func itsSARIFIsValidAgainstTheOfficialSchema() throws {
    let result = curbcut(["lint", "Examples/Showcase", "--format", "sarif"], in: repositoryRoot)
    #expect(try JSONSchemaValidator.errors(in: result.output, schemaPath: JSONSchemaValidator.sarifSchema) == [])
  }
}
