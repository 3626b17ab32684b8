import SwiftSyntax

/// What a size argument (`size:`, `ofSize:`) is known to be, from the file alone.
public enum SizeResolution: Equatable, Sendable {
  /// A number that never changes with Dynamic Type: a literal, or a constant initialised with one.
  case fixed
  /// Scaled with Dynamic Type: a `@ScaledMetric` property, or arithmetic on one.
  case scaled
  /// Anything else (a parameter, a computed value): the rule cannot tell and stays silent.
  case unknown
}

extension FileModel {
  /// Resolves a size expression written at `site`: literals, local constants, properties of the
  /// enclosing types and static constants of types declared in this file.
  public func resolveSize(_ expression: ExprSyntax, at site: some SyntaxProtocol) -> SizeResolution {
    resolveSize(expression, at: Syntax(site), depth: 0)
  }

  private func resolveSize(_ expression: ExprSyntax, at site: Syntax, depth: Int) -> SizeResolution {
    guard depth < 4 else { return .unknown }
    let expression = expression.unwrapped
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return .fixed }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return resolveSize(prefix.expression, at: site, depth: depth + 1)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      // A choice between two sizes (`isCompact ? 14 : 16`) is as fixed as they are, whatever chooses.
      if elements.count == 3, let choice = elements[1].as(UnresolvedTernaryExprSyntax.self) {
        let sizes = [choice.thenExpression, elements[2]].map { resolveSize($0, at: site, depth: depth + 1) }
        if sizes.contains(.scaled) { return .scaled }
        return sizes.allSatisfy { $0 == .fixed } ? .fixed : .unknown
      }
      let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map {
        resolveSize($0.element, at: site, depth: depth + 1)
      }
      if operands.contains(.scaled) { return .scaled }
      return operands.allSatisfy { $0 == .fixed } ? .fixed : .unknown
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calleeName == "CGFloat" || call.calleeName == "Double",
      let only = call.arguments.first, call.arguments.count == 1
    {
      return resolveSize(only.expression, at: site, depth: depth + 1)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let local = localConstant(named: name, before: site) {
        return resolveSize(local, at: site, depth: depth + 1)
      }
      return resolveProperty(named: name, in: enclosingType(of: site), at: site, depth: depth)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if member.base?.is(DeclReferenceExprSyntax.self) == true, member.base?.trimmedText == "self" {
        return resolveProperty(named: name, in: enclosingType(of: site), at: site, depth: depth)
      }
      if let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = type(named: typeName),
        let property = type.property(named: name), property.isStatic
      {
        return resolveStoredConstant(property, at: site, depth: depth)
      }
    }
    return .unknown
  }

  /// Looks `name` up in `type` and the types around it.
  private func resolveProperty(
    named name: String, in type: TypeDeclaration?, at site: Syntax, depth: Int
  ) -> SizeResolution {
    var current = type
    while let type = current {
      if let property = type.property(named: name) {
        if property.hasAttribute("ScaledMetric") { return .scaled }
        return resolveStoredConstant(property, at: site, depth: depth)
      }
      current = type.parent
    }
    return .unknown
  }

  /// A `let` (or `static let`) initialised with a fixed value is fixed; a `var` may be set elsewhere.
  private func resolveStoredConstant(_ property: PropertyDeclaration, at site: Syntax, depth: Int) -> SizeResolution {
    guard let initializer = property.initializer, property.syntax.bindingSpecifier.tokenKind == .keyword(.let) else {
      return .unknown
    }
    return resolveSize(initializer, at: site, depth: depth + 1) == .fixed ? .fixed : .unknown
  }

  /// The initial value of a `let` named `name` declared before `site` in a block around it.
  func localConstant(named name: String, before site: Syntax) -> ExprSyntax? {
    var node = site.parent
    while let current = node {
      if let block = current.as(CodeBlockItemListSyntax.self) {
        for item in block where item.position < site.position {
          guard let declaration = item.item.as(VariableDeclSyntax.self),
            declaration.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in declaration.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
          }
        }
      }
      if current.is(MemberBlockSyntax.self) { return nil }
      node = current.parent
    }
    return nil
  }
}
