@_spi(RawSyntax) import SwiftSyntax

/// A small set of names that the walk checks every call or assignment against, and rules every view's name, so it
/// must answer without building a string or hashing: the names' bytes lie one after another, grouped by length, and
/// are compared with the name's. Nothing in it is reference-counted, so a lookup retains nothing either.
struct NameSet: Sendable, ExpressibleByArrayLiteral {
  /// Every name's UTF-8 bytes, shortest names first.
  private let bytes: [UInt8]
  /// For each length, where the names of that length start in ``bytes``, and how many there are.
  private let groups: [(start: Int, count: Int)]

  init(_ names: some Sequence<String>) {
    let encoded = Set(names).map { Array($0.utf8) }.sorted { $0.count < $1.count }
    var groups = [(start: Int, count: Int)](repeating: (0, 0), count: (encoded.last?.count ?? 0) + 1)
    var bytes: [UInt8] = []
    for name in encoded {
      if groups[name.count].count == 0 { groups[name.count].start = bytes.count }
      groups[name.count].count += 1
      bytes += name
    }
    self.bytes = bytes
    self.groups = groups
  }

  init(arrayLiteral names: String...) {
    self.init(names)
  }

  func contains(_ name: SyntaxText) -> Bool {
    contains(UnsafeBufferPointer(start: name.baseAddress, count: name.count))
  }

  /// Read in place: a native string's bytes are contiguous, and making a `SyntaxText` of it would copy it.
  func contains(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable(contains) ?? Array(name.utf8).withUnsafeBufferPointer(contains)
  }

  private func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = name.count
    guard length < groups.count, case let group = groups[length], group.count > 0 else { return false }
    guard length > 0 else { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      for start in stride(from: group.start, to: group.start + group.count * length, by: length) {
        var offset = 0
        while offset < length && buffer[start + offset] == name[offset] { offset += 1 }
        if offset == length { return true }
      }
      return false
    }
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
