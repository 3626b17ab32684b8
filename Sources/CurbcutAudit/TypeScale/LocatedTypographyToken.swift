import CurbcutCore

/// A typography token with where it is written, so that findings about it point at its name.
public struct LocatedTypographyToken: Sendable {
  /// The token.
  public let token: TypographyToken
  /// Where the token's name is written: a token file's member name, or a key in `.curbcut.yml`.
  public let location: InputLocation
  /// The text of the line the name is on, without surrounding whitespace: what baselines and SARIF fingerprints
  /// key on.
  public let sourceLine: String

  /// Pairs a token with its place.
  public init(_ token: TypographyToken, at location: InputLocation, sourceLine: String) {
    self.token = token
    self.location = location
    self.sourceLine = sourceLine
  }
}
