/// A path pattern from the configuration's `excluded` and `included` lists, relative to the folder of
/// the configuration file: `*` and `?` match within one path component, `[abc]` one of a set, `**` any
/// number of components. A pattern also matches everything below what it matches, so `Pods` and
/// `Sources/**/Generated` exclude whole folders, as in SwiftLint.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  public let pattern: String
  private let segments: [Substring]

  public init(_ pattern: String) {
    self.pattern = pattern
    segments = pattern.split(separator: "/").filter { $0 != "." }
  }

  public var description: String { pattern }

  /// Whether `relativePath` (components separated by `/`) or one of its parent folders matches.
  public func matches(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/")
    return (1...max(components.count, 1)).contains { Self.match(segments[...], components[..<$0]) }
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
    }
    guard let component = path.first,
      matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...])
    else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool
  {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      return (name.startIndex...name.endIndex).contains { matchComponent(pattern.dropFirst(), name[$0...]) }
    case "?":
      return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
    case "[":
      guard let close = pattern.dropFirst().firstIndex(of: "]"), let character = name.first else {
        return name.first == "[" && matchComponent(pattern.dropFirst(), name.dropFirst())
      }
      var set = pattern[(pattern.startIndex + 1)..<close]
      let negated = set.first == "!" || set.first == "^"
      if negated { set = set.dropFirst() }
      guard setContains(set, character) != negated else { return false }
      return matchComponent(pattern[(close + 1)...], name.dropFirst())
    default:
      return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
    }
  }

  /// Whether a bracket set such as `a-z_` holds the character.
  private static func setContains(_ set: ArraySlice<Unicode.Scalar>, _ character: Unicode.Scalar) -> Bool {
    var rest = set
    while let low = rest.first {
      rest = rest.dropFirst()
      if rest.count >= 2, rest.first == "-", let high = rest.dropFirst().first {
        if (low...high).contains(character) { return true }
        rest = rest.dropFirst(2)
      } else if low == character {
        return true
      }
    }
    return false
  }
}
