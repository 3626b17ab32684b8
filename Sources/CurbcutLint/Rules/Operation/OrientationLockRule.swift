import CurbcutReporting
import SwiftSyntax

/// Screens or apps whose code allows one orientation only.
public struct OrientationLockRule: FileRule {
  public static let description = RuleDescription(
    id: "orientation_lock",
    name: "Orientation lock",
    impact: .medium,
    impactDescription: """
      People whose device is mounted on a wheelchair or a stand, or who cannot turn it, see the screen sideways or \
      not at all
      """,
    wcag: ["1.3.4"],
    tags: ["orientation", "layout", "motor"],
    rationale: """
      WCAG 1.3.4 asks that content work in both portrait and landscape unless one orientation is essential (a piano \
      keyboard, a cheque to photograph). A device fixed to a wheelchair, a bed or a desk stand stays in one \
      orientation, and a screen that allows only the other is sideways for its user. Allow every orientation \
      (`.all`, or `.allButUpsideDown` on iPhone), and make the layout adapt to the size class instead.

      Reported: a `supportedInterfaceOrientations` override or property, an \
      `application(_:supportedInterfaceOrientationsFor:)` or any `UIInterfaceOrientationMask` property (the \
      `orientationLock` many SwiftUI apps keep in their app delegate), or a project's own \
      `.supportedInterfaceOrientations(...)` view modifier, that is one orientation always: `.portrait`, \
      `.portraitUpsideDown`, `.landscape`, `.landscapeLeft` or `.landscapeRight`, unconditionally. A mask that \
      depends on a condition (`isPlayingVideo ? .landscape : .all`) is not reported. A limit: the lock most apps \
      have is in their Info.plist (`UISupportedInterfaceOrientations`) or in the Xcode project's \
      `INFOPLIST_KEY_UISupportedInterfaceOrientations` setting, which `curbcut lint` does not read.

      Measured: on the nine apps it was designed on, 2 findings, both real (Prismedia's app-wide portrait lock, \
      anytype's scanner); on four apps nobody here had linted, 2 (Loop's bolus screens), both real, once the \
      project's own view modifier was read (the first run found none). The Info.plist locks of three of the nine \
      apps (anytype, Vernissage, and SwiftUI-WorkoutApp on iPad) are not reported: the limit above.
      """,
    triggering: [
      Example(
        """
        final class ScannerViewController: UIViewController {
          override var 1️⃣supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """,
        expect: ["1️⃣": .lockedTo("portrait")]),
      Example(
        """
        final class AppDelegate: NSObject, UIApplicationDelegate {
          static var 1️⃣orientationLock = UIInterfaceOrientationMask.portrait

          func 2️⃣application(
            _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
          ) -> UIInterfaceOrientationMask {
            return .portrait
          }
        }
        """,
        expect: ["1️⃣": .lockedTo("portrait"), "2️⃣": .lockedTo("portrait")]),
      Example(
        """
        final class FullscreenPlayerController: UIHostingController<PlayerView> {
          override var 1️⃣supportedInterfaceOrientations: UIInterfaceOrientationMask {
            return [.landscapeLeft, .landscapeRight]
          }
        }
        """,
        expect: ["1️⃣": .lockedTo("landscape")]),
      Example(
        """
        struct BolusEntryView: View {
          var body: some View {
            Form { AmountField(amount: $amount) }
              .navigationTitle("Bolus")
              .1️⃣supportedInterfaceOrientations(.portrait)
          }
        }
        """,
        expect: ["1️⃣": .lockedTo("portrait")]),
    ],
    nonTriggering: [
      Example(
        """
        final class ScannerViewController: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        """),
      Example(
        """
        final class AppDelegate: NSObject, UIApplicationDelegate {
          func application(
            _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
          ) -> UIInterfaceOrientationMask {
            UIDevice.current.userInterfaceIdiom == .phone ? .allButUpsideDown : .all
          }
        }
        """),
      Example(
        """
        final class PlayerController: UIViewController {
          var isFullscreen = false
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            isFullscreen ? .landscape : [.portrait, .landscape]
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 2, checked: 2, real: 2),
    ])

  public init() {}

  public func check(_ file: FileModel, in context: RuleContext) {
    // Nearly no file names orientations: one byte search spares the others a walk.
    guard file.source(contains: "InterfaceOrientation") else { return }
    let finder = OrientationLockFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    for (name, orientation) in finder.locks where !file.isInPreview(name) {
      context.report(.lockedTo(orientation), at: name)
    }
  }
}

/// Finds the orientation masks a file declares that are one orientation always.
private final class OrientationLockFinder: SyntaxVisitor {
  /// The declaration's name and the orientation it locks to.
  var locks: [(TokenSyntax, String)] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
      let isMask =
        name.text == "supportedInterfaceOrientations"
        || binding.typeAnnotation?.type.trimmedText.hasSuffix("UIInterfaceOrientationMask") == true
        || binding.initializer?.value.trimmedText.hasPrefix("UIInterfaceOrientationMask.") == true
      guard isMask else { continue }
      let value: ExprSyntax? =
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: statements.onlyValue
        case .accessors(let accessors)?:
          accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements.onlyValue
        case nil: binding.initializer?.value
        }
      if let orientation = value.flatMap(Self.orientation(of:)) { locks.append((name, orientation)) }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    if node.name.text == "application", labels.contains("supportedInterfaceOrientationsFor"),
      let orientation = node.body?.statements.onlyValue.flatMap(Self.orientation(of:))
    {
      locks.append((node.name, orientation))
    }
    return .visitChildren
  }

  /// A project's own modifier that locks a screen (`.supportedInterfaceOrientations(.portrait)`).
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "supportedInterfaceOrientations", node.arguments.count == 1,
      let value = node.arguments.first?.expression, let orientation = Self.orientation(of: value)
    {
      locks.append((member.declName.baseName, orientation))
    }
    return .visitChildren
  }

  /// The one orientation a mask expression always is, or nil: `.portrait` and `[.landscapeLeft, .landscapeRight]`
  /// are one; `.all`, `[.portrait, .landscape]` and anything conditional are not.
  private static func orientation(of value: ExprSyntax) -> String? {
    let members: [String]
    if let array = value.as(ArrayExprSyntax.self) {
      members = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
      guard members.count == array.elements.count, !members.isEmpty else { return nil }
    } else if let member = value.as(MemberAccessExprSyntax.self) {
      members = [member.declName.baseName.text]
    } else {
      return nil
    }
    let kinds = Set(
      members.map { $0.hasPrefix("portrait") ? "portrait" : $0.hasPrefix("landscape") ? "landscape" : "" })
    guard kinds.count == 1, let kind = kinds.first, !kind.isEmpty else { return nil }
    return kind
  }
}

extension CodeBlockItemListSyntax {
  /// The value of a body that is one expression or one `return` of one.
  fileprivate var onlyValue: ExprSyntax? {
    guard count == 1, let item = first?.item else { return nil }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
      ?? item.as(ExpressionStmtSyntax.self)?.expression
  }
}

extension FindingMessage {
  fileprivate static func lockedTo(_ orientation: String) -> FindingMessage {
    FindingMessage(
      "Locked to \(orientation): someone whose device is fixed in the other orientation sees this sideways; allow "
        + "every orientation unless one is essential")
  }
}
