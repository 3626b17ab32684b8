import CurbcutCore
import Foundation

/// The phrases contrast reports and findings share, so a table, a finding and the JSON say a thing the same way.
public enum ReportText {
  /// `3.81:1 in every appearance`, `3.81:1 in light and dark`, `3.81:1 in light, 4.02:1 in dark`.
  public static func phrase(_ values: [(Appearance, String)]) -> String {
    var groups: [(value: String, appearances: [Appearance])] = []
    for (appearance, value) in values {
      if let index = groups.firstIndex(where: { $0.value == value }) {
        groups[index].appearances.append(appearance)
      } else {
        groups.append((value, [appearance]))
      }
    }
    return groups.map { "\($0.value) \(inAppearances($0.appearances))" }.joined(separator: ", ")
  }

  /// `in every appearance`, `in dark`, `in light and dark`, `in light, dark and dark-high-contrast`.
  public static func inAppearances(_ appearances: [Appearance]) -> String {
    appearances.count == Appearance.allCases.count ? "in every appearance" : "in " + list(appearances.map(\.rawValue))
  }

  /// `a`, `a and b`, `a, b and c`.
  public static func list(_ items: [String]) -> String {
    items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1] : items.joined()
  }

  /// `4.5:1`, `3:1`: a requirement's ratio as WCAG writes it.
  public static func ratio(_ ratio: ContrastRatio) -> String {
    String(format: "%g:1", ratio.value)
  }

  /// `: raise its opacity to 0.46 or use '#828282'`, or `: use '#939398'`, or nothing when neither helps.
  public static func advice(_ suggestion: ContrastSuggestion) -> String {
    switch (suggestion.minimumOpacity, suggestion.nearestColor) {
    case (let opacity?, let color?): ": raise its opacity to \(String(format: "%g", opacity)) or use '\(color.hex)'"
    case (let opacity?, nil): ": raise its opacity to \(String(format: "%g", opacity))"
    case (nil, let color?): ": use '\(color.hex)'"
    case (nil, nil): ""
    }
  }
}
