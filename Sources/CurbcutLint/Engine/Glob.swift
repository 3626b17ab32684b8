/// A path pattern from the configuration's `excluded` and `included` lists, relative to the folder of
/// the configuration file: `*` and `?` match within one path component, `[abc]` one of a set, `**` any
/// number of components. A pattern also matches everything below what it matches, so `Pods` and
/// `Sources/**/Generated` exclude whole folders, as in SwiftLint.
///
/// Matching takes time proportional to the pattern's length times the path's, whatever the pattern: a
/// star remembers only where it last started, as in shells' matchers, so `*a*a*a*a*b` cannot backtrack
/// exponentially.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  public let pattern: String
  private let segments: [Segment]

  /// One `/`-separated part of a pattern.
  private enum Segment: Hashable, Sendable {
    /// `**`: any number of components.
    case anyComponents
    case component([Token])
  }

  /// What matches one character of a component.
  private enum Token: Hashable, Sendable {
    /// `*`: any number of characters.
    case anyCharacters
    /// `?`
    case anyCharacter
    /// `[a-z_]`, or with `!` or `^` first, any character not in the set.
    case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    case character(Unicode.Scalar)
  }

  public init(_ pattern: String) {
    self.pattern = pattern
    segments = pattern.split(separator: "/").filter { $0 != "." }.map { segment in
      segment == "**" ? .anyComponents : .component(Self.tokens(of: Array(segment.unicodeScalars)))
    }
  }

  public var description: String { pattern }

  /// Whether `relativePath` (components separated by `/`) or one of its parent folders matches.
  public func matches(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/").map { Array($0.unicodeScalars) }
    return (1...max(components.count, 1)).contains { length in
      Self.match(segments, components[..<length]) { segment in
        if case .anyComponents = segment { return true }
        return false
      } matchesOne: { segment, component in
        guard case .component(let tokens) = segment else { return false }
        return Self.match(tokens, component[...]) { token in
          if case .anyCharacters = token { return true }
          return false
        } matchesOne: { token, character in
          Self.token(token, matches: character)
        }
      }
    }
  }

  /// Whether `pattern` matches all of `elements`, where a pattern item either matches any run of elements
  /// (`isRun`) or exactly one (`matchesOne`). On a mismatch only the latest run is widened by one element: an
  /// earlier run can never do better, since whatever the later items matched it could also match.
  private static func match<Item, Element>(
    _ pattern: [Item], _ elements: ArraySlice<Element>, isRun: (Item) -> Bool,
    matchesOne: (Item, Element) -> Bool
  ) -> Bool {
    var item = 0
    var element = elements.startIndex
    var lastRun: (item: Int, resumeAt: Int)?
    while element < elements.endIndex {
      if item < pattern.count, isRun(pattern[item]) {
        lastRun = (item, element)
        item += 1
      } else if item < pattern.count, matchesOne(pattern[item], elements[element]) {
        item += 1
        element += 1
      } else if let run = lastRun {
        item = run.item + 1
        element = run.resumeAt + 1
        lastRun = (run.item, element)
      } else {
        return false
      }
    }
    while item < pattern.count, isRun(pattern[item]) { item += 1 }
    return item == pattern.count
  }

  private static func tokens(of scalars: [Unicode.Scalar]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      switch scalars[index] {
      case "*":
        if tokens.last != .anyCharacters { tokens.append(.anyCharacters) }
      case "?":
        tokens.append(.anyCharacter)
      case "[":
        guard let close = scalars[(index + 1)...].firstIndex(of: "]") else {
          tokens.append(.character("["))
          break
        }
        var set = scalars[(index + 1)..<close]
        let negated = set.first == "!" || set.first == "^"
        if negated { set = set.dropFirst() }
        tokens.append(.set(ranges(in: set), negated: negated))
        index = close
      case let character:
        tokens.append(.character(character))
      }
      index += 1
    }
    return tokens
  }

  /// The ranges of a bracket set such as `a-z_`.
  private static func ranges(in set: ArraySlice<Unicode.Scalar>) -> [ClosedRange<Unicode.Scalar>] {
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var rest = set
    while let low = rest.first {
      rest = rest.dropFirst()
      if rest.count >= 2, rest.first == "-", let high = rest.dropFirst().first {
        if low <= high { ranges.append(low...high) }
        rest = rest.dropFirst(2)
      } else {
        ranges.append(low...low)
      }
    }
    return ranges
  }

  private static func token(_ token: Token, matches character: Unicode.Scalar) -> Bool {
    switch token {
    case .anyCharacters, .anyCharacter: true
    case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
    case .character(let expected): character == expected
    }
  }
}
