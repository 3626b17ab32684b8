import CurbcutReporting
@_spi(RawSyntax) import SwiftSyntax

/// What the single walk of a file learns, indexed for rules: its view expressions, its calls by name,
/// its member assignments, its type declarations, and the nodes of the kinds syntax rules inspect.
public final class FileModel {
  public let path: SourcePath
  public let tree: SourceFileSyntax
  let source: SourceText
  /// Every view expression, outer ones before the ones nested in them. The walk appends to it for every view,
  /// so it skips the runtime's exclusivity checks (see ``ViewCall/parent``).
  @exclusivity(unchecked) public internal(set) var views: [ViewCall] = []

  /// Calls `body` with each view, in the order they start. The model owns its views while it lives, so each is lent
  /// to `body` without the retain and release (atomic, so costly) that copying it out of the array would cost: the
  /// engine and the facts pass every view of every file this way, once per rule.
  func forEachView(_ body: (ViewCall) -> Void) {
    for view in views.lazy.map(Unmanaged.passUnretained) { view._withUnsafeGuaranteedRef(body) }
  }
  /// The noted modifiers some view of the file applies: a rule handed only views with others has nothing to read.
  private(set) lazy var notedModifiersOfAnyView = views.reduce(UInt64(0)) { $0 | $1.notedModifiers }
  /// The views named `name` (`Button`), in the order they start: found in one pass over the views the first time a
  /// name is asked for, where a question asked of many views (each tap's) passed over every view each time.
  func views(named name: String) -> [ViewCall] {
    if let known = viewsByName[name] { return known }
    let named = views.filter { $0.name == name }
    viewsByName[name] = named
    return named
  }
  private var viewsByName: [String: [ViewCall]] = [:]
  /// Every type declaration, outer ones first.
  public internal(set) var types: [TypeDeclaration] = []
  /// The modules the file imports (`SwiftUI`, `XCTest`).
  public internal(set) var imports: Set<String> = []
  /// Type aliases with the types they stand for: `typealias StoryView = Story & View` gives `[Story, View]`.
  public internal(set) var typeAliases: [String: [String]] = [:]
  /// UTF-8 ranges of preview code: `#Preview { ... }` and types conforming to `PreviewProvider`.
  public internal(set) var previewRanges: [Range<Int>] = []
  /// The calls the file rules registered for (``FileRule/inspectedCalls``), by the index of their callee's name in
  /// ``InspectedNames/calls``, each name's in source order.
  var callsByName: [[FunctionCallExprSyntax]]
  /// The nodes of the kinds the syntax rules inspect, in source order, each with its scope.
  var inspectedNodes: [Scope] = []
  /// The names the walk indexes calls and assignments for.
  let inspected: InspectedNames
  /// Assignments to the members the file rules registered for (``FileRule/inspectedMembers``).
  var assignmentsByMember: [String: [MemberAssignment]] = [:]
  /// `// curbcut:` comments, in source order.
  var suppressionComments: [SuppressionComment] = []
  /// The view whose whole expression is `expression`, if any: views are listed in the order they start, so a binary
  /// search finds it without an index built for every file.
  func view(writtenAs expression: ExprSyntax) -> ViewCall? {
    let start = expression.position.utf8Offset
    var low = firstView(startingAtOrAfter: start)
    while low < views.count, views[low].startOffset == start {
      if views[low].expression.id == expression.id { return views[low] }
      low += 1
    }
    return nil
  }

