import Testing

@testable import CurbcutCore

struct ExpandableTextLayoutTests {
  @Test func standardSizesCollapseWithReadMore() {
    let collapsed = ExpandableTextLayout(category: .large, isExpanded: false)
    #expect(collapsed.lineLimit == 3)
    #expect(collapsed.toggleTitle == "Read more")
    let expanded = ExpandableTextLayout(category: .xxLarge, isExpanded: true)
    #expect(expanded.lineLimit == nil)
    #expect(expanded.toggleTitle == "Show less")
  }

  @Test func fromXXXLargeTheWholeTextShowsWithoutAToggle() {
    for category in TextSizeCategory.allCases where category >= .xxxLarge {
      for isExpanded in [false, true] {
        let layout = ExpandableTextLayout(category: category, isExpanded: isExpanded)
        #expect(layout.lineLimit == nil)
        #expect(layout.toggleTitle == nil)
      }
    }
  }

  @Test func theCollapsedLimitIsTheCallers() {
    #expect(ExpandableTextLayout(category: .small, isExpanded: false, collapsedLineLimit: 2).lineLimit == 2)
  }

  @Test func noLinesAtAllIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ = ExpandableTextLayout(category: .large, isExpanded: false, collapsedLineLimit: 0)
    }
  }
}
