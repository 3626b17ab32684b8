import CurbcutReporting
import Foundation

/// The development language's text of each localization key in the project's string tables (String Catalogs
/// `.xcstrings`, and `.strings` files of `en.lproj` or `Base.lproj`): what VoiceOver reads for a label written as a
/// key (`.accessibilityLabel("player.closeButton")`), so the label rules judge that text rather than the key.
///
/// Read before any Swift file is linted, as the configuration is, so a rule looks a key up while it checks a file.
/// A key whose tables give different texts is left out: which table a label reads from (`tableName:`) is not
/// followed.
public struct LocalizedStrings: Sendable {
  private var texts: [String: String] = [:]
  private var conflicting: Set<String> = []

  /// No tables: every key is unknown.
  public init() {}

  /// A table of these texts by key.
  public init(_ texts: [String: String]) {
    self.texts = texts
  }

  /// The text the development language gives `key`, or nil when no table holds it (or tables disagree).
  public func text(forKey key: String) -> String? {
    texts[key]
  }

  /// The folders of the development language whose `.strings` tables are read (English, or the base
  /// localization); String Catalogs name their own source language.
  static let developmentLanguages: Set<String> = ["en.lproj", "Base.lproj"]

  /// Whether discovery keeps the file as a string table: a String Catalog, or a `.strings` file of the development
  /// language.
  /// The folder is worked out only for a `.strings` file.
  static func isStringTable(name: String, folder: @autoclosure () -> String) -> Bool {
    name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && developmentLanguages.contains(folder()))
  }

  /// Reads the tables; a table that cannot be read is an error naming it, and the others are still read.
  public static func load(_ tables: [DiscoveredFile], maximumSize: Int) -> (LocalizedStrings, [InputProblem]) {
    var strings = LocalizedStrings()
    var problems: [InputProblem] = []
    for table in tables.sorted(by: { $0.path.relative < $1.path.relative }) {
      do {
        let bytes = try RegularFile.contents(atPath: table.absolutePath, maximumSize: maximumSize).mapError {
          TableError(message: "cannot be read: \($0.message)")
        }.get()
        let texts =
          table.absolutePath.hasSuffix(".xcstrings")
          ? try catalogTexts(Data(bytes)) : try stringsFileTexts(Data(bytes))
        for (key, text) in texts { strings.add(text, forKey: key) }
      } catch let error as TableError {
        problems.append(InputProblem(path: table.path, message: error.message))
      } catch {
        problems.append(InputProblem(path: table.path, message: "is not a string table: \(error)"))
      }
    }
    return (strings, problems)
  }

  private mutating func add(_ text: String, forKey key: String) {
    guard !conflicting.contains(key) else { return }
    if let known = texts[key], known != text {
      texts[key] = nil
      conflicting.insert(key)
    } else {
      texts[key] = text
    }
  }

  private struct TableError: Error {
    let message: String
  }

  /// A String Catalog's source-language texts (see ``StringCatalog/texts``).
  private static func catalogTexts(_ data: Data) throws -> [String: String] {
    do {
      return try JSONDecoder().decode(StringCatalog.self, from: data).texts
    } catch let error as DecodingError {
      throw TableError(message: "is not a String Catalog: \(describe(error))")
    }
  }

  /// A `.strings` file's texts: an old-style property list of strings, in UTF-8 or UTF-16 as Xcode writes them.
  private static func stringsFileTexts(_ data: Data) throws -> [String: String] {
    // An empty table is valid, though the property list parser refuses it.
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return [:] }
    let list: Any
    do {
      list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      // The old-style parser's own error says what is wrong where ("Missing ';' on line 2"), the outer one only that
      // the data is not XML; on Linux the inner error is an unbridged CFError, read from its description.
      let info = (error as NSError).userInfo
      let inner = info["kCFPropertyListOldStyleParsingError"].flatMap { detail in
        String(describing: detail).firstMatch(of: /Code=\d+ "(.+?)"/).map { String($0.output.1) }
      }
      let reason = inner ?? info[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw TableError(message: "is not a valid .strings file: \(reason)")
    }
    guard let texts = list as? [String: String] else {
      throw TableError(message: "is not a valid .strings file: expected \"key\" = \"text\"; pairs")
    }
    return texts
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return (path.isEmpty ? "" : "at '\(path)': ") + context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }
}

/// The parts of a String Catalog (`.xcstrings`) the label rules read: each key's source-language text. Only the source
/// language's localization of a key is decoded: a translated app's catalog holds a score of them for each key (2 MB),
/// and decoding them all took a fifth of the time of a lint of such an app.
private struct StringCatalog: Decodable {
  struct Localization: Decodable {
    struct StringUnit: Decodable {
      var value: String
    }

    var stringUnit: StringUnit?
    /// Present when the text varies by plural or device; its forms are not read.
    var variations: Variations?
  }

  /// Only whether there are variations matters.
  struct Variations: Decodable {}

  /// The text of each key. An entry with no source-language string unit is read as its key (Xcode adds the keys it
  /// extracts that way), except one whose text varies by plural or device, which is left out.
  let texts: [String: String]

  init(from decoder: any Decoder) throws {
    let catalog = try decoder.container(keyedBy: Key.self)
    let sourceLanguage = Key(try catalog.decode(String.self, forKey: .sourceLanguage))
    let strings = try catalog.nestedContainer(keyedBy: Key.self, forKey: .strings)
    var texts: [String: String] = [:]
    for key in strings.allKeys {
      let entry = try strings.nestedContainer(keyedBy: Key.self, forKey: key)
      var source: Localization?
      if entry.contains(.localizations), try !entry.decodeNil(forKey: .localizations) {
        source = try entry.nestedContainer(keyedBy: Key.self, forKey: .localizations)
          .decodeIfPresent(Localization.self, forKey: sourceLanguage)
      }
      if let value = source?.stringUnit?.value {
        texts[key.stringValue] = value
      } else if source?.variations == nil {
        texts[key.stringValue] = key.stringValue
      }
    }
    self.texts = texts
  }

  /// A key of the catalog's JSON: its own fields, and the keys and languages it names.
  struct Key: CodingKey {
    static let sourceLanguage = Key("sourceLanguage")
    static let strings = Key("strings")
    static let localizations = Key("localizations")

    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
