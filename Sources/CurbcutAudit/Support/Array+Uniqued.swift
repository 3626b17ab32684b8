extension Array where Element: Hashable {
  /// The elements without repeats, each where it first appears: a problem met through two files is said once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
