/// A cheap pass over a file's bytes, before it is parsed, that measures what makes swift-syntax's parser
/// and any recursive walk of its tree go deep: brackets, generic argument lists and string interpolations
/// nested in one another, and postfix chains (`Text("a").bold().bold()...`, `} else if ... {`) whose every
/// link is one level more of the tree. The parser's time and stack, and the walk's stack, grow with these,
/// some exponentially (nested `[`, unclosed `"\(`), so a file beyond ``SourceLimits`` is reported instead of
/// parsed.
///
/// It knows enough of Swift's lexical structure to ignore comments and the text of string literals (raw and
/// multi-line ones too) while following interpolations into code. It overestimates rather than misses: a
/// `<` after a name counts as a generic list until a `>`, the end of the line or a bracket closes it.
struct NestingScan {
  /// The deepest nesting of brackets, generic argument lists and string interpolations.
  private(set) var maximumDepth = 0
  /// The UTF-8 offset where ``maximumDepth`` was first reached.
  private(set) var maximumDepthOffset = 0
  /// The deepest nesting of `[` alone, and where it was first reached.
  private(set) var maximumSquareBracketDepth = 0
  private(set) var maximumSquareBracketDepthOffset = 0
  /// The most links of one postfix chain: member accesses and `else` branches that follow one another.
  private(set) var longestChain = 0
  /// The UTF-8 offset of the last link of ``longestChain`` when it was first reached.
  private(set) var longestChainOffset = 0

