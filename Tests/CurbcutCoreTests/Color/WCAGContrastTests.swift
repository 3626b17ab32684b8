import Testing

@testable import CurbcutCore

/// WCAG 2.x relative luminance and contrast ratio against the definition and WebAIM's contrast checker, and the
/// requirements of 1.4.3, 1.4.6 and 1.4.11 as WCAG and Apple's HIG read them.
struct WCAGContrastTests {
  private func ratio(_ foreground: String, _ background: String) throws -> ContrastRatio {
    ContrastRatio(RelativeLuminance(try SRGBColor(hex: foreground)), RelativeLuminance(try SRGBColor(hex: background)))
  }

  @Test(arguments: [
    ("#000000", "#FFFFFF", 21.0, "21.00:1"),
    ("#777777", "#FFFFFF", 4.478089, "4.47:1"),
    ("#767676", "#FFFFFF", 4.542225, "4.54:1"),
    ("#0000FF", "#FFFFFF", 8.592471, "8.59:1"),
    ("#FF0000", "#FFFFFF", 3.998477, "3.99:1"),
    ("#FFFFFF", "#FFFFFF", 1, "1.00:1"),
  ])
  func matchesWebAIMsChecker(foreground: String, background: String, expected: Double, shown: String) throws {
    let measured = try ratio(foreground, background)
    #expect(isClose(measured.value, expected, within: 1e-6))
    #expect(measured.description == shown)
  }

  @Test func theRatioDoesNotDependOnWhichColorIsTheForeground() throws {
    #expect(try ratio("#336699", "#FFCC00") == ratio("#FFCC00", "#336699"))
  }

  @Test func luminanceUsesTheSRGBThresholdOf0_04045() {
    // 0.04 is below 0.04045, so it is on the linear segment: 0.04 / 12.92 (WCAG 2.0's 0.03928 would not be).
    let gray = SRGBColor(red: 0.04, green: 0.04, blue: 0.04)
    #expect(isClose(RelativeLuminance(gray).value, 0.04 / 12.92, within: 1e-15))
    #expect(RelativeLuminance(.white).value == 1)
    #expect(RelativeLuminance(.black).value == 0)
  }

  @Test func luminanceWeightsAreWCAGs() {
    #expect(isClose(RelativeLuminance(SRGBColor(red: 1, green: 0, blue: 0)).value, 0.2126, within: 1e-15))
    #expect(isClose(RelativeLuminance(SRGBColor(red: 0, green: 1, blue: 0)).value, 0.7152, within: 1e-15))
    #expect(isClose(RelativeLuminance(SRGBColor(red: 0, green: 0, blue: 1)).value, 0.0722, within: 1e-15))
  }

  @Test(arguments: [
    (ContentKind.normalText, ConformanceLevel.aa, 4.5, SuccessCriterion.contrastMinimum),
    (.largeText, .aa, 3, .contrastMinimum),
    (.boldText, .aa, 4.5, .contrastMinimum),
    (.nonText, .aa, 3, .nonTextContrast),
    (.normalText, .aaa, 7, .contrastEnhanced),
    (.largeText, .aaa, 4.5, .contrastEnhanced),
    (.boldText, .aaa, 7, .contrastEnhanced),
    (.nonText, .aaa, 3, .nonTextContrast),
  ])
  func wcagRequirements(kind: ContentKind, level: ConformanceLevel, minimum: Double, criterion: SuccessCriterion) {
    let requirement = ContrastRequirement.wcag(kind, level: level)
    #expect(requirement.minimumRatio.value == minimum)
    #expect(requirement.criterion == criterion)
  }

  @Test(arguments: [
    (ContentKind.normalText, ConformanceLevel.aa, 4.5), (.largeText, .aa, 3), (.boldText, .aa, 3), (.nonText, .aa, 3),
    (.boldText, .aaa, 4.5),
  ])
  func appleHIGCountsBoldTextOfAnySizeAsLarge(kind: ContentKind, level: ConformanceLevel, minimum: Double) {
    #expect(ContrastRequirement.appleHIG(kind, level: level).minimumRatio.value == minimum)
  }

  @Test func requirementsCompareTheUnroundedRatio() {
    let requirement = ContrastRequirement.wcag(.normalText, level: .aa)
    #expect(!requirement.isMet(by: ContrastRatio(4.4999)))
    #expect(requirement.isMet(by: ContrastRatio(4.5)))
  }

  @Test func smallBoldTextIsWhereWCAGAndTheHIGDisagree() throws {
    // #949494 on white is 3.03:1: enough for large text, not for normal text.
    let measured = try ratio("#949494", "#FFFFFF")
    let bold = ContrastVerdict(ratio: measured, kind: .boldText, level: .aa)
    #expect(!bold.passesWCAG && bold.passesHIG && bold.guidelinesDisagree)
    #expect(bold.wcag.criterion.reference == "1.4.3 Contrast (Minimum)")
    for kind in [ContentKind.normalText, .largeText, .nonText] {
      #expect(!ContrastVerdict(ratio: measured, kind: kind, level: .aa).guidelinesDisagree)
    }
  }

  @Test(arguments: [
    (ScaledPoints(17), false, ContentKind.normalText), (18, false, .largeText), (13, true, .boldText),
    (14, true, .largeText), (34, true, .largeText),
  ])
  func textSizeAndWeightDecideTheKind(points: ScaledPoints, isBold: Bool, kind: ContentKind) {
    #expect(ContentKind(textOfPointSize: points, isBold: isBold) == kind)
  }
}
