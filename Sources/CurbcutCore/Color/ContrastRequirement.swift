/// A minimum contrast ratio and the WCAG success criterion it comes from.
public struct ContrastRequirement: Hashable, Sendable {
  /// The lowest ratio that passes.
  public let minimumRatio: ContrastRatio
  /// The criterion that sets the minimum, for the report.
  public let criterion: SuccessCriterion

  /// WCAG 2.x: 1.4.3 (AA) or 1.4.6 (AAA) for text, 1.4.11 for non-text at either level.
  public static func wcag(_ kind: ContentKind, level: ConformanceLevel) -> ContrastRequirement {
    switch (kind, level) {
    case (.nonText, _): ContrastRequirement(minimumRatio: ContrastRatio(3), criterion: .nonTextContrast)
    case (.largeText, .aa): ContrastRequirement(minimumRatio: ContrastRatio(3), criterion: .contrastMinimum)
    case (.largeText, .aaa): ContrastRequirement(minimumRatio: ContrastRatio(4.5), criterion: .contrastEnhanced)
    case (.normalText, .aa), (.boldText, .aa):
      ContrastRequirement(minimumRatio: ContrastRatio(4.5), criterion: .contrastMinimum)
    case (.normalText, .aaa), (.boldText, .aaa):
      ContrastRequirement(minimumRatio: ContrastRatio(7), criterion: .contrastEnhanced)
    }
  }

  /// Apple's HIG reading of WCAG (Accessibility, "Color and effects": up to 17 pt 4.5:1, 18 pt 3:1, all bold 3:1):
  /// WCAG's thresholds with bold text of any size counted as large.
  ///
  /// The HIG publishes AA figures only; at AAA Curbcut applies 1.4.6 with the same reading of bold text.
  public static func appleHIG(_ kind: ContentKind, level: ConformanceLevel) -> ContrastRequirement {
    wcag(kind == .boldText ? .largeText : kind, level: level)
  }

  /// Whether `ratio` reaches the minimum, compared unrounded.
  public func isMet(by ratio: ContrastRatio) -> Bool { ratio >= minimumRatio }
}
