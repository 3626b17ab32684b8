import Foundation
import Testing

@testable import CurbcutCore

struct ExpandableTextLayoutTests {
  private let english = Locale(identifier: "en_US")

  @Test func aLongTextCollapsesWithReadMoreAtTheStandardSizes() {
    let collapsed = ExpandableTextLayout(category: .large, isExpanded: false, isTruncated: true)
    #expect(collapsed.lineLimit == 3)
    #expect(collapsed.toggleTitle?.formatted(locale: english) == "Read more")
    #expect(collapsed.toggleValue?.formatted(locale: english) == "Collapsed")
    let expanded = ExpandableTextLayout(category: .xxLarge, isExpanded: true, isTruncated: true)
    #expect(expanded.lineLimit == nil)
    #expect(expanded.toggleTitle?.formatted(locale: english) == "Show less")
    #expect(expanded.toggleValue?.formatted(locale: english) == "Expanded")
  }

  @Test func aTextThatFitsHasNoToggle() {
    let layout = ExpandableTextLayout(category: .large, isExpanded: false, isTruncated: false)
    #expect(layout.lineLimit == 3)
    #expect(layout.toggleTitle == nil)
    #expect(layout.toggleValue == nil)
  }

  @Test func fromXXXLargeTheWholeTextShowsWithoutAToggle() {
    for category in TextSizeCategory.allCases where category >= .xxxLarge {
      for isExpanded in [false, true] {
        let layout = ExpandableTextLayout(category: category, isExpanded: isExpanded, isTruncated: true)
        #expect(layout.lineLimit == nil)
        #expect(layout.toggleTitle == nil)
      }
    }
  }

  @Test func aTextIsTruncatedWhenItsWholeHeightIsTallerThanWhatShows() {
    #expect(ExpandableTextLayout.isTruncated(fullHeight: 88, shownHeight: 66))
    #expect(!ExpandableTextLayout.isTruncated(fullHeight: 66, shownHeight: 66))
    #expect(!ExpandableTextLayout.isTruncated(fullHeight: 66.4, shownHeight: 66))
  }

  @Test func theToggleNamesWhatItExpandsAndStartsWithItsVisibleTitle() {
    let label = ExpandableTextLayout.toggleLabel(title: "Read more", name: "Itinerary")
    #expect(label.formatted(locale: english) == "Read more: Itinerary")
    #expect(label.formatted("%1$@ : %2$@", locale: Locale(identifier: "fr_FR")) == "Read more : Itinerary")
  }

  @Test func theCollapsedLimitIsTheCallers() {
    #expect(
      ExpandableTextLayout(category: .small, isExpanded: false, isTruncated: true, collapsedLineLimit: 2).lineLimit == 2
    )
  }

  @Test func noLinesAtAllIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ = ExpandableTextLayout(category: .large, isExpanded: false, isTruncated: true, collapsedLineLimit: 0)
    }
  }
}
