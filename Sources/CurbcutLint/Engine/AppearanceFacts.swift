import CurbcutCore
import SwiftSyntax

/// The appearance the app always shows, if it locks one: the root view of its `App` prefers it
/// (`ContentView().preferredColorScheme(.light)`), or its window overrides the system's
/// (`window?.overrideUserInterfaceStyle = .light`). What `literal_contrast` waits on: colours that fail only in an
/// appearance the app never shows fail no one.
public struct AppearanceFacts: ProjectFact {
  private var lockedAppearances: Set<Appearance> = []

  public init() {}

  public static let inspectedCalls: Set<String> = ["preferredColorScheme"]
  public static let inspectedMembers: Set<String> = ["overrideUserInterfaceStyle"]

  /// Found from the walk's indexes of the two names, which few files write.
  public init(_ file: FileModel) {
    for call in file.calls(named: "preferredColorScheme") {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let appearance = Self.appearance(call.arguments.first?.expression),
        file.enclosingType(atUTF8Offset: member.declName.position.utf8Offset)?.inheritedTypes.contains("App") == true,
        !file.isInPreview(call)
      else { continue }
      lockedAppearances.insert(appearance)
    }
    // `window.overrideUserInterfaceStyle = .light`.
    for assignment in file.assignments(to: "overrideUserInterfaceStyle") {
      guard assignment.operator == "=", assignment.values.count == 1,
        assignment.base?.lastName?.lowercased().hasSuffix("window") == true,
        let appearance = Self.appearance(assignment.values.first)
      else { continue }
      lockedAppearances.insert(appearance)
    }
  }

  public mutating func merge(_ other: AppearanceFacts) {
    lockedAppearances.formUnion(other.lockedAppearances)
  }

  /// The appearance `.light` or `.dark` names.
  private static func appearance(_ expression: ExprSyntax?) -> Appearance? {
    guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
    return Appearance(rawValue: member.declName.baseName.text)
  }

  /// Whether the app always shows one of `appearances`, and never the others.
  func alwaysShows(oneOf appearances: Set<Appearance>) -> Bool {
    lockedAppearances.count == 1 && lockedAppearances.isSubset(of: appearances)
  }
}

extension ProjectCondition {
  /// The app always shows one of `appearances`.
  static func appAlwaysShows(oneOf appearances: Set<Appearance>) -> ProjectCondition {
    ProjectCondition(AppearanceFacts.self) { $0.alwaysShows(oneOf: appearances) }
  }
}
