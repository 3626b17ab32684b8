import CurbcutReporting
import SwiftSyntax

/// Controls, tapped views and containers holding them hidden from VoiceOver; UIKit controls taken out of it.
public struct HiddenControlRule: ViewRule, FileRule {
  public static let description = RuleDescription(
    id: "hidden_control",
    name: "Hidden control",
    impact: .critical,
    impactDescription: """
      VoiceOver, Switch Control and Voice Control users cannot reach the control at all: what it does is out of \
      their hands
      """,
    wcag: ["4.1.2", "2.1.1"],
    tags: ["voiceover", "controls", "hiding"],
    rationale: """
      `.accessibilityHidden(true)` removes a view and everything in it from VoiceOver. On a decorative image that is \
      right; on a `Button`, a `Toggle`, a field, a tapped view or a stack that holds one, it takes the control away \
      from everyone who does not see the screen (seed 003: "User can't access this control"; seed 004: hiding is \
      no fix for traversal). In UIKit, `isAccessibilityElement = false` on a `UIButton` or another `UIControl` does \
      the same. Remove the hiding, or hide only the decoration inside the control; if the control repeats one \
      VoiceOver reaches elsewhere, give the element that replaces it an `.accessibilityAction(named:)`.

      Reported: the literal `true` (a condition hides the control only some of the time, often when it is off \
      screen), on a control (buttons, links, menus, toggles, pickers, sliders, steppers, fields, date and colour \
      pickers), on a view given a single tap, or on a container with one of them inside; once, at the outermost \
      hidden view. Not reported: `.hidden()`, which hides the view from sight too (so do `.opacity(0)` and a \
      frame of no size); buttons kept for their `.keyboardShortcut`; macOS code; a tapped colour or shape (the \
      dimming layer behind a custom sheet, whose own close button is what VoiceOver needs); a control inside an \
      element that ignores or combines its children and gives VoiceOver actions for them \
      (`.accessibilityAction(named:)`, an adjustable action), which is seed 003's own pattern. In UIKit: `false` \
      assigned to a button's or control's `isAccessibilityElement`, a receiver declared or made as a `UIButton`, \
      `UISwitch`, `UISlider`, `UISegmentedControl`, `UIStepper`, `UITextField` or `UIDatePicker`, or `self` in a \
      subclass of one.

      Measured on six apps nobody here had linted, which hide 71 views and mark none of their controls hidden: no \
      finding, and none missed. On the seventeen apps measured before, the one finding was a pair of invisible \
      buttons kept for their keyboard shortcuts in macOS code, passed over now.
      """,
    triggering: [
      Example(
        """
        Button("Settings") { }
          1️⃣.accessibilityHidden(true)
        """,
        expect: ["1️⃣": .hiddenControl("Button")]),
      Example(
        """
        HStack {
          Text(track.title)
          Spacer()
          Button(action: playNext) { Image(systemName: "forward.fill") }
        }
        2️⃣.accessibilityHidden(true)
        """,
        expect: ["2️⃣": .hiddenContainer("HStack", holding: "Button")]),
      Example(
        """
        Text("Show more")
          .onTapGesture { isExpanded = true }
          1️⃣.accessibility(hidden: true)
        """,
        expect: ["1️⃣": .hiddenControl("Text")]),
      Example(
        """
        final class PlayerView: UIView {
          private let playButton = UIButton(type: .system)
          func setUp() {
            1️⃣playButton.isAccessibilityElement = false
          }
        }
        final class ChipControl: UIControl {
          override init(frame: CGRect) {
            super.init(frame: frame)
            2️⃣isAccessibilityElement = false
          }
        }
        """,
        expect: ["1️⃣": .hiddenUIKitControl("playButton"), "2️⃣": .hiddenUIKitControl("self")]),
    ],
    nonTriggering: [
      Example(
        """
        Image("decorative-pattern")
          .accessibilityHidden(true)
        Image("background-gradient").accessibilityHidden(true)
        """),
      Example(
        """
        Button(action: share) {
          HStack {
            Image(systemName: "square.and.arrow.up").accessibilityHidden(true)
            Text("Share")
          }
        }
        Button("Retry", action: retry).accessibilityHidden(!isFailed)
        Button("Debug", action: dump).hidden()
        Group {
          Button(action: previous) { EmptyView() }.keyboardShortcut(.leftArrow, modifiers: [])
          Button(action: next) { EmptyView() }.keyboardShortcut(.rightArrow, modifiers: [])
        }
        .frame(width: 0, height: 0)
        .opacity(0)
        .accessibilityHidden(true)
        """),
      Example(
        """
        ZStack {
          Color.black.opacity(0.4)
            .onTapGesture { isPresented = false }
            .accessibilityHidden(true)
          ConfirmationCard(onClose: { isPresented = false })
        }
        """),
      Example(
        """
        VStack(alignment: .leading) {
          Text(item.title)
          HStack {
            Button("Delete", action: delete)
            Button("Share", action: share)
          }
          .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Delete", delete)
        .accessibilityAction(named: "Share", share)
        """),
      Example(
        """
        final class CardCell: UITableViewCell {
          let titleLabel = UILabel()
          func setUp() {
            titleLabel.isAccessibilityElement = false
            contentView.isAccessibilityElement = false
            isAccessibilityElement = true
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 2, checked: 2, real: 0),
    ])

  public init() {}

  public let inspectedMembers: Set<String> = ["isAccessibilityElement"]

  /// The hiding modifiers (always noted by the walk, at ``NotedModifiers/hidden``).
  public let notedModifiers: Set<String> = ["accessibilityHidden", "hidden", "accessibility"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.notedModifiers & NotedModifiers.hidden != 0, let hiding = view.literalHiding,
      !view.ancestors.contains(where: { $0.literalHiding != nil || $0.givesActionsForItsChildren })
    else { return }
    // Controls kept only for their keyboard shortcuts, drawn at no size or opacity, and macOS code are no one's to reach.
    guard !view.isInvisible, !context.file.isMacOSOnly(view.expression) else { return }
    let start =
      hiding.member?.period.positionAfterSkippingLeadingTrivia ?? hiding.call.positionAfterSkippingLeadingTrivia
    let end = hiding.call.endPositionBeforeTrailingTrivia
    if view.isOperable {
      guard !view.hasModifier("keyboardShortcut") else { return }
      context.report(.hiddenControl(view.name), from: start, to: end)
    } else if let inner = view.operableDescendants.first(where: { !$0.hasModifier("keyboardShortcut") }) {
      context.report(.hiddenContainer(view.name, holding: inner.name), from: start, to: end)
    }
  }

  public func check(_ file: FileModel, in context: RuleContext) {
    for assignment in file.assignments(to: "isAccessibilityElement")
    where assignment.values.first?.isFalseLiteral == true {
      let type = file.enclosingType(of: assignment.syntax)
      guard let base = assignment.base else {
        if Self.uikitControls.contains(where: { type?.inherits(from: $0) == true }) {
          context.report(.hiddenUIKitControl("self"), at: assignment.syntax)
        }
        continue
      }
      guard let name = base.nameOnSelf, let declared = file.declaredUIKitType(of: name, in: type),
        Self.uikitControls.contains(declared)
      else { continue }
      context.report(.hiddenUIKitControl(name), at: assignment.syntax)
    }
  }

  /// UIKit's controls, which VoiceOver users operate directly.
  private static let uikitControls = [
    "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField", "UIDatePicker",
  ]
}

extension ViewCall {
  /// `.accessibilityHidden(true)` or `.accessibility(hidden: true)` on the view, with the literal `true`.
  fileprivate var literalHiding: Modifier? {
    guard notedModifiers & NotedModifiers.hidden != 0 else { return nil }
    return modifiers.first { modifier in
      switch modifier.name {
      case "accessibilityHidden": return modifier.firstUnlabeledArgument?.isTrueLiteral == true
      case "accessibility": return modifier.argument("hidden")?.isTrueLiteral == true
      default: return false
      }
    }
  }

  /// Whether the view is drawn invisible: `.opacity(0)`, or a frame of no size.
  fileprivate var isInvisible: Bool {
    modifiers.contains { modifier in
      switch modifier.name {
      case "opacity": return modifier.firstUnlabeledArgument?.trimmedText == "0"
      case "frame":
        return modifier.argument("width")?.trimmedText == "0"
          && modifier.argument("height")?.trimmedText == "0"
      default: return false
      }
    }
  }

  /// Whether the view is one element that gives VoiceOver actions for its children: it ignores or combines them, and
  /// has named accessibility actions or an adjustable one.
  fileprivate var givesActionsForItsChildren: Bool {
    guard let children = accessibilityElementChildren, children != .contain else { return false }
    return modifiers.contains { $0.name == "accessibilityAction" || $0.name == "accessibilityAdjustableAction" }
  }
}

extension FileModel {
  /// The UIKit type of a property or local the file declares or makes (`let playButton = UIButton(type: .system)`,
  /// `@IBOutlet var toggle: UISwitch!`), looked up in `type` and the types around it.
  func declaredUIKitType(of name: String, in type: TypeDeclaration?) -> String? {
    var current = type
    while let declaration = current {
      if let typeName = declaration.property(named: name)?.typeName { return typeName }
      current = declaration.parent
    }
    return nil
  }
}

extension FindingMessage {
  fileprivate static func hiddenControl(_ name: String?) -> FindingMessage {
    FindingMessage(
      "\(name.map { "'\($0)'" } ?? "Tapped view") is hidden from VoiceOver, which cannot reach it; remove "
        + ".accessibilityHidden(true), or hide only its decoration")
  }

  fileprivate static func hiddenContainer(_ name: String?, holding control: String?) -> FindingMessage {
    FindingMessage(
      "Hiding \(name.map { "'\($0)'" } ?? "this view") hides the \(control.map { "'\($0)'" } ?? "tapped view") in "
        + "it from VoiceOver, which cannot reach it; hide only the decoration")
  }

  fileprivate static func hiddenUIKitControl(_ receiver: String) -> FindingMessage {
    FindingMessage(
      "'\(receiver).isAccessibilityElement = false' hides a control from VoiceOver, which cannot reach it; leave it an "
        + "element, or give the element that replaces it an accessibility action")
  }
}
