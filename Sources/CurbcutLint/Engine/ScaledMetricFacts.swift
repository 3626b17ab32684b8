import SwiftSyntax

/// The names of the project's `@ScaledMetric` properties: a view that draws text in a size it is given
/// (`ContentHeaderView(countFontSize: countFontSize)`) is given a scaled size when its caller passes one of those,
/// which nearly always bears the same name (`fixed_font_size`).
public struct ScaledMetricFacts: ProjectFact {
  private(set) var names: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    // Found from the attribute's name, which few files write, rather than by reading every property.
    for attribute in file.identifierTokens(named: "ScaledMetric") {
      guard let variable = attribute.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
      }
    }
  }

  public mutating func merge(_ other: ScaledMetricFacts) {
    names.formUnion(other.names)
  }
}

extension ProjectCondition {
  /// A `@ScaledMetric` property of the project bears `name`.
  static func scaledMetricNamed(_ name: String) -> ProjectCondition {
    ProjectCondition(ScaledMetricFacts.self) { $0.names.contains(name) }
  }
}
