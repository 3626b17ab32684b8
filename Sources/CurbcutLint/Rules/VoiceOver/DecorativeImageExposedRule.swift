import CurbcutReporting
import SwiftSyntax

/// Decorative images, by name or by place, that VoiceOver still stops on.
public struct DecorativeImageExposedRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "decorative_image_exposed",
    name: "Decorative image exposed",
    impact: .medium,
    impactDescription: """
      VoiceOver stops on the decoration and reads its file name or just 'image': one more swipe that says nothing, \
      on every screen that shows it
      """,
    wcag: ["1.1.1"],
    tags: ["voiceover", "images"],
    rationale: """
      A decorative image adds nothing a VoiceOver user needs, but SwiftUI still makes an `Image("asset")` an \
      element of its own, read by its asset name ("background gradient, image"). Make it `Image(decorative:)`, or \
      add `.accessibilityHidden(true)` as seed 003 does, so VoiceOver skips it.

      The rule reports asset and bitmap images that are decoration by what the code says: an asset name (a string \
      or a generated `ImageResource` symbol such as `.bgPattern`) with a word only decoration has (background, bg, backdrop, gradient, pattern, texture, divider, separator, decoration, \
      ornament, wallpaper, noise, confetti, vignette, grain; in any case, camelCase or snake_case) and none that says \
      it shows something (logo, icon, avatar, photo, picture, profile, illustration, mascot, brand, or "no" as in \
      `logoNoBackground`), or an image \
      drawn behind a view with `.background(...)`. Other unlabelled images are `image_label`'s, which asks for a \
      label or for hiding: an image is reported by one of the two rules at most. Images VoiceOver never meets on \
      their own are left alone, as in `image_label`: those in a control's label, a `Label`'s icon, a hidden or \
      labelled group, a mask, or a control style's body. An image beside text that says the same thing is a \
      decoration too, but whether it says the same is a judgement the code does not show: that one stays \
      `image_label`'s.

      The fix appends `.accessibilityHidden(true)` to the image, seed 003's own correction.
      """,
    triggering: [
      Example(
        #"1️⃣Image("background-gradient")"#,
        expect: ["1️⃣": .exposedDecoration("background-gradient", because: .named("background"))]),
      Example(
        """
        ZStack {
          1️⃣Image("bgHomeTop")
            .resizable()
            .ignoresSafeArea()
          content
        }
        """,
        expect: ["1️⃣": .exposedDecoration("bgHomeTop", because: .named("bg"))]),
      Example(
        """
        Text(title)
          .padding()
          .background(1️⃣Image(uiImage: texture).resizable())
        """,
        expect: ["1️⃣": .exposedDecoration("uiImage: texture", because: .background)]),
      Example(
        """
        VStack {
          Text(section.title)
          1️⃣Image("section_divider")
          3️⃣Image(.paperTexture)
        }
        .background {
          2️⃣Image(theme.paperImageName).resizable().scaledToFill()
        }
        """,
        expect: [
          "1️⃣": .exposedDecoration("section_divider", because: .named("divider")),
          "2️⃣": .exposedDecoration("theme.paperImageName", because: .background),
          "3️⃣": .exposedDecoration(".paperTexture", because: .named("texture")),
        ]),
    ],
    nonTriggering: [
      Example(#"Image("background-gradient").accessibilityHidden(true)"#),
      Example(#"Image(decorative: "background-gradient")"#),
      Example(#"Image("decorative-pattern").accessibilityHidden(true)"#),
      Example(
        """
        Image("profile-photo")
        Image("bgm-cover")
        Image(systemName: "rectangle.pattern.checkered")
        Image(.appLogoNoBackground)
        Image("avatar_background")
        """),
      Example(
        """
        Button(action: changeWallpaper) {
          Image("wallpaper-preview")
        }
        .accessibilityLabel("Change wallpaper")
        Text("Sale").background(Image("badge-bg").accessibilityHidden(true))
        """),
      Example(
        """
        HStack {
          Image("card-texture")
          Text(card.name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(card.name)
        Circle().mask(Image("noise").resizable())
        """),
    ],
    corrections: [
      Example(
        #"1️⃣Image("background-gradient")"#,
        correction: #"Image("background-gradient").accessibilityHidden(true)"#),
      Example(
        """
        Text(title)
          .background(1️⃣Image(uiImage: texture).resizable())
        """,
        correction: """
          Text(title)
            .background(Image(uiImage: texture).resizable().accessibilityHidden(true))
          """),
      Example(
        """
        1️⃣Image("bg_top")
          .resizable() // stretched
        """,
        correction: """
          Image("bg_top")
            .resizable().accessibilityHidden(true) // stretched
          """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.eightNamesApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUnseenApps, findings: 11, checked: 11, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 0),
    ])

  public init() {}

  /// Where the project shows its view types: an image in a type shown only in labelled places is read in them.
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self]

  /// Only images are read: the engine hands the rule those alone.
  public let notedViews: Set<String> = ["Image"]
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let source = view.imageReadWithoutLabel(in: context.file), let decoration = view.decoration else { return }
    let end = view.expression.endPositionBeforeTrailingTrivia
    context.report(
      .exposedDecoration(source, because: decoration), at: view.base,
      fix: Fix(
        summary: "Hide the decorative image from VoiceOver",
        edits: [context.edit(from: end, to: end, replacement: ".accessibilityHidden(true)")]),
      unless: view.enclosingType.map { .everyUseIsLabelled(viewType: $0.name) })
  }
}

extension FindingMessage {
  fileprivate static func exposedDecoration(_ source: String, because decoration: ImageDecoration) -> FindingMessage {
    let why =
      switch decoration {
      case .named(let word): "its name says '\(word)'"
      case .background: "it is drawn behind a view"
      }
    return FindingMessage(
      "Image '\(source)' is decoration (\(why)) that VoiceOver still reads; hide it with .accessibilityHidden(true)")
  }
}
