@_spi(RawSyntax) import SwiftSyntax

/// A struct, class, enum, actor, protocol or extension, with what rules ask of it: what it conforms
/// to and its stored and computed properties (`@ScaledMetric`, `@Environment(\.dynamicTypeSize)`),
/// read from the declaration when first asked for.
public final class TypeDeclaration {
  public enum Kind: Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  public let kind: Kind
  /// The declared name, or the extended type's name for an extension (`View` for `extension View`).
  public let name: String
  public let syntax: DeclSyntax
  /// The type this one is declared in.
  public let parent: TypeDeclaration?
  /// The declaration, whose clauses are read only when a rule asks.
  private let group: any DeclGroupSyntax

  /// Inherited types and conformances as written (`View`, `SwiftUI.ButtonStyle`).
  public private(set) lazy var inheritedTypes: [String] =
    group.inheritanceClause?.inheritedTypes.map { inherited in
      // A plain name is nearly every case, and its token's text is far cheaper than printing the type.
      if let identifier = inherited.type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
        return identifier.name.text
      }
      return inherited.type.trimmedText
    } ?? []

  /// The properties the type declares, stored and computed, read from the declaration when first asked for.
  public var properties: [PropertyDeclaration] {
    if let readProperties { return readProperties }
    let properties = group.memberBlock.members.flatMap { member in
      member.decl.as(VariableDeclSyntax.self).map(PropertyDeclaration.all(in:)) ?? []
    }
    readProperties = properties
    return properties
  }
  /// ``properties`` once read.
  private var readProperties: [PropertyDeclaration]?

  init(_ declaration: some DeclGroupSyntax, kind: Kind, name: String, parent: TypeDeclaration?) {
    self.kind = kind
    self.name = name
    self.parent = parent
    syntax = DeclSyntax(declaration)
    group = declaration
  }

  /// Whether the declaration is `public` or `open`, so code outside this project may use it.
  /// Whether the type is a style (`ButtonStyle`, a design system's `RatingControlStyle`): it conforms to a protocol
  /// whose name ends in `Style`. Asked of the type of every view, so answered once.
  public private(set) lazy var isStyle = inheritedTypes.contains { $0.hasSuffix("Style") }

  public var isPublic: Bool {
    // Read from the raw tree, which makes no node for a modifier: the project's facts ask it of every type.
    group.modifiers.raw.layoutView?.children.contains { child in
      let name = child.flatMap(RawDeclModifierSyntax.init)?.name.tokenText
      return name == "public" || name == "open"
    } == true
  }

  /// Whether this is an internal class of a UIKit view, cell or view controller, made under its Swift name (`class
  /// TripsViewController: UIViewController`): code, a storyboard's `customClass`, an Objective-C file or an
  /// `Info.plist` makes it by that name, so one no file names is never made. Not a class `@objc(...)` renames, nor one
  /// `@main` starts, nor a subclass of a class of the project's own (`class TripsViewController: BaseViewController`),
  /// which the model cannot tell from a subclass of anything else.
  var isUIKitClassMadeByName: Bool {
    guard kind == .class, !isPublic,
      let superclass = inheritedTypes.first?.prefix(while: { $0 != "<" }).split(separator: ".").last,
      superclass.hasPrefix("UI"), ["Controller", "View", "Cell"].contains(where: { superclass.hasSuffix($0) })
    else { return false }
    return !group.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return ["objc", "main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription)
    }
  }

  /// Whether this is a class whose superclass is `superclass`, alone or module-qualified (`UIKit.UIControl`): Swift
  /// writes the superclass first among the inherited types.
  public func inherits(from superclass: String) -> Bool {
    kind == .class && inheritedTypes.first.map { $0 == superclass || $0.hasSuffix(".\(superclass)") } == true
  }

  /// The names of the members declared `override` (`override var accessibilityLabel`, `override func
  /// accessibilityActivate()`), in source order.
  public private(set) lazy var overriddenMembers: [String] = group.memberBlock.members.flatMap { member in
    let decl = member.decl
    guard let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers,
      modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    else { return [String]() }
    if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }
    return []
  }

  /// The method named `name` the declaration writes, the first of its overloads.
  public func function(named name: String) -> FunctionDeclSyntax? {
    group.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
  }

  public func property(named name: String) -> PropertyDeclaration? {
    if let readProperties { return readProperties.first { $0.name == name } }
    // Read from the one declaration that binds the name, so a type asked only for its `body` does not read every
    // property it declares.
    for member in group.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
      else { continue }
      return PropertyDeclaration.all(in: variable).first { $0.name == name }
    }
    return nil
  }

  /// The first property the type declares by one of `names`, found on the raw tree: a rule that looks for one of many
  /// names, of every view, passes over a type that binds none of them without reading a declaration.
  func firstProperty(namedAnyOf names: NameSet) -> PropertyDeclaration? {
    // Through the lists' layouts, which make no array of their elements.
    guard let block = group.memberBlock.raw.as(RawMemberBlockSyntax.self) else { return nil }
    for member in block.members.layoutView.children {
      guard let variable = member?.as(RawMemberBlockItemSyntax.self)?.decl.as(RawVariableDeclSyntax.self) else {
        continue
      }
      for binding in variable.bindings.layoutView.children {
        guard let pattern = binding?.as(RawPatternBindingSyntax.self)?.pattern.as(RawIdentifierPatternSyntax.self),
          names.contains(pattern.identifier.tokenText)
        else { continue }
        return property(named: String(syntaxText: pattern.identifier.tokenText))
      }
    }
    return nil
  }

  /// Whether the declaration lists one of `protocols` (alone or module-qualified, as `SwiftUI.View`).
  func conforms(to protocols: NameSet) -> Bool {
    inheritedNames.contains { protocols.contains($0) }
  }

  /// The names of the types the declaration lists, the last part of a qualified one (`View` of `SwiftUI.View`): read
  /// once, on the raw tree, as the walk asks every type whether it is a preview and the facts ask the types of views
  /// what they are.
  private lazy var inheritedNames: [SyntaxText] = {
    let clauses = syntax.raw.layoutView?.children.lazy.compactMap { $0?.as(RawInheritanceClauseSyntax.self) }
    return clauses?.first?.inheritedTypes.elements.compactMap { inherited in
      let type = inherited.type
      return (type.as(RawIdentifierTypeSyntax.self)?.name ?? type.as(RawMemberTypeSyntax.self)?.name)?.tokenText
    } ?? []
  }()
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
  /// The type written after the name: `UIButton`, `UIView!`.
  public let typeAnnotation: TypeSyntax?
  public let syntax: VariableDeclSyntax

  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains(name)
  }

  /// The statements of a computed property's getter: its body, or its `get` accessor's.
  public var getter: CodeBlockItemListSyntax? {
    let binding = syntax.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    switch binding?.accessorBlock?.accessors {
    case .getter(let body)?: return body
    case .accessors(let accessors)?:
      return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: return nil
    }
  }

  /// The name of the property's type as the declaration shows it: its annotation without `?` or `!`, else the type
  /// its initial value makes (`UIButton(type: .system)`, `UIImageView().then { ... }`); nil when neither shows it.
  public var typeName: String? {
    var type = typeAnnotation
    while let wrapped = type?.as(OptionalTypeSyntax.self)?.wrappedType
      ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
    {
      type = wrapped
    }
    if let type { return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.trimmedText }
    var value = initializer
    while let call = value?.as(FunctionCallExprSyntax.self) {
      if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        return name.first?.isUppercase == true ? name : nil
      }
      // A configuring call on the new value: `UIButton().then { ... }`.
      value = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }
    return nil
  }

  /// One property per name a declaration binds (`let a = 1, b = 2` declares two).
  static func all(in declaration: VariableDeclSyntax) -> [PropertyDeclaration] {
    var attributes: [String] = []
    var environmentKey: String?
    for case .attribute(let attribute) in declaration.attributes {
      let name =
        attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedText
      attributes.append(name)
      if name == "Environment", case .argumentList(let list)? = attribute.arguments,
        let keyPath = list.first?.expression.as(KeyPathExprSyntax.self),
        let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      {
        environmentKey = component.declName.baseName.text
      }
    }
    let isStatic = declaration.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    return declaration.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      return PropertyDeclaration(
        name: name, attributes: attributes, environmentKey: environmentKey, isStatic: isStatic,
        initializer: binding.initializer?.value, typeAnnotation: binding.typeAnnotation?.type, syntax: declaration)
    }
  }
}
