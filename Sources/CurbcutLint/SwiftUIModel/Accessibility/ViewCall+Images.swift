import SwiftSyntax

/// Which images VoiceOver meets as elements of their own, and which of them are decoration: what `image_label` and
/// `decorative_image_exposed` share, so that an image is reported by one of them at most.
extension ViewCall {
  /// For an `Image(...)` from an asset or a bitmap that VoiceOver reads as an element of its own, with no label, what
  /// it shows (the asset name or the argument as written). Nil for symbols, decorative images, images read as part
  /// of something labelled (a `Label`'s icon, a control's label, a labelled or hidden group), images this file does
  /// not place on screen, masks and clip shapes, and images drawn by a control style.
  func imageReadWithoutLabel(in file: FileModel) -> String? {
    guard name == "Image", let source = imageSource, isReadOnItsOwn(in: file) else { return nil }
    return source
  }

  /// For a view that shows an asset image it names rather than writes, read by VoiceOver as an element of its own
  /// with no label: the image as written (`Icons.logo` of `Icons.logo.resizable()`, `Asset.hero.swiftUIImage`), and,
  /// for a helper declared in another file, the condition that clears it once every file is read. `expression` is
  /// the name as a statement of this view's content when it has no modifiers (`VStack { Asset.hero.swiftUIImage }`),
  /// and the view's base when it has. An image a helper of this file both gives and places in a view (`var logo:
  /// some View { Image("logo") }`) is judged where it is written.
  func namedAssetImageReadWithoutLabel(
    _ expression: ExprSyntax, in file: FileModel
  ) -> (
    source: String, unless: ProjectCondition?
  )? {
    // Only three kinds of expression can name such an image, told apart before any helper is looked up: a generated
    // asset, a member named with its type, and a helper of a file that declares some. Most views are none of them.
    guard
      file.isGeneratedAssetImage(expression)
        || expression.as(MemberAccessExprSyntax.self)?.base.map(ViewChain.isTypeReference) == true
        || !file.imageHelpers.isEmpty,
      let image = file.namedImage(expression, in: enclosingType)
    else { return nil }
    // Only a name that says its type (`Brand.logo`) is looked for in other files: a bare one (`content`, `label`) is
    // nearly always a parameter or a local, and every chain on one would wait on the project's facts.
    if case .declaredElsewhere(let type, _) = image,
      expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != type
    {
      return nil
    }
    guard !isBehindAnotherView, isReadOnItsOwn(in: file) else { return nil }
    switch image {
    case .generatedAsset:
      return (expression.quotedDescription, nil)
    case .written(let given):
      guard case .asset = given.unlabeledImage, given.isPlacedElsewhere(in: file) else { return nil }
      return (expression.quotedDescription, nil)
    case .declaredElsewhere(let type, let member):
      return (expression.quotedDescription, .helperGivesNoUnlabeledAsset(type: type, member: member))
    }
  }

  /// Whether VoiceOver meets the view as an element of its own: not read as part of something labelled (a `Label`'s
  /// icon, a control's label, a labelled or hidden group), placed by this file, not a mask or a clip shape, and not
  /// drawn by a control style. The questions that climb the view tree come first, those that read the syntax around
  /// the view last.
  private func isReadOnItsOwn(in file: FileModel) -> Bool {
    if let readOnItsOwn { return readOnItsOwn }
    let answer =
      !isInLabelledPlace && !isLabelIcon && !isShapeOnly && !isInControlStyle
      // A picker's option (`Picker(...) { ForEach(fruits) { HStack { Image(...); Text(...) } } }`) is read as its label.
      && !isInContent(ofNearest: "Picker") && !isPlacedElsewhere(in: file)
      && !isInHelperShownOnlyInLabelledPlaces(in: file) && !isDrawnInCanvas
    readOnItsOwn = answer
    return answer
  }

  /// Whether the view is drawn into a `Canvas` (`context.draw(Image("road"), at: .zero)`): VoiceOver meets the canvas
  /// as one element, never what is drawn in it.
  private var isDrawnInCanvas: Bool {
    ancestors.contains { $0.name == "Canvas" }
  }

  /// Whether the view's tree is the value of a view helper (`func navImage(_ name: String) -> some View`) that this
  /// file names only in labelled places, such as a button's label: VoiceOver reads it there as part of them.
  private func isInHelperShownOnlyInLabelledPlaces(in file: FileModel) -> Bool {
    guard let uses = usesOfEnclosingHelper(in: file) else { return false }
    return !uses.isEmpty && uses.allSatisfy { $0 }
  }

  /// Why an image is decoration rather than content: its asset name says so (`"background-gradient"`,
  /// `.bgPattern`), or it is drawn behind a view by `.background(...)`. Nil when nothing says so.
  var decoration: ImageDecoration? {
    if let name = assetName, let word = ImageDecoration.decorationWord(in: name) {
      return .named(word)
    }
    return isBehindAnotherView ? .background : nil
  }

