import CurbcutCore
import CurbcutReporting

/// The `json` format: the ramp as one JSON object with sorted keys.
///
/// `version` (1), `range` (`lower...upper`), then `styles` (system text styles) or `tokens`. Each entry has its name
/// under `style` or `token`, its `weight` (100 to 900), `largestShare` (the largest size in the range over the
/// default size; 2 is 200 %) and its `sizes`: for each text size, `category` and `size` and `leading` in points to a
/// thousandth, and `tracking` for tokens. Tokens also have `fontFamily` and `relativeTo`, the text style they scale
/// with.
enum TypeScaleJSON {
  /// The ramp as pretty-printed JSON.
  static func render(_ scale: TypeScale) -> String {
    let entries = scale.entries.map { Entry($0, kind: scale.kind) }
    let document = Document(
      range: scale.range.description,
      styles: scale.kind == .systemTextStyles ? entries : nil,
      tokens: scale.kind == .designTokens ? entries : nil)
    // Numbers that overflowed (a size near `Double.greatestFiniteMagnitude` times a scale factor) are
    // left out, so only strings and finite numbers are encoded, which cannot fail.
    return StableJSON.text(document)
  }

  /// The top-level object.
  private struct Document: Encodable {
    let version = 1
    let range: String
    let styles: [Entry]?
    let tokens: [Entry]?
  }

  /// One text style or token; the properties a system text style lacks are left out.
  private struct Entry: Encodable {
    let style: String?
    let token: String?
    let fontFamily: String?
    let relativeTo: String?
    let weight: Int
    let largestShare: Double?
    let sizes: [Size]

    init(_ entry: TypeScale.Entry, kind: TypeScale.Kind) {
      let isStyle = kind == .systemTextStyles
      style = isStyle ? entry.name : nil
      token = isStyle ? nil : entry.name
      fontFamily = entry.fontFamily
      relativeTo = isStyle ? nil : entry.relativeTo.name
      weight = entry.weight.rawValue
      largestShare = finite(entry.largestShare)
      sizes = entry.sizes.map(Size.init)
    }
  }

  /// An entry's values at one text size, in points rounded to a thousandth.
  private struct Size: Encodable {
    let category: String
    let size: Double?
    let leading: Double?
    let tracking: Double?

    init(_ size: TypeScale.Size) {
      category = size.category.name
      self.size = Self.thousandths(size.pointSize)
      leading = Self.thousandths(size.leading)
      tracking = size.tracking.flatMap(Self.thousandths)
    }

    private static func thousandths(_ length: ScaledPoints) -> Double? {
      finite((length.value * 1000).rounded() / 1000)
    }
  }
}

/// The number, or `nil` if it is infinite or not a number, which JSON cannot hold.
private func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
