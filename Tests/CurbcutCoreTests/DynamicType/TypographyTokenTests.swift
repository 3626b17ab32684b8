import Testing

@testable import CurbcutCore

struct TypographyTokenTests {
  @Test func cerealDisplayCannotReach200Percent() {
    #expect(
      TypographyFixtures.cereal.findings().map(\.message) == [
        "'display' (32 pt) grows only to 171 % of its default size at 'accessibility5', short of the 200 % WCAG"
          + " 1.4.4 asks for; no upper bound reaches 200 %"
      ])
  }

  @Test func cerealClampedToAccessibility3() {
    let findings = TypographyFixtures.cereal.findings(in: DynamicTypeRange(.large ... .accessibility3))
    #expect(findings.map(\.subject) == ["title", "heading", "display"])
    let expected: [TypographyFinding.Problem] = [
      .cannotResizeTo200Percent(largestShare: 41.0 / 22, passingUpperBound: .accessibility4),
      .cannotResizeTo200Percent(largestShare: 47.0 / 28, passingUpperBound: .accessibility5),
      .cannotResizeTo200Percent(largestShare: 48.0 / 32, passingUpperBound: nil),
    ]
    #expect(findings.map(\.problem) == expected)
  }

  @Test func editorialFindingsInRampOrder() {
    let findings = TypographyFixtures.editorial.findings()
    #expect(findings.map(\.subject) == ["legal", "caption", "headline"])
    #expect(findings.map(\.pointSize) == [10, 13, 36])
    let expected: [TypographyFinding.Problem] = [
      .belowMinimumSize(minimum: 11),
      .distantRelativeTextStyle(relativeTo: .body, nearest: [.footnote]),
      .cannotResizeTo200Percent(largestShare: 61.0 / 36, passingUpperBound: nil),
    ]
    #expect(findings.map(\.problem) == expected)
    #expect(
      findings.map(\.message) == [
        "'legal' is 10 pt at the default text size, below the 11 pt minimum",
        "'caption' (13 pt) scales relative to 'body' (17 pt); 'footnote' (13 pt) is nearer in size and scales more"
          + " like it",
        "'headline' (36 pt) grows only to 169 % of its default size at 'accessibility5', short of the 200 % WCAG"
          + " 1.4.4 asks for; no upper bound reaches 200 %",
      ])
  }

  @Test func dashboardClampedToAccessibility3() {
    let range = DynamicTypeRange(.large ... .accessibility3)
    #expect(TypographyFixtures.dashboard.findings().isEmpty)
    #expect(
      TypographyFixtures.dashboard.findings(in: range).map(\.message) == [
        "'metric' (24 pt) grows only to 187 % of its default size at 'accessibility3', short of the 200 % WCAG"
          + " 1.4.4 asks for; an upper bound of 'accessibility4' or larger does"
      ])
  }

  @Test func aClampedRampShowsTheNearestBound() {
    let ramp = TypographyFixtures.dashboard
    let range = DynamicTypeRange(.large ... .accessibility3)
    #expect(ramp.scaled(at: .accessibility5, in: range) == ramp.scaled(at: .accessibility3))
    #expect(ramp.scaled(at: .xSmall, in: range) == ramp.scaled(at: .large))
    #expect(ramp.scaled(at: .accessibility5, in: range).map(\.category) == Array(repeating: .accessibility3, count: 4))
  }

  @Test func lineHeightAndTrackingFollowTheScreensPixelGrid() {
    let body = TypographyFixtures.editorial.tokens[2]
    let atTwoX = body.scaled(at: .accessibility5, displayScale: .x2)
    #expect(atTwoX.pointSize == ScaledPoints(51))
    #expect(atTwoX.lineHeight == ScaledPoints(73.5))  // 26 × 62/22 = 73.27
    #expect(atTwoX.tracking == ScaledPoints(-0.5))  // -0.1 × 62/22 = -0.28
  }

  @Test func aTokenIsAScalableFont() {
    let title = TypographyFixtures.cereal.tokens[2]
    #expect(title.font == .custom(pointSize: 22, relativeTo: .title2))
    #expect(title.fontFamily == "Cereal")
    #expect(title.weight == .bold)
  }

  static let invalidTokens: [(String, UnscaledPoints, UnscaledPoints, UnscaledPoints, TypographyTokenError)] = [
    ("", 17, 22, 0, .emptyName),
    (
      "zero", 0, 22, 0,
      .invalidLength(token: "zero", property: "fontSize", value: 0, expected: "a positive number of points")
    ),
    (
      "negative", -12, 22, 0,
      .invalidLength(token: "negative", property: "fontSize", value: -12, expected: "a positive number of points")
    ),
    (
      "infinite", UnscaledPoints(.infinity), 22, 0,
      .invalidLength(
        token: "infinite", property: "fontSize", value: UnscaledPoints(.infinity),
        expected: "a positive number of points")
    ),
    (
      "flat", 17, 0, 0,
      .invalidLength(token: "flat", property: "lineHeight", value: 0, expected: "a positive number of points")
    ),
    (
      "loose", 17, 22, UnscaledPoints(-.infinity),
      .invalidLength(
        token: "loose", property: "letterSpacing", value: UnscaledPoints(-.infinity),
        expected: "a finite number of points")
    ),
    // Issue 11: 1e308 passed, and printed 'inf' once scaled.
    (
      "huge", UnscaledPoints(1e308), 22, 0,
      .invalidLength(
        token: "huge", property: "fontSize", value: UnscaledPoints(1e308), expected: "at most 10000 points")
    ),
    (
      "wide", 17, 22, UnscaledPoints(-1e308),
      .invalidLength(
        token: "wide", property: "letterSpacing", value: UnscaledPoints(-1e308), expected: "at most 10000 points")
    ),
  ]

  @Test(arguments: invalidTokens)
  func rejectsInvalidTokensSayingWhatWasExpected(
    name: String, size: UnscaledPoints, lineHeight: UnscaledPoints, tracking: UnscaledPoints,
    error: TypographyTokenError
  ) {
    #expect(throws: error) {
      try TypographyToken(
        name: name, fontFamily: "Inter", pointSize: size, weight: .regular, lineHeight: lineHeight, tracking: tracking,
        relativeTo: .body)
    }
  }

  @Test func rejectsNotANumberAsASize() {
    #expect(throws: TypographyTokenError.self) {
      try TypographyToken(
        name: "nan", fontFamily: "Inter", pointSize: UnscaledPoints(.nan), weight: .regular, lineHeight: 22,
        tracking: 0, relativeTo: .body)
    }
  }

  @Test func rejectsARampWithTwoTokensOfOneName() throws {
    let token = TypographyFixtures.cereal.tokens[0]
    #expect(throws: TypographyTokenError.duplicateName("small")) { try TypographyRamp([token, token]) }
  }

  @Test func errorMessagesSayWhatWasExpected() {
    #expect(
      TypographyTokenError.emptyName.description
        == "Typography token has an empty name; expected a name such as 'body/regular'")
    #expect(
      TypographyTokenError.invalidLength(
        token: "flat", property: "lineHeight", value: 0, expected: "a positive number of points"
      ).description == "Typography token 'flat' has lineHeight 0 pt; expected a positive number of points")
    #expect(
      TypographyTokenError.duplicateName("small").description
        == "Typography token name 'small' is used more than once; expected each token of a ramp to be named once")
  }
}
