#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A status (seed 004) whose meaning never rests on color alone (WCAG 1.4.1): a colored dot beside the label's
  /// text, or, where the label is not shown, the status's own icon shape, which also joins the text under
  /// Differentiate Without Color. VoiceOver always reads the label.
  ///
  /// ```swift
  /// StatusIndicator(.success, label: "Sent")
  /// StatusIndicator(.error, label: "Not sent", showsLabel: false)  // beside text that says what failed
  /// ```
  public struct StatusIndicator: View {
    private let status: Status
    private let label: LocalizedStringResource?
    private let showsLabel: Bool
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// An indicator of `status`, read as `label` (the status's own word, "Success", without one) and showing it as
    /// text unless `showsLabel` is false.
    public init(_ status: Status, label: LocalizedStringResource? = nil, showsLabel: Bool = true) {
      self.status = status
      self.label = label
      self.showsLabel = showsLabel
    }

    /// The mark, and the text when shown.
    public var body: some View {
      let layout = StatusIndicatorLayout(
        showsLabel: showsLabel, differentiateWithoutColor: differentiateWithoutColor)
      let text = label?.localized(in: locale) ?? status.label.localized(in: locale)
      let dot = IconSize.indicator.points(at: dynamicTypeSize, displayScale: displayScale)
      HStack(spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        switch layout.marker {
        case .dot:
          Circle()
            .fill(DesignColor(status.color))
            .frame(width: dot, height: dot)
        case .icon:
          Image(systemName: status.iconName)
            .typography(.caption1)
            .foregroundStyle(DesignColor(status.color))
        }
        if layout.showsLabel {
          Text(text)
            .typography(.subheadline)
            .foregroundStyle(DesignColor(.textPrimary))
        }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(text))
    }
  }
#endif
