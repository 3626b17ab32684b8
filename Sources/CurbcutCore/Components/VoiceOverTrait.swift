/// The accessibility traits the components give their elements, which CurbcutUI turns into SwiftUI's
/// `AccessibilityTraits`. VoiceOver speaks a trait after the label ("Lisbon, button"), so labels never repeat it.
public enum VoiceOverTrait: Hashable, Sendable {
  /// Activating the element performs an action.
  case button
  /// The element is the chosen one of a group, such as the current tab.
  case selected
  /// The element titles a section; VoiceOver users jump between headers with the rotor.
  case header
  /// The element is modal: VoiceOver ignores everything outside it while it is shown.
  case modal
  /// The element is a tab bar: VoiceOver announces its buttons as tabs, "1 of 3".
  case tabBar
}
