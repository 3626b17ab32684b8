import CurbcutReporting
import SwiftSyntax

/// Controls whose accessibility label does not contain the text they show.
public struct LabelInNameRule: FileRule {
  public static let description = RuleDescription(
    id: "label_in_name",
    name: "Label in name",
    impact: .high,
    impactDescription: """
      A Voice Control user says what they see ("Tap Submit") and nothing happens, because the control answers to \
      another name; a VoiceOver user hears words that are not on the screen
      """,
    wcag: ["2.5.3", "2.4.6"],
    tags: ["voiceover", "voice-control", "labels", "controls"],
    rationale: """
      Voice Control users act on a control by saying its name, and they say the text they see. When \
      `.accessibilityLabel(...)` replaces a button's visible title with other words (`Button("Submit") { ... }` \
      labelled "Send form"), saying "Tap Submit" does nothing. WCAG 2.5.3 asks that the accessible name contain the \
      visible text; best, that it start with it. Keep the visible words in the label and add to them \
      (`"Submit order"`), or drop the label and let the title name the control.

      The rule compares the words of a control's visible title (a `Button`, `Link`, `Toggle`, `Menu` or \
      `NavigationLink` titled with a string, or whose label is a single `Text` or `Label` with one; a UIKit button's \
      `setTitle(_:for:)`) with the words of its accessibility label, both written as literals, ignoring case and \
      punctuation. Titles and labels read from strings tables or variables are not compared.

      Opt-in until its precision is measured: the eight apps it was tried on title and label their controls through \
      strings tables (`L10n.settings`), which the rule does not read yet, and gave no finding.
      """,
    isOptIn: true,
    triggering: [
      Example(
        #"Button("Submit") { submit() }.accessibilityLabel(1️⃣"Send form")"#,
        expect: ["1️⃣": .visibleTextNotInName(visible: "Submit", label: "Send form")]),
      Example(
        """
        Link(destination: termsURL) {
          Text("Terms")
        }
        .accessibilityLabel(1️⃣"Read the legal agreement")
        """,
        expect: ["1️⃣": .visibleTextNotInName(visible: "Terms", label: "Read the legal agreement")]),
      Example(
        """
        detailsButton.setTitle("Details", for: .normal)
        detailsButton.accessibilityLabel = 1️⃣"Fare breakdown"
        """,
        expect: ["1️⃣": .visibleTextNotInName(visible: "Details", label: "Fare breakdown")]),
    ],
    nonTriggering: [
      Example(#"Button("Sign In") { signIn() }.accessibilityLabel("Sign in")"#),
      Example(#"Button("Submit") { submit() }.accessibilityLabel("Submit order")"#),
      Example(
        """
        Button { delete() } label: { Label("Delete", systemImage: "trash") }
          .accessibilityLabel("Delete \\(trip.city)")
        Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")
        """),
      Example(
        """
        Button(L10n.save) { save() }.accessibilityLabel("Save trip")
        Toggle(isOn: $on) { Text("Wi-Fi") }.accessibilityLabel(label)
        closeButton.accessibilityLabel = "Close"
        """),
    ],
    precision: [MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 0, checked: 0, real: 0)])

  public init() {}

  public let inspectedCalls = WrittenLabel.inspectedCalls(.label).union(["setTitle"])
  public let inspectedMembers = WrittenLabel.inspectedMembers(.label)

  /// The controls a Voice Control user names by the text they show.
  private static let titledControls: Set<String> = ["Button", "Link", "Toggle", "Menu", "NavigationLink"]

  public func check(_ file: FileModel, in context: RuleContext) {
    var uikitTitles: [String: String]?
    for label in WrittenLabel.all(.label, in: context) where label.isPlain && !label.isLocalizationKey {
      let visible: String?
      switch label.element {
      case .view(let view):
        // A SwiftUI title is a key too, read in the development language.
        visible = view.name.flatMap { Self.titledControls.contains($0) ? view.visibleTitle : nil }.map {
          context.strings.text(forKey: $0) ?? $0
        }
      case .uikit(let receiver):
        if uikitTitles == nil { uikitTitles = Self.buttonTitles(in: file) }
        visible = receiver.flatMap { uikitTitles?[$0.trimmedText] }
      }
      guard let visible else { continue }
      let visibleWords = WrittenLabel.words(in: visible).map { $0.lowercased() }
      let labelWords = label.lowercasedWords
      guard !visibleWords.isEmpty, !labelWords.contains(sequence: visibleWords) else { continue }
      context.report(
        .visibleTextNotInName(visible: visible, label: label.text, key: label.translatedKey), at: label.literal)
    }
  }

  /// The titles UIKit buttons are given for their normal state, `closeButton.setTitle("Close", for: .normal)`, by the
  /// button as written.
  private static func buttonTitles(in file: FileModel) -> [String: String] {
    var titles: [String: String] = [:]
    for call in file.calls(named: "setTitle") {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        call.arguments.count == 2, call.arguments.last?.expression.trimmedText == ".normal",
        let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText
      else { continue }
      titles[base.trimmedText] = title
    }
    return titles
  }
}

extension ViewCall {
  /// The text a control shows as its title, written as a literal: `Button("Submit")`, or a label that is one
  /// `Text("Submit")` or `Label("Submit", systemImage: ...)`.
  fileprivate var visibleTitle: String? {
    if let title = firstUnlabeledArgument { return title.as(StringLiteralExprSyntax.self)?.plainText }
    guard let closure = argument("label")?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let statement = closure.statements.first?.item.as(ExprSyntax.self),
      let content = children.first(where: { $0.expression.id == statement.id }),
      content.name == "Text" || content.name == "Label"
    else { return nil }
    return content.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self)?.plainText
  }
}

extension Array where Element: Equatable {
  /// Whether `sequence` appears in the array, its elements next to each other and in order.
  fileprivate func contains(sequence: [Element]) -> Bool {
    guard sequence.count <= count else { return false }
    return (0...(count - sequence.count)).contains { start in
      self[start..<start + sequence.count].elementsEqual(sequence)
    }
  }
}

extension FindingMessage {
  fileprivate static func visibleTextNotInName(visible: String, label: String, key: String? = nil) -> FindingMessage {
    FindingMessage(
      "Accessibility label \(WrittenLabel.quote(label, key: key)) does not contain the visible text '\(visible)', which Voice Control users say"
    )
  }
}
