import CurbcutReporting
import SwiftSyntax

/// Toggles, pickers, sliders and steppers whose title is empty, or that have none, with no accessibility label.
public struct ControlLabelRule: ViewRule {
  public struct Options: RuleOptions {
    /// Whether to report segmented and inline pickers and gauges too.
    public var everyControl = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case everyControl = "every_control"
    }
  }

  public static let description = RuleDescription(
    id: "control_label",
    name: "Control label",
    impact: .high,
    impactDescription: """
      VoiceOver reads the control's value and kind ("50 percent, adjustable", "On, switch button") but not what it \
      sets, and a Voice Control user has no name to say
      """,
    wcag: ["4.1.2", "1.3.1", "2.5.3"],
    tags: ["voiceover", "labels", "controls"],
    rationale: """
      A SwiftUI control's title is its accessibility label, shown or not: `Toggle("Wi-Fi", isOn: $isOn)` reads \
      "Wi-Fi, on, switch button", and so does the same toggle with `.labelsHidden()`, which only hides the title \
      from sight. A title left empty to hide it (`Picker("", selection: $size)`), an empty label closure, or a \
      `Slider` or `Gauge` made without a label leave the control with no name: a `Text` beside it is read as a \
      separate element, and VoiceOver does not tie the two together. Give the control its title and hide it with \
      `.labelsHidden()` if the layout shows it elsewhere, or add `.accessibilityLabel(...)`. Titles that are \
      variables, localized keys or label closures with content are labels and are not reported; neither is \
      `ProgressView`, which the system names, nor a control in an element that combines it with the text beside it \
      (`.accessibilityElement(children: .combine)`), which is read as that text.

      Segmented and inline pickers, pickers in a `Menu` (shown as its items, each named by its option) and gauges \
      are reported only with the option `every_control`: their segments, \
      rows and value often say enough where they stand (a segmented picker that switches a screen between \
      "Media" and "Files"), and on the apps measured only 2 or 3 of the 9 findings it adds were problems. A limit: a picker made in a \
      helper function and styled where the helper is called (`makeTabPicker().pickerStyle(.segmented)`) is judged \
      without its style, and reported.

      On three iOS apps nobody here had linted (wxyc-ios-64, PayslipMax-iOS, onebusaway-ios), all 17 findings were \
      read: 9 real; 7 were sliders of debug screens compiled only under `#if DEBUG`, which no one using the app \
      meets and which are passed over since with the rest of debug builds' code (`skipped_code`), and one is in a \
      view nothing presents: a sheet of a screen that only a UIKit view controller no file of the project names shows, \
      passed over since too (9 findings, 9 real).
      """,
    options: [
      RuleOptionDescription(
        name: "every_control", defaultValue: "false",
        summary: "Also report segmented and inline pickers and gauges with no name")
    ],
    triggering: [
      Example(
        """
        HStack {
          Text("Text size")
          Spacer()
          Picker(1️⃣"", selection: $size) {
            Text("Small").tag(0)
            Text("Large").tag(1)
          }
        }
        """,
        expect: ["1️⃣": .unnamedControl("Picker")]),
      Example(
        """
        Picker(1️⃣"", selection: $mode) {
          Text("Media").tag(Mode.media)
          Text("Files").tag(Mode.files)
        }
        .pickerStyle(.segmented)
        """,
        expect: ["1️⃣": .unnamedControl("Picker")], options: #"{"every_control": true}"#),
      Example(
        """
        DatePicker(1️⃣"", selection: $startDate, displayedComponents: [.date])
          .labelsHidden()
        Toggle(isOn: $isMuted) 2️⃣{}
        """,
        expect: ["1️⃣": .unnamedControl("DatePicker"), "2️⃣": .unnamedControl("Toggle")]),
      Example(
        """
        VStack(alignment: .leading) {
          Text("Brightness")
          1️⃣Slider(value: $brightness, in: 0...1, step: 0.05)
        }
        """,
        expect: ["1️⃣": .unnamedControl("Slider")]),
      Example(
        """
        1️⃣Slider(value: $dismissDistance, in: 1...20) { editing in
          isEditing = editing
        }
        """,
        expect: ["1️⃣": .unnamedControl("Slider")]),
    ],
    nonTriggering: [
      Example(
        """
        Toggle("Wi-Fi", isOn: $isOn).labelsHidden()
        Picker(title, selection: $size) { Text("Small").tag(0) }
        """),
      Example(
        """
        Slider(value: $brightness, in: 0...1) { Text("Brightness") }
        Stepper(value: $guests, in: 1...8) { Text("Guests: \\(guests)") }
        """),
      Example(
        """
        Picker("", selection: $size) { Text("Small").tag(0) }
          .accessibilityLabel("Text size")
        Slider(value: $volume).accessibilityLabel("Volume")
        ProgressView()
        """),
      Example(
        """
        HStack {
          Text("Notifications")
          Spacer()
          Toggle("", isOn: $notifies).labelsHidden()
        }
        .accessibilityElement(children: .combine)
        Picker("", selection: $mode) { Text("Media").tag(Mode.media) }.pickerStyle(.segmented)
        Gauge(value: progress) { EmptyView() } currentValueLabel: { Text("\\(Int(progress * 100))%") }
        """),
      Example(
        """
        Menu {
          Picker(selection: $source) {
            Label("Follows", systemImage: "person.2").tag(Source.follows)
            Label("Favorites", systemImage: "star").tag(Source.favorites)
          } label: {
            EmptyView()
          }
        } label: {
          Image(systemName: "line.3.horizontal.decrease")
        }
        .accessibilityLabel("Timeline source")
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 7, checked: 7, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.labelTypeApps, findings: 6, checked: 6, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 10, checked: 10, real: 10),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 9, checked: 9, real: 9),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 7, checked: 7, real: 5),
    ])

  public var options = Options()

  public init() {}

  /// The controls whose title is their accessibility label.
  private static let titledControlNames = [
    "Toggle", "Picker", "Stepper", "DatePicker", "ColorPicker", "Slider", "Gauge", "MultiDatePicker",
  ]
  private static let titledControls = NameSet(titledControlNames)
  /// The controls that can be made with no label at all.
  private static let unlabelledControls: NameSet = ["Slider", "Gauge"]

  public let notedViews = Set(Self.titledControlNames)
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, Self.titledControls.contains(name), let place = unnamedPlace(of: view, name: name),
      options.everyControl ? view.captionBefore == nil || !view.isShownAsSegments : !view.saysEnoughWithoutAName,
      !view.isInLabelledPlace,
      !view.ancestors.contains(where: { $0.accessibilityElementChildren == .combine })
    else { return }
    context.report(.unnamedControl(name), at: place)
  }

  /// Where the control's missing name should be: its empty title or label closure, or the whole control when it
  /// has neither.
  private func unnamedPlace(of view: ViewCall, name: String) -> Syntax? {
    view.emptyTitle
      ?? (Self.unlabelledControls.contains(name) && view.firstUnlabeledArgument == nil
        && view.argument("label") == nil ? Syntax(view.base) : nil)
  }
}

extension ViewCall {
  /// A gauge, or a picker shown as segments, rows or menu items, whose options or value may say enough in context.
  fileprivate var saysEnoughWithoutAName: Bool {
    // A picker in a `Menu` is shown as its items, each named by its option.
    name == "Gauge" || isInContent(ofNearest: "Menu") || isShownAsSegments
      || modifiers(named: "pickerStyle").contains { $0.call.arguments.trimmedText.contains("nline") }
  }
}

extension FindingMessage {
  fileprivate static func unnamedControl(_ control: String) -> FindingMessage {
    FindingMessage("'\(control)' has no name: its title is empty and it has no accessibility label")
  }
}
