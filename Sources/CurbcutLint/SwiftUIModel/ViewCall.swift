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
  /// Where the expression ends (UTF-8 offset), to tell which views a later one is nested in.
  let endOffset: Int
  /// The type declaration the expression is written in.
  public let enclosingType: TypeDeclaration?
  /// The view whose arguments or modifiers hold this one. Views live as long as their file's model,
  /// which owns them all, so the links between them need not keep each other alive. Only the walk sets the
  /// links, the name and the noted modifiers, never while reading them, so they skip the runtime's exclusivity
  /// checks, which cost more than the reads.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var parent: ViewCall?
  /// Which accessibility modifiers the chain applies, noted by the walk so that questions about labels
  /// and hiding skip the views that have none without splitting their chains.
  @exclusivity(unchecked) var accessibilityModifiers: AccessibilityModifiers = []
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

  init(expression: ExprSyntax, enclosingType: TypeDeclaration?) {
    self.expression = expression
    self.enclosingType = enclosingType
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

  /// The first argument without a label, such as the title of `Button("Save") { ... }`.
  public var firstUnlabeledArgument: ExprSyntax? {
    arguments.first { $0.parameter == nil }?.expression
  }

  /// The modifiers named `name`, innermost first.
  public func modifiers(named name: String) -> [Modifier] {
    modifiers.filter { $0.name == name }
  }

  public func hasModifier(_ name: String) -> Bool {
    modifiers.contains { $0.name == name }
  }

  /// The children written in the initializer argument bound to `parameter` (e.g. a button's `label`).
  public func children(in parameter: String) -> [ViewCall] {
    children.filter { $0.role == .argument(parameter) }
  }

  /// The parent, its parent, and so on outwards.
  public var ancestors: some Sequence<ViewCall> {
    sequence(first: self, next: \.parent).dropFirst()
  }

  /// Whether an accessibility label is set on this view: `.accessibilityLabel(...)`,
  /// `.accessibility(label:)`, or a `label:` argument of the initializer (`Image(_:label:)`).
  public var hasAccessibilityLabel: Bool {
    (accessibilityModifiers.contains(.label)
      && (hasModifier("accessibilityLabel")
        || modifiers(named: "accessibility").contains { $0.argument("label") != nil }))
      || hasLabelArgument
  }

  /// Whether the initializer is given a `label:` value rather than a view builder, read from the call
  /// itself: the climbs up the view tree that ask this of every ancestor need not build their arguments.
  private var hasLabelArgument: Bool {
    base.as(FunctionCallExprSyntax.self)?.arguments.contains {
      $0.label?.rawText == "label" && !$0.expression.is(ClosureExprSyntax.self)
    } ?? false
  }

  /// Whether `.accessibilityHidden(true)`, the deprecated `.accessibility(hidden: true)` or `.hidden()`
  /// hides this view from assistive technologies. A condition other than the literal `false` counts as
  /// hidden, since the view is hidden at least some of the time by design.
  public var isAccessibilityHidden: Bool {
    guard accessibilityModifiers.contains(.hidden) else { return false }
    return hasModifier("hidden")
      || modifiers(named: "accessibilityHidden").contains { $0.firstUnlabeledArgument?.isFalseLiteral == false }
      || modifiers(named: "accessibility").contains { $0.argument("hidden").map { !$0.isFalseLiteral } ?? false }
  }

  /// The behaviour given by `.accessibilityElement(children:)` on this view, if any.
  public var accessibilityElementChildren: AccessibilityChildBehavior? {
    guard accessibilityModifiers.contains(.element), let modifier = modifiers(named: "accessibilityElement").last else {
      return nil
    }
    guard let argument = modifier.argument("children") else { return .ignore }
    return AccessibilityChildBehavior(argument)
  }

  /// Whether VoiceOver reads this view as part of something labelled, or not at all, so it needs no label
  /// of its own: it is labelled or hidden itself; a view around it is hidden, ignores its children, or
  /// combines them under a label of its own; it is part of a control's label; or it is in a tab item.
  var isInLabelledPlace: Bool {
    if hasAccessibilityLabel || isAccessibilityHidden { return true }
    var child = self
    for ancestor in ancestors {
      if ancestor.isAccessibilityHidden { return true }
      switch ancestor.accessibilityElementChildren {
      case .ignore?: return true
      case .combine?, .unknown?: if ancestor.hasAccessibilityLabel { return true }
      default: break
      }
      if let name = ancestor.name, ViewCall.isControl(name), child.role == .argument("label") { return true }
      if ancestor.accessibilityModifiers.contains(.tabItem), case .modifier("tabItem", _) = child.role { return true }
      if ancestor.hasAccessibilityLabel && ancestor.readableDescendants(upTo: 2) == 1 { return true }
      child = ancestor
    }
    return false
  }

  /// How many views inside this one VoiceOver could read on their own (text, images and controls), counted up to
  /// `limit`: a label on a view with one of them labels that one, and the count matters no further.
  private func readableDescendants(upTo limit: Int) -> Int {
    var count = 0
    for child in children where count < limit {
      switch child.name {
      case "Text", "Image", "Label", "AsyncImage": count += 1
      case let name? where ViewCall.isControl(name): count += 1
      case nil: count += 2  // an expression the model cannot see into may hold anything
      default: count += child.readableDescendants(upTo: limit - count)
      }
    }
    return count
  }

  /// Whether the view is drawn into a bitmap by `ImageRenderer(content:)` rather than shown.
  var isRenderedToImage: Bool {
    ancestors.contains { $0.name == "ImageRenderer" }
  }

  /// For a control, the image that is the whole of its label: `Button(action: share) { Image(...) }`.
  /// Nil when the label has anything else in it, or when it has a title argument. The arguments are read
  /// only for a control that holds an image somewhere.
  var onlyImageInLabel: ViewCall? {
    guard children.contains(where: { $0.name == "Image" }), firstUnlabeledArgument == nil, argument("titleKey") == nil,
      argument("title") == nil,
      let closure = argument("label")?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let statement = closure.statements.first?.item.as(ExprSyntax.self)
    else { return nil }
    return children.first { $0.expression.id == statement.id && $0.name == "Image" }
  }

  /// The control whose label holds this view, if any (`Button { ... } label: { Image(...) }`): VoiceOver
  /// reads the view as part of that control.
  var controlWhoseLabelHolds: ViewCall? {
    var child = self
    for ancestor in ancestors {
      if let name = ancestor.name, ViewCall.isControl(name) { return child.role == .argument("label") ? ancestor : nil }
      child = ancestor
    }
    return nil
  }

  /// The controls whose label is a view of their own: what they show is what VoiceOver reads.
  static func isControl(_ name: String) -> Bool {
    switch name {
    case "Button", "Link", "Menu", "Toggle", "NavigationLink": true
    default: false
    }
  }
}

