import SwiftSyntax

/// The properties of the project's enums that pick a symbol's name for each case, by name, from every file: `var
/// systemImage: String { switch self { case .initial: "circle" case .complete: "checkmark.circle.fill" } }`. What
/// `state_symbol_label` waits on to tell a status's symbol (`item.status.systemImage`), which stands for a state, from a
/// kind's (`device.platform.iconName`), which names a thing.
public struct SymbolPropertyFacts: ProjectFact {
  /// For each property name, the types that declare it, split by whether their names say they are a state.
  private var stateTypes: [String: Set<String>] = [:]
  private var otherTypes: [String: Set<String>] = [:]

  public init() {}

  public init(_ file: FileModel) {
    for type in file.types where type.kind == .enum || type.kind == .extension {
      for property in type.properties where !property.isStatic && property.picksANamePerCase {
        if Self.namesAState(type.name) {
          stateTypes[property.name, default: []].insert(type.name)
        } else {
          otherTypes[property.name, default: []].insert(type.name)
        }
      }
    }
  }

  public mutating func merge(_ other: SymbolPropertyFacts) {
    stateTypes.merge(other.stateTypes) { $0.union($1) }
    otherTypes.merge(other.otherTypes) { $0.union($1) }
  }

  /// Whether `member` of a value named `receiver` (`status` of `item.status.systemImage`) picks a state's symbol: a
  /// state type declares it, and either the receiver's name says it is a state too, or no other type declares it.
  func picksAStateSymbol(_ member: String, receiver: String) -> Bool {
    guard stateTypes[member] != nil else { return false }
    return Self.namesAState(receiver) || otherTypes[member] == nil
  }

  /// Whether a type's or a value's name says it is a state: `Status`, `ConnectionState`, `syncStatus`, `health`.
  static func namesAState(_ name: String) -> Bool {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return stateWords.contains { last == $0 || last.hasSuffix($0.capitalized) }
  }

  private static let stateWords = ["status", "state", "health", "reachability", "connectivity", "availability"]
}

extension PropertyDeclaration {
  /// Whether the property's getter is one `switch self` whose every case gives a string written out, two of them
  /// different: a name per case.
  fileprivate var picksANamePerCase: Bool {
    guard let choice = getter?.onlyExpression?.as(SwitchExprSyntax.self),
      choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return false }
    var names: Set<String> = []
    for element in choice.cases {
      guard
        let name = element.as(SwitchCaseSyntax.self)?.statements.onlyExpression?.as(StringLiteralExprSyntax.self)?
          .plainText
      else { return false }
      names.insert(name)
    }
    return names.count >= 2
  }
}

extension ProjectCondition {
  /// `member` of `receiver` picks no state's symbol (see ``SymbolPropertyFacts/picksAStateSymbol(_:receiver:)``).
  public static func picksNoStateSymbol(_ member: String, receiver: String) -> ProjectCondition {
    ProjectCondition(SymbolPropertyFacts.self) { !$0.picksAStateSymbol(member, receiver: receiver) }
  }
}
