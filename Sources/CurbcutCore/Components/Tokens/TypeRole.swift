/// The roles text plays in the design system, one per iOS text style the components use. Each role is set in the
/// design system's own typeface at the size Apple gives the text style, and scales relative to that style, so a
/// custom typeface grows exactly as much as the system font would (seed 002: "assigning every text a
/// corresponding UIFont.TextStyle").
public enum TypeRole: String, CaseIterable, Sendable {
  /// Screen titles: 34 pt bold, scales like `largeTitle`.
  case largeTitle
  /// Section titles: 28 pt bold, scales like `title1`.
  case title
  /// Card titles and modal headers: 22 pt semibold, scales like `title2`.
  case title2
  /// Large button labels: 20 pt semibold, scales like `title3`.
  case title3
  /// Emphasized body text and regular button labels: 17 pt semibold, scales like `headline`.
  case headline
  /// Body text: 17 pt, scales like `body`.
  case body
  /// Secondary paragraphs: 16 pt, scales like `callout`.
  case callout
  /// Small button labels and field labels: 15 pt, scales like `subheadline`.
  case subheadline
  /// Notes and error messages: 13 pt, scales like `footnote`.
  case footnote
  /// Dates, tab labels and captions: 12 pt, scales like `caption1`.
  case caption

  /// The text style the role scales with.
  public var textStyle: TextStyle {
    switch self {
    case .largeTitle: .largeTitle
    case .title: .title1
    case .title2: .title2
    case .title3: .title3
    case .headline: .headline
    case .body: .body
    case .callout: .callout
    case .subheadline: .subheadline
    case .footnote: .footnote
    case .caption: .caption1
    }
  }

  /// The weight the role is set in.
  public var weight: FontWeight {
    switch self {
    case .largeTitle, .title: .bold
    case .title2, .title3, .headline: .semibold
    case .body, .callout, .subheadline, .footnote, .caption: .regular
    }
  }
}
