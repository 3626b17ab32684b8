import SwiftSyntax

/// Which values the run animates the changes of: what `withAnimation` bodies assign or toggle (directly, or in a
/// function of the same file they call), the values `.animation(_:value:)` watches and the bindings made to animate
/// (`$isOn.animation()`); and which stored values no code sets (see ``ValueChanges``). The fact
/// `reduce_motion_animation` waits on before it calls a transition one that plays: a view shown by a value no code
/// animates appears without its transition, and one shown by a value no code sets never appears.
public struct AnimationFacts: ProjectFact {
  /// The last names of the values animated wherever they change: `isExpanded` of `model.isExpanded = true` in a
  /// `withAnimation`, of `$isExpanded.animation()`.
  private var animatedNames: Set<String> = []
  /// How many `.animation(_:value:)` modifiers watch each name. Such a modifier animates only the views it modifies,
  /// so a rule that sees one is not around its view (inside it, or on a sibling) leaves it out (see
  /// ``animatesAny(of:besides:)``).
  private var watchers: [String: Int] = [:]
  /// The transitions the app declares that move or zoom the view: static members of `extension AnyTransition` whose
  /// code writes `.move`, `.slide`, `.push`, `.offset` or `.scale` and does not read the Reduce Motion setting.
  private var movingTransitions: Set<String> = []
  /// Which stored values no code sets: a view shown only by them never comes or goes.
  fileprivate var valueChanges = ValueChanges()

  public init() {}

  public init(_ model: FileModel) {
    self = Self.animations(in: model)
    // Only a whole project's run can tell that no code sets a value (``ProjectCondition/projectNeverChanges(_:)``).
    if model.runReadsWholeProjects { valueChanges = ValueChanges(model) }
    for type in model.types where type.kind == .extension && (type.name == "AnyTransition" || type.name == "Transition")
    {
      for member in type.syntax.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? [] {
        let name =
          member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
          .text ?? member.decl.as(FunctionDeclSyntax.self)?.name.text
        let code = Syntax(member.decl)
        guard let name, !model.readsReduceMotion(code),
          member.decl.namesAfterPeriods.contains(where: Self.movingWords.contains)
        else { continue }
        movingTransitions.insert(name)
      }
    }
  }

  /// What one file animates, alone: the last names of the values it animates wherever they change (see
  /// ``animatedNames``) and how many of its `.animation(_:value:)` modifiers watch each name (see ``watchers``), without
  /// the facts only a whole run tells.
  static func animations(in model: FileModel) -> AnimationFacts {
    var facts = AnimationFacts()
    facts.animatedNames = model.changesInWithAnimation.names
    for call in model.calls(named: "animation") where !readsReduceMotion(call, in: model) {
      if let names = watchedNames(of: call) {
        for name in names { facts.watchers[name, default: 0] += 1 }
      } else if let binding = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
        binding.hasPrefix("$")
      {
        facts.animatedNames.insert(String(binding.dropFirst()).split(separator: ".").last.map(String.init) ?? binding)
      }
    }
    return facts
  }

  /// Whether an animating call's animation reads the Reduce Motion setting (`.animation(reduceMotion ? nil :
  /// .easeInOut, value: message)`, `withAnimation(reduceMotion ? nil : .spring) { ... }`): with the setting on, the
  /// change it makes is not animated, and no transition of it plays.
  private static func readsReduceMotion(_ call: FunctionCallExprSyntax, in model: FileModel) -> Bool {
    guard let animation = call.arguments.first, animation.label == nil else { return false }
    return model.readsReduceMotion(Syntax(animation))
  }

  /// SwiftUI's transitions that move or zoom the view.
  static let movingWords: Set<String> = ["slide", "move", "push", "offset", "scale"]

  public mutating func merge(_ other: AnimationFacts) {
    animatedNames.formUnion(other.animatedNames)
    watchers.merge(other.watchers, uniquingKeysWith: +)
    movingTransitions.formUnion(other.movingTransitions)
    valueChanges.merge(other.valueChanges)
  }

  /// Whether the app declares a transition named `name` that moves or zooms the view.
  func declaresMovingTransition(named name: String) -> Bool {
    movingTransitions.contains(name)
  }

  /// The names whose change an `.animation(_:value:)` watches: those its value reads (`isExpanded` of
  /// `model.isExpanded`, `replyTo` and `id` of `self.replyTo?.id`, which changes when `replyTo` does); nil without a
  /// `value:`.
  static func watchedNames(of animation: FunctionCallExprSyntax) -> Set<String>? {
    animation.arguments.first(where: { $0.label?.text == "value" }).map { Set($0.expression.namesOfValuesRead) }
  }

