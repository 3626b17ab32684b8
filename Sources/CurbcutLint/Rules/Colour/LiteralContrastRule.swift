import CurbcutCore
import CurbcutReporting
import SwiftSyntax

/// Text whose colour and background are both written in the code, too close in luminance to read.
public struct LiteralContrastRule: ViewRule, CollectingRule {
  public static let description = RuleDescription(
    id: "literal_contrast",
    name: "Literal contrast",
    impact: .high,
    impactDescription: """
      Text too close in luminance to its background is hard or impossible to read for people with low vision, and \
      for everyone in sunlight (WCAG 1.4.3)
      """,
    wcag: ["1.4.3"],
    tags: ["color", "contrast"],
    rationale: """
      WCAG 1.4.3 asks for a contrast of 4.5:1 between text and its background, 3:1 for large text (18 pt, or 14 pt \
      bold). `curbcut contrast` checks a design system's tokens; this rule checks the pairs a view writes out: \
      `Text("Sale").foregroundColor(.white).background(Color.yellow)` is 1.51:1 in light appearance.

      Reported: a `Text`, `Label` or titled `Button` whose own chain sets both its foreground \
      (`.foregroundColor`, `.foregroundStyle`) and its background (`.background`, also in a shape: \
      `.background(.gray, in: .capsule)`) to colours the file spells out: \
      `.white`, `.black`, SwiftUI's system colours (`.yellow`, `.gray`, `.primary`, `.secondary`), \
      `Color(.systemBackground)`, `Color(red:green:blue:)`, `Color(white:)`, `Color(hex: "#FFCC00")`, with \
      `.opacity(...)`, and the color sets of the asset catalogs under the linted folders (`Color("textPrimary")`, \
      `Color(.textPrimary)`, and the symbols Xcode generates for them, `.textPrimary`, `Color.textPrimary`, `.brand` \
      for `brandColor`), in each appearance the catalog gives; when the ratio CurbcutCore works out (a translucent \
      foreground composited over the background) is under the requirement for the text's size in light or dark \
      appearance. The size is read from the chain's font (a text style's default size, `.system(size:)`, \
      `.custom(_:size:)`, `.system(.title3, design: .rounded)`, bold in its weight or its face's name, `"Lato-Bold"` but not a semibold face); `body` when \
      there is none, or when the font \
      is named (`Constants.Typography.button`), unless the pair would do for large text and every font the project \
      declares under that name makes large text (`static let button = Font.custom("Lato-Bold", size: 17)`). Not \
      reported: colours the run cannot read (a design system's colours built in code: \
      `curbcut contrast` checks its tokens), a name two color sets share, a translucent background, previews, \
      macOS-only code and developer screens \
      (a folder or file named for debugging or developer settings); a pair that fails only in the appearance the \
      app never shows, when it locks the other one (its `App`'s root view prefers it, \
      `.preferredColorScheme(.light)`, or its window overrides the system's, \
      `window?.overrideUserInterfaceStyle = .light`); and text on a lock-screen widget's background (a view around \
      it holds the `AccessoryWidgetBackground()`), which the system draws in its own tint, not in the colours written.

      Measured at each app's first run: every ratio readers worked out agreed with the rule's. On bitchat and six \
      more apps 1 of 2 (white on red at 3.54:1 is 15 pt bold through the app's own font helper, large text); on \
      Flipper, code-ios-app and govuk-mobile 17 of 17; on rarime, ku-ring, mundo and medsenger 3 of 3; on \
      MyHeartCounts, ENGAGE-HF, brrow, amakaflow and Halo-fi 3 of 12 (nine in screens nothing shows, which no rule \
      reports since); on spot-ios-app, myrobotaxi ios-app, unstoppable-ios-app, Code App and hackernews 1 of 2 (a \
      menu item hidden for the only spots that draw it).

      On Clendar, nio, MoeMemos and mmex-ios it found nothing: their low-contrast pairs (white on an accent colour \
      the reader picks, white on an asset colour, gray captions on an off-white background set in another view) are \
      not both known on one view. One was: mmex-ios's count badges, white on `.background(.gray, in: .capsule)`, a \
      background in a shape the rule did not read. Since it does, on the 88 apps read so far it adds 10 findings, 9 \
      real (white on red, green and accent-colour badges and labels); the other is 40-point text set by an app's own \
      font modifier (`.fontSize(40, .bold)`), large enough for 3:1, which the rule reads as body text.

      On try-swift-tokyo, 49EuroTravel and MoweeSwiftUI, 1 of 2 on iOS: the other is the same white-on-red LIVE \
      badge in the app's Android copy (built with Skip), real for Android's readers.

      On Kabinett, Namo and convos-ios, 2 of 2. Reading them found four low contrasts it misses, all on a background \
      set further up the view tree or see-through (a tab's unselected label at 1.9:1).

      On wallet-app-ios, useid-app-ios, oscar-weather and BetterBlue, 1 of 2: the other is a unit symbol drawn as a \
      settings row's 30-point icon tile, white on orange, beside the row's label.

      On Bumpin, CodeAgentsMobile, Construct and translationAPP-ios, 18 of 21: the others are in a mock screen \
      (passed over since). Reading them found that `.subheadline` text was asked only 3:1, as if its name made it \
      bold (read by the style's whole name since, which reports white on purple at 4.13:1), and low contrasts set \
      through local constants or a ternary.

      On nopainyesgain (Keychy), DreamWorms, Squirrel and ResumeBuilder-IOS-APP, 1 of 3: the two others fail only \
      in dark appearance, which the app never shows (its `App` prefers light); passed over since.

      On VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 4 of 12: the eight others are pilgrim-ios's \
      17-point bold text through a font constant (`Constants.Typography.button`), large text for which the ratio \
      does; a named font's declaration is read since. Reading them found white text set on a stack around it and \
      toasts on shapes filled by a condition.

      On mlr-app-ios, GitSpace, rythmico and keyme-iOS, none of 1: a sheet's view that its type declares and \
      never shows.

      On LH2GPX, iAPS, dimeApp and AmpFin, 6 of 9: one is 20-point text in `.system(.title3, design: .rounded)\
      .weight(.semibold)`, large, read as body text (a style's system font and a font's variants keep their size \
      since); two are a lock-screen widget the system draws monochrome (the one on the widget's background is \
      passed over since; the other, an iOS 15 fallback without it, is not). Reading them found backgrounds given \
      through `.containerBackground` and set on a screen's root.

      On uplift-ios-swiftui, resell-ios, jami-client-ios and swiftleeds-ios, 4 of 5: the other is a share link's \
      label that a `Menu` shows through a property, which the system draws as a menu item in its own colours.
      """,
    triggering: [
      Example(
        """
        enum Typography {
          static var caption: Font { .custom("Lato-Regular", size: 13) }
          static let semibold14 = Font.custom("Pretendard-SemiBold", size: 14)
        }
        struct LaterButton: View {
          var body: some View {
            Text("Later").font(Typography.caption).foregroundColor(.white)
              .background(1️⃣Color(red: 0.2, green: 0.5, blue: 0.8))
            Text("Go").font(.semibold14).foregroundColor(.white)
              .background(2️⃣Color(red: 0.2, green: 0.5, blue: 0.8))
          }
        }
        """,
        expect: [
          "1️⃣": .lowContrast(
            "white", on: "Color(red: 0.2, green: 0.5, blue: 0.8)", ratios: "4.13:1 in light, 4.13:1 in dark",
            minimum: "4.5"),
          "2️⃣": .lowContrast(
            "white", on: "Color(red: 0.2, green: 0.5, blue: 0.8)", ratios: "4.13:1 in light, 4.13:1 in dark",
            minimum: "4.5"),
        ]),
      Example(
        """
        @main
        struct KeychyApp: App {
          var body: some Scene {
            WindowGroup { ContentView().preferredColorScheme(.light) }
          }
        }
        struct GuestTag: View {
          var body: some View {
            Text("Guest").font(.caption2).foregroundStyle(.secondary).background(1️⃣Color(.systemGray5))
          }
        }
        /// Fails only in dark appearance, which the app never shows.
        struct MemberTag: View {
          var body: some View { Text("Member").font(.caption2).foregroundStyle(.primary).background(Color.gray) }
        }
        """,
        expect: [
          "1️⃣": .lowContrast("secondary", on: "Color(.systemGray5)", ratios: "3.14:1 in light", minimum: "4.5")
        ]),
      Example(
        """
        struct MemberTag: View {
          @State private var showsDetails = false
          var body: some View {
            Text("Member").font(.caption2).foregroundStyle(.primary).background(1️⃣Color.gray)
              .onTapGesture { showsDetails = true }
              .sheet(isPresented: $showsDetails) { MemberDetails().preferredColorScheme(.light) }
          }
        }
        """,
        expect: ["1️⃣": .lowContrast("primary", on: "Color.gray", ratios: "3.26:1 in dark", minimum: "4.5")]),
      Example(
        """
        Text("Sale")
          .foregroundColor(.white)
          .padding(4)
          .background(1️⃣Color.yellow)
        """,
        expect: [
          "1️⃣": .lowContrast("white", on: "Color.yellow", ratios: "1.51:1 in light, 1.41:1 in dark", minimum: "4.5")
        ]),
      Example(
        """
        // A home-screen widget shows the colours written.
        import SwiftUI
        import WidgetKit

        struct CountWidgetView: View {
          var body: some View { Text("12").foregroundColor(.white).background(1️⃣Color.red) }
        }
        """,
        expect: [
          "1️⃣": .lowContrast("white", on: "Color.red", ratios: "3.54:1 in light, 3.40:1 in dark", minimum: "4.5")
        ]),
      Example(
        """
        Text(order.status)
          .font(.caption)
          .foregroundStyle(.secondary)
          .background(1️⃣Color(red: 0.2, green: 0.2, blue: 0.25))
        """,
        expect: [
          "1️⃣": .lowContrast(
            "secondary", on: "Color(red: 0.2, green: 0.2, blue: 0.25)", ratios: "1.07:1 in light", minimum: "4.5")
        ]),
      Example(
        """
        Label("Offline", systemImage: "wifi.slash")
          .font(.title2)
          .foregroundColor(Color(white: 0.6))
          .background(1️⃣Color.white)
        """,
        expect: [
          "1️⃣": .lowContrast(
            "Color(white: 0.6)", on: "Color.white", ratios: "2.84:1 in light, 2.84:1 in dark", minimum: "3")
        ]),
      Example(
        """
        Text("\\(count)")
          .font(.caption)
          .foregroundStyle(.white)
          .padding(.horizontal, 8)
          .background(1️⃣.gray, in: .capsule)
        """,
        expect: [
          "1️⃣": .lowContrast("white", on: ".gray", ratios: "3.26:1 in light, 3.26:1 in dark", minimum: "4.5")
        ]),
      Example(
        """
        // `.subheadline` is 15-point regular text, not large: it needs 4.5:1.
        Text("Join")
          .font(.subheadline)
          .foregroundColor(.white)
          .background(1️⃣Color.red)
        """,
        expect: [
          "1️⃣": .lowContrast("white", on: "Color.red", ratios: "3.54:1 in light, 3.40:1 in dark", minimum: "4.5")
        ]),
    ],
    nonTriggering: [
      Example(
        """
        // A lock-screen widget: the system draws it in its own tint.
        import SwiftUI
        import WidgetKit

        struct QuickAddWidgetView: View {
          var body: some View {
            ZStack {
              AccessoryWidgetBackground()
              Text("+").foregroundColor(Color(white: 0.96)).background(Color.white)
            }
          }
        }
        """),
      Example(
        """
        enum Typography {
          static let button = Font.custom("Lato-Bold", size: 17)
        }
        struct JoinButton: View {
          var body: some View {
            Text("Join").font(Typography.button).foregroundColor(.white)
              .background(Color(red: 0.2, green: 0.5, blue: 0.8))
            Text("Now").font(.custom("Lato-Bold", size: 17)).foregroundColor(.white)
              .background(Color(red: 0.2, green: 0.5, blue: 0.8))
            Text("Groceries").font(.system(.title3, design: .rounded).weight(.semibold)).foregroundColor(.white)
              .background(Color(red: 0.2, green: 0.5, blue: 0.8))
          }
        }
        """),
      Example(
        """
        Text("Sale").foregroundColor(.black).background(Color.yellow)
        Text("Done").foregroundColor(.white).background(Color(red: 0, green: 0.3, blue: 0.6))
        """),
      Example(
        """
        Text("Brand").foregroundColor(Color("BrandText")).background(Color("BrandFill"))
        Text(title).foregroundColor(.white).background(theme.accent)
        Text("Glass").foregroundColor(.white).background(.ultraThinMaterial)
        """),
      Example(
        """
        Text("Tip").foregroundColor(.white).background(Color.yellow.opacity(0.2))
        Text(title).background(Color.yellow)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 12, checked: 12, real: 12),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 17, checked: 17, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 12, checked: 12, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 8, checked: 8, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 21, checked: 21, real: 18),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 12, checked: 12, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 9, checked: 9, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 5, checked: 5, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 5, checked: 5, real: 2),
    ])

  public init() {}

  public let notedModifiers: Set<String> = ["background"]
  public let inspectsOnlyNotedViews = true

  private static let texts: Set<String> = ["Text", "Label", "Button"]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, Self.texts.contains(name),
      name != "Button" || view.firstUnlabeledArgument?.is(StringLiteralExprSyntax.self) == true,
      let backgroundCall = view.lastApplied("background"), Self.fillsWithOneStyle(backgroundCall),
      let backgroundExpression = backgroundCall.arguments.first?.expression,
      let foregroundCall = view.lastApplied("foregroundColor") ?? view.lastApplied("foregroundStyle"),
      let foregroundExpression = foregroundCall.arguments.first?.expression,
      let background = Self.color(backgroundExpression, context.colors),
      let foreground = Self.color(foregroundExpression, context.colors),
      !context.file.isInPreview(view.expression), !context.file.isMacOSOnly(view.expression),
      !context.file.isDeveloperScreen, !Self.isTintedBySystem(view, context.file)
    else { return }
    let requirement = ContrastRequirement.wcag(Self.kind(of: view), level: .aa)
    let largeTextRequirement = ContrastRequirement.wcag(.largeText, level: .aa)
    var failures: [String] = []
    var passing: Set<Appearance> = []
    var failsLargeText = false
    for appearance in [Appearance.light, .dark] {
      let back = background(appearance)
      guard back.isOpaque else { return }
      let ratio = ContrastRatio(
        RelativeLuminance(foreground(appearance).composited(over: back)), RelativeLuminance(back))
      if requirement.isMet(by: ratio) {
        passing.insert(appearance)
      } else {
        failures.append("\(ratio) in \(appearance.rawValue)")
        failsLargeText = failsLargeText || !largeTextRequirement.isMet(by: ratio)
      }
    }
    guard !failures.isEmpty else { return }
    var unless: ProjectCondition? = passing.isEmpty ? nil : .appAlwaysShows(oneOf: passing)
    // A font the text names (`Constants.Typography.button`) is read as body text; where the pair would do for large
    // text, the font's declaration decides.
    if !failsLargeText, let font = view.lastApplied("font")?.arguments.first?.expression,
      Self.kind(ofFont: font) == nil, let name = font.lastName
    {
      unless = .anyOf([unless, .fontMakesLargeText(named: name)])
    }
    context.report(
      .lowContrast(
        Self.written(foregroundExpression), on: backgroundExpression.trimmedText,
        ratios: failures.joined(separator: ", "), minimum: Self.written(requirement.minimumRatio.value)),
      at: backgroundExpression, unless: unless)
  }

  /// Whether `view` is drawn on a lock-screen (accessory) widget's background: a view around it holds the
  /// `AccessoryWidgetBackground()` (`ZStack { AccessoryWidgetBackground(); Text("+") ... }`). The lock screen draws
  /// such a widget in its own tint, so the colours written are not the ones shown.
  private static func isTintedBySystem(_ view: ViewCall, _ file: FileModel) -> Bool {
    file.imports.contains("WidgetKit")
      && sequence(first: view, next: \.parent).contains { holder in
        holder.children.contains { $0.name == "AccessoryWidgetBackground" }
      }
  }

  /// Whether the app locks the appearance, which a pair failing only in the other one is then never shown in, and
  /// how large the fonts it declares under a name make text.
  public let collectedFacts: [any ProjectFact.Type] = [AppearanceFacts.self, FontFacts.self]

  /// Whether a `.background(...)` fills behind the view with one style: `.background(Color.gray)`, or in a shape,
  /// `.background(.gray, in: .capsule)` (the view's padding sits inside the shape).
  private static func fillsWithOneStyle(_ background: FunctionCallExprSyntax) -> Bool {
    let labels = background.arguments.map { $0.label?.text }
    return labels == [nil] || labels == [nil, "in"]
  }

  /// A colour the expression spells out or names from the project's asset catalogs, in each appearance; nil for one
  /// the run does not know.
  private static func color(_ expression: ExprSyntax, _ catalogs: NamedColors) -> ((Appearance) -> SRGBColor)? {
    if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "opacity",
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      let alpha = call.arguments.first
        .flatMap({ $0.expression.literalNumber }), let color = color(base, catalogs)
    {
      return { color($0).withAlpha(color($0).alpha * alpha) }
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      guard member.base == nil || base == "Color" || base == "UIColor" else { return nil }
      return named(member.declName.baseName.text, catalogs)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Color" else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    let values = call.arguments.map { $0.expression.literalNumber }
    switch labels {
    case ["red", "green", "blue"], ["red", "green", "blue", "opacity"]:
      guard let red = values[0], let green = values[1], let blue = values[2] else { return nil }
      let color = SRGBColor(red: red, green: green, blue: blue, alpha: values.count == 4 ? values[3] ?? 1 : 1)
      return { _ in color }
    case ["white"], ["white", "opacity"]:
      guard let white = values[0] else { return nil }
      let color = SRGBColor(red: white, green: white, blue: white, alpha: values.count == 2 ? values[1] ?? 1 : 1)
      return { _ in color }
    case ["hex"]:
      guard let text = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText,
        let color = try? SRGBColor(hex: text)
      else { return nil }
      return { _ in color }
    case [nil], [nil, "bundle"], ["uiColor"]:
      // `Color("textPrimary")` names a color set; `Color(.textPrimary)` a system color or a color set's symbol.
      if let name = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText {
        return catalog(name, catalogs)
      }
      guard let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return nil }
      let name = member.declName.baseName.text
      if let system = SystemColor(rawValue: name) { return { system.color(in: $0) } }
      return catalog(name, catalogs)
    default:
      return nil
    }
  }

  /// `white`, `black`, `clear` aside, the SwiftUI and UIKit system colours by name, then the symbols Xcode generates
  /// for the asset catalogs' color sets (`.textPrimary`).
  private static func named(_ name: String, _ catalogs: NamedColors) -> ((Appearance) -> SRGBColor)? {
    switch name {
    case "white": return { _ in .white }
    case "black": return { _ in .black }
    default:
      guard let system = SystemColor(swiftUIName: name) ?? SystemColor(rawValue: name) else {
        return catalog(name, catalogs)
      }
      return { system.color(in: $0) }
    }
  }

  /// A color set of the asset catalogs, in each appearance (its light value where it gives none for the appearance).
  private static func catalog(_ name: String, _ catalogs: NamedColors) -> ((Appearance) -> SRGBColor)? {
    guard let values = catalogs.color(named: name), let light = values[.light] else { return nil }
    return { values[$0] ?? light }
  }

  /// What the text is, by the chain's font: its default size and weight decide normal or large text.
  static func kind(of view: ViewCall) -> ContentKind {
    view.lastApplied("font")?.arguments.first.flatMap { kind(ofFont: $0.expression) }
      ?? ContentKind(textOfPointSize: TextStyle.body.metrics(at: .default).pointSize, isBold: false)
  }

  /// The kind of text a font written out makes (`.headline`, `.system(size: 13, weight: .bold)`, `.custom("Lato-Bold",
  /// size: 17)`), at the default text size; nil for one it names (`Constants.Typography.button`).
  static func kind(ofFont font: ExprSyntax) -> ContentKind? {
    let text = font.trimmedText
    // A weight as written (`.bold`, `.semibold`), or a face a font's name says is bold ("Lato-Bold", "Inter-Black"): a
    // semibold face is not (WCAG's bold is a weight of 700 or more).
    let face = text.lowercased()
    let isBold =
      ["bold", "heavy", "black"].contains(where: text.contains)
      || (["bold", "heavy", "black"].contains(where: face.contains) && !face.contains("semibold")
        && !face.contains("demibold"))
    // The whole name: `.subheadline` is not `.headline`, nor `.title2` `.title`.
    if let style = TextStyle.allCases.first(where: { style in
      ["." + style.swiftUIName, "Font." + style.swiftUIName].contains { name in
        text.hasPrefix(name) && text.dropFirst(name.count).first.map { !$0.isLetter && !$0.isNumber } ?? true
      }
    }) {
      return ContentKind(textOfPointSize: style.metrics(at: .default).pointSize, isBold: isBold || style == .headline)
    }
    // What `.weight(.semibold)`, `.bold()` and the like are applied to sets the size.
    var base = font
    while let call = base.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
      Self.fontVariants.contains(member.declName.baseName.text)
    {
      base = receiver
    }
    if let call = base.as(FunctionCallExprSyntax.self),
      let size = call.arguments.first(where: { $0.label?.text == "size" })
        .flatMap({ $0.expression.literalNumber })
    {
      return ContentKind(textOfPointSize: ScaledPoints(size), isBold: isBold)
    }
    // `.system(.title3, design: .rounded)` is the style's size, in its design and weight.
    if let call = base.as(FunctionCallExprSyntax.self), call.calleeName == "system",
      let member = call.arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self),
      let style = TextStyle.allCases.first(where: { $0.swiftUIName == member.declName.baseName.text })
    {
      return ContentKind(textOfPointSize: style.metrics(at: .default).pointSize, isBold: isBold || style == .headline)
    }
    return nil
  }

  /// The modifiers of a font that keep its size: `.system(size: 15).weight(.bold)` is 15 points.
  private static let fontVariants: Set<String> = [
    "weight", "bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps",
    "uppercaseSmallCaps", "leading", "width",
  ]

  /// A minimum ratio as WCAG writes it: `4.5`, `3`.
  private static func written(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// How the foreground is written, for the message: `white` for `.white`, else as written.
  private static func written(_ expression: ExprSyntax) -> String {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text
    }
    return expression.trimmedText
  }
}

extension FindingMessage {
  fileprivate static func lowContrast(
    _ foreground: String, on background: String, ratios: String, minimum: String
  )
    -> FindingMessage
  {
    FindingMessage(
      "'\(foreground)' text on '\(background)' has a contrast of \(ratios), under the \(minimum):1 WCAG asks for "
        + "its size; darken or lighten one of them")
  }
}
