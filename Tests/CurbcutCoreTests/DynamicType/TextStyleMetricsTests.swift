import Testing

@testable import CurbcutCore

/// Pins every cell of Apple's Dynamic Type table (HIG > Typography > Specifications), transcribed here row by row
/// as the HIG prints it, one row per text size category, independently of the per-style table in the source.
struct TextStyleMetricsTests {
  /// Size/leading in points for largeTitle, title1, title2, title3, headline, body, callout, subheadline,
  /// footnote, caption1, caption2.
  static let higRows: [(TextSizeCategory, String)] = [
    (.xSmall, "31/38, 25/31, 19/24, 17/22, 14/19, 14/19, 13/18, 12/16, 12/16, 11/13, 11/13"),
    (.small, "32/39, 26/32, 20/25, 18/23, 15/20, 15/20, 14/19, 13/18, 12/16, 11/13, 11/13"),
    (.medium, "33/40, 27/33, 21/26, 19/24, 16/21, 16/21, 15/20, 14/19, 12/16, 11/13, 11/13"),
    (.large, "34/41, 28/34, 22/28, 20/25, 17/22, 17/22, 16/21, 15/20, 13/18, 12/16, 11/13"),
    (.xLarge, "36/43, 30/37, 24/30, 22/28, 19/24, 19/24, 18/23, 17/22, 15/20, 14/19, 13/18"),
    (.xxLarge, "38/46, 32/39, 26/32, 24/30, 21/26, 21/26, 20/25, 19/24, 17/22, 16/21, 15/20"),
    (.xxxLarge, "40/48, 34/41, 28/34, 26/32, 23/29, 23/29, 22/28, 21/28, 19/24, 18/23, 17/22"),
    (.accessibility1, "44/52, 38/46, 34/41, 31/38, 28/34, 28/34, 26/32, 25/31, 23/29, 22/28, 20/25"),
    (.accessibility2, "48/57, 43/51, 39/47, 37/44, 33/40, 33/40, 32/39, 30/37, 27/33, 26/32, 24/30"),
    (.accessibility3, "52/61, 48/57, 44/52, 43/51, 40/48, 40/48, 38/46, 36/43, 33/40, 32/39, 29/35"),
    (.accessibility4, "56/66, 53/62, 50/59, 49/58, 47/56, 47/56, 44/52, 42/50, 38/46, 37/44, 34/41"),
    (.accessibility5, "60/70, 58/68, 56/66, 55/65, 53/62, 53/62, 51/60, 49/58, 44/52, 43/51, 40/48"),
  ]

  /// One argument per cell: 12 categories x 11 styles.
  static let cells: [(TextSizeCategory, TextStyle, Double, Double)] = higRows.flatMap { category, row in
    zip(TextStyle.allCases, row.split(separator: " ")).map { style, cell in
      let numbers = cell.split(separator: "/").compactMap { Double($0.trimmingCharacters(in: [","])) }
      return (category, style, numbers[0], numbers[1])
    }
  }

  @Test func everyCellIsTranscribed() {
    #expect(Self.cells.count == 12 * 11)
  }

  @Test(arguments: cells)
  func pointSizeLeadingAndWeight(category: TextSizeCategory, style: TextStyle, pointSize: Double, leading: Double) {
    let metrics = style.metrics(at: category)
    #expect(metrics.pointSize == ScaledPoints(pointSize))
    #expect(metrics.leading == ScaledPoints(leading))
    #expect(metrics.weight == (style == .headline ? .semibold : .regular))
  }

  @Test(arguments: TextStyle.allCases)
  func defaultSizesAreTheLargeColumn(style: TextStyle) {
    #expect(style.defaultPointSize.value == style.metrics(at: .large).pointSize.value)
    #expect(style.defaultLeading.value == style.metrics(at: .large).leading.value)
  }

  @Test(arguments: TextStyle.allCases)
  func sizesNeverShrinkAsTheCategoryGrows(style: TextStyle) {
    let sizes = TextSizeCategory.allCases.map { style.metrics(at: $0).pointSize }
    #expect(sizes == sizes.sorted())
  }
}
