import Foundation

/// The text size a person chose in Settings > Accessibility > Display & Text Size: seven standard sizes and five
/// larger accessibility sizes, in increasing order. The default is `large`.
///
/// Named as SwiftUI's `DynamicTypeSize` names them; `UIContentSizeCategory` names the same twelve sizes
/// differently. (Curbcut does not reuse either type name, so SwiftUI code can import both modules.)
public enum TextSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// Extra small: body text is 14 pt.
  case xSmall
  /// Small: body text is 15 pt.
  case small
  /// Medium: body text is 16 pt.
  case medium
  /// Large, the default: body text is 17 pt.
  case large
  /// Extra large: body text is 19 pt.
  case xLarge
  /// Extra extra large: body text is 21 pt.
  case xxLarge
  /// Extra extra extra large, the largest standard size: body text is 23 pt.
  case xxxLarge
  /// The first accessibility size (AX1): body text is 28 pt.
  case accessibility1
  /// AX2: body text is 33 pt.
  case accessibility2
  /// AX3: body text is 40 pt.
  case accessibility3
  /// AX4: body text is 47 pt.
  case accessibility4
  /// AX5, the largest size: body text is 53 pt.
  case accessibility5

  /// The size every device starts with, against which WCAG 1.4.4 measures "200 percent".
  public static let `default`: TextSizeCategory = .large

  /// Whether this is one of the five larger accessibility sizes, as SwiftUI's `isAccessibilitySize`.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The SwiftUI name (`DynamicTypeSize`), used in Curbcut's output.
  public var name: String { spellings.swiftUI }

  /// The UIKit name (`UIContentSizeCategory`).
  public var uiKitName: String { spellings.uiKit }

  /// UIKit's raw string value, as stored in trait collections and launch arguments
  /// (`-UIPreferredContentSizeCategoryName UICTContentSizeCategoryXL`).
  public var uiKitRawValue: String { spellings.uiKitRawValue }

  /// The SwiftUI name.
  public var description: String { name }

  /// Orders categories from smallest to largest text.
  public static func < (lhs: TextSizeCategory, rhs: TextSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Reads a category from any of its names, ignoring case, surrounding spaces and a leading `.`: the SwiftUI
  /// name (`xxLarge`), the UIKit name (`extraExtraLarge`), UIKit's raw value (`UICTContentSizeCategoryXXL`) or,
  /// for accessibility sizes, the HIG's label (`AX2`).
  ///
  /// Raw values as listed by temoki/UIKit_DynamicType (checked on iOS 13.3):
  /// https://github.com/temoki/UIKit_DynamicType
  public init(parsing text: String) throws(DynamicTypeParseError) {
    let wanted = normalizedName(text)
    guard let category = Self.allCases.first(where: { $0.acceptedNames.contains(wanted) }) else {
      throw .unknownTextSizeCategory(text)
    }
    self = category
  }

  /// Every spelling `init(parsing:)` accepts for this category, lowercased.
  private var acceptedNames: Set<String> {
    let (swiftUI, uiKit, uiKitRawValue, higLabel) = spellings
    return Set([swiftUI, uiKit, uiKitRawValue, higLabel].map { $0.lowercased() })
  }

  /// The names of this category in SwiftUI, UIKit, UIKit's raw values and the HIG tables.
  private var spellings: (swiftUI: String, uiKit: String, uiKitRawValue: String, higLabel: String) {
    switch self {
    case .xSmall: ("xSmall", "extraSmall", "UICTContentSizeCategoryXS", "xSmall")
    case .small: ("small", "small", "UICTContentSizeCategoryS", "Small")
    case .medium: ("medium", "medium", "UICTContentSizeCategoryM", "Medium")
    case .large: ("large", "large", "UICTContentSizeCategoryL", "Large")
    case .xLarge: ("xLarge", "extraLarge", "UICTContentSizeCategoryXL", "xLarge")
    case .xxLarge: ("xxLarge", "extraExtraLarge", "UICTContentSizeCategoryXXL", "xxLarge")
    case .xxxLarge: ("xxxLarge", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "xxxLarge")
    case .accessibility1: ("accessibility1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "AX1")
    case .accessibility2: ("accessibility2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "AX2")
    case .accessibility3:
      ("accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "AX3")
    case .accessibility4:
      ("accessibility4", "accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "AX4")
    case .accessibility5:
      ("accessibility5", "accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL", "AX5")
    }
  }
}

/// A name as written in configuration or Swift source, reduced to what parsing compares: no surrounding spaces, no
/// leading `.` (as in `.accessibility3`), lowercased.
func normalizedName(_ text: String) -> String {
  var name = text.trimmingCharacters(in: .whitespaces)
  if name.hasPrefix(".") { name.removeFirst() }
  return name.lowercased()
}
