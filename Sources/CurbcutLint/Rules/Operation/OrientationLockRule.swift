import CurbcutReporting
import SwiftSyntax

/// Screens or apps whose code or settings allow one orientation only.
public struct OrientationLockRule: FileRule, SettingsRule {
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
      depends on a condition (`isPlayingVideo ? .landscape : .all`) is not reported. The lock most apps have is in \
      their settings, which `curbcut lint` reads too when they are under the paths it lints: an Info.plist's \
      `UISupportedInterfaceOrientations` (and `~ipad`, `~iphone`) array, and an Xcode project's \
      `INFOPLIST_KEY_UISupportedInterfaceOrientations` (and `_iPad`, `_iPhone`) build setting, each value once, \
      reported at the key; not a watch app's or an app extension's, whose orientation is not theirs to choose. A \
      binary Info.plist is not read.

      Measured: on the nine apps it was designed on, 5 findings, all real: in code, Prismedia's app-wide portrait \
      lock and anytype's scanner; in settings, anytype's and Vernissage's iPhone portrait locks and \
      SwiftUI-WorkoutApp's iPad portrait lock. On four apps nobody here had linted, 2 (Loop's bolus screens), both \
      real, once the project's own view modifier was read (the first run found none); their settings all allow \
      landscape, and reading found no other lock.
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
      MeasuredPrecision(corpus: MeasuredPrecision.nineRolesApps, findings: 5, checked: 5, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFreshApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 1),
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

extension OrientationLockRule {
  /// The orientations an Info.plist (`UISupportedInterfaceOrientations`, `~ipad`, `~iphone`) or an Xcode project's
  /// build settings (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, `_iPad`, `_iPhone`) allow, where they are one
  /// orientation; not a watch app's or an app extension's, whose orientation is not theirs to choose.
  public func check(settings: SourceText, path: SourcePath) -> [(message: FindingMessage, utf8Range: Range<Int>)] {
    let text = String(decoding: settings.bytes, as: UTF8.self)
    let locks = path.relative.hasSuffix(".pbxproj") ? Self.projectLocks(in: text) : Self.plistLocks(in: text)
    return locks.map { (.lockedTo($0.orientation), $0.range) }
  }

  /// The keys `<key>UISupportedInterfaceOrientations...</key>` whose `<array>` holds one orientation.
  private static func plistLocks(in text: String) -> [(orientation: String, range: Range<Int>)] {
    guard
      !["WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier", "NSExtension"].contains(
        where: text.contains)
    else { return [] }
    return text.matches(
      of: #/<key>UISupportedInterfaceOrientations[^<]*</key>\s*<array>((?:\s*<string>[^<]*</string>)*)\s*</array>/#
    )
    .compactMap { match in
      let values = match.output.1.matches(of: #/<string>([^<]*)</string>/#).map { String($0.output.1) }
      return orientation(of: values).map { ($0, utf8Range(of: match.range, in: text)) }
    }
  }

  /// The settings `INFOPLIST_KEY_UISupportedInterfaceOrientations... = "..."` that are one orientation, each value
  /// once (a project repeats it for every build configuration), outside watchOS targets.
  private static func projectLocks(in text: String) -> [(orientation: String, range: Range<Int>)] {
    var seen: Set<String> = []
    return text.matches(of: #/INFOPLIST_KEY_UISupportedInterfaceOrientations\w*\s*=\s*"?([^";]*)"?;/#)
      .compactMap { match in
        let setting = String(text[match.range])
        guard seen.insert(setting).inserted, !buildSettings(around: match.range, in: text).contains("watchos"),
          let orientation = orientation(of: match.output.1.split(separator: " ").map(String.init))
        else { return nil }
        return (orientation, utf8Range(of: match.range, in: text))
      }
  }

  /// The `buildSettings = { ... }` block a setting is written in.
  private static func buildSettings(around range: Range<String.Index>, in text: String) -> Substring {
    let start = text[..<range.lowerBound].range(of: "buildSettings = {", options: .backwards)?.lowerBound
    let end = text[range.upperBound...].range(of: "};")?.upperBound
    return text[(start ?? range.lowerBound)..<(end ?? range.upperBound)]
  }

  /// `portrait` or `landscape` when every value is one of that orientation's
  /// (`UIInterfaceOrientationPortrait`, `UIInterfaceOrientationLandscapeLeft`...); nil for none, or both.
  private static func orientation(of values: [String]) -> String? {
    let kinds = Set(
      values.map { value in
        value.hasPrefix("UIInterfaceOrientationPortrait")
          ? "portrait" : value.hasPrefix("UIInterfaceOrientationLandscape") ? "landscape" : ""
      })
    guard kinds.count == 1, let kind = kinds.first, !kind.isEmpty else { return nil }
    return kind
  }

  private static func utf8Range(of range: Range<String.Index>, in text: String) -> Range<Int> {
    text.utf8.distance(
      from: text.startIndex, to: range.lowerBound)..<text.utf8.distance(from: text.startIndex, to: range.upperBound)
  }
}

/// Finds the orientation masks a file declares that are one orientation always.
private final class OrientationLockFinder: SyntaxVisitor {
  /// The declaration's name and the orientation it locks to.
  var locks: [(TokenSyntax, String)] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let properties = PropertyDeclaration.all(in: node)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        let property = properties.first(where: { $0.name == name.text })
      else { continue }
      let isMask =
        property.name == "supportedInterfaceOrientations"
        || property.typeAnnotation?.trimmedText.hasSuffix("UIInterfaceOrientationMask") == true
        || property.initializer?.trimmedText.hasPrefix("UIInterfaceOrientationMask.") == true
      // A computed mask is its getter's one value, a stored one its initial value.
      guard isMask, let value = property.getter.map({ $0.onlyExpression }) ?? property.initializer,
        let orientation = Self.orientation(of: value)
      else { continue }
      locks.append((name, orientation))
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    if node.name.text == "application", labels.contains("supportedInterfaceOrientationsFor"),
      let orientation = node.body?.statements.onlyExpression.flatMap(Self.orientation(of:))
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

extension FindingMessage {
  fileprivate static func lockedTo(_ orientation: String) -> FindingMessage {
    FindingMessage(
      "Locked to \(orientation): someone whose device is fixed in the other orientation sees this sideways; allow "
        + "every orientation unless one is essential")
  }
}
