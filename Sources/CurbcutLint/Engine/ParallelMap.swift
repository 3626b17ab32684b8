import Dispatch
import Synchronization

extension Array where Element: Sendable {
  /// Maps the elements on up to `jobs` threads and returns the results in the elements' order, so
  /// the outcome never depends on scheduling. Each worker takes the next unclaimed element.
  package func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
    let workers = Swift.max(1, Swift.min(jobs, count))
    if workers == 1 { return map(transform) }
    let next = Atomic<Int>(0)
    let results = Mutex<[Result?]>(Array<Result?>(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
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
