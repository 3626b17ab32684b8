import Synchronization

extension Array where Element: Sendable {
  /// Maps the elements on up to `jobs` threads and returns the results in the elements' order, so
  /// the outcome never depends on scheduling. Each worker takes the next unclaimed element. Workers have
  /// stacks of `stackSize` bytes (see ``LargeStack``), one worker included: the calling thread's stack may be
  /// too small.
  package func parallelMap<Result: Sendable>(
    jobs: Int, stackSize: Int = SourceLimits.default.stackSize, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    if isEmpty { return [] }
    let workers = Swift.max(1, Swift.min(jobs, count))
    let next = Atomic<Int>(0)
    let results = Mutex<[Result?]>(Array<Result?>(repeating: nil, count: count))
    LargeStack.run(threads: workers, size: stackSize) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let result = transform(self[index])
        results.withLock { $0[index] = result }
      }
    }
    return results.withLock { $0.map { $0! } }
  }
}