  /// Whether the view, or a view around it, is drawn behind another by `.background(...)`.
  var isBehindAnotherView: Bool {
    sequence(first: self, next: \.parent).contains { view in
      if case .modifier("background", _) = view.role { return true }
      return false
    }
  }

  /// What VoiceOver reads of an `Image(...)` that nothing names, for one a helper gives (`static let close =
  /// Image("close")`): nil when the image has a label or is hidden or decorative, or the view is no image.
  public var unlabeledImage: UnlabeledImage? {
    guard name == "Image", !hasAccessibilityLabel, !isAccessibilityHidden, argument("decorative") == nil else {
      return nil
    }
    guard let source = imageSource else { return .symbol }
    return assetName.flatMap(ImageDecoration.decorationWord(in:)) == nil ? .asset(source) : .namedDecoration
  }

  /// The asset an image is made from, as a string literal or a generated symbol: `"bg-top"` in `Image("bg-top")`,
  /// `bgTop` in `Image(.bgTop)` or `Image(ImageResource.bgTop)`.
  private var assetName: String? {
    guard let first = arguments.first, first.parameter == nil else { return nil }
    if let literal = first.expression.as(StringLiteralExprSyntax.self) { return literal.plainText }
    guard let member = first.expression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedText == "ImageResource"
    else { return nil }
    return member.declName.baseName.text
  }

  /// For `Image(...)` from an asset or a bitmap, what it shows: the asset name or the argument as written.
  /// Nil for symbols (`systemName:`) and decorative images.
  private var imageSource: String? {
    guard let first = arguments.first else { return nil }
    switch first.parameter {
    case nil:
      if let literal = first.expression.as(StringLiteralExprSyntax.self) {
        return literal.plainText ?? literal.quotedDescription
      }
      return first.expression.quotedDescription
    case "uiImage"?, "nsImage"?:
      return "\(first.parameter!): \(first.expression.quotedDescription)"
    default:
      return nil
    }
  }

  /// Whether this file does not show where the image appears: it is a labelled argument of a custom type's
  /// initializer, an argument of a function call (`transformer(AnyView(Image(...)))`), a shape given to a chain the
  /// model does not take for a view, kept in a variable or returned from a property or function typed `Image`, or
  /// assigned to a value the file only hands on (see ``isAssignedToAValueHandedOn(in:)``), rather than content of a
  /// view or modifier.
  func isPlacedElsewhere(in file: FileModel) -> Bool {
    if case .argument(.some) = role, let parent = parent?.name, !SwiftUIViews.names.contains(parent) { return true }
    if isAssignedToAValueHandedOn(in: file) { return true }
    // Part of a text (`Text(Image("hashtag"))`), or the item a `ShareLink` shares rather than shows.
    if (parent?.name == "Text" && role == .argument(nil)) || (parent?.name == "ShareLink" && role == .argument("item"))
    {
      return true
    }
    let scope = file.scope(of: expression)
    for call in scope.enclosingCalls {
      // A shape given to a chain the model does not take for a view (`LINEAR_GRADIENT.mask(Image("verified"))`) is
      // never shown.
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        Self.shapingModifiers.contains(member.declName.baseName.text)
      {
        return true
      }
      // A modifier or a member's call shows the image; a type's initializer may pass it on to one that does.
      guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
      if callee.first?.isLowercase == true { return true }
    }
    guard let binding = scope.binding else { return false }
    return binding.declaredType?.isImageType == true || binding.initialValue?.id == expression.id
  }

  /// Whether the image is assigned to a value (`customImage = Image(uiImage: photo)`) that the file uses, and only hands
  /// to a custom view's initializer (`WallpaperPreview(image: $customImage)`) or draws into a canvas
  /// (`context.draw(director.truckImage, at: .zero)`): the image is labelled, or not, where it is shown. A value the
  /// file shows itself (`qrImage.resizable()`), or never uses (a model's `artwork`, shown by other files), keeps the
  /// finding where the image is made: all this file shows of it.
  private func isAssignedToAValueHandedOn(in file: FileModel) -> Bool {
    guard let elements = expression.parent?.as(ExprListSyntax.self),
      let index = elements.firstIndex(where: { $0.id == expression.id }), index != elements.startIndex,
      elements[elements.index(before: index)].is(AssignmentExprSyntax.self),
      let target = elements.first,
      let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    else { return false }
    var usesHandedOn = 0
    // The value and its binding (`$customImage`), found by their bytes rather than by walking every token.
    for token in file.identifierTokens(named: name) + file.identifierTokens(named: "$" + name) {
      let reference = token.parent.flatMap { $0.as(DeclReferenceExprSyntax.self) }.map(Syntax.init)
      guard let reference else { continue }  // A declaration's name, a label or a parameter: no use of the value.
      // The value is the member a name ends (`director.truckImage`), else the name itself.
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
      let value = member.flatMap { $0.declName.id == reference.id ? Syntax($0) : nil } ?? reference
      if let list = value.parent?.as(ExprListSyntax.self), list.first?.id == value.id, list.count > 1,
        list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
      {
        continue  // Assigned, not used.
      }
      guard let argument = value.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      let callee = call.calledExpression
      if let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, argument.label != nil,
        type.first?.isUppercase == true, !SwiftUIViews.names.contains(type)
      {
        usesHandedOn += 1
      } else if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "draw" {
        usesHandedOn += 1
      } else {
        return false
      }
    }
    return usesHandedOn > 0
  }

