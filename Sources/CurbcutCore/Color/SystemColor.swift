/// The iOS system colors by their UIKit names, with their published values in each appearance, so a token can be
/// checked on `systemBackground` or against `label`.
///
/// Sources:
/// - Tinted colors and grays (`systemRed` ... `systemBrown`, `systemGray` ... `systemGray6`): Apple's Human
///   Interface Guidelines, "Color", Specifications, "iOS, iPadOS system colors" and "system gray colors"
///   (the tables of Default and Accessible, i.e. Increase Contrast, values; page revision of June 2023).
///   Cross-checked against Flutter's `CupertinoColors` (`packages/flutter/lib/src/cupertino/colors.dart`), which
///   agrees for red, orange, green, blue, indigo, purple, pink and all grays; it has no mint, cyan or brown, and
///   older values for teal (iOS 13's) and for yellow with Increase Contrast in light mode (160, 90, 0, the HIG's
///   macOS value). The HIG wins.
/// - Label, fill, background, separator, placeholder and link colors: the HIG lists them without values, so they
///   come from Flutter's `CupertinoColors`, which transcribes UIKit's values in all four appearances (base
///   elevation). Light and dark agree, to the rounding of alpha, with Noah Gilmore's
///   UIKit table (`ColorCompatibility`).
///
/// Apple notes that system colors may change between releases; these are the iOS 13-17 values. Translucent
/// colors (labels, fills, separators) keep their alpha: composite them over their background.
public enum SystemColor: String, CaseIterable, Sendable {
  /// Text in four levels of emphasis, translucent over their background.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel
  /// Placeholder text in fields, and links.
  case placeholderText, link
  /// Dividers: translucent, or opaque to hide what lies beneath.
  case separator, opaqueSeparator
  /// Translucent fills for shapes, from thin and small (`systemFill`) to large areas (`quaternarySystemFill`).
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  /// Backgrounds of plain views, for the view, content grouped in it, and content grouped within that.
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  /// Backgrounds of grouped table views, at the same three levels.
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  /// The tinted colors.
  case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
  /// The tinted colors, continued.
  case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
  /// The six grays, from `systemGray` (mid) to `systemGray6` (nearest the background).
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

  /// The system color a SwiftUI `Color` constant stands for: `.red` is `systemRed`, `.gray` `systemGray`, `.primary`
  /// `label`, `.secondary` `secondaryLabel`; nil for a name that is not one of them (`.white`, `.accentColor`).
  public init?(swiftUIName name: String) {
    switch name {
    case "primary": self = .label
    case "secondary": self = .secondaryLabel
    case "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
      "gray":
      self.init(rawValue: "system" + name.prefix(1).uppercased() + name.dropFirst())
    default: return nil
    }
  }

  /// The color in `appearance`.
  public func color(in appearance: Appearance) -> SRGBColor {
    let values = published
    let value =
      switch appearance {
      case .light: values.light
      case .dark: values.dark
      case .lightHighContrast: values.lightHighContrast
      case .darkHighContrast: values.darkHighContrast
      }
    return SRGBColor(
      red: Double(value.red) / 255, green: Double(value.green) / 255, blue: Double(value.blue) / 255,
      alpha: Double(value.alpha) / 255)
  }

