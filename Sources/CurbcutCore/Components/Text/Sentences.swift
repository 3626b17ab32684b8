import Foundation

/// Joins parts into the sentences VoiceOver reads as one label or hint: "Lisbon. Five days of tiles. Mar 1, 2025".
public enum Sentences {
  /// The non-empty parts, trimmed, each ended with a period unless it already ends a sentence (with `.`, `!`, `?` or
  /// `…`) or is the last, joined by spaces.
  public static func joined(_ parts: [String]) -> String {
    let parts = parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    return parts.enumerated().map { index, part in
      let isLast = index == parts.count - 1
      return isLast || part.last.map { ".!?…".contains($0) } == true ? part : part + "."
    }.joined(separator: " ")
  }
}
