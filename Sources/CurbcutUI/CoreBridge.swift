#if canImport(SwiftUI)
  import CurbcutCore
  import Foundation
  import SwiftUI

  // The one place where SwiftUI's environment values become CurbcutCore's types and Core's answers become SwiftUI
  // values. Components read the environment, convert it here, ask Core, and apply what comes back.

  extension ComponentString {
    /// The string in `locale`'s language from CurbcutUI's String Catalog (English where it has no translation), with
    /// its numbers written as `locale` writes them. Components read `locale` from `@Environment(\.locale)`.
    func localized(in locale: Locale) -> String {
      let language = Bundle.preferredLocalizations(
        from: Bundle.module.localizations, forPreferences: [locale.identifier]
      ).first
      let bundle =
        language.flatMap { Bundle.module.path(forResource: $0, ofType: "lproj") }.flatMap(Bundle.init(path:))
        ?? Bundle.module
      return formatted(bundle.localizedString(forKey: key, value: english, table: nil), locale: locale)
    }
  }

  extension LocalizedStringResource {
    /// The text in `locale`'s language, for the parts of a component that Core puts together, such as a card's label.
    func localized(in locale: Locale) -> String {
      var resource = self
      resource.locale = locale
      return String(localized: resource)
    }
  }

  extension TextSizeCategory {
    /// The category SwiftUI's Dynamic Type size stands for; the two enumerations name the same twelve sizes. A size
    /// a later iOS adds is read as the nearest end: above `accessibility5` as `accessibility5`, otherwise `large`.
    public init(_ size: DynamicTypeSize) {
      switch size {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      @unknown default: self = size > .accessibility5 ? .accessibility5 : .large
      }
    }
  }

  extension DynamicTypeSize {
    /// SwiftUI's size for a Core category.
    init(_ category: TextSizeCategory) {
      switch category {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      }
    }
  }

  extension DynamicTypeRange {
    /// The range as `.dynamicTypeSize(_:)` takes it.
    var dynamicTypeSizes: ClosedRange<DynamicTypeSize> { DynamicTypeSize(lowerBound)...DynamicTypeSize(upperBound) }
  }

  extension DisplayScale {
    /// The nearest of @1x, @2x and @3x to `\.displayScale` (pixels per point); an unspecified 0 counts as @1x.
    init(_ pixelsPerPoint: CGFloat) {
      self = pixelsPerPoint >= 2.5 ? .x3 : pixelsPerPoint >= 1.5 ? .x2 : .x1
    }
  }

  extension CGFloat {
    /// A Core length as SwiftUI lays it out, in points.
    public init(_ length: ScaledPoints) { self.init(length.value) }
  }

  extension ScalableLength {
    /// The length in points at the environment's Dynamic Type size and display scale, as `@ScaledMetric` would give
    /// it; read both with `@Environment(\.dynamicTypeSize)` and `@Environment(\.displayScale)`.
    public func points(at size: DynamicTypeSize, displayScale: CGFloat) -> CGFloat {
      CGFloat(scaled(at: TextSizeCategory(size), displayScale: DisplayScale(displayScale)))
    }
  }

  extension Font.TextStyle {
    /// SwiftUI's text style for a Core text style; SwiftUI calls `title1` `title` and `caption1` `caption`. (Inside
    /// this extension a bare `TextStyle` would name `Font.TextStyle` itself.)
    init(_ style: CurbcutCore.TextStyle) {
      switch style {
      case .largeTitle: self = .largeTitle
      case .title1: self = .title
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .body: self = .body
      case .callout: self = .callout
      case .subheadline: self = .subheadline
      case .footnote: self = .footnote
      case .caption1: self = .caption
      case .caption2: self = .caption2
      }
    }
  }

  extension Font.Weight {
    /// SwiftUI's weight for a Core weight.
    init(_ weight: FontWeight) {
      switch weight {
      case .ultraLight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }

  extension Appearance {
    /// The appearance of `\.colorScheme` with `\.colorSchemeContrast`.
    init(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) {
      switch (scheme == .dark, contrast == .increased) {
      case (false, false): self = .light
      case (true, false): self = .dark
      case (false, true): self = .lightHighContrast
      case (true, true): self = .darkHighContrast
      }
    }
  }

  extension Color.Resolved {
    /// A Core color as SwiftUI draws it: gamma-encoded sRGB components and opacity.
    init(_ color: SRGBColor) {
      self.init(
        colorSpace: .sRGB, red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
        opacity: Float(color.alpha))
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    extension Appearance {
      /// The appearance of a trait collection: its interface style and its contrast.
      init(_ traits: UITraitCollection) {
        self.init(
          traits.userInterfaceStyle == .dark ? .dark : .light,
          traits.accessibilityContrast == .high ? .increased : .standard)
      }
    }
  #elseif canImport(AppKit)
    extension Appearance {
      /// The appearance AppKit draws in: dark or light, with or without Increase Contrast.
      init(_ appearance: NSAppearance) {
        switch appearance.bestMatch(from: [
          .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
        ]) {
        case .darkAqua: self = .dark
        case .accessibilityHighContrastAqua: self = .lightHighContrast
        case .accessibilityHighContrastDarkAqua: self = .darkHighContrast
        default: self = .light
        }
      }
    }
  #endif

  extension AccessibilityTraits {
    /// The SwiftUI traits for Core's traits.
    init(_ traits: [VoiceOverTrait]) {
      self = []
      for trait in traits {
        switch trait {
        case .button: formUnion(.isButton)
        case .selected: formUnion(.isSelected)
        case .header: formUnion(.isHeader)
        case .modal: formUnion(.isModal)
        case .tabBar: formUnion(.isTabBar)
        }
      }
    }
  }

  extension ButtonSize {
    /// The button size for `\.controlSize`; a size a later iOS adds counts as `regular`.
    init(_ size: ControlSize) {
      switch size {
      case .mini: self = .mini
      case .small: self = .small
      case .regular: self = .regular
      case .large: self = .large
      case .extraLarge: self = .extraLarge
      @unknown default: self = .regular
      }
    }
  }

  extension RatingAdjustment {
    /// The adjustment a VoiceOver swipe asks for; nil for a direction a later iOS adds.
    init?(_ direction: AccessibilityAdjustmentDirection) {
      switch direction {
      case .increment: self = .increment
      case .decrement: self = .decrement
      @unknown default: return nil
      }
    }
  }

  extension Animation {
    /// SwiftUI's animation for a Core animation value, such as `MotionAnimation.standard.adapted(reduceMotion:)`.
    public init(_ motion: MotionAnimation) {
      switch motion {
      case .spring(let response, let dampingFraction):
        self = .spring(response: response, dampingFraction: dampingFraction)
      case .easeInOut(let duration): self = .easeInOut(duration: duration)
      case .linear(let duration): self = .linear(duration: duration)
      case .repeatingForever(let animation): self = Animation(animation).repeatForever(autoreverses: true)
      }
    }
  }

  extension AnyTransition {
    /// SwiftUI's transition for a Core transition value, such as `MotionTransition.slide.adapted(reduceMotion:)`.
    public init(_ transition: MotionTransition) {
      switch transition {
      case .opacity: self = .opacity
      case .slide: self = .slide
      case .scale: self = .scale
      case .move(let edge): self = .move(edge: Edge(edge))
      }
    }
  }

  extension Edge {
    /// SwiftUI's edge for a Core edge.
    init(_ edge: MotionEdge) {
      switch edge {
      case .top: self = .top
      case .bottom: self = .bottom
      case .leading: self = .leading
      case .trailing: self = .trailing
      }
    }
  }
#endif
