/// Text made safe for XML and HTML, in element content and in quoted attributes.
public enum MarkupText {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as entities, and control characters other than tab and line
  /// breaks (which XML 1.0 forbids) written as `?`.
  public static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: escaped += "?"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
