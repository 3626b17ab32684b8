extension SRGBColor {
  /// A color from CSS-style hex: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, digits in either case, in sRGB.
  ///
  /// A short form repeats each digit (`#F80` is `#FF8800`); the last pair or digit, when present, is the alpha.
  ///
  /// - Throws: `ColorError.emptyHex`, `.missingHashSign`, `.invalidHexLength`, or `.invalidHexDigit` with the
  ///   offending character and its offset.
  public init(hex text: String) throws(ColorError) {
    guard !text.isEmpty else { throw .emptyHex }
    guard text.first == "#" else { throw .missingHashSign(text) }
    var digits: [Int] = []
    for (offset, character) in text.enumerated().dropFirst() {
      guard character.isASCII, let digit = character.hexDigitValue else {
        throw .invalidHexDigit(text, character: character, offset: offset)
      }
      digits.append(digit)
    }
    let bytes: [Int]
    switch digits.count {
    case 3, 4: bytes = digits.map { $0 * 17 }
    case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
    default: throw .invalidHexLength(text, digitCount: digits.count)
    }
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// The color as `#RRGGBB`, or `#RRGGBBAA` when it is translucent, each component rounded to the nearest byte.
  public var hex: String {
    let components = isOpaque ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + components.map { byteHex(for: $0) }.joined()
  }

  private func byteHex(for component: Double) -> String {
    let byte = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
    return byte.count == 1 ? "0" + byte : byte
  }
}