  /// Whether some code animates a change of one of `names`, leaving out the `.animation(_:value:)` modifiers counted
  /// in `besides`, which do not modify the view asked about. A change of a collection animated, or watched, is one of
  /// its members (`messages.isEmpty`); a watch of a member is not one of the collection.
  func animatesAny(of names: Set<String>, besides: [String: Int]) -> Bool {
    names.contains { name in
      [name, Self.valueName(of: name)].contains {
        animatedNames.contains($0) || watchers[$0, default: 0] > besides[$0, default: 0]
      }
    }
  }

  /// The value a name read is of: `messages` of `messages.isEmpty` (see ``SyntaxProtocol/namesOfValuesRead``).
  static func valueName(of name: String) -> String {
    name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
  }

  /// What the bodies of a file's `withAnimation` calls change, together (see ``changes(in:of:)``); a call whose body
  /// is not written there (`withAnimation(.default, perform: reload)`) changes what is unknown.
  static func changes(inWithAnimationOf model: FileModel) -> (names: Set<String>, callsUnknown: Bool) {
    var names: Set<String> = []
    var callsUnknown = false
    for call in model.calls(named: "withAnimation") where !readsReduceMotion(call, in: model) {
      guard let body = call.animatedBody else {
        callsUnknown = true
        continue
      }
      let changes = changes(in: body.statements, of: model)
      names.formUnion(changes.names)
      callsUnknown = callsUnknown || changes.callsUnknown
    }
    return (names, callsUnknown)
  }

  /// The methods by which a value changes itself (`isShown.toggle()`, `pollOptions.append("")`, `rows.remove(at: i)`):
  /// a change of the value they are called on, not a call into unknown code.
  static let changingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move",
    "swapAt",
    "sort", "shuffle", "reverse",
  ]

  /// What statements change: the last names of what they assign, toggle or change as a collection, in their
  /// branches too and in the functions of the file they call; and whether they also call something the file does not
  /// declare, whose changes are unknown (`model.load()`, `dismiss()`).
  static func changes(
    in statements: CodeBlockItemListSyntax, of model: FileModel
  ) -> (
    names: Set<String>, callsUnknown: Bool
  ) {
    var names: Set<String> = []
    var callsUnknown = false
    var pending = Array(statements)
    var followed: Set<String> = []
    while let statement = pending.popLast() {
      if let target = statement.assignedTarget {
        if let name = target.lastName { names.insert(name) }
        continue
      }
      guard let expression = statement.expression else { continue }
      if let choice = expression.as(IfExprSyntax.self) {
        pending += choice.body.statements
        if case .codeBlock(let block)? = choice.elseBody { pending += block.statements }
        if case .ifExpr(let nested)? = choice.elseBody { pending += nested.body.statements }
        continue
      }
      guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self) else { continue }
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      if let method = member?.declName.baseName.text, changingMethods.contains(method),
        let name = member?.base?.lastName
      {
        names.insert(name)
      } else if member?.declName.baseName.text == "scrollTo" {
        // A scroll view's proxy scrolls: no value changes, and no view comes or goes.
        continue
      } else if let name = call.calleeName, let function = model.function(named: name) {
        if followed.insert(name).inserted, let body = function.body { pending += body.statements }
      } else {
        callsUnknown = true
      }
    }
    return (names, callsUnknown)
  }
}

extension FunctionCallExprSyntax {
  /// The closure a `withAnimation(...)` call runs: its trailing closure, or its last argument.
  var animatedBody: ClosureExprSyntax? {
    trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
  }
}

extension ProjectCondition {
  /// No code of the run declares a transition named `name` that moves or zooms the view.
  public static func declaresNoMovingTransition(named name: String) -> ProjectCondition {
    ProjectCondition(AnimationFacts.self) { !$0.declaresMovingTransition(named: name) }
  }

  /// No code of the run animates a change of any of `names`, but for the `.animation(_:value:)` modifiers counted in
  /// `besides` (those of the view's own file that do not modify it): a view shown under a condition on them appears
  /// and disappears without its transition.
  public static func animatesNoneOf(_ names: Set<String>, besides: [String: Int] = [:]) -> ProjectCondition {
    ProjectCondition(AnimationFacts.self) { !$0.animatesAny(of: names, besides: besides) }
  }

  /// The run reads whole projects (``ViewUseFacts/seesEveryUse``) and none of their code sets any of `names`, stored
  /// values that hold `false` or `nil` until code sets them: a view shown only by them never appears (a toast whose
  /// message no code gives, a banner behind a flag declared `false`).
  public static func projectNeverChanges(_ names: Set<String>) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self, AnimationFacts.self) { uses, animations in
      uses.seesEveryUse && animations.valueChanges.neverChange(names)
    }
  }

  /// The run reads whole projects (``ViewUseFacts/seesEveryUse``) and none of their code animates a change of any of
  /// `names`: whoever shows the view does not animate its condition either.
  public static func projectAnimatesNoneOf(_ names: Set<String>) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self, AnimationFacts.self) { uses, animations in
      uses.seesEveryUse && !animations.animatesAny(of: names, besides: [:])
    }
  }
}
