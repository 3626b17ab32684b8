import SwiftSyntax

/// The view types that title their screen: they set a navigation title (`.navigationTitle`, `.navigationBarTitle`, a
/// `.principal` toolbar item) or hide the bar to show a header of their own. What `navigation_title` waits on,
/// with ``ViewUseFacts`` for the types each one shows.
public struct NavigationTitleFacts: ProjectFact {
  private var titledTypes: Set<String> = []

  public init() {}

  /// The types of one file that title their screen, found through the calls `navigation_title` has indexed.
  public init(_ model: FileModel) {
    for name in Self.titlingCalls {
      for call in model.calls(named: name) where !model.isInPreview(call) && Self.titles(call, named: name) {
        titledTypes.insert(model.enclosingType(of: call)?.name ?? "")
      }
    }
  }

  public mutating func merge(_ other: NavigationTitleFacts) {
    titledTypes.formUnion(other.titledTypes)
  }

  /// Whether the view type titles its screen, or shows a view type that does (the screen inside a wrapper, a tab
  /// view's tabs), a few levels down.
  func titlesItsScreen(_ viewType: String, shown uses: ViewUseFacts) -> Bool {
    var seen: Set<String> = [viewType]
    var level = [viewType]
    for _ in 0..<Self.searchDepth where !level.isEmpty {
      if level.contains(where: titledTypes.contains) { return true }
      level = level.flatMap(uses.viewTypesShown(in:)).filter { seen.insert($0).inserted }
    }
    return false
  }

  /// The calls that title a screen or hide its bar; `toolbar` and `ToolbarItem` only with `.hidden` and
  /// `.principal`.
  static let titlingCalls = [
    "navigationTitle", "navigationBarTitle", "navigationBarHidden", "toolbarVisibility", "toolbar", "ToolbarItem",
  ]

  private static func titles(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
    switch name {
    case "toolbar": call.arguments.first?.expression.trimmedText == ".hidden"
    case "ToolbarItem": call.arguments.contains { $0.expression.trimmedText == ".principal" }
    default: true
    }
  }

  /// How many levels of shown view types a title is looked for in.
  private static let searchDepth = 4
}

extension ProjectCondition {
  /// One of the view types titles its screen, or shows a view type that does.
  public static func titlesItsScreen(anyOf viewTypes: [String]) -> ProjectCondition {
    ProjectCondition(NavigationTitleFacts.self, ViewUseFacts.self) { titles, uses in
      viewTypes.contains { titles.titlesItsScreen($0, shown: uses) }
    }
  }
}
