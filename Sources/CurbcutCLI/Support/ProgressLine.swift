import Foundation
import Synchronization

/// A `Linting 120/2000 files` line on a terminal's standard error, shown once a run has taken half a
/// second and redrawn at most ten times a second, then erased.
final class ProgressLine: Sendable {
  private struct State {
    var done = 0
    var lastDrawn: Date?
  }

  private let total: Int
  private let verb: String
  private let sink: TextSink?
  private let start = Date()
  private let state = Mutex(State())

  /// A progress line that draws only when `isEnabled`.
  init(total: Int, verb: String, sink: TextSink, isEnabled: Bool) {
    self.total = total
    self.verb = verb
    self.sink = isEnabled ? sink : nil
  }

  func advance() {
    guard let sink else { return }
    let line: String? = state.withLock { state in
      state.done += 1
      let now = Date()
      guard now.timeIntervalSince(start) > 0.5, state.lastDrawn.map({ now.timeIntervalSince($0) > 0.1 }) ?? true else {
        return nil
      }
      state.lastDrawn = now
      return "\r\(verb) \(state.done)/\(total) files"
    }
    if let line { sink.write(line) }
  }

  func finish() {
    guard let sink, state.withLock({ $0.lastDrawn != nil }) else { return }
    sink.write("\r\u{1B}[K")
  }
}
