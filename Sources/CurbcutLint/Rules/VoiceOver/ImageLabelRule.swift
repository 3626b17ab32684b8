import CurbcutReporting
import SwiftSyntax

/// Asset and bitmap images that VoiceOver reaches without a label.
public struct ImageLabelRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "image_label",
    name: "Image label",
    impact: .high,
    impactDescription: "VoiceOver reads the image's file name, or just 'image', instead of what it shows",
    wcag: ["1.1.1"],
    tags: ["voiceover", "labels", "images"],
    rationale: """
      SwiftUI reads an `Image("asset")` by its asset name ("hero_bg_2x") and an `Image(uiImage:)` as just \
      "image". A meaningful image needs `.accessibilityLabel(...)` describing what it shows; a decorative one \
      should be `Image(decorative:)` or `.accessibilityHidden(true)` so VoiceOver skips it. Images that are \
      read as part of something labelled are left alone: a `Label`'s icon, an image in a button or link label \
      (see `icon_only_control_label`), and images inside `.accessibilityElement(children: .ignore)` or a \
      combined element with its own label. SF Symbols (`Image(systemName:)`) carry system descriptions and \
      are not reported. Nor are images whose place on screen this file does not show: one returned by a \
      property or function typed `Image` or kept in a constant (icons labelled where they are used), or one \
      handed to a function, or to a custom type's initializer, that places it; images in a button, toggle or \
      label style's body (the control's label); and masks and clip shapes, which are never shown. An image \
      in a view type of the project's own is reported only if the type is used somewhere outside a labelled \
      place: a row that every screen puts in a button or a link is read as that control's label. An internal \
      view type the project shows nowhere outside previews, or only draws into an image with `ImageRenderer`, is \
      never met by VoiceOver and not reported either.
      """,
    triggering: [
      Example(
        #"1️⃣Image("background-gradient")"#,
        expect: [
          "1️⃣": .unlabeledImage("background-gradient")
        ]),
      Example(
        """
        HStack {
          1️⃣Image(user.avatarName)
            .resizable()
            .frame(width: 40, height: 40)
          Text(user.name)
        }
        """,
        expect: ["1️⃣": .unlabeledImage("user.avatarName")]),
      Example(
        """
        Text(title)
          .background(2️⃣Image(uiImage: texture))
        """,
        expect: ["2️⃣": .unlabeledImage("uiImage: texture")]),
    ],
    nonTriggering: [
      Example(#"Image("background-gradient").accessibilityHidden(true)"#),
      Example(#"Image("decorative-pattern").accessibilityHidden(true)"#),
      Example(#"Image("profile").accessibilityLabel("John Doe's profile photo")"#),
      Example(#"Image(decorative: "confetti")"#),
      Example(#"Image(systemName: "star.fill")"#),
      Example(#"Image("map-pin", label: Text("Venue location"))"#),
      Example(
        """
        Image(user.avatarName)
          .resizable()
          .scaledToFill()
          .frame(width: imageSize, height: imageSize)
          .clipShape(Circle())
          .accessibilityLabel("\\(user.name)'s profile photo")
        """),
      Example(
        """
        Label {
          Text("Home")
        } icon: {
          Image("home-icon")
        }
        """),
      Example(
        """
        Button { openProfile() } label: {
          HStack {
            Image("avatar")
            Text("Profile")
          }
        }
        """),
      Example(
        """
        HStack {
          Image("avatar")
          Text(user.name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(user.name)
        """),
      Example(
        """
        HomeView()
          .tabItem {
            Image("tab-home")
            Text("Home")
          }
        """),
      Example(
        """
        extension Metric {
          var icon: Image {
            switch self {
            case .boosts: Image("rocket-fill")
            case .favorites: Image(systemName: "star.fill")
            }
          }
        }
        """),
      Example(
        """
        transformer(AnyView(Image(uiImage: image).resizable()))
        enum Stars {
          static let filled = Image("star-full")
        }
        var badge: Image? { isVerified ? Image("verified-badge") : nil }
        Button("Replay", action: replay).buttonStyle(StoryButtonStyle(icon: Image("replay")))
        """),
      Example(
        """
        struct FolderRow: View {
          let name: String
          var body: some View {
            HStack { Image("folder-small"); Text(name) }
          }
        }
        struct FolderPicker: View {
          var body: some View {
            ForEach(folders) { folder in
              Button { choose(folder) } label: { FolderRow(name: folder.name) }
            }
          }
        }
        """),
      Example(
        """
        struct StoryButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack { Image("share"); configuration.label }
          }
        }
        Circle().fill(.red).mask(Image("heart").resizable())
        Image("reorder-dots").hidden()
        """),
      Example(
        """
        ZStack {
          Circle().fill(.blue)
          Image(logo.imageName)
        }
        .frame(width: 60, height: 60)
        .accessibilityLabel(logo.description)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.tenApps, findings: 200, checked: 153, real: 142),
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 75, checked: 38, real: 35),
    ])

  public init() {}

  /// Where the project shows its view types: an image in a type shown only in labelled places is read in them.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.name == "Image", let source = view.imageSource, !view.isInLabelledPlace, !view.isLabelIcon,
      !view.isPlacedElsewhere(in: context.file), !view.isShapeOnly, !view.isInControlStyle
    else { return }
    context.report(
      .unlabeledImage(source), at: view.base,
      unless: view.enclosingType.map { .everyUseIsLabelled(viewType: $0.name) })
  }
}

extension ViewCall {
  /// For `Image(...)` from an asset or a bitmap, what it shows: the asset name or the argument as written.
  /// Nil for symbols (`systemName:`) and decorative images.
  fileprivate var imageSource: String? {
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
  /// initializer, an argument of a function call (`transformer(AnyView(Image(...)))`), or kept in a variable or
  /// returned from a property or function typed `Image`, rather than content of a view or modifier.
  fileprivate func isPlacedElsewhere(in file: FileModel) -> Bool {
    if case .argument(.some) = role, let parent = parent?.name, !SwiftUIViews.names.contains(parent) { return true }
    let scope = file.scope(of: expression)
    for call in scope.enclosingCalls {
      // A modifier or a member's call shows the image; a type's initializer may pass it on to one that does.
      guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
      if callee.first?.isLowercase == true { return true }
    }
    guard let binding = scope.binding else { return false }
    return binding.declaredType?.isImageType == true || binding.initialValue?.id == expression.id
  }

  /// Whether the image is a `Label`'s icon, read with its title.
  fileprivate var isLabelIcon: Bool {
    role == .argument("icon") && parent?.name == "Label"
  }

  /// Whether the image only gives another view its shape (`.mask(...)`, `.clipShape(...)`,
  /// `.contentShape(...)`), and is never shown.
  fileprivate var isShapeOnly: Bool {
    sequence(first: self, next: \.parent).contains { view in
      guard case .modifier(let name, _) = view.role else { return false }
      return ["mask", "clipShape", "contentShape"].contains(name)
    }
  }

  /// Whether the image is drawn by a style whose body is a control's label, read with the control.
  fileprivate var isInControlStyle: Bool {
    enclosingType.map { SwiftUIViews.controlStyles.contains(where: $0.conforms) } ?? false
  }
}

extension TypeSyntax {
  /// `Image` or `SwiftUI.Image`, optional or not (`var icon: Image?`).
  fileprivate var isImageType: Bool {
    if let wrapped = self.as(OptionalTypeSyntax.self)?.wrappedType { return wrapped.isImageType }
    let name = trimmedDescription
    return name == "Image" || name == "SwiftUI.Image"
  }
}

extension FindingMessage {
  fileprivate static func unlabeledImage(_ source: String) -> FindingMessage {
    FindingMessage("Image '\(source)' has no accessibility label; label it, or hide it if it is decorative")
  }
}
