import Foundation

/// JSON as every Curbcut report and baseline writes it: indented, keys sorted and slashes left alone, so the
/// same input gives the same bytes and changes read well in review; it ends with a line break.
package enum StableJSON {
  /// The value as JSON text. Curbcut's documents hold only strings, booleans, finite numbers and containers
  /// of them, which cannot fail to encode.
  package static func text(_ value: some Encodable) -> String {
    String(decoding: data(value), as: UTF8.self)
  }

  /// The value as JSON bytes, for files written as they are.
  package static func data(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try! encoder.encode(value) + Data("\n".utf8)
  }
}
