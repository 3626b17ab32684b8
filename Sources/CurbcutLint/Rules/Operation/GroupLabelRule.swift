import CurbcutReporting
import SwiftSyntax

/// Segmented pickers and rows of controls under a caption that VoiceOver does not tie to them.
public struct GroupLabelRule: ViewRule {
  public struct Options: RuleOptions {
    /// Whether to report rows of buttons under a caption too, not only segmented pickers.
    public var buttonRows = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case buttonRows = "button_rows"
    }
  }

  public static let description = RuleDescription(
    id: "group_label",
    name: "Group label",
    impact: .medium,
    impactDescription: """
      VoiceOver reads "Expiration date, button, 2 of 2" with nothing to say what is being chosen; the caption above \
      is a separate element a user who moves by controls, or by the rotor, never hears with it
      """,
    wcag: ["1.3.1", "4.1.2"],
    tags: ["voiceover", "labels", "controls", "grouping"],
    rationale: """
      A caption written above a segmented picker ("Due date type") tells sighted users what the segments choose; \
      VoiceOver reads the caption as text of its own and each segment as "Best before date, button, 1 of 2". A user \
      who moves from control to control, or lands on the segments from the rotor, hears the options and never what \
      they set. A segmented picker never shows its title, so the fix costs nothing on screen: put the caption in \
      it, `Picker("Due date type", selection: $dueType)`, which is the correction.

      Reported: a segmented `Picker` whose title is empty (`""`, an empty label closure) and that has no \
      accessibility label, written right after a `Text` or `Label` caption in the same stack. (`control_label` \
      reports the other pickers with an empty title; with its `every_control` option, also the segmented ones that \
      have no caption.) With `button_rows: true`, a row of two or more buttons or tapped views right after a \
      caption, in a stack with no accessibility label and no `.accessibilityElement(children: .contain)`, is \
      reported too: wrap caption and row in a container with `.accessibilityElement(children: .contain)` and \
      `.accessibilityLabel("Duration")`, as seed 004 does for its containers. It is off by default because a \
      caption read just before the buttons is often enough.

      Measured: on the nine apps it was designed on, 1 finding, real (Grocy's due date type); none on four apps \
      nobody here had linted. The unnamed pickers and fields read there are not segmented (wheels, menus, text \
      fields): `control_label` and `text_field_label` report those. With `button_rows`, the nine apps gave 5 \
      findings, of which 1 is a group a caption names (a participant limit); the others are section titles over \
      lists of rows.
      """,
    options: [
      RuleOptionDescription(
        name: "button_rows", defaultValue: "false",
        summary: "Also report rows of buttons under a caption with no group label")
    ],
    triggering: [
      Example(
        """
        VStack(alignment: .leading) {
          Text("Due date type").font(.headline)
          Picker(1️⃣"", selection: $product.dueType) {
            Text("Best before date").tag(DueType.bestBefore)
            Text("Expiration date").tag(DueType.expires)
          }
          .pickerStyle(.segmented)
        }
        """,
        expect: ["1️⃣": .captionNotTied("Due date type")]),
      Example(
        """
        Section {
          Label("Units", systemImage: "ruler")
          Picker(selection: $units, label: 1️⃣EmptyView()) {
            Text("Metric").tag(Units.metric)
            Text("Imperial").tag(Units.imperial)
          }
          .pickerStyle(SegmentedPickerStyle())
        }
        """,
        expect: ["1️⃣": .captionNotTied("Units")]),
      Example(
        """
        VStack(alignment: .leading, spacing: 8) {
          Text("Activity duration")
          1️⃣HStack {
            ForEach(durations, id: \\.self) { duration in
              Button(duration.title) { selected = duration }
            }
          }
        }
        """,
        expect: ["1️⃣": .rowNotTied("Activity duration")], options: #"{"button_rows": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        VStack(alignment: .leading) {
          Text("Due date type").font(.headline)
          Picker("Due date type", selection: $product.dueType) {
            Text("Best before date").tag(DueType.bestBefore)
            Text("Expiration date").tag(DueType.expires)
          }
          .pickerStyle(.segmented)
        }
        """),
      Example(
        """
        VStack(alignment: .leading) {
          Text("Due date type")
          Picker("", selection: $product.dueType) {
            Text("Best before date").tag(DueType.bestBefore)
          }
          .pickerStyle(.segmented)
          .accessibilityLabel("Due date type")
        }
        """),
      Example(
        """
        VStack(alignment: .leading, spacing: 8) {
          Text("Activity duration")
          HStack {
            ForEach(durations, id: \\.self) { duration in
              Button(duration.title) { selected = duration }
            }
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Activity duration")
        Picker("", selection: $tab) {
          Text("Posts").tag(0)
          Text("Media").tag(1)
        }
        .pickerStyle(.segmented)
        """),
    ],
    corrections: [
      Example(
        """
        VStack {
          Text("Due date type")
          Picker(1️⃣"", selection: $dueType) { Text("Best before").tag(0) }.pickerStyle(.segmented)
        }
        """,
        correction: """
          VStack {
            Text("Due date type")
            Picker("Due date type", selection: $dueType) { Text("Best before").tag(0) }.pickerStyle(.segmented)
          }
          """)
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 0, checked: 0, real: 0),
    ])

  public var options = Options()

  public init() {}

  public let notedViews: Set<String> = ["Picker", "HStack", "LazyHStack", "ForEach"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    switch view.name {
    case "Picker": checkPicker(view, in: context)
    case "HStack", "LazyHStack", "ForEach": if options.buttonRows { checkRow(view, in: context) }
    default: break
    }
  }

  private func checkPicker(_ picker: ViewCall, in context: RuleContext) {
    guard picker.isShownAsSegments, let place = picker.emptyTitle, let caption = picker.captionBefore,
      let captionText = caption.firstUnlabeledArgument, !picker.hasModifier("accessibilityLabel"),
      !picker.modifiers(named: "accessibility").contains(where: { $0.argument("label") != nil }),
      !picker.isAccessibilityHidden
    else { return }
    let text = captionText.as(StringLiteralExprSyntax.self)?.plainText
    // The caption's literal becomes the title when the empty string is what stands for it.
    let fix = text.flatMap { text -> Fix? in
      guard place.as(ExprSyntax.self)?.isEmptyString == true else { return nil }
      return Fix(
        summary: "Name the picker with its caption",
        edits: [
          context.edit(
            from: place.positionAfterSkippingLeadingTrivia, to: place.endPositionBeforeTrailingTrivia,
            replacement: captionText.trimmedText)
        ])
    }
    context.report(.captionNotTied(text ?? captionText.trimmedText), at: place, fix: fix)
  }

  private func checkRow(_ row: ViewCall, in context: RuleContext) {
    guard let caption = row.captionBefore, let parent = row.parent, !parent.hasAccessibilityLabel,
      parent.accessibilityElementChildren == nil, !row.isInLabelledPlace
    else { return }
    // Two controls or more: written out, or made by a `ForEach` for each of its items.
    let controls = row.operableDescendants
    let repeated =
      row.name == "ForEach" && !controls.isEmpty
      || controls.contains { $0.ancestors.prefix { $0 !== row }.contains { $0.name == "ForEach" } }
    guard controls.count >= 2 || repeated else { return }
    let text = caption.firstUnlabeledArgument.map {
      $0.as(StringLiteralExprSyntax.self)?.plainText ?? $0.trimmedText
    }
    context.report(.rowNotTied(text ?? "caption"), at: row.base)
  }
}

extension FindingMessage {
  fileprivate static func captionNotTied(_ caption: String) -> FindingMessage {
    FindingMessage(
      "Segmented picker has no name, so VoiceOver reads its options without the caption '\(caption)'; put the "
        + "caption in its title (a segmented picker does not show it)")
  }

  fileprivate static func rowNotTied(_ caption: String) -> FindingMessage {
    FindingMessage(
      "Row of controls under the caption '\(caption)' is not grouped with it, so VoiceOver reads each control "
        + "without it; wrap them in an .accessibilityElement(children: .contain) labelled with the caption")
  }
}
