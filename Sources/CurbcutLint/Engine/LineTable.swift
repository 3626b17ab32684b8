import CurbcutReporting

/// Where each line of a UTF-8 text starts, to turn byte offsets into line and column.
struct LineTable: Sendable {
  /// UTF-8 offset of the first byte of each line.
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
    self.bytes = bytes
  }

  var lineCount: Int { lineStarts.count }

  /// The 1-based line holding the byte at `offset`.
  func line(ofUTF8Offset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// The position of the byte at `offset`; the column counts Unicode scalars, not bytes.
  func position(ofUTF8Offset offset: Int) -> SourcePosition {
    let line = line(ofUTF8Offset: offset)
    let start = lineStarts[line - 1]
    let end = min(offset, bytes.count)
    let scalars = bytes[start..<max(start, end)].count { $0 & 0b1100_0000 != 0b1000_0000 }
    return SourcePosition(line: line, column: scalars + 1)
  }

  /// The text of a 1-based line without its line break and surrounding spaces and tabs.
  func trimmedText(ofLine line: Int) -> String {
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while start < end && isBlank(bytes[start]) { start += 1 }
    while end > start && isBlank(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
