#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// The body every design-system button style shares (seed 000's `PrimaryButtonStyle`, made the base of all
  /// variants): it reads the environment and applies `ButtonLayout` and `ButtonAppearance` from CurbcutCore, so each
  /// variant gets the font and padding of its control size, a full width at accessibility text sizes, the 44 pt hit
  /// target, the disabled look and a pressed effect that respects Reduce Motion. A variant only chooses colors.
  ///
  /// ```swift
  /// struct QuietButtonStyle: ButtonStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     DesignButtonBody(configuration: configuration, variant: .quiet)
  ///   }
  /// }
  ///
  /// extension ButtonVariant {
  ///   static let quiet = ButtonVariant(fill: .surfacePrimary, foreground: .accentText)
  /// }
  /// ```
  public struct DesignButtonBody: View {
    private let configuration: ButtonStyleConfiguration
    private let variant: ButtonVariant
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The body of a `variant` button for the configuration SwiftUI passes to `makeBody(configuration:)`.
    public init(configuration: ButtonStyleConfiguration, variant: ButtonVariant) {
      self.configuration = configuration
      self.variant = variant
    }

    /// The label with the variant's colors and the shared layout and states.
    public var body: some View {
      let layout = ButtonLayout(
        size: ButtonSize(controlSize), category: TextSizeCategory(dynamicTypeSize),
        displayScale: DisplayScale(displayScale))
      let appearance = ButtonAppearance(
        variant: variant, isEnabled: isEnabled, isPressed: configuration.isPressed, reduceMotion: reduceMotion)
      configuration.label
        .typography(layout.textStyle)
        .fontWeight(Font.Weight(layout.labelWeight))
        .multilineTextAlignment(.center)
        .padding(.horizontal, CGFloat(layout.horizontalPadding))
        .padding(.vertical, CGFloat(layout.verticalPadding))
        .frame(maxWidth: layout.fillsAvailableWidth ? .infinity : nil)
        .frame(minWidth: CGFloat(layout.minimumSize), minHeight: CGFloat(layout.minimumSize))
        .foregroundStyle(DesignColor(appearance.foreground))
        .background(DesignColor(appearance.fill), in: RoundedRectangle(cornerRadius: CGFloat(layout.cornerRadius)))
        .opacity(appearance.opacity)
        .scaleEffect(appearance.scale)
        .animation(Animation(appearance.animation), value: configuration.isPressed)
    }
  }

  /// The screen's main action: white on the accent. `Button("Book", action: book).buttonStyle(PrimaryButtonStyle())`
  public struct PrimaryButtonStyle: ButtonStyle {
    /// The primary style.
    public init() {}

    /// A `DesignButtonBody` in the primary variant.
    public func makeBody(configuration: Configuration) -> some View {
      DesignButtonBody(configuration: configuration, variant: .primary)
    }
  }

  /// Any other action: the accent on an elevated surface.
  public struct SecondaryButtonStyle: ButtonStyle {
    /// The secondary style.
    public init() {}

    /// A `DesignButtonBody` in the secondary variant.
    public func makeBody(configuration: Configuration) -> some View {
      DesignButtonBody(configuration: configuration, variant: .secondary)
    }
  }

  /// An action that deletes or cannot be undone: red on an elevated surface.
  public struct DestructiveButtonStyle: ButtonStyle {
    /// The destructive style.
    public init() {}

    /// A `DesignButtonBody` in the destructive variant.
    public func makeBody(configuration: Configuration) -> some View {
      DesignButtonBody(configuration: configuration, variant: .destructive)
    }
  }
#endif
