import CurbcutCore
import Foundation

/// One line of a contrast table: a pair's evaluation, standing for every appearance in which the pair's colors are
/// the same (a token without modes reads the same in all four, and is one row).
public struct ContrastRow: Sendable {
  /// The evaluation in the first of the appearances.
  public let evaluation: ContrastEvaluation
  /// The appearances the row stands for, in `Appearance.allCases` order.
  public let appearances: [Appearance]

  /// `all`, or the appearances' names: `light, dark`.
  public var appearanceText: String {
    appearances.count == Appearance.allCases.count ? "all" : appearances.map(\.rawValue).joined(separator: ", ")
  }

  /// `4.5:1`, or `4.5:1 (HIG 3:1)` for small bold text, where Apple's HIG asks less.
  public var requiredText: String {
    let verdict = evaluation.verdict
    let wcag = ReportText.ratio(verdict.wcag.minimumRatio)
    return verdict.hig == verdict.wcag ? wcag : "\(wcag) (HIG \(ReportText.ratio(verdict.hig.minimumRatio)))"
  }

  /// `Lc 75`: the APCA minimum.
  public var apcaRequiredText: String {
    "Lc " + String(format: "%g", evaluation.apcaRequirement.minimumLightnessContrast)
  }

  /// `Pass`, `Fail`, or `Fail (HIG: pass)` where the HIG's reading of bold text passes what WCAG fails.
  public var resultText: String {
    let verdict = evaluation.verdict
    let result = evaluation.passes ? "Pass" : "Fail"
    guard evaluation.algorithm.checksWCAG, verdict.guidelinesDisagree else { return result }
    return "\(result) (HIG: \(verdict.passesHIG ? "pass" : "fail"))"
  }

  /// `opacity 0.46 or #828282`, `#828282`, or nothing: how to meet WCAG when the pair does not.
  public var suggestionText: String {
    guard let suggestion = evaluation.suggestion else { return "" }
    let opacity = suggestion.minimumOpacity.map { "opacity \(String(format: "%g", $0))" }
    return [opacity, suggestion.nearestColor?.hex].compactMap { $0 }.joined(separator: " or ")
  }
}

extension ContrastAudit {
  /// The rows of each palette that has pairs, in pair order.
  public func rowsByPalette() -> [(palette: Palette, rows: [ContrastRow])] {
    var rows = palettes.map { _ in [ContrastRow]() }
    for index in pairs.indices {
      var groups: [(evaluation: ContrastEvaluation, appearances: [Appearance])] = []
      for evaluation in evaluations(ofPair: index) {
        if let same = groups.firstIndex(where: {
          $0.evaluation.foreground.color == evaluation.foreground.color
            && $0.evaluation.opaqueBackground == evaluation.opaqueBackground
        }) {
          groups[same].appearances.append(evaluation.appearance)
        } else {
          groups.append((evaluation, [evaluation.appearance]))
        }
      }
      rows[pairs[index].palette] += groups.map { ContrastRow(evaluation: $0.evaluation, appearances: $0.appearances) }
    }
    return zip(palettes, rows).filter { !$0.1.isEmpty }.map { ($0, $1) }
  }
}
