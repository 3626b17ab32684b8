import SwiftSyntax

/// The project's view types that are drawings: shapes (`struct Glyph: Shape`) and views whose body is a `Path` or a
/// `Canvas`. VoiceOver finds nothing to read in a drawing, so a tappable one needs a label: the fact
/// `custom_shape_label` waits on for a type declared in another file.
public struct DrawingFacts: ProjectFact {
  public private(set) var drawings: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    for type in file.types where type.kind == .struct || type.kind == .class {
      if type.conforms(to: Self.shapeProtocols) { drawings.insert(type.name) }
    }
    // A view whose `body` is one drawing (`Path { ... }.stroke(...)`), found from the drawings, which few files have.
    file.forEachView { view in
      guard view.parent == nil, let name = view.name, Self.drawingViews.contains(name),
        let type = view.enclosingType, type.kind == .struct || type.kind == .class,
        type.conforms(to: SwiftUIViews.viewProtocol),
        TypeDeclaration.member(givingOnly: view.expression) == "body"
      else { return }
      drawings.insert(type.name)
    }
  }

  /// SwiftUI's views that draw and hold nothing VoiceOver reads.
  static let drawingViews: NameSet = ["Path", "Canvas"]
  private static let shapeProtocols: NameSet = ["Shape", "InsettableShape"]

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
