// Raw token text (`SyntaxText`) compares and hashes names without building strings, on the hottest
// path of the walk; the package pins swift-syntax to one version, so this SPI cannot shift under us.
@_spi(RawSyntax) import SwiftSyntax

extension SyntaxProtocol {
  /// The node's text without the leading trivia of its first token and the trailing trivia of its last: what
  /// swift-syntax's `trimmedDescription` gives, read from the tokens rather than from the trimmed copy of the tree
  /// that it builds for each call.
  var trimmedText: String {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = Swift.max(start, bytes.count - trailingTriviaLength.utf8Length)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

extension SyntaxProtocol {
  /// The member names the node's code writes after a period, in order: `move`, `top`, `combined`, `opacity` in
  /// `.move(edge: .top).combined(with: .opacity)`; `accessibilityLabel` in `Text(x).accessibilityLabel("X")`.
  var namesAfterPeriods: [String] {
    var names: [String] = []
    var previousWasPeriod = false
    for token in tokens(viewMode: .sourceAccurate) {
      if previousWasPeriod, case .identifier(let name) = token.tokenKind { names.append(name) }
      previousWasPeriod = token.tokenKind == .period
    }
    return names
  }

  /// Whether one of the names the node's code writes holds one of `words`, ignoring case (`isOnline` holds `online`).
  func hasName(holdingAnyOf words: [String]) -> Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let lowercased = name.lowercased()
      return words.contains(where: lowercased.contains)
    }
  }
}

extension ExprSyntax {
  /// The number a literal writes (`16`, `12.5`, `1_000`), or nil for anything else: a size, a padding or a colour
  /// component the file spells out.
  var literalNumber: Double? {
    let literal =
      self.as(IntegerLiteralExprSyntax.self)?.literal.text ?? self.as(FloatLiteralExprSyntax.self)?.literal.text
    return literal.flatMap { Double(String($0.filter { $0 != "_" })) }
  }
}

extension FunctionCallExprSyntax {
  /// The last name of the callee: `Button` for `Button(...)` and `SwiftUI.Button(...)`, `systemFont`
  /// for `UIFont.systemFont(ofSize:)`, `padding` for `.padding()`, `RatingControl` for `RatingControl<S>(...)`,
  /// `Image` for `Image.init(...)`.
  public var calleeName: String? {
    ViewChain.Callee(raw.cast(RawFunctionCallExprSyntax.self)).name.map { String(syntaxText: $0) }
  }

  /// Arguments with trailing closures named by ``TrailingClosureParameters`` for view `viewName`.
  func viewArguments(forView viewName: String?) -> [ViewArgument] {
    var result = arguments.map { ViewArgument(parameter: $0.label?.text, expression: $0.expression) }
    if let trailing = trailingClosure {
      // Only a few views' parameters depend on the labels, so they are read only when asked, the arguments' from
      // `result` rather than from the syntax again.
      let parameter = TrailingClosureParameters.parameter(
        forView: viewName,
        writesLabel: { label in
          result.contains { $0.parameter == label } || additionalTrailingClosures.contains { $0.label.text == label }
        },
        closureTakesParameters: trailing.signature?.parameterClause != nil)
      result.append(ViewArgument(parameter: parameter, expression: ExprSyntax(trailing)))
    }
    result += additionalTrailingClosures.map {
      ViewArgument(parameter: $0.label.text, expression: ExprSyntax($0.closure))
    }
    return result
  }
}

extension ExprSyntax {
  /// Whether the expression is the literal `false`.
  public var isFalseLiteral: Bool {
    self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
  }

  /// Whether the expression is the literal `true`.
  public var isTrueLiteral: Bool {
    self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
  }

  /// The expression without wrapping parentheses, `try`, `await`, force unwraps and `as` casts.
  public var unwrapped: ExprSyntax {
    if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.expression.unwrapped
    }
    if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrapped }
    if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrapped }
    if let tryExpression = self.as(TryExprSyntax.self) { return tryExpression.expression.unwrapped }
    if let awaitExpression = self.as(AwaitExprSyntax.self) { return awaitExpression.expression.unwrapped }
    return self
  }
}

extension ExprSyntax {
  /// An empty string written out: `""`, or `String("")` (a title that is not a localization key).
  public var isEmptyString: Bool {
    if let call = self.as(FunctionCallExprSyntax.self), call.calleeName == "String", call.arguments.count == 1,
      call.arguments.first?.label == nil
    {
      return call.arguments.first?.expression.isEmptyString == true
    }
    return self.as(StringLiteralExprSyntax.self)?.isEmptyLiteral == true
  }
}

// The literal's segments are read from the raw tree, which makes no node for one: rules ask these of most literals.
extension StringLiteralExprSyntax {
  /// The literal's text when it has no interpolation, else nil.
  public var plainText: String? {
    var text = ""
    for segment in rawSegments {
      guard let piece = segment.flatMap(RawStringSegmentSyntax.init) else { return nil }
      text += String(syntaxText: piece.content.tokenText)
    }
    return text
  }

