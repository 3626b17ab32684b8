import CurbcutReporting

/// Reports `curbcut:` comments that do nothing or cannot be followed, so suppressions do not outlive
/// the code they were written for and typos do not silently hide nothing.
public struct SuperfluousDisableCommandRule: Rule {
  public static let description = RuleDescription(
    id: "superfluous_disable_command",
    name: "Superfluous disable command",
    impact: .low,
    impactDescription: "A suppression that suppresses nothing hides the next real problem written on its lines",
    wcag: [],
    tags: ["suppression", "hygiene"],
    rationale: """
      A `// curbcut:disable` comment that suppresses no finding is left over from code that changed, or \
      names a rule that never triggers there. Left in place, it silently hides the next real problem on \
      those lines. Remove it, or correct the rule id: unknown ids and malformed commands are reported too.
      """,
    triggering: [
      Example(
        """
        1️⃣// curbcut:disable:next fixed_font_size
        Text("Hello").font(.body)
        """, expect: ["1️⃣": .suppressesNothing("fixed_font_size")]),
      Example(
        """
        1️⃣// curbcut:disable:next fixed_font_sise - legacy screen
        Text("Hello").font(.system(size: 16))
        """,
        expect: ["1️⃣": .unknownRule("fixed_font_sise", hint: "; did you mean \'fixed_font_size\'?")]),
      Example(
        """
        1️⃣// curbcut:disabel fixed_font_size
        """,
        expect: ["1️⃣": FindingMessage(SuppressionComment.unknownCommand("disabel"))]),
      Example(
        """
        1️⃣// curbcut:enable image_label
        Image("logo")
        """,
        expect: ["1️⃣": .enablesNothing("image_label")]),
    ],
    nonTriggering: [
      Example(
        """
        // curbcut:disable:next fixed_font_size - the watch face is sized by the system
        Text("12:30").font(.system(size: 28))
        """),
      Example(
        """
        // curbcut:disable image_label
        Image("logo")
        // curbcut:enable image_label
        """),
      Example(#"Text("See the curbcut: documentation")"#),
    ])

  public init() {}

  /// What is wrong with the file's `curbcut:` comments, once its findings are known: malformed commands,
  /// unknown rule ids, and suppressions that suppress nothing.
  func judge(
    _ comments: [SuppressionComment], _ suppressions: Suppressions, ruleSet: RuleSet
  )
    -> [(comment: SuppressionComment, message: FindingMessage)]
  {
    var judged: [(SuppressionComment, FindingMessage)] = []
    for comment in comments {
      if let problem = comment.problem {
        judged.append((comment, FindingMessage(problem)))
        continue
      }
      for id in comment.ruleIDs where id != "all" && RuleRegistry.rule(withID: id) == nil {
        judged.append((comment, .unknownRule(id, hint: NameSuggestion.hint(for: id, among: RuleRegistry.ids))))
      }
    }
    for (comment, id) in suppressions.superfluous(isChecked: ruleSet.contains) {
      judged.append((comment, comment.action == .enable ? .enablesNothing(id) : .suppressesNothing(id)))
    }
    return judged
  }
}

extension FindingMessage {
  fileprivate static func suppressesNothing(_ ruleID: String) -> FindingMessage {
    FindingMessage("'\(ruleID)' is disabled here but reports nothing; remove the suppression")
  }

  fileprivate static func enablesNothing(_ ruleID: String) -> FindingMessage {
    FindingMessage("'\(ruleID)' is not disabled here; remove the enable command")
  }

  fileprivate static func unknownRule(_ ruleID: String, hint: String) -> FindingMessage {
    FindingMessage("'\(ruleID)' is not a Curbcut rule\(hint)")
  }
}
