import ArgumentParser

/// The number of threads `--jobs` may ask for. More threads than cores never helps, and an unbounded count
/// would reach the thread and address-space limits of the machine (each worker has a large stack, see
/// `ParallelMap`) long before an integer overflows.
enum JobCount {
  static let range = 1...256

  /// - Throws: a usage error (exit status 2) when `jobs` is outside ``range``.
  static func validate(_ jobs: Int?) throws {
    if let jobs, !range.contains(jobs) {
      throw ValidationError("--jobs must be between \(range.lowerBound) and \(range.upperBound), not \(jobs)")
    }
  }
}
