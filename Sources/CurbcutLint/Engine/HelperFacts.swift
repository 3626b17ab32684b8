import SwiftSyntax

/// The images the project's helpers give, from every file: `var icon: some View { Image("close") }` in a type or an
/// extension of it, `static let close = Image("close")` in an `enum Icons`, `func badge() -> some View { Image(...) }`.
/// Within a file, ``FileModel/view(givenBy:in:)`` resolves a helper; these facts resolve one declared in another
/// file, so a rule reports `unless:` the helper gives no image (``ProjectCondition/helperGivesNoImage(type:member:)``).
public struct HelperFacts: ProjectFact {
  /// The image each helper gives, as written (`Image("close")`), by `Type.member`.
  public private(set) var images: [String: String] = [:]

  public init() {}

  public init(_ file: FileModel) {
    let imagesByExpression = Dictionary(
      file.views.filter { $0.name == "Image" }.map { ($0.expression.id, $0) }, uniquingKeysWith: { first, _ in first })
    guard !imagesByExpression.isEmpty else { return }
    for type in file.types where type.kind != .protocol {
      let members =
        type.properties.map(\.name)
        + (type.syntax.asProtocol((any DeclGroupSyntax).self)?.memberBlock.members.compactMap {
          $0.decl.as(FunctionDeclSyntax.self)?.name.text
        } ?? [])
      for member in members {
        guard let expression = type.viewExpression(ofHelper: member), let view = imagesByExpression[expression.id]
        else { continue }
        images["\(type.name).\(member)"] = images["\(type.name).\(member)"] ?? view.expression.trimmedDescription
      }
    }
  }

  /// The image a helper gives, by the type it is declared in (or extends) and its name.
  public func image(givenBy type: String, member: String) -> String? {
    images["\(type).\(member)"]
  }

  public mutating func merge(_ other: HelperFacts) {
    images.merge(other.images) { first, _ in first }
  }
}

extension ProjectCondition {
  /// The helper `type.member`, declared in any file, gives no image: a rule that took a name in a label for an
  /// image reports it unless this holds.
  public static func helperGivesNoImage(type: String, member: String) -> ProjectCondition {
    ProjectCondition(HelperFacts.self) { $0.image(givenBy: type, member: member) == nil }
  }
}
