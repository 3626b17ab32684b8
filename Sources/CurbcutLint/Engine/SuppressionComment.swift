/// A `// curbcut:` comment that turns rules off and on:
///
/// - `// curbcut:disable rule_a rule_b - reason`: off from this line to the end of the file or an `enable`
/// - `// curbcut:enable rule_a`: on again from this line
/// - `// curbcut:disable:next rule_a`: off on the next line and on every line of what starts there: a whole view
///   expression with its modifier chain, or a modifier's call (see `ModelBuilder.codeStarting(at:)`)
/// - `// curbcut:disable:this rule_a`: off on this line only
/// - `// curbcut:disable:previous rule_a`: off on the line above only, as SwiftLint's `disable:previous`
///
/// `all` stands for every rule. Ids may be separated by spaces or commas; the reason after ` - ` is for
/// the people reading the code.
struct SuppressionComment: Sendable {
  enum Action: String, CaseIterable, Sendable {
    case disable
    case enable
    case disableNext = "disable:next"
    case disableThis = "disable:this"
    case disablePrevious = "disable:previous"
  }

  /// The action, or nil when the command is not one Curbcut knows (then ``problem`` says why).
  let action: Action?
  let ruleIDs: [String]
  let reason: String?
  /// 1-based line of the comment.
  let line: Int
  /// UTF-8 offsets of the comment.
  let start: Int
  let end: Int
  /// What is wrong with the comment, when it cannot be followed.
  let problem: String?
  /// For `disable:next`, the lines it turns rules off on: the next line, through the end of what starts there.
  var nextLines: ClosedRange<Int>

  /// Whether the comment turns `ruleID` off on `line` by itself (`disable:next`, `disable:this`, `disable:previous`),
  /// not as a region.
  func coversAlone(_ ruleID: String, onLine line: Int) -> Bool {
    switch action {
    case .disableThis: self.line == line && names(ruleID)
    case .disablePrevious: self.line - 1 == line && names(ruleID)
    case .disableNext: nextLines.contains(line) && names(ruleID)
    default: false
    }
  }

  static let prefix = "curbcut:"

  /// Reads a comment's text (with its `//` or `/* */`), or returns nil when it is not a Curbcut command.
  init?(comment: String, line: Int, start: Int) {
    var body = Substring(comment)
    if body.hasPrefix("//") {
      body = body.dropFirst(2)
    } else if body.hasPrefix("/*") {
      body = body.dropFirst(2).dropLast(body.hasSuffix("*/") ? 2 : 0)
    }
    body = body.drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix(Self.prefix) else { return nil }
    body = body.dropFirst(Self.prefix.count)
    self.line = line
    self.start = start
    end = start + comment.utf8.count
    nextLines = (line + 1)...(line + 1)
    var reason: String?
    if let dash = body.range(of: " - ") {
      reason = body[dash.upperBound...].trimmingCharacters(in: .whitespaces)
      body = body[..<dash.lowerBound]
    }
    self.reason = reason
    let words = body.split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
    let command = words.first ?? ""
    action = Action(rawValue: command)
    ruleIDs = Array(words.dropFirst())
    if action == nil {
      problem = Self.unknownCommand(command)
    } else if ruleIDs.isEmpty {
      problem = "Suppression comment names no rule; list rule ids or 'all'"
    } else {
      problem = nil
    }
  }

  /// What is wrong with a command Curbcut does not know.
  static func unknownCommand(_ command: String) -> String {
    "Unknown suppression command '\(command)'; use \(Action.allCases.map(\.rawValue).joined(separator: ", "))"
  }

  func names(_ ruleID: String) -> Bool {
    ruleIDs.contains(ruleID) || ruleIDs.contains("all")
  }
}
