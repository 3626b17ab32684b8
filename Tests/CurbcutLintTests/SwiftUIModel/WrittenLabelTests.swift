import Testing

@testable import CurbcutLint

@Suite struct WrittenLabelTests {
  /// The words VoiceOver reads in a label: split at anything but a letter, a digit or an apostrophe, and where a
  /// lowercase letter meets a capital. ASCII texts are read from their bytes, others by scalar: both read alike.
  @Test(arguments: [
    ("RefreshButton", ["Refresh", "Button"]),
    ("John's car", ["John's", "car"]),
    ("ABC def", ["ABC", "def"]),
    ("profile_image-2x", ["profile", "image", "2x"]),
    ("  close   button  ", ["close", "button"]),
    ("", []),
    ("Café Menu", ["Café", "Menu"]),
    ("nouvelleÉcoute bouton", ["nouvelle", "Écoute", "bouton"]),
  ])
  func wordsAreReadAsVoiceOverReadsThem(text: String, words: [String]) {
    #expect(WrittenLabel.words(in: text) == words)
  }
}
