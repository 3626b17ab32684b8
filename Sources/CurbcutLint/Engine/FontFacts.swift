import CurbcutCore
import SwiftSyntax

/// The kinds of text the fonts the project declares under a name make (`static let button = Font.custom("Lato-Bold",
/// size: 17)`, `static var caption: Font { .system(size: 12) }`): a text styled `.font(Constants.Typography.button)`
/// is as large as its declaration says. What `literal_contrast` waits on when a text's font is named, not written.
public struct FontFacts: ProjectFact {
  /// By the declared name; a name declared more than once has each declaration's kind.
  private var kinds: [String: Set<ContentKind>] = [:]

  public init() {}

  /// Found from the two font calls a declaration writes, `custom` and `system`, rather than by reading every
  /// property; only those that start a value are looked up (see ``startsAValue(_:at:)``).
  public init(_ file: FileModel) {
    for callee in ["custom", "system"] {
      for token in file.identifierTokens(named: callee, where: Self.startsAValue) {
        guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.id == token.id,
          let name = Self.declaredName(of: call), let kind = LiteralContrastRule.kind(ofFont: ExprSyntax(call))
        else { continue }
        kinds[name, default: []].insert(kind)
      }
    }
  }

  /// Whether the name at `offset` starts a value, as a declared font's call does: after `.` or `Font.`, right after
  /// `=`, `{` or `return`. A file's many `.font(.system(size: 12))` follow `(`, and are not looked up in the tree.
  private static func startsAValue(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset - 1
    guard index >= 0, bytes[index] == UInt8(ascii: ".") else { return false }
    index -= 1
    if index >= 3, bytes[(index - 3)...index].elementsEqual("Font".utf8) { index -= 4 }
    while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
    guard index >= 0 else { return false }
    switch bytes[index] {
    case UInt8(ascii: "="): return index == 0 || !"=!<>".utf8.contains(bytes[index - 1])
    case UInt8(ascii: "{"): return true
    default: return index >= 5 && bytes[(index - 5)...index].elementsEqual("return".utf8)
    }
  }

  public mutating func merge(_ other: FontFacts) {
    kinds.merge(other.kinds) { $0.union($1) }
  }

  /// The property a font call is the value of: `button` of `static let button = Font.custom(...)`, or of a getter
  /// that is only the call.
  private static func declaredName(of call: FunctionCallExprSyntax) -> String? {
    var node = Syntax(call)
    if let initializer = node.parent?.as(InitializerClauseSyntax.self) {
      return initializer.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier
        .text
    }
    // `{ .custom(...) }` or `{ return .custom(...) }`, one statement long.
    if let statement = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(statement) }
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let items = item.parent?.as(CodeBlockItemListSyntax.self),
      items.count == 1
    else { return nil }
    let binding = items.parent?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self)
    return binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// Whether every font the project declares as `name` makes large text.
  func declaresOnlyLargeText(named name: String) -> Bool {
    kinds[name].map { !$0.isEmpty && $0.allSatisfy { $0 == .largeText } } ?? false
  }
}

extension ProjectCondition {
  /// Every font the project declares under `name` makes large text.
  static func fontMakesLargeText(named name: String) -> ProjectCondition {
    ProjectCondition(FontFacts.self) { $0.declaresOnlyLargeText(named: name) }
  }
}
