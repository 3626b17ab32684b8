@_spi(RawSyntax) import SwiftSyntax

/// A small set of names that the walk checks every call or assignment against, so it must answer without
/// building a string or hashing: names are grouped by length and compared byte by byte.
struct NameSet: Sendable, ExpressibleByArrayLiteral {
  private let namesByLength: [[[UInt8]]]

  init(_ names: some Sequence<String>) {
    let encoded = Set(names).map { Array($0.utf8) }
    var byLength = [[[UInt8]]](repeating: [], count: (encoded.map(\.count).max() ?? 0) + 1)
    for name in encoded { byLength[name.count].append(name) }
    namesByLength = byLength
  }

  init(arrayLiteral names: String...) {
    self.init(names)
  }

  func contains(_ name: SyntaxText) -> Bool {
    guard name.count < namesByLength.count else { return false }
    return namesByLength[name.count].contains { $0.elementsEqual(name) }
  }

  func contains(_ name: String) -> Bool {
    name.withNameText(contains)
  }
}

/// What the file rules of a run look up in the model, which is all the walk indexes.
struct InspectedNames: Sendable {
  /// Callee names, for ``FileModel/calls(named:)``.
  var calls: NameSet
  /// Assigned member names, for ``FileModel/assignments(to:)``.
  var members: NameSet
  /// Node kinds, for ``SyntaxRule``s: the walk notes every node of these kinds with its scope.
  var kinds: Set<SyntaxKind> = []
  /// Modifier names, for ``RuleContext/mayApplyANotedModifier(_:)``: the walk notes which of them each view applies.
  var modifiers = NotedModifiers()
}
