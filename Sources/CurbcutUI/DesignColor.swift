#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A semantic color as a SwiftUI shape style: it resolves to the role's value for the environment's color scheme
  /// and contrast, so light, dark and Increase Contrast each get the color CurbcutCore checked for them.
  ///
  /// ```swift
  /// Text("Sent").foregroundStyle(DesignColor(.textSecondary))
  /// ```
  ///
  /// Where an API takes a `Color` (`shadow(color:)`, `Color`-typed properties) or a UIKit color, use `Color(_:)` or
  /// `UIColor(_:)` with the role: they follow the appearance too.
  public struct DesignColor: ShapeStyle {
    /// The role drawn.
    public let role: SemanticColor

    /// The style for `role`.
    public init(_ role: SemanticColor) { self.role = role }

    /// The role's color in the environment's appearance.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
      Color.Resolved(role.color(in: Appearance(environment.colorScheme, environment.colorSchemeContrast)))
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    extension UIColor {
      /// The role's color, resolved again whenever the trait collection's appearance changes: light or dark,
      /// standard or increased contrast. `view.backgroundColor = UIColor(.surfaceElevated)`
      public convenience init(_ role: SemanticColor) {
        self.init { traits in
          let color = role.color(in: Appearance(traits))
          return UIColor(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
        }
      }
    }

    extension Color {
      /// The role's color, following the appearance: `.shadow(color: Color(.textPrimary).opacity(0.2), radius: 4)`.
      public init(_ role: SemanticColor) { self.init(uiColor: UIColor(role)) }
    }
  #elseif canImport(AppKit)
    extension NSColor {
      /// The role's color, resolved again whenever the appearance changes: light or dark, standard or increased
      /// contrast.
      public convenience init(_ role: SemanticColor) {
        self.init(name: nil) { appearance in
          let color = role.color(in: Appearance(appearance))
          return NSColor(
            srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
        }
      }
    }

    extension Color {
      /// The role's color, following the appearance: `.shadow(color: Color(.textPrimary).opacity(0.2), radius: 4)`.
      public init(_ role: SemanticColor) { self.init(nsColor: NSColor(role)) }
    }
  #else
    extension Color {
      /// The role's color. watchOS draws in the dark appearance only.
      public init(_ role: SemanticColor) { self.init(Color.Resolved(role.color(in: .dark))) }
    }
  #endif
#endif
