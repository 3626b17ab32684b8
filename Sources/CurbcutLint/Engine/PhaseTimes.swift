/// Where linting spends its time: parsing, the model walk, and each rule, summed over files (and so over threads),
/// for `curbcut lint --benchmark` and `scripts/benchmark`, which show what each rule costs.
public struct PhaseTimes: Sendable {
  /// Time by phase: `parse`, `model walk`, or a rule's id.
  public private(set) var byPhase: [String: Duration] = [:]

  public init() {}

  /// The phases from the most time to the least, names breaking ties.
  public var ranked: [(phase: String, time: Duration)] {
    byPhase.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// All the time measured.
  public var total: Duration { byPhase.values.reduce(.zero, +) }

  mutating func merge(_ other: PhaseTimes) {
    byPhase.merge(other.byPhase, uniquingKeysWith: +)
  }

  /// Measures one file's phases one after another: each `lap` charges the time since the previous one to a phase.
  /// A stopwatch that is not running charges nothing and reads no clock.
  struct Stopwatch {
    private(set) var times = PhaseTimes()
    private let clock = ContinuousClock()
    private var mark: ContinuousClock.Instant?

    init(running: Bool) {
      mark = running ? clock.now : nil
    }

    mutating func lap(_ phase: String) {
      guard let previous = mark else { return }
      let now = clock.now
      times.byPhase[phase, default: .zero] += now - previous
      mark = now
    }
  }
}
