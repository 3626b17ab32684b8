@_spi(RawSyntax) import SwiftSyntax

/// The one walk of a file: builds its ``FileModel`` (view tree, call and assignment indexes, type
/// declarations, and the nodes the syntax rules inspect with their ``Scope``), visiting each node once; then, in the rare file that mentions `curbcut:`, collects its
/// suppression comments from the tokens' trivia.
///
/// The walk's state is read and written for every call, never by overlapping accesses, so it skips the
/// runtime's exclusivity checks (as do the view model's links, see ``ViewCall/parent``).
final class ModelBuilder: SyntaxVisitor {
  private let model: FileModel
  /// Views whose expression may still hold the next node visited, outermost first.
  @exclusivity(unchecked) private var openViews: [ViewCall] = []
  @exclusivity(unchecked) private var openTypes: [TypeDeclaration] = []
  /// The functions, initializers, accessors, properties and closures the next node visited is in, outermost first.
  @exclusivity(unchecked) private var openDeclarations: [Syntax] = []
  /// The node kinds the syntax rules inspect; `notesNodes` is false when there are none, as in most runs.
  private let inspectedKinds: Set<SyntaxKind>
  private let notedModifiers: NotedModifiers
  private let notesNodes: Bool
  /// The receiver of the modifier call visited last (`Text("a")` after `Text("a").bold()`): the walk
  /// reaches it next, and it continues that call's chain.
  @exclusivity(unchecked) private var chainReceiver: RawSyntax.ID?
  /// The view of the chain being walked, nil when the chain is not one. A chain's calls are visited one
  /// after another, outermost first, before any view nested in their arguments.
  @exclusivity(unchecked) private var chainView: ViewCall?

