/// Why a typography token or type ramp was rejected, with what was expected; the caller adds the file and path.
public enum TypographyTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A token has an empty name.
  case emptyName
  /// A token's length property is not what it must be: `property` is the DTCG name (`fontSize`, `lineHeight`,
  /// `letterSpacing`), `expected` says what is allowed.
  case invalidLength(token: String, property: String, value: UnscaledPoints, expected: String)
  /// Two tokens of one ramp share a name, so findings could not say which one they mean.
  case duplicateName(String)

  /// A sentence that says what was wrong and what was expected.
  public var description: String {
    switch self {
    case .emptyName:
      return "Typography token has an empty name; expected a name such as 'body/regular'"
    case .invalidLength(let token, let property, let value, let expected):
      return "Typography token '\(token)' has \(property) \(value); expected \(expected)"
    case .duplicateName(let name):
      return "Typography token name '\(name)' is used more than once; expected each token of a ramp to be named once"
    }
  }
}
