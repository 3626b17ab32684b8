/// The `$type`s of the W3C Design Tokens Format Module 2025.10: what a token's `$value` means. Raw values are the
/// names written in token files (case-sensitive).
public enum DesignTokenType: String, CaseIterable, Sendable {
  /// A color: a color object (`colorSpace`, `components`, `alpha`) or, in older files, a hex string.
  case color
  /// A length: `{"value": 16, "unit": "px"}` (`px` or `rem`).
  case dimension
  /// A font family name, or a list of names in order of preference.
  case fontFamily
  /// A weight from 1 to 1000, or a name such as `bold`.
  case fontWeight
  /// A duration: `{"value": 200, "unit": "ms"}`.
  case duration
  /// A Bézier curve for animation timing: four numbers.
  case cubicBezier
  /// A plain number.
  case number
  /// How a stroke is drawn: `solid`, `dashed`, or dash lengths and a line cap.
  case strokeStyle
  /// A border: color, width and style.
  case border
  /// An animated transition: duration, delay and timing function.
  case transition
  /// One or more shadows.
  case shadow
  /// A gradient: colors at positions.
  case gradient
  /// A text style: font family, size, weight, letter spacing and line height.
  case typography
}
