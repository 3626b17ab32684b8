@_spi(RawSyntax) import SwiftSyntax

/// What VoiceOver reads of a view: the accessibility layer over the structural view model (``ViewCall``), asked by
/// the rules about names, hiding and grouping. It reads the modifiers the walk noted (``NotedModifiers``),
/// so questions that climb the view tree skip the views without any.
extension ViewCall {
  /// Whether an accessibility label is set on this view: `.accessibilityLabel(...)`,
  /// `.accessibility(label:)`, or a `label:` argument of the initializer (`Image(_:label:)`).
  public var hasAccessibilityLabel: Bool {
    (notedModifiers & NotedModifiers.label != 0
      && (hasModifier("accessibilityLabel")
        || modifiers(named: "accessibility").contains { $0.argument("label") != nil }))
      || hasLabelArgument
  }

  /// Whether the initializer is given a `label:` value rather than a view builder, read from the call
  /// itself: the climbs up the view tree that ask this of every ancestor need not build their arguments.
  private var hasLabelArgument: Bool {
    // From the raw tree, which makes no node for an argument.
    guard let call = base.raw.as(RawFunctionCallExprSyntax.self) else { return false }
    return call.arguments.layoutView.children.contains { child in
      guard let argument = child.flatMap(RawLabeledExprSyntax.init) else { return false }
      return argument.label?.tokenText == "label" && argument.expression.raw.kind != .closureExpr
    }
  }

  /// The traits `.accessibilityAddTraits(...)` adds, as written: `.isImage`, `[.isButton, .isLink]`.
  public var addedTraits: String {
    modifiers(named: "accessibilityAddTraits").map { $0.call.arguments.trimmedText }.joined()
  }

  /// Whether VoiceOver reads the view as a link: a `Link`, or a view given the `.isLink` trait.
  public var isReadAsLink: Bool {
    name == "Link" || addedTraits.contains("isLink")
  }

  /// Whether `.accessibilityHidden(true)`, the deprecated `.accessibility(hidden: true)` or `.hidden()`
  /// hides this view from assistive technologies. A condition other than the literal `false` counts as
  /// hidden, since the view is hidden at least some of the time by design.
  public var isAccessibilityHidden: Bool {
    guard notedModifiers & NotedModifiers.hidden != 0 else { return false }
    return hasModifier("hidden")
      || modifiers(named: "accessibilityHidden").contains { $0.firstUnlabeledArgument?.isFalseLiteral == false }
      || modifiers(named: "accessibility").contains { $0.argument("hidden").map { !$0.isFalseLiteral } ?? false }
  }

  /// The behaviour given by `.accessibilityElement(children:)` on this view, if any.
  public var accessibilityElementChildren: AccessibilityChildBehavior? {
    guard notedModifiers & NotedModifiers.element != 0, let modifier = modifiers(named: "accessibilityElement").last
    else {
      return nil
    }
    guard let argument = modifier.argument("children") else { return .ignore }
    return AccessibilityChildBehavior(argument)
  }

  /// Whether VoiceOver reads this view as part of something labelled, or not at all, so it needs no label
  /// of its own: it is labelled or hidden itself; a view around it is hidden, ignores its children, or
  /// combines them under a label of its own; it is part of a control's label; or it is in a tab item.
  var isInLabelledPlace: Bool {
    hasAccessibilityLabel || isAccessibilityHidden || isInLabelledPlaceAbove
  }

  /// Whether this view puts `child`, one of its children, in a labelled place: it is hidden, ignores its children, or
  /// combines them under a label of its own; it is a control and `child` its label; `child` is its tab item; or it
  /// is labelled and `child` is all VoiceOver could read in it.
  func putsInLabelledPlace(_ child: ViewCall) -> Bool {
    if isAccessibilityHidden { return true }
    switch accessibilityElementChildren {
    case .ignore?: return true
    case .combine?, .unknown?: if hasAccessibilityLabel { return true }
    default: break
    }
    if let name, ViewCall.isControl(name), child.role == .argument("label") { return true }
    if notedModifiers & NotedModifiers.tabItem != 0, case .modifier("tabItem", _) = child.role { return true }
    return hasAccessibilityLabel && readableDescendants(upTo: 2) == 1
  }

