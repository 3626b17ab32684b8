/// "Did you mean ...?" for a mistyped rule id or configuration key.
public enum NameSuggestion {
  /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo
  /// (at most a third of the name's length, and at least 1 edit allowed).
  public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(1, name.count / 3)
    return candidates.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
  }

  /// " (did you mean 'x'?)" or "".
  public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
    closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1]
      for (j, rightCharacter) in right.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1)))
      }
      previous = current
    }
    return previous[right.count]
  }
}
