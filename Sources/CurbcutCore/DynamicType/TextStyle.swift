/// One of the eleven iOS text styles: a role for text (title, body, caption) that fixes its size, leading and
/// weight at each text size category, so text in that role scales with Dynamic Type.
///
/// Named as UIKit's `UIFont.TextStyle` names them, in the order of Apple's tables, largest first.
public enum TextStyle: CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Large Title: 34 pt at the default size.
  case largeTitle
  /// Title 1 (SwiftUI's `.title`): 28 pt.
  case title1
  /// Title 2: 22 pt.
  case title2
  /// Title 3: 20 pt.
  case title3
  /// Headline: 17 pt semibold.
  case headline
  /// Body: 17 pt, the text most content is set in.
  case body
  /// Callout: 16 pt.
  case callout
  /// Subheadline ("Subhead" in the HIG): 15 pt.
  case subheadline
  /// Footnote: 13 pt.
  case footnote
  /// Caption 1 (SwiftUI's `.caption`): 12 pt.
  case caption1
  /// Caption 2: 11 pt, the smallest text style.
  case caption2

  /// The UIKit name, used in Curbcut's output.
  public var name: String {
    switch self {
    case .largeTitle: "largeTitle"
    case .title1: "title1"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .body: "body"
    case .callout: "callout"
    case .subheadline: "subheadline"
    case .footnote: "footnote"
    case .caption1: "caption1"
    case .caption2: "caption2"
    }
  }

  /// The SwiftUI name (`Font.TextStyle`), which differs for `title1` (`title`) and `caption1` (`caption`).
  public var swiftUIName: String {
    switch self {
    case .title1: "title"
    case .caption1: "caption"
    default: name
    }
  }

  /// UIKit's raw string value (`UICTFontTextStyleTitle0` for `largeTitle`), as listed by
  /// temoki/UIKit_DynamicType: https://github.com/temoki/UIKit_DynamicType
  public var uiKitRawValue: String {
    switch self {
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .subheadline: "UICTFontTextStyleSubhead"
    default: "UICTFontTextStyle" + name.prefix(1).uppercased() + name.dropFirst()
    }
  }

  /// The UIKit name.
  public var description: String { name }

  /// Reads a text style from its UIKit name (`title1`), its SwiftUI name (`title`) or UIKit's raw value
  /// (`UICTFontTextStyleTitle1`), ignoring case, surrounding spaces and a leading `.`.
  public init(parsing text: String) throws(DynamicTypeParseError) {
    let wanted = normalizedName(text)
    let style = Self.allCases.first { style in
      [style.name, style.swiftUIName, style.uiKitRawValue].contains { $0.lowercased() == wanted }
    }
    guard let style else { throw .unknownTextStyle(text) }
    self = style
  }
}
