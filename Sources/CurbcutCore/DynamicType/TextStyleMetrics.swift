/// The system font's metrics for one text style at one text size category: one cell of Apple's published
/// Dynamic Type table.
public struct TextStyleMetrics: Hashable, Sendable {
  /// The font size.
  public let pointSize: ScaledPoints
  /// The leading: the distance from one baseline to the next, which the HIG calls leading and UIKit line height.
  public let leading: ScaledPoints
  /// The font weight.
  public let weight: FontWeight
}

extension TextStyle {
  /// The system font's size, leading and weight for this style at a text size category.
  ///
  /// Source: Apple Human Interface Guidelines > Typography > Specifications, the tables "iOS, iPadOS Dynamic Type
  /// sizes" (xSmall to xxxLarge) and "iOS, iPadOS larger accessibility type sizes" (AX1 to AX5),
  /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
  /// Apple's page cannot be fetched here; it was read in two independent transcriptions, which agree on every
  /// cell: tmaasen/apple-dev-mcp `content/universal/typography.md` (scraped 2025-07-20) and a Chinese-language
  /// HIG digest fetched 2026-09.
  ///
  /// Cross-checks:
  /// - Point sizes and weights match measurements on devices: temoki/UIKit_DynamicType (iOS 13.3 simulator,
  ///   https://github.com/temoki/UIKit_DynamicType), the font size table of ADUtils (faberNovel, 2017) and a probe
  ///   of iOS 26 (Vercantez/openuikit `Sources/OpenUIKit/Resources/dynamic_type.json`), every cell. Only
  ///   `headline` is semibold.
  /// - compnerd/swift-win32 `Font.swift` embeds the same table but disagrees in two leading cells: `callout` at
  ///   `accessibility5` (62, HIG 60) and `caption2` at `accessibility5` (47, HIG 48). We follow the HIG, which the
  ///   iOS 26 probe's scaling also supports (60 and 48).
  /// - Measurements from iOS 7 to 10 (e.g. an iOS 8.4 simulator) cap every style except `body` at its `xxxLarge`
  ///   size in the accessibility sizes; iOS 11 and later scale every style, as in this table.
  public func metrics(at category: TextSizeCategory) -> TextStyleMetrics {
    let (pointSizes, leadings) = pointSizesAndLeadings
    return TextStyleMetrics(
      pointSize: ScaledPoints(pointSizes[category.rawValue]),
      leading: ScaledPoints(leadings[category.rawValue]),
      weight: self == .headline ? .semibold : .regular)
  }

  /// The style's point size at the default text size (`large`), as a design is drawn.
  public var defaultPointSize: UnscaledPoints { UnscaledPoints(pointSizesAndLeadings.pointSizes[defaultColumn]) }

  /// The style's leading at the default text size (`large`).
  public var defaultLeading: UnscaledPoints { UnscaledPoints(pointSizesAndLeadings.leadings[defaultColumn]) }

  /// The column of the default text size in `pointSizesAndLeadings`.
  private var defaultColumn: Int { TextSizeCategory.default.rawValue }

  /// The HIG's point sizes and leadings for this style, one column per text size category from `xSmall` to
  /// `accessibility5`.
  private var pointSizesAndLeadings: (pointSizes: [Double], leadings: [Double]) {
    switch self {
    case .largeTitle:
      ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
    case .title1:
      ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68])
    case .title2:
      ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66])
    case .title3:
      ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65])
    case .headline:
      ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    case .body:
      ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    case .callout:
      ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60])
    case .subheadline:
      ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58])
    case .footnote:
      ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52])
    case .caption1:
      ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51])
    case .caption2:
      ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48])
    }
  }
}
