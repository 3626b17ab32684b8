import CurbcutReporting
import SwiftSyntax

/// Features started by shaking the device.
public struct MotionActuationRule: FileRule {
  public static let description = RuleDescription(
    id: "motion_actuation",
    name: "Motion actuation",
    impact: .medium,
    impactDescription: """
      People who cannot shake their device, or whose device is mounted, cannot use the feature; people with tremors \
      set it off by accident
      """,
    wcag: ["2.5.4"],
    tags: ["motion", "motor", "gestures"],
    rationale: """
      WCAG 2.5.4 asks that what is done by moving the device can also be done with a control on the screen, and that \
      the motion can be turned off so it is not set off by accident. A shake to report a bug, to undo or to shuffle \
      is out of reach for someone whose phone is fixed to a wheelchair, and goes off in the hands of someone with a \
      tremor. Give the feature a button or a menu item, and respect the system's own switch \
      (`UIAccessibility.isShakeToUndoEnabled`, Settings > Accessibility > Touch > Shake to Undo) or one of the app's.

      Reported: a `motionBegan`/`motionEnded` override that acts on `.motionShake`, a `.onShake { }` modifier, and \
      an observer of a shake notification (`NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)`), \
      unless the file checks `UIAccessibility.isShakeToUndoEnabled`. Not reported: debug builds' code (`#if DEBUG`, \
      a shake that opens a developer menu), an override that only posts the \
      notification, and an observer inside a `ViewModifier` or an `onShake` helper, the plumbing of the modifier its \
      callers use (the callers are reported). A limit: tilting read from Core Motion is not looked at, since most of \
      it moves a picture rather than starting an action.

      Opt-in: thirteen apps gave no shake in release code to measure it on. anytype's shake to undo checks the \
      system's switch, and the one finding, in Bitwarden Authenticator, opened a developer menu in debug builds \
      only, which the rule now passes over.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        struct FeedView: View {
          var body: some View {
            List(posts) { PostRow(post: $0) }
              1️⃣.onShake { isReportingBug = true }
          }
        }
        """,
        expect: ["1️⃣": .shakeTrigger]),
      Example(
        """
        final class GameViewController: UIViewController {
          override func 1️⃣motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shuffleCards() }
          }
        }
        """,
        expect: ["1️⃣": .shakeTrigger]),
      Example(
        """
        struct DiceView: View {
          var body: some View {
            DieFace(value: value)
              .onReceive(1️⃣NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)) { _ in
                roll()
              }
          }
        }
        """,
        expect: ["1️⃣": .shakeTrigger]),
    ],
    nonTriggering: [
      Example(
        """
        final class EditorViewController: UIViewController {
          override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake && UIAccessibility.isShakeToUndoEnabled { undoManager?.undo() }
          }
        }
        """),
      Example(
        """
        final class ShakeWindow: UIWindow {
          var onShake: (() -> Void)?

          override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            #if DEBUG
            if motion == .motionShake { onShake?() }
            #endif
          }
        }
        """),
      Example(
        """
        extension UIWindow {
          open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake {
              NotificationCenter.default.post(name: UIDevice.deviceDidShakeNotification, object: nil)
            }
          }
        }
        """),
      Example(
        """
        struct DeviceShakeViewModifier: ViewModifier {
          let action: () -> Void

          func body(content: Content) -> some View {
            content.onReceive(NotificationCenter.default.publisher(for: UIDevice.deviceDidShakeNotification)) { _ in
              action()
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 1, checked: 1, real: 0),
    ])

  public init() {}

  public func check(_ file: FileModel, in context: RuleContext) {
    // Nearly no file names a shake: one byte search spares the others a walk.
    guard file.source(contains: "Shake"), !file.source(contains: "isShakeToUndoEnabled") else { return }
    let finder = ShakeTriggerFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    for (node, trigger) in finder.triggers where !file.isInPreview(node) && !file.scope(of: node).isDebugOnly {
      context.report(.shakeTrigger, from: trigger.lowerBound, to: trigger.upperBound)
    }
  }
}

/// Finds where a file acts on a shake: overrides, `.onShake` modifiers and notification observers.
private final class ShakeTriggerFinder: SyntaxVisitor {
  /// Where each trigger is written: a declaration's name, a modifier from its period, an observing call.
  var triggers: [(Syntax, Range<AbsolutePosition>)] = []
  /// How deep the walk is in plumbing: a `ViewModifier` or an `onShake` helper.
  private var plumbing = 0

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.inheritanceClause?.trimmedText.contains("ViewModifier") == true { plumbing += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) {
    if node.inheritanceClause?.trimmedText.contains("ViewModifier") == true { plumbing -= 1 }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    if name == "onShake" { plumbing += 1 }
    // The shake's test stands for the override: it may be compiled only into debug builds.
    if ["motionEnded", "motionBegan"].contains(name), let body = node.body,
      let shake = body.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .identifier("motionShake") }),
      !body.onlyPostsANotification
    {
      triggers.append(
        (Syntax(shake), node.name.positionAfterSkippingLeadingTrivia..<node.name.endPositionBeforeTrailingTrivia))
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    if node.name.text == "onShake" { plumbing -= 1 }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.calleeName {
    case "onShake" where node.calledExpression.is(MemberAccessExprSyntax.self):
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
        triggers.append(
          (Syntax(node), member.period.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia))
      }
    case "publisher", "addObserver", "notifications":
      if plumbing == 0, node.arguments.trimmedText.contains("ShakeNotification") {
        triggers.append((Syntax(node), node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia))
      }
    default:
      break
    }
    return .visitChildren
  }
}

extension CodeBlockSyntax {
  /// Whether the body's only calls post a notification or call `super`: the shake handed on to its observers.
  fileprivate var onlyPostsANotification: Bool {
    // Each call's opening parenthesis belongs to the call.
    let calls = tokens(viewMode: .sourceAccurate).compactMap {
      $0.tokenKind == .leftParen ? $0.parent?.as(FunctionCallExprSyntax.self) : nil
    }
    return calls.contains { $0.calleeName == "post" }
      && calls.allSatisfy { $0.calleeName == "post" || $0.calledExpression.trimmedText.hasPrefix("super.") }
  }
}

extension FindingMessage {
  fileprivate static let shakeTrigger = FindingMessage(
    "Shaking the device starts an action: people who cannot shake it, or whose device is mounted, cannot use it; "
      + "offer it with a control on the screen too, and let users turn shaking off")
}
