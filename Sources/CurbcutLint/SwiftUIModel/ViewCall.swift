@_spi(RawSyntax) import SwiftSyntax

/// A SwiftUI view expression as a rule sees it: a base (an initializer such as `Button(...)`, or an
/// expression such as `configuration.label`) with its modifier chain, the views nested in its
/// arguments and modifiers, and the role it plays in the view that contains it.
///
/// Without type information the model cannot know that a call makes a view, so any call with a type
/// name (`Button(...)`, `UIFont(...)`) and any expression with a modifier chain is a `ViewCall`; rules
/// look for the names they know.
///
/// The walk records the whole expression, where it nests, its base call and name, and which accessibility
/// modifiers it applies; arguments, modifiers and role are worked out when a rule first asks, so files pay
/// only for what their rules look at.
public final class ViewCall {
  /// The whole expression: base and modifiers.
  public let expression: ExprSyntax
  /// Where the expression starts and ends (UTF-8 offsets): to tell which views a later one is nested in, and to find
  /// views by place without reading the tree.
  let startOffset: Int
  let endOffset: Int
  /// The type declaration the expression is written in.
  public let enclosingType: TypeDeclaration?
  /// The view whose arguments or modifiers hold this one. Views live as long as their file's model,
  /// which owns them all, so the links between them need not keep each other alive. Only the walk sets the
  /// links, the name and the noted modifiers, never while reading them, so they skip the runtime's exclusivity
  /// checks, which cost more than the reads.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var parent: ViewCall?
  /// Which of the noted modifiers (``NotedModifiers``) the chain applies, one bit each, so that questions about
  /// labels and hiding skip the views that have none without splitting their chains.
  @exclusivity(unchecked) var notedModifiers: UInt64 = 0
  @exclusivity(unchecked) private unowned(unsafe) var firstChild: ViewCall?
  @exclusivity(unchecked) private unowned(unsafe) var lastChild: ViewCall?
  @exclusivity(unchecked) private unowned(unsafe) var nextSibling: ViewCall?

  /// Views nested in this one's arguments and modifiers, in source order.
  public var children: some Sequence<ViewCall> {
    sequence(state: firstChild) { next in
      defer { next = next?.nextSibling }
      return next
    }
  }

  /// What the modifiers apply to.
  public private(set) lazy var base: ExprSyntax = ViewChain.base(of: expression)
  /// The modifiers, innermost (first applied) first.
  public private(set) lazy var modifiers: [Modifier] = ViewChain.split(expression).modifiers
  /// The type name when the base is an initializer (`Button`, `Image`, `RatingControl`), else nil.
  /// Set by the walk, which passes every base that is a call.
  @exclusivity(unchecked) public private(set) var name: String?
  /// The arguments of the base's initializer, trailing closures included (see ``ViewArgument``).
  public private(set) lazy var arguments: [ViewArgument] =
    base.as(FunctionCallExprSyntax.self)?.viewArguments(forView: name) ?? []
  /// Where this view sits in its parent.
  public private(set) lazy var role: ViewRole = parent?.role(at: expression.position) ?? .topLevel
  /// Whether a view around this one puts it in a labelled place (see ``isInLabelledPlace``): worked out once for each
  /// view, from its parent's, where rules and facts asking it of many views each climbed the whole tree.
  private(set) lazy var isInLabelledPlaceAbove: Bool =
    parent.map { $0.putsInLabelledPlace(self) || $0.isInLabelledPlaceAbove } ?? false
  /// The modifier that makes a single tap act on the view (see ``findSingleTap()``): worked out once, as the rules
  /// and the questions about operable views each ask it.
  private(set) lazy var singleTap: Modifier? = findSingleTap()
  /// For a control, the image that is the whole of its label (see ``findOnlyImageInLabel()``): worked out once, as a
  /// rule and the project's facts each ask it of every control.
  private(set) lazy var onlyImageInLabel: ViewCall? = findOnlyImageInLabel()
  /// Whether VoiceOver meets the view as an element of its own, once worked out (see `isReadOnItsOwn(in:)`): two rules
  /// ask it of each image, and the answer may read the whole file.
  var readOnItsOwn: Bool?

