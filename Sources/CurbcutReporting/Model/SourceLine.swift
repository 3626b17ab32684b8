/// A finding's line of source as it keeps it (`Finding.sourceLine`): baselines and fingerprints key on it, so the
/// lint and the audits must cut it the same way.
public enum SourceLine {
  /// The most bytes a finding keeps of its line. Thousands of findings on one huge line (minified or generated
  /// code, a minified token file) must not each hold a copy of it.
  public static let maximumLength = 1_000

  /// The bytes of `line` (a line of UTF-8 text, its line break included or not) without surrounding spaces, tabs
  /// and line breaks, cut after ``maximumLength`` bytes at a character boundary.
  public static func text(of line: ArraySlice<UInt8>) -> String {
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var start = line.startIndex
    var end = line.endIndex
    while start < end && isBlank(line[start]) { start += 1 }
    while end > start && isBlank(line[end - 1]) { end -= 1 }
    if end - start > maximumLength {
      end = start + maximumLength
      while end > start && line[end] & 0b1100_0000 == 0b1000_0000 { end -= 1 }
    }
    return String(decoding: line[start..<end], as: UTF8.self)
  }
}
