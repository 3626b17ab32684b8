import CurbcutReporting
import SwiftSyntax

/// The same accessibility identifier given to two elements of one view.
public struct DuplicateIdentifierRule: FileRule {
  public static let description = RuleDescription(
    id: "duplicate_identifier",
    name: "Duplicate identifier",
    impact: .medium,
    impactDescription: """
      A UI test that looks the identifier up (`app.buttons["settings.main.doneButton"]`) finds two elements and \
      fails, or taps the wrong one; accessibility audits that report by identifier point at the wrong element
      """,
    wcag: ["4.1.2"],
    tags: ["identifiers", "testing"],
    rationale: """
      Accessibility identifiers are how UI tests and automated accessibility audits find an element (seed 004: \
      "module.screen.element", for reliable UI testing). VoiceOver never reads them, but the tests that keep a \
      screen accessible rely on each naming one element: the same literal given to two elements of a view, often \
      left behind by copying a row or a button, makes the query ambiguous. Give each element its own identifier.

      Only literals are compared, within one type declaration (a view, or a UIKit view or controller), and only \
      where both elements can be on screen at once: identifiers in different branches of the same `if`, `switch`, \
      ternary or `#if` (the compact and regular layouts of one button) are alternatives and are not reported, nor \
      is an identifier set again on the same UIKit receiver. An identifier written once inside a `ForEach` repeats \
      at run time but is not reported: tests reach the rows by index. Two branches of separate `if`s whose \
      conditions exclude each other are not recognised, and are reported.

      Opt-in until its precision is measured: on the ten apps measured it finds nothing. The first version's five \
      findings (all in yattee) were all false, the same identifier on the iOS, macOS and tvOS layouts of a view, each \
      in its own `#if`; identifiers under different `#if` clauses are now taken to be alternatives. Those apps hold \
      no real duplicate to find: every identifier written twice in one file is such an alternative.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        struct SettingsView: View {
          var body: some View {
            VStack {
              Button("Save", action: save).accessibilityIdentifier("settings.main.saveButton")
              Button("Cancel", action: cancel).accessibilityIdentifier(1️⃣"settings.main.saveButton")
            }
          }
        }
        """,
        expect: ["1️⃣": .duplicate("settings.main.saveButton")]),
      Example(
        """
        struct LoginView: View {
          var body: some View {
            Form {
              TextField("Email", text: $email).accessibilityIdentifier("login.form.field")
              SecureField("Password", text: $password).accessibilityIdentifier(1️⃣"login.form.field")
            }
            .toolbar {
              Button("Help", action: help).accessibility(identifier: 2️⃣"login.form.field")
            }
          }
        }
        """,
        expect: ["1️⃣": .duplicate("login.form.field"), "2️⃣": .duplicate("login.form.field")]),
      Example(
        """
        final class CheckoutViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            payButton.accessibilityIdentifier = "checkout.summary.button"
            cancelButton.accessibilityIdentifier = 1️⃣"checkout.summary.button"
          }
        }
        """,
        expect: ["1️⃣": .duplicate("checkout.summary.button")]),
    ],
    nonTriggering: [
      Example(
        """
        struct SettingsView: View {
          var body: some View {
            Button("Save", action: save).accessibilityIdentifier("settings.main.saveButton")
            Button("Cancel", action: cancel).accessibilityIdentifier("settings.main.cancelButton")
          }
        }
        """),
      Example(
        """
        struct PlayerControls: View {
          var body: some View {
            if isCompact {
              Button(action: play) { Image(systemName: "play") }.accessibilityIdentifier("player.controls.play")
            } else {
              Button("Play", action: play).accessibilityIdentifier("player.controls.play")
            }
            #if os(iOS)
            Button("Share", action: share).accessibilityIdentifier("player.controls.share")
            #else
            ShareLink(item: url).accessibilityIdentifier("player.controls.share")
            #endif
          }
        }
        """),
      Example(
        """
        struct ListScreen: View {
          var body: some View {
            ForEach(items) { item in
              Row(item: item).accessibilityIdentifier("list.main.row")
            }
            switch state {
            case .loading: ProgressView().accessibilityIdentifier("list.main.status")
            case .failed: Text("Failed").accessibilityIdentifier("list.main.status")
            }
          }
        }
        struct DetailScreen: View {
          var body: some View {
            Text(title).accessibilityIdentifier("list.main.row")
          }
        }
        """),
      Example(
        """
        final class PlayerView: UIView {
          func showPlaying() { button.accessibilityIdentifier = "player.main.toggle" }
          func showPaused() { button.accessibilityIdentifier = "player.main.toggle" }
          func configure(_ row: Int) { cell.accessibilityIdentifier = "player.main.row\\(row)" }
          func configure(_ next: Int) { other.accessibilityIdentifier = "player.main.row\\(next)" }
        }
        """),
    ],
    precision: [MeasuredPrecision(corpus: MeasuredPrecision.identifierApps, findings: 0, checked: 0, real: 0)])

  public init() {}

  public let inspectedCalls = WrittenLabel.inspectedCalls(.identifier)
  public let inspectedMembers = WrittenLabel.inspectedMembers(.identifier)

  /// An identifier's text in the type declaration it is written in (the view or UIKit class it names an element of).
  private struct Place: Hashable {
    let owner: ObjectIdentifier?
    let text: String
  }

  public func check(_ file: FileModel, in context: RuleContext) {
    var earlier: [Place: [WrittenLabel]] = [:]
    let identifiers = WrittenLabel.all(.identifier, in: context).filter(\.isPlain).sorted {
      $0.literal.position < $1.literal.position
    }
    for identifier in identifiers {
      let owner: TypeDeclaration? =
        switch identifier.element {
        case .view(let view): view.enclosingType
        case .uikit: file.enclosingType(of: identifier.literal)
        }
      let place = Place(owner: owner.map(ObjectIdentifier.init), text: identifier.text)
      if earlier[place, default: []].contains(where: { identifier.canBeShown(with: $0, in: file) }) {
        context.report(.duplicate(identifier.text), at: identifier.literal)
      }
      earlier[place, default: []].append(identifier)
    }
  }
}

extension WrittenLabel {
  /// Whether this element and `other`'s can be on screen together: they are different elements (not the same
  /// UIKit receiver set twice), compiled together and not written in alternative branches.
  fileprivate func canBeShown(with other: WrittenLabel, in file: FileModel) -> Bool {
    switch (element, other.element) {
    case (.uikit(let receiver), .uikit(let otherReceiver))
    where receiver?.trimmedText == otherReceiver?.trimmedText:
      return false
    case (.view(let view), .view(let otherView)) where view === otherView:
      return false
    default:
      let (mine, theirs) = (file.scope(of: literal), file.scope(of: other.literal))
      // Under different `#if` clauses (an iOS and a macOS layout, each in its own `#if`), the two may never be
      // built together.
      return mine.compilationClauses.map(\.id) == theirs.compilationClauses.map(\.id)
        && !mine.conditions.contains { condition in theirs.conditions.contains(where: condition.excludes) }
    }
  }
}

extension FindingMessage {
  fileprivate static func duplicate(_ identifier: String) -> FindingMessage {
    FindingMessage(
      "Accessibility identifier '\(identifier)' is given to another element of this view too; a UI test that looks it up finds two"
    )
  }
}