  init(expression: ExprSyntax, enclosingType: TypeDeclaration?) {
    self.expression = expression
    self.enclosingType = enclosingType
    startOffset = expression.position.utf8Offset
    endOffset = expression.endPosition.utf8Offset
  }

  /// Records the base and its name when the walk passes it (see `ModelBuilder`), so they need not be
  /// found again.
  func noteBase(_ call: FunctionCallExprSyntax, _ callee: ViewChain.Callee) {
    base = ExprSyntax(call)
    name = callee.initializesType ? callee.name.map { String(syntaxText: $0) } : nil
  }

  /// Makes `child` one of this view's children.
  func adopt(_ child: ViewCall) {
    child.parent = self
    if let lastChild { lastChild.nextSibling = child } else { firstChild = child }
    lastChild = child
  }

  private func role(at position: AbsolutePosition) -> ViewRole {
    if let argument = arguments.first(where: { $0.expression.range.contains(position) }) {
      return .argument(argument.parameter)
    }
    for modifier in modifiers {
      if let argument = modifier.arguments.first(where: { $0.expression.range.contains(position) }) {
        return .modifier(modifier.name, argument: argument.parameter)
      }
    }
    return .other
  }

  // MARK: Queries

  /// The argument bound to `parameter` (`"action"`, `"label"`, `"systemName"`), if written.
  public func argument(_ parameter: String) -> ExprSyntax? {
    arguments.first { $0.parameter == parameter }?.expression
  }

  /// The first argument without a label, such as the title of `Button("Save") { ... }`: nearly always the call's first
  /// (`Text("a")`, `Image(systemName:)` has none), read without working out every argument and trailing closure.
  public var firstUnlabeledArgument: ExprSyntax? {
    if let first = base.as(FunctionCallExprSyntax.self)?.arguments.first, first.label == nil { return first.expression }
    return arguments.first { $0.parameter == nil }?.expression
  }

  /// The modifiers named `name`, innermost first.
  public func modifiers(named name: String) -> [Modifier] {
    modifiers.filter { $0.name == name }
  }

  public func hasModifier(_ name: String) -> Bool {
    modifiers.contains { $0.name == name }
  }

  /// The call of the last-applied `name` modifier, read from the chain's outer end without splitting the chain: for
  /// a question about one modifier of many views (a font's style on every text), where ``modifiers`` would be worked
  /// out for views nothing else asks about. A piece of the chain inside `#if` is not read.
  func lastApplied(_ name: String) -> FunctionCallExprSyntax? {
    // The chain is read on the raw tree, which makes no node: nodes are made only down to the link named, if any.
    let links: Int? = name.withNameText { name in
      var current = expression.raw
      var links = 0
      while let call = current.as(RawFunctionCallExprSyntax.self),
        let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), let receiver = member.base
      {
        if member.declName.baseName.tokenText == name { return links }
        current = receiver.raw
        links += 1
      }
      return nil
    }
    guard let links else { return nil }
    var current = expression
    for _ in 0..<links {
      guard let receiver = current.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base
      else { return nil }
      current = receiver
    }
    return current.as(FunctionCallExprSyntax.self)
  }

  /// The children written in the initializer argument bound to `parameter` (e.g. a button's `label`).
  public func children(in parameter: String) -> [ViewCall] {
    children.filter { $0.role == .argument(parameter) }
  }

  /// Whether the nearest view named `name` around this one holds it in its content (`Picker(...) { ... }`'s options,
  /// `Menu { ... }`'s items), rather than in its label or a modifier.
  public func isInContent(ofNearest name: String) -> Bool {
    var child = self
    for ancestor in ancestors {
      if ancestor.name == name { return child.role == .argument("content") }
      child = ancestor
    }
    return false
  }

  /// The parent, its parent, and so on outwards.
  public var ancestors: some Sequence<ViewCall> {
    sequence(first: self, next: \.parent).dropFirst()
  }

  /// Whether the view is drawn in a row of a collection (in a `List` or `ForEach`), not on a screen a row opens (a
  /// `NavigationLink`'s `destination:`, a sheet's content).
  public var isInCollectionRow: Bool {
    // Most views are in no collection: their roles, which take longer to work out, are not asked for.
    guard ancestors.contains(where: { $0.name == "ForEach" || $0.name == "List" }) else { return false }
    var view = self
    while let parent = view.parent {
      switch view.role {
      case .argument("destination"): return false
      case .modifier(let name, _) where Self.presentingModifiers.contains(name): return false
      default: break
      }
      if parent.name == "ForEach" || parent.name == "List" { return true }
      view = parent
    }
    return false
  }

  /// The modifiers whose content is a screen of its own.
  private static let presentingModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
  ]

  /// The name of the function or property whose code holds the view's tree: `EntryCell` for a view drawn by
  /// `func EntryCell(_ item: Item) -> some View`, `body` for a body's.
  public var declarationName: String? {
    var root = self
    while let parent = root.parent { root = parent }
    for node in sequence(first: Syntax(root.expression), next: \.parent).prefix(Self.declarationDepth) {
      switch node.as(SyntaxEnum.self) {
      case .functionDecl(let function): return function.name.text
      case .patternBinding(let binding): return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      case .memberBlockItem, .sourceFile: return nil
      default: continue
      }
    }
    return nil
  }

  /// How far above a tree's outermost view its declaration is looked for: past the statements and closures of an
  /// `if` or a `Group`, not through a long expression.
  private static let declarationDepth = 24
}