  /// How many views inside this one VoiceOver could read on their own (text, images and controls), counted up to
  /// `limit`: a label on a view with one of them labels that one, and the count matters no further.
  func readableDescendants(upTo limit: Int) -> Int {
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

  /// Whether the view is drawn into a bitmap by `ImageRenderer(content:)` rather than shown, there or through a
  /// constant of the same code (`let card = ShareCard(data: data)`, then `ImageRenderer(content: card)`).
  var isRenderedToImage: Bool {
    if ancestors.contains(where: { $0.name == "ImageRenderer" }) { return true }
    // A local constant: its declaration is a statement of a body, not a member of a type nor top-level code.
    guard parent == nil,
      let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let code = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self),
      code.parent?.is(SourceFileSyntax.self) == false
    else { return false }
    return code.contains { statement in
      statement.item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("ImageRenderer") }
        && statement.item.trimmedDescription.contains("ImageRenderer(content: \(name))")
    }
  }

  /// For a control, the image that is the whole of its label: `Button(action: share) { Image(...) }`, alone or
  /// drawn over shapes (`Circle().fill(.thinMaterial).overlay { Image(...) }`). Nil when the label has anything
  /// else in it, or when it has a title argument. The arguments are read only for a control that holds an image
  /// or a shape.
  func findOnlyImageInLabel() -> ViewCall? {
    guard children.contains(where: { $0.name == "Image" || ViewCall.iconBackdrops.contains($0.name ?? "") }),
      firstUnlabeledArgument == nil, argument("titleKey") == nil, argument("title") == nil,
      let closure = argument("label")?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let item = closure.statements.first?.item
    else { return nil }
    guard let statement = item.as(ExprSyntax.self) else { return imageAloneInABranch(of: item) }
    guard let content = children.first(where: { $0.expression.id == statement.id }) else { return nil }
    if content.name == "Image" { return content }
    guard !content.hasAccessibilityLabel else { return nil }
    var images: [ViewCall] = []
    var inside = [content]
    while let view = inside.popLast() {
      if view.name == "Image" {
        images.append(view)
      } else if !ViewCall.iconBackdrops.contains(view.name ?? "") || !view.showsOnlyItsChildViews {
        return nil
      }
      inside += view.children
    }
    return images.count == 1 ? images[0] : nil
  }

  /// The image that is the whole of one branch of a label that is all one `if` or `switch` (`if compact {
  /// Image(...) } else { Label(...) }`): the control is icon-only while that branch shows.
  private func imageAloneInABranch(of item: CodeBlockItemSyntax.Item) -> ViewCall? {
    let choice = item.as(ExpressionStmtSyntax.self)?.expression
    var branches: [CodeBlockItemListSyntax] =
      choice?.as(SwitchExprSyntax.self)?.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements } ?? []
    var ifChoice = choice?.as(IfExprSyntax.self)
    while let current = ifChoice {
      branches += [current.body.statements] + (current.elseBody?.as(CodeBlockSyntax.self).map { [$0.statements] } ?? [])
      ifChoice = current.elseBody?.as(IfExprSyntax.self)
    }
    for branch in branches where branch.count == 1 {
      guard let statement = branch.first?.item.as(ExprSyntax.self) else { continue }
      if let image = children.first(where: { $0.expression.id == statement.id && $0.name == "Image" }) {
        return image
      }
    }
    return nil
  }

  /// Whether every statement of the view's content closure is a view the model sees, not a helper's call
  /// (`ZStack { cover(image); Image(systemName: "pencil") }`) or a condition that may show anything.
  var showsOnlyItsChildViews: Bool {
    guard let content = argument("content")?.as(ClosureExprSyntax.self) else { return true }
    return content.statements.count == children(in: "content").count
  }

  /// What an icon is drawn over or grouped in without adding anything VoiceOver reads.
  private static let iconBackdrops: NameSet = [
    "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Color",
    "LinearGradient", "RadialGradient", "AngularGradient", "ZStack",
  ]

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
  public static let controls: Set<String> = [
    "Button", "Link", "Menu", "Toggle", "NavigationLink", "Tab", "ShareLink", "PhotosPicker",
  ]

  /// Whether the view is `.disabled(true)`: what it does is offered to no one, to tap or to VoiceOver.
  var isDisabledForGood: Bool {
    modifiers(named: "disabled").contains { $0.firstUnlabeledArgument?.isTrueLiteral == true }
  }

  public static func isControl(_ name: String) -> Bool {
    controlNames.contains(name)
  }

  /// ``controls`` for the question every rule asks of every view, answered without hashing.
  private static let controlNames = NameSet(controls)
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

