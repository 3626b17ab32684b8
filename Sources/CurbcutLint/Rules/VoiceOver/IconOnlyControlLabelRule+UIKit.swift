import SwiftSyntax

/// UIKit's icon-only controls: a button given an image and neither a title nor an accessibility label in its file,
/// and a `UIBarButtonItem(image:...)` with no title and no label.
extension IconOnlyControlLabelRule: FileRule {
  public var inspectedCalls: Set<String> {
    ["setImage", "setTitle", "setAttributedTitle", "UIButton", "UIBarButtonItem"]
  }
  public var inspectedMembers: Set<String> {
    ["accessibilityLabel", "isAccessibilityElement", "title", "configuration"]
  }

  public func check(_ file: FileModel, in context: RuleContext) {
    let imageCalls = file.calls(named: "setImage")
    let barItems = file.calls(named: "UIBarButtonItem").filter(\.isImageOnlyBarButtonItem)
    guard !imageCalls.isEmpty || !barItems.isEmpty else { return }
    let named = NamedUIKitElements(file)
    var reported: Set<String> = []
    for call in imageCalls {
      guard let receiver = call.uikitReceiver, let image = call.arguments.first?.expression, !image.isNoImage,
        call.isForNormalState,
        named.isButton(receiver, at: call), !named.labelledOrTitled.contains(receiver),
        reported.insert(receiver).inserted
      else { continue }
      context.report(.unlabeledIconControl("UIButton"), at: call)
    }
    for item in barItems {
      let name = item.assignedName(in: file) ?? ""
      // The back item is read as "Back".
      guard !named.labelledOrTitled.contains(name), !name.hasSuffix("backBarButtonItem") else { continue }
      context.report(.unlabeledIconControl("UIBarButtonItem"), at: item)
    }
  }
}

/// What a file says about its UIKit elements, by receiver as written (`closeButton`, `cell.playButton`; `self.`
/// and optional chaining left out): which are buttons, and which are named, hidden or titled.
private struct NamedUIKitElements {
  /// Elements given an accessibility label, hidden from VoiceOver, or given a title (`setTitle`, a configuration's
  /// `title`, a configuration that is not an empty `.plain()` and the like).
  var labelledOrTitled: Set<String> = []
  /// Variables and properties made with `UIButton(...)`.
  var buttons: Set<String> = []
  let file: FileModel

  init(_ file: FileModel) {
    self.file = file
    for member in ["accessibilityLabel", "isAccessibilityElement"] {
      for assignment in file.assignments(to: member) { labelledOrTitled.insert(assignment.base.uikitName) }
    }
    for name in ["setTitle", "setAttributedTitle"] {
      for call in file.calls(named: name)
      where call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == false {
        if let receiver = call.uikitReceiver { labelledOrTitled.insert(receiver) }
      }
    }
    for assignment in file.assignments(to: "title") {
      // `item.title = "Add"` is what VoiceOver reads for an image bar button item; `button.configuration?.title =
      // "Close"` titles `button`.
      labelledOrTitled.insert(assignment.base.uikitName)
      if let base = assignment.base?.as(MemberAccessExprSyntax.self) ?? assignment.base?.optionalBase,
        base.declName.baseName.text == "configuration"
      {
        labelledOrTitled.insert(base.base.uikitName)
      }
    }
    for assignment in file.assignments(to: "configuration") {
      // A configuration built elsewhere may carry a title; `.plain()` and its kin carry none.
      let value = assignment.values.first?.as(FunctionCallExprSyntax.self)
      if value?.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil || value == nil {
        labelledOrTitled.insert(assignment.base.uikitName)
      }
    }
    for call in file.calls(named: "UIButton") {
      if let name = call.assignedName(in: file) { buttons.insert(name) }
    }
  }

  /// Whether `receiver` is a button: made with `UIButton(...)`, declared as one by the type the call is written in, or
  /// named for one (`closeButton`, `playBtn`).
  func isButton(_ receiver: String, at call: FunctionCallExprSyntax) -> Bool {
    let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
    let lowercased = name.lowercased()
    if lowercased.hasSuffix("button") || lowercased.hasSuffix("btn") || buttons.contains(receiver) { return true }
    return file.enclosingType(of: call)?.property(named: name)?.typeName == "UIButton"
  }
}

extension FunctionCallExprSyntax {
  /// `UIBarButtonItem(image: ...)` with no title and no custom view: the image is all VoiceOver has.
  fileprivate var isImageOnlyBarButtonItem: Bool {
    guard arguments.first?.label?.text == "image" else { return false }
    return !arguments.contains { ["title", "customView"].contains($0.label?.text) }
  }

  /// Whether `setImage(_:for:)` sets the image of the normal state, which the others default to; an image for
  /// `.highlighted` alone is usually a tint of one set elsewhere.
  fileprivate var isForNormalState: Bool {
    guard let state = arguments.first(where: { $0.label?.text == "for" })?.expression else { return true }
    return state.trimmedText.hasSuffix(".normal") || state.trimmedText == "[]"
  }

  /// The receiver of a method call as UIKit code names an element: `closeButton` for `self.closeButton?.setImage(...)`;
  /// nil for a call on `self` or with no receiver.
  fileprivate var uikitReceiver: String? {
    guard let base = calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
    let name = ExprSyntax(base).uikitName
    return name.isEmpty ? nil : name
  }

  /// The variable or property the call's value is given to: `let closeItem = UIBarButtonItem(...)`, `self.closeItem =
  /// UIBarButtonItem(...)`.
  fileprivate func assignedName(in file: FileModel) -> String? {
    if let sequence = parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == id }),
      index > sequence.startIndex, sequence[sequence.index(before: index)].is(AssignmentExprSyntax.self)
    {
      return sequence.first.map { ExprSyntax($0).uikitName }
    }
    return file.scope(of: self).binding?.name
  }
}

extension ExprSyntax {
  /// The expression as UIKit code names an element, `self.` and optional chaining left out: `cell.playButton` for
  /// `self.cell?.playButton`.
  fileprivate var uikitName: String {
    var text = trimmedText.filter { $0 != "?" && $0 != "!" }
    while text.hasPrefix("self.") { text.removeFirst(5) }
    return text == "self" ? "" : text
  }

  /// The member access under optional chaining: `button.configuration` in `button.configuration?`.
  fileprivate var optionalBase: MemberAccessExprSyntax? {
    self.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
  }
}

extension ExprSyntax {
  /// `nil` or `UIImage()`: an image cleared, not set.
  fileprivate var isNoImage: Bool {
    if self.is(NilLiteralExprSyntax.self) { return true }
    guard let call = self.as(FunctionCallExprSyntax.self) else { return false }
    return call.calleeName == "UIImage" && call.arguments.isEmpty && call.trailingClosure == nil
  }
}

extension Optional where Wrapped == ExprSyntax {
  /// An assignment's base as UIKit code names it; an implicit `self` is "".
  fileprivate var uikitName: String { self?.uikitName ?? "" }
}
