import CurbcutCore
import CurbcutReporting

/// The `Contents.json` of one `*.colorset`: its color entries for iPhone, each with the appearance it is for, and
/// how they resolve to the four appearances.
///
/// Entries for other idioms (`ipad`, `mac`, `watch`, ...) and for appearances an iPhone never takes are left out. An
/// entry's color is either components in a color space (`"color-space"`, `"components"` with channels written as
/// floats, hex bytes or integers, see `AssetCatalogComponent`; JSON numbers are taken as floats) or a reference to a
/// system color (`"reference": "systemBlueColor"`); an entry with none is Xcode's default (the `AccentColor.colorset`
/// of Xcode's app template holds one): the system's accent color, or a widget's background for the widget template's
/// `WidgetBackground`.
struct ColorSetContents {
  /// Which appearance an entry is for: its luminosity (nil for Any Appearance) and whether it is for Increase
  /// Contrast.
  struct Slot: Hashable {
    let isDark: Bool?
    let isHighContrast: Bool
  }

  /// One usable entry.
  struct Entry {
    let slot: Slot
    /// How well the entry fits an iPhone beyond its appearance: 2 for `iphone` over 1 for `universal`, then
    /// `display-P3` over no gamut over `sRGB` (iPhones have P3 displays).
    let fit: (idiom: Int, gamut: Int)
    let color: EntryColor
    /// The entry's `color` member.
    let location: InputLocation
    let sourceLine: String

    func variant(in appearance: Appearance) -> ColorVariant {
      ColorVariant(color: color.color(in: appearance), location: location, sourceLine: sourceLine)
    }
  }

  /// An entry's color: fixed, or a system color that takes its own value in each appearance.
  enum EntryColor {
    case fixed(SRGBColor)
    case system(SystemColor)

    func color(in appearance: Appearance) -> SRGBColor {
      switch self {
      case .fixed(let color): color
      case .system(let system): system.color(in: appearance)
      }
    }
  }

  private(set) var entries: [Entry] = []
  private(set) var problems: [InputProblem] = []

  /// Reads a colorset's `Contents.json`; an entry with no color takes `systemDefault`, what Xcode draws for the set.
  init(_ document: JSONDocument, systemDefault: SystemColor) {
    guard let colors = document.root["colors"]?.elements else {
      problems.append(
        (document.root["colors"] ?? document.root).problem(
          "Expected 'colors', an array of color entries, found " + (document.root["colors"]?.found ?? "nothing")))
      return
    }
    for entry in colors {
      do {
        if let read = try Self.entry(entry, in: document, systemDefault: systemDefault) { entries.append(read) }
      } catch {
        problems.append(error)
      }
    }
  }