  /// Whether the literal is empty: `""`.
  var isEmptyLiteral: Bool {
    rawSegments.allSatisfy { segment in
      segment.flatMap(RawStringSegmentSyntax.init)?.content.tokenText.isEmpty == true
    }
  }

  /// Whether the literal has an interpolation (`"Hi \(name)"`).
  var hasInterpolation: Bool {
    rawSegments.contains { $0?.kind != .stringSegment }
  }

  private var rawSegments: RawSyntaxBuffer {
    raw.cast(RawStringLiteralExprSyntax.self).segments.layoutView.children
  }
}

extension SyntaxProtocol {
  /// The source on one line, for quoting in a message: whitespace runs collapsed to a space (none after `(`
  /// or before `)`), long text shortened.
  public var quotedDescription: String {
    var text = ""
    var spaceBefore = false
    for character in trimmedText {
      if character.isWhitespace {
        spaceBefore = true
        continue
      }
      // A member access continued on the next line (`ImageAsset(...)\n  .swiftUIImage`) keeps its dot on the name.
      let continuesMemberAccess =
        character == "." && text.last.map { $0.isLetter || $0.isNumber || ")]\"".contains($0) } == true
      if spaceBefore && !text.isEmpty && text.last != "(" && character != ")" && !continuesMemberAccess {
        text.append(" ")
      }
      spaceBefore = false
      text.append(character)
    }
    return text.count <= 80 ? text : String(text.prefix(79)) + "…"
  }
}

extension CodeBlockItemSyntax {
  /// The statement's expression: one written alone, or an `if` or a `switch` used as a statement.
  var expression: ExprSyntax? {
    item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
  }

  /// The statement as a plain assignment, `target = value`; nil for anything else, compound assignments included.
  var assignment: (target: ExprSyntax, value: ExprSyntax)? {
    expression?.as(SequenceExprSyntax.self)?.assignment
  }

  /// What the statement assigns to, plainly or not: `items` of `items = items + [item]` or `count += 1`.
  var assignedTarget: ExprSyntax? {
    guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
      let target = sequence.elements.first, let operation = sequence.elements.dropFirst().first
    else { return nil }
    if operation.is(AssignmentExprSyntax.self) { return target }
    guard let text = operation.as(BinaryOperatorExprSyntax.self)?.operator.text, text.count > 1, text.last == "=",
      !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    else { return nil }
    return target
  }
}

extension SequenceExprSyntax {
  /// The sequence as a plain assignment, `target = value`; nil for anything else, compound assignments included.
  var assignment: (target: ExprSyntax, value: ExprSyntax)? {
    guard elements.count == 3, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let target = elements.first, let value = elements.last
    else { return nil }
    return (target, value)
  }
}

extension ExprSyntax {
  /// The name of a variable or of a property of `self` (`isOn`, `self.isOn`); nil for any other expression.
  var nameOnSelf: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = self.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }
}

extension String {
  /// Runs `body` with this string as raw bytes, to compare it with token text without a string.
  func withNameText<Result>(_ body: (SyntaxText) -> Result) -> Result {
    var copy = self
    return copy.withSyntaxText(body)
  }
}

extension ExprSyntax {
  /// The closures given to the `stages` chained on a gesture value (`DragGesture().onChanged { }.onEnded { }`), as a
  /// trailing closure or a first argument, outermost first.
  func gestureStageClosures(_ stages: Set<String>) -> [ClosureExprSyntax] {
    var closures: [ClosureExprSyntax] = []
    var expression: ExprSyntax? = self
    while let call = expression?.as(FunctionCallExprSyntax.self) {
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      if let member, stages.contains(member.declName.baseName.text),
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
      {
        closures.append(closure)
      }
      expression = member?.base
    }
    return closures
  }
}

extension SyntaxProtocol {
  /// The names of the values the code reads, not of what holds them: `scrollbarPosition` of
  /// `model.scrollbarPosition == .trailing`, a name followed by a period being only the way to a value. A member every
  /// collection has is named with the collection (`messages.isEmpty`): alone, it would name that of every collection.
  var namesOfValuesRead: [String] {
    tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind,
        token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period
      else { return nil }
      guard collectionMembers.contains(name), let period = token.previousToken(viewMode: .sourceAccurate),
        period.tokenKind == .period, let collection = period.previousToken(viewMode: .sourceAccurate),
        case .identifier(let collectionName) = collection.tokenKind
      else { return name }
      return collectionName + "." + name
    }
  }

  /// The last name in an expression such as `result.averageUtilization < 25` or `status`: the member or variable that
  /// names what it is about.
  var lastName: String? {
    tokens(viewMode: .sourceAccurate).reversed().first { token in
      if case .identifier = token.tokenKind { return true }
      return false
    }?.text
  }
}

/// The members of every collection whose value ``SyntaxProtocol/namesOfValuesRead`` names with the collection's.
private let collectionMembers: Set<String> = ["isEmpty", "count", "first", "last"]
