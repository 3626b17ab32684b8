import CurbcutCore

/// The named colors of the project's asset catalogs, in each appearance: what `Color("textPrimary")`,
/// `Color(.textPrimary)` and the symbols Xcode generates for a color set (`Color.textPrimary`, `.textPrimary`) stand
/// for, so a rule reads them as it reads colors written in the code.
///
/// Read before any Swift file is linted, as the string tables are. A name two color sets give is left out: which
/// catalog a color is read from (`bundle:`) is not followed.
public struct NamedColors: Sendable {
  private var colors: [String: [Appearance: SRGBColor]] = [:]

  /// No catalogs: every name is unknown.
  public init() {}

  /// The colors of the catalogs by color set name (`Brand/Primary` with its namespace), found by that name and by the
  /// symbol Xcode generates for it.
  public init(_ colorSets: [(name: String, values: [Appearance: SRGBColor])]) {
    var ambiguous: Set<String> = []
    for (name, values) in colorSets {
      for key in Set([name] + Self.symbols(for: name)) {
        if colors.updateValue(values, forKey: key) != nil { ambiguous.insert(key) }
      }
    }
    for key in ambiguous { colors[key] = nil }
  }

  /// The color a name written in code stands for, in each appearance the catalog gives it.
  public func color(named name: String) -> [Appearance: SRGBColor]? {
    colors[name]
  }

  /// The symbols Xcode generates for a color set: its name in lower camel case (`text-primary`, `Text Primary` and
  /// `TextPrimary` are all `textPrimary`), and without a last word `Color` (`brandColor` is also `brand`).
  static func symbols(for name: String) -> [String] {
    let words = name.split { !$0.isLetter && !$0.isNumber }
    guard let first = words.first else { return [] }
    let symbol =
      first.prefix(1).lowercased() + first.dropFirst()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard symbol.count > "Color".count, symbol.hasSuffix("Color") else { return [symbol] }
    return [symbol, String(symbol.dropLast("Color".count))]
  }
}
