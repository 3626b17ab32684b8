import Testing

@testable import CurbcutCore

struct TypographyCheckTests {
  @Test func largeTitleCannotReach200PercentAtAnySize() {
    let findings = ScalableFont.textStyle(.largeTitle).findings(named: "largeTitle", in: .unclamped)
    #expect(findings.map(\.problem) == [.cannotResizeTo200Percent(largestShare: 60.0 / 34, passingUpperBound: nil)])
    #expect(
      findings.map(\.message) == [
        "'largeTitle' (34 pt) grows only to 176 % of its default size at 'accessibility5', short of the 200 %"
          + " WCAG 1.4.4 asks for; no upper bound reaches 200 %"
      ])
  }

  @Test func aClampedTitleNamesTheUpperBoundThatWouldPass() {
    let range = DynamicTypeRange(.large ... .accessibility3)
    let findings = ScalableFont.textStyle(.title1).findings(named: "title1", in: range)
    #expect(findings.map(\.range) == [range])
    #expect(findings.map(\.pointSize) == [28])
    #expect(
      findings.map(\.message) == [
        "'title1' (28 pt) grows only to 171 % of its default size at 'accessibility3', short of the 200 % WCAG 1.4.4"
          + " asks for; an upper bound of 'accessibility5' or larger does"
      ])
  }

  @Test func systemStylesPassOtherwise() {
    for style in TextStyle.allCases where style != .largeTitle {
      #expect(ScalableFont.textStyle(style).findings(named: style.name, in: .unclamped).isEmpty, "\(style)")
    }
  }

  @Test func textUnder11PointsAtTheDefaultSize() {
    let findings = ScalableFont.custom(pointSize: 10.5, relativeTo: .caption2).findings(named: "legal", in: .unclamped)
    #expect(findings.map(\.problem) == [.belowMinimumSize(minimum: 11)])
    #expect(findings.map(\.message) == ["'legal' is 10.5 pt at the default text size, below the 11 pt minimum"])
    #expect(ScalableFont.custom(pointSize: 11, relativeTo: .caption2).findings(named: "c", in: .unclamped).isEmpty)
  }

  static let nearest: [(UnscaledPoints, [TextStyle])] = [
    (14, [.subheadline, .footnote]), (17, [.headline, .body]), (25, [.title1, .title2]), (31, [.largeTitle, .title1]),
    (60, [.largeTitle]), (8, [.caption2]),
  ]

  @Test(arguments: nearest)
  func nearestTextStylesByDefaultSize(pointSize: UnscaledPoints, nearest: [TextStyle]) {
    #expect(ScalableFont.nearestTextStyles(to: pointSize) == nearest)
  }

  /// (size, relative style, whether it is reported): reported when the relative style's default size is more than
  /// 2 pt farther from the size than the nearest style's.
  static let relativeStyles: [(UnscaledPoints, TextStyle, Bool)] = [
    (14, .footnote, false), (14, .body, false), (14, .callout, false), (14, .title3, true), (13, .body, true),
    (24, .title2, false), (24, .body, true), (26, .title2, false), (32, .title2, true), (20, .body, true),
    (20, .title3, false), (32, .title1, false), (32, .largeTitle, false),
  ]

  @Test(arguments: relativeStyles)
  func customSizesFarFromTheirRelativeStyle(pointSize: UnscaledPoints, relativeTo: TextStyle, reported: Bool) {
    let findings = ScalableFont.custom(pointSize: pointSize, relativeTo: relativeTo).findings(
      named: "t", in: .unclamped)
    let distant = findings.filter {
      if case .distantRelativeTextStyle = $0.problem { true } else { false }
    }
    #expect(distant.count == (reported ? 1 : 0))
  }

  @Test func distantRelativeStyleSuggestsTheNearest() {
    let findings = ScalableFont.custom(pointSize: 14, relativeTo: .title3).findings(named: "caption", in: .unclamped)
    #expect(
      findings.map(\.problem) == [.distantRelativeTextStyle(relativeTo: .title3, nearest: [.subheadline, .footnote])])
    #expect(
      findings.map(\.message) == [
        "'caption' (14 pt) scales relative to 'title3' (20 pt); 'subheadline' (15 pt) or 'footnote' (13 pt) is nearer"
          + " in size and scales more like it"
      ])
  }

  @Test func sizesATokenWouldRejectAreReportedNotATrap() {
    let zero = ScalableFont.custom(pointSize: 0, relativeTo: .body).findings(named: "zero", in: .unclamped)
    #expect(
      zero.map(\.problem) == [
        .belowMinimumSize(minimum: 11), .distantRelativeTextStyle(relativeTo: .body, nearest: [.caption2]),
      ])
    let notANumber = ScalableFont.custom(pointSize: UnscaledPoints(.nan), relativeTo: .body)
    #expect(notANumber.findings(named: "nan", in: .unclamped).first?.message.contains("grows only to nan %") == true)
  }
}