  /// The identifier tokens spelled `name` at the matches `isWanted` keeps (given the source's bytes and a match's
  /// offset): the source's bytes are searched for it, and the tree asked for the token at each match, so a file is not
  /// walked token by token to find a few names. Each question descends the tree, as deep as the file nests, so a file
  /// with many matches (a chain of a thousand `.font(.system(size: 12))`) is walked once instead.
  func identifierTokens(
    named name: String, where isWanted: (_ bytes: [UInt8], _ offset: Int) -> Bool = { _, _ in true }
  ) -> [TokenSyntax] {
    let bytes = source.bytes
    let length = name.utf8.count
    // A match inside a longer name (`isHeader` for `header`) is no token of its own: passed over before the tree is
    // asked. Only ASCII letters, digits and `_` tell, as a byte beyond ASCII may begin an operator.
    func isASCIINameByte(at offset: Int) -> Bool {
      guard bytes.indices.contains(offset) else { return false }
      let byte = bytes[offset]
      return byte < 0x80 && NameHash.nameBytes[Int(byte)]
    }
    let offsets = bytes.offsets(of: Array(name.utf8)).filter {
      !isASCIINameByte(at: $0 - 1) && !isASCIINameByte(at: $0 + length) && isWanted(bytes, $0)
    }
    guard offsets.count <= Self.tokenLookupsBeforeAWalk else {
      let wanted = Set(offsets)
      return tree.tokens(viewMode: .sourceAccurate).filter { token in
        token.tokenKind == .identifier(name) && wanted.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
    }
    return offsets.compactMap { offset in
      guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
        token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, token.tokenKind == .identifier(name)
      else { return nil }
      return token
    }
  }

  /// How many matches ``identifierTokens(named:where:)`` looks up in the tree one by one.
  private static let tokenLookupsBeforeAWalk = 64
  /// What the file's `withAnimation` bodies change (``AnimationFacts/changes(inWithAnimationOf:)``), read once for
  /// `reduce_motion_animation` and the facts it gathers.
  private(set) lazy var changesInWithAnimation = AnimationFacts.changes(inWithAnimationOf: self)

  /// The names written right after a `$` binding's prefix (`model.isFocused` of `.focused($model.isFocused)` for
  /// `"focused($"`), read once per prefix rather than searched for once per name.
  func bindingNames(after prefix: String) -> Set<String> {
    if let known = bindingNamesByPrefix[prefix] { return known }
    let bytes = source.bytes
    var names: Set<String> = []
    for offset in bytes.offsets(of: Array(prefix.utf8)) {
      let start = offset + prefix.utf8.count
      var end = start
      while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
      if end > start { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
    }
    bindingNamesByPrefix[prefix] = names
    return names
  }
  private var bindingNamesByPrefix: [String: Set<String>] = [:]

  /// Whether `name` is the flag of a sheet, popover or alert the file presents by a binding
  /// (`.sheet(isPresented: $name)`): setting it to `false` closes what the system presents, which VoiceOver moves
  /// into, and which has its own way out.
  func isPresentationFlag(_ name: String) -> Bool {
    presentsByFlag && bindingNames(after: "isPresented: $").contains(name)
  }

  /// A byte of a name or of a path of names: `model.isFocused`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      || byte == 0x2E || byte >= 0x80
  }

  /// Whether the file names a platform (`#if os(macOS)`, `#if os(iOS) ... #else`): most do not, and need not be
  /// climbed for their `#if` clauses.
  private(set) lazy var namesPlatform = source(contains: "os(")
  /// Whether the file names Mac Catalyst (`#if targetEnvironment(macCatalyst)`, `if IS_CATALYST`), read once.
  private(set) lazy var namesMacCatalyst = source(contains: "atalyst") || source(contains: "ATALYST")
  /// Whether the file names the Reduce Motion setting (`accessibilityReduceMotion`, `isReduceMotionEnabled`,
  /// `prefersReducedMotion`), read once.
  private(set) lazy var namesReduceMotion = source(contains: "educeMotion") || source(contains: "educedMotion")
  /// Whether the file gives some view an accessibility action (`.accessibilityAction(named:)`), read once.
  private(set) lazy var namesAccessibilityAction = source(contains: "accessibilityAction")
  /// Whether the file presents something by a flag's binding (`.sheet(isPresented: $showingHelp)`), read once.
  private(set) lazy var presentsByFlag = source(contains: "isPresented: $")
  /// Whether the file names debugging or a development build (`if showDebugLabels`, `#if DEBUG`, `#if DEVELOPMENT`), read
  /// once.
  private(set) lazy var namesDebug =
    source(contains: "ebug") || source(contains: "EBUG") || source(contains: "evelopment")
    || source(contains: "EVELOPMENT")

  /// Whether `node` is compiled for macOS and not for iOS (``Scope/isMacOSOnly``); no scope is made in a file that
  /// never names macOS.
  func isMacOSOnly(_ node: some SyntaxProtocol) -> Bool {
    namesPlatform && scope(of: node).isMacOSOnly
  }
  /// The literal labels, hints and identifiers the file writes (``WrittenLabel/all(_:in:)``), by kind, once asked for.
  var writtenLabels: [WrittenLabel.Kind: [WrittenLabel]] = [:]
  /// What ``usesOfHelper(_:)`` found for each helper asked about.
  var helperUses: [String: [Bool]] = [:]
  /// The `Image(...)` each helper of this file gives, by `Type.member` (see ``findImageHelpers()``).
  private(set) lazy var imageHelpers: [String: ViewCall] = findImageHelpers()
  /// For each private member a finding was in, by its UTF-8 offset, whether the file never names it (see
  /// ``isInUnusedPrivateMember(atUTF8Offset:)``).
  var unusedPrivateMembers: [Int: Bool] = [:]
  /// The answer of ``isInUnusedPrivateMember(atUTF8Offset:)`` for every offset in `range`: the code below the
  /// declarations that its last question went down to.
  var lastMemberLookup: (range: Range<Int>, isUnused: Bool)?

  /// Whether the run reads every file of whole projects (``ViewUseFacts/seesEveryUse``): the facts only such a run
  /// reads (which names the code mentions, which values it sets) are gathered only then, sparing every other run a pass
  /// over each file's bytes.
  let runReadsWholeProjects: Bool

  init(
    path: SourcePath, tree: SourceFileSyntax, source: SourceText, inspected: InspectedNames,
    runReadsWholeProjects: Bool = false
  ) {
    self.path = path
    self.tree = tree
    self.source = source
    self.inspected = inspected
    self.runReadsWholeProjects = runReadsWholeProjects
    callsByName = Array(repeating: [], count: inspected.calls.count)
  }

  /// Whether the source of `node` (trivia included), or of the whole file when `node` is nil, has `text` in it, code
  /// or not: a byte search that spares building the text of nodes that nearly never have it.
  func source(of node: Syntax? = nil, contains text: String) -> Bool {
    let range = node.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
    return source.bytes.containsSubsequence(Array(text.utf8), in: range)
  }

  /// Whether the source of `node` contains `text` outside the UTF-8 offsets `excluded`: the same code written again
  /// elsewhere.
  func source(of node: Syntax, contains text: String, outside excluded: Range<Int>) -> Bool {
    let needle = Array(text.utf8)
    let start = node.position.utf8Offset
    let end = node.endPosition.utf8Offset
    return source.bytes.containsSubsequence(needle, in: start..<max(start, min(end, excluded.lowerBound)))
      || source.bytes.containsSubsequence(needle, in: min(end, max(start, excluded.upperBound))..<end)
  }

  /// The spaces and tabs that start the line `node` starts on: what a modifier a fix appends is indented by.
  func indentation(ofLineAt node: some SyntaxProtocol) -> String {
    let line = source.bytes[lineStart(before: node.positionAfterSkippingLeadingTrivia.utf8Offset)...]
    return String(decoding: line.prefix(while: Self.isIndentation), as: UTF8.self)
  }

  /// What a fix writes before a modifier it appends to a chain whose link starts at `period`, so the new link is
  /// written as that one is: on a line of its own, indented alike, when the link starts its line; else nothing.
  func lineBreakContinuingChain(before period: TokenSyntax) -> String {
    let offset = period.positionAfterSkippingLeadingTrivia.utf8Offset
    let before = source.bytes[lineStart(before: offset)..<offset]
    return before.allSatisfy(Self.isIndentation) ? "\n" + String(decoding: before, as: UTF8.self) : ""
  }

  /// The UTF-8 offset where the line holding `offset` starts.
  private func lineStart(before offset: Int) -> Int {
    var start = offset
    while start > 0 && source.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  private static func isIndentation(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Calls whose callee ends in `name`: `"systemFont"` finds `UIFont.systemFont(ofSize: 12)`,
  /// `"UIFont"` finds `UIFont(name: "Cereal", size: 16)`.
  public func calls(named name: String) -> [FunctionCallExprSyntax] {
    assert(inspected.calls.contains(name), "'\(name)' is not in any enabled rule's inspectedCalls")
    return inspected.calls.index(of: name).map { callsByName[$0] } ?? []
  }

  /// Assignments to a member, such as `label.accessibilityLabel = "Close"`.
  public func assignments(to member: String) -> [MemberAssignment] {
    assert(inspected.members.contains(member), "'\(member)' is not in any enabled rule's inspectedMembers")
    return assignmentsByMember[member] ?? []
  }

  /// Whether `node` is preview code: inside `#Preview { ... }` or a `PreviewProvider` type.
  public func isInPreview(_ node: some SyntaxProtocol) -> Bool {
    !previewRanges.isEmpty && isInPreview(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// Whether the code at a UTF-8 offset is preview code.
  func isInPreview(utf8Offset offset: Int) -> Bool {
    previewRanges.contains { $0.contains(offset) }
  }

  /// The view a modifier call belongs to: for `.font(...)` in `Image(...).font(...)`, the image.
  public func view(modifiedBy call: FunctionCallExprSyntax) -> ViewCall? {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return nil }
    let top = chainTop(of: Syntax(call))
    let start = top.position.utf8Offset
    return views[firstView(startingAtOrAfter: start)...].prefix { $0.startOffset == start }.first {
      $0.expression.id == top.id
    }
  }

  /// The innermost view whose expression holds the byte at `offset`, if any.
  func innermostView(holding offset: Int) -> ViewCall? {
    // The views that start at or before `offset`, the last first: the first of them that ends after it is innermost.
    views[..<firstView(startingAtOrAfter: offset + 1)].last { $0.endOffset > offset }
  }

  /// The index of the first view that starts at or after `offset` (views are listed in the order they start), or the
  /// number of views.
  private func firstView(startingAtOrAfter offset: Int) -> Int {
    var low = 0
    var high = views.count
    while low < high {
      let middle = (low + high) / 2
      if views[middle].startOffset < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The outermost expression of the chain each link asked about belongs to, so that asking for every link of a
  /// chain climbs each link once, not once per link below it.
  private var chainTops: [SyntaxIdentifier: Syntax] = [:]

  private func chainTop(of node: Syntax) -> Syntax {
    var climbed: [SyntaxIdentifier] = []
    var top = node
    while let outer = ViewChain.outerLink(of: top) {
      if let known = chainTops[outer.id] {
        top = known
        break
      }
      climbed.append(outer.id)
      top = outer
    }
    for id in climbed { chainTops[id] = top }
    return top
  }

  /// Modules only test code imports.
  static let testModules: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "Quick", "Nimble"]

  /// Words in the names of folders and files of developer screens, which the app's users never reach: `Debug`,
  /// `DevSettings`, `Developer`, a `LogViewer` or an `HTTPLog` screen (consoles of the app's own logs).
  private static let developerWords = ["Debug", "DevSettings", "DevTools", "Developer", "LogViewer", "HTTPLog"].map {
    Array($0.utf8)
  }
  /// Words in the names of files of screens shown to the team, not to users (`LiveMatchmakingDemo.swift`,
  /// `GameDiscussionMockView.swift`); only in a file's name, since whole sample apps are named so (`PluginDemo`).
  private static let demoWords = ["Demo", "Mock"].map { Array($0.utf8) }

  /// Whether the file is a developer screen: its path names debugging or developer settings
  /// (`Views/Settings/DevSettings/VssDebugScreen.swift`), or its name a demo or a mock. Rules about what users see pass
  /// it over.
  public private(set) lazy var isDeveloperScreen: Bool = {
    // The path's bytes are read once for every word: a copy for each cost more than the rest of a file's facts.
    let path = Array(path.relative.utf8)
    let name = Array(path[(path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...])
    return Self.developerWords.contains { path.containsSubsequence($0) }
      || Self.demoWords.contains { name.containsSubsequence($0) }
  }()

  /// Whether the file is in a folder of Mac code (`Mac/`, `macOS/`), whose screens iOS users never see.
  public private(set) lazy var isInMacFolder = path.relative.split(separator: "/").dropLast().contains {
    $0 == "Mac" || $0 == "macOS"
  }

  /// Whether the code at `offset` is compiled only into debug or development builds (``Scope/isDebugOnly``), read
  /// only in files that name those.
  func isDebugOnly(utf8Offset offset: Int) -> Bool {
    guard namesDebug, let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return false }
    return Scope(node: Syntax(token), file: self).isDebugOnly
  }

  /// Whether the code at `scope` is shown only on a Mac or to debug, which rules about what iOS users see pass over:
  /// the file is in a `Mac` folder, the code is compiled only for Mac Catalyst
  /// (`#if targetEnvironment(macCatalyst)`), or a condition around it names Catalyst, the Mac, debugging or a
  /// development build (`if IS_CATALYST`, `if isMac`, `if showDebugLabels`, `#if DEVELOPMENT`). The conditions are read
  /// only in files that name those.
  func isShownOnlyOnMacOrToDebug(_ scope: Scope) -> Bool {
    if isInMacFolder { return true }
    if namesMacCatalyst,
      scope.compilationClauses.contains(where: { clause in
        guard let condition = clause.condition?.trimmedText else { return false }
        return condition.contains("targetEnvironment(macCatalyst)") && !condition.contains("!")
      })
    {
      return true
    }
    guard namesMacCatalyst || namesDebug else { return false }
    if namesDebug && scope.isDebugOnly { return true }
    return scope.conditions.contains { condition in
      !condition.isElseBranch
        && condition.tested.contains { tested in
          tested.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            let lowercased = name.lowercased()
            return lowercased.contains("catalyst") || lowercased.hasPrefix("ismac") || lowercased.contains("debug")
              || lowercased.contains("development")
          }
        }
    }
  }

  /// Whether the file is test code: it imports `XCTest`, `Testing` or a test library.
  public var isTestCode: Bool {
    !imports.isDisjoint(with: Self.testModules)
  }

  /// Whether the file draws a widget or a Live Activity, whose views the system lays out in space of its own: it
  /// imports WidgetKit or ActivityKit, and its path names a widget or Live Activity, or its code a widget or widget
  /// view (`struct StepsWidget: Widget`, `StepsWidgetView`), a timeline entry, an activity's context or a widget
  /// family. An app's own screen may import WidgetKit only to reload the widgets (`WidgetCenter`). Read once: the rules
  /// ask it of every font and line limit of the file.
  public private(set) lazy var isWidgetCode: Bool = {
    guard imports.contains("WidgetKit") || imports.contains("ActivityKit") else { return false }
    return path.relative.containsText("Widget") || path.relative.containsText("LiveActivit")
      || Self.widgetWords.contains { source(contains: $0) }
  }()

  /// What a widget's or Live Activity's code writes (``isWidgetCode``).
  private static let widgetWords = [": Widget", "WidgetView", "TimelineEntry", "ActivityViewContext", "widgetFamily"]

  /// Swift libraries that write HTML with views named like SwiftUI's (``SkippedCode/webPages``).
  static let webPageModules: Set<String> = ["Ignite", "Plot", "Publish", "Elementary", "HTMLKit", "SwiftHtml"]

  /// Whether the file builds web pages: it imports an HTML library and neither SwiftUI nor UIKit.
  public var isWebPageCode: Bool {
    !imports.isDisjoint(with: Self.webPageModules) && !imports.contains("SwiftUI") && !imports.contains("UIKit")
  }

  /// The innermost type declaration that contains `node`.
  public func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? {
    enclosingType(atUTF8Offset: node.position.utf8Offset)
  }

  /// The innermost type declaration that contains the UTF-8 offset (where a finding starts).
  func enclosingType(atUTF8Offset offset: Int) -> TypeDeclaration? {
    types.last { $0.syntax.range.contains(AbsolutePosition(utf8Offset: offset)) }
  }

  /// A method named `name` that a type of the file writes: what a call of it runs, when the call is in the file.
  public func function(named name: String) -> FunctionDeclSyntax? {
    types.lazy.compactMap { $0.function(named: name) }.first
  }

  /// The scope of a node the walk did not note for a syntax rule: a call a file rule looked up, a view's expression.
  public func scope(of node: some SyntaxProtocol) -> Scope {
    Scope(node: Syntax(node), file: self)
  }

  /// The type declared in this file with this name (the first, if it is extended here too).
  public func type(named name: String) -> TypeDeclaration? {
    types.first { $0.name == name && $0.kind != .extension }
  }
}

/// An assignment to a member: `button.accessibilityLabel = "Close"`, `accessibilityLabel = "Close"` inside a
/// view's own code, or `button.accessibilityTraits |= .button`.
public struct MemberAssignment {
  public let member: String
  /// What the member belongs to (`button`), nil for an implicit `self`.
  public let base: ExprSyntax?
  /// `=`, or a compound assignment such as `|=` or `+=`.
  public let `operator`: String
  /// The expressions right of `=` (more than one when operators follow, as in `a ?? b`).
  public let values: [ExprSyntax]
  public let syntax: SequenceExprSyntax
}
