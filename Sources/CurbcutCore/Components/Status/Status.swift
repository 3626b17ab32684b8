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
  public var label: String {
    switch self {
    case .success: "Success"
    case .warning: "Warning"
    case .error: "Error"
    case .pending: "Pending"
    }
  }
}
