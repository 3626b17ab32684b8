import SwiftSyntax

/// The one walk of a file: builds its ``FileModel`` (view tree, call and assignment indexes, type
/// declarations) and collects `curbcut:` comments, visiting each node once.
final class ModelBuilder: SyntaxVisitor {
  private let model: FileModel
  /// Whether the file mentions `curbcut:` at all; only then are comments read.
  private let readsComments: Bool
  /// Views whose expression may still hold the next node visited, outermost first.
  private var openViews: [ViewCall] = []
  private var openTypes: [TypeDeclaration] = []

  private init(model: FileModel, readsComments: Bool) {
    self.model = model
    self.readsComments = readsComments
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks `model.tree` once and fills `model`.
  static func build(_ model: FileModel) {
    let readsComments = model.source.bytes.containsSubsequence(Array(SuppressionComment.prefix.utf8))
    ModelBuilder(model: model, readsComments: readsComments).walk(model.tree)
  }

  // MARK: Views and calls

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calleeName { model.callsByName[name, default: []].append(node) }
    if !Self.continuesChain(Syntax(node)) { addView(ending: ExprSyntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
    if !Self.continuesChain(Syntax(node)) { addView(ending: ExprSyntax(node)) }
    return .visitChildren
  }

  /// Whether `node` is the receiver of a modifier call (`Text("a")` in `Text("a").bold()`), so the
  /// view expression ends further out.
  private static func continuesChain(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      let call = parent.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == parent.id
    {
      return true
    }
    return parent.as(PostfixIfConfigExprSyntax.self)?.base?.id == node.id
  }

  /// Records the view expression that ends at `expression` (the outermost modifier call), if it is one.
  private func addView(ending expression: ExprSyntax) {
    let (base, modifiers) = Self.split(expression)
    let baseCall = base.as(FunctionCallExprSyntax.self)
    let name = baseCall.flatMap(Self.initializedTypeName)
    guard name != nil || !modifiers.isEmpty else { return }
    let view = ViewCall(
      base: base, name: name, arguments: baseCall?.viewArguments(forView: name) ?? [], modifiers: modifiers,
      expression: expression, enclosingType: openTypes.last)
    while let last = openViews.last, !last.expression.range.contains(expression.position) {
      openViews.removeLast()
    }
    openViews.last?.adopt(view)
    openViews.append(view)
    model.views.append(view)
    for modifier in modifiers {
      model.viewsByModifierCall[modifier.call.id] = view
    }
  }

  /// The type name of an initializer call (`Button(...)`, `SwiftUI.Image(...)`, `Stack<T>(...)`), or nil
  /// for a function or static member call (`Font.system(size:)`).
  private static func initializedTypeName(_ call: FunctionCallExprSyntax) -> String? {
    guard let name = call.calleeName, name.first?.isUppercase == true else { return nil }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != name,
      member.declName.baseName.text != "init"
    {
      return nil
    }
    return name
  }

  /// Splits a chain into its base and its modifiers, innermost first. Modifiers inside `#if` blocks
  /// (`#if os(iOS) .padding() #endif`) belong to the chain too.
  private static func split(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [Modifier]) {
    var outermostFirst: [Modifier] = []
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base, !isTypeReference(receiver)
      {
        outermostFirst.append(modifier(call, named: member.declName.baseName.text))
        current = receiver
      } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let receiver = postfix.base {
        for clause in postfix.config.clauses.reversed() {
          if case .postfixExpression(let inner)? = clause.elements {
            let (innerBase, innerModifiers) = split(inner)
            outermostFirst += innerModifiers.reversed()
            if let leading = leadingDotModifier(innerBase) { outermostFirst.append(leading) }
          }
        }
        current = receiver
      } else {
        return (current, outermostFirst.reversed())
      }
    }
  }

  /// `.padding()` at the start of a chain inside `#if`, which has no receiver.
  private static func leadingDotModifier(_ expression: ExprSyntax) -> Modifier? {
    guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil
    else { return nil }
    return modifier(call, named: member.declName.baseName.text)
  }

  private static func modifier(_ call: FunctionCallExprSyntax, named name: String) -> Modifier {
    Modifier(name: name, call: call, arguments: call.viewArguments(forView: nil))
  }

  /// Whether a receiver names a type (`Font` in `Font.system(size: 12)`): then the call is a static
  /// member, not a modifier.
  private static func isTypeReference(_ receiver: ExprSyntax) -> Bool {
    guard let reference = receiver.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.first?.isUppercase == true
  }

  // MARK: Assignments

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
    let target = elements[0]
    let values = Array(elements[2...])
    if let member = target.as(MemberAccessExprSyntax.self) {
      let assignment = MemberAssignment(member: member.declName.baseName.text, base: member.base, values: values, syntax: node)
      model.assignmentsByMember[assignment.member, default: []].append(assignment)
    } else if let reference = target.as(DeclReferenceExprSyntax.self) {
      let assignment = MemberAssignment(member: reference.baseName.text, base: nil, values: values, syntax: node)
      model.assignmentsByMember[assignment.member, default: []].append(assignment)
    }
    return .visitChildren
  }

  // MARK: Imports and previews

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { model.imports.insert(module) }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { model.previewRanges.append(node.range.utf8Offsets) }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { model.previewRanges.append(node.range.utf8Offsets) }
    return .visitChildren
  }

  // MARK: Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .struct, name: node.name.text)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .class, name: node.name.text)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .enum, name: node.name.text)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .actor, name: node.name.text)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .protocol, name: node.name.text)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .extension, name: node.extendedType.trimmedDescription)
  }

  override func visitPost(_ node: StructDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ClassDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: EnumDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ActorDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ProtocolDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ExtensionDeclSyntax) { openTypes.removeLast() }

  private func openType(_ node: some DeclGroupSyntax, kind: TypeDeclaration.Kind, name: String) -> SyntaxVisitorContinueKind {
    let type = TypeDeclaration(node, kind: kind, name: name, parent: openTypes.last)
    openTypes.append(type)
    model.types.append(type)
    if type.conforms(to: "PreviewProvider") { model.previewRanges.append(node.range.utf8Offsets) }
    return .visitChildren
  }

  // MARK: Comments

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard readsComments else { return .skipChildren }
    readComments(in: token.leadingTrivia, from: token.position.utf8Offset)
    readComments(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
    return .skipChildren
  }

  private func readComments(in trivia: Trivia, from start: Int) {
    var offset = start
    for piece in trivia {
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
        let line = model.source.lines.line(ofUTF8Offset: offset)
        if let comment = SuppressionComment(comment: text, line: line, start: offset) {
          model.suppressionComments.append(comment)
        }
      default:
        break
      }
      offset += piece.sourceLength.utf8Length
    }
  }
}

extension Range where Bound == AbsolutePosition {
  fileprivate var utf8Offsets: Range<Int> { lowerBound.utf8Offset..<upperBound.utf8Offset }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the bytes: a quick test before any work on comments.
  func containsSubsequence(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return false }
    var index = startIndex
    while let found = self[index...].firstIndex(of: first) {
      if found + needle.count > count { return false }
      if self[found..<(found + needle.count)].elementsEqual(needle) { return true }
      index = found + 1
    }
    return false
  }
}
