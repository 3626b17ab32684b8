import Foundation
import Testing

@testable import CurbcutCore

struct StatusTests {
  @Test func eachStatusHasItsColorIconAndLabel() {
    #expect(Status.allCases.map(\.color) == [.statusSuccess, .statusWarning, .statusError, .statusPending])
    #expect(
      Status.allCases.map(\.iconName) == [
        "checkmark.circle.fill", "exclamationmark.triangle.fill", "xmark.octagon.fill", "clock.fill",
      ])
    #expect(
      Status.allCases.map { $0.label.formatted(locale: Locale(identifier: "en_US")) } == [
        "Success", "Warning", "Error", "Pending",
      ])
  }

  @Test func anIndicatorWithoutVisibleTextShowsTheStatusShape() {
    // WCAG 1.4.1: with no text beside it, the colored dot alone would be the only sign of the status.
    let alone = StatusIndicatorLayout(showsLabel: false, differentiateWithoutColor: false)
    #expect(alone.marker == .icon)
    #expect(!alone.showsLabel)
  }

  @Test func anIndicatorWithItsTextNeedsOnlyADotUnlessAskedForMore() {
    #expect(StatusIndicatorLayout(showsLabel: true, differentiateWithoutColor: false).marker == .dot)
    let differentiated = StatusIndicatorLayout(showsLabel: true, differentiateWithoutColor: true)
    #expect(differentiated.marker == .icon)
    #expect(differentiated.showsLabel)
  }

  @Test func theColorsAloneCollapseForSomeVisionWhichIsWhyTheIconsExist() {
    // The icon is what tells the statuses apart for people who asked for more than color.
    let palette = StatusPalette(
      Status.allCases.map { NamedColor($0.rawValue, $0.color.color(in: .light)) },
      on: SemanticColor.surfacePrimary.color(in: .light))
    #expect(
      palette.collapses().contains { $0.first == "success" && $0.second == "error" && $0.vision == .deuteranopia })
    #expect(Set(Status.allCases.map(\.iconName)).count == Status.allCases.count)
  }
}