/// Where a view sits in the view that holds it.
public enum ViewRole: Hashable, Sendable {
  /// Not inside another view expression (e.g. the whole body).
  case topLevel
  /// An argument of the parent's initializer, by parameter: `label` and `action` of a `Button`,
  /// `icon` and `title` of a `Label`, `content` of a stack; nil for an unlabeled value argument.
  case argument(String?)
  /// An argument of one of the parent's modifiers, e.g. `.overlay { ... }` or `.background(Image(...))`.
  case modifier(String, argument: String?)
  /// Elsewhere in the parent expression, e.g. inside a subscript.
  case other
}

/// An argument as a view model sees it: trailing closures get the name of the parameter they bind to.
public struct ViewArgument {
  /// The parameter name: the label as written, the name SwiftUI gives an unlabeled trailing closure
  /// (see ``TrailingClosureParameters``), or nil for an unlabeled argument such as a title.
  public let parameter: String?
  public let expression: ExprSyntax
}

/// A modifier call in a chain, such as `.accessibilityLabel("Share")`.
public struct Modifier {
  public let name: String
  public let call: FunctionCallExprSyntax

  /// The modifier's arguments; an unlabeled trailing closure is its `content`.
  public var arguments: [ViewArgument] { call.viewArguments(forView: nil) }

  /// The argument bound to `parameter`, if written. The call's own arguments come first in ``arguments``, so they are
  /// searched before the trailing closures are worked out.
  public func argument(_ parameter: String) -> ExprSyntax? {
    if let written = writtenArgument(parameter) { return written }
    // Trailing closures, the rest of them, follow a first one.
    guard call.trailingClosure != nil else { return nil }
    return arguments.first { $0.parameter == parameter }?.expression
  }

  /// The argument written in the call's parentheses with `label` (the `count:` of `.onTapGesture(count: 2)`): where a
  /// label only such an argument can have is asked of every modifier of its name, without working out the trailing
  /// closures as ``argument(_:)`` then does.
  func writtenArgument(_ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The first argument without a label, e.g. the `"Share"` of `.accessibilityLabel("Share")`: nearly always the call's
  /// first, read without working out every argument.
  public var firstUnlabeledArgument: ExprSyntax? {
    if let first = call.arguments.first, first.label == nil { return first.expression }
    return arguments.first { $0.parameter == nil }?.expression
  }
}
