/// "Did you mean ...?" for a mistyped rule id or configuration key.
public enum NameSuggestion {
  /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo
  /// (at most a third of the name's length, and at least 1 edit allowed).
  public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name)
    // A name this long is no typo of a name; comparing it with every candidate would take minutes.
    guard target.count <= maximumSuggestedLength else { return nil }
    var limit = max(1, target.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let characters = Array(candidate)
      // Names whose lengths differ by more than the limit are farther apart than it, whatever their letters.
      guard abs(characters.count - target.count) <= limit,
        let distance = editDistance(target, characters, atMost: limit)
      else { continue }
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
        limit = distance
      }
    }
    return best?.candidate
  }

  /// Names longer than this (in characters) get no suggestion.
  static let maximumSuggestedLength = 256

  /// " (did you mean 'x'?)" or "".
  public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
    closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    editDistance(Array(lhs), Array(rhs), atMost: .max)!
  }

  /// The Levenshtein distance, or nil as soon as every way to go on costs more than `limit`.
  private static func editDistance(_ left: [Character], _ right: [Character], atMost limit: Int) -> Int? {
    var previous = Array(0...right.count)
    var current = previous
    for (i, leftCharacter) in left.enumerated() {
      current[0] = i + 1
      var rowMinimum = current[0]
      for (j, rightCharacter) in right.enumerated() {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
        rowMinimum = min(rowMinimum, current[j + 1])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[right.count] <= limit ? previous[right.count] : nil
  }
}
