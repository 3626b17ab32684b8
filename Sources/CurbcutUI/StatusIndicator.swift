#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A colored dot for a status (seed 004), with the status's icon beside it when the person has turned on
  /// Differentiate Without Color, so the meaning never rests on color alone. VoiceOver reads the label.
  ///
  /// ```swift
  /// StatusIndicator(.success, label: "Sent")
  /// ```
  public struct StatusIndicator: View {
    private let status: Status
    private let label: String
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// An indicator of `status`, read as `label`, or as the status's own word ("Success") without one.
    public init(_ status: Status, label: String? = nil) {
      self.status = status
      self.label = label ?? status.label
    }

    /// The dot, and the icon under Differentiate Without Color.
    public var body: some View {
      let dot = IconSize.indicator.points(at: dynamicTypeSize, displayScale: displayScale)
      HStack(spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        Circle()
          .fill(DesignColor(status.color))
          .frame(width: dot, height: dot)
        if differentiateWithoutColor {
          Image(systemName: status.iconName)
            .typography(.caption1)
            .foregroundStyle(DesignColor(status.color))
        }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(label))
    }
  }
#endif
