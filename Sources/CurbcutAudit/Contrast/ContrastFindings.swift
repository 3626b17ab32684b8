import CurbcutCore
import CurbcutReporting
import Foundation

extension ContrastAudit {
  /// The audit's failures as findings: one per pair and failing measure, listing the appearances it fails in, and
  /// one per status-color collapse. A finding points at the foreground's definition (else the background's); a
  /// pair of two system colors points at `fallback`, where the pairs were asked for. `usage` says where the code draws a
  /// pair, by its foreground's and background's names, appended to its findings' messages.
  public func findings(
    fallback: InputLocation, usage: (_ foreground: String, _ background: String) -> String? = { _, _ in nil }
  ) -> [Finding] {
    var findings: [Finding] = []
    for index in pairs.indices where Appearance.allCases.contains(where: { fails(pair: index, in: $0) }) {
      let evaluations = evaluations(ofPair: index)
      if algorithm.checksWCAG {
        let failing = evaluations.filter { !$0.verdict.passesWCAG }
        if let worst = failing.min(by: { $0.verdict.ratio < $1.verdict.ratio }) {
          let rule = AuditRules.rule(for: worst.verdict.wcag.criterion)
          let ratios = failing.map { ($0.appearance, $0.verdict.ratio.description) }
          var message =
            "'\(worst.foregroundName)' on '\(worst.backgroundName)' is \(ReportText.phrase(ratios)); "
            + "\(worst.kind.noun) needs \(ReportText.ratio(worst.verdict.wcag.minimumRatio)) "
            + "(WCAG \(worst.verdict.wcag.criterion.rawValue))"
          if worst.kind == .boldText && failing.allSatisfy(\.verdict.passesHIG) {
            message += ", though Apple's HIG, which counts bold text as large, is met"
          }
          message += worst.suggestion.map { ReportText.advice($0) } ?? ""
          message += usage(worst.foregroundName, worst.backgroundName).map { "; \($0)" } ?? ""
          findings.append(finding(rule, message, at: failing[0], fallback: fallback))
        }
      }
      if algorithm.checksAPCA {
        let failing = evaluations.filter { !$0.passesAPCA }
        if let first = failing.first {
          let values = failing.map { ($0.appearance, $0.apca.description) }
          let minimum = first.apcaRequirement.minimumLightnessContrast
          let message =
            "'\(first.foregroundName)' on '\(first.backgroundName)' is \(ReportText.phrase(values)); "
            + "\(first.kind.noun) needs Lc \(String(format: "%g", minimum)) (APCA)"
          findings.append(finding(AuditRules.apcaContrast, message, at: first, fallback: fallback))
        }
      }
    }
    for collapse in statusCollapses {
      let message =
        "Status colors \(collapse.summary); expected ΔE_OK \(String(format: "%g", StatusPalette.minimumDistance)) or "
        + "more: add a shape or icon, or move their lightness apart"
      let rule = AuditRules.statusColorsIndistinguishable
      findings.append(
        Finding(
          ruleID: rule.id, severity: rule.defaultSeverity, impact: rule.impact, message: message,
          span: (collapse.firstVariant.location ?? fallback).span, sourceLine: collapse.firstVariant.sourceLine))
    }
    return findings
  }

  private func finding(
    _ rule: RuleDescription, _ message: String, at evaluation: ContrastEvaluation, fallback: InputLocation
  ) -> Finding {
    let variant = evaluation.locatedVariant
    return Finding(
      ruleID: rule.id, severity: rule.defaultSeverity, impact: rule.impact, message: message,
      span: (variant.location ?? fallback).span, sourceLine: variant.sourceLine)
  }
}

extension ContentKind {
  /// What a requirement is for, in a message: `normal text`, `non-text UI`.
  var noun: String {
    switch self {
    case .normalText: "normal text"
    case .largeText: "large text"
    case .boldText: "bold text"
    case .nonText: "non-text UI"
    }
  }
}
