/// A color with the name a design system gives it, such as a token or a status.
public struct NamedColor: Hashable, Sendable {
  /// The name to report, such as `signalPrimary`.
  public let name: String
  /// The color.
  public let color: SRGBColor

  /// Names `color`.
  public init(_ name: String, _ color: SRGBColor) {
    self.name = name
    self.color = color
  }
}
