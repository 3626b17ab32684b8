import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutLint

/// The project's string tables as the label rules read them: found beside the Swift files, read in the development
/// language, and an unreadable one told by name.
@Suite struct LocalizedStringsTests {
  private func load(_ folder: TemporaryFolder) -> (LocalizedStrings, [InputProblem], FileDiscovery.Outcome) {
    let found = FileDiscovery(rootDirectory: folder.path).discover(["."])
    let (strings, problems) = LocalizedStrings.load(found.stringTables, maximumSize: 1 << 20)
    return (strings, problems, found)
  }

  @Test func discoveryKeepsCatalogsAndTheDevelopmentLanguagesStringsFiles() throws {
    let folder = try TemporaryFolder()
    for path in [
      "App/Localizable.xcstrings", "App/en.lproj/Localizable.strings", "App/Base.lproj/Main.strings",
      "App/fr.lproj/Localizable.strings", "App/Other.strings", "Pods/Lib/Lib.xcstrings", "App/View.swift",
    ] {
      try folder.write(path, path.hasSuffix(".xcstrings") ? #"{"sourceLanguage": "en", "strings": {}}"# : "")
    }
    let (_, problems, found) = load(folder)
    #expect(
      found.stringTables.map(\.path.relative) == [
        "App/Base.lproj/Main.strings", "App/Localizable.xcstrings", "App/en.lproj/Localizable.strings",
      ])
    #expect(found.files.map(\.path.relative) == ["App/View.swift"])
    #expect(problems.isEmpty)
  }

  @Test func aCatalogGivesTheSourceLanguagesTextOrTheKeyItself() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a11y.close": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Close"}},
                                         "fr": {"stringUnit": {"state": "translated", "value": "Fermer"}}}},
        "player.miniPlayer": {},
        "Delete": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Supprimer"}}}},
        "a11y.items": {"localizations": {"en": {"variations": {"plural": {}}}}}
      }}
      """)
    let (strings, problems, _) = load(folder)
    #expect(problems.isEmpty)
    #expect(strings.text(forKey: "a11y.close") == "Close")
    #expect(strings.text(forKey: "player.miniPlayer") == "player.miniPlayer")
    #expect(strings.text(forKey: "Delete") == "Delete")
    #expect(strings.text(forKey: "a11y.items") == nil)
    #expect(strings.text(forKey: "missing") == nil)
  }

  /// Only the source language's localization of a key is decoded: another language's, whatever its shape (a unit
  /// Xcode has not filled in yet), is passed over, while a source-language one that is not a localization is an error.
  @Test func onlyTheSourceLanguagesLocalizationIsDecoded() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "strings": {
        "a11y.close": {"localizations": {"de": {"stringUnit": {"state": "new"}}, "fr": 3,
                                         "en": {"stringUnit": {"state": "translated", "value": "Close"}}}},
        "a11y.open": {"localizations": null}
      }}
      """)
    try folder.write(
      "Broken.xcstrings",
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "new"}}}}}}"#)
    let (strings, problems, _) = load(folder)
    #expect(strings.text(forKey: "a11y.close") == "Close")
    #expect(strings.text(forKey: "a11y.open") == "a11y.open")
    #expect(problems.map(\.path.relative) == ["Broken.xcstrings"])
    #expect(
      problems.first?.message.hasPrefix("is not a String Catalog: at 'strings.k.localizations.en.stringUnit") == true)
  }

  @Test func aStringsFileIsReadInUTF8OrUTF16() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "en.lproj/Localizable.strings",
      """
      /* The close button. */
      "a11y.close" = "Close the \\"player\\"";
      // Unquoted keys are valid too.
      share = "Share";
      """)
    try folder.write(
      "Base.lproj/Main.strings",
      bytes: [0xFF, 0xFE]
        + Array("\"a11y.next\" = \"Next episode\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let (strings, problems, _) = load(folder)
    #expect(problems.isEmpty)
    #expect(strings.text(forKey: "a11y.close") == #"Close the "player""#)
    #expect(strings.text(forKey: "share") == "Share")
    #expect(strings.text(forKey: "a11y.next") == "Next episode")
  }

  @Test func tablesThatDisagreeLeaveTheKeyUnknown() throws {
    let folder = try TemporaryFolder()
    try folder.write("A/en.lproj/Localizable.strings", #""a11y.play" = "Play"; "a11y.stop" = "Stop";"#)
    try folder.write("B/en.lproj/Localizable.strings", #""a11y.play" = "Play the video"; "a11y.stop" = "Stop";"#)
    try folder.write("C/en.lproj/Localizable.strings", #""a11y.play" = "Play";"#)
    let (strings, _, _) = load(folder)
    #expect(strings.text(forKey: "a11y.play") == nil)
    #expect(strings.text(forKey: "a11y.stop") == "Stop")
  }

  @Test func anUnreadableTableIsAProblemNamingItAndTheOthersAreStillRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.xcstrings", #"{"sourceLanguage": "en", "strings": {"k": {"localizations": 3}}}"#)
    try folder.write("B.xcstrings", "version https://git-lfs.github.com/spec/v1\n")
    try folder.write("en.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = \"d\";")
    try folder.write("Good.xcstrings", #"{"sourceLanguage": "en", "strings": {"a11y.ok": {}}}"#)
    let (strings, problems, _) = load(folder)
    #expect(strings.text(forKey: "a11y.ok") == "a11y.ok")
    #expect(problems.map(\.path.relative) == ["A.xcstrings", "B.xcstrings", "en.lproj/Localizable.strings"])
    #expect(problems.allSatisfy { $0.severity == .error })
    #expect(problems[0].message.hasPrefix("is not a String Catalog: at 'strings.k.localizations':"))
    #expect(problems[1].message.hasPrefix("is not a String Catalog:"))
    #expect(problems[2].message == "is not a valid .strings file: Missing ';' on line 2")
  }

  @Test func aTableLargerThanTheLimitIsAProblem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Big.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"# + String(repeating: " ", count: 2 << 20))
    let (_, problems, _) = load(folder)
    #expect(problems.count == 1)
    #expect(problems.first?.message.hasPrefix("cannot be read:") == true)
  }
}