  /// Whether the image is a `Label`'s icon, read with its title: the `icon` of `Label(...)`, or of `self.init(...)` in
  /// an initializer of `extension Label` (`self.init { Text(title) } icon: { Image(asset) }`).
  var isLabelIcon: Bool {
    // The parent's name first: a view's role takes its parent's arguments to work out.
    if parent?.name == "Label" && role == .argument("icon") { return true }
    guard enclosingType?.name == "Label",
      let closure = expression.parent?.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1
    else { return false }
    let argument: (label: TokenSyntax?, call: Syntax?)? =
      if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
        (trailing.label, trailing.parent?.parent)
      } else if let labelled = closure.parent?.as(LabeledExprSyntax.self) {
        (labelled.label, labelled.parent?.parent)
      } else {
        nil
      }
    guard let argument, argument.label?.text == "icon",
      let call = argument.call?.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calledExpression.trimmedText == "self.init"
  }

  /// Whether the image only gives another view its shape (`.mask(...)`, `.clipShape(...)`,
  /// `.contentShape(...)`), and is never shown.
  private var isShapeOnly: Bool {
    sequence(first: self, next: \.parent).contains { view in
      guard case .modifier(let name, _) = view.role else { return false }
      return Self.shapingModifiers.contains(name)
    }
  }

  private static let shapingModifiers: Set<String> = ["mask", "clipShape", "contentShape"]

  /// Whether the image is drawn by a style whose body is a control's label, read with the control.
  var isInControlStyle: Bool {
    enclosingType?.conforms(to: SwiftUIViews.controlStyles) ?? false
  }
}

extension TypeSyntax {
  /// `Image` or `SwiftUI.Image`, optional or not (`var icon: Image?`).
  fileprivate var isImageType: Bool {
    if let wrapped = self.as(OptionalTypeSyntax.self)?.wrappedType { return wrapped.isImageType }
    let name = trimmedText
    return name == "Image" || name == "SwiftUI.Image"
  }
}

/// What VoiceOver reads of an image that has no label.
public enum UnlabeledImage: Equatable, Sendable {
  /// A symbol, read by a description of its shape when it has one.
  case symbol
  /// An asset or a bitmap, read by its asset name or as just "image": what it is made from, as written.
  case asset(String)
  /// An asset whose name says it is decoration (`decorative_image_exposed`'s).
  case namedDecoration
}

/// What shows that an image is decoration.
enum ImageDecoration: Equatable {
  /// A word of its asset name, such as `background` or `pattern`.
  case named(String)
  /// It is drawn behind another view with `.background(...)`.
  case background

  /// Words of asset names that only decoration has. Kept to words a picture of something is never named with:
  /// not `frame` (a photo frame), `splash` (often a logo) or `banner` (often an advert with words on it).
  static let decorationWords: Set<String> = [
    "background", "backgrounds", "backdrop", "bg", "gradient", "pattern", "texture", "divider", "separator",
    "decoration", "decorative", "ornament", "wallpaper", "noise", "confetti", "vignette", "grain",
  ]

  /// Words of asset names that say the picture is of something: a logo with no background
  /// (`trioCircledNoBackground`) or an avatar's backdrop is still the logo or the avatar.
  static let contentWords: Set<String> = [
    "logo", "icon", "avatar", "photo", "picture", "profile", "illustration", "mascot", "brand", "no", "without",
  ]

  /// The word that makes an asset name decoration's, if it has one and no word of ``contentWords``.
  static func decorationWord(in name: String) -> String? {
    let words = nameWords(in: name)
    guard !words.contains(where: contentWords.contains) else { return nil }
    return words.first(where: decorationWords.contains)
  }

  /// The words of an asset name, lowercased: split at anything but letters and digits, and where a lowercase letter
  /// meets an uppercase one (`bgHomeTop` is `bg`, `home`, `top`).
  private static func nameWords(in name: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previousIsLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase && previousIsLower {
        words.append(word.lowercased())
        word = ""
      }
      word.append(character)
      previousIsLower = character.isLowercase
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
  }
}
