import CurbcutCore

/// The `csv` format (RFC 4180): a header, then one row per entry and text size, sizes named as SwiftUI names them
/// (`xSmall` ... `accessibility5`) and values in points to a thousandth.
///
/// System text styles: `style,category,size,leading`. Tokens: `token,category,size,leading,tracking`.
enum TypeScaleCSV {
  /// The ramp as CSV lines. Lines end in a line feed, not RFC 4180's CRLF, so that `grep`, `cut` and `awk` read
  /// them as they are; spreadsheets accept both.
  static func render(_ scale: TypeScale) -> String {
    var lines = [([scale.entryHeading, "category"] + scale.metrics.map(\.rawValue)).joined(separator: ",")]
    for entry in scale.entries {
      for size in entry.sizes {
        let values = scale.metrics.map { metric in metric.value(in: size).map { NumberText.decimal($0.value) } ?? "" }
        lines.append(([field(entry.name), size.category.name] + values).joined(separator: ","))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A field, quoted when it holds a comma, a quote or a line break, with quotes doubled.
  private static func field(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
