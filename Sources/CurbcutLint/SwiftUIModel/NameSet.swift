import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// A small set of names that the walk checks every call or assignment against, and rules every view's name, so it
/// must answer without building a string or with SipHash: a name's length and three of its bytes pick a slot of an
/// open-addressed table, and the names met from there are compared with it byte by byte (nearly always one, or none).
/// Nothing in it is reference-counted, so a lookup retains nothing either.
struct NameSet: Sendable, ExpressibleByArrayLiteral {
  /// Every name's UTF-8 bytes, one after another.
  private let bytes: [UInt8]
  /// For each slot, 0 when it is empty, else the name it holds: where its bytes start in ``bytes`` (the low 32 bits),
  /// their count (the next 16) and its index plus one (the top 16). A slot tells a name's length without another
  /// read: the sets are many and each is met rarely, so a lookup's cost is the cache lines it reads. Its count is a
  /// power of two, at least twice the number of names, so a probe soon meets an empty slot.
  private let slots: [UInt64]

  /// How many names the set holds.
  let count: Int

  /// The set of `names`; each keeps its place among them (the first, if one is given twice), for ``index(of:)``.
  init(_ names: some Sequence<String>) {
    var seen: Set<String> = []
    let encoded = names.filter { seen.insert($0).inserted }.map { Array($0.utf8) }
    precondition(encoded.count < 0xFFFF && encoded.allSatisfy { $0.count <= 0xFFFF }, "a NameSet holds short names")
    var bytes: [UInt8] = []
    var slots = [UInt64](
      repeating: 0, count: Swift.max(4, 1 << (Int.bitWidth - (encoded.count * 2).leadingZeroBitCount)))
    for (index, name) in encoded.enumerated() {
      var slot = name.withUnsafeBufferPointer { Self.slot(of: $0, in: slots.count) }
      while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = UInt64(bytes.count) | UInt64(name.count) << 32 | UInt64(index + 1) << 48
      bytes += name
    }
    self.bytes = bytes
    self.slots = slots
    self.count = encoded.count
  }

  init(arrayLiteral names: String...) {
    self.init(names)
  }

  func contains(_ name: SyntaxText) -> Bool {
    index(of: name) != nil
  }

  func contains(_ name: String) -> Bool {
    index(of: name) != nil
  }

  /// Where `name` stands among the names the set was made from, if it holds it.
  func index(of name: SyntaxText) -> Int? {
    index(of: UnsafeBufferPointer(start: name.baseAddress, count: name.count))
  }

  /// Read in place: a native string's bytes are contiguous, and making a `SyntaxText` of it would copy it.
  func index(of name: String) -> Int? {
    name.utf8.withContiguousStorageIfAvailable(index) ?? Array(name.utf8).withUnsafeBufferPointer(index)
  }

  private func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
    // `memcmp` over the raw storage: a generic `elementsEqual` of two slices cost ten times the probe.
    bytes.withUnsafeBufferPointer { bytes in
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        var slot = Self.slot(of: name, in: slots.count)
        while case let held = slots[slot], held != 0 {
          let count = Int(truncatingIfNeeded: held >> 32) & 0xFFFF
          if count == name.count
            && (count == 0
              || memcmp(bytes.baseAddress! + Int(truncatingIfNeeded: held & 0xFFFF_FFFF), name.baseAddress!, count) == 0)
          {
            return Int(truncatingIfNeeded: held >> 48) - 1
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  /// The slot a name's probe starts at: a mix of its length and its first, middle and last bytes.
  private static func slot(of name: UnsafeBufferPointer<UInt8>, in slotCount: Int) -> Int {
    let count = name.count
    guard count > 0 else { return 0 }
    let mixed = count &* 0x9E37 &+ Int(name[0]) &* 0x3B &+ Int(name[count / 2]) &* 0x65 &+ Int(name[count - 1]) &* 0x1F
    return (mixed ^ (mixed >> 7)) & (slotCount - 1)
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
