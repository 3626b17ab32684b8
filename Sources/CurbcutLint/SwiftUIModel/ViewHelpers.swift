import SwiftSyntax

/// Views that code names rather than writes: `Button(action: close) { icon }` where the type declares
/// `var icon: some View { Image("close") }`, `func row() -> some View`, or `static let close = Image("close")` in an
/// `enum Icons`. The model resolves the name to the view expression the helper gives, so a rule sees the image.
extension FileModel {
  /// The image an expression names rather than writes, as far as this file tells: SwiftGen's `Asset.close.swiftUIImage`,
  /// the `Image(...)` a helper of this file gives (`closeIcon`, `Icons.close`), or a helper of a type this file does
  /// not declare it in, left to the project's ``HelperFacts``. Nil for anything else, such as a helper of this file
  /// that gives another view, or a name of no type (`item.icon`).
  public func namedImage(_ expression: ExprSyntax, in type: TypeDeclaration?) -> NamedImage? {
    if isGeneratedAssetImage(expression) { return .generatedAsset }
    guard let helper = helperName(of: expression, in: type) else { return nil }
    if let given = view(givenBy: helper, in: type) { return given.name == "Image" ? .written(given) : nil }
    return helper.typeName.map { .declaredElsewhere(type: $0, member: helper.name) }
  }

  /// The view a helper gives: a property of its type or of the types around it, declared with the type or in an
  /// extension of it in this file (`icon`, `self.icon`), a method of theirs called with or without arguments (`row()`,
  /// `row(item)`), or a static member of a type declared in this file (`Icons.close`, `Self.close`). Nil for a helper
  /// this file does not declare, and for one whose value or body is not one view expression (a `return` or a single
  /// expression).
  private func view(givenBy helper: HelperName, in type: TypeDeclaration?) -> ViewCall? {
    var candidate = helper.owner
    while let current = candidate {
      // The type's own declaration and its extensions in this file.
      for declaration in types where declaration.name == current.name && declaration.memberNames.contains(helper.name) {
        if let given = declaration.viewExpression(ofHelper: helper.name).flatMap(view(writtenAs:)) { return given }
      }
      candidate = current.parent
    }
    return nil
  }

  /// A helper as an expression names it: its name, the type of this file to look for it in first, and the name of
  /// the type it belongs to, which may be declared in another file.
  private struct HelperName {
    let name: String
    let owner: TypeDeclaration?
    let typeName: String?
  }

  /// The helper an expression reads: `icon`, `self.icon` and `Self.icon` in `type`, `Icons.close` in `Icons`.
  private func helperName(of expression: ExprSyntax, in type: TypeDeclaration?) -> HelperName? {
    var named = expression
    if let call = expression.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
    if let reference = named.as(DeclReferenceExprSyntax.self) {
      return HelperName(name: reference.baseName.text, owner: type, typeName: type?.name)
    }
    guard let member = named.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let name = member.declName.baseName.text
    switch base.baseName.tokenKind {
    case .keyword(.self), .keyword(.Self): return HelperName(name: name, owner: type, typeName: type?.name)
    case .identifier(let typeName) where typeName.first?.isUppercase == true:
      // Apple's types have no helpers of the project's (`Color.red`, `UIColor.label`), but `Image.logo` may be one.
      guard typeName == "Image" || (!SwiftUIViews.system.contains(typeName) && !typeName.hasAppleFrameworkPrefix)
      else { return nil }
      return HelperName(name: name, owner: self.type(named: typeName), typeName: typeName)
    default: return nil
    }
  }

  /// Whether an expression is an image SwiftGen generates from an asset catalog, `Asset.close.swiftUIImage`,
  /// `Asset.Icons.close.swiftUIImage` or `feature.icon.swiftUIImage` (an `ImageAsset`'s, whatever the enum is called):
  /// no `Image(...)` call is written, but one is shown. (`Image(asset:)` is an `Image` call, a view of the model
  /// already.)
  public func isGeneratedAssetImage(_ expression: ExprSyntax) -> Bool {
    expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swiftUIImage"
  }

