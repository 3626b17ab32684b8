/// A font whose point size follows Dynamic Type: a system text style, or a custom size scaled relative to one (as
/// `Font.custom(_:size:relativeTo:)` or `UIFontMetrics(forTextStyle:).scaledFont(for:)`).
public enum ScalableFont: Hashable, Sendable {
  /// The system font of a text style, sized by Apple's table.
  case textStyle(TextStyle)
  /// A custom size, scaled by `FontMetrics` relative to a text style.
  case custom(pointSize: UnscaledPoints, relativeTo: TextStyle)

  /// The point size at the default text size (`large`), as designed.
  public var defaultPointSize: UnscaledPoints {
    switch self {
    case .textStyle(let style): style.defaultPointSize
    case .custom(let pointSize, _): pointSize
    }
  }

  /// The point size shown at a text size category.
  public func pointSize(at category: TextSizeCategory) -> ScaledPoints {
    switch self {
    case .textStyle(let style): style.metrics(at: category).pointSize
    case .custom(let pointSize, let style): FontMetrics(relativeTo: style).scaledPointSize(pointSize, at: category)
    }
  }

  /// How far this font can grow inside a Dynamic Type range, measured against WCAG 1.4.4 Resize Text.
  public func resizeAssessment(in range: DynamicTypeRange) -> ResizeTextAssessment {
    let defaultPointSize = pointSize(at: range.clamp(.default))
    // Once the upper bound reaches `large`, the default is the larger of `large` and the lower bound, whatever the
    // upper bound is; a passing upper bound is sought from there.
    let defaultWithAnyUpperBound = max(range.lowerBound, .default)
    let requiredPointSize = ResizeTextAssessment.requiredShare * pointSize(at: defaultWithAnyUpperBound).value
    return ResizeTextAssessment(
      range: range,
      defaultPointSize: defaultPointSize,
      largestPointSize: pointSize(at: range.upperBound),
      smallestPassingUpperBound: TextSizeCategory.allCases.first {
        $0 >= defaultWithAnyUpperBound && pointSize(at: $0).value >= requiredPointSize
      })
  }
}

/// WCAG 2.2 success criterion 1.4.4 Resize Text (AA) for one font in one Dynamic Type range: text must be able to
/// grow to 200 % of its default size. https://www.w3.org/WAI/WCAG22/Understanding/resize-text
///
/// On iOS the default is the size at `large` (or the range's nearest bound) and the largest is the size at the
/// range's upper bound. Larger text styles grow less (w3c/matf#3 discusses this non-linear scaling), so a range
/// that is fine for body text can fail for a title; `largeTitle` reaches only 60/34 = 176 % even at
/// `accessibility5`.
public struct ResizeTextAssessment: Hashable, Sendable {
  /// The share of the default size that text must reach: 2, that is 200 %.
  public static let requiredShare = 2.0

  /// The range assessed.
  public let range: DynamicTypeRange
  /// The size at the default text size, or the range's bound nearest to it.
  public let defaultPointSize: ScaledPoints
  /// The size at the range's upper bound, the largest the text gets.
  public let largestPointSize: ScaledPoints
  /// The smallest upper bound, keeping the range's lower bound, at which the text reaches 200 %; `nil` if none
  /// does, not even `accessibility5`.
  public let smallestPassingUpperBound: TextSizeCategory?

  /// The largest size as a share of the default size: 2 is 200 %.
  public var largestShare: Double { largestPointSize / defaultPointSize }

  /// Whether the text reaches 200 % within the range.
  public var passes: Bool { largestPointSize.value >= Self.requiredShare * defaultPointSize.value }
}
