/// The WCAG conformance level a contrast audit holds colors to.
public enum ConformanceLevel: String, CaseIterable, Sendable {
  /// Level AA: 4.5:1 for text, 3:1 for large text and non-text UI; what most laws and Apple's Accessibility
  /// Inspector ask for.
  case aa = "AA"
  /// Level AAA: 7:1 for text, 4.5:1 for large text; non-text UI stays at AA's 3:1, as WCAG has no enhanced
  /// non-text criterion.
  case aaa = "AAA"
}
