import CurbcutCore

/// What the formats of `TypeScaleFormat` share: names, the rows of each entry and how numbers are written.
extension TypeScale {
  /// One row of an entry in the table, Markdown and HTML formats.
  enum Metric: String, CaseIterable {
    case size, leading, tracking

    /// The metric's value in `size`; `nil` where the ramp has none (tracking of system text styles).
    func value(in size: Size) -> ScaledPoints? {
      switch self {
      case .size: size.pointSize
      case .leading: size.leading
      case .tracking: size.tracking
      }
    }
  }

  /// What an entry is called in headers and CSV: `style` or `token`.
  var entryHeading: String {
    switch kind {
    case .systemTextStyles: "style"
    case .designTokens: "token"
    }
  }

  /// The rows each entry has: size and leading, and tracking for tokens.
  var metrics: [Metric] {
    switch kind {
    case .systemTextStyles: [.size, .leading]
    case .designTokens: Metric.allCases
    }
  }

  /// What the ramp is, in which unit and range, as a sentence without a final period.
  var summary: String {
    let subject =
      switch kind {
      case .systemTextStyles: "Apple's text styles"
      case .designTokens: "Design system typography tokens"
      }
    return "\(subject), in points at each text size category, in the Dynamic Type range \(range)"
  }

  /// The explanation of `reach`, and of the clamp when the range is not the whole scale.
  var notes: [String] {
    var notes = [
      "reach: the largest size over the default size (at large, or the range's nearest bound); WCAG 1.4.4 asks"
        + " for 200 %"
    ]
    if range != .unclamped {
      notes.append("Sizes outside \(range) show the nearest bound, as .dynamicTypeSize(\(range)) does")
    }
    return notes
  }

  /// A name on one line: control characters, such as a newline in a JSON key, become spaces.
  static func singleLine(_ name: String) -> String {
    String(String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }
}
