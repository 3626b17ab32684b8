@_spi(RawSyntax) import SwiftSyntax

/// A small set of callee names that the walk checks every call against, so it must answer without
/// building a string or hashing: names are grouped by length and compared byte by byte.
struct CalleeNames: Sendable {
  private let namesByLength: [[[UInt8]]]

  init(_ names: some Sequence<String>) {
    let encoded = Set(names).map { Array($0.utf8) }
    var byLength = [[[UInt8]]](repeating: [], count: (encoded.map(\.count).max() ?? 0) + 1)
    for name in encoded { byLength[name.count].append(name) }
    namesByLength = byLength
  }

  func contains(_ name: SyntaxText) -> Bool {
    guard name.count < namesByLength.count else { return false }
    return namesByLength[name.count].contains { $0.elementsEqual(name) }
  }

  func contains(_ name: String) -> Bool {
    name.withNameText(contains)
  }
}
