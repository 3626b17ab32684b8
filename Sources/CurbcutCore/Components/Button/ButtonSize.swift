/// The sizes a design-system button comes in, named as SwiftUI's `ControlSize` names them (which CurbcutUI reads
/// from `.controlSize(_:)`), so one style serves every size.
public enum ButtonSize: CaseIterable, Sendable {
  /// The smallest control size; laid out as `small`.
  case mini
  /// For space-constrained rows.
  case small
  /// The default size.
  case regular
  /// For a screen's main action.
  case large
  /// The largest size; laid out as `large`.
  case extraLarge
}
