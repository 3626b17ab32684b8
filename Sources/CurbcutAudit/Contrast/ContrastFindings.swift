import CurbcutCore
import CurbcutReporting
import Foundation

extension ContrastAudit {
  /// The audit's failures as findings: one per pair and failing measure, listing the appearances it fails in, and
  /// one per status-color collapse. A finding points at the foreground's definition (else the background's); a
  /// pair of two system colors points at `fallback`, where the pairs were asked for.
  public func findings(fallback: InputLocation) -> [Finding] {
    var findings: [Finding] = []
    for index in pairs.indices where Appearance.allCases.contains(where: { fails(pair: index, in: $0) }) {
      let evaluations = evaluations(ofPair: index)
      if algorithm.checksWCAG {
        let failing = evaluations.filter { !$0.verdict.passesWCAG }
        if let worst = failing.min(by: { $0.verdict.ratio < $1.verdict.ratio }) {
          let rule = AuditRules.rule(for: worst.verdict.wcag.criterion)
          let ratios = failing.map { ($0.appearance, $0.verdict.ratio.description) }
          var message =
            "'\(worst.foregroundName)' on '\(worst.backgroundName)' is \(Self.phrase(ratios)); "
            + "\(worst.kind.noun) needs \(Self.ratioText(worst.verdict.wcag.minimumRatio)) "
            + "(WCAG \(worst.verdict.wcag.criterion.rawValue))"
          if worst.kind == .boldText && failing.allSatisfy(\.verdict.passesHIG) {
            message += ", though Apple's HIG, which counts bold text as large, is met"
          }
          message += worst.suggestion.map { Self.advice($0) } ?? ""
          findings.append(finding(rule, message, at: failing[0], fallback: fallback))
        }
      }
      if algorithm.checksAPCA {
        let failing = evaluations.filter { !$0.passesAPCA }
        if let first = failing.first {
          let values = failing.map { ($0.appearance, $0.apca.description) }
          let minimum = first.apcaRequirement.minimumLightnessContrast
          let message =
            "'\(first.foregroundName)' on '\(first.backgroundName)' is \(Self.phrase(values)); "
            + "\(first.kind.noun) needs Lc \(String(format: "%g", minimum)) (APCA)"
          findings.append(finding(AuditRules.apcaContrast, message, at: first, fallback: fallback))
        }
      }
    }
    for collapse in statusCollapses {
      let visions = ColorVision.allCases.compactMap { vision -> String? in
        let values = collapse.cases.filter { $0.vision == vision }.map {
          ($0.appearance, String(format: "%.2f", $0.distance))
        }
        return values.isEmpty ? nil : "\(vision.rawValue) (ΔE_OK \(Self.phrase(values)))"
      }
      let message =
        "Status colors '\(collapse.first)' and '\(collapse.second)' are too alike on '\(collapse.backgroundName)' for "
        + Self.list(visions) + "; expected ΔE_OK " + String(format: "%g", StatusPalette.minimumDistance)
        + " or more: add a shape or icon, or move their lightness apart"
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
    let variant = evaluation.foreground.location != nil ? evaluation.foreground : evaluation.background
    return Finding(
      ruleID: rule.id, severity: rule.defaultSeverity, impact: rule.impact, message: message,
      span: (variant.location ?? fallback).span, sourceLine: variant.sourceLine)
  }

  /// `3.81:1 in every appearance`, `3.81:1 in light and dark`, `3.81:1 in light, 4.02:1 in dark`.
  static func phrase(_ values: [(Appearance, String)]) -> String {
    var groups: [(value: String, appearances: [Appearance])] = []
    for (appearance, value) in values {
      if let index = groups.firstIndex(where: { $0.value == value }) {
        groups[index].appearances.append(appearance)
      } else {
        groups.append((value, [appearance]))
      }
    }
    return groups.map { "\($0.value) \(Self.inAppearances($0.appearances))" }.joined(separator: ", ")
  }

  /// `in every appearance`, `in dark`, `in light and dark`, `in light, dark and dark-high-contrast`.
  static func inAppearances(_ appearances: [Appearance]) -> String {
    appearances.count == Appearance.allCases.count ? "in every appearance" : "in " + list(appearances.map(\.rawValue))
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1] : items.joined()
  }

  /// `4.5:1`, `3:1`: a requirement's ratio as WCAG writes it.
  static func ratioText(_ ratio: ContrastRatio) -> String {
    String(format: "%g:1", ratio.value)
  }

  /// `: raise its opacity to 0.46 or use '#828282'`, or `: use '#939398'`, or nothing when neither helps.
  static func advice(_ suggestion: ContrastSuggestion) -> String {
    switch (suggestion.minimumOpacity, suggestion.nearestColor) {
    case (let opacity?, let color?): ": raise its opacity to \(String(format: "%g", opacity)) or use '\(color.hex)'"
    case (let opacity?, nil): ": raise its opacity to \(String(format: "%g", opacity))"
    case (nil, let color?): ": use '\(color.hex)'"
    case (nil, nil): ""
    }
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
