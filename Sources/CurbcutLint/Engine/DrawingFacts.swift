import SwiftSyntax

/// The project's view types that are drawings: shapes (`struct Glyph: Shape`) and views whose body is a `Path` or a
/// `Canvas`. VoiceOver finds nothing to read in a drawing, so a tappable one needs a label: the fact
/// `custom_shape_label` waits on for a type declared in another file.
public struct DrawingFacts: ProjectFact {
  public private(set) var drawings: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    for type in file.types where type.kind == .struct || type.kind == .class {
      if type.conforms(to: "Shape") || type.conforms(to: "InsettableShape") {
        drawings.insert(type.name)
      } else if type.conforms(to: "View"), let body = type.property(named: "body"),
        let name = Self.drawingName(ofBody: body), DrawingFacts.drawingViews.contains(name)
      {
        drawings.insert(type.name)
      }
    }
  }

  /// SwiftUI's views that draw and hold nothing VoiceOver reads.
  static let drawingViews: Set<String> = ["Path", "Canvas"]

  /// The type a view's `body` makes when it is one expression: `Path { ... }.stroke(...)` makes a `Path`.
  private static func drawingName(ofBody body: PropertyDeclaration) -> String? {
    guard let accessor = body.syntax.bindings.first?.accessorBlock,
      case .getter(let statements) = accessor.accessors, statements.count == 1,
      let expression = statements.first?.item.as(ExprSyntax.self)
    else { return nil }
    return ViewChain.base(of: expression).as(FunctionCallExprSyntax.self)?.calleeName
  }

  public mutating func merge(_ other: DrawingFacts) {
    drawings.formUnion(other.drawings)
  }
}

extension ProjectCondition {
  /// `type` is not one of the project's drawings.
  public static func isNoDrawing(_ type: String) -> ProjectCondition {
    ProjectCondition(DrawingFacts.self) { !$0.drawings.contains(type) }
  }
}
