import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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

extension Array where Element: Sendable {
  /// Maps the elements as ``parallelMap(jobs:stackSize:_:)`` does, with a time budget for each element: an element
  /// whose transform takes longer than `budget` gets `overBudget(element)` instead. Its worker cannot be stopped
  /// (swift-syntax's parser has no way to be interrupted), so it is left to finish on its own, its result thrown
  /// away, and a new worker takes its place; the map returns without waiting for it. Workers are detached threads
  /// that end when there is no work left, or with the process.
  ///
  /// The transform is handed a `claim` function: once it returns true, the element is out of the budget and its
  /// result is kept; false, the element was given `overBudget(element)` already. A transform that tells others of
  /// its result (a progress count) claims it first, so that a worker left to finish tells nothing.
  package func parallelMap<Result: Sendable>(
    jobs: Int, stackSize: Int, budget: Duration, overBudget: @escaping @Sendable (Element) -> Result,
    _ transform: @escaping @Sendable (Element, _ claim: () -> Bool) -> Result
  ) -> [Result] {
    if isEmpty { return [] }
    let work = BudgetedWork<Element, Result>(self)
    let workers = Swift.max(1, Swift.min(jobs, count))
    for _ in 0..<workers { work.startWorker(stackSize: stackSize, transform) }
    while true {
      // Woken by the last result, and every tenth of a second to look at the clocks: waking for every result would
      // cost a thread switch per file.
      _ = work.finished.wait(timeout: .now() + .milliseconds(100))
      let (done, late) = work.state.withLock { state -> (Bool, [Int]) in
        // A worker still in `running` has not ended (it takes the lock to leave), so its clock can be read.
        let late = state.running.filter { $0.value.clock.elapsed > budget }.map(\.key)
        for worker in late {
          let (index, _) = state.running.removeValue(forKey: worker)!
          state.results[index] = overBudget(self[index])
          state.remaining -= 1
        }
        return (state.remaining == 0, late)
      }
      if done { break }
      for _ in late { work.startWorker(stackSize: stackSize, transform) }
    }
    return work.state.withLock { $0.results.map { $0! } }
  }
}

/// The shared state of a ``Swift/Array/parallelMap(jobs:stackSize:budget:overBudget:_:)``.
private final class BudgetedWork<Element: Sendable, Result: Sendable>: Sendable {
  struct State {
    var next = 0
    var nextWorker = 0
    var results: [Result?]
    var remaining: Int
    /// What each working worker is on, by worker: the element, and the clock of its work on it.
    var running: [Int: (index: Int, clock: WorkerClock)] = [:]
  }

  let elements: [Element]
  let state: Mutex<State>
  /// Signalled when the last element's result is in.
  let finished = DispatchSemaphore(value: 0)

  init(_ elements: [Element]) {
    self.elements = elements
    state = Mutex(State(results: Array(repeating: nil, count: elements.count), remaining: elements.count))
  }

  func startWorker(stackSize: Int, _ transform: @escaping @Sendable (Element, _ claim: () -> Bool) -> Result) {
    let worker = state.withLock { state in
      defer { state.nextWorker += 1 }
      return state.nextWorker
    }
    LargeStack.detach(size: stackSize) { [self] in
      while true {
        let index: Int? = state.withLock { state in
          guard state.next < elements.count else { return nil }
          defer { state.next += 1 }
          state.running[worker] = (state.next, WorkerClock())
          return state.next
        }
        guard let index else { return }
        // Leaving `running`, a worker takes its element out of the budget; a worker over budget already left it.
        var claimed = false
        func claim() -> Bool {
          if !claimed { claimed = state.withLock { $0.running.removeValue(forKey: worker) != nil } }
          return claimed
        }
        let result = transform(elements[index], claim)
        // A worker over budget was replaced: its result is dropped, and it stops.
        guard claim() else { return }
        let last = state.withLock { state in
          state.results[index] = result
          state.remaining -= 1
          return state.remaining == 0
        }
        if last { finished.signal() }
      }
    }
  }
}

/// The time a worker has spent on its element, started on the worker's thread. On Linux it is the thread's CPU time,
/// so a file's budget does not shrink when the machine is busy or more jobs share its cores, and `--jobs` does not
/// change which files are over it; elsewhere, wall time.
private struct WorkerClock: Sendable {
  #if canImport(Glibc) || canImport(Musl)
    private var clock = clockid_t()
    private let start: Duration

    init() {
      pthread_getcpuclockid(pthread_self(), &clock)
      start = Self.read(clock)
    }

    var elapsed: Duration { Self.read(clock) - start }

    private static func read(_ clock: clockid_t) -> Duration {
      var time = timespec()
      clock_gettime(clock, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
  #else
    private let start = ContinuousClock.now

    var elapsed: Duration { ContinuousClock.now - start }
  #endif
}
