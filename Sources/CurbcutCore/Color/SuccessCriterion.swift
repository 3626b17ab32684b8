/// The WCAG 2.x success criteria that set contrast minimums, so a report can name the rule a pair breaks.
public enum SuccessCriterion: String, CaseIterable, Sendable {
  /// 1.4.3 Contrast (Minimum), level AA: text 4.5:1, large text 3:1.
  case contrastMinimum = "1.4.3"
  /// 1.4.6 Contrast (Enhanced), level AAA: text 7:1, large text 4.5:1.
  case contrastEnhanced = "1.4.6"
  /// 1.4.11 Non-text Contrast, level AA: user-interface components and meaningful graphics 3:1.
  case nonTextContrast = "1.4.11"

  /// The criterion's title as WCAG prints it.
  public var title: String {
    switch self {
    case .contrastMinimum: "Contrast (Minimum)"
    case .contrastEnhanced: "Contrast (Enhanced)"
    case .nonTextContrast: "Non-text Contrast"
    }
  }

  /// `1.4.3 Contrast (Minimum)`.
  public var reference: String { "\(rawValue) \(title)" }
}