  /// The value used in each appearance, as Curbcut reads Xcode's fallback: the entry for the appearance itself;
  /// else, with Increase Contrast, the entry of the same luminosity without it, then the high-contrast entry for Any
  /// Appearance; else the Any Appearance entry; else the set's first entry. An entry that leaves out luminosity or
  /// contrast matches any, so with Increase Contrast in dark mode both Dark and Any High Contrast match; Curbcut
  /// takes the luminosity's (Dark), since a light color in dark mode is the larger error. So a set with Any and
  /// Dark uses Any in both light appearances and Dark in both dark ones.
  func variantsByAppearance() -> [Appearance: ColorVariant] {
    var best: [Slot: Entry] = [:]
    for entry in entries {
      if let current = best[entry.slot], current.fit >= entry.fit { continue }
      best[entry.slot] = entry
    }
    return Dictionary(
      uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in
        let slot = Self.fallbackOrder(for: appearance).first { best[$0] != nil }
        let entry = slot.flatMap { best[$0] } ?? entries.first
        return entry.map { (appearance, $0.variant(in: appearance)) }
      })
  }

  /// The slots an appearance falls back through, most specific first.
  static func fallbackOrder(for appearance: Appearance) -> [Slot] {
    let own = Slot(isDark: appearance.isDark, isHighContrast: appearance.isHighContrast)
    let any = Slot(isDark: nil, isHighContrast: appearance.isHighContrast)
    guard appearance.isHighContrast else { return [own, any] }
    return [own, Slot(isDark: appearance.isDark, isHighContrast: false), any, Slot(isDark: nil, isHighContrast: false)]
  }

  private static func entry(
    _ entry: JSONNode, in document: JSONDocument, systemDefault: SystemColor
  ) throws(InputProblem) -> Entry? {
    let idiom = entry["idiom"]?.string ?? "universal"
    guard idiom == "universal" || idiom == "iphone" else { return nil }
    guard let slot = try self.slot(entry) else { return nil }
    let gamut = ["sRGB": 0, "display-P3": 2][entry["display-gamut"]?.string ?? ""] ?? 1
    guard entry.members != nil else { throw entry.problem("Expected the entry to be an object, found \(entry.found)") }
    guard let colorMember = entry.members?.last(where: { $0.key == "color" }) else {
      // An entry with no color is Xcode's "Default", as the template's `AccentColor.colorset` leaves every new app.
      return Entry(
        slot: slot, fit: (idiom == "iphone" ? 2 : 1, gamut), color: .system(systemDefault), location: entry.location,
        sourceLine: document.lineText(entry.location.start.line))
    }
    return Entry(
      slot: slot, fit: (idiom == "iphone" ? 2 : 1, gamut), color: try Self.color(colorMember.value),
      location: colorMember.keyLocation, sourceLine: document.lineText(colorMember.keyLocation.start.line))
  }

  /// The entry's slot, or nil when it is for an appearance an iPhone does not take.
  private static func slot(_ entry: JSONNode) throws(InputProblem) -> Slot? {
    var isDark: Bool?
    var isHighContrast = false
    for appearance in entry["appearances"]?.elements ?? [] {
      switch (appearance["appearance"]?.string, appearance["value"]?.string) {
      case ("luminosity", "light"): isDark = false
      case ("luminosity", "dark"): isDark = true
      case ("contrast", "high"): isHighContrast = true
      case ("luminosity", _), ("contrast", _):
        throw appearance.problem(
          "Expected a luminosity of 'light' or 'dark', or a contrast of 'high', found "
            + (appearance["value"]?.found ?? "no 'value'"))
      default: return nil
      }
    }
    return Slot(isDark: isDark, isHighContrast: isHighContrast)
  }

  private static func color(_ node: JSONNode) throws(InputProblem) -> EntryColor {
    if let reference = node["reference"] {
      guard let name = reference.string, name.hasSuffix("Color"),
        let system = SystemColor(rawValue: String(name.dropLast("Color".count)))
      else {
        throw reference.problem(
          "Expected a system color such as 'systemBlueColor' or 'labelColor', found \(reference.found)")
      }
      return .system(system)
    }
    guard let spaceNode = node["color-space"], let spaceName = spaceNode.string else {
      throw (node["color-space"] ?? node).problem(
        "Expected 'color-space' to be a string such as 'srgb', found " + (node["color-space"]?.found ?? "nothing"))
    }
    let space: ColorSpace
    do {
      space = try ColorSpace(named: spaceName)
    } catch {
      throw spaceNode.problem(error.description)
    }
    guard let components = node["components"], components.members != nil else {
      throw (node["components"] ?? node).problem(
        "Expected 'components', an object of \((space.componentNames + ["alpha"]).joined(separator: ", ")), found "
          + (node["components"]?.found ?? "nothing"))
    }
    let channels = try space.componentNames.map { name throws(InputProblem) in
      try channel(name, of: components, read: AssetCatalogComponent.channel)
    }
    let alpha = components["alpha"] == nil ? 1 : try channel("alpha", of: components, read: AssetCatalogComponent.alpha)
    do {
      return .fixed(try SRGBColor(channels, alpha: alpha, in: space))
    } catch {
      switch error {
      case .componentOutOfRange(let name, _, _): throw (components[name] ?? components).problem(error.description)
      case .alphaOutOfRange: throw (components["alpha"] ?? components).problem(error.description)
      default: throw components.problem(error.description)
      }
    }
  }

  /// A channel's value: a JSON number as it is, a string read by `read`.
  private static func channel(
    _ name: String, of components: JSONNode, read: (String) throws(ColorError) -> Double
  ) throws(InputProblem) -> Double {
    guard let node = components[name] else {
      throw components.problem("Expected a '\(name)' component, found none")
    }
    if let number = node.number { return number }
    guard let text = node.string else {
      throw node.problem("Expected '\(name)' to be a string such as '0.400', '0xE6' or '230', found \(node.found)")
    }
    do {
      return try read(text)
    } catch {
      throw node.problem(error.description)
    }
  }
}
