import Foundation

extension StringProtocol {
  /// Whether `part` occurs in the text, found as ``Swift/Array/containsSubsequence(_:in:)`` finds bytes, in place: the
  /// `contains` a string gets where Foundation is imported costs thousands of instructions a call, too many for code
  /// that runs on every view of every file, and copying both into arrays first cost more than the search.
  func containsText(_ part: some StringProtocol) -> Bool {
    let found = utf8.withContiguousStorageIfAvailable { text in
      part.utf8.withContiguousStorageIfAvailable { part in [UInt8].contains(part, in: text) }
    }
    return (found ?? nil) ?? Array(utf8).containsSubsequence(Array(part.utf8))
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the bytes. It runs over every file, so it leaves the scanning to the C
  /// library: `memchr` finds each candidate by the needle's rarest byte, `memcmp` checks the whole.
  func containsSubsequence(_ needle: [UInt8], in range: Range<Int>? = nil) -> Bool {
    withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in Self.contains(needle, in: haystack, range: range ?? indices) }
    }
  }

  /// The offset of every occurrence of `needle`, found as ``containsSubsequence(_:)`` finds the first.
  func offsets(of needle: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        Self.forEachOccurrence(of: needle, in: haystack, range: indices) { offset in
          offsets.append(offset)
          return true
        }
      }
    }
    return offsets
  }

  /// Whether `needle` occurs within `range` of `haystack` (all of it by default); an empty needle always does.
  fileprivate static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil
  ) -> Bool {
    guard !needle.isEmpty else { return true }
    var found = false
    forEachOccurrence(of: needle, in: haystack, range: range ?? 0..<haystack.count) { _ in
      found = true
      return false
    }
    return found
  }

  /// Calls `body` with the offset of each occurrence of `needle` within `range` of `haystack`, in order, until it
  /// returns false. `memchr` looks for the needle's rarest byte in Swift source (the `b` of `toolbar`, not its `t`), so
  /// that most of the file is passed over in its vector loop rather than stopped at every common letter.
  private static func forEachOccurrence(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, range: Range<Int>,
    _ body: (Int) -> Bool
  ) {
    guard !needle.isEmpty, let base = haystack.baseAddress, let needleStart = needle.baseAddress else { return }
    let commonness = Self.commonness
    let pivot = needle.indices.max { commonness[Int(needle[$0])] > commonness[Int(needle[$1])] } ?? 0
    // The pivot byte of a match lies between these.
    var start = base + range.lowerBound + pivot
    let end = base + range.upperBound - (needle.count - 1 - pivot)
    while start < end {
      guard let candidate = memchr(start, Int32(needle[pivot]), end - start) else { return }
      let found = UnsafePointer(candidate.assumingMemoryBound(to: UInt8.self)) - pivot
      if memcmp(found, needleStart, needle.count) == 0, !body(found - base) { return }
      start = found + pivot + 1
    }
  }

  /// How common each byte is in Swift source, by value, from spaces and lowercase vowels down to the commonest
  /// consonants and punctuation; 0 for a rare byte.
  private static let commonness: [Int] = {
    let common = [UInt8](" etaoinsrlcdu.\n(mpfhgy)\"=:,vbwSkTCIV{}".utf8)
    var table = [Int](repeating: 0, count: 256)
    for (rank, byte) in common.enumerated() { table[Int(byte)] = common.count - rank }
    return table
  }()
}
