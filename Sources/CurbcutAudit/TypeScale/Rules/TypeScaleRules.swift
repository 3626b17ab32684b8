import CurbcutCore
import CurbcutReporting

/// The rules `curbcut type-scale` checks a type ramp against, for `curbcut rules`, SARIF's `tool.driver.rules` and
/// the README's catalogue. The checks themselves are `ScalableFont.findings(named:in:)` in CurbcutCore; each kind of
/// `TypographyFinding.Problem` is reported under one of these rules.
///
/// Their examples are DTCG token files with a marker on the token a finding is reported at; an example's `options`
/// hold the Dynamic Type range it is checked in (`{"range": "large...xxxLarge"}`), unclamped when absent.
public enum TypeScaleRules {
  /// Every type-scale rule, in the order findings of one token are listed.
  public static let all: [RuleDescription] = [textResize200Percent, textBelowMinimumSize, distantRelativeTextStyle]

  /// The rule a problem is reported under.
  public static func rule(for problem: TypographyFinding.Problem) -> RuleDescription {
    switch problem {
    case .cannotResizeTo200Percent: textResize200Percent
    case .belowMinimumSize: textBelowMinimumSize
    case .distantRelativeTextStyle: distantRelativeTextStyle
    }
  }
}
