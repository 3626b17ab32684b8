import Synchronization

/// The facts of a run's files, merged in file order while the files are linted: each file's as soon as those of the
/// files ahead of it are in, whichever thread linted it. No file's facts wait in memory for the last file, and the
/// merged facts are the same for any number of jobs. A file refused over its time budget adds nothing: its worker, left
/// to finish, cannot claim it (``Swift/Array/parallelMap(jobs:stackSize:budget:overBudget:_:)``).
final class FactsInFileOrder: Sendable {
  private struct State {
    var merged: ProjectFacts
    /// The index of the next file to merge.
    var next = 0
    /// The facts of files added and not merged yet, by index: those done before the files ahead of them.
    var waiting: [Int: ProjectFacts] = [:]
  }

  private let state: Mutex<State>

  init(_ declared: ProjectFacts) {
    state = Mutex(State(merged: declared))
  }

  /// Adds the facts of the file at `index`; a second addition for a file is ignored.
  func add(_ facts: ProjectFacts, of index: Int) {
    state.withLock { state in
      guard index >= state.next, state.waiting[index] == nil else { return }
      state.waiting[index] = facts
      while let ready = state.waiting.removeValue(forKey: state.next) {
        state.merged.merge(ready)
        state.next += 1
      }
    }
  }

  /// The facts merged so far: once every file is added, those of the whole run.
  var merged: ProjectFacts { state.withLock { $0.merged } }
}
