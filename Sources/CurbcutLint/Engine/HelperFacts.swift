import SwiftSyntax

/// The images the project's helpers give, from every file: `var icon: some View { Image("close") }` in a type or an
/// extension of it, `static let close = Image("close")` in an `enum Icons`, `func badge() -> some View { Image(...) }`.
/// Within a file, ``FileModel/namedImage(_:in:)`` resolves a helper; these facts resolve one declared in another
/// file, so a rule reports `unless:` the helper gives no image VoiceOver reads unnamed
/// (``ProjectCondition/helperGivesNoUnlabeledImage(type:member:)``).
public struct HelperFacts: ProjectFact {
  /// What VoiceOver reads of the unlabelled image each helper gives, by `Type.member`.
  public private(set) var images: [String: UnlabeledImage] = [:]
  /// The helpers whose image is placed in a view where it is written (`var logo: some View { Image("logo") }`), so
  /// `image_label` judges it there rather than where the helper is used.
  private var placedWhereDeclared: Set<String> = []

  public init() {}

  public init(_ file: FileModel) {
    for (key, view) in file.imageHelpers {
      guard let image = view.unlabeledImage else { continue }
      images[key] = image
      if !view.isPlacedElsewhere(in: file) { placedWhereDeclared.insert(key) }
    }
  }

  /// What VoiceOver reads of the image a helper gives, by the type it is declared in (or extends) and its name; nil
  /// when the helper gives no image, or one labelled, hidden or decorative.
  public func image(givenBy type: String, member: String) -> UnlabeledImage? {
    images["\(type).\(member)"]
  }

  public mutating func merge(_ other: HelperFacts) {
    for (key, image) in other.images where images[key] == nil {
      images[key] = image
      if other.placedWhereDeclared.contains(key) { placedWhereDeclared.insert(key) }
    }
  }

  /// Whether the helper gives an asset image VoiceOver reads by its name, and judged where it is used.
  func givesUnlabeledAssetPlacedWhereUsed(type: String, member: String) -> Bool {
    let key = "\(type).\(member)"
    guard case .asset? = images[key] else { return false }
    return !placedWhereDeclared.contains(key)
  }
}

extension ProjectCondition {
  /// The helper `type.member`, declared in any file, gives no image VoiceOver reads unnamed: a rule that took a name
  /// in a control's label for an icon reports it unless this holds.
  public static func helperGivesNoUnlabeledImage(type: String, member: String) -> ProjectCondition {
    ProjectCondition(HelperFacts.self) { $0.image(givenBy: type, member: member) == nil }
  }

  /// The helper `type.member`, declared in any file, gives no asset image VoiceOver reads by its name (a symbol, a
  /// decoration or no image at all), or one judged where the helper places it in a view.
  public static func helperGivesNoUnlabeledAsset(type: String, member: String) -> ProjectCondition {
    ProjectCondition(HelperFacts.self) { !$0.givesUnlabeledAssetPlacedWhereUsed(type: type, member: member) }
  }
}
