import SwiftSyntax

/// Views that code names rather than writes: `Button(action: close) { icon }` where the type declares
/// `var icon: some View { Image("close") }`, `func row() -> some View`, or `static let close = Image("close")` in an
/// `enum Icons`. The model resolves the name to the view expression the helper gives, so a rule sees the image.
extension FileModel {
  /// The view a helper gives, for an expression that names one: a property of `type` or of the types around it,
  /// declared with the type or in an extension of it in this file (`icon`, `self.icon`), a method of theirs called with or without arguments (`row()`, `row(item)`), or a static
  /// member of a type declared in this file (`Icons.close`, `Self.close`). Nil for anything else, and for a helper
  /// whose value or body is not one view expression (a `return` or a single expression).
  public func view(givenBy expression: ExprSyntax, in type: TypeDeclaration?) -> ViewCall? {
    guard let (name, owner) = helperName(of: expression, in: type) else { return nil }
    var candidate = owner
    while let current = candidate {
      // The type's own declaration and its extensions in this file.
      for declaration in types where declaration.name == current.name {
        if let given = declaration.viewExpression(ofHelper: name).flatMap(view(writtenAs:)) { return given }
      }
      candidate = current.parent
    }
    return nil
  }

  /// The name an expression reads a helper by, and the type to look for it in first.
  private func helperName(of expression: ExprSyntax, in type: TypeDeclaration?) -> (String, TypeDeclaration?)? {
    var named = expression
    if let call = expression.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
    if let reference = named.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, type) }
    guard let member = named.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let name = member.declName.baseName.text
    switch base.baseName.tokenKind {
    case .keyword(.self), .keyword(.Self): return (name, type)
    default: return self.type(named: base.baseName.text).map { (name, $0) }
    }
  }

  /// Whether an expression is an image SwiftGen generates from an asset catalog, `Asset.close.swiftUIImage` or
  /// `Asset.Icons.close.swiftUIImage`: no `Image(...)` call is written, but one is shown. (`Image(asset:)` is an
  /// `Image` call, a view of the model already.)
  public func isGeneratedAssetImage(_ expression: ExprSyntax) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "swiftUIImage"
    else { return false }
    var base = member.base
    while let outer = base?.as(MemberAccessExprSyntax.self) { base = outer.base }
    return base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Asset"
  }

  /// The view whose whole expression is `expression`.
  private func view(writtenAs expression: ExprSyntax) -> ViewCall? {
    views.first { $0.expression.id == expression.id }
  }
}

extension TypeDeclaration {
  /// The one view expression a property or method named `name` gives: a stored property's initial value, or the
  /// single expression or `return` of a computed property's getter or a method's body.
  func viewExpression(ofHelper name: String) -> ExprSyntax? {
    if let property = property(named: name) {
      if let initializer = property.initializer { return initializer }
      let binding = property.syntax.bindings.first {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      }
      switch binding?.accessorBlock?.accessors {
      case .getter(let body)?: return Self.onlyExpression(of: body)
      case .accessors(let accessors)?:
        return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.flatMap {
          Self.onlyExpression(of: $0.statements)
        }
      case nil: return nil
      }
    }
    let function = syntax.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members.lazy
      .compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    return function?.body.flatMap { Self.onlyExpression(of: $0.statements) }
  }

  /// The expression of a body that is one expression, or one `return`.
  private static func onlyExpression(of body: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard body.count == 1, let item = body.first?.item else { return nil }
    return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
  }
}
