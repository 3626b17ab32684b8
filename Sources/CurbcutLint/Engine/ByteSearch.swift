import Foundation

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the bytes. It runs over every file, so it leaves the scanning to the C
  /// library: `memchr` finds each candidate first byte, `memcmp` checks the rest.
  func containsSubsequence(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    return withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        guard var start = haystack.baseAddress, let needleStart = needle.baseAddress else { return false }
        let end = start + haystack.count
        while end - start >= needle.count {
          guard let candidate = memchr(start, Int32(first), end - start - needle.count + 1) else { return false }
          let found = UnsafePointer(candidate.assumingMemoryBound(to: UInt8.self))
          if memcmp(found, needleStart, needle.count) == 0 { return true }
          start = found + 1
        }
        return false
      }
    }
  }
}
