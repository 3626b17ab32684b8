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

  @Test func itsSARIFIsValidAgainstTheOfficialSchema() throws {
    let result = curbcut(["lint", "Examples/Showcase", "--format", "sarif"], in: repositoryRoot)
    #expect(try JSONSchemaValidator.errors(in: result.output, schemaPath: JSONSchemaValidator.sarifSchema) == [])
  }
}
