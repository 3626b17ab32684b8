@_spi(RawSyntax) import SwiftSyntax

/// Views that code names rather than writes: `Button(action: close) { icon }` where the type declares
/// `var icon: some View { Image("close") }`, `func row() -> some View`, or `static let close = Image("close")` in an
/// `enum Icons`. The model resolves the name to the view expression the helper gives, so a rule sees the image.
extension FileModel {
  /// The image an expression names rather than writes, as far as this file tells: SwiftGen's `Asset.close.swiftUIImage`,
  /// the `Image(...)` a helper of this file gives (`closeIcon`, `Icons.close`), or else a helper of a type, left to
  /// the project's ``HelperFacts`` (which know no image for a helper that gives another view). Nil for anything else,
  /// such as a name of no type (`item.icon`).
  public func namedImage(_ expression: ExprSyntax, in type: TypeDeclaration?) -> NamedImage? {
    if isGeneratedAssetImage(expression) { return .generatedAsset }
    guard let helper = helperName(of: expression, in: type) else { return nil }
    if let given = image(givenBy: helper) { return .written(given) }
    return helper.typeName.map { .declaredElsewhere(type: $0, member: helper.name) }
  }

  /// The `Image(...)` a helper gives: a property of its type or of the types around it, declared with the type or in
  /// an extension of it in this file (`icon`, `self.icon`), a method of theirs called with or without arguments
  /// (`icon()`, `icon(size)`), or a static member of a type declared in this file (`Icons.close`, `Self.close`). Nil
  /// for a helper this file does not declare, and for one that gives another view or more than one expression.
  private func image(givenBy helper: HelperName) -> ViewCall? {
    // Most files have no image helper: no key need be made.
    guard !imageHelpers.isEmpty else { return nil }
    var candidate = helper.owner
    while let current = candidate {
      if let image = imageHelpers["\(current.name).\(helper.name)"] { return image }
      candidate = current.parent
    }
    return nil
  }

