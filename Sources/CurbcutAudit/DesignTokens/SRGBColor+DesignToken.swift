import CurbcutCore
import CurbcutReporting

extension SRGBColor {
  /// The color a DTCG `color` token's resolved `$value` describes.
  ///
  /// Two forms are read: the color object of the DTCG Color Module 2025.10, `{"colorSpace": "srgb", "components":
  /// [0.1, 0.1, 0.1], "alpha": 1}` (a component may be `"none"`, which counts as 0; `alpha` defaults to 1; `hex`, a
  /// fallback for tools that cannot read the space, is ignored), and the hex string of earlier drafts and many
  /// exporters, `"#1A1A1A"` or `"#FFFFFF66"`. The color spaces are those Core converts (`ColorSpace`), by their
  /// DTCG names `srgb`, `srgb-linear` and `display-p3` or by their asset-catalog names (`extended-srgb`, ...); other
  /// DTCG spaces (`oklch`, `hsl`, ...) are reported.
  ///
  /// - Throws: an `InputProblem` at the offending part of the value: an unknown color space, a component out of
  ///   range, the wrong number of components, a malformed hex string.
  public init(designTokenValue value: JSONNode) throws(InputProblem) {
    if let hex = value.string {
      do {
        self = try SRGBColor(hex: hex)
      } catch {
        throw value.problem(error.description)
      }
      return
    }
    guard value.members != nil else {
      throw value.problem(
        "Expected a color: an object with 'colorSpace' and 'components', or a hex string such as '#1A1A1A'; found "
          + value.found)
    }
    let space = try Self.colorSpace(of: value)
    guard let componentsNode = value["components"], let elements = componentsNode.elements else {
      throw (value["components"] ?? value).problem(
        "Expected 'components' to be an array of \(space.componentNames.count) numbers, found "
          + (value["components"]?.found ?? "nothing"))
    }
    let components = try elements.map { element throws(InputProblem) -> Double in
      if let number = element.number { return number }
      if element.string == "none" { return 0 }
      throw element.problem("Expected a component to be a number or 'none', found \(element.found)")
    }
    let alphaNode = value["alpha"]
    var alpha = 1.0
    if let alphaNode {
      guard let number = alphaNode.number else {
        throw alphaNode.problem("Expected 'alpha' to be a number from 0 to 1, found \(alphaNode.found)")
      }
      alpha = number
    }
    do {
      self = try SRGBColor(components, alpha: alpha, in: space)
    } catch {
      switch error {
      case .componentOutOfRange(let name, _, _):
        let index = space.componentNames.firstIndex(of: name) ?? 0
        throw elements[index].problem(error.description)
      case .alphaOutOfRange:
        throw (alphaNode ?? value).problem(error.description)
      default:
        throw componentsNode.problem(error.description)
      }
    }
  }

  private static func colorSpace(of value: JSONNode) throws(InputProblem) -> ColorSpace {
    guard let node = value["colorSpace"], let name = node.string else {
      throw (value["colorSpace"] ?? value).problem(
        "Expected 'colorSpace' to be a string such as 'srgb', found " + (value["colorSpace"]?.found ?? "nothing"))
    }
    do {
      return try ColorSpace(named: name)
    } catch {
      throw node.problem(error.description)
    }
  }
}
