/// The weight of a font, on the CSS and DTCG scale of 100 (thinnest) to 900 (heaviest), named as UIKit's
/// `UIFont.Weight` and SwiftUI's `Font.Weight` name them.
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// 100.
  case ultraLight = 100
  /// 200.
  case thin = 200
  /// 300.
  case light = 300
  /// 400, the weight of most text styles.
  case regular = 400
  /// 500.
  case medium = 500
  /// 600, the weight of the `headline` text style.
  case semibold = 600
  /// 700.
  case bold = 700
  /// 800.
  case heavy = 800
  /// 900.
  case black = 900

  /// Orders weights from thinnest to heaviest.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