extension ViewCall {
  /// The modifiers a tap is added with.
  static let tapModifiers: Set<String> = [
    "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
  ]

  /// Whether a single tap acts on the view: `.onTapGesture { }` (one tap) or `.gesture(TapGesture())`.
  var isTapped: Bool { singleTap != nil }

  /// The modifier that makes a single tap act on the view, `.onTapGesture { }` (one tap) or `.gesture(TapGesture())`;
  /// nil for none, and for a tap that does nothing (`.onTapGesture {}`), which only keeps a scroll view from taking
  /// the touch.
  func findSingleTap() -> Modifier? {
    modifiers.first { modifier in
      switch modifier.name {
      case "onTapGesture":
        return modifier.writtenArgument("count").map { $0.trimmedText == "1" } ?? true
          && modifier.trailingAction?.statements.isEmpty != true
      case "gesture", "simultaneousGesture", "highPriorityGesture":
        return modifier.call.arguments.trimmedText.hasPrefix("TapGesture()")
      default:
        return false
      }
    }
  }
}

extension Modifier {
  /// The closure a modifier runs, written as its trailing closure or its last argument (`.onTapGesture(perform: {
  /// ... })`), or, for a gesture, the closure run when the gesture ends (`.gesture(TapGesture().onEnded { ... })`).
  var trailingAction: ClosureExprSyntax? {
    if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
      return closure
    }
    guard let ended = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), ended.calleeName == "onEnded"
    else { return nil }
    return ended.trailingClosure ?? ended.arguments.last?.expression.as(ClosureExprSyntax.self)
  }

  /// The member access that names the modifier (`.onTapGesture`).
  var member: MemberAccessExprSyntax? {
    call.calledExpression.as(MemberAccessExprSyntax.self)
  }

  /// Whether the modifier's arguments, trailing closures included, contain `text`.
  func mentions(_ text: String) -> Bool {
    call.arguments.trimmedText.contains(text)
      || (call.trailingClosure?.trimmedText.contains(text) ?? false)
      || call.additionalTrailingClosures.contains { $0.closure.trimmedText.contains(text) }
  }
}

extension ViewCall {
  /// The words without which a view's source exposes no activation (``exposesActivation(in:)``), as bytes.
  private static let activationWords: [[UInt8]] = [
    Array("isButton".utf8), Array("isLink".utf8), Array("accessibilityAction".utf8),
    Array("accessibilityRepresentation".utf8),
  ]

  /// Whether VoiceOver can activate the view as a control: it has the button or link trait (also through a modifier
  /// of the project's that adds it, say only `if #available`), a default `.accessibilityAction`, or an
  /// `.accessibilityRepresentation`.
  func exposesActivation(in file: FileModel) -> Bool {
    // Nearly every tapped view has none of these: its source is searched before its modifiers are read.
    guard
      Self.activationWords.contains(where: { file.source.bytes.containsSubsequence($0, in: startOffset..<endOffset) })
    else { return false }
    return modifiers.contains { modifier in
      switch modifier.name {
      case "accessibilityAction":
        // The default action (`.accessibilityAction { }`, `.accessibilityAction(.default) { }`), not a named one.
        guard let first = modifier.call.arguments.first else { return true }
        return first.label == nil && first.expression.trimmedText == ".default"
      case "accessibilityRepresentation":
        return true
      case _ where ViewCall.tapModifiers.contains(modifier.name):
        return false
      default:
        return modifier.mentions(".isButton") || modifier.mentions(".isLink")
      }
    }
  }

