/// How badly a problem hurts the people it affects, in the seeds' vocabulary (`impact: CRITICAL`).
///
/// Impact is a property of the rule, fixed in its description; severity is what a team configures.
public enum Impact: String, CaseIterable, Codable, Comparable, Sendable {
  case low
  case medium
  case high
  case critical

  public static func < (lhs: Impact, rhs: Impact) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