  /// The helpers of this file that give an `Image(...)`, by `Type.member`: found from the images, an image no view
  /// holds that is the one expression of a member (``TypeDeclaration/member(givingOnly:)``), so that a file is not read
  /// member by member. The first declared wins.
  func findImageHelpers() -> [String: ViewCall] {
    var helpers: [String: ViewCall] = [:]
    for view in views where view.name == "Image" && view.parent == nil {
      guard let type = view.enclosingType, let member = TypeDeclaration.member(givingOnly: view.expression) else {
        continue
      }
      let key = "\(type.name).\(member)"
      if helpers[key] == nil { helpers[key] = view }
    }
    return helpers
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
    expression.as(MemberAccessExprSyntax.self)?.declName.baseName.rawText == "swiftUIImage"
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
    return uses(of: name).map { use in
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
    guard let view = innermostView(holding: position.utf8Offset) else { return false }
    if let name = view.name, ViewCall.isControl(name), view.argument("label")?.range.contains(position) == true {
      return true
    }
    return view.isInLabelledPlace
  }

  /// The helper `helper` and the helpers of this file that show it, one in another (`toolbar()` showing
  /// `follow()`): the names under which any file may place what it gives.
  func helpersShowing(_ helper: String) -> Set<String> {
    var found: Set<String> = [helper]
    var pending = [helper]
    while let name = pending.popLast() {
      for use in uses(of: name) {
        guard let user = Self.declarationName(around: use), user != "body", found.insert(user).inserted else {
          continue
        }
        pending.append(user)
      }
    }
    return found
  }

  /// Whether the code at `offset` is in a private or fileprivate member of a type (`private var todayProgressSection:
  /// some View`, `private func row()`) that the file never names: no other file can, so it is dead code no one sees,
  /// whatever the rule. Only the members holding a finding are looked up, once each.
  func isInUnusedPrivateMember(atUTF8Offset offset: Int) -> Bool {
    if let last = lastMemberLookup, last.range.contains(offset) { return last.isUnused }
    // Read from the raw tree, gone down by lengths: making the nodes of a climb, or of every type's members, costs
    // more than the rules that found the finding.
    let path = rawPath(to: offset, through: Self.isDeclarationLevel)
    var isUnused = false
    for (member, start) in path where member.kind == .memberBlockItem {
      guard let name = Self.privateName(of: member) else { continue }
      let unused = unusedPrivateMembers[start] ?? !names(name)
      unusedPrivateMembers[start] = unused
      if unused {
        isUnused = true
        break
      }
    }
    // Every offset within the node the path stopped at, below the declarations, has the same path and answer: the
    // findings of a body, one after another, go down the tree once.
    if let (node, start) = path.last, !Self.isDeclarationLevel(node.kind) || node.isToken {
      lastMemberLookup = (start..<start + node.byteLength, isUnused)
    }
    return isUnused
  }

  /// Where this file names `name`: its tokens, but the declaration's own.
  private func uses(of name: String) -> [TokenSyntax] {
    identifierTokens(named: name).filter {
      $0.parent?.is(IdentifierPatternSyntax.self) != true && $0.parent?.is(FunctionDeclSyntax.self) != true
    }
  }

  /// The name of a private or fileprivate method or property (one binding) declared by a raw member, but `body`.
  private static func privateName(of member: RawSyntax) -> String? {
    guard let declaration = member.as(RawMemberBlockItemSyntax.self)?.decl else { return nil }
    let modifiers: RawDeclModifierListSyntax
    let name: RawTokenSyntax
    if let function = declaration.as(RawFunctionDeclSyntax.self) {
      (modifiers, name) = (function.modifiers, function.name)
    } else if let variable = declaration.as(RawVariableDeclSyntax.self), variable.bindings.elements.count == 1,
      let binding = variable.bindings.elements.first?.pattern.as(RawIdentifierPatternSyntax.self)
    {
      (modifiers, name) = (variable.modifiers, binding.identifier)
    } else {
      return nil
    }
    let isPrivate = modifiers.elements.contains {
      $0.name.tokenText == "private" || $0.name.tokenText == "fileprivate"
    }
    return isPrivate && name.tokenText != "body" ? String(syntaxText: name.tokenText) : nil
  }

  /// Whether the file names `name` outside comments and strings, its declaration's own name aside: what
  /// ``uses(of:)`` tells, read from the raw tree and stopped at the first use.
  private func names(_ name: String) -> Bool {
    var named = false
    forEachMention(of: name) { _, _, path in
      let parent = path.dropLast().last?.node.kind
      named = parent != .identifierPattern && parent != .functionDecl
      return !named
    }
    return named
  }

  /// Calls `body` for each place the file writes `name` in code, not in a comment or a string: the name's offset,
  /// whether it is written as a binding (`$name`), and the raw path down to its token (`name`, `` `name` ``, `$name`).
  /// `body` returns false to stop.
  private func forEachMention(
    of name: String, _ body: (_ offset: Int, _ isBinding: Bool, _ path: [(node: RawSyntax, start: Int)]) -> Bool
  ) {
    let bytes = source.bytes
    for offset in bytes.offsets(of: Array(name.utf8)) {
      let end = offset + name.utf8.count
      guard offset == 0 || !Self.isIdentifierByte(bytes[offset - 1]),
        end == bytes.count || !Self.isIdentifierByte(bytes[end])
      else { continue }
      let path = rawPath(to: offset)
      guard let (token, start) = path.last, let view = token.tokenView, view.rawKind == .identifier,
        case let text = start + view.leadingTriviaByteLength, text <= offset, end <= text + view.rawText.count
      else { continue }
      if !body(offset, text < offset && bytes[offset - 1] == UInt8(ascii: "$"), path) { return }
    }
  }

  /// Whether `view` is the content of a sheet, full-screen cover or popover that never opens: presented by a
  /// `@State private` flag that starts `false` and that the file never sets (`showingContactUs = true` left in a
  /// comment) nor hands on as a binding, so no code can.
  func isInSheetNeverPresented(_ view: ViewCall) -> Bool {
    guard presentsByFlag else { return false }
    var shown = view
    var sheet: FunctionCallExprSyntax?
    while let presenter = shown.parent {
      if case .modifier(let name, _) = shown.role, ["sheet", "fullScreenCover", "popover"].contains(name) {
        sheet =
          presenter.modifiers(named: name).first { modifier in
            (modifier.call.position..<modifier.call.endPosition).contains(shown.expression.position)
          }?.call
        break
      }
      shown = presenter
    }
    guard let sheet,
      let binding = sheet.arguments.first(where: { $0.label?.text == "isPresented" })?.expression
        .as(DeclReferenceExprSyntax.self)?.baseName,
      case .identifier(let text) = binding.tokenKind, text.hasPrefix("$"), case let flag = String(text.dropFirst()),
      let property = view.enclosingType?.property(named: flag), property.hasAttribute("State"),
      property.initializer?.isFalseLiteral == true,
      property.syntax.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) })
    else { return false }
    let bytes = source.bytes
    var bindings = 0
    var isSet = false
    forEachMention(of: flag) { offset, isBinding, _ in
      // `$flag`, a binding: one presents the sheet; another may be handed to code that sets it.
      if isBinding {
        bindings += 1
        return true
      }
      // Set (`flag = true`, `flag.toggle()`), unless this is the declaration's own `= false`.
      var after = offset + flag.utf8.count
      while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
      let rest = bytes[after..<min(bytes.count, after + 8)]
      isSet =
        rest.starts(with: ".toggle".utf8)
        || (rest.first == UInt8(ascii: "=") && rest.dropFirst().first != UInt8(ascii: "=")
          && !(property.syntax.position.utf8Offset..<property.syntax.endPosition.utf8Offset).contains(offset))
      return !isSet
    }
    return !isSet && bindings == 1
  }

  /// A byte of a Swift identifier: letters, digits, `_`, and any byte of a character beyond ASCII.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
  }

  /// Whether a node lies between a file and its types' members: a member's own code is not gone into, so that a finding
  /// deep in a long chain is not a long way down. A switch, not a set: every finding's path asks it of each node.
  private static func isDeclarationLevel(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .sourceFile, .codeBlockItemList, .codeBlockItem, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl,
      .memberBlock, .memberBlockItemList, .memberBlockItem, .ifConfigDecl, .ifConfigClauseList, .ifConfigClause:
      true
    default:
      false
    }
  }

  /// The raw nodes from the file's down to the token holding `offset`, each with its start offset (trivia included),
  /// or down to the first node whose kind `through` refuses, when given.
  private func rawPath(
    to offset: Int, through continues: ((SyntaxKind) -> Bool)? = nil
  ) -> [(node: RawSyntax, start: Int)] {
    var path: [(node: RawSyntax, start: Int)] = []
    path.reserveCapacity(32)
    var node = tree.raw
    var start = 0
    while true {
      path.append((node, start))
      if let continues, !continues(node.kind) { return path }
      guard let layout = node.layoutView else { return path }
      var childStart = start
      var next: RawSyntax?
      for child in layout.children {
        guard let child else { continue }
        if offset < childStart + child.byteLength {
          next = child
          break
        }
        childStart += child.byteLength
      }
      guard let next else { return path }
      (node, start) = (next, childStart)
    }
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
    enclosingHelper(in: file).map(file.usesOfHelper)
  }

  /// The view helper (`func follow() -> some View`, `var closeButton: some View`) whose value the view's tree is; nil
  /// for a view of `body` or of no helper.
  func enclosingHelper(in file: FileModel) -> String? {
    let root = ancestors.reduce(self) { $1 }
    guard let helper = file.scope(of: root.expression).binding?.name, helper != "body" else { return nil }
    return helper
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
  /// The property or method of a type whose one expression `expression` is: a stored property's initial value
  /// (`static let close = Image("close")`), or the single expression or `return` of a computed property's getter or a
  /// method's body. Nil for an expression that is not all of a member's value, or is a local's.
  static func member(givingOnly expression: ExprSyntax) -> String? {
    var value = Syntax(expression)
    if let returned = value.parent, returned.is(ReturnStmtSyntax.self) { value = returned }
    guard let holder = value.parent else { return nil }
    if holder.is(InitializerClauseSyntax.self) { return holder.parent?.as(PatternBindingSyntax.self)?.memberName }
    guard holder.is(CodeBlockItemSyntax.self), let body = holder.parent?.as(CodeBlockItemListSyntax.self),
      body.count == 1, let around = body.parent
    else { return nil }
    // `var icon: some View { ... }`
    if around.is(AccessorBlockSyntax.self) { return around.parent?.as(PatternBindingSyntax.self)?.memberName }
    guard around.is(CodeBlockSyntax.self), let declaration = around.parent else { return nil }
    // `func icon() -> some View { ... }`
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return function.parent?.is(MemberBlockItemSyntax.self) == true ? function.name.text : nil
    }
    // `var icon: some View { get { ... } }`
    guard let accessor = declaration.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.get)
    else { return nil }
    return accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.memberName
  }
}

extension PatternBindingSyntax {
  /// The name a binding declares when it is a member of a type, not a local.
  fileprivate var memberName: String? {
    guard parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
    return pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }
}

extension CodeBlockItemListSyntax {
  /// The expression of a body that is one expression (a `switch` or an `if` too), or one `return`.
  var onlyExpression: ExprSyntax? {
    guard count == 1, let only = first else { return nil }
    return only.expression ?? only.item.as(ReturnStmtSyntax.self)?.expression
  }
}
