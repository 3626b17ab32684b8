import CurbcutCore
import Foundation

/// Two status colors that look too alike on a background (`StatusPalette`, threshold ΔE_OK 0.1), with each kind
/// of color vision and appearance in which they do.
public struct StatusCollapse: Sendable {
  /// One kind of vision in one appearance for which the two colors collapse.
  public struct Case: Sendable {
    /// The vision.
    public let vision: ColorVision
    /// The appearance.
    public let appearance: Appearance
    /// The simulated ΔE_OK distance, below `StatusPalette.minimumDistance`.
    public let distance: Double
  }

  /// The title of the palette.
  public let paletteTitle: String
  /// The first color's name, in the order the configuration lists them.
  public let first: String
  /// The second color's name.
  public let second: String
  /// The background's name.
  public let backgroundName: String
  /// Where and for whom they collapse, in `ColorVision` order, then appearance order.
  public let cases: [Case]
  /// The first color's definition in the first appearance they collapse in, where a finding points.
  public let firstVariant: ColorVariant

  /// `'sent' and 'failed' are too alike on 'surface' for protanopia (ΔE_OK 0.07 in every appearance) and
  /// deuteranopia (ΔE_OK 0.08 in dark)`.
  public var summary: String {
    let visions = ColorVision.allCases.compactMap { vision -> String? in
      let values = cases.filter { $0.vision == vision }.map { ($0.appearance, String(format: "%.2f", $0.distance)) }
      return values.isEmpty ? nil : "\(vision.rawValue) (ΔE_OK \(ReportText.phrase(values)))"
    }
    return "'\(first)' and '\(second)' are too alike on '\(backgroundName)' for \(ReportText.list(visions))"
  }

  /// The collapses among `colors` (indices into `palette`; the last is the background).
  static func find(in palette: Palette, colors: [Int], prepared: PreparedPalette) -> [StatusCollapse] {
    guard let backgroundIndex = colors.last else { return [] }
    var cases: [[String]: [Case]] = [:]
    var order: [[String]] = []
    var firstVariants: [[String]: ColorVariant] = [:]
    for appearance in Appearance.allCases {
      guard let background = prepared.background(backgroundIndex, slot: appearance.slot) else { continue }
      let statuses = colors.dropLast().compactMap { index in
        palette.colors[index].variants[appearance].map { (palette.colors[index].name, $0) }
      }
      let named = statuses.map { NamedColor($0.0, $0.1.color) }
      for collapse in StatusPalette(named, on: background.color).collapses() {
        let key = [collapse.first, collapse.second]
        if cases[key] == nil {
          order.append(key)
          firstVariants[key] = statuses.first { $0.0 == collapse.first }?.1
        }
        cases[key, default: []].append(
          Case(vision: collapse.vision, appearance: appearance, distance: collapse.distance))
      }
    }
    return order.compactMap { key in
      firstVariants[key].map { variant in
        StatusCollapse(
          paletteTitle: palette.title, first: key[0], second: key[1],
          backgroundName: palette.colors[backgroundIndex].name,
          cases: (cases[key] ?? []).sorted {
            ($0.vision.order, $0.appearance.slot) < ($1.vision.order, $1.appearance.slot)
          },
          firstVariant: variant)
      }
    }
  }
}

extension ColorVision {
  /// The position in `allCases`.
  fileprivate var order: Int { ColorVision.allCases.firstIndex(of: self) ?? 0 }
}
