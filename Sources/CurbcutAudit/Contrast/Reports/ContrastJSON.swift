import CurbcutCore
import CurbcutReporting

/// The contrast audit as JSON (version 1), for other tools: one object per pair and appearance in `results`, the
/// status-color collapses, and the input problems. Keys are sorted and paths relative to the working directory, so
/// the output diffs well. `Docs/contrast.md` documents every field.
public enum ContrastJSON {
  /// The audit and the input problems met while reading its files.
  public static func render(_ audit: ContrastAudit, problems: [InputProblem]) -> String {
    StableJSON.text(Document(audit, problems: problems))
  }

  private struct Document: Encodable {
    struct Tool: Encodable {
      let name = ToolInfo.name
      let version = ToolInfo.version
    }

    struct Summary: Encodable {
      let checks: Int
      let failures: Int
      let statusCollapses: Int
      let problems: Int
    }

    let version = 1
    let tool = Tool()
    let level: String
    let algorithm: String
    let summary: Summary
    let results: [Result]
    let statusColors: [StatusColors]
    let problems: [Problem]

    init(_ audit: ContrastAudit, problems: [InputProblem]) {
      level = audit.level.rawValue
      algorithm = audit.algorithm.rawValue
      results = audit.pairs.indices.flatMap { audit.evaluations(ofPair: $0).map(Result.init) }
      statusColors = audit.statusCollapses.map(StatusColors.init)
      self.problems = (problems + audit.problems).map(Problem.init)
      summary = Summary(
        checks: results.count, failures: results.count { !$0.pass }, statusCollapses: statusColors.count,
        problems: self.problems.count)
    }
  }

  private struct Location: Encodable {
    let path: String
    let line: Int
    let column: Int
    let jsonPath: String

    init?(_ location: InputLocation?) {
      guard let location else { return nil }
      path = location.file.relative
      line = location.start.line
      column = location.start.column
      jsonPath = location.path
    }
  }

  private struct Result: Encodable {
    struct APCA: Encodable {
      let lc: Double
      let required: Double
      let pass: Bool
    }

    struct Suggestion: Encodable {
      let opacity: Double?
      let color: String?
    }

    let palette: String
    let foreground: String
    let foregroundColor: String
    let background: String
    let backgroundColor: String
    let renderedForeground: String
    let appearance: String
    let kind: String
    let ratio: Double
    let required: Double
    let criterion: String
    let pass: Bool
    let passesWCAG: Bool
    let passesHIG: Bool
    let apca: APCA?
    let suggestion: Suggestion?
    let foregroundLocation: Location?
    let backgroundLocation: Location?

    init(_ evaluation: ContrastEvaluation) {
      let verdict = evaluation.verdict
      palette = evaluation.paletteTitle
      foreground = evaluation.foregroundName
      foregroundColor = evaluation.foreground.color.hex
      background = evaluation.backgroundName
      backgroundColor = evaluation.opaqueBackground.hex
      renderedForeground = evaluation.renderedForeground.hex
      appearance = evaluation.appearance.rawValue
      kind = evaluation.kind.rawValue
      ratio = (verdict.ratio.value * 100).rounded(.down) / 100
      required = verdict.wcag.minimumRatio.value
      criterion = verdict.wcag.criterion.rawValue
      pass = evaluation.passes
      passesWCAG = verdict.passesWCAG
      passesHIG = verdict.passesHIG
      apca =
        evaluation.algorithm.checksAPCA
        ? APCA(
          lc: (evaluation.apca.lightnessContrast * 10).rounded() / 10,
          required: evaluation.apcaRequirement.minimumLightnessContrast, pass: evaluation.passesAPCA)
        : nil
      suggestion = evaluation.suggestion.map {
        Suggestion(opacity: $0.minimumOpacity, color: $0.nearestColor?.hex)
      }
      foregroundLocation = Location(evaluation.foreground.location)
      backgroundLocation = Location(evaluation.background.location)
    }
  }

  private struct StatusColors: Encodable {
    struct Case: Encodable {
      let vision: String
      let appearance: String
      let distance: Double
    }

    let palette: String
    let colors: [String]
    let background: String
    let minimumDistance = StatusPalette.minimumDistance
    let cases: [Case]
    let location: Location?

    init(_ collapse: StatusCollapse) {
      palette = collapse.paletteTitle
      colors = [collapse.first, collapse.second]
      background = collapse.backgroundName
      cases = collapse.cases.map {
        Case(
          vision: $0.vision.rawValue, appearance: $0.appearance.rawValue,
          distance: ($0.distance * 1000).rounded() / 1000)
      }
      location = Location(collapse.firstVariant.location)
    }
  }

  private struct Problem: Encodable {
    let path: String
    let line: Int?
    let location: String?
    let message: String
    let severity: Severity

    init(_ problem: InputProblem) {
      path = problem.path.relative
      line = problem.line
      location = problem.location
      message = problem.message
      severity = problem.severity
    }
  }
}
