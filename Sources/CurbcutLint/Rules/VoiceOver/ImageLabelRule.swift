import CurbcutReporting
@_spi(RawSyntax) import SwiftSyntax

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
      read as part of something labelled are left alone: a `Label`'s icon (also one an `extension Label` \
      initializer passes to `self.init`), an image in a button or link label (see `icon_only_control_label`), and \
      images inside `.accessibilityElement(children: .ignore)` or a combined element with its own label. SF Symbols (`Image(systemName:)`) carry system descriptions and \
      are not reported, nor is `Image(.chevronDown)` when an `Image` initializer of the project, in any file, makes a \
      symbol of that case of its enumeration (`init(_ symbol: AppSymbol) { self.init(systemName: symbol.rawValue) }`), \
      rather than Xcode an asset's `ImageResource`. An image whose name or place says it is decoration (`Image("background-gradient")`, an \
      image in `.background(...)`) is `decorative_image_exposed`'s, which asks to hide it.

      Images whose place on screen this file does not show are not reported either: one handed to a function, or to \
      a custom type's initializer, that places it; images in a button, toggle or label style's body (the control's label); \
      masks and clip shapes, which are never shown; and images drawn into a `Canvas` (`context.draw(Image("road"), at: \
      .zero)`), which VoiceOver meets as one element. An image in a view type of the project's own is reported \
      only if the type is used somewhere outside a labelled place: a row that every screen puts in a button or a \
      link is read as that control's label. An internal view type the project shows nowhere outside previews, or \
      only draws into an image with `ImageRenderer`, is never met by VoiceOver and not reported either.

      An image kept in a constant or returned by a property typed `Image` is reported where a view shows it \
      unlabelled, not where it is declared: `Brand.logo` or `Self.badge.resizable()` (with `static let badge = \
      Image("new-badge")` in any file of the project), and SwiftGen's `Asset.hero.swiftUIImage`, alone in a stack \
      or with modifiers. One declared with a label, hidden, or a symbol is not; images named in a `switch` or an \
      `if` of a helper's body are not read yet. On the thirteen apps measured this added 7 findings, all real, all \
      in ProtonVPN (flags, the what's-new and country illustrations, feature icons beside their titles).

      On four apps nobody here had linted (damus, mlem, ACHNBrowserUI, enchanted), a seeded sample of 40 of 122 \
      findings held 27 real ones. The 11 others are passed over now: images in a view helper every use of which is \
      a button's label or a labelled call (`navImage(img:)` in `Button { ... } label: { navImage(img: "chevron-left") \
      }`), masks of a chain on a constant (`LINEAR_GRADIENT.mask(Image("verified"))`), a picker's options, images in \
      a `Text`, the item a `ShareLink` shares, and an avatar view used only as `Label`s' icons. The 2 left are a \
      tvOS target's copy of a view type that nothing shows: a linter of sources alone cannot tell it from the iOS \
      type of the same name. A known limit: an image in a button's label beside text is read with the button, and \
      is not reported (VoiceOver reads its asset name in the button's name).

      On three more apps nobody here had linted (Apple's sample-food-truck and sample-backyard-birds, codeapp), all \
      24 findings were read: 17 real. An image drawn into a `Canvas` is passed over now; of the 6 others, 4 are \
      doubtful (a widget's decorative icon whose asset is named for what it shows, a cloud in a store's background), \
      one is drawn into a canvas from a property set elsewhere (passed over since, see below), and one is in a file \
      no target builds.

      On three iOS apps nobody here had linted (Threema, Thunderbird, LLMonFHIR), the first run's 25 findings, all in \
      Threema, held 6 real: a voice message's waveform, a QR code, an illustration and a logo read by their asset \
      names, poll voters' avatars and app icon previews. 10 were on a developer screen \
      (`Settings/Developer/ProfilePictureDebugView.swift`), which the rule passes over since, as the rules about \
      what users see do. 6 were images assigned to a state the file only hands to a view of its own \
      (`WallpaperTypeView(image: $customImage)`), passed over since with Food Truck's truck frame, assigned and drawn \
      into a canvas; an image assigned to a value the file shows itself (`qrImage.resizable()`) or never uses (a \
      model's artwork, shown by other files) is still reported where it is made. The 3 left are bitmaps inside a \
      combined element (a notification preview, twice) and a screenshot-prevention overlay. 9 findings, 6 real.
      """,
    triggering: [
      Example(
        #"1️⃣Image("team-photo")"#,
        expect: [
          "1️⃣": .unlabeledImage("team-photo")
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
        List(users) { UserRow(user: $0) }
          .toolbar {
            ToolbarItem(placement: .principal) {
              1️⃣Image(.appLogo).resizable().frame(width: 30)
            }
          }
        """,
        expect: ["1️⃣": .unlabeledImage(".appLogo")]),
      Example(
        """
        enum AppSymbol: String {
          case chevronDown = "chevron.down"
        }

        extension Image {
          init(_ symbol: AppSymbol) { self.init(systemName: symbol.rawValue) }
        }

        HStack { Text(line.name); 1️⃣Image(.linePhoto) }
        """,
        expect: ["1️⃣": .unlabeledImage(".linePhoto")]),
      Example(
        """
        VStack {
          2️⃣Image(uiImage: receipt.photo)
          Text(receipt.total)
        }
        """,
        expect: ["2️⃣": .unlabeledImage("uiImage: receipt.photo")]),
      Example(
        """
        struct WhatsNewView: View {
          var body: some View {
            VStack {
              1️⃣Asset.welcomeIllustration.swiftUIImage
              Text("What's new")
              2️⃣Self.badge.resizable().frame(width: 40, height: 40)
              3️⃣Brand.logo
            }
          }
          static let badge = Image("new-badge")
        }
        enum Brand {
          static let logo = Image("company-logo")
        }
        """,
        expect: [
          "1️⃣": .unlabeledImage("Asset.welcomeIllustration.swiftUIImage"), "2️⃣": .unlabeledImage("Self.badge"),
          "3️⃣": .unlabeledImage("Brand.logo"),
        ]),
      Example(
        """
        /// Assigned to a state the file shows itself: reported where the image is made.
        struct ExportView: View {
          @State private var qrImage: Image?
          var body: some View {
            VStack { if let qrImage { qrImage.resizable().scaledToFit() } }
              .task { qrImage = 1️⃣Image(uiImage: QRCode.image(for: exportString)) }
          }
        }
        """,
        expect: ["1️⃣": .unlabeledImage("uiImage: QRCode.image(for: exportString)")]),
    ],
    nonTriggering: [
      Example(
        """
        // In any files: the project's symbols, by case.
        enum AppSymbol: String {
          case chevronDown = "chevron.down", figureWalkCircle = "figure.walk.circle"
        }

        extension Image {
          init(_ symbol: AppSymbol) { self.init(systemName: symbol.rawValue) }
        }

        HStack { Text(line.name); Image(.chevronDown) }
        """),
      Example(
        """
        extension Label where Title == Text, Icon == Image {
          init(_ title: String, asset: String) {
            self.init { Text(title) } icon: { Image(asset) }
          }
        }
        """),
      Example(
        """
        Canvas { context, size in
          context.drawLayer { context in
            context.draw(Image("header/road"), at: .zero)
          }
        }
        """),
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
      Example(
        """
        struct WhatsNewView: View {
          var body: some View {
            VStack {
              Asset.welcomeIllustration.swiftUIImage.accessibilityHidden(true)
              Self.badge.resizable().frame(width: 40, height: 40)
              Brand.logo
              Brand.divider
              Button(action: openSite) { Brand.logo }
              Self.symbol
            }
            .background(Asset.paper.swiftUIImage)
          }
          static let badge = Image("new-badge", label: Text("New"))
          static let symbol = Image(systemName: "sparkles")
        }
        enum Brand {
          static let logo = Image("company-logo").accessibilityLabel("Acme")
          static let divider = Image("divider-line")
        }
        """),
      Example(
        """
        struct Badge: View {
          var body: some View {
            LINEAR_GRADIENT.mask(Image("verified").resizable())
            Text("\\(Image("zap")) \\(amount)")
            Text(Image("hashtag"))
            ShareLink(item: Image(uiImage: photo), preview: SharePreview("Photo", image: Image(uiImage: photo)))
            Picker("Fruit", selection: $fruit) {
              ForEach(Fruit.allCases) { fruit in
                HStack { Image(fruit.assetName); Text(fruit.name) }
              }
            }
            Button(action: back) { navImage("chevron-left") }
            actionButton("reply").accessibilityLabel("Reply")
          }
          func navImage(_ name: String) -> some View {
            Image(name).resizable().frame(width: 20, height: 20)
          }
          func actionButton(_ name: String) -> some View {
            Image(name).onTapGesture(perform: reply)
          }
        }
        """),
      Example(
        """
        struct AvatarView: View {
          var body: some View {
            Image(uiImage: avatar)
          }
        }
        struct InstanceRow: View {
          var body: some View {
            Label { Text(instance.host) } icon: { AvatarView() }
          }
        }
        """),
      Example(
        """
        /// An image assigned to a state the file only hands to a view of its own is shown, and labelled or not, there.
        struct WallpaperPicker: View {
          @State private var customImage: Image?
          var body: some View {
            WallpaperPreview(image: $customImage, isSelected: $customSelected)
              .onAppear {
                if let photo = store.wallpaper() { customImage = Image(uiImage: photo) }
              }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.tenApps, findings: 200, checked: 153, real: 142),
      MeasuredPrecision(corpus: MeasuredPrecision.namesApps, findings: 75, checked: 38, real: 35),
      MeasuredPrecision(corpus: MeasuredPrecision.threeUnseenApps, findings: 8, checked: 8, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 100, checked: 29, real: 27),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 22, checked: 22, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 15, checked: 15, real: 12),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 10, checked: 10, real: 9),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 20, checked: 20, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 9, checked: 9, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 9, checked: 9, real: 6),
    ])

  public init() {}

  /// Where the project shows its view types: an image in a type shown only in labelled places is read in them.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self, HelperFacts.self, SymbolImageFacts.self]

  public func check(_ view: ViewCall, in context: RuleContext) {
    // A developer screen (`Settings/Developer/ProfilePictureDebugView.swift`) is the team's, not its users'.
    guard !context.file.isDeveloperScreen else { return }
    var typeUsesAreLabelled: ProjectCondition? {
      view.enclosingType.map { ProjectCondition.everyUseIsLabelled(viewType: $0.name) }
    }
    if view.name == nil {
      if let (source, condition) = view.namedAssetImageReadWithoutLabel(view.base, in: context.file) {
        context.report(.unlabeledImage(source), at: view.base, unless: .anyOf([condition, typeUsesAreLabelled]))
      }
      return
    }
    if let source = view.imageReadWithoutLabel(in: context.file), view.decoration == nil {
      // `Image(.chevronDown)` is an asset Xcode generated, unless an initializer of the project makes a symbol of it.
      let symbol = view.implicitMemberArgument.map(ProjectCondition.imageMakesASymbol)
      context.report(.unlabeledImage(source), at: view.base, unless: .anyOf([symbol, typeUsesAreLabelled]))
    }
    for statement in view.namedContentStatements {
      guard let (source, condition) = view.namedAssetImageReadWithoutLabel(statement, in: context.file) else {
        continue
      }
      context.report(.unlabeledImage(source), at: statement, unless: .anyOf([condition, typeUsesAreLabelled]))
    }
  }
}

extension ViewCall {
  /// The member named by the view's first argument when it is unlabelled and implicit: `chevronDown` of
  /// `Image(.chevronDown)`.
  fileprivate var implicitMemberArgument: String? {
    guard let first = arguments.first, first.parameter == nil,
      let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    return member.declName.baseName.text
  }

  /// The statements of a stack's or group's content that name a view rather than write one, with no modifiers
  /// (`VStack { Asset.hero.swiftUIImage; Text(title) }`): no view of the model, so the rule reads them from the view
  /// that holds them.
  fileprivate var namedContentStatements: [ExprSyntax] {
    // A container's content is its trailing closure, read from the call without working out every argument.
    guard let name, ViewCall.contentContainers.contains(name),
      let content = base.as(FunctionCallExprSyntax.self)?.trailingClosure,
      // Nearly every statement is a call: the raw tree tells, before any node is made for one.
      content.statements.raw.layoutView?.children.contains(where: { statement in
        let kind = statement.flatMap(RawCodeBlockItemSyntax.init)?.item.kind
        return kind == .memberAccessExpr || kind == .declReferenceExpr
      }) == true
    else { return [] }
    return content.statements.compactMap { statement in
      guard let expression = statement.item.as(ExprSyntax.self),
        expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
      else { return nil }
      return expression
    }
  }

  /// Views whose content closure shows each of its statements as a view VoiceOver reads on its own.
  private static let contentContainers: NameSet = [
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ScrollView", "GridRow", "ToolbarItem",
    "ToolbarItemGroup", "Section", "List", "Form", "LazyVGrid", "LazyHGrid",
  ]
}

extension FindingMessage {
  fileprivate static func unlabeledImage(_ source: String) -> FindingMessage {
    FindingMessage("Image '\(source)' has no accessibility label; label it, or hide it if it is decorative")
  }
}
