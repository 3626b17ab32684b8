import Testing

@testable import CurbcutCore

struct TabBarTests {
  private let trips = TabBarItem("Trips", systemImage: "airplane", value: 0)

  @Test func theSelectedTabIsAButtonAndSelectedOthersOnlyButtons() {
    #expect(trips.traits(selection: 0) == [.button, .selected])
    #expect(trips.traits(selection: 1) == [.button])
    #expect(trips.id == 0)
    #expect(trips.isSelected(by: 0))
    #expect(!trips.isSelected(by: 1))
    #expect(TabBarAccessibility.containerTraits == [.tabBar])
  }

  @Test func theSelectedTabTakesTheAccent() {
    #expect(trips.color(selection: 0) == .accentText)
    #expect(trips.color(selection: 2) == .textSecondary)
  }

  @Test func theBarIsClampedAsSeed004() {
    #expect(TabBarAccessibility.dynamicTypeRange.description == "large...accessibility3")
    #expect(TabBarAccessibility.dynamicTypeRange.clamp(.xSmall) == .large)
    #expect(TabBarAccessibility.dynamicTypeRange.clamp(.accessibility5) == .accessibility3)
  }

  @Test func theClampStillLetsTabTitlesReachTwoHundredPercent() {
    let title = DesignTypography.standard.token(for: TabBarAccessibility.titleStyle).font
    let assessment = title.resizeAssessment(in: TabBarAccessibility.dynamicTypeRange)
    #expect(assessment.passes)
    #expect(assessment.largestPointSize == 29)
    #expect(assessment.smallestPassingUpperBound == .accessibility2)
  }
}
