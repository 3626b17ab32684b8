/// Where each line of a UTF-8 text starts, to turn byte offsets into line and column: the one line table of Swift
/// sources and JSON files alike.
public struct LineTable: Sendable {
  /// UTF-8 offset of the first byte of each line.
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  /// For a file with a line longer than ``checkpointInterval`` bytes, the number of Unicode scalars before every
  /// multiple of it, so a column on such a line is counted from the nearest checkpoint rather than from the line's
  /// start: 16,000 findings on one 200 KB line counted 3 GB of bytes. Empty for other files, which pay nothing.
  private let scalarCheckpoints: [Int]

  static let checkpointInterval = 4_096

  public init(_ bytes: [UInt8]) {
    lineStarts = [0] + Self.lineBreakEnds(bytes[...])
    self.bytes = bytes
    var hasLongLine = false
    var previous = 0
    for start in lineStarts.dropFirst() + [bytes.count] {
      if start - previous > Self.checkpointInterval {
        hasLongLine = true
        break
      }
      previous = start
    }
    var checkpoints: [Int] = []
    if hasLongLine {
      var scalars = 0
      for offset in stride(from: 0, to: bytes.count, by: Self.checkpointInterval) {
        checkpoints.append(scalars)
        scalars += bytes[offset..<min(offset + Self.checkpointInterval, bytes.count)].count {
          $0 & 0b1100_0000 != 0b1000_0000
        }
      }
    }
    scalarCheckpoints = checkpoints
  }

  /// The number of Unicode scalars in the bytes before `offset`, counted from `start` or, on a long line, from the
  /// nearest checkpoint.
  private func scalarCount(from start: Int, to offset: Int) -> Int {
    guard offset - start > Self.checkpointInterval, !scalarCheckpoints.isEmpty else {
      return scalarStarts(in: start..<max(start, offset))
    }
    func before(_ offset: Int) -> Int {
      let checkpoint = offset / Self.checkpointInterval
      return scalarCheckpoints[checkpoint] + scalarStarts(in: (checkpoint * Self.checkpointInterval)..<offset)
    }
    return before(offset) - before(start)
  }

  /// How many bytes of `range` begin a Unicode scalar, counted over the raw storage: counting a slice through a
  /// closure cost thirty instructions a byte, and every finding counts its two columns.
  private func scalarStarts(in range: Range<Int>) -> Int {
    bytes.withUnsafeBufferPointer { bytes in
      var count = 0
      for index in range where bytes[index] & 0b1100_0000 != 0b1000_0000 { count += 1 }
      return count
    }
  }

  /// The offset after each line break, where the next line starts. As for the compiler, a line ends at
  /// `\n`, `\r\n`, or a `\r` alone (classic Mac line endings), so a file saved with lone carriage returns
  /// does not put everything on line 1.
  public static func lineBreakEnds(_ bytes: ArraySlice<UInt8>) -> [Int] {
    var ends: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        // Nearly every byte is above both breaks: one comparison passes it.
        let byte = buffer[index]
        guard byte <= UInt8(ascii: "\r") else { continue }
        if byte == UInt8(ascii: "\n")
          || (byte == UInt8(ascii: "\r") && (index + 1 == buffer.count || buffer[index + 1] != UInt8(ascii: "\n")))
        {
          ends.append(bytes.startIndex + index + 1)
        }
      }
    }
    return ends
  }

  public var lineCount: Int { lineStarts.count }

  /// The 1-based line holding the byte at `offset`.
  public func line(ofUTF8Offset offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }

  /// The position of the byte at `offset`; the column counts Unicode scalars, not bytes.
  public func position(ofUTF8Offset offset: Int) -> SourcePosition {
    let line = line(ofUTF8Offset: offset)
    let start = lineStarts[line - 1]
    let end = min(offset, bytes.count)
    let scalars = scalarCount(from: start, to: end)
    return SourcePosition(line: line, column: scalars + 1)
  }

  /// The text of a 1-based line as a finding keeps it: without its line break and surrounding spaces and tabs, and
  /// cut after ``SourceLine/maximumLength`` bytes; empty for a line the text does not have.
  public func trimmedText(ofLine line: Int) -> String {
    guard line >= 1 && line <= lineStarts.count else { return "" }
    return SourceLine.text(of: bytes[lineStarts[line - 1]..<(line < lineStarts.count ? lineStarts[line] : bytes.count)])
  }
}
