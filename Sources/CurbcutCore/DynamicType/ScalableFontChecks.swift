extension ScalableFont {
  /// The smallest size text may have at the default text size: 11 pt, the HIG's minimum for iOS and iPadOS
  /// ("Ensuring legibility"), which is also the size of `caption2`.
  public static let minimumDefaultPointSize: UnscaledPoints = 11

  /// How much farther, in points, the default size of a custom font's relative text style may be from the font's
  /// size than the nearest text style's default size is, before the font is reported as scaling with a distant
  /// style.
  ///
  /// Default sizes of neighbouring text styles are 1 to 6 pt apart (11, 12, 13, 15, 16, 17, 20, 22, 28, 34), and a
  /// larger style scales less (seed 002: "Using a larger TextStyle indicates your font is already big, so it
  /// doesn't need to increase in size as much"). 2 pt lets a size sit with either neighbour, such as 14 pt with
  /// `footnote` (13) or `subheadline` (15), or even `body` (17, 3 pt away against 1), but reports a jump of a
  /// whole step or more, such as 14 pt with `title3` (20) or 24 pt with `body`.
  public static let relativeTextStyleTolerance: UnscaledPoints = 2

  /// The text styles whose default size is nearest to `pointSize`; more than one on a tie, in table order; none if
  /// the size is not a number.
  public static func nearestTextStyles(to pointSize: UnscaledPoints) -> [TextStyle] {
    let distances = TextStyle.allCases.map { distance(from: $0, to: pointSize) }
    guard let nearestDistance = distances.min() else { return [] }
    return zip(TextStyle.allCases, distances).filter { $0.1 == nearestDistance }.map(\.0)
  }

  /// Whether a custom font of `pointSize` scales with a text style too far from its size: the style's default size is
  /// more than ``relativeTextStyleTolerance`` farther from it than the nearest style's.
  public static func isDistant(_ style: TextStyle, from pointSize: UnscaledPoints) -> Bool {
    guard let closest = nearestTextStyles(to: pointSize).first else { return false }
    return distance(from: style, to: pointSize) - distance(from: closest, to: pointSize)
      > relativeTextStyleTolerance.value
  }

  /// How far, in points, a text style's default size is from `pointSize`.
  private static func distance(from style: TextStyle, to pointSize: UnscaledPoints) -> Double {
    abs(style.defaultPointSize.value - pointSize.value)
  }

  /// Every problem with this font in a Dynamic Type range, named `subject` in the findings: text that cannot grow
  /// to 200 % (WCAG 1.4.4), text under 11 pt at the default size, and a custom size that scales with a distant
  /// text style.
  public func findings(named subject: String, in range: DynamicTypeRange) -> [TypographyFinding] {
    let finding = { (problem: TypographyFinding.Problem) in
      TypographyFinding(subject: subject, pointSize: self.defaultPointSize, range: range, problem: problem)
    }
    var findings: [TypographyFinding] = []
    let resize = resizeAssessment(in: range)
    if !resize.passes {
      findings.append(
        finding(
          .cannotResizeTo200Percent(
            largestShare: resize.largestShare, passingUpperBound: resize.smallestPassingUpperBound)))
    }
    if resize.defaultPointSize.value < Self.minimumDefaultPointSize.value {
      findings.append(finding(.belowMinimumSize(minimum: Self.minimumDefaultPointSize)))
    }
    if case .custom(let pointSize, let relativeTo) = self, Self.isDistant(relativeTo, from: pointSize) {
      findings.append(
        finding(.distantRelativeTextStyle(relativeTo: relativeTo, nearest: Self.nearestTextStyles(to: pointSize))))
    }
    return findings
  }
}
