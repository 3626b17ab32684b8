/// A snippet of code in a rule's description, with emoji markers (`1️⃣`, `2️⃣`, ...) where findings start.
///
/// Markers are not part of the code: ``source`` strips them and ``markerOffsets`` tells where they were,
/// so one string asserts both the position and the message of every finding.
public struct Example: Sendable {
  /// The code as written, markers included.
  public let markedCode: String
  /// The message expected at each marker.
  public let expectations: [String: FindingMessage]
  /// For corrections: the code after every fix is applied.
  public let correction: String?
  /// Rule options for this example, as a JSON object (`{"extra_type_words": ["Schaltfläche"]}`).
  public let options: String?
  /// The project's string tables for this example, each key with its development-language text: what a label
  /// written as a key reads.
  public let localizedStrings: [String: String]
  /// Why the example is left out of the documentation (`curbcut rules ID`, the README's catalogue), or nil: for
  /// an example that pins down an edge of the rule more than it teaches. It is tested all the same.
  public let undocumentedBecause: String?
  /// The automatic test variants the example is left out of, each with the reason, which the tests print.
  public let skippedVariants: [TestVariant: String]
  /// Where the example is written, so a failing example points at its line.
  public let file: StaticString
  public let line: UInt

  /// The variants of a triggering example that the tests derive from it, besides the example itself.
  public enum TestVariant: String, Sendable, CaseIterable {
    /// The code inside a raw multi-line string, which must be silent.
    case insideString
    /// The code inside a block comment, which must be silent.
    case insideComment
    /// `// curbcut:disable:next` above each flagged line, which must silence it.
    case disableNext
    /// Multibyte characters before every line, which must shift columns by characters.
    case multibytePrefix
  }

  public init(
    _ markedCode: String, expect expectations: [String: FindingMessage] = [:], correction: String? = nil,
    options: String? = nil, strings localizedStrings: [String: String] = [:],
    undocumented undocumentedBecause: String? = nil,
    skipping skippedVariants: [TestVariant: String] = [:], file: StaticString = #filePath, line: UInt = #line
  ) {
    self.markedCode = markedCode
    self.expectations = expectations
    self.correction = correction
    self.options = options
    self.localizedStrings = localizedStrings
    self.undocumentedBecause = undocumentedBecause
    self.skippedVariants = skippedVariants
    self.file = file
    self.line = line
  }

  /// The code as the documentation shows it: the string tables it reads, as comments, then ``source``.
  public var documentedSource: String {
    let tables = localizedStrings.sorted { $0.key < $1.key }.map {
      "// Localizable.xcstrings: \"\($0.key)\" = \"\($0.value)\"\n"
    }
    return tables.joined() + source
  }

  /// Whether the example appears in the documentation.
  public var isDocumented: Bool { undocumentedBecause == nil }

  /// The markers that may appear in examples, in order.
  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  /// The code without its markers.
  public var source: String { Self.stripMarkers(markedCode).source }

  /// The UTF-8 offset in ``source`` of each marker.
  public var markerOffsets: [String: Int] { Self.stripMarkers(markedCode).offsets }

  private static func stripMarkers(_ text: String) -> (source: String, offsets: [String: Int]) {
    var source = ""
    var offsets: [String: Int] = [:]
    var rest = Substring(text)
    while let (range, marker) = nextMarker(in: rest) {
      source += rest[..<range.lowerBound]
      offsets[marker] = source.utf8.count
      rest = rest[range.upperBound...]
    }
    source += rest
    return (source, offsets)
  }

  private static func nextMarker(in text: Substring) -> (Range<Substring.Index>, String)? {
    markers.compactMap { marker in text.range(of: marker).map { ($0, marker) } }
      .min { $0.0.lowerBound < $1.0.lowerBound }
  }
}
