import CurbcutReporting
import SwiftSyntax

/// What the single walk of a file learns, indexed for rules: its view expressions, its calls by name,
/// its member assignments and its type declarations.
public final class FileModel {
  public let path: SourcePath
  public let tree: SourceFileSyntax
  let source: SourceText
  /// Every view expression, outer ones before the ones nested in them.
  public internal(set) var views: [ViewCall] = []
  /// Every type declaration, outer ones first.
  public internal(set) var types: [TypeDeclaration] = []
  /// The modules the file imports (`SwiftUI`, `XCTest`).
  public internal(set) var imports: Set<String> = []
  /// UTF-8 ranges of preview code: `#Preview { ... }` and types conforming to `PreviewProvider`.
  public internal(set) var previewRanges: [Range<Int>] = []
  var callsByName: [String: [FunctionCallExprSyntax]] = [:]
  var assignmentsByMember: [String: [MemberAssignment]] = [:]
  var viewsByModifierCall: [SyntaxIdentifier: ViewCall] = [:]
  /// `// curbcut:` comments, in source order.
  var suppressionComments: [SuppressionComment] = []

  init(path: SourcePath, tree: SourceFileSyntax, source: SourceText) {
    self.path = path
    self.tree = tree
    self.source = source
  }

  /// Calls whose callee ends in `name`: `"systemFont"` finds `UIFont.systemFont(ofSize: 12)`,
  /// `"UIFont"` finds `UIFont(name: "Cereal", size: 16)`.
  public func calls(named name: String) -> [FunctionCallExprSyntax] {
    callsByName[name] ?? []
  }

  /// Assignments to a member, such as `label.accessibilityLabel = "Close"`.
  public func assignments(to member: String) -> [MemberAssignment] {
    assignmentsByMember[member] ?? []
  }

  /// The view a modifier call belongs to: for `.font(...)` in `Image(...).font(...)`, the image.
  public func view(modifiedBy call: FunctionCallExprSyntax) -> ViewCall? {
    viewsByModifierCall[call.id]
  }

  /// Modules only test code imports.
  static let testModules: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "Quick", "Nimble"]

  /// Whether the file is test code: it imports `XCTest`, `Testing` or a test library.
  public var isTestCode: Bool {
    !imports.isDisjoint(with: Self.testModules)
  }

  /// The innermost type declaration that contains `node`.
  public func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? {
    types.last { $0.syntax.range.contains(node.position) }
  }

  /// The type declared in this file with this name (the first, if it is extended here too).
  public func type(named name: String) -> TypeDeclaration? {
    types.first { $0.name == name && $0.kind != .extension }
  }
}

/// An assignment to a member: `button.accessibilityLabel = "Close"`, or `accessibilityLabel = "Close"`
/// inside a view's own code.
public struct MemberAssignment {
  public let member: String
  /// What the member belongs to (`button`), nil for an implicit `self`.
  public let base: ExprSyntax?
  /// The expressions right of `=` (more than one when operators follow, as in `a ?? b`).
  public let values: [ExprSyntax]
  public let syntax: SequenceExprSyntax
}
