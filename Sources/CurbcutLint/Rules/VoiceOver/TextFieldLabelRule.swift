import CurbcutReporting
import SwiftSyntax

/// Text fields and editors with no accessible name.
public struct TextFieldLabelRule: ViewRule {
  public static let description = RuleDescription(
    id: "text_field_label",
    name: "Text field label",
    impact: .critical,
    impactDescription: """
      VoiceOver reads 'text field' and whatever is typed, never what the field is for; a Voice Control user has no \
      name to say to move into it
      """,
    wcag: ["4.1.2", "1.3.1", "3.3.2"],
    tags: ["voiceover", "labels", "forms"],
    rationale: """
      A `TextField` or `SecureField` is named by its title: `TextField("Email", text: $email)` reads "Email, text \
      field". A title left empty to keep the placeholder out of sight or to lay out a label beside it \
      (`HStack { Text("Name"); TextField("", text: $name) }`) leaves the field with no name: the `Text` is read \
      as a separate element, and VoiceOver does not tie the two together. A `TextEditor` takes no title at all, so \
      it always needs one given another way. Give the field its title (and, for a layout with the label beside \
      it, `.labelsHidden()`, which hides the title from sight but keeps it as the name), put it in a \
      `LabeledContent("Name") { ... }`, or add `.accessibilityLabel(...)`.

      A field with an empty title and a `prompt:` is named only by its placeholder, read while the field is empty: \
      that is `placeholder_as_label`'s. Fields in a `LabeledContent`, in an element that combines them with the text beside them \
      (`.accessibilityElement(children: .combine)`) or in one labelled as a whole, and hidden fields, are not \
      reported. A section header above a `TextEditor` is read before it when swiping, but not when the editor is \
      reached another way (the rotor, a tap, Voice Control): the editor is still reported. An empty title is `""` or \
      `String("")`; a `TextEditor` bound to a constant (`.constant(message)`) is a view to select text in, not a \
      field, and is passed over (the 2 false findings of 9 on four apps nobody here had linted).
      """,
    triggering: [
      Example(
        """
        HStack {
          Text("Name")
          Spacer()
          TextField(1️⃣"", text: $name)
            .multilineTextAlignment(.trailing)
        }
        """,
        expect: ["1️⃣": .unnamedField("TextField")]),
      Example(
        """
        VStack(alignment: .leading) {
          Text("Password")
          SecureField(1️⃣"", text: $password)
        }
        """,
        expect: ["1️⃣": .unnamedField("SecureField")]),
      Example(
        """
        Section(header: Text("Notes")) {
          1️⃣TextEditor(text: $notes)
            .frame(minHeight: 80)
        }
        """,
        expect: ["1️⃣": .unnamedEditor]),
      Example(
        """
        TextField(1️⃣String(""), value: $duration, format: .number)
        """,
        expect: ["1️⃣": .unnamedField("TextField")]),
    ],
    nonTriggering: [
      Example(#"TextField("Email", text: $email)"#),
      Example(
        """
        HStack {
          Text("Name")
          TextField("Name", text: $name).labelsHidden()
        }
        SecureField("", text: $password).accessibilityLabel("Password")
        """),
      Example(
        """
        LabeledContent("Server URL") {
          TextField("", text: $url)
        }
        TextEditor(text: $notes)
          .accessibilityLabel("Notes")
        """),
      Example(
        """
        HStack {
          Text("Port")
          TextField("", value: $port, format: .number)
        }
        .accessibilityElement(children: .combine)
        """),
      Example(
        """
        TextEditor(text: .constant(message.content))
          .textSelection(.enabled)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 21, checked: 21, real: 21),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 10, checked: 10, real: 10),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 4, checked: 4, real: 4),
    ])

  public init() {}

  public let notedViews: Set<String> = ["TextEditor", "TextField", "SecureField"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, name == "TextEditor" || SwiftUIViews.titledTextFields.contains(name) else { return }
    let emptyTitle = view.firstUnlabeledArgument.flatMap { title in
      title.isEmptyString ? title : nil
    }
    guard name == "TextEditor" || (emptyTitle != nil && view.argument("prompt") == nil), !view.isReadOnly,
      !view.isInLabelledPlace,
      !view.ancestors.contains(where: { $0.name == "LabeledContent" || $0.accessibilityElementChildren == .combine })
    else { return }
    if let emptyTitle {
      context.report(.unnamedField(name), at: emptyTitle)
    } else {
      context.report(.unnamedEditor, at: view.base)
    }
  }
}

extension ViewCall {
  /// Whether the field's text is bound to a constant (`TextEditor(text: .constant(message))`): a view to select text
  /// in, whose content is what it is for, not a field to fill in.
  fileprivate var isReadOnly: Bool {
    argument("text")?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == ".constant"
  }
}

extension FindingMessage {
  fileprivate static func unnamedField(_ field: String) -> FindingMessage {
    FindingMessage("'\(field)' has no name: its title is empty and it has no accessibility label")
  }

  fileprivate static let unnamedEditor = FindingMessage(
    "'TextEditor' has no name: it takes no title, and it has no accessibility label")
}
