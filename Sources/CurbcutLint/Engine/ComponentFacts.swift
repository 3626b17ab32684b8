import SwiftSyntax

/// The project's own controls: view types that wrap a SwiftUI control and put a parameter into its label, such as
/// `IconButton(icon:label:action:)` around `Button(action: action) { Image(systemName: icon) }
/// .accessibilityLabel(label)`. Learned from every file, so a rule can treat a call of one, in any file, like the
/// control it wraps (report it `unless:` ``ProjectCondition/isNotAnUnlabeledIconComponent(_:arguments:)``).
/// Components declared before any file is read (``Linter/declaredFacts``) win over what is learned.
public struct ComponentFacts: ProjectFact {
  /// A view type that wraps a control.
  public struct Component: Hashable, Sendable {
    /// The control it wraps: `Button`, `Link`, `Menu`, `Toggle`, `NavigationLink`.
    public var control: String
    /// The stored property whose value is the control's only image (`icon`).
    public var iconParameter: String
    /// The stored property that names the control: read by `.accessibilityLabel(...)` or shown as its title.
    public var labelParameter: String?

    public init(control: String, iconParameter: String, labelParameter: String?) {
      self.control = control
      self.iconParameter = iconParameter
      self.labelParameter = labelParameter
    }
  }

  /// The components, by type name.
  public private(set) var components: [String: Component] = [:]

  public init() {}

  /// Components a configuration declares, by type name.
  public init(declared components: [String: Component]) {
    self.components = components
  }

  public init(_ file: FileModel) {
    file.forEachView { view in
      // The cheap questions first: most controls show text, or an image that is no parameter.
      guard let control = view.name, ViewCall.isControl(control), let image = view.onlyImageInLabel,
        let iconName = (image.argument("systemName") ?? image.firstUnlabeledArgument)?.as(DeclReferenceExprSyntax.self),
        let type = view.enclosingType, type.kind == .struct,
        type.inheritedTypes.contains(where: { $0 == "View" || $0 == "SwiftUI.View" })
      else { return }
      let stored = Set(
        type.properties.filter { !$0.isStatic && $0.syntax.bindings.first?.accessorBlock == nil }.map(\.name))
      let icon = iconName.baseName.text
      guard stored.contains(icon) else { return }
      // A stored property as written, or before `??` (`label ?? ""`, for a label that defaults to nil).
      func parameter(_ expression: ExprSyntax?) -> String? {
        var named = expression
        if let elements = expression?.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
          elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
          named = elements.first
        }
        return named?.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { stored.contains($0) ? $0 : nil }
      }
      let label =
        parameter(view.modifiers(named: "accessibilityLabel").first?.firstUnlabeledArgument)
        ?? parameter(view.firstUnlabeledArgument)
      components[type.name] =
        components[type.name] ?? Component(control: control, iconParameter: icon, labelParameter: label)
    }
  }

  public mutating func merge(_ other: ComponentFacts) {
    components.merge(other.components) { first, _ in first }
  }
}

extension ProjectCondition {
  /// The call of `type`, written with the argument labels `arguments`, is not an icon-only control: `type` is no
  /// component the project declares, or its icon is not given, or its label is.
  public static func isNotAnUnlabeledIconComponent(_ type: String, arguments: Set<String>) -> ProjectCondition {
    ProjectCondition(ComponentFacts.self) { facts in
      guard let component = facts.components[type], arguments.contains(component.iconParameter) else { return true }
      return component.labelParameter.map(arguments.contains) ?? false
    }
  }
}
