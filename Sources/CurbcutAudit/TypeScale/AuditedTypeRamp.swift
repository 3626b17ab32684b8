import CurbcutCore
import CurbcutReporting

/// The type ramp `curbcut type-scale` prints and checks: Apple's text styles, or a design system's tokens with where
/// each is written. The printed `TypeScale` and the reported findings come from the same entries.
public struct AuditedTypeRamp: Sendable {
  /// Where findings about Apple's text styles are reported, as compilers name a place outside any file
  /// (`<stdin>`, `<unknown>`). The line is the style's row in Apple's table (`largeTitle` 1 ... `caption2` 11) and
  /// the source line its name, so each style's findings have their own place and baseline key.
  public static let systemTextStylesPath = SourcePath(display: "<system>", relative: "<system>")

  /// Apple's eleven text styles.
  public static let systemTextStyles = AuditedTypeRamp()

  /// The names of the ramp's entries, in order: text style names or token names.
  public var names: [String] { TextStyle.allCases.map(\.name) }

  /// The ramp at every text size category, clamped to `range`.
  public func scale(in range: DynamicTypeRange) -> TypeScale { .systemTextStyles(in: range) }

  /// Every problem with the ramp in `range`, as findings in report order. Entries named in `exemptFromResize` are
  /// not reported under `text_resize_200_percent` (WCAG 1.4.4); their other findings still are.
  public func findings(in range: DynamicTypeRange, exemptFromResize: Set<String> = []) -> [Finding] {
    TextStyle.allCases.enumerated().flatMap { index, style in
      let start = SourcePosition(line: index + 1, column: 1)
      let span = SourceSpan(path: Self.systemTextStylesPath, start: start, end: start)
      return ScalableFont.textStyle(style).findings(named: style.name, in: range)
        .filter { !$0.isWaived(by: exemptFromResize) }
        .map { $0.finding(at: span, sourceLine: style.name) }
    }.sorted(by: Finding.inReportOrder)
  }
}

extension TypographyFinding {
  /// Whether the finding is a WCAG 1.4.4 finding about an entry the configuration exempts as display text.
  func isWaived(by exemptFromResize: Set<String>) -> Bool {
    guard case .cannotResizeTo200Percent = problem else { return false }
    return exemptFromResize.contains(subject)
  }

  /// The finding as reporters take it: under its rule, with the rule's default severity and impact, at `span`.
  func finding(at span: SourceSpan, sourceLine: String) -> Finding {
    let rule = TypeScaleRules.rule(for: problem)
    return Finding(
      ruleID: rule.id, severity: rule.defaultSeverity, impact: rule.impact, message: message, span: span,
      sourceLine: sourceLine)
  }
}
