@_spi(RawSyntax) import SwiftSyntax

/// How a modifier chain is written: `Text("a").font(.body).padding()` is the base `Text("a")` with the
/// modifiers `font` and `padding`, and the outermost call is where the view expression ends.
enum ViewChain {
  /// The node the chain continues into: the modifier call `node` is the receiver of, or the `#if`
  /// block applied to it.
  static func outerLink(of node: Syntax) -> Syntax? {
    guard let parent = node.parent else { return nil }
    if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      let call = parent.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == parent.id
    {
      return Syntax(call)
    }
    if parent.as(PostfixIfConfigExprSyntax.self)?.base?.id == node.id { return parent }
    return nil
  }

  /// What a call's callee says about its place in a chain, worked out once per call in the walk.
  ///
  /// It reads the raw tree: a `Syntax` value holds a counted reference to its tree, so every cast and
  /// child access on the hot path would cost atomic reference counting, while a raw node is a pointer.
  struct Callee {
    /// The raw text of the callee's last name, the one place it is worked out (``FunctionCallExprSyntax/calleeName``
    /// reads it as a string).
    let name: SyntaxText?
    /// For a modifier call, its receiver (the rest of the chain), by identity.
    let receiver: RawSyntax.ID?
    /// The call applies a modifier to a receiver (`.font(...)` in `Text("a").font(...)`), so it is not a base.
    let appliesModifier: Bool
    /// The callee is an implicit member (`.padding()`): a modifier when it starts a chain inside `#if`.
    let isImplicitMember: Bool
    /// The call initializes a type (`Button(...)`, `SwiftUI.Image(...)`, `Stack<T>(...)`, `Image.init(...)`),
    /// rather than calling a function or a static member (`Font.system(size:)`).
    let initializesType: Bool

    init(_ call: RawFunctionCallExprSyntax) {
      var callee = call.calledExpression
      // The kind is read before any cast: a cast goes through the node protocols, for every call of every file.
      if callee.raw.kind == .genericSpecializationExpr,
        let generic = callee.as(RawGenericSpecializationExprSyntax.self)
      {
        callee = generic.expression
      }
      let kind = callee.raw.kind
      if kind == .declReferenceExpr, let reference = callee.as(RawDeclReferenceExprSyntax.self) {
        name = reference.baseName.tokenText
        receiver = nil
        appliesModifier = false
        isImplicitMember = false
        initializesType = name.map(startsUppercase) ?? false
      } else if kind == .memberAccessExpr, let member = callee.as(RawMemberAccessExprSyntax.self) {
        let memberName = member.declName.baseName.tokenText
        let typeName = member.base?.as(RawDeclReferenceExprSyntax.self).map(\.baseName.tokenText).flatMap {
          startsUppercase($0) ? $0 : nil
        }
        appliesModifier = member.base != nil && typeName == nil
        isImplicitMember = member.base == nil
        receiver = appliesModifier ? member.base?.raw.id : nil
        if memberName == "init", let typeName {
          name = typeName
          initializesType = true
        } else {
          name = memberName
          initializesType = !appliesModifier && startsUppercase(memberName)
        }
      } else {
        name = nil
        receiver = nil
        appliesModifier = false
        isImplicitMember = false
        initializesType = false
      }
    }
  }

  /// Whether a chain starts with an implicit member (`.accessibilityLabel("a").font(.body)`): then it is
  /// a piece of a chain inside `#if`, or a value such as `.system(size: 12).weight(.bold)`, not a view.
  /// Read on the raw tree, like ``Callee``.
  static func startsWithImplicitMember(_ call: RawFunctionCallExprSyntax) -> Bool {
    var current = call
    while let member = current.calledExpression.as(RawMemberAccessExprSyntax.self) {
      guard let base = member.base else { return true }
      guard let receiver = base.as(RawFunctionCallExprSyntax.self) else { return false }
      current = receiver
    }
    return false
  }

  /// Whether a name starts with an upper-case letter, as type names do.
  static func startsUppercase(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return String(syntaxText: name).first?.isUppercase == true
  }

  /// The base of a chain (what its first modifier applies to), found without collecting the modifiers.
  static func base(of expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base, !isTypeReference(receiver)
      {
        current = receiver
      } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let receiver = postfix.base {
        current = receiver
      } else {
        return current
      }
    }
  }

  /// Splits a chain into its base and its modifiers, innermost first. Modifiers inside `#if` blocks
  /// (`#if os(iOS) .padding() #endif`) belong to the chain too.
  static func split(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [Modifier]) {
    var outermostFirst: [Modifier] = []
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base, !isTypeReference(receiver)
      {
        // Most chains have a few modifiers: room for four at once, rather than growing one by one.
        if outermostFirst.isEmpty { outermostFirst.reserveCapacity(4) }
        // The callee's name is the member's: its receiver names no type, so it is no `Type.init`.
        let name = member.raw.cast(RawMemberAccessExprSyntax.self).declName.baseName.tokenText
        outermostFirst.append(Modifier(name: String(syntaxText: name), call: call))
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
        outermostFirst.reverse()
        return (current, outermostFirst)
      }
    }
  }

  /// `.padding()` at the start of a chain inside `#if`, which has no receiver.
  private static func leadingDotModifier(_ expression: ExprSyntax) -> Modifier? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil
    else { return nil }
    return Modifier(name: call.calleeName ?? "", call: call)
  }

  /// Whether a receiver names a type (`Font` in `Font.system(size: 12)`): then the call is a static
  /// member, not a modifier.
  static func isTypeReference(_ receiver: ExprSyntax) -> Bool {
    // Read on the raw tree: every chain split or climbed asks it of each receiver, and the name's node is not needed.
    receiver.raw.as(RawDeclReferenceExprSyntax.self).map { startsUppercase($0.baseName.tokenText) } ?? false
  }
}