  /// Whether the view is drawn by a style's body (`ButtonStyle`, `ToggleStyle`, a design system's
  /// `RatingControlStyle`): the component that applies the style owns its accessibility.
  var isInStyleBody: Bool {
    enclosingType?.isStyle ?? false
  }

  /// Whether the view is in a toolbar, whose items the system places and sizes (a title there is the navigation
  /// bar's; text there is shown in the large content viewer).
  var isInToolbar: Bool {
    sequence(first: self, next: \.parent).contains { view in
      if case .modifier("toolbar", _) = view.role { return true }
      return view.name == "ToolbarItem" || view.name == "ToolbarItemGroup"
    }
  }

  /// Whether the view is one VoiceOver users operate: a control, or a view given a single tap that is not a colour
  /// or a shape (a dimming layer). A view the model cannot see into (a helper's) is taken for none.
  var isOperable: Bool {
    guard let name else { return false }
    if ViewCall.isControl(name) || Self.isInput(name) { return true }
    return !Self.layers.contains(name) && isTapped
  }

  /// The views inside this one that VoiceOver users operate (``isOperable``), not counting those inside another: a
  /// button's label is the button's.
  var operableDescendants: [ViewCall] {
    var found: [ViewCall] = []
    var pending = Array(children.reversed())
    while let view = pending.popLast() {
      if view.isOperable {
        found.append(view)
      } else {
        pending += view.children.reversed()
      }
    }
    return found
  }

  /// Whether a view of that name is a control that takes input (a text field, a picker, a slider), besides those whose
  /// label is a view (``isControl(_:)``): VoiceOver announces each with a role of its own.
  static func isInput(_ name: String) -> Bool {
    inputs.contains(name)
  }

  private static let inputs: NameSet = [
    "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
    "MultiDatePicker",
  ]

  /// Colours and shapes: a tapped one is a layer (a dimming background), not a control.
  static let layers: NameSet = [
    "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient",
  ]
}

extension ViewCall {
  /// The control's title when it is empty (`Picker("", selection:)`), or its label when that shows nothing
  /// (`label: { EmptyView() }`, `label: EmptyView()`): where its missing name should be.
  var emptyTitle: Syntax? {
    if let title = firstUnlabeledArgument {
      return title.isEmptyString ? Syntax(title) : nil
    }
    guard let label = argument("label") else { return nil }
    if let closure = label.as(ClosureExprSyntax.self) {
      return closure.statements.allSatisfy { $0.item.as(ExprSyntax.self)?.isEmptyView == true } ? Syntax(closure) : nil
    }
    return label.isEmptyView ? Syntax(label) : nil
  }

  /// Whether the picker is shown as segments (`.pickerStyle(.segmented)`), which never show its title.
  var isShownAsSegments: Bool {
    modifiers(named: "pickerStyle").contains { $0.call.arguments.trimmedText.contains("egmented") }
  }

  /// The caption written just before this view in the same stack and block: a `Text` or `Label` of the parent's
  /// content, or nil.
  var captionBefore: ViewCall? {
    guard let parent, case .argument("content") = role else { return nil }
    var previous: ViewCall?
    for sibling in parent.children {
      if sibling === self { break }
      if case .argument("content") = sibling.role { previous = sibling }
    }
    // In the same block: not the other branch of an `if` (`if items.isEmpty { Text("None") } else { ... }`).
    guard let previous, previous.name == "Text" || previous.name == "Label", !previous.isAccessibilityHidden,
      let block = expression.parent?.parent, block.is(CodeBlockItemListSyntax.self),
      previous.expression.parent?.parent?.id == block.id
    else { return nil }
    return previous
  }
}

extension ExprSyntax {
  /// `EmptyView()` or `Text("")`, which show and say nothing.
  fileprivate var isEmptyView: Bool {
    guard let call = self.as(FunctionCallExprSyntax.self) else { return false }
    switch call.calleeName {
    case "EmptyView": return true
    case "Text": return call.arguments.first?.expression.isEmptyString == true
    default: return false
    }
  }
}
