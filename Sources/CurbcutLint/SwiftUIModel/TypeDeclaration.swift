import SwiftSyntax

/// A struct, class, enum, actor, protocol or extension, with what rules ask of it: what it conforms
/// to and its stored and computed properties (`@ScaledMetric`, `@Environment(\.dynamicTypeSize)`).
public final class TypeDeclaration {
  public enum Kind: Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  public let kind: Kind
  /// The declared name, or the extended type's name for an extension (`View` for `extension View`).
  public let name: String
  /// Inherited types and conformances as written (`View`, `ButtonStyle`).
  public let inheritedTypes: [String]
  public let properties: [PropertyDeclaration]
  public let syntax: DeclSyntax
  /// The type this one is declared in.
  public let parent: TypeDeclaration?

  init(_ declaration: some DeclGroupSyntax, kind: Kind, name: String, parent: TypeDeclaration?) {
    self.kind = kind
    self.name = name
    self.parent = parent
    syntax = DeclSyntax(declaration)
    inheritedTypes =
      declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    properties = declaration.memberBlock.members.flatMap { member in
      member.decl.as(VariableDeclSyntax.self).map(PropertyDeclaration.all(in:)) ?? []
    }
  }

  public func property(named name: String) -> PropertyDeclaration? {
    properties.first { $0.name == name }
  }

  public func conforms(to protocolName: String) -> Bool {
    inheritedTypes.contains(protocolName) || inheritedTypes.contains("SwiftUI.\(protocolName)")
  }
}

/// A property declared in a type: its name, attributes, type annotation and initial value.
public struct PropertyDeclaration {
  public let name: String
  /// Attribute names without `@` or arguments: `ScaledMetric`, `Environment`, `State`.
  public let attributes: [String]
  /// For `@Environment(\.dynamicTypeSize)`, the key path's last component: `dynamicTypeSize`.
  public let environmentKey: String?
  public let isStatic: Bool
  public let initializer: ExprSyntax?
  public let syntax: VariableDeclSyntax

  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains(name)
  }

  /// One property per name a declaration binds (`let a = 1, b = 2` declares two).
  static func all(in declaration: VariableDeclSyntax) -> [PropertyDeclaration] {
    var attributes: [String] = []
    var environmentKey: String?
    for case .attribute(let attribute) in declaration.attributes {
      let name = attribute.attributeName.trimmedDescription
      attributes.append(name)
      if name == "Environment", case .argumentList(let list)? = attribute.arguments,
        let keyPath = list.first?.expression.as(KeyPathExprSyntax.self),
        let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      {
        environmentKey = component.declName.baseName.text
      }
    }
    let isStatic = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    return declaration.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      return PropertyDeclaration(
        name: name, attributes: attributes, environmentKey: environmentKey, isStatic: isStatic,
        initializer: binding.initializer?.value, syntax: declaration)
    }
  }
}
