import Foundation

/// The text size categories a view is allowed to follow, as SwiftUI's `.dynamicTypeSize(.large ... .accessibility3)`
/// or UIKit's `minimumContentSizeCategory` / `maximumContentSizeCategory`: outside the range, the view shows the
/// nearest bound.
public struct DynamicTypeRange: Hashable, Sendable, CustomStringConvertible {
  /// The smallest category the view shows.
  public let lowerBound: TextSizeCategory
  /// The largest category the view shows.
  public let upperBound: TextSizeCategory

  /// No clamp: every category from `xSmall` to `accessibility5`.
  public static let unclamped = DynamicTypeRange(lowerBound: .xSmall, upperBound: .accessibility5)

  /// A range with both bounds, as `.dynamicTypeSize(.large ... .accessibility3)`.
  public init(_ range: ClosedRange<TextSizeCategory>) {
    self.init(lowerBound: range.lowerBound, upperBound: range.upperBound)
  }

  /// A range with only a lower bound, as `.dynamicTypeSize(.large...)`.
  public init(_ range: PartialRangeFrom<TextSizeCategory>) {
    self.init(lowerBound: range.lowerBound, upperBound: .accessibility5)
  }

  /// A range with only an upper bound, as `.dynamicTypeSize(...xxxLarge)`.
  public init(_ range: PartialRangeThrough<TextSizeCategory>) {
    self.init(lowerBound: .xSmall, upperBound: range.upperBound)
  }

  /// Reads a range as written in configuration or Swift source: `large...accessibility3`, `large...`,
  /// `...xxxLarge`, `..<accessibility1` (up to but not including), or a single category for a fixed size, as
  /// `.dynamicTypeSize(.large)`. Spaces around the operator and a leading `.` on names are allowed, so
  /// `.large ... .accessibility3` reads too; names are read as `TextSizeCategory(parsing:)` reads them.
  public init(parsing text: String) throws(DynamicTypeParseError) {
    let (lowerText, operatorText, upperText) = try Self.split(text)
    let lower = try lowerText.map { name throws(DynamicTypeParseError) in try TextSizeCategory(parsing: name) }
    let upper = try upperText.map { name throws(DynamicTypeParseError) in try TextSizeCategory(parsing: name) }
    let bounds: (lower: TextSizeCategory, upper: TextSizeCategory)
    switch (operatorText, lower, upper) {
    case (nil, let fixed?, nil):
      bounds = (fixed, fixed)
    case ("...", nil, nil):
      throw .malformedRange(text)
    case ("...", _, _):
      bounds = (lower ?? .xSmall, upper ?? .accessibility5)
    case ("..<", _, let upper?):
      guard let below = TextSizeCategory(rawValue: upper.rawValue - 1) else { throw .emptyRange(text) }
      bounds = (lower ?? .xSmall, below)
    default:
      throw .malformedRange(text)
    }
    guard bounds.lower <= bounds.upper else { throw .emptyRange(text) }
    self.init(lowerBound: bounds.lower, upperBound: bounds.upper)
  }

  /// Whether a category is inside the range.
  public func contains(_ category: TextSizeCategory) -> Bool { lowerBound <= category && category <= upperBound }

  /// The category a view in this range shows when the person has chosen `category`: the nearest bound if it is
  /// outside.
  public func clamp(_ category: TextSizeCategory) -> TextSizeCategory {
    min(max(category, lowerBound), upperBound)
  }

  /// The range as `lower...upper`, which `init(parsing:)` reads back.
  public var description: String { "\(lowerBound.name)...\(upperBound.name)" }

  /// Creates a range from bounds in order.
  private init(lowerBound: TextSizeCategory, upperBound: TextSizeCategory) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// Splits `text` around its one range operator (`...` or `..<`) into the names on either side, `nil` where a
  /// side is empty. Text without an operator is a single name.
  private static func split(_ text: String) throws(DynamicTypeParseError) -> (String?, String?, String?) {
    let operators = ["...", "..<"].filter { text.components(separatedBy: $0).count > 1 }
    guard let operatorText = operators.first else {
      let name = text.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { throw .malformedRange(text) }
      return (name, nil, nil)
    }
    let sides = text.components(separatedBy: operatorText).map { $0.trimmingCharacters(in: .whitespaces) }
    guard operators.count == 1, sides.count == 2 else { throw .malformedRange(text) }
    return (sides[0].isEmpty ? nil : sides[0], operatorText, sides[1].isEmpty ? nil : sides[1])
  }
}
