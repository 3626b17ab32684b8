#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  extension EnvironmentValues {
    /// The type ramp `.typography(_:)` sets text in: `DesignTypography.standard` unless an ancestor sets another,
    /// as `.environment(\.designTypography, DesignTypography(family: "Cereal"))`.
    public var designTypography: DesignTypography {
      get { self[DesignTypographyKey.self] }
      set { self[DesignTypographyKey.self] = newValue }
    }
  }

  /// Where the environment keeps the type ramp.
  private struct DesignTypographyKey: EnvironmentKey {
    static let defaultValue = DesignTypography.standard
  }

  extension View {
    /// Sets text in `style` of the environment's type ramp: the ramp's family at the style's size and weight, scaled
    /// by SwiftUI relative to the style, with the token's line height and tracking scaled alike, so it follows Dynamic
    /// Type and the view's Dynamic Type range.
    ///
    /// The family must be one iOS knows: bundle the font files and list them under `UIAppFonts` in the app's
    /// Info.plist. A family it does not know falls back to the system font, silently.
    public func typography(_ style: TextStyle) -> some View { modifier(TypographyModifier(style: style)) }
  }

  extension Font {
    /// A typography token as a SwiftUI font: `.custom(_:size:relativeTo:)` with the token's weight.
    public init(_ token: TypographyToken) {
      self = .custom(
        token.fontFamily, size: CGFloat(token.pointSize.value), relativeTo: Font.TextStyle(token.relativeTo)
      )
      .weight(Font.Weight(token.weight))
    }
  }

  /// Reads the ramp from the environment and applies one style's font, line spacing and tracking at the environment's
  /// text size.
  private struct TypographyModifier: ViewModifier {
    let style: TextStyle
    @Environment(\.designTypography) private var typography
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    func body(content: Content) -> some View {
      let token = typography.token(for: style)
      let category = TextSizeCategory(dynamicTypeSize)
      let scale = DisplayScale(displayScale)
      content
        .font(Font(token))
        .lineSpacing(CGFloat(token.lineSpacing(at: category, displayScale: scale)))
        .tracking(CGFloat(token.scaled(at: category, displayScale: scale).tracking))
    }
  }
#endif
