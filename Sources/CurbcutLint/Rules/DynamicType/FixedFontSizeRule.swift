import CurbcutCore
import CurbcutReporting
import SwiftSyntax

/// Fonts with a point size that Dynamic Type never changes.
public struct FixedFontSizeRule: FileRule, CollectingRule {
  public struct Options: RuleOptions {
    /// Whether to report UIKit fonts too, which more often than SwiftUI's are replaced before any text is shown.
    public var includeUIKit = false
    /// Whether to report custom fonts that scale like `body` whatever their size, which grow with Dynamic Type.
    public var includeCustomWithoutStyle = false
    /// Whether to report display sizes too: text written at twice body's default size or more.
    public var includeDisplaySizes = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeUIKit = "include_uikit"
      case includeCustomWithoutStyle = "include_custom_without_style"
      case includeDisplaySizes = "include_display_sizes"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      includeUIKit = try container.decodeIfPresent(Bool.self, forKey: .includeUIKit) ?? false
      includeCustomWithoutStyle = try container.decodeIfPresent(Bool.self, forKey: .includeCustomWithoutStyle) ?? false
      includeDisplaySizes = try container.decodeIfPresent(Bool.self, forKey: .includeDisplaySizes) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "fixed_font_size",
    name: "Fixed font size",
    impact: .high,
    impactDescription: """
      Text with a fixed size ignores the reader's text size setting, which about a quarter of iOS users change; \
      at large sizes it stays unreadable (WCAG 1.4.4)
      """,
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "typography"],
    rationale: """
      A font created with a point size does not follow the reader's preferred text size. Use a text style \
      (`.font(.body)`), a custom font scaled relative to one (`.custom("Cereal", size: 16, relativeTo: .body)`), \
      a size from `@ScaledMetric(relativeTo:)` (the way to scale a design system's size tokens), or in UIKit \
      `UIFont.preferredFont(forTextStyle:)` or a font passed through `UIFontMetrics(forTextStyle:).scaledFont(for:)`. \
      Reported by default: SwiftUI's `.system(size:)` and `.custom(_:fixedSize:)`. Also, once where it is declared, \
      a font helper that hands its size parameter to `.system(size:)` (`static func boldFontWithSize(_ size: \
      CGFloat) -> Font`): every text styled with it is fixed, and its callers' sizes (`.boldFontWithSize(17)`) do not \
      show it; not one named for icons or symbols, nor one that makes a custom font too (the system font is then its \
      fallback). Written from a miss on Clendar, whose whole interface is styled through one such helper: on the 84 \
      apps read before it finds one more, hackernews's `font(size:style:weight:)`, fixed for readers who choose the \
      system font in its settings. Likewise a view or view modifier that draws text in a size stored in it and given \
      by its callers (`struct PrimaryTextStyle: ViewModifier { let size: CGFloat ... .font(.system(size: size)) }`), \
      unless a `@ScaledMetric` of the project bears the property's name (callers pass a scaled size under it) or the \
      type sizes icons. Written from a miss on 49EuroTravel, whose `ChewPrimaryStyle` sets about 96 texts in fixed \
      sizes: on the 91 apps read so far it finds 4, 3 real (status badges, a wallet balance) and a brand wordmark; \
      one more, whose caller passes a `@ScaledMetric` of the same name, is passed over. Corrections, where exact: \
      `.system(size: 16)` becomes `.callout`, the text style of that default size and weight \
      (`.system(size: 17, weight: .semibold)` becomes `.headline`). A weight or design no style has, or a size named \
      by a constant, is left for a person to choose, and the message says how.

      `Font.custom(_:size:)` without `relativeTo:` does scale, but always like `body`, so a 28 pt title grows as \
      much as body text. With `include_custom_without_style: true` it is reported when `body` is farther from its \
      size than the text style nearest to it, by more than the 2 pt the type-scale audit allows \
      (`.custom("Inter", size: 16)` is left alone), corrected by `relativeTo:` the one nearest style (28 pt gains \
      `relativeTo: .title`; 25 pt, between `title2` and `title`, is left for a person). It is off by default: such \
      text grows with the reader's setting, so it is readable; only its proportions at the largest sizes are off, \
      and on apps nobody here had linted readers judged none of those findings an accessibility problem.

      Not reported: sizes the file does not show to be fixed (parameters but a font helper's, sizes computed from the \
      screen; a choice between two fixed sizes, `isCompact ? 14 : 16`, is fixed); sizes written in the call under 6 \
      pt, which only pick a typeface (`UIFont(name: "OpenDyslexic", size: 1)`), or of 60 pt and more, beyond what any \
      text style reaches even at the largest accessibility size; display sizes, 34 pt (twice body's default size, the \
      200% of WCAG 1.4.4) to 60 pt, unless `include_display_sizes: true`: such text is already as large as body text \
      at 200%, and readers judged none of those findings (a hero number, a 40 pt timer) a barrier; in a widget or Live \
      Activity (a file that imports WidgetKit or ActivityKit, in a folder or file named for widgets or Live Activities \
      or declaring a timeline entry), display sizes from 28 pt, the title's size: a figure filling a slot of the size \
      the system gives, which cannot grow, and which readers of every app with one judged no barrier (lock-screen \
      counts and temperatures, countdowns, a glucose reading); fonts that size an icon rather than text: on an \
      `Image`, on a `Text` of emoji or symbols only, on a stack that holds only images and icon buttons, on a button \
      whose label is an image alone, on a view type named for a picture (`StrategyIconImage`, `AppLogo`), in \
      `UIImage.SymbolConfiguration(font:)`, an icon font (a family named for icons or glyphs, such as `ElegantIcons` \
      or `FontAwesome`), set on a view named for emoji (`emojiLabel.font`) or on a view held in a name that says image \
      or icon (`image.font(...)`, `self.image.font(...)`), or made only to read a `familyName`; fonts that only \
      measure text (`size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`); fallbacks for a font \
      that is not set (`label.font ?? .systemFont(ofSize: 14)`); fonts of developer screens (a folder or file named \
      for debugging or developer settings); and fonts in an internal SwiftUI view type that the project shows nowhere \
      outside previews or only draws into an image (`ImageRenderer`); and fonts shown only on a Mac or to debug: \
      compiled only for Mac Catalyst (`#if targetEnvironment(macCatalyst)`), under a condition that names Catalyst, \
      the Mac or debugging (`if IS_CATALYST`, `if showDebugLabels`), or in a `Mac` or `macOS` folder. Fonts given a \
      name that says icon, symbol, glyph, image, emoji or reaction (`iconFont: .system(size: 21)`, `var symbolFont: \
      Font`), or given a size so named (`.system(size: NavBarIcon.glyphSize)`), size pictures, and are not reported \
      either.

      UIKit fonts (`UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`) are reported with `include_uikit: true`. \
      They are off by default because on real apps more than one UIKit finding in ten was not a problem: fonts the \
      file cannot show are never seen (replaced before the text appears, in code nothing calls, on text drawn into \
      a photo). A team that suppresses those few keeps every fixed size out of its code. A UIKit font made into \
      SwiftUI's where it is written (`Font(UIFont.systemFont(ofSize: 16) as CTFont)`) sets SwiftUI text, and is \
      reported by default.

      Measured at each app's first run: on Nostur, Phoenix and Ruddarr, 35 of 54 SwiftUI findings real (the others \
      sized SF Symbols through fonts named or passed as icons, Mac-only and debug-only text: all passed over since); \
      on bitkit, GlucoseDirect and Harbour, 2 of a seeded sample of 40, because 38 of the 40 fall on bitkit's \
      hardware-wallet dashboard, 173 fixed fonts on screens only a hidden developer menu opens, which nothing in \
      the code tells apart from the app's own (a team would exclude that folder); on Suwatte, foqos and \
      Simple-Login-iOS 11 of a seeded 20 of 47 (hero numbers of 40 pt and fonts on picture views, passed over since); \
      on emitron-iOS, ios-pass, amperfy, macadamia and habitica-ios 40 of a seeded 40 of 161; on \
      unstoppable-wallet-ios, wallabag, Expenso, ChatGPTSwiftUI and Proton Authenticator none of 2 (fonts on buttons \
      whose label is a symbol alone, passed over since); on bitchat, Hackers, omnivore, Food Truck, Backyard Birds, \
      fullmoon-ios and Asspp 31 of a seeded 40 of 61 (five in view types nothing uses, passed over since when the \
      run reads a whole project, two in macOS or watchOS code, two judged decorative); on Flipper, code-ios-app and \
      govuk-mobile 40 of a seeded 40 of 364; then on rarime, ku-ring, mundo and medsenger 40 of a seeded 40 of 58; \
      on MyHeartCounts, ENGAGE-HF, brrow, amakaflow and Halo-fi 37 of a seeded 40 of 1,626 (an editor nothing \
      opens, a widget bundle whose `@main` is commented out, a one-letter avatar); on spot-ios-app, myrobotaxi \
      ios-app, unstoppable-ios-app, Code App and hackernews 36 of a seeded 40 of 566 (screens a simulator mode alone \
      shows, a developer gallery, a share card drawn off screen); on Sora, BubbleApp, cove, MBTA's mobile_app and the \
      EUDI wallet 29 of 33, every finding read (a mock notification drawn in an onboarding illustration, three \
      times, and a lock-screen widget's 32-point count).

      On Clendar, nio, MoeMemos and mmex-ios, 15 of 16 at the first run (mmex-ios's transaction rows, nio's sign-in \
      title, Clendar's font helper); the other sized `SFSymbol.close`, a member of a type named for pictures, passed \
      over since. Reading them found Clendar's screens styled through its helper (caught at the helper), and no \
      fixed font it misses.

      On try-swift-tokyo, 49EuroTravel and MoweeSwiftUI, 2 of 5 at the first run: two were in label styles no code \
      applies (passed over since, as unused button styles were) and one in a window only macOS and visionOS open.

      On Kabinett, Namo and convos-ios, 63 of 68 (Kabinett's 59 all real, its letters' names and dates in 7 to 12 \
      points); the others were font tokens that nothing or only previews use, and sizes that draw only SF Symbols or \
      an emoji. Reading them found fonts it misses: letter text sized from the screen's width (a computed size, left \
      out by design).

      On SotkaApp, klock, AnimeNow and MedoDelirioBrasilia, 36 of a seeded 40 of 73 (klock's timers, chat and \
      profile texts); the other four are words drawn as a faint backdrop (15 to 31% opacity) on a What's New screen.

      On openedx-app-ios, haven-app-ios, spread-app-ios and Rouzzle, 18 of 28: seven of the others are in a console \
      of the app's logs that shaking the device opens (a developer screen, passed over since), two are a logo's \
      wordmark on the landing screen and one a font token nothing uses.

      On wallet-app-ios, useid-app-ios, oscar-weather and BetterBlue, 26 of 32: map legends, weather strips, chart \
      labels and watch and lock-screen widget texts. The others: a font on a label style's `configuration.icon` \
      (passed over since), an emoji held in a variable, sample temperatures in a settings option's illustration, a \
      map credit that fades away, a lock-screen temperature already filling its slot. Reading them found fixed UIKit \
      fonts drawn into map images (`include_uikit`).

      On Bumpin, CodeAgentsMobile, Construct and translationAPP-ios, 39 of 47 read (a seeded 40 of Bumpin's and \
      CodeAgentsMobile's 198, and all 7 of the others): the others are in demo screens (passed over since), font \
      constants nothing uses, a gauge's sizes only previews reach, and a token used only for a drawn ellipsis.

      On nopainyesgain (Keychy), DreamWorms, Squirrel and ResumeBuilder-IOS-APP, 17 of 42 read (a seeded 40 of \
      ResumeBuilder's 42, and Squirrel's 2): 19 are in an App Store screenshot screen only a launch argument \
      opens, which the code shows through a value of another type (not read); three are font helpers of an \
      `enum` no code names (a type that conforms to nothing and that no code of a whole project names is passed \
      over since); the rest a lock-screen widget's figure and text in fixed circles, which their reader called \
      judgement calls.

      On VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 39 of 49 read (a seeded 40 of SaxWeather's \
      180, and all of the others): mock widget cards and a sample reading in settings, a share card only ever \
      drawn into an image through a constant (passed over since), an emoji used as an icon, a watermark glyph and \
      a tab bar's title, which the bar draws itself. Reading them found an app's `accessibleFont(size:)` helper \
      that ends in `.system(size:)` through a local variable.

      On mlr-app-ios, GitSpace, rythmico and keyme-iOS, 20 of 25: four in a card only its preview shows, in a \
      Tuist project whose generated Xcode project is not committed (a Tuist or XcodeGen manifest marks a whole \
      project since, and the card is passed over), and a widget's figure that fills its slot. Reading them found \
      text components whose sizes come from named constants, and a design system's fonts generated at build \
      time.

      On LH2GPX, iAPS, dimeApp and AmpFin, 72 of 84 read (seeded samples of 40 of iAPS's 83 and dimeApp's 144, \
      and all of the others): fonts that only size icons, a font constant nothing uses, a file the Xcode project \
      does not build, a brand's wordmark, a Live Activity's figures and a trend arrow used as an icon. Since, a \
      widget's or Live Activity's figure of 28 points or more is passed over as a display size; on the sets above \
      that drops six findings, all judged false alarms (Squirrel's, mlr-app-ios's and iAPS's figures, and a \
      widget's weather emoji).

      On uplift-ios-swiftui, resell-ios, jami-client-ios and swiftleeds-ios, 11 of 14: the others are icons sized \
      through `NavBarIcon.glyphSize` (a size named for a picture is passed over since) and a phone keypad's digits \
      of 30 and 32 points in fixed 72-point keys, which their reader judged as large as the system keypad's. \
      Reading them found a toast's text and buttons' titles sized through a helper's size parameter, and widget \
      texts sized by constants of another file.

      On linphone-iphone, DoRunDoRun, penn-mobile-ios and snutt-ios, 82 of 86 read (seeded samples of 40 of \
      penn-mobile's 50 and snutt's 142): a font on a row whose only text sets its own, an image held in \
      `self.image`, a picker's font, and a wordmark. Reading them found weekday labels passed over for a name \
      ending in "Symbol", sizes passed as a parameter, and UIKit fonts (`include_uikit`).

      On SwissTransfer, volume-ios, revoltchat's ios and netbird's ios-client, 44 of 44 read (a seeded 40 of \
      netbird's 81): 34 of them in code built only for Apple TV, which its reader first judged false for want of a \
      text size setting there; tvOS 27 brings one (WWDC26, "Prepare your tvOS apps for Dynamic Type"), so they are \
      counted real. Reading them found fonts built from fixed-size UIKit fonts by helpers (`newYork(size:)`).

      On three apps nobody here had read or tuned on (Cisum, WeChat-SwiftUI, SwiftUI_DevLog), all 29 findings were \
      read: 23 real, 4 on bar items and a contacts index the reader judged chrome, 2 in a demo mode only the App Store \
      screenshots turn on. Reading them found two misses, reported since: a SwiftUI font made from a fixed UIKit one \
      (`Font(UIFont.systemFont(ofSize: 16) as CTFont)`, also without `include_uikit`), and a row that sizes its title \
      with a size it is given though its name starts with "Image" (`ImageTitleRow`: "Image" in a view's name says it \
      is a picture only at its end, `ProfileImage`). Still missed: the same font through a constant \
      (`Font(Constant.textFont as CTFont)`).

      On three apps nobody here had linted (ChordCombiner-SwiftUI, MusicOffline-SwiftUI, Why-Not-SwiftUI), all 16 \
      findings were read: 10 real; 5 doubtful (a splash screen shown for a moment, "On" and "Off" drawn inside a \
      switch, a font-size animation demo, a subtitle only a dead branch fills); one a tab title that every caller \
      leaves empty. Reading them found a size chosen between two (`showValueField ? 14 : 16`), reported since.
      """,
    options: [
      RuleOptionDescription(
        name: "include_uikit", defaultValue: "false",
        summary: "Also report UIKit fonts with a fixed size (`UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`)"),
      RuleOptionDescription(
        name: "include_custom_without_style", defaultValue: "false",
        summary: "Also report `.custom(_:size:)` without `relativeTo:` far from `body`'s size, which scales like `body`"
      ),
      RuleOptionDescription(
        name: "include_display_sizes", defaultValue: "false",
        summary:
          "Also report display sizes written from 34 pt (twice body's default), or 28 pt in widgets, up to 60 pt"),
    ],
    triggering: [
      Example(
        #"Text("Hello, World!").font(1️⃣.system(size: 16))"#,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 16)", style: .callout)]),
      Example(
        #"let caption = 1️⃣Font.system(size: 15)"#,
        expect: ["1️⃣": .fixedSwiftUISize("Font.system(size: 15)", style: .subheadline)]),
      Example(
        #"Text(order.total).font(1️⃣.system(size: 24, weight: .bold))"#,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 24, weight: .bold)")]),
      Example(
        """
        // A widget's label is text like any other; only its display figures fill a slot that cannot grow.
        import SwiftUI
        import WidgetKit

        struct StepsEntry: TimelineEntry {
          let date: Date
          let steps: Int
        }

        struct StepsWidgetView: View {
          let entry: StepsEntry
          var body: some View {
            VStack {
              Text("Steps today").font(1️⃣.system(size: 12))
              Text("\\(entry.steps)").font(.system(size: 30, weight: .bold, design: .rounded))
            }
          }
        }
        """,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 12)", style: .caption1)]),
      Example(
        """
        // An app's screen that imports WidgetKit to reload the widgets is no widget.
        import SwiftUI
        import WidgetKit

        struct GoalScreen: View {
          @State private var goal = 8000
          var body: some View {
            Text("\\(goal)").font(1️⃣.system(size: 30, weight: .bold))
              .onChange(of: goal) { WidgetCenter.shared.reloadAllTimelines() }
          }
        }
        """,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 30, weight: .bold)")]),
      Example(
        """
        extension Font {
          static var body: Font { 1️⃣.system(size: 17) }
        }
        """,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 17)")]),
      Example(
        """
        enum Typography {
          static let titleSize: CGFloat = 28
        }
        let title = Text("Trips").font(1️⃣.system(size: Typography.titleSize, weight: .bold))
        """,
        expect: [
          "1️⃣":
            .fixedTokenSize(".system(size: Typography.titleSize, weight: .bold)")
        ]),
      Example(
        """
        extension Font {
          public static func fontWithSize(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
            1️⃣Font.system(size: size, weight: weight, design: .rounded)
          }
          public static func boldFontWithSize(_ size: CGFloat) -> Font { .fontWithSize(size, weight: .bold) }
        }
        """,
        expect: ["1️⃣": .fixedFontFactory("fontWithSize")]),
      Example(
        """
        struct PrimaryTextStyle: ViewModifier {
          let size: CGFloat
          func body(content: Content) -> some View {
            content.font(1️⃣.system(size: size, weight: .semibold))
          }
        }

        extension View {
          func primaryText(_ size: CGFloat) -> some View { modifier(PrimaryTextStyle(size: size)) }
        }
        """,
        expect: ["1️⃣": .fixedFontFactory("PrimaryTextStyle")]),
      Example(
        #"Text(elapsed).font(1️⃣.system(size: 40, weight: .bold))"#,
        expect: ["1️⃣": .fixedSwiftUISize(".system(size: 40, weight: .bold)")],
        options: #"{"include_display_sizes": true}"#),
      Example(
        #"Text("Cereal").font(1️⃣.custom("Cereal", size: 28))"#,
        expect: ["1️⃣": .customFontScalesLikeBody(points: 28, nearest: [.title1])],
        options: #"{"include_custom_without_style": true}"#),
      Example(
        #"Text(score.total).font(1️⃣.custom("Cereal", size: 25))"#,
        expect: ["1️⃣": .customFontScalesLikeBody(points: 25, nearest: [.title1, .title2])],
        options: #"{"include_custom_without_style": true}"#),
      Example(
        """
        let size: CGFloat = 24
        Text("Cereal").font(1️⃣.custom("Cereal", size: size))
        """,
        expect: ["1️⃣": .customFontWithoutTextStyle], options: #"{"include_custom_without_style": true}"#),
      Example(
        #"Text("12:30").font(1️⃣.custom("Cereal", fixedSize: 28))"#,
        expect: ["1️⃣": .customFontWithFixedSize]),
      Example(
        """
        titleLabel.font = 1️⃣UIFont.systemFont(ofSize: 17, weight: .semibold)
        let size: CGFloat = 14
        captionLabel.font = 2️⃣UIFont(name: "Cereal", size: size)
        """,
        expect: [
          "1️⃣":
            .fixedUIKitSize("UIFont.systemFont(ofSize: 17, weight: .semibold)"),
          "2️⃣":
            .fixedUIKitSize("UIFont(name: \"Cereal\", size: size)"),
        ], options: #"{"include_uikit": true}"#),
      Example(
        """
        Text(message.text)
          .font(Font(1️⃣UIFont.systemFont(ofSize: 16) as CTFont))
        TextField("Message", text: $draft).font(Font(2️⃣UIFont(name: "Cereal", size: 15)!))
        """,
        expect: [
          "1️⃣": .fixedSwiftUISize("UIFont.systemFont(ofSize: 16)"),
          "2️⃣": .fixedSwiftUISize("UIFont(name: \"Cereal\", size: 15)"),
        ]),
      Example(
        """
        struct ImageTitleRow: View {
          let image: Image
          let title: String
          let titleSize: CGFloat
          var body: some View {
            HStack {
              image.resizable().frame(width: 24, height: 24)
              Text(title).font(1️⃣.system(size: titleSize))
            }
          }
        }
        """,
        expect: ["1️⃣": .fixedFontFactory("ImageTitleRow")]),
      Example(
        #"Text(field.title).font(1️⃣.system(size: showsValue ? 14 : 16))"#,
        expect: ["1️⃣": .fixedTokenSize(".system(size: showsValue ? 14 : 16)")]),
    ],
    nonTriggering: [
      Example(
        """
        // A size named for a glyph sizes the bar's icons, not text.
        enum NavBarIcon {
          static let glyphSize: CGFloat = 17
        }

        struct BarIconStyle: ViewModifier {
          func body(content: Content) -> some View {
            content.font(.system(size: NavBarIcon.glyphSize)).foregroundColor(.accentColor)
          }
        }
        """),
      Example(
        """
        // A figure of 28 points or more in a Live Activity fills the slot the system gives it.
        import ActivityKit
        import SwiftUI

        struct GlucoseActivityView: View {
          let context: ActivityViewContext<GlucoseAttributes>
          var body: some View { Text(context.state.reading).font(.system(size: 28, weight: .bold)) }
        }
        """),
      Example(
        """
        // In any files: the caller passes a scaled size of the same name.
        struct HeaderView: View {
          let countFontSize: CGFloat
          var body: some View { Text("\\(count)").font(.system(size: countFontSize)) }
        }

        struct ContentView: View {
          @ScaledMetric(relativeTo: .subheadline) private var countFontSize: CGFloat = 12
          var body: some View { HeaderView(countFontSize: countFontSize) }
        }

        struct BadgeIcon: View {
          let size: CGFloat
          var body: some View { Image(systemName: "star").font(.system(size: size)) }
        }
        """),
      Example(
        """
        /// The font sizes the label's icon, a symbol; the title keeps its text style.
        struct CompactLabelStyle: LabelStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 2) {
              configuration.icon
                .font(.system(size: 10, weight: .semibold))
              configuration.title
            }
          }
        }
        """),
      Example(
        """
        extension Font {
          static func onestRegular(size: CGFloat) -> Font {
            if UIFont(name: "Onest-Regular", size: size) != nil {
              return .custom("Onest-Regular", size: size)
            }
            return .system(size: size)
          }
          static func iconFont(size: CGFloat) -> Font { .system(size: size, weight: .semibold) }
          static func scaled(_ style: Font.TextStyle) -> Font { .system(style, design: .rounded) }
        }
        """),
      Example(#"Text("Hello, World!").font(.body)"#),
      Example(#"Text("Custom").font(.custom("MyFont", size: 16, relativeTo: .body))"#),
      Example(#"Text(profile.name).font(.custom("Cereal-Bold", size: 28))"#),
      Example(
        """
        Text(post.body).font(.custom("Inter", size: 16))
        Text(post.author).font(.custom("Inter-Medium", size: 18))
        Text(post.date).font(.custom("Inter", size: 14))
        """, options: #"{"include_custom_without_style": true}"#),
      Example(
        """
        struct TabLabel: View {
          @ScaledMetric(relativeTo: .caption) private var captionSize: CGFloat = 12
          let title: String
          var body: some View {
            Text(title)
              .font(.system(size: captionSize))
              .dynamicTypeSize(.large ... .accessibility3)
          }
        }
        """),
      Example(
        """
        struct InsightTitle: View {
          @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 22
          let title: String
          var body: some View {
            Text(title).font(.system(size: titleSize, weight: .semibold)).minimumScaleFactor(0.8).lineLimit(2)
          }
        }
        """),
      Example(
        """
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        captionLabel.font = UIFont(name: "Cereal", size: 13)
        """),
      Example(
        """
        let cereal = UIFont(name: "Cereal", size: 16)!
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: cereal)
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Cereal-Bold", size: 28)!)
        """, options: #"{"include_uikit": true}"#),
      Example(
        """
        Text(title).font(.system(size: size))
        detailLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        """, options: #"{"include_uikit": true}"#),
      Example(
        """
        Image(systemName: "globe")
          .font(.system(size: 50))
        SFSymbol.close.font(.system(size: 20))
        Text("🎉").font(.system(size: 40))
        Text(verbatim: "☢").font(.system(size: 30))
        image.font(.system(size: 28, weight: .medium))
        self.image.font(Font.system(size: 24).weight(.bold))
        #if targetEnvironment(macCatalyst)
        Text(answer).font(.system(size: 18))
        #endif
        if NestedThreadMetrics.showDebugLabels { Text(node.debugLine).font(.system(size: 9, design: .monospaced)) }
        controlButton(systemName: "pip.enter", iconFont: .system(size: 21, weight: .semibold))
        Button("", systemImage: "chevron.compact.backward", action: previous).font(.system(size: 50))
        Text(reactionContent).font(.system(size: 20))
        theme.chosenFont = UIFont(name: "OpenDyslexic", size: 1)
        let family = UIFont.systemFont(ofSize: 12).familyName
        let symbol = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))
        Text("2024").font(.custom("Humane-Medium", fixedSize: 227))
        Text(story.title).font(.custom("DM Sans", size: geometry.size.height * 0.08))
        StrategyIconImage(strategy: strategy).font(.system(size: 24))
        Button(action: stop) { Image(systemName: "stop.circle") }.font(.system(size: 30))
        Text(elapsed).font(.system(size: 40, weight: .bold))
        """, options: #"{"include_uikit": true}"#),
      Example(
        """
        struct NodeCard: View {
          let isSupported: Bool
          var body: some View {
            seal.font(.system(size: 40))
          }
          private var seal: some View {
            Image(systemName: isSupported ? "checkmark.seal.fill" : "xmark.seal.fill")
          }
        }
        """),
      Example(
        """
        HStack {
          Image(systemName: "cube.fill")
          if !isDemo {
            Spacer()
            Button { close() } label: { Image(systemName: "xmark") }
          }
        }
        .font(.system(size: 24))
        VStack {
          previewButton(systemName: "bubble.left")
          previewButton(systemName: "bookmark")
        }
        .font(.system(size: 18, weight: .semibold))
        let height = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).height
        """, options: #"{"include_uikit": true}"#),
      Example(
        """
        let muted = NSAttributedString(string: "\\u{e067}", attributes: [.font: UIFont(name: "ElegantIcons", size: 10)!])
        emojiLabel.font = .boldSystemFont(ofSize: 32)
        let styled = text.styled(baseFont: label.font ?? .systemFont(ofSize: 14))
        """, options: #"{"include_uikit": true}"#),
      Example(
        """
        Text(message.text)
          .font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 16))))
        Image(systemName: "paperplane").font(Font(UIFont.systemFont(ofSize: 20) as CTFont))
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        """),
      Example(
        """
        struct ProfileImage: View {
          let initials: String
          let size: CGFloat
          var body: some View {
            Text(initials).font(.system(size: size)).padding(8).background(Circle().fill(.gray))
          }
        }
        struct RemoteImageView: View {
          let placeholder: String
          let textSize: CGFloat
          var body: some View { Text(placeholder).font(.system(size: textSize)) }
        }
        """),
      Example(
        """
        struct FieldTitle: View {
          @ScaledMetric(relativeTo: .footnote) private var small: CGFloat = 14
          @ScaledMetric(relativeTo: .body) private var large: CGFloat = 16
          let title: String
          let showsValue: Bool
          var body: some View { Text(title).font(.system(size: showsValue ? small : large)) }
        }
        """),
    ],
    corrections: [
      Example(
        #"Text("Hello, World!").font(1️⃣.system(size: 16))"#, correction: #"Text("Hello, World!").font(.callout)"#),
      Example(
        #"Text(trip.name).font(1️⃣Font.system(size: 17, weight: .semibold))"#,
        correction: #"Text(trip.name).font(Font.headline)"#),
      Example(
        #"Text("Trips").font(1️⃣.custom("Cereal", size: 28))"#,
        correction: #"Text("Trips").font(.custom("Cereal", size: 28, relativeTo: .title))"#,
        options: #"{"include_custom_without_style": true}"#),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.tenApps, findings: 390, checked: 188, real: 163),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 54, checked: 54, real: 35),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 213, checked: 40, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 47, checked: 20, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 161, checked: 40, real: 40),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 2, checked: 2, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 7, checked: 7, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 45, checked: 45, real: 45),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 61, checked: 40, real: 31),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 364, checked: 40, real: 40),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 58, checked: 40, real: 40),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 1626, checked: 40, real: 37),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 566, checked: 40, real: 36),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 5, checked: 5, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 82, checked: 40, real: 36),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 33, checked: 33, real: 29),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 16, checked: 16, real: 15),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 5, checked: 5, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 68, checked: 68, real: 63),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 73, checked: 40, real: 36),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 28, checked: 28, real: 18),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 32, checked: 32, real: 26),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 205, checked: 47, real: 39),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 44, checked: 42, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 188, checked: 49, real: 39),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 25, checked: 25, real: 20),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 231, checked: 84, real: 72),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 14, checked: 14, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 198, checked: 86, real: 82),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 85, checked: 44, real: 44),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 24, checked: 24, real: 21),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 29, checked: 29, real: 23),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 17, checked: 17, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 49, checked: 49, real: 46),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 9, checked: 9, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 0),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls = FontCalls.names.union(["scaledFont"])

  /// The project's scaled metrics, which a view drawing text in the size it is given may be given.
  public let collectedFacts: [any ProjectFact.Type] = [ScaledMetricFacts.self]

  public func check(_ file: FileModel, in context: RuleContext) {
    let extendsFont = file.types.contains { $0.kind == .extension && $0.name.hasSuffix("Font") }
    for call in file.calls(named: "system") where isFontMember(call) {
      let scope = file.scope(of: call)
      // A font helper, or a view drawing text in the size it is given: reported once, where it is declared.
      let factory: (name: String, unless: ProjectCondition?)? =
        Self.fontFactory(sizedBy: call).map { ($0, nil) }
        ?? fontType(sizedBy: call, in: scope, file).map { ($0.type, .scaledMetricNamed($0.size)) }
      if let factory {
        guard !file.isDeveloperScreen, !file.isShownOnlyOnMacOrToDebug(scope) else { continue }
        context.report(.fixedFontFactory(factory.name), at: call, unless: factory.unless)
        continue
      }
      checkSize(call, label: "size", in: scope, context) { points in
        guard let points else { return (.fixedTokenSize(call.quotedDescription), nil) }
        // In a property named for the style (`static var body: Font`, which `font_shadows_text_style` reports), the
        // style's name would be the property itself.
        guard let style = textStyle(drawnBy: call, points: points),
          !(extendsFont && scope.binding?.name == style.swiftUIName)
        else {
          return (.fixedSwiftUISize(call.quotedDescription), nil)
        }
        return (.fixedSwiftUISize(call.quotedDescription, style: style), replacement(of: call, by: style, context))
      }
    }
    for call in file.calls(named: "custom") where isFontMember(call) {
      let labels = call.arguments.compactMap { $0.label?.text }
      if labels.contains("size") && !labels.contains("relativeTo") && options.includeCustomWithoutStyle {
        checkSize(call, label: "size", in: file.scope(of: call), context) { points in
          guard let points else { return (.customFontWithoutTextStyle, nil) }
          let pointSize = UnscaledPoints(points)
          guard ScalableFont.isDistant(.body, from: pointSize) else { return nil }
          let nearest = ScalableFont.nearestTextStyles(to: pointSize)
          let fix = nearest.count == 1 ? relativeTextStyle(nearest[0], addedTo: call, context) : nil
          return (.customFontScalesLikeBody(points: points, nearest: nearest), fix)
        }
      } else if labels.contains("fixedSize") {
        checkSize(call, label: "fixedSize", in: file.scope(of: call), context) { _ in
          (.customFontWithFixedSize, nil)
        }
      }
    }
    let uiFonts = FontCalls.uiFontFactories.sorted().flatMap { file.calls(named: $0) }.filter { isUIFontMember($0) }
    // Read only in a file with a UIKit font to check.
    lazy var scaledNames = namesScaledByFontMetrics(in: file)
    for call in uiFonts + file.calls(named: "UIFont") {
      let scope = file.scope(of: call)
      // A UIKit font made into SwiftUI's (`Font(UIFont.systemFont(ofSize: 16) as CTFont)`) sets SwiftUI text, as
      // `.system(size:)` does: reported by default, where UIKit's own fonts wait for `include_uikit`.
      let setsSwiftUIText = scope.enclosingCalls.first?.calleeName == "Font"
      guard setsSwiftUIText || options.includeUIKit else { continue }
      guard !isScaledByFontMetrics(scope, scaledNames: scaledNames) else { continue }
      checkSize(call, label: call.calleeName == "UIFont" ? "size" : "ofSize", in: scope, context) { _ in
        (setsSwiftUIText ? .fixedSwiftUISize(call.quotedDescription) : .fixedUIKitSize(call.quotedDescription), nil)
      }
    }
  }

  /// Sizes below this only pick a typeface; no text is set that small.
  private static let smallestTextSize = 6.0

  /// Twice body's default size: text this large already reads as body text does at WCAG 1.4.4's 200%.
  private static let smallestDisplaySize = 2 * TextStyle.body.defaultPointSize.value

  /// The title style's default size. In a widget or a Live Activity (``FileModel/isWidgetCode``), text this large is
  /// a figure filling a slot of the size the system gives, which cannot grow.
  private static let smallestWidgetDisplaySize = TextStyle.title1.defaultPointSize.value

  /// The largest size any text style reaches, at the largest accessibility size (Apple's table: the
  /// large title at AX5). Text fixed at this size or larger needs no scaling to be read.
  private static let largestScaledTextSize = TextStyle.allCases.map { $0.metrics(at: .accessibility5).pointSize.value }
    .max()!

  /// Reports the font `call` (the node of `scope`) when its size is fixed and sizes text, with the message and fix
  /// `finding` gives for the size written in the call (nil when a constant names it), or none when it returns nil.
  private func checkSize(
    _ call: FunctionCallExprSyntax, label: String, in scope: Scope, _ context: RuleContext,
    finding: (_ points: Double?) -> (message: FindingMessage, fix: Fix?)?
  ) {
    let file = context.file
    guard let size = call.arguments.first(where: { $0.label?.text == label })?.expression,
      file.resolveSize(size, at: call) == .fixed
    else { return }
    let points = size.literalNumber
    if let points, points < Self.smallestTextSize || points >= Self.largestScaledTextSize { return }
    if let points, !options.includeDisplaySizes,
      points >= Self.smallestDisplaySize
        || (points >= Self.smallestWidgetDisplaySize && file.isWidgetCode)
    {
      return
    }
    guard !file.isDeveloperScreen, !sizesNoText(call, in: scope, file), !isFallback(call),
      !file.isShownOnlyOnMacOrToDebug(scope),
      let (message, fix) = finding(points)
    else { return }
    context.report(message, at: call, fix: fix)
  }

  /// The function that makes fonts of the size it is given, when `call` is its `.system(size:)` and the size is one of
  /// its parameters (`static func boldFontWithSize(_ size: CGFloat) -> Font { .system(size: size, weight: .bold) }`):
  /// a design system's font helper, every font of which ignores Dynamic Type, reported once where it is declared.
  /// Not one named for icons or symbols, which sizes glyphs rather than text, nor one that makes a custom font too
  /// (`.custom("Onest-Regular", size: size)`, with the system font only where that font is missing).
  private static func fontFactory(sizedBy call: FunctionCallExprSyntax) -> String? {
    // Only a size given by name climbs to the declaration: a chain of fonts with written sizes costs no climb each.
    guard let size = call.arguments.first(where: { $0.label?.text == "size" })?.expression,
      let name = size.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    // The declaration whose code holds the call: a function's, not a closure's or a property's.
    let holder = call.parent?.ancestorOrSelf { node in
      node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MemberBlockItemSyntax.self)
        ? node : nil
    }
    guard let function = holder?.as(FunctionDeclSyntax.self),
      let returned = function.signature.returnClause?.type.trimmedText,
      returned == "Font" || returned == "SwiftUI.Font",
      function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }),
      !iconNameWords.contains(where: function.name.text.lowercased().contains),
      // A custom font it makes too, which scales, is what it gives; the system font is a fallback.
      function.body?.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "custom" }) != true
    else { return nil }
    return function.name.text
  }

  /// The view or view modifier that draws its text in the size it is given, when `call` is its `.system(size:)` and the
  /// size is a stored property no value or wrapper sets (`struct PrimaryStyle: ViewModifier { let size: CGFloat; func
  /// body(content: Content) -> some View { content.font(.system(size: size)) } }`): a design system's text style,
  /// every use of which ignores Dynamic Type, reported once where it is declared, with the property's name: unless a
  /// `@ScaledMetric` of the project bears it, which callers pass. Not one that sizes icons.
  private func fontType(
    sizedBy call: FunctionCallExprSyntax, in scope: Scope, _ file: FileModel
  ) -> (type: String, size: String)? {
    guard let size = call.arguments.first(where: { $0.label?.text == "size" })?.expression,
      let name = size.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? size.as(MemberAccessExprSyntax.self).flatMap({ member in
          member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
        }),
      file.localConstant(named: name, before: Syntax(call)) == nil,
      let type = file.enclosingType(of: call), type.kind == .struct,
      // A view, a view modifier, or a style (the design system's own `ChewTextStyle`, a view modifier).
      type.isStyle || type.inheritedTypes.contains(where: { $0 == "View" || $0.hasSuffix("Modifier") }),
      !Self.sizesPictures(typeNamed: type.name),
      let property = type.property(named: name), !property.isStatic, property.initializer == nil,
      property.attributes.isEmpty, property.getter == nil,
      ["CGFloat", "Double", "Float", "Int"].contains(property.typeName ?? ""),
      !sizesNoText(call, in: scope, file)
    else { return nil }
    return (type.name, name)
  }

  /// The weights by the name code writes (`semibold` of `.semibold`), spelled out once: printing a case reflects on
  /// its type each time.
  private static let weightsByName = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ("\($0)", $0) })

  /// The text style that draws exactly what `.system(size:weight:)` does at the default text size: the one style of
  /// that default size and weight (regular when none is written), when the call passes nothing else.
  private func textStyle(drawnBy call: FunctionCallExprSyntax, points: Double) -> TextStyle? {
    var weight = FontWeight.regular
    for argument in call.arguments {
      switch argument.label?.text {
      case "size": continue
      case "weight":
        guard let member = argument.expression.as(MemberAccessExprSyntax.self),
          let written = Self.weightsByName[member.declName.baseName.text]
        else { return nil }
        weight = written
      default: return nil
      }
    }
    let styles = TextStyle.allCases.filter {
      $0.defaultPointSize.value == points && $0.metrics(at: .default).weight == weight
    }
    return styles.count == 1 ? styles[0] : nil
  }

  /// The fix that writes the text style in place of `system(...)`, keeping what is written before it (`.`, `Font.`).
  private func replacement(of call: FunctionCallExprSyntax, by style: TextStyle, _ context: RuleContext) -> Fix? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    return Fix(
      summary: "Use the '\(style.swiftUIName)' text style",
      edits: [
        context.edit(
          from: member.declName.positionAfterSkippingLeadingTrivia, to: call.endPositionBeforeTrailingTrivia,
          replacement: style.swiftUIName)
      ])
  }

  /// The fix that adds `relativeTo:` after the size, the last argument of `.custom(_:size:)`.
  private func relativeTextStyle(
    _ style: TextStyle, addedTo call: FunctionCallExprSyntax, _ context: RuleContext
  )
    -> Fix?
  {
    guard let size = call.arguments.last, size.label?.text == "size", call.trailingClosure == nil else { return nil }
    let end = size.expression.endPositionBeforeTrailingTrivia
    return Fix(
      summary: "Scale the font relative to '\(style.swiftUIName)'",
      edits: [context.edit(from: end, to: end, replacement: ", relativeTo: .\(style.swiftUIName)")])
  }

  /// Words in the family names of icon fonts, whose glyphs are pictures: `ElegantIcons`, `FontAwesome`,
  /// `Glyphicons`, `icomoon`.
  private static let iconFontWords = ["icon", "awesome", "glyph", "icomoon"]

  /// Whether the font sizes no text a reader sees: `.font(...)` on an `Image`, on a `Text` of emoji or
  /// symbols only or on a stack of icons only, `UIImage.SymbolConfiguration(font:)`, an icon font, a font set
  /// on a view named for emoji, a font made to read its `familyName`, or one that only measures text.
  private func sizesNoText(_ call: FunctionCallExprSyntax, in scope: Scope, _ file: FileModel) -> Bool {
    if let family = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainText?.lowercased(),
      Self.iconFontWords.contains(where: family.contains)
    {
      return true
    }
    if let target = assignmentTarget(of: call), target.trimmedText.lowercased().contains("emoji") {
      return true
    }
    if let name = Self.nameGiven(to: call)?.lowercased(), Self.iconNameWords.contains(where: name.contains) {
      return true
    }
    // A size named for a picture (`.system(size: NavBarIcon.glyphSize)`, `iconSize`) sizes one.
    if let size = call.arguments.first(where: { ["size", "fixedSize", "ofSize"].contains($0.label?.text) }),
      let name = size.expression.lastName?.lowercased(), Self.iconNameWords.contains(where: name.contains)
    {
      return true
    }
    if let member = Syntax(call).parent?.as(MemberAccessExprSyntax.self),
      ["familyName", "fontName"].contains(member.declName.baseName.text)
    {
      return true
    }
    // The calls the font is an argument of decide (`.font(...)`, through a ternary, a dictionary of attributes or
    // a conversion such as `Font(UIFont.systemFont(ofSize: 9))`), the nearest three of them.
    for outer in scope.enclosingCalls.prefix(3) {
      switch outer.calleeName {
      case "SymbolConfiguration":
        return true
      case "font":
        if let view = file.view(modifiedBy: outer) {
          return view.name == "Image" || (view.name == "Text" && view.showsOnlySymbols) || view.holdsOnlyIcons
            || view.isNamedForAnIcon || view.isIconOnlyControl
        }
      case "size", "boundingRect":
        if outer.arguments.contains(where: { ["withAttributes", "attributes"].contains($0.label?.text) }) {
          return true
        }
      default:
        break
      }
    }
    return false
  }

  /// Words in the names of fonts, and of what shows them, that size icons: `iconFont`, `symbolFont`, `emojiLabel`.
  private static let iconNameWords = ["icon", "symbol", "glyph", "image", "emoji", "reaction"]

  /// Whether a view type's name says the size it is given sizes a picture: a word for one anywhere in it (`IconBadge`,
  /// `EmojiLabel`), but "image" only as what the type is (`ProfileImage`, `RemoteImageView`): `ImageTitleRow` draws a
  /// title beside its image, in the size it is given.
  private static func sizesPictures(typeNamed name: String) -> Bool {
    let lowercased = name.lowercased()
    if iconNameWords.contains(where: { $0 != "image" && lowercased.contains($0) }) { return true }
    return lowercased.hasSuffix("image") || lowercased.hasSuffix("imageview")
  }

  /// The name the font is given: the argument label it is passed as (`iconFont: .system(size: 21)`), the parameter
  /// whose default it is, or the variable, property or function it is the value of, found within a few levels (a
  /// `switch` in a getter) so that a long chain of fonts is not climbed once per font.
  private static func nameGiven(to call: FunctionCallExprSyntax) -> String? {
    if let argument = Syntax(call).parent?.as(LabeledExprSyntax.self), let label = argument.label?.text {
      return label
    }
    for ancestor in sequence(first: Syntax(call), next: \.parent).dropFirst().prefix(12) {
      switch ancestor.as(SyntaxEnum.self) {
      case .functionParameter(let parameter): return (parameter.secondName ?? parameter.firstName).text
      case .patternBinding(let binding): return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      case .functionDecl(let function): return function.name.text
      case .memberBlockItem, .closureExpr: return nil
      default: continue
      }
    }
    return nil
  }

  /// What `call` is assigned to, when it is the whole value of an assignment: `emojiLabel.font`.
  private func assignmentTarget(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let elements = Syntax(call).parent?.as(ExprListSyntax.self), elements.count == 3,
      elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, elements.last?.id == call.id
    else { return nil }
    return elements.first
  }

  /// Whether the font is the fallback of `??`, used only when no font was set: `label.font ?? .systemFont(ofSize: 14)`.
  private func isFallback(_ call: FunctionCallExprSyntax) -> Bool {
    guard let elements = Syntax(call).parent?.as(ExprListSyntax.self) else { return false }
    var previous: ExprSyntax?
    for element in elements {
      if element.id == call.id { return previous?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
      previous = element
    }
    return false
  }

  /// `.system(...)`, `Font.system(...)` or `SwiftUI.Font.system(...)`, not another type's `system` member.
  private func isFontMember(_ call: FunctionCallExprSyntax) -> Bool {
    call.callsMember(of: "Font", in: "SwiftUI")
  }

  private func isUIFontMember(_ call: FunctionCallExprSyntax) -> Bool {
    call.callsMember(of: "UIFont", in: "UIKit")
  }

  /// Names (variables, functions, properties) whose value reaches `scaledFont(for:)` in this file.
  private func namesScaledByFontMetrics(in file: FileModel) -> Set<String> {
    var names: Set<String> = []
    for call in file.calls(named: "scaledFont") {
      for argument in call.arguments {
        for token in argument.expression.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
          names.insert(token.text)
        }
      }
    }
    return names
  }

  /// Whether the font is made inside `scaledFont(for:)`, or bound to a name or returned from a
  /// function or property whose value is passed to it.
  private func isScaledByFontMetrics(_ scope: Scope, scaledNames: Set<String>) -> Bool {
    if scope.enclosingCalls.contains(where: { $0.calleeName == "scaledFont" }) { return true }
    return scope.binding?.name.map(scaledNames.contains) ?? false
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}

extension ViewCall {
  /// Whether the view is a stack or group that holds images and image-only controls and nothing else that
  /// could be text; every statement of its content must be a view the model sees.
  fileprivate var holdsOnlyIcons: Bool {
    var images = 0
    func iconsOnly(_ view: ViewCall) -> Bool {
      switch view.name {
      case "Image":
        images += 1
        return true
      case "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse":
        return true
      case let name? where Self.stacks.contains(name):
        guard let content = view.argument("content")?.as(ClosureExprSyntax.self),
          Self.holdsOnlyCalls(content.statements)
        else { return false }
        // A helper given a symbol's name and no title draws an icon: `previewButton(systemName: "bookmark")`.
        images += content.statements.count { item in
          guard let call = item.expression?.as(FunctionCallExprSyntax.self) else { return false }
          let labels = call.arguments.map { $0.label?.text }
          return labels.contains { $0 == "systemName" || $0 == "systemImage" } && !labels.contains(nil)
        }
        return view.children(in: "content").allSatisfy(iconsOnly)
      case let name? where ViewCall.isControl(name):
        guard let image = view.onlyImageInLabel else { return false }
        return iconsOnly(image)
      default:
        return false
      }
    }
    return name.map(Self.stacks.contains) == true && iconsOnly(self) && images > 0
  }

  private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

  /// Whether every statement of a view builder is a call (a view the model sees), looking into `if` and
  /// `switch`: a bare name such as `title` could be text the model cannot see.
  private static func holdsOnlyCalls(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.allSatisfy { item in item.expression.map(isCallsOnly) ?? false }
  }

  /// Whether a statement's expression is a call, or an `if` or `switch` whose branches hold only calls.
  private static func isCallsOnly(_ expression: ExprSyntax) -> Bool {
    if let conditional = expression.as(IfExprSyntax.self) {
      let alternative: Bool
      switch conditional.elseBody {
      case .codeBlock(let block)?: alternative = holdsOnlyCalls(block.statements)
      case .ifExpr(let nested)?: alternative = isCallsOnly(ExprSyntax(nested))
      case nil: alternative = true
      }
      return holdsOnlyCalls(conditional.body.statements) && alternative
    }
    if let choice = expression.as(SwitchExprSyntax.self) {
      return choice.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { holdsOnlyCalls($0.statements) } ?? false }
    }
    return expression.is(FunctionCallExprSyntax.self)
  }

  /// Words in the names of views, and of the values a `Text` shows, that hold an image or a symbol: `image`,
  /// `statusIcon`, `appLogo`, `reactionContent`, `emoji`.
  private static let iconNameWords = ["image", "icon", "symbol", "logo", "emoji", "reaction"]

  /// The last words of the names of view types that draw a picture.
  private static let iconTypeSuffixes = ["Image", "Icon", "Symbol", "Logo", "Emoji"]

  /// Whether the view is a control or label drawn as its symbol alone: `Button("", systemImage: "chevron.left")`,
  /// `Button(action: stop) { Image(systemName: "stop.circle") }`.
  fileprivate var isIconOnlyControl: Bool {
    if let name, ViewCall.isControl(name), onlyImageInLabel != nil { return true }
    guard argument("systemImage") != nil else { return false }
    return firstUnlabeledArgument?.isEmptyString ?? true
  }

  /// Whether the view holds an image by its name: a view type of the project named for a picture
  /// (`StrategyIconImage(...)`, `AppLogo()`), a name that says so (`image.font(...)` styles a symbol), a member of a
  /// type named so (`SFSymbol.close`), or a property of the view's type whose getter gives an `Image` (`var seal: some
  /// View { Image(...) }`).
  fileprivate var isNamedForAnIcon: Bool {
    if let name, !SwiftUIViews.system.contains(name) { return Self.iconTypeSuffixes.contains(where: name.hasSuffix) }
    // A label style's icon (`configuration.icon`), or a member of a type named for pictures: `SFSymbol.close`,
    // `Icons.back`.
    if name == nil, let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "icon",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration"
    {
      return true
    }
    if name == nil,
      let type = base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type.first?.isUppercase == true
    {
      return Self.iconNameWords.contains(where: type.lowercased().contains)
    }
    // A view held in a property or variable: `image`, `self.image`.
    let selfMember = base.as(MemberAccessExprSyntax.self).flatMap {
      $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName : nil
    }
    guard name == nil, let reference = base.as(DeclReferenceExprSyntax.self) ?? selfMember else { return false }
    let text = reference.baseName.text
    if Self.iconNameWords.contains(where: text.lowercased().contains) { return true }
    guard let getter = enclosingType?.property(named: text)?.getter, getter.count == 1,
      let value = getter.first?.item.as(ExprSyntax.self)
    else { return false }
    return ViewChain.base(of: value).as(FunctionCallExprSyntax.self)?.calleeName == "Image"
  }

  /// For `Text("🎉")`: whether the text is a literal without letters or digits, an emoji or symbol
  /// used as an icon.
  fileprivate var showsOnlySymbols: Bool {
    let content = firstUnlabeledArgument ?? argument("verbatim")
    if let name = content?.as(DeclReferenceExprSyntax.self)?.baseName.text.lowercased()
      ?? content?.as(MemberAccessExprSyntax.self)?.declName.baseName.text.lowercased(),
      Self.iconNameWords.contains(where: name.containsText)
    {
      return true
    }
    guard let text = content?.as(StringLiteralExprSyntax.self)?.plainText, !text.isEmpty else {
      return false
    }
    return !text.contains { $0.isLetter || $0.isNumber }
  }
}

extension FindingMessage {
  fileprivate static func fixedSwiftUISize(_ font: String) -> FindingMessage {
    FindingMessage("'\(font)' has a fixed size that ignores Dynamic Type; use a text style")
  }

  fileprivate static func fixedSwiftUISize(_ font: String, style: TextStyle) -> FindingMessage {
    FindingMessage(
      "'\(font)' has a fixed size that ignores Dynamic Type; use '.\(style.swiftUIName)', the text style of that size and weight"
    )
  }

  fileprivate static func fixedTokenSize(_ font: String) -> FindingMessage {
    FindingMessage(
      "'\(font)' has a fixed size that ignores Dynamic Type; use a text style, or scale the size with '@ScaledMetric(relativeTo:)'"
    )
  }

  fileprivate static func fixedFontFactory(_ function: String) -> FindingMessage {
    FindingMessage(
      "'\(function)' gives every text it styles a fixed size that ignores Dynamic Type; take a text style "
        + "('Font.system(_:design:weight:)'), or scale the size with '@ScaledMetric(relativeTo:)'")
  }

  fileprivate static func fixedUIKitSize(_ font: String) -> FindingMessage {
    FindingMessage("'\(font)' has a fixed size; scale it with 'UIFontMetrics' or use 'preferredFont(forTextStyle:)'")
  }

  fileprivate static func customFontScalesLikeBody(points: Double, nearest: [TextStyle]) -> FindingMessage {
    let size = points == points.rounded() ? String(Int(points)) : String(points)
    let styles = nearest.map { "'relativeTo: .\($0.swiftUIName)'" }.joined(separator: " or ")
    return FindingMessage(
      "'.custom(_:size:)' without 'relativeTo:' scales a \(size) pt font like 'body'; add \(styles), the text style of the nearest size"
    )
  }

  fileprivate static let customFontWithoutTextStyle = FindingMessage(
    "'.custom(_:size:)' without 'relativeTo:' scales like 'body' whatever its size; name the text style it stands for")

  fileprivate static let customFontWithFixedSize = FindingMessage(
    "'.custom(_:fixedSize:)' never scales with Dynamic Type; use 'size:relativeTo:'")
}
