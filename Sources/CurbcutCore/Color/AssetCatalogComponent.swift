/// Reads the component strings of an Xcode colorset's `Contents.json`.
///
/// Xcode writes a color channel in the encoding chosen in its color panel's Input Method: a float
/// (`"0.400"`, 0...1, or beyond in extended spaces), an 8-bit hex byte (`"0xE6"`) or an 8-bit integer (`"230"`),
/// the last two meaning a byte of 0...255. A channel without a decimal point or `0x` is an integer: `"1"` is 1/255,
/// not 1.0, as Xcode always writes floats with a decimal point (`"1.000"`). Alpha is always a plain number.
public enum AssetCatalogComponent {
  /// The value of a color channel: the float as written, or a byte divided by 255.
  ///
  /// The range of a float is checked where the color space is known (`SRGBColor.init(_:alpha:in:)`).
  ///
  /// - Throws: `ColorError.emptyComponent`, `.malformedComponent`, or `.componentByteOutOfRange` for a hex byte or
  ///   integer beyond 255.
  public static func channel(_ text: String) throws(ColorError) -> Double {
    guard !text.isEmpty else { throw .emptyComponent }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      let digits = text.dropFirst(2)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), let byte = Int(digits, radix: 16)
      else { throw .malformedComponent(text) }
      return try byteValue(byte, text: text)
    }
    if text.contains(".") {
      guard let value = Double(text), value.isFinite else { throw .malformedComponent(text) }
      return value
    }
    guard let byte = Int(text) else { throw .malformedComponent(text) }
    return try byteValue(byte, text: text)
  }

  /// The value of an alpha string, 0...1.
  ///
  /// - Throws: `ColorError.malformedAlpha` or `.alphaOutOfRange`.
  public static func alpha(_ text: String) throws(ColorError) -> Double {
    guard let value = Double(text), value.isFinite else { throw .malformedAlpha(text) }
    guard (0...1).contains(value) else { throw .alphaOutOfRange(value) }
    return value
  }

  private static func byteValue(_ byte: Int, text: String) throws(ColorError) -> Double {
    guard (0...255).contains(byte) else { throw .componentByteOutOfRange(text) }
    return Double(byte) / 255
  }
}
