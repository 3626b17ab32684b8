/// Why a color value could not be read, saying what was found and what was expected.
///
/// The error knows the text it was given, not where that text came from: the caller (an asset-catalog or
/// design-token reader) adds the file and the JSON path when it reports it.
public enum ColorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A hex color string with nothing in it.
  case emptyHex
  /// A hex color that does not start with `#`.
  case missingHashSign(String)
  /// A hex color with a digit count other than 3, 4, 6 or 8.
  case invalidHexLength(String, digitCount: Int)
  /// A hex color with a character that is not a hex digit, at a 0-based character offset into the string.
  case invalidHexDigit(String, character: Character, offset: Int)
  /// An asset-catalog component string with nothing in it.
  case emptyComponent
  /// An asset-catalog component that is neither a float (`0.400`), a hex byte (`0xE6`) nor an integer (`230`).
  case malformedComponent(String)
  /// An asset-catalog component written as a hex byte or integer outside 0...255.
  case componentByteOutOfRange(String)
  /// An alpha that is not a number.
  case malformedAlpha(String)
  /// An alpha outside 0...1.
  case alphaOutOfRange(Double)
  /// A component outside 0...1 in a color space that is not extended.
  case componentOutOfRange(name: String, value: Double, space: ColorSpace)
  /// A component list whose length does not match the color space (one for gray, three for RGB).
  case componentCount(found: Int, space: ColorSpace)
  /// A color-space name that is neither an asset-catalog nor a design-token color space Curbcut reads.
  case unknownColorSpace(String)

  /// A sentence for a report, naming the offending text in quotes and what was expected instead.
  public var description: String {
    switch self {
    case .emptyHex:
      "Empty hex color: expected '#' and 3, 4, 6 or 8 hex digits"
    case .missingHashSign(let text):
      "Hex color '\(text)' does not start with '#': expected '#' and 3, 4, 6 or 8 hex digits"
    case .invalidHexLength(let text, let digitCount):
      "Hex color '\(text)' has \(digitCount) digits: expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
    case .invalidHexDigit(let text, let character, let offset):
      "Hex color '\(text)' has '\(character)' at character \(offset + 1): expected a hex digit 0-9 or A-F"
    case .emptyComponent:
      "Empty color component: expected a float like '0.400', a hex byte like '0xE6' or an integer like '230'"
    case .malformedComponent(let text):
      "Color component '\(text)' is not a number: expected a float like '0.400', a hex byte like '0xE6' or an "
        + "integer like '230'"
    case .componentByteOutOfRange(let text):
      "Color component '\(text)' is outside 0...255: expected a byte from '0' to '255' ('0x00' to '0xFF')"
    case .malformedAlpha(let text):
      "Alpha '\(text)' is not a number: expected a value from 0 to 1 like '1.000'"
    case .alphaOutOfRange(let value):
      "Alpha \(value) is outside 0...1: expected a value from 0 (transparent) to 1 (opaque)"
    case .componentOutOfRange(let name, let value, let space):
      "Component '\(name)' is \(value), outside 0...1 in '\(space.rawValue)': expected 0...1, or an extended "
        + "color space such as 'extended-srgb'"
    case .componentCount(let found, let space):
      "'\(space.rawValue)' takes \(space.componentNames.count) component(s) "
        + "(\(space.componentNames.joined(separator: ", "))), found \(found)"
    case .unknownColorSpace(let name):
      "Unknown color space '\(name)': expected one of "
        + ColorSpace.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + " or 'srgb-linear'"
    }
  }
}
