import CurbcutCore
import CurbcutReporting
import SwiftSyntax

/// Accessibility identifiers that do not follow the project's naming convention.
public struct IdentifierConventionRule: FileRule {
  public struct Options: RuleOptions {
    /// A regular expression every identifier must match whole, replacing seed 004's `module.screen.element`; empty
    /// for seed 004's.
    public var pattern = ""

    public init() {}

    enum CodingKeys: String, CodingKey {
      case pattern
    }

    /// A pattern that is not a valid regular expression is a configuration error, at its key.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      pattern = try container.decodeIfPresent(String.self, forKey: .pattern) ?? ""
      if !pattern.isEmpty {
        do {
          _ = try Regex(pattern)
        } catch {
          throw DecodingError.dataCorruptedError(
            forKey: .pattern, in: container,
            debugDescription: "'\(pattern)' is not a valid regular expression: \(error)")
        }
      }
    }
  }

  public static let description = RuleDescription(
    id: "identifier_convention",
    name: "Identifier convention",
    impact: .low,
    impactDescription: """
      UI tests and audit reports name elements inconsistently, so an identifier says neither where the element \
      lives nor which test owns it, and identifiers of different screens collide
      """,
    wcag: [],
    tags: ["identifiers", "testing"],
    rationale: """
      Seed 004 names every accessibility identifier `module.screen.element` ("chat.input.sendButton"): three \
      lowerCamelCase segments that say which feature and screen the element lives in, so UI tests find elements \
      by a name that survives changes of label and language and two screens cannot collide. CurbcutCore's \
      `AccessibilityIdentifier` builds such identifiers; this rule checks the ones written as literals in \
      `.accessibilityIdentifier(...)` and UIKit's `accessibilityIdentifier = ...`. A project with another \
      convention sets `pattern`, a regular expression each identifier must match whole.

      Opt-in: a naming convention is a team's choice, not an accessibility barrier, and no app measured follows \
      seed 004's: its 53 findings on them (yattee's `"player.closeButton"`, ProtonVPN's `"CloseButton"`, kiwix's \
      `"close_payment_button"`) all break the convention as reported, and none is a barrier to anyone. Identifiers built with interpolation or \
      from constants are not checked: their text is known only at run time.
      """,
    isOptIn: true,
    options: [
      RuleOptionDescription(
        name: "pattern", defaultValue: "\"\"",
        summary:
          "A regular expression each identifier must match whole, e.g. `'[A-Z][A-Za-z]+'`; empty for seed 004's `module.screen.element`"
      )
    ],
    triggering: [
      Example(
        #"Button("Send", action: send).accessibilityIdentifier(1️⃣"sendButton")"#,
        expect: [
          "1️⃣": FindingMessage(
            "Accessibility identifier 'sendButton' has 1 segment; expected 3, as in 'module.screen.element' ('chat.input.sendButton')"
          )
        ]),
      Example(
        #"List(messages) { MessageRow($0) }.accessibilityIdentifier(1️⃣"chat.Conversation.message_list")"#,
        expect: [
          "1️⃣": FindingMessage(
            "The screen segment 'Conversation' of accessibility identifier 'chat.Conversation.message_list' is not lowerCamelCase; expected a lowercase letter followed by letters and digits, such as 'sendButton'"
          )
        ]),
      Example(
        #"sendButton.accessibilityIdentifier = 1️⃣"chat.input.sendButton""#,
        expect: ["1️⃣": .mismatch("chat.input.sendButton", pattern: "[A-Z][A-Za-z]+")],
        options: #"{"pattern": "[A-Z][A-Za-z]+"}"#),
    ],
    nonTriggering: [
      Example(
        """
        sendButton
          .accessibilityIdentifier("chat.input.sendButton")
        messageList
          .accessibility(identifier: "chat.conversation.messageList")
        """),
      Example(#"sendButton.accessibilityIdentifier = "SendButton""#, options: #"{"pattern": "[A-Z][A-Za-z]+"}"#),
      Example(
        """
        Row(item).accessibilityIdentifier("list.main.row\\(index)")
        Button("Send", action: send).accessibilityIdentifier(Identifiers.send)
        """),
    ],
    precision: [MeasuredPrecision(corpus: MeasuredPrecision.identifierApps, findings: 53, checked: 53, real: 53)])

  public var options = Options()

  public init() {}

  public let inspectedCalls = WrittenLabel.inspectedCalls(.identifier)
  public let inspectedMembers = WrittenLabel.inspectedMembers(.identifier)

  public func check(_ file: FileModel, in context: RuleContext) {
    let identifiers = WrittenLabel.all(.identifier, in: context).filter(\.isPlain)
    guard !identifiers.isEmpty else { return }
    let pattern = options.pattern.isEmpty ? nil : try? Regex(options.pattern)
    for identifier in identifiers {
      let text = identifier.text
      if let pattern {
        if text.wholeMatch(of: pattern) == nil {
          context.report(.mismatch(text, pattern: options.pattern), at: identifier.literal)
        }
      } else {
        do {
          _ = try AccessibilityIdentifier(parsing: text)
        } catch {
          context.report(FindingMessage(error.description), at: identifier.literal)
        }
      }
    }
  }
}

extension FindingMessage {
  fileprivate static func mismatch(_ identifier: String, pattern: String) -> FindingMessage {
    FindingMessage("Accessibility identifier '\(identifier)' does not match the project's pattern '\(pattern)'")
  }
}
