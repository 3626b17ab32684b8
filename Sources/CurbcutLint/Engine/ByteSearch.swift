import Foundation

extension StringProtocol {
  /// Whether `part` occurs in the text, found as ``Swift/Array/containsSubsequence(_:in:)`` finds bytes: the
  /// `contains` a string gets where Foundation is imported costs thousands of instructions a call, too many for code
  /// that runs on every view of every file.
  func containsText(_ part: some StringProtocol) -> Bool {
    Array(utf8).containsSubsequence(Array(part.utf8))
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the bytes. It runs over every file, so it leaves the scanning to the C
  /// library: `memchr` finds each candidate first byte, `memcmp` checks the rest.
  func containsSubsequence(_ needle: [UInt8], in range: Range<Int>? = nil) -> Bool {
    guard !needle.isEmpty else { return true }
    var found = false
    forEachOccurrence(of: needle, in: range ?? indices) { _ in
      found = true
      return false
    }
    return found
  }

  /// The offset of every occurrence of `needle`, found as ``containsSubsequence(_:)`` finds the first.
  func offsets(of needle: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    forEachOccurrence(of: needle, in: indices) { offset in
      offsets.append(offset)
      return true
    }
    return offsets
  }

  /// Calls `body` with the offset of each occurrence of `needle` within `range`, in order, until it returns false.
  private func forEachOccurrence(of needle: [UInt8], in range: Range<Int>, _ body: (Int) -> Bool) {
    guard let first = needle.first else { return }
    withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        guard let base = haystack.baseAddress, let needleStart = needle.baseAddress else { return }
        var start = base + range.lowerBound
        let end = base + range.upperBound
        while end - start >= needle.count {
          guard let candidate = memchr(start, Int32(first), end - start - needle.count + 1) else { return }
          let found = UnsafePointer(candidate.assumingMemoryBound(to: UInt8.self))
          if memcmp(found, needleStart, needle.count) == 0, !body(found - base) { return }
          start = found + 1
        }
      }
    }
  }
}