/// The modifiers a chain applies that change what VoiceOver reads, as the walk notes them (see ``ViewCall``),
/// so queries that climb the view tree skip the views without any.
struct AccessibilityModifiers: OptionSet {
  let rawValue: UInt8

  /// `.accessibilityLabel` or `.accessibility(...)`.
  static let label = AccessibilityModifiers(rawValue: 1 << 0)
  /// `.accessibilityHidden`, `.hidden()` or `.accessibility(...)`.
  static let hidden = AccessibilityModifiers(rawValue: 1 << 1)
  /// `.accessibilityElement(children:)`.
  static let element = AccessibilityModifiers(rawValue: 1 << 2)
  /// `.tabItem { ... }`, whose content is read as the tab's label.
  static let tabItem = AccessibilityModifiers(rawValue: 1 << 3)

  /// The flags a modifier of this name may set, read from the raw name without building a string.
  static func noted(by name: SyntaxText) -> AccessibilityModifiers {
    switch name {
    case "accessibilityLabel": .label
    case "accessibilityHidden", "hidden": .hidden
    case "accessibility": [.label, .hidden]
    case "accessibilityElement": .element
    case "tabItem": .tabItem
    default: []
    }
  }
}

/// Whether `.accessibilityElement(children:)` ignores, combines or contains the element's children.
public enum AccessibilityChildBehavior: Equatable, Sendable {
  case ignore
  case combine
  case contain
  /// A value the model cannot read, such as a variable.
  case unknown

  init(_ expression: ExprSyntax) {
    switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
    case "ignore": self = .ignore
    case "combine": self = .combine
    case "contain": self = .contain
    default: self = .unknown
    }
  }
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

  /// The argument bound to `parameter`, if written.
  public func argument(_ parameter: String) -> ExprSyntax? {
    arguments.first { $0.parameter == parameter }?.expression
  }

  /// The first argument without a label, e.g. the `"Share"` of `.accessibilityLabel("Share")`.
  public var firstUnlabeledArgument: ExprSyntax? {
    arguments.first { $0.parameter == nil }?.expression
  }
}
