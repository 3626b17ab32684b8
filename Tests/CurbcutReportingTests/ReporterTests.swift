import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

/// Each reporter's output for ``SampleReport`` against a golden file in `Golden/`. Run with
/// `CURBCUT_UPDATE_GOLDEN=1` to rewrite the golden files after a deliberate change, then review the diff.
@Suite struct ReporterTests {
  static let root = "/work/project"

  @Test(arguments: ReportFormat.allCases)
  func matchesItsGoldenFile(_ format: ReportFormat) throws {
    let output = format.reporter(rootDirectory: Self.root, command: "lint").render(SampleReport.report)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Golden/\(format.rawValue).txt")
    if ProcessInfo.processInfo.environment["CURBCUT_UPDATE_GOLDEN"] != nil {
      try output.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(output == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test func sarifIsValidAgainstTheOfficialSchema() throws {
    let sarif = SARIFReporter(rootDirectory: Self.root).render(SampleReport.report)
    #expect(try JSONSchemaValidator.errors(in: sarif, schemaPath: JSONSchemaValidator.sarifSchema) == [])
  }

  @Test func jsonIsValidAgainstItsDocumentedSchema() throws {
    let json = JSONReporter().render(SampleReport.report)
    #expect(try JSONSchemaValidator.errors(in: json, schemaPath: JSONSchemaValidator.reportSchema) == [])
  }

  @Test func theSchemaValidatorCatchesInvalidDocuments() throws {
    let errors = try JSONSchemaValidator.errors(
      in: #"{"version": "2.1.0", "runs": [{}]}"#, schemaPath: JSONSchemaValidator.sarifSchema)
    #expect(errors == ["runs/0: 'tool' is a required property"])
  }

  @Test func sarifResultsPointAtTheirRulesAndCarryFingerprints() throws {
    let sarif = SARIFReporter(rootDirectory: Self.root).render(SampleReport.report)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect((result["partialFingerprints"] as? [String: String])?.isEmpty == false)
    }
    let uris = results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        as? [String: Any])?["uri"] as? String
    }
    #expect(uris == ["Sources/Checkout.swift", "Sources/Profile%20View.swift", "Sources/%C3%89cran.swift"])
  }
}
