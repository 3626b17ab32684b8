/// Decides which findings the file's `curbcut:` comments suppress, and which comments suppress nothing.
struct Suppressions {
  private let comments: [SuppressionComment]
  /// For each comment and each rule id it names, whether it suppressed a finding.
  private var used: [Int: Set<String>] = [:]

  init(_ comments: [SuppressionComment]) {
    self.comments = comments.filter { $0.problem == nil }
  }

  /// Whether a finding of `ruleID` starting on `line` is suppressed; remembers which comment did it.
  mutating func suppresses(_ ruleID: String, onLine line: Int) -> Bool {
    for (index, comment) in comments.enumerated() where comment.coversAlone(ruleID, onLine: line) {
      markUsed(index, ruleID)
      return true
    }
    let region = comments.indices.last { index in
      let comment = comments[index]
      return comment.line <= line && comment.names(ruleID)
        && (comment.action == .disable || comment.action == .enable)
    }
    guard let region, comments[region].action == .disable else { return false }
    markUsed(region, ruleID)
    return true
  }

  private mutating func markUsed(_ index: Int, _ ruleID: String) {
    let comment = comments[index]
    used[index, default: []].insert(comment.ruleIDs.contains(ruleID) ? ruleID : "all")
  }

  /// What is wrong with each disable that suppressed nothing, for rules that ran (`isChecked`). Enable
  /// commands are judged too: one that ends no disabled region does nothing. Comments about
  /// `superfluous_disable_command` itself are not judged: its findings come after this judgement.
  func superfluous(isChecked: (String) -> Bool) -> [(comment: SuppressionComment, ruleID: String)] {
    var result: [(SuppressionComment, String)] = []
    let ownID = SuperfluousDisableCommandRule.description.id
    for (index, comment) in comments.enumerated() {
      for ruleID in comment.ruleIDs where ruleID == "all" || (isChecked(ruleID) && ruleID != ownID) {
        switch comment.action {
        case .enable:
          if !isDisabled(ruleID, before: index) { result.append((comment, ruleID)) }
        default:
          if used[index]?.contains(ruleID) != true { result.append((comment, ruleID)) }
        }
      }
    }
    return result
  }

  /// Whether a `disable` region for `ruleID` is open just before comment `index`.
  private func isDisabled(_ ruleID: String, before index: Int) -> Bool {
    let previous = comments[..<index].last { comment in
      (comment.action == .disable || comment.action == .enable)
        && (ruleID == "all" ? comment.ruleIDs.contains("all") : comment.names(ruleID))
    }
    return previous?.action == .disable
  }
}
