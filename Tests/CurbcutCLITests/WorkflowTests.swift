import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing
import Yams

/// The repository's GitHub Actions workflow (`.github/workflows/accessibility.yml`), run here as a runner would run it
/// on a pull request: every `run` step, in order, in a clone of this repository, with GitHub's variables set. What
/// cannot run here is named: the checkout (the clone stands for it), the upload (the SARIF it would upload is validated
/// against the SARIF schema instead), and the build (`scripts/install` runs with `SWIFT` standing for a swift that has
/// already built `curbcut`: the test's own build).
@Suite struct WorkflowTests {
  private struct Step {
    let name: String
    let condition: String?
    let run: String?
    let uses: String?
  }

  private static func steps() throws -> [Step] {
    let text = try String(contentsOfFile: repositoryRoot + "/.github/workflows/accessibility.yml", encoding: .utf8)
    let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
    let jobs = try #require(workflow["jobs"] as? [String: Any])
    let job = try #require(jobs["curbcut"] as? [String: Any])
    let steps = try #require(job["steps"] as? [[String: Any]])
    return steps.map {
      Step(
        name: $0["name"] as? String ?? $0["uses"] as? String ?? "", condition: $0["if"] as? String,
        run: $0["run"] as? String, uses: $0["uses"] as? String)
    }
  }

  /// Runs `command` with bash, as GitHub runs a `run` step, in `folder`.
  private func bash(_ command: String, in folder: String, environment: [String: String]) throws -> (Int32, String) {
    try runProgram("bash", ["-e", "-c", command], in: folder, environment: environment)
  }

  @Test func theWorkflowsStepsRunOnAPullRequest() throws {
    let folder = try TemporaryFolder()
    let checkout = folder.path + "/checkout"
    let clone = try bash(
      """
      git clone -q --no-tags '\(repositoryRoot)' checkout
      cd checkout
      git update-ref refs/remotes/origin/review-base HEAD
      """, in: folder.path, environment: [:])
    #expect(clone.0 == 0, "\(clone.1)")
    // The pull request adds a screen with a fixed font size.
    try folder.write(
      "checkout/Examples/Showcase/Screens/ReceiptScreen.swift",
      "import SwiftUI\n\nstruct ReceiptScreen: View {\n  var body: some View { Text(\"Total\").font(.system(size: 15)) }\n}\n"
    )
    // A swift that has built curbcut already: the test's build.
    let stub = try folder.write(
      "swift",
      "#!/bin/sh\ncase \"$*\" in *--show-bin-path*) echo '\(curbcutBinary.deletingLastPathComponent().path)' ;; esac\n")
    #expect(chmod(stub, 0o755) == 0)
    let environment = [
      "RUNNER_TEMP": folder.path + "/runner", "GITHUB_EVENT_NAME": "pull_request", "GITHUB_BASE_REF": "review-base",
      "SWIFT": stub,
    ]

    var outputs: [String: (status: Int32, output: String)] = [:]
    var notRun: [String] = []
    for step in try Self.steps() {
      guard let run = step.run else {
        notRun.append(step.uses ?? step.name)
        continue
      }
      // The workflow's conditions, on a pull request.
      #expect(
        step.condition == nil || step.condition == "github.event_name == 'pull_request'"
          || step.condition == "always()", "a condition this test does not know: \(step.condition ?? "")")
      outputs[step.name] = try bash(run, in: checkout, environment: environment)
    }
    #expect(notRun == ["actions/checkout@v4", "github/codeql-action/upload-sarif@v3"])

    let build = try #require(outputs["Build curbcut"])
    #expect(build.status == 0, "\(build.output)")
    #expect(build.output.contains("Installed \(ToolInfo.version) as \(folder.path)/runner/curbcut/bin/curbcut"))
    let annotations = try #require(outputs["Annotate the findings"])
    #expect(annotations.status == 0, "\(annotations.output)")
    #expect(annotations.output.contains("::warning file=Examples/Showcase/Legacy/ReceiptViewController.swift,line=18"))
    #expect(annotations.output.contains("::warning file=Examples/Showcase/Screens/ReceiptScreen.swift,line=4"))
    let sarif = try #require(outputs["Write SARIF for code scanning"])
    #expect(sarif.status == 0, "\(sarif.output)")
    let report = try String(contentsOfFile: checkout + "/curbcut.sarif", encoding: .utf8)
    #expect(try JSONSchemaValidator.errors(in: report, schemaPath: JSONSchemaValidator.sarifSchema) == [])
    #expect(report.contains("Examples/Showcase/Screens/ReceiptScreen.swift"))
    let review = try #require(outputs["Review the pull request's changed lines"])
    #expect(review.status == 1, "the pull request's own finding fails the check: \(review.output)")
    let reviewed = review.output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(reviewed.count == 1 && reviewed[0].contains("file=Examples/Showcase/Screens/ReceiptScreen.swift,line=4"))
  }
}
