import SwiftSyntax

/// The project's own ways to make an SF Symbol image from a value of its own: an `Image` initializer given an
/// enumeration's case (`extension Image { init(_ symbol: AppSymbol) { self.init(systemName: symbol.rawValue) } }`),
/// so that `Image(.chevronDown)` is a symbol, which VoiceOver reads by the symbol's own description, and not an asset
/// Xcode generated (`image_label`). The initializer and the enumeration may be declared in any file.
public struct SymbolImageFacts: ProjectFact {
  /// The types an `Image` initializer of the project takes, unlabelled, to call `init(systemName:)` with.
  private var symbolTypes: Set<String> = []
  /// The cases of the project's enumerations, by enumeration.
  private var cases: [String: Set<String>] = [:]

  public init() {}

  public init(_ file: FileModel) {
    for type in file.types {
      switch type.kind {
      case .extension where type.name == "Image" || type.name == "SwiftUI.Image":
        guard let members = type.syntax.as(ExtensionDeclSyntax.self)?.memberBlock.members else { continue }
        for case let initializer? in members.map({ $0.decl.as(InitializerDeclSyntax.self) }) {
          guard let parameter = initializer.signature.parameterClause.parameters.first,
            parameter.firstName.tokenKind == .wildcard,
            let typeName = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
            initializer.body?.statements.contains(where: { $0.trimmedDescription.contains("systemName:") }) == true
          else { continue }
          symbolTypes.insert(typeName)
        }
      case .enum:
        guard let members = type.syntax.as(EnumDeclSyntax.self)?.memberBlock.members else { continue }
        let names = members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map(\.name.text)
        if !names.isEmpty { cases[type.name, default: []].formUnion(names) }
      default:
        continue
      }
    }
  }

  public mutating func merge(_ other: SymbolImageFacts) {
    symbolTypes.formUnion(other.symbolTypes)
    cases.merge(other.cases) { $0.union($1) }
  }

  /// Whether `member` is a case of an enumeration an `Image` initializer of the project makes a symbol from.
  func isSymbol(_ member: String) -> Bool {
    symbolTypes.contains { cases[$0]?.contains(member) == true }
  }
}

extension ProjectCondition {
  /// `Image(.member)` makes a symbol through an initializer of the project (``SymbolImageFacts``).
  static func imageMakesASymbol(_ member: String) -> ProjectCondition {
    ProjectCondition(SymbolImageFacts.self) { $0.isSymbol(member) }
  }
}
