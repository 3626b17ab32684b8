import CurbcutReporting
import SwiftSyntax

/// Toasts, banners and other messages that hide themselves after a delay, unannounced.
public struct TimedDismissalRule: FileRule {
  public static let description = RuleDescription(
    id: "timed_dismissal",
    name: "Timed dismissal",
    impact: .medium,
    impactDescription: """
      A VoiceOver user never hears the message, or it is gone before they reach it; people who read slowly or use \
      magnification lose it too, and cannot reach its buttons
      """,
    wcag: ["2.2.1", "4.1.3"],
    tags: ["voiceover", "status-messages", "timing"],
    rationale: """
      A toast, a banner or a "Copied" badge that shows and hides itself a few seconds later is invisible to \
      VoiceOver: nothing moves the focus to it or reads it, and by the time a user swipes there it is gone (WCAG \
      4.1.3 asks that status messages be announced). People who read slowly, or magnify the screen, need more \
      than the seconds it stays (WCAG 2.2.1), and a banner with an "Undo" or "View" button takes the only way to \
      do it with it. Announce the message (`AccessibilityNotification.Announcement("Copied").post()`, or \
      `UIAccessibility.post(notification: .announcement, argument:)`), and keep it until dismissed while VoiceOver \
      runs (`UIAccessibility.isVoiceOverRunning`, `@Environment(\\.accessibilityVoiceOverEnabled)`).

      Reported: `DispatchQueue.main.asyncAfter(...) { ... }`, or the statements after `Task.sleep(...)`, that hide \
      something named as a passing message or control, a second or more later: a value set to `nil` or a flag set \
      to `false` whose name ends in toast, banner, snackbar, HUD, popup, notification, message, alert, tooltip, \
      confirmation, copied, saved, success, error, controls or overlay, or a show flag (`isShowing`, \
      `isPresented`, `showX`) in a type or of a name with one of those words. Shorter delays (an animation's \
      clean-up) are not reported, nor macOS code, nor anything in a file that announces \
      (`Announcement`, `.announcement`) or checks whether VoiceOver runs. A limit: a status message that appears \
      and stays (an inline error under a field) is not looked at, since a file cannot show whether focus is moved \
      to it.

      Measured: on the nine apps it was designed on, 6 findings, all real (four toasts and banners, a success \
      overlay, a video player's controls); on four apps nobody here had linted, 1, real (Bitwarden Authenticator's \
      toast, once `3 * NSEC_PER_SEC` was read as seconds; the first run found none). Of the five such problems found \
      by reading those four apps, the others are a UIKit toast, a toast flag whose name says only "copied", a \
      toolbar button that fades out, and a watch's crown confirmation that resets.
      """,
    triggering: [
      Example(
        """
        struct ToastModifier: ViewModifier {
          @Binding var isShowing: Bool
          let message: String

          func body(content: Content) -> some View {
            content.overlay(alignment: .bottom) {
              if isShowing {
                Text(message).padding().background(.thinMaterial, in: Capsule())
                  .task {
                    try? await 1️⃣Task.sleep(for: .seconds(2))
                    withAnimation { isShowing = false }
                  }
              }
            }
          }
        }
        """,
        expect: ["1️⃣": .hidesItself("isShowing")]),
      Example(
        """
        Button("Copy link") {
          UIPasteboard.general.url = link
          showCopied = true
          DispatchQueue.main.1️⃣asyncAfter(deadline: .now() + 1.5) { showCopied = false }
        }
        """,
        expect: ["1️⃣": .hidesItself("showCopied")]),
      Example(
        """
        final class BannerCenter: ObservableObject {
          @Published var current: Banner?

          func show(_ banner: Banner) {
            current = banner
            DispatchQueue.main.1️⃣asyncAfter(deadline: .now() + 4) { [weak self] in
              self?.current = nil
            }
          }
        }
        """,
        expect: ["1️⃣": .hidesItself("current")]),
    ],
    nonTriggering: [
      Example(
        """
        Button("Copy link") {
          UIPasteboard.general.url = link
          showCopied = true
          AccessibilityNotification.Announcement("Link copied").post()
          DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { showCopied = false }
        }
        """),
      Example(
        """
        struct PlayerControls: View {
          @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
          @State private var showControls = true

          func scheduleHide() {
            guard !voiceOverEnabled else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showControls = false }
          }
        }
        """),
      Example(
        """
        func refresh() async {
          isLoading = true
          try? await Task.sleep(for: .milliseconds(300))
          isLoading = false
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { focusedField = .name }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 0),
    ])

  public init() {}

  public var inspectedCalls: Set<String> { ["asyncAfter", "sleep"] }

  public func check(_ file: FileModel, in context: RuleContext) {
    // Each check is made only for the calls that passed the cheaper ones: most delays are short or hide nothing.
    var announces: Bool?
    for call in file.calls(named: "asyncAfter") + file.calls(named: "sleep") {
      // Under a second is an animation's clean-up, not a message shown for a while.
      guard Self.delay(of: call).map({ $0 >= 1 }) ?? true, let delayed = Self.statementsRunAfter(call),
        let hidden = delayed.lazy.compactMap({ Self.hiddenName(by: $0, in: file.enclosingType(of: call)?.name ?? "") })
          .first,
        !file.isInPreview(call), !file.isMacOSOnly(call)
      else { continue }
      if announces == nil {
        announces = ["nnouncement", "isVoiceOverRunning", "accessibilityVoiceOverEnabled"].contains {
          file.source(contains: $0)
        }
      }
      guard announces == false else { return }
      // From `asyncAfter`, or from `Task.sleep`.
      let start =
        call.calleeName == "asyncAfter"
        ? call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        : Syntax(call)
      context.report(
        .hidesItself(hidden), from: start.positionAfterSkippingLeadingTrivia, to: call.endPositionBeforeTrailingTrivia)
    }
  }

  /// The statements that run after the delay: `asyncAfter`'s closure, or those that follow `Task.sleep` in its block.
  private static func statementsRunAfter(_ call: FunctionCallExprSyntax) -> [CodeBlockItemSyntax]? {
    if call.calleeName == "asyncAfter" {
      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      return closure.map { Array($0.statements) }
    }
    guard call.calledExpression.trimmedText == "Task.sleep" else { return nil }
    var node = Syntax(call)
    while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
    // A sleep alone in an `#if` clause (a delay per platform) is followed by what comes after the `#if`.
    if node.parent?.parent?.is(IfConfigClauseSyntax.self) == true,
      node.parent?.as(CodeBlockItemListSyntax.self)?.count == 1,
      let ifConfig = node.ancestorOrSelf(mapping: { $0.as(IfConfigDeclSyntax.self) })
    {
      node = Syntax(ifConfig)
      while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
    }
    guard let item = node.as(CodeBlockItemSyntax.self), let list = node.parent?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    return Array(list.drop { $0.id != item.id }.dropFirst())
  }

  /// The name of what `statement` hides, when it names a passing message or control: `showToast = false`, `banner =
  /// nil`, `withAnimation { isShowing = false }` in a `ToastModifier`. Blocks of `withAnimation`, `if` and other
  /// closures are read through.
  private static func hiddenName(by statement: CodeBlockItemSyntax, in typeName: String) -> String? {
    let finder = HiddenStateFinder(viewMode: .sourceAccurate)
    finder.walk(statement)
    return finder.hidden.first { hidden in
      let lowered = hidden.name.lowercased()
      // What the name ends with (`showToast`, `errorMessage`, `dismissBanner()`), or what a type so named hides: a
      // value (`current = nil` in a `BannerCenter`), a show flag (`isShowing = false` in a `ToastModifier`) or
      // itself (`dismiss()` in a `ToastView`).
      if transientWords.contains(where: lowered.hasSuffix) { return true }
      let isShowFlag =
        ["show", "isshow", "ispresent", "isvisible", "visible", "isdisplay"].contains(where: lowered.hasPrefix)
        || ["visible", "shown", "showing", "presented"].contains(where: lowered.hasSuffix)
      guard hidden.isNil || hidden.isCall || isShowFlag else { return false }
      let words = lowered + " " + typeName.lowercased()
      return transientWords.contains { words.contains($0) }
    }.map(\.name)
  }

  /// The delay in seconds when written as a number (`.now() + 1.5`, `.seconds(2)`, `.milliseconds(300)`,
  /// `nanoseconds: 500_000_000`), or nil.
  private static func delay(of call: FunctionCallExprSyntax) -> Double? {
    // One pass over the arguments' tokens: the first number, and the unit named anywhere.
    var number: Double?
    var scale = 1.0
    for token in call.arguments.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .floatLiteral(let text), .integerLiteral(let text):
        if number == nil { number = Double(String(text.filter { $0 != "_" })) }
      case .identifier("nanoseconds"):
        scale *= 1e-9
      case .identifier("milliseconds"):
        scale *= 1e-3
      // `3 * NSEC_PER_SEC` nanoseconds are 3 seconds.
      case .identifier("NSEC_PER_SEC"):
        scale *= 1e9
      case .identifier("NSEC_PER_MSEC"):
        scale *= 1e6
      default:
        break
      }
    }
    return number.map { $0 * scale }
  }

  /// Words that name a message or control shown for a while.
  private static let transientWords = [
    "toast", "banner", "snackbar", "hud", "popup", "notification", "message", "alert", "tooltip", "confirmation",
    "copied", "saved", "success", "error", "controls", "overlay",
  ]
}

/// Finds the flags set to `false`, the values set to `nil` and the `dismiss...` or `hide...` calls in a statement.
private final class HiddenStateFinder: SyntaxVisitor {
  var hidden: [(name: String, isNil: Bool, isCall: Bool)] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calleeName, name.hasPrefix("dismiss") || name.hasPrefix("hide") {
      hidden.append((name, false, true))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let (target, value) = node.assignment, value.isFalseLiteral || value.is(NilLiteralExprSyntax.self) else {
      return .visitChildren
    }
    hidden.append(
      (
        target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.trimmedText,
        value.is(NilLiteralExprSyntax.self), false
      ))
    return .skipChildren
  }
}

extension FindingMessage {
  fileprivate static func hidesItself(_ name: String) -> FindingMessage {
    FindingMessage(
      "'\(name)' hides itself after a delay: VoiceOver does not read it, and slow readers lose it; announce the "
        + "message, and keep it until dismissed while VoiceOver runs")
  }
}
