import CurbcutReporting
import SwiftSyntax

/// Elements that combine several controls into one, leaving VoiceOver one of their actions.
public struct CombineHidesActionsRule: ViewRule {
  public static let description = RuleDescription(
    id: "combine_hides_actions",
    name: "Combine hides actions",
    impact: .high,
    impactDescription: """
      VoiceOver reads the row as one element and activates one of its controls: the others (delete, share, like) \
      are out of reach
      """,
    wcag: ["2.1.1", "4.1.2"],
    tags: ["voiceover", "grouping", "actions"],
    rationale: """
      `.accessibilityElement(children: .combine)` makes one element of a view and everything in it: its text is \
      read as one label, which is what a card or a cell wants. But a double tap activates one thing, so when the \
      view holds two or more controls (buttons, links, toggles, menus, tapped views) the others cannot be used \
      with VoiceOver: seed 003's trap, "combined elements with separate actions". Keep the controls separate \
      (combine only the text beside them, or use `children: .contain`), or give the combined element an \
      `.accessibilityAction(named:)` for each, as seed 003's accessible card does.

      Not reported: a combined view with `.accessibilityAction(named:)` or `.accessibilityActions { }`; one control \
      and text (a row with a toggle), which VoiceOver reads and activates as one; and views the model cannot see \
      into, which are not counted.

      Measured on six apps nobody here had linted, which combine 38 views, each over one control at most: no \
      finding, and none missed; nor any on the seventeen apps measured before.
      """,
    triggering: [
      Example(
        """
        HStack {
          Text(item.title)
          Button("Delete") { deleteItem() }
          Button("Share") { share() }
        }
        1️⃣.accessibilityElement(children: .combine)
        """,
        expect: ["1️⃣": .combinedControls("HStack", count: 2)]),
      Example(
        """
        VStack(alignment: .leading) {
          Text(post.author).font(.headline)
          Text(post.body)
          HStack {
            Button(action: like) { Image(systemName: "heart") }
            Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
            ShareLink(item: post.url)
          }
        }
        .padding()
        1️⃣.accessibilityElement(children: .combine)
        """,
        expect: ["1️⃣": .combinedControls("VStack", count: 3)]),
      Example(
        """
        HStack {
          Text(comment.text)
          Image(systemName: "arrowshape.turn.up.left").onTapGesture { reply(to: comment) }
          Toggle("Follow", isOn: $isFollowing)
        }
        1️⃣.accessibilityElement(children: .combine)
        .accessibilityAction(.default) { open(comment) }
        """,
        expect: ["1️⃣": .combinedControls("HStack", count: 2)]),
    ],
    nonTriggering: [
      Example(
        """
        VStack(alignment: .leading, spacing: 8) {
          Text(item.title).font(.headline)
          Text(item.description).font(.body)
          HStack {
            Button("Delete", action: deleteItem)
            Button("Share", action: share)
          }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(.default) { open() }
        .accessibilityAction(named: "Delete") { deleteItem() }
        .accessibilityAction(named: "Share") { share() }
        """),
      Example(
        """
        HStack {
          Text("Trip reminders")
          Spacer()
          Toggle("", isOn: $remindersOn).labelsHidden()
        }
        .accessibilityElement(children: .combine)
        """),
      Example(
        """
        HStack {
          Text(item.title)
          Button("Delete") { deleteItem() }
          Button("Share") { share() }
        }
        .accessibilityElement(children: .contain)
        HStack {
          Image(systemName: "brain.head.profile")
          VStack(alignment: .leading) {
            Text("Weekly Insight")
            Text("Your focus improved 23%")
          }
        }
        .accessibilityElement(children: .combine)
        """),
      Example(
        """
        HStack {
          Text(track.title)
          playButton
          queueButton
        }
        .accessibilityElement(children: .combine)
        .accessibilityActions {
          Button("Play", action: play)
          Button("Add to queue", action: enqueue)
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 0, checked: 0, real: 0)
    ])

  public init() {}

  public let notedModifiers: Set<String> = ["accessibilityElement"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.accessibilityElementChildren == .combine,
      !view.modifiers.contains(where: {
        $0.name == "accessibilityActions" || ($0.name == "accessibilityAction" && $0.argument("named") != nil)
      }),
      let combine = view.modifiers(named: "accessibilityElement").last, let member = combine.member
    else { return }
    let controls = view.operableDescendants
    guard controls.count >= 2 else { return }
    context.report(
      .combinedControls(view.name, count: controls.count), from: member.period.positionAfterSkippingLeadingTrivia,
      to: combine.call.endPositionBeforeTrailingTrivia)
  }
}

extension FindingMessage {
  fileprivate static func combinedControls(_ name: String?, count: Int) -> FindingMessage {
    FindingMessage(
      "Combining \(name.map { "'\($0)'" } ?? "this view") makes one element of its \(count) controls, and VoiceOver "
        + "activates only one; keep them separate, or add an .accessibilityAction(named:) for each")
  }
}
