import CurbcutCore

/// A type ramp at every text size category, as `curbcut type-scale` prints it: Apple's text styles, or a design
/// system's typography tokens, each with its point size and leading (and, for tokens, tracking) at each of the
/// twelve categories after a Dynamic Type range's clamp.
public struct TypeScale: Sendable {
  /// Where the ramp comes from, which decides what each entry is called (`style` or `token`) and whether it has
  /// tracking.
  public enum Kind: Sendable {
    /// Apple's eleven text styles, sized by the HIG's table.
    case systemTextStyles
    /// A design system's typography tokens, scaled by `FontMetrics` relative to a text style.
    case designTokens
  }

  /// One text style or token of the ramp.
  public struct Entry: Sendable {
    /// The text style's name (`largeTitle`) or the token's name (`heading.large`).
    public let name: String
    /// The token's font family; `nil` for a system text style.
    public let fontFamily: String?
    /// The font weight.
    public let weight: FontWeight
    /// The text style the entry scales with: the style itself for a system text style.
    public let relativeTo: TextStyle
    /// The values at each text size category, `xSmall` to `accessibility5`.
    public let sizes: [Size]
    /// The largest size in the range as a share of the default size (2 is 200 %), as WCAG 1.4.4 measures it.
    public let largestShare: Double
  }

  /// The values of one entry when the person has chosen `category`.
  public struct Size: Sendable {
    /// The text size category the person chose; the values are those of the range's clamp of it.
    public let category: TextSizeCategory
    /// The font size.
    public let pointSize: ScaledPoints
    /// The distance from one baseline to the next.
    public let leading: ScaledPoints
    /// The extra space between letters; `nil` for system text styles, whose tracking Curbcut does not model.
    public let tracking: ScaledPoints?
  }

  /// Where the ramp comes from.
  public let kind: Kind
  /// The range the sizes are clamped to.
  public let range: DynamicTypeRange
  /// The ramp's text styles or tokens, in order (Apple's table order, or the design system's).
  public let entries: [Entry]

  /// Apple's text styles as the system font shows them, clamped to `range`.
  public static func systemTextStyles(in range: DynamicTypeRange = .unclamped) -> TypeScale {
    let entries = TextStyle.allCases.map { style in
      Entry(
        name: style.name, fontFamily: nil, weight: style.metrics(at: .default).weight, relativeTo: style,
        sizes: TextSizeCategory.allCases.map { category in
          let metrics = style.metrics(at: range.clamp(category))
          return Size(category: category, pointSize: metrics.pointSize, leading: metrics.leading, tracking: nil)
        },
        largestShare: ScalableFont.textStyle(style).resizeAssessment(in: range).largestShare)
    }
    return TypeScale(kind: .systemTextStyles, range: range, entries: entries)
  }

  /// A design system's ramp as `FontMetrics` scales it on a @3x screen, clamped to `range`.
  public static func designTokens(_ ramp: TypographyRamp, in range: DynamicTypeRange = .unclamped) -> TypeScale {
    let scaled = TextSizeCategory.allCases.map { ramp.scaled(at: $0, in: range) }
    let entries = ramp.tokens.enumerated().map { index, token in
      Entry(
        name: token.name, fontFamily: token.fontFamily, weight: token.weight, relativeTo: token.relativeTo,
        sizes: zip(TextSizeCategory.allCases, scaled).map { category, tokens in
          let values = tokens[index]
          return Size(
            category: category, pointSize: values.pointSize, leading: values.lineHeight, tracking: values.tracking)
        },
        largestShare: token.font.resizeAssessment(in: range).largestShare)
    }
    return TypeScale(kind: .designTokens, range: range, entries: entries)
  }
}