  private init(model: FileModel) {
    self.model = model
    inspectedKinds = model.inspected.kinds
    notedModifiers = model.inspected.modifiers
    notesNodes = !inspectedKinds.isEmpty
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks `model.tree` once and fills `model`.
  static func build(_ model: FileModel) {
    let builder = ModelBuilder(model: model)
    builder.walk(model.tree)
    guard model.source.bytes.containsSubsequence(Array(SuppressionComment.prefix.utf8)) else { return }
    for token in model.tree.tokens(viewMode: .sourceAccurate) {
      builder.readComments(in: token.leadingTrivia, from: token.position.utf8Offset, before: token)
      builder.readComments(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  // MARK: Views and calls

  /// Each call is looked at once: indexed by name, and placed in the view model. A call that ends a
  /// chain makes a view when it applies a modifier or initializes a type, unless the chain starts with an
  /// implicit member. The call of a chain that neither applies a modifier nor is an implicit member is
  /// the chain's base.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    let call = node.raw.cast(RawFunctionCallExprSyntax.self)
    let callee = ViewChain.Callee(call)
    if let name = callee.name, let index = model.inspected.calls.index(of: name) {
      model.callsByName[index].append(node)
    }
    if chainReceiver != call.raw.id {
      let makesView =
        callee.appliesModifier ? !ViewChain.startsWithImplicitMember(call) : callee.initializesType
      chainView = makesView ? addView(ending: ExprSyntax(node)) : nil
    }
    chainReceiver = callee.receiver
    if !callee.appliesModifier && !callee.isImplicitMember, let view = chainView {
      view.noteBase(node, callee)
      // A view's own name is noted with its modifiers, for the rules that look at views of that name.
      if callee.initializesType, let name = callee.name { view.notedModifiers |= notedModifiers.bit(name) }
    }
    if callee.appliesModifier || callee.isImplicitMember, let name = callee.name {
      let bit = notedModifiers.bit(name)
      if bit != 0, let owner = owner(ofModifierAt: node) { owner.notedModifiers |= bit }
    }
    return .visitChildren
  }

  override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    if chainReceiver != node.raw.id { chainView = addView(ending: ExprSyntax(node)) }
    chainReceiver = node.base?.raw.id
    return .visitChildren
  }

  /// The view a modifier call applies to: the chain's own view, or, for a chain inside a `#if` block
  /// (which is no view of its own), the view the block belongs to, the innermost one still open.
  private func owner(ofModifierAt node: FunctionCallExprSyntax) -> ViewCall? {
    if let chainView { return chainView }
    closeViews(endingBefore: node.position.utf8Offset)
    return openViews.last
  }

  /// Records the view expression that ends at `expression` (the outermost modifier call).
  @discardableResult
  private func addView(ending expression: ExprSyntax) -> ViewCall {
    let view = ViewCall(expression: expression, enclosingType: openTypes.last)
    closeViews(endingBefore: view.startOffset)
    openViews.last?.adopt(view)
    openViews.append(view)
    model.views.append(view)
    return view
  }

  /// Forgets the open views that end before `offset`: the walk has left them.
  private func closeViews(endingBefore offset: Int) {
    while let last = openViews.last, last.endOffset <= offset {
      openViews.removeLast()
    }
  }

  // MARK: Assignments

  /// Indexes assignments to the members some rule inspects: `label.accessibilityLabel = "Close"`, and compound ones
  /// such as `button.accessibilityTraits |= .button` (older UIKit code's way to add a trait).
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    // Nearly every sequence is an operation, told from an assignment on the raw tree.
    let raw = node.raw.cast(RawSequenceExprSyntax.self).elements.layoutView.children
    guard raw.count >= 3, let operation = raw[1], let target = node.elements.first else { return .visitChildren }
    let assignmentOperator: String
    if operation.kind == .assignmentExpr {
      assignmentOperator = "="
    } else if let binary = operation.as(RawBinaryOperatorExprSyntax.self),
      case let text = binary.operator.tokenText, text.count >= 2, text.last == UInt8(ascii: "="),
      !["==", "!=", "<=", ">=", "==="].contains(String(syntaxText: text))
    {
      assignmentOperator = String(syntaxText: text)
    } else {
      return .visitChildren
    }
    let member = target.as(MemberAccessExprSyntax.self)
    guard let name = member?.declName.baseName ?? target.as(DeclReferenceExprSyntax.self)?.baseName,
      model.inspected.members.contains(name.rawText)
    else { return .visitChildren }
    let values = Array(node.elements.dropFirst(2))
    let assignment = MemberAssignment(
      member: name.text, base: member?.base, operator: assignmentOperator, values: values, syntax: node)
    model.assignmentsByMember[assignment.member, default: []].append(assignment)
    return .visitChildren
  }

  // MARK: Imports, aliases and previews

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    let type = node.initializer.value
    let parts =
      type.as(CompositionTypeSyntax.self)?.elements.map { $0.type.trimmedText } ?? [type.trimmedText]
    model.typeAliases[node.name.text] = parts
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    if let module = node.raw.cast(RawImportDeclSyntax.self).path.elements.first?.name.tokenText {
      model.imports.insert(String(syntaxText: module))
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    return notePreview(node)
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    return notePreview(node)
  }

  /// Records a `#Preview { ... }`, written as a declaration or as an expression.
  private func notePreview(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
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
    openType(node, kind: .extension, name: node.extendedType.trimmedText)
  }

  override func visitPost(_ node: StructDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ClassDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: EnumDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ActorDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ProtocolDeclSyntax) { openTypes.removeLast() }
  override func visitPost(_ node: ExtensionDeclSyntax) { openTypes.removeLast() }

  private func openType(
    _ node: some DeclGroupSyntax, kind: TypeDeclaration.Kind, name: String
  ) -> SyntaxVisitorContinueKind {
    note(node)
    let type = TypeDeclaration(node, kind: kind, name: name, parent: openTypes.last)
    openTypes.append(type)
    model.types.append(type)
    if type.conforms(to: Self.previewProvider) { model.previewRanges.append(node.range.utf8Offsets) }
    return .visitChildren
  }

  // MARK: Other nodes

  // Names, literals, types, modifiers and attributes make up a third of a file's nodes and never hold a call the
  // model records, so the walk does not descend into them. Where a node's children tell, they are read on the raw
  // tree, which builds no nodes (see `ViewChain.Callee`). Each kind a syntax rule may inspect has an override here
  // that notes it (``inspectableKinds``): a `SyntaxVisitor` calls only the overrides there are, so a kind no rule
  // inspects costs nothing, where a `visitAny` for every node cost 10 % more instructions.

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .skipChildren) }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: FunctionDeclSyntax) { closeDeclaration() }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: InitializerDeclSyntax) { closeDeclaration() }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: DeinitializerDeclSyntax) { closeDeclaration() }
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: AccessorDeclSyntax) { closeDeclaration() }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: SubscriptDeclSyntax) { closeDeclaration() }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: VariableDeclSyntax) { closeDeclaration() }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { openDeclaration(node) }
  override func visitPost(_ node: ClosureExprSyntax) { closeDeclaration() }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }
  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { noted(node, .visitChildren) }

  /// The protocol of the previews declared as types, whose code is preview code.
  private static let previewProvider: NameSet = ["PreviewProvider"]

  /// The node kinds the walk hands to syntax rules: those with an override here. A rule that names another kind is
  /// refused when the rule set is built.
  static let inspectableKinds: Set<SyntaxKind> = [
    .functionCallExpr, .postfixIfConfigExpr, .sequenceExpr, .typeAliasDecl, .importDecl, .macroExpansionExpr,
    .macroExpansionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
    .memberAccessExpr, .stringLiteralExpr, .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr,
    .booleanLiteralExpr, .nilLiteralExpr, .identifierPattern, .typeAnnotation, .returnClause, .inheritanceClause,
    .genericArgumentClause, .genericParameterClause, .genericWhereClause, .declModifierList, .attributeList,
    .keyPathExpr, .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .subscriptDecl, .variableDecl,
    .closureExpr, .ifExpr, .guardStmt, .switchExpr, .switchCase, .unresolvedTernaryExpr, .forStmt,
    .whileStmt, .repeatStmt, .doStmt, .returnStmt, .labeledExpr, .arrayExpr, .dictionaryExpr, .tupleExpr,
    .assignmentExpr, .binaryOperatorExpr, .prefixOperatorExpr, .optionalChainingExpr,
    .forceUnwrapExpr, .awaitExpr, .tryExpr, .subscriptCallExpr, .codeBlockItem, .memberBlockItem,
  ]

  /// Notes `node` and goes on as `next` says: the whole of the overrides that only note.
  private func noted(_ node: some SyntaxProtocol, _ next: SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
    note(node)
    return next
  }

  /// Notes a declaration that is a scope (a function, initializer, accessor, property or closure) and enters it; its
  /// `visitPost` leaves it. Only scopes need the declarations, so a run without syntax rules keeps none.
  private func openDeclaration(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    guard notesNodes else { return .visitChildren }
    note(node)
    openDeclarations.append(Syntax(node))
    return .visitChildren
  }

  private func closeDeclaration() {
    if notesNodes { openDeclarations.removeLast() }
  }

  /// Records `node` for the syntax rules when they inspect its kind. Every `visit` override calls it first.
  private func note(_ node: some SyntaxProtocol) {
    guard notesNodes, inspectedKinds.contains(node.kind) else { return }
    model.inspectedNodes.append(
      Scope(node: Syntax(node), enclosingType: openTypes.last, declaration: openDeclarations.last, file: model))
  }

  /// An implicit member (`.headline`) is a name alone; a member of a base may hold calls in the base.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    return node.raw.cast(RawMemberAccessExprSyntax.self).base == nil ? .skipChildren : .visitChildren
  }

  /// A string without interpolation is text alone.
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    note(node)
    return node.hasInterpolation ? .visitChildren : .skipChildren
  }

  // MARK: Comments

  /// Reads the suppression comments of a token's trivia; `token` is the token the trivia leads to, whose code a
  /// `disable:next` comment right above it covers.
  private func readComments(in trivia: Trivia, from start: Int, before token: TokenSyntax? = nil) {
    var offset = start
    for piece in trivia {
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
        let line = model.source.lines.line(ofUTF8Offset: offset)
        if var comment = SuppressionComment(comment: text, line: line, start: offset) {
          if comment.action == .disableNext, let token,
            model.source.lines.line(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset) == line + 1
          {
            let end = Self.codeStarting(at: token).endPositionBeforeTrailingTrivia.utf8Offset
            comment.nextLines = (line + 1)...model.source.lines.line(ofUTF8Offset: max(end - 1, 0))
          }
          model.suppressionComments.append(comment)
        }
      default:
        break
      }
      offset += piece.sourceLength.utf8Length
    }
  }

  /// What starts at `token`: the outermost statement or expression whose first token it is (a whole view expression
  /// with its modifier chain and closures), or, at the `.` of a modifier, that modifier's call. Never a declaration
  /// or statement with a body (a type, a function, a computed property, an `if` or a loop): a comment above
  /// `var body: some View {` covers that line, not the view. The token alone when nothing else starts there.
  static func codeStarting(at token: TokenSyntax) -> Syntax {
    var code = Syntax(token)
    while let parent = code.parent, parent.firstToken(viewMode: .sourceAccurate) == token, !holdsABody(parent) {
      code = parent
    }
    if code.is(TokenSyntax.self), token.tokenKind == .period,
      let member = token.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
    {
      return Syntax(call)
    }
    return code
  }

  /// Whether a node is a list of statements or members, or a declaration or statement with a body of them.
  private static func holdsABody(_ node: Syntax) -> Bool {
    if let variable = node.as(VariableDeclSyntax.self) {
      return variable.bindings.contains { $0.accessorBlock != nil }
    }
    switch node.kind {
    case .codeBlockItemList, .memberBlockItemList, .sourceFile, .structDecl, .classDecl, .enumDecl, .actorDecl,
      .protocolDecl, .extensionDecl, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl,
      .accessorDecl, .ifExpr, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .switchExpr, .doStmt, .ifConfigDecl:
      return true
    default:
      return false
    }
  }
}

extension Range where Bound == AbsolutePosition {
  fileprivate var utf8Offsets: Range<Int> { lowerBound.utf8Offset..<upperBound.utf8Offset }
}
