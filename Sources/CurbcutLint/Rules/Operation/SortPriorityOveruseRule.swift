import CurbcutReporting
import SwiftSyntax

/// Views that set VoiceOver's reading order element by element.
public struct SortPriorityOveruseRule: FileRule {
  public static let description = RuleDescription(
    id: "sort_priority_overuse",
    name: "Sort priority overuse",
    impact: .low,
    impactDescription: """
      VoiceOver reads the elements in an order that no longer follows the layout once it changes, and does not \
      mirror for right-to-left languages
      """,
    wcag: ["1.3.2", "2.4.3"],
    tags: ["voiceover", "order", "structure"],
    rationale: """
      `.accessibilitySortPriority(n)` reorders what VoiceOver reads inside a container: higher values first. One or \
      two, to bring an error banner before the navigation bar (seed 004's example, which sets three), fix a real \
      problem. Many in one view hand-write the whole reading order: an order of absolute numbers that nobody sees, \
      that goes stale as soon as the layout changes, and that does not mirror in right-to-left languages, where \
      VoiceOver's own order would (seed 004: "custom `accessibilitySortPriority` values are absolute ... verify \
      traversal order in both LTR and RTL"). Let the layout give the order, group what belongs together with \
      `.accessibilityElement(children: .contain)`, and keep priorities for the one element that must come first.

      Reported once per type, at its fourth `.accessibilitySortPriority`: four or more in one view type.

      Opt-in: the six apps nobody here had linted set no sort priority at all, so no precision could be measured; \
      the rule is a review aid for a codebase that leans on explicit orders, not a defect each time.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        struct CheckoutView: View {
          var body: some View {
            VStack {
              Header().accessibilitySortPriority(4)
              Summary().accessibilitySortPriority(3)
              PaymentForm().accessibilitySortPriority(2)
              PayButton()1️⃣.accessibilitySortPriority(1)
            }
          }
        }
        """,
        expect: ["1️⃣": .sortPriorities(4, in: "CheckoutView")]),
      Example(
        """
        struct PlayerView: View {
          var body: some View {
            ZStack {
              Artwork().accessibilitySortPriority(0)
              controls.accessibilitySortPriority(3)
              title.accessibilitySortPriority(5)
            }
          }
          var controls: some View {
            HStack {
              Button("Previous", action: previous)1️⃣.accessibilitySortPriority(2)
              Button("Play", action: play).accessibilitySortPriority(1)
            }
          }
        }
        """,
        expect: ["1️⃣": .sortPriorities(5, in: "PlayerView")]),
      Example(
        """
        extension DashboardView {
          var tiles: some View {
            LazyVGrid(columns: columns) {
              Tile("Steps").accessibilitySortPriority(9)
              Tile("Sleep").accessibilitySortPriority(8)
              Tile("Heart").accessibilitySortPriority(7)
              Tile("Weight")1️⃣.accessibilitySortPriority(6)
              Tile("Water").accessibilitySortPriority(5)
            }
          }
        }
        """,
        expect: ["1️⃣": .sortPriorities(5, in: "DashboardView")]),
    ],
    nonTriggering: [
      Example(
        """
        // Seed 004: the error banner read before the navigation bar.
        VStack {
          NavigationBar()
            .accessibilitySortPriority(1)

          ErrorBanner("Connection lost")
            .accessibilitySortPriority(2)

          ContentView()
            .accessibilitySortPriority(0)
        }
        """),
      Example(
        """
        struct AlertView: View {
          var body: some View {
            VStack {
              Text(message).accessibilitySortPriority(1)
              Button("OK", action: dismiss)
            }
          }
        }
        struct ToastView: View {
          var body: some View {
            HStack {
              Image(systemName: "checkmark")
              Text(message).accessibilitySortPriority(1)
              Button("Undo", action: undo).accessibilitySortPriority(2)
            }
          }
        }
        """),
      Example(
        """
        struct FormView: View {
          var body: some View {
            Form {
              Section("Name") { TextField("First name", text: $first) }
              Section("Address") { TextField("Street", text: $street) }
            }
            .accessibilityElement(children: .contain)
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 0, checked: 0, real: 0)
    ])

  public init() {}

  public var inspectedCalls: Set<String> { ["accessibilitySortPriority"] }

  public func check(_ file: FileModel, in context: RuleContext) {
    let calls = file.calls(named: "accessibilitySortPriority")
    guard calls.count > Self.fewEnough else { return }
    // By the view type they are written in (an extension's belongs to the type it extends), in source order.
    var byType: [String: [FunctionCallExprSyntax]] = [:]
    var types: [String] = []
    for call in calls {
      let type = file.enclosingType(of: call)?.name ?? ""
      if byType[type] == nil { types.append(type) }
      byType[type, default: []].append(call)
    }
    for type in types {
      guard let calls = byType[type], calls.count > Self.fewEnough,
        let member = calls[Self.fewEnough].calledExpression.as(MemberAccessExprSyntax.self)
      else { continue }
      context.report(
        .sortPriorities(calls.count, in: type), from: member.period.positionAfterSkippingLeadingTrivia,
        to: calls[Self.fewEnough].endPositionBeforeTrailingTrivia)
    }
  }

  /// As many sort priorities as one view may set and still be read as the layout reads (seed 004 sets three).
  private static let fewEnough = 3
}

extension FindingMessage {
  fileprivate static func sortPriorities(_ count: Int, in type: String) -> FindingMessage {
    FindingMessage(
      "\(count) accessibility sort priorities in \(type.isEmpty ? "one file's views" : "'\(type)'") hand-write "
        + "VoiceOver's reading order, which then no longer follows the layout nor mirrors for right-to-left "
        + "languages; let the layout give the order, and keep a priority for what must come first")
  }
}
