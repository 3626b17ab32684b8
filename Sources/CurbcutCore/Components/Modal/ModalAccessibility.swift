/// What a modal container tells VoiceOver (seed 004: "Modal presentations need `.accessibilityAddTraits(.isModal)`:
/// without this trait, VoiceOver can read content behind the modal sheet").
public enum ModalAccessibility {
  /// The container's traits: modal, so VoiceOver stays inside it.
  public static let containerTraits: [VoiceOverTrait] = [.modal]
  /// The title's traits: a header, so it is where the VoiceOver rotor lands first.
  public static let titleTraits: [VoiceOverTrait] = [.header]
  /// The close button's label, read by VoiceOver and shown by the Large Content Viewer.
  public static let closeLabel = ComponentString("curbcut.modal.close", english: "Close")
  /// The close button's SF Symbol.
  public static let closeImage = "xmark"
  /// The title's text style.
  public static let titleStyle = TextStyle.title2
}
