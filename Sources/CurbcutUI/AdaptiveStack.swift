#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// Lays its children out side by side at the standard text sizes and one above the other, aligned to the leading
  /// edge, at the accessibility sizes (seed 003's `AdaptiveProfileView`). Switching keeps the children's state, since
  /// both arrangements are the same `AnyLayout`.
  ///
  /// ```swift
  /// AdaptiveStack {
  ///   Image(decorative: user.avatarName)
  ///   Text(user.name)
  /// }
  /// ```
  public struct AdaptiveStack<Content: View>: View {
    private let threshold: TextSizeCategory
    private let content: Content
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A stack of `content` that turns vertical from `threshold` up: the first accessibility size unless told
    /// otherwise (seed 003 stacks a complex row from `.xxxLarge`).
    public init(
      threshold: TextSizeCategory = AdaptiveStackLayout.defaultThreshold, @ViewBuilder content: () -> Content
    ) {
      self.threshold = threshold
      self.content = content()
    }

    /// The children in the layout CurbcutCore chose.
    public var body: some View {
      stackLayout { content }
    }

    /// A horizontal or vertical stack with the layout's spacing.
    private var stackLayout: AnyLayout {
      let layout = AdaptiveStackLayout(
        category: TextSizeCategory(dynamicTypeSize), threshold: threshold, displayScale: DisplayScale(displayScale))
      switch layout.axis {
      case .horizontal: return AnyLayout(HStackLayout(spacing: CGFloat(layout.spacing)))
      case .vertical: return AnyLayout(VStackLayout(alignment: .leading, spacing: CGFloat(layout.spacing)))
      }
    }
  }
#endif
