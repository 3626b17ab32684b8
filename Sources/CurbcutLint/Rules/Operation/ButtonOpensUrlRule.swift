import CurbcutReporting
import SwiftSyntax

/// Buttons whose only action is to open a web address: links announced as buttons.
public struct ButtonOpensUrlRule: ViewRule {
  public static let description = RuleDescription(
    id: "button_opens_url",
    name: "Button opens URL",
    impact: .low,
    impactDescription: """
      VoiceOver announces a button where a link leaves the app: users expect an action in place, not a page in \
      Safari, and the rotor's Links list does not hold it
      """,
    wcag: ["4.1.2"],
    tags: ["voiceover", "traits", "links"],
    rationale: """
      A `Button` whose action only opens a URL (`openURL(url)`, `UIApplication.shared.open(url)`) is a link in a \
      button's clothes: VoiceOver says "button", and the link rotor, which VoiceOver users move through a page's links \
      with, skips it. `Link("Privacy policy", destination: url)` is announced as a link and opens the URL itself; where \
      the button's look must stay, add `.accessibilityAddTraits(.isLink)` and `.accessibilityRemoveTraits(.isButton)`.

      Reported: a button whose action is one call of `openURL` or of `UIApplication.shared.open`. Not reported: the \
      Settings app's address (`UIApplication.openSettingsURLString`), which opens no page; a button given the link \
      trait; and actions that do more than open the URL.

      Opt-in: the six apps nobody here had linted gave no finding; on the seventeen apps measured before it gave 22, \
      and of 7 read only 3 open a web page (a highlight's source, a post's link, a design system's "report an issue"). \
      The others open another app (`shortcuts://`, an authenticator, a CGM app) or `mailto:`, for which a button is \
      the right role, and a URL kept in a variable does not show which it is.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        1️⃣Button("Privacy policy") {
          openURL(URL(string: "https://example.com/privacy")!)
        }
        """,
        expect: ["1️⃣": .buttonOpensURL]),
      Example(
        """
        1️⃣Button(action: { UIApplication.shared.open(project.homepage) }) {
          Label("Website", systemImage: "safari")
        }
        """,
        expect: ["1️⃣": .buttonOpensURL]),
      Example(
        """
        ForEach(credits) { credit in
          1️⃣Button(credit.name) { openURL(credit.url) }
            .buttonStyle(.plain)
        }
        """,
        expect: ["1️⃣": .buttonOpensURL]),
    ],
    nonTriggering: [
      Example(
        """
        Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
        Button("Open Settings") {
          UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
        }
        """),
      Example(
        """
        Button("Website") { openURL(project.homepage) }
          .accessibilityAddTraits(.isLink)
          .accessibilityRemoveTraits(.isButton)
        """),
      Example(
        """
        Button("Sign in with browser") {
          analytics.track(.signInTapped)
          openURL(authURL)
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 0, checked: 0, real: 0)
    ])

  public init() {}

  public let notedViews: Set<String> = ["Button"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.name == "Button", let action = view.argument("action")?.as(ClosureExprSyntax.self),
      action.statements.count == 1, let statement = action.statements.first, statement.opensAWebAddress,
      !view.addedTraits.contains("isLink")
    else { return }
    context.report(.buttonOpensURL, at: view.base)
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement opens a URL in another app, the browser most often: `openURL(url)`,
  /// `UIApplication.shared.open(url)`, with or without `options:`. The Settings app's address is no page.
  fileprivate var opensAWebAddress: Bool {
    guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
    let opens =
      switch call.calleeName {
      case "openURL": call.calledExpression.is(DeclReferenceExprSyntax.self)
      case "open":
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "UIApplication.shared"
      default: false
      }
    return opens && !call.arguments.trimmedText.contains("openSettingsURLString")
  }
}

extension FindingMessage {
  fileprivate static let buttonOpensURL = FindingMessage(
    "Button only opens a URL, and VoiceOver announces it as a button; use a Link, or give it the .isLink trait")
}