  /// Where this file names the view helper `name` (`navImage(img:)`, `playPauseIcon`), each use judged by whether
  /// VoiceOver reads it as part of something labelled: a control's label, a view labelled or hidden, or another
  /// helper that every use of which is. Empty when the file never names the helper: another file shows it, or none.
  public func usesOfHelper(_ name: String) -> [Bool] {
    if let known = helperUses[name] { return known }
    var visited: Set<String> = []
    let uses = usesOfHelper(name, visited: &visited)
    helperUses[name] = uses
    return uses
  }

  private func usesOfHelper(_ name: String, visited: inout Set<String>) -> [Bool] {
    visited.insert(name)
    // Names, not the declaration's own.
    let uses = identifierTokens(named: name).filter {
      $0.parent?.is(IdentifierPatternSyntax.self) != true && $0.parent?.is(FunctionDeclSyntax.self) != true
    }
    return uses.map { use in
      if isInLabelledPlace(use.positionAfterSkippingLeadingTrivia) { return true }
      guard let user = Self.declarationName(around: use), user != "body", !visited.contains(user) else {
        return false
      }
      let usesOfUser = usesOfHelper(user, visited: &visited)
      return !usesOfUser.isEmpty && usesOfUser.allSatisfy { $0 }
    }
  }

  /// Whether what is written at `position` is read as part of something labelled: it is in the label argument of
  /// the innermost view around it that is a control (`Button(action: play) { playIcon }`), or that view is in a
  /// labelled place, labelled itself (`actionButton(...).accessibilityLabel("Reply")`) included.
  private func isInLabelledPlace(_ position: AbsolutePosition) -> Bool {
    // Views are listed outermost first, so the last that holds the position is the innermost.
    guard let view = views.last(where: { $0.expression.range.contains(position) }) else { return false }
    if let name = view.name, ViewCall.isControl(name), view.argument("label")?.range.contains(position) == true {
      return true
    }
    return view.isInLabelledPlace
  }

  /// The name of the property or function whose code holds `token`, closures included.
  private static func declarationName(around token: TokenSyntax) -> String? {
    for ancestor in sequence(first: Syntax(token), next: \.parent) {
      if let binding = ancestor.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
      if ancestor.is(MemberBlockItemSyntax.self) { return nil }
    }
    return nil
  }
}

extension ViewCall {
  /// When the view's tree is the value of a view helper rather than of `body` (`var playButton: some View { ... }`,
  /// `func navImage(_ name: String) -> some View`), where this file names that helper (``FileModel/usesOfHelper(_:)``);
  /// nil for a view of `body` or of no helper.
  func usesOfEnclosingHelper(in file: FileModel) -> [Bool]? {
    let root = ancestors.reduce(self) { $1 }
    guard let helper = file.scope(of: root.expression).binding?.name, helper != "body" else { return nil }
    return file.usesOfHelper(helper)
  }
}

/// An image an expression names rather than writes (see ``FileModel/namedImage(_:in:)``).
public enum NamedImage {
  /// SwiftGen's image of an asset, read by the asset's name.
  case generatedAsset
  /// The `Image(...)` a helper declared in this file gives.
  case written(ViewCall)
  /// A helper this file does not declare, `type.member`, known once every file is read (``HelperFacts``).
  case declaredElsewhere(type: String, member: String)
}

extension TypeDeclaration {
  /// The one view expression a property or method named `name` gives: a stored property's initial value, or the
  /// single expression or `return` of a computed property's getter or a method's body.
  func viewExpression(ofHelper name: String) -> ExprSyntax? {
    if let property = property(named: name) {
      return property.initializer ?? property.getter?.onlyExpression
    }
    let function = syntax.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members.lazy
      .compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    return function?.body?.statements.onlyExpression
  }
}

extension CodeBlockItemListSyntax {
  /// The expression of a body that is one expression (a `switch` or an `if` too), or one `return`.
  var onlyExpression: ExprSyntax? {
    guard count == 1, let item = first?.item else { return nil }
    return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
      ?? item.as(ExpressionStmtSyntax.self)?.expression
  }
}