  /// The values as the sources print them: bytes, with alpha as a byte as well.
  private var published: (light: Bytes, dark: Bytes, lightHighContrast: Bytes, darkHighContrast: Bytes) {
    switch self {
    case .label: (Bytes(0, 0, 0), Bytes(255, 255, 255), Bytes(0, 0, 0), Bytes(255, 255, 255))
    case .secondaryLabel:
      (Bytes(60, 60, 67, 153), Bytes(235, 235, 245, 153), Bytes(60, 60, 67, 173), Bytes(235, 235, 245, 173))
    case .tertiaryLabel, .placeholderText:
      (Bytes(60, 60, 67, 76), Bytes(235, 235, 245, 76), Bytes(60, 60, 67, 96), Bytes(235, 235, 245, 96))
    case .quaternaryLabel:
      (Bytes(60, 60, 67, 45), Bytes(235, 235, 245, 40), Bytes(60, 60, 67, 66), Bytes(235, 235, 245, 61))
    case .link: (Bytes(0, 122, 255), Bytes(9, 132, 255), Bytes(0, 122, 255), Bytes(9, 132, 255))
    case .separator:
      (Bytes(60, 60, 67, 73), Bytes(84, 84, 88, 153), Bytes(60, 60, 67, 94), Bytes(84, 84, 88, 173))
    case .opaqueSeparator: (Bytes(198, 198, 200), Bytes(56, 56, 58), Bytes(198, 198, 200), Bytes(56, 56, 58))
    case .systemFill:
      (Bytes(120, 120, 128, 51), Bytes(120, 120, 128, 91), Bytes(120, 120, 128, 71), Bytes(120, 120, 128, 112))
    case .secondarySystemFill:
      (Bytes(120, 120, 128, 40), Bytes(120, 120, 128, 81), Bytes(120, 120, 128, 61), Bytes(120, 120, 128, 102))
    case .tertiarySystemFill:
      (Bytes(118, 118, 128, 30), Bytes(118, 118, 128, 61), Bytes(118, 118, 128, 51), Bytes(118, 118, 128, 81))
    case .quaternarySystemFill:
      (Bytes(116, 116, 128, 20), Bytes(118, 118, 128, 45), Bytes(116, 116, 128, 40), Bytes(118, 118, 128, 66))
    case .systemBackground: (Bytes(255, 255, 255), Bytes(0, 0, 0), Bytes(255, 255, 255), Bytes(0, 0, 0))
    case .secondarySystemBackground:
      (Bytes(242, 242, 247), Bytes(28, 28, 30), Bytes(235, 235, 240), Bytes(36, 36, 38))
    case .tertiarySystemBackground:
      (Bytes(255, 255, 255), Bytes(44, 44, 46), Bytes(255, 255, 255), Bytes(54, 54, 56))
    case .systemGroupedBackground: (Bytes(242, 242, 247), Bytes(0, 0, 0), Bytes(235, 235, 240), Bytes(0, 0, 0))
    case .secondarySystemGroupedBackground:
      (Bytes(255, 255, 255), Bytes(28, 28, 30), Bytes(255, 255, 255), Bytes(36, 36, 38))
    case .tertiarySystemGroupedBackground:
      (Bytes(242, 242, 247), Bytes(44, 44, 46), Bytes(235, 235, 240), Bytes(54, 54, 56))
    case .systemRed: (Bytes(255, 59, 48), Bytes(255, 69, 58), Bytes(215, 0, 21), Bytes(255, 105, 97))
    case .systemOrange: (Bytes(255, 149, 0), Bytes(255, 159, 10), Bytes(201, 52, 0), Bytes(255, 179, 64))
    case .systemYellow: (Bytes(255, 204, 0), Bytes(255, 214, 10), Bytes(178, 80, 0), Bytes(255, 212, 38))
    case .systemGreen: (Bytes(52, 199, 89), Bytes(48, 209, 88), Bytes(36, 138, 61), Bytes(48, 219, 91))
    case .systemMint: (Bytes(0, 199, 190), Bytes(102, 212, 207), Bytes(12, 129, 123), Bytes(102, 212, 207))
    case .systemTeal: (Bytes(48, 176, 199), Bytes(64, 200, 224), Bytes(0, 130, 153), Bytes(93, 230, 255))
    case .systemCyan: (Bytes(50, 173, 230), Bytes(100, 210, 255), Bytes(0, 113, 164), Bytes(112, 215, 255))
    case .systemBlue: (Bytes(0, 122, 255), Bytes(10, 132, 255), Bytes(0, 64, 221), Bytes(64, 156, 255))
    case .systemIndigo: (Bytes(88, 86, 214), Bytes(94, 92, 230), Bytes(54, 52, 163), Bytes(125, 122, 255))
    case .systemPurple: (Bytes(175, 82, 222), Bytes(191, 90, 242), Bytes(137, 68, 171), Bytes(218, 143, 255))
    case .systemPink: (Bytes(255, 45, 85), Bytes(255, 55, 95), Bytes(211, 15, 69), Bytes(255, 100, 130))
    case .systemBrown: (Bytes(165, 132, 94), Bytes(172, 142, 104), Bytes(127, 101, 69), Bytes(181, 148, 105))
    case .systemGray: (Bytes(142, 142, 147), Bytes(142, 142, 147), Bytes(108, 108, 112), Bytes(174, 174, 178))
    case .systemGray2: (Bytes(174, 174, 178), Bytes(99, 99, 102), Bytes(142, 142, 147), Bytes(124, 124, 128))
    case .systemGray3: (Bytes(199, 199, 204), Bytes(72, 72, 74), Bytes(174, 174, 178), Bytes(84, 84, 86))
    case .systemGray4: (Bytes(209, 209, 214), Bytes(58, 58, 60), Bytes(188, 188, 192), Bytes(68, 68, 70))
    case .systemGray5: (Bytes(229, 229, 234), Bytes(44, 44, 46), Bytes(216, 216, 220), Bytes(54, 54, 56))
    case .systemGray6: (Bytes(242, 242, 247), Bytes(28, 28, 30), Bytes(235, 235, 240), Bytes(36, 36, 38))
    }
  }

  /// One published value: red, green, blue and alpha bytes, 0...255.
  private struct Bytes {
    let red: UInt8
    let green: UInt8
    let blue: UInt8
    let alpha: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }
}
