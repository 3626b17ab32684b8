/// Counts the aliases (`*name`) in a configuration file before Yams composes it. Each alias stands for a whole
/// anchored value, which may itself hold aliases, so a few hundred bytes ("billion laughs") expand to gigabytes
/// and kept every command busy for minutes. A `.curbcut.yml` rarely needs an alias at all; beyond
/// ``maximumAliases`` the file is refused, naming the first alias too many.
enum YAMLAliasScan {
  /// At most this many aliases are read: with two aliases per level, they expand a value at most 2^10 times.
  static let maximumAliases = 20

  struct Problem {
    let line: Int
    let column: Int
    let message: String
  }

  /// Why `text` is refused, or nil. Quoted text and comments are skipped; a `*` that starts a plain token is an
  /// alias, as YAML reads it.
  static func problem(in text: String) -> Problem? {
    var aliases = 0
    var line = 1
    var column = 0
    var quote: UInt8?
    var inComment = false
    var previous: UInt8 = UInt8(ascii: "\n")
    for byte in text.utf8 {
      column += 1
      defer { previous = byte }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        inComment = false
        continue
      }
      if inComment { continue }
      if let open = quote {
        // A backslash escapes the next character in double quotes; in single quotes '' is a quote, which the
        // next byte reopens.
        if byte == open && !(open == UInt8(ascii: "\"") && previous == UInt8(ascii: "\\")) { quote = nil }
        continue
      }
      let startsToken = [
        UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "["),
        UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: ":"),
      ].contains(previous)
      switch byte {
      case UInt8(ascii: "#")
      where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
        || previous == UInt8(ascii: "\n"):
        inComment = true
      case UInt8(ascii: "\""),
        UInt8(ascii: "'") where startsToken:
        quote = byte
      case UInt8(ascii: "*") where startsToken:
        aliases += 1
        if aliases > maximumAliases {
          return Problem(
            line: line, column: column,
            message:
              "uses more than \(maximumAliases) YAML aliases ('*name'); Curbcut reads at most \(maximumAliases), "
              + "since each copies a whole anchored value and a small file could expand to gigabytes")
        }
      default:
        break
      }
    }
    return nil
  }
}
