#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A semantic color as a SwiftUI shape style: it resolves to the role's value for the environment's color scheme
  /// and contrast, so light, dark and Increase Contrast each get the color CurbcutCore checked for them.
  ///
  /// ```swift
  /// Text("Sent").foregroundStyle(DesignColor(.textSecondary))
  /// ```
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
#endif
