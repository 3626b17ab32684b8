/// The color spaces an Xcode asset catalog (`color-space` in a colorset's `Contents.json`) or a W3C design-token
/// file (`colorSpace` of a DTCG color value) can hold. Raw values are the asset-catalog names.
public enum ColorSpace: String, CaseIterable, Sendable {
  /// sRGB, components 0...1.
  case srgb = "srgb"
  /// sRGB whose components may leave 0...1 to reach colors outside its gamut (Core Graphics `extendedSRGB`).
  case extendedSRGB = "extended-srgb"
  /// Display P3: wider primaries than sRGB, the same transfer curve and D65 white; components 0...1.
  case displayP3 = "display-p3"
  /// sRGB primaries with linear components, which may leave 0...1 (Core Graphics `extendedLinearSRGB`).
  case extendedLinearSRGB = "extended-linear-srgb"
  /// A single gray component, gamma 2.2, 0...1 (Core Graphics `genericGrayGamma2_2`).
  case grayGamma22 = "gray-gamma-22"
  /// Gray, gamma 2.2, whose component may leave 0...1 (Core Graphics `extendedGray`).
  case extendedGray = "extended-gray"

  /// The space for an asset-catalog name (the raw value) or a design-token name; the DTCG format spells only
  /// linear sRGB differently, `srgb-linear`.
  public init(named name: String) throws(ColorError) {
    if let space = ColorSpace(rawValue: name) {
      self = space
    } else if name == "srgb-linear" {
      self = .extendedLinearSRGB
    } else {
      throw .unknownColorSpace(name)
    }
  }

  /// The components a color in this space has, named as an asset catalog's `components` keys.
  public var componentNames: [String] {
    switch self {
    case .grayGamma22, .extendedGray: ["white"]
    default: ["red", "green", "blue"]
    }
  }

  /// Whether components outside 0...1 are allowed: they describe colors outside the gamut (or brighter than
  /// white), which Curbcut clips to the sRGB gamut for contrast.
  public var allowsExtendedRange: Bool {
    switch self {
    case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
    case .srgb, .displayP3, .grayGamma22: false
    }
  }

  private var transferFunction: TransferFunction {
    switch self {
    case .srgb, .extendedSRGB, .displayP3: .sRGB
    case .extendedLinearSRGB: .linear
    case .grayGamma22, .extendedGray: .gamma22
    }
  }

  /// Linear-light sRGB for components in this space, outside the sRGB gamut when the color is.
  ///
  /// Display P3 goes through CIE XYZ with the CSS Color 4 matrices; gray is neutral, so its linear value is the
  /// same on all three sRGB channels.
  fileprivate func linearSRGB(_ components: [Double]) -> SIMD3<Double> {
    let linear = components.map(transferFunction.decode)
    switch self {
    case .grayGamma22, .extendedGray:
      return SIMD3(repeating: linear[0])
    case .displayP3:
      return CIEXYZ.toLinearSRGB * (CIEXYZ.fromLinearDisplayP3 * SIMD3(linear[0], linear[1], linear[2]))
    case .srgb, .extendedSRGB, .extendedLinearSRGB:
      return SIMD3(linear[0], linear[1], linear[2])
    }
  }
}

extension SRGBColor {
  /// A color from components as written in `space` (see `ColorSpace.componentNames` for their order), and an
  /// alpha in 0...1.
  ///
  /// Colors outside the sRGB gamut, from `display-p3` or the extended spaces, are clipped per component in linear
  /// light to the gamut's edge: WCAG 2.x and APCA are defined on sRGB, and the clipped color is what an sRGB
  /// display shows. A component below 0 becomes 0, one above 1 (brighter than white) becomes 1.
  ///
  /// - Throws: `ColorError.componentCount` when the list does not fit the space, `.componentOutOfRange` for a value
  ///   outside 0...1 in a space that is not extended, `.alphaOutOfRange` for an alpha outside 0...1.
  public init(_ components: [Double], alpha: Double = 1, in space: ColorSpace) throws(ColorError) {
    guard components.count == space.componentNames.count else {
      throw .componentCount(found: components.count, space: space)
    }
    for (name, value) in zip(space.componentNames, components)
    where !value.isFinite || (!space.allowsExtendedRange && !(0...1).contains(value)) {
      throw .componentOutOfRange(name: name, value: value, space: space)
    }
    guard (0...1).contains(alpha) else { throw .alphaOutOfRange(alpha) }
    if space == .srgb || space == .extendedSRGB {
      // Already gamma-encoded sRGB: clipping here equals clipping in linear light (the curve is monotonic), and
      // skipping the round trip keeps white exactly 1, so white at 0.1 over black stays #1A1A1A.
      self.init(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    } else {
      self.init(linear: space.linearSRGB(components), alpha: alpha)
    }
  }
}
