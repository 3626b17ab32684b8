import SwiftParser
import SwiftSyntax
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

  /// The literal a label is written with, through the ways apps localize it, and whether it is a key; not a literal
  /// that another method changes, nor another macro's.
  @Test(
    arguments: [
      (#""Close""#, "Close", true),
      (#"String(localized: "player.close")"#, "player.close", true),
      (#"NSLocalizedString("Close", comment: "Closes the player")"#, "Close", true),
      (#"#localize("close_button")"#, "close_button", true),
      (#""close_button".localized"#, "close_button", true),
      (#""close_button".localized()"#, "close_button", true),
      (#"Text(verbatim: "Close")"#, "Close", false),
      (#""close_button".uppercased()"#, nil, false),
      (#"#stringify("Close")"#, nil, false),
    ] as [(String, String?, Bool)])
  func aLabelsLiteralIsFoundThroughItsLocalization(code: String, literal: String?, isKey: Bool) throws {
    let file = Parser.parse(source: "let label = \(code)")
    let value = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer)
    let found = WrittenLabel.stringLiteral(in: value.value, bareIsKey: true)
    #expect(found?.literal.plainText == literal)
    if literal != nil { #expect(found?.isKey == isKey) }
  }
}
