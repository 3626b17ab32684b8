/// How a finding is presented, and whether it fails a run (see ``FailureThreshold``).
public enum Severity: String, CaseIterable, Codable, Comparable, Sendable {
  case note
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// The lowest severity that makes a run exit with status 1 (`--fail-on`, `fail_on:`).
public enum FailureThreshold: String, CaseIterable, Codable, Sendable {
  case error
  case warning
  case note
  /// Findings never fail the run; only usage, configuration and input errors do.
  case never

  /// Whether a finding of `severity` reaches this threshold.
  public func isReached(by severity: Severity) -> Bool {
    switch self {
    case .never: false
    case .error: severity >= .error
    case .warning: severity >= .warning
    case .note: true
    }
  }
}