  /// What the scan is inside of.
  private enum Context {
    /// Code, after the opening bracket (or interpolation) at `opener`; the number of generic lists open in it;
    /// the links of the chain being read at this level.
    case code(opener: UInt8, genericLists: Int, chain: Int)
    /// A string literal with `hashes` pound signs around it, on one line or several.
    case string(hashes: Int, multiline: Bool)
  }

  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { bytes in Self.passesOver.withUnsafeBufferPointer { scan(bytes, $0) } }
  }

  /// The bytes that change nothing in code, by value: all but those the scan's cases read.
  private static let passesOver: [Bool] = (0...255).map { byte in
    !"/#\"([{)]}<>\n\r;=,.".utf8.contains(UInt8(byte))
  }

  private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ passesOver: UnsafeBufferPointer<Bool>) {
    var contexts: [Context] = [.code(opener: 0, genericLists: 0, chain: 0)]
    // Brackets and interpolations open, plus generic lists open: the depth of the current point.
    var depth = 0
    var squareBrackets = 0
    var index = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        || byte >= 0x80
    }
    func hasWord(_ word: StaticString, at offset: Int) -> Bool {
      let length = word.utf8CodeUnitCount
      guard offset + length <= count, !isIdentifierByte(at(offset + length)) else { return false }
      return (0..<length).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
    }
    func reach(_ newDepth: Int, at offset: Int) {
      depth = newDepth
      if depth > maximumDepth {
        maximumDepth = depth
        maximumDepthOffset = offset
      }
    }

    while index < count {
      let byte = bytes[index]
      switch contexts[contexts.count - 1] {
      case .string(let hashes, let multiline):
        if byte == UInt8(ascii: "\\") {
          var end = index + 1
          while end - index - 1 < hashes && at(end) == UInt8(ascii: "#") { end += 1 }
          if end - index - 1 == hashes {
            if at(end) == UInt8(ascii: "(") {
              contexts.append(.code(opener: UInt8(ascii: "("), genericLists: 0, chain: 0))
              reach(depth + 1, at: index)
              index = end + 1
              continue
            }
            // An escaped character, which may be a quote.
            index = end + 1
            continue
          }
        } else if byte == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          if (0..<quotes).allSatisfy({ at(index + $0) == UInt8(ascii: "\"") })
            && (0..<hashes).allSatisfy({ at(index + quotes + $0) == UInt8(ascii: "#") })
          {
            contexts.removeLast()
            depth -= 1
            index += quotes + hashes
            continue
          }
        } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
          // An unterminated string ends at its line, as the parser ends it.
          contexts.removeLast()
          depth -= 1
          continue
        }
        index += 1

      case .code(let opener, var genericLists, var chain):
        var next = index + 1
        switch byte {
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
          while next < count && bytes[next] != UInt8(ascii: "\n") && bytes[next] != UInt8(ascii: "\r") { next += 1 }
        case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
          var comments = 1
          next = index + 2
          while next < count && comments > 0 {
            if bytes[next] == UInt8(ascii: "/") && at(next + 1) == UInt8(ascii: "*") {
              comments += 1
              next += 1
            } else if bytes[next] == UInt8(ascii: "*") && at(next + 1) == UInt8(ascii: "/") {
              comments -= 1
              next += 1
            }
            next += 1
          }
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
          var hashes = 0
          while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
          guard at(index + hashes) == UInt8(ascii: "\"") else {
            next = index + max(1, hashes)
            break
          }
          let multiline = at(index + hashes + 1) == UInt8(ascii: "\"") && at(index + hashes + 2) == UInt8(ascii: "\"")
          contexts[contexts.count - 1] = .code(opener: opener, genericLists: genericLists, chain: chain)
          contexts.append(.string(hashes: hashes, multiline: multiline))
          reach(depth + 1, at: index)
          index += hashes + (multiline ? 3 : 1)
          continue
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          if byte == UInt8(ascii: "{") {
            depth -= genericLists
            genericLists = 0
          }
          contexts[contexts.count - 1] = .code(opener: opener, genericLists: genericLists, chain: chain)
          contexts.append(.code(opener: byte, genericLists: 0, chain: 0))
          reach(depth + 1, at: index)
          if byte == UInt8(ascii: "[") {
            squareBrackets += 1
            if squareBrackets > maximumSquareBracketDepth {
              maximumSquareBracketDepth = squareBrackets
              maximumSquareBracketDepthOffset = index
            }
          }
          index += 1
          continue
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          // A closing bracket closes the innermost open one, whichever it is, as the parser recovers; at the
          // outermost level it is a stray one.
          guard contexts.count > 1 else { break }
          contexts.removeLast()
          depth -= genericLists + 1
          if opener == UInt8(ascii: "[") { squareBrackets -= 1 }
          if opener == UInt8(ascii: "("), case .string = contexts[contexts.count - 1] {
            // The end of an interpolation: back in its string.
            index += 1
            continue
          }
          index += 1
          continue
        case UInt8(ascii: "<") where index > 0 && isIdentifierByte(bytes[index - 1]):
          genericLists += 1
          reach(depth + 1, at: index)
        case UInt8(ascii: ">") where genericLists > 0:
          genericLists -= 1
          depth -= 1
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ","):
          depth -= genericLists
          genericLists = 0
          if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            // A chain goes on over lines that start with `.`, a closing bracket or `else`.
            var first = next
            while first < count
              && (bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A || bytes[first] == 0x0D)
            {
              first += 1
            }
            let continues =
              at(first) == UInt8(ascii: ".") || at(first) == UInt8(ascii: ")")
              || at(first) == UInt8(ascii: "]") || at(first) == UInt8(ascii: "}") || hasWord("else", at: first)
            if !continues { chain = 0 }
            next = first
          } else {
            chain = 0
          }
        case UInt8(ascii: "."):
          while at(next) == UInt8(ascii: ".") { next += 1 }
          if next == index + 1 { chain += 1 }
        case UInt8(ascii: "e") where hasWord("else", at: index) && (index == 0 || !isIdentifierByte(bytes[index - 1])):
          chain += 1
          next = index + 4
        default:
          // Names, spaces and the other bytes the cases above pass over, most of a file, change nothing: skip them
          // in one tight loop, up to a byte a case reads or a word that may be `else`.
          while next < count, passesOver[Int(bytes[next])],
            bytes[next] != UInt8(ascii: "e") || isIdentifierByte(bytes[next - 1])
          {
            next += 1
          }
          index = next
          continue
        }
        if chain > longestChain {
          longestChain = chain
          longestChainOffset = index
        }
        contexts[contexts.count - 1] = .code(opener: opener, genericLists: genericLists, chain: chain)
        index = next
      }
    }
  }
}
