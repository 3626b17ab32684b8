import Foundation
import Testing

@testable import CurbcutCore

/// CurbcutUI ships the components' strings in a String Catalog; Core decides what they say. These tests keep the two
/// in step: a key Core uses that the catalog lacks would show its English text in every language, and a translation
/// whose placeholders differ from the English would crash or misread when formatted.
struct ComponentStringTests {
  private static let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/CurbcutUI/Resources/Localizable.xcstrings")

  /// The catalog's translations: key, then language, then text.
  private static func catalog() throws -> [String: [String: String]] {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalogPath)) as? [String: Any]
    let strings = try #require(json?["strings"] as? [String: [String: Any]])
    return strings.mapValues { entry in
      let localizations = entry["localizations"] as? [String: [String: [String: String]]] ?? [:]
      return localizations.compactMapValues { $0["stringUnit"]?["value"] }
    }
  }

  /// The placeholders of a format, in order: `%lld`, `%1$@` ...
  private static func placeholders(_ format: String) -> [String] {
    format.matches(of: /%(\d+\$)?(lld|@)/).map { String($0.output.2) }.sorted()
  }

  @Test func theCatalogHoldsExactlyTheKeysCoreUses() throws {
    let keys = ComponentString.catalogue.map(\.key)
    #expect(Set(keys).count == keys.count, "two component strings share a key")
    #expect(Set(try Self.catalog().keys) == Set(keys))
  }

  @Test func theCatalogsEnglishIsCoresEnglish() throws {
    let catalog = try Self.catalog()
    for string in ComponentString.catalogue {
      #expect(catalog[string.key]?["en"] == string.english, "\(string.key)")
    }
  }

  @Test func everyTranslationHasTheEnglishPlaceholders() throws {
    for (key, translations) in try Self.catalog() {
      let english = try #require(translations["en"])
      #expect(translations.count >= 2, "\(key) has no translation")
      for (language, text) in translations {
        #expect(Self.placeholders(text) == Self.placeholders(english), "\(key) in \(language): \(text)")
      }
    }
  }

  @Test func numbersAreWrittenAsTheLocaleWritesThem() {
    let value = ComponentString("curbcut.test", english: "%lld of %lld", .number(1234), .number(5))
    #expect(value.formatted(locale: Locale(identifier: "en_US")) == "1,234 of 5")
    #expect(value.formatted("%lld von %lld", locale: Locale(identifier: "de_DE")) == "1.234 von 5")
  }

  @Test func aTextArgumentIsInsertedAsItIs() {
    #expect(
      TextFieldAccessibility.errorLabel("100% wrong").formatted(locale: Locale(identifier: "en_US"))
        == "Error: 100% wrong")
  }
}
