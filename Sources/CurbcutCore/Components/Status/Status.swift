/// A state a status indicator shows (seed 004's `MessageStatus`), with its color, the icon that stands in for the
/// color when Differentiate Without Color is on, and the word VoiceOver reads.
public enum Status: String, CaseIterable, Sendable {
  /// Done: sent, saved, confirmed.
  case success
  /// Needs attention but did not fail.
  case warning
  /// Failed.
  case error
  /// Waiting: sending, syncing.
  case pending

  /// The color role of the dot and the icon.
  public var color: SemanticColor {
    switch self {
    case .success: .statusSuccess
    case .warning: .statusWarning
    case .error: .statusError
    case .pending: .statusPending
    }
  }

  /// The SF Symbol shown next to the dot when Differentiate Without Color is on; each status has its own shape. The
  /// status colors alone collapse for some kinds of color vision (success and error with deuteranopia), so the shape
  /// carries the meaning for people who asked for it.
  public var iconName: String {
    switch self {
    case .success: "checkmark.circle.fill"
    case .warning: "exclamationmark.triangle.fill"
    case .error: "xmark.octagon.fill"
    case .pending: "clock.fill"
    }
  }

  /// The word VoiceOver reads when the caller gives no label of its own.
  public var label: ComponentString {
    switch self {
    case .success: ComponentString("curbcut.status.success", english: "Success")
    case .warning: ComponentString("curbcut.status.warning", english: "Warning")
    case .error: ComponentString("curbcut.status.error", english: "Error")
    case .pending: ComponentString("curbcut.status.pending", english: "Pending")
    }
  }
}

/// What a status indicator draws so that its meaning never rests on color alone (WCAG 1.4.1, seed 004): the status
/// colors collapse for some kinds of color vision, so an indicator shows its label as text, or the status's own icon
/// shape where no text stands beside it, and the icon too under Differentiate Without Color.
public struct StatusIndicatorLayout: Hashable, Sendable {
  /// The mark drawn in the status's color.
  public enum Marker: Hashable, Sendable {
    /// A plain dot: enough only next to the label's text.
    case dot
    /// The status's icon (`Status.iconName`), a different shape for each status.
    case icon
  }

  /// The colored mark.
  public let marker: Marker
  /// Whether the label is shown as text beside the mark (VoiceOver reads it either way).
  public let showsLabel: Bool

  /// The indicator when the caller shows (or hides) the label and the person has (or has not) turned on
  /// Differentiate Without Color.
  public init(showsLabel: Bool, differentiateWithoutColor: Bool) {
    self.showsLabel = showsLabel
    marker = showsLabel && !differentiateWithoutColor ? .dot : .icon
  }
}
