import SwiftSyntax

/// The project's view types that VoiceOver announces as a button or a link: those whose `body` is one `Button`,
/// `Link` or `NavigationLink`, or one view given the trait, a default action or a representation
/// (`.accessibilityElement(children: .ignore).accessibilityAddTraits(.isButton)`). A tap on a row of such a type,
/// declared in any file, is in VoiceOver's reach: activating the row taps it (`tap_gesture_trait`).
public struct ButtonTraitFacts: ProjectFact {
  public private(set) var announcedAsButtons: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    file.forEachView { view in
      guard view.parent == nil, let name = view.name, let type = view.enclosingType,
        type.kind == .struct || type.kind == .class, type.conforms(to: SwiftUIViews.viewProtocol),
        TypeDeclaration.member(givingOnly: view.expression) == "body",
        Self.activatableViews.contains(name) || view.exposesActivation(in: file)
      else { return }
      announcedAsButtons.insert(type.name)
    }
  }

  /// SwiftUI's views that VoiceOver announces as a button or a link.
  private static let activatableViews: NameSet = ["Button", "Link", "NavigationLink"]

  public mutating func merge(_ other: ButtonTraitFacts) {
    announcedAsButtons.formUnion(other.announcedAsButtons)
  }
}

extension ProjectCondition {
  /// Every one of `types` is announced as a button or a link (``ButtonTraitFacts``).
  static func everyTypeIsAnnouncedAsAButton(_ types: [String]) -> ProjectCondition {
    ProjectCondition(ButtonTraitFacts.self) { facts in types.allSatisfy(facts.announcedAsButtons.contains) }
  }
}
