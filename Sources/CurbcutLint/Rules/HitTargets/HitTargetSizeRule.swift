import CurbcutReporting
import SwiftSyntax

/// Buttons and tapped views framed smaller than a finger, with nothing that enlarges the area they answer to.
public struct HitTargetSizeRule: ViewRule, CollectingRule {
  public struct Options: RuleOptions {
    /// The side, in points, a target must reach: Apple's 44 (seed 000's `HitTarget.minimum`, WCAG 2.5.5 AAA).
    public var minimum = 44.0
    /// The side under which a target is an error rather than a warning: WCAG 2.2's 24 (2.5.8, AA).
    public var errorBelow = 24.0
    /// Whether to report icons with no frame of their own too: a control whose label is one SF Symbol, or a tapped
    /// symbol, as large as the symbol its font draws.
    public var includeUnframedSymbols = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case minimum
      case errorBelow = "error_below"
      case includeUnframedSymbols = "include_unframed_symbols"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      minimum = try container.decodeIfPresent(Double.self, forKey: .minimum) ?? 44
      errorBelow = try container.decodeIfPresent(Double.self, forKey: .errorBelow) ?? 24
      includeUnframedSymbols = try container.decodeIfPresent(Bool.self, forKey: .includeUnframedSymbols) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "hit_target_size",
    name: "Hit target size",
    impact: .high,
    impactDescription: """
      A target smaller than a fingertip is missed by people with tremors or limited dexterity, and by everyone on the \
      move; under 24 points WCAG 2.2 fails it (2.5.8, AA), under 44 Apple's guidelines and WCAG 2.5.5 (AAA) do
      """,
    wcag: ["2.5.8", "2.5.5"],
    tags: ["hit-target", "motor", "controls"],
    rationale: """
      Apple asks for targets of at least 44 by 44 points, and seed 000's design system makes it `HitTarget.minimum`; \
      WCAG 2.2 fails targets under 24 by 24 (2.5.8) and asks for 44 at AAA (2.5.5). A button sized by its icon \
      (`.frame(width: 24, height: 24)`) answers to taps on those 24 points only. Keep the drawing and enlarge the \
      target: `.frame(minWidth: 44, minHeight: 44)` or padding around the drawn part, then `.contentShape(Rectangle())`.

      Reported: a `Button`, `Link` or `Menu` framed with a fixed `width:` and `height:` (on the control, or on the one \
      view of its label), or a view given `.onTapGesture` after such a frame, when its smaller side stays under \
      `minimum` (44) once the padding written after the frame is added. A control answers to taps on its label, so a \
      frame or padding written on the control itself (`Button { ... }.padding(.trailing, 24)`) does not enlarge it: \
      put it inside the label. Under `error_below` (24) the finding is an error, else a \
      warning (unless the configuration sets the rule's severity). Not reported: a target enlarged after the frame by \
      a minimum frame, a padding whose amount the file does not write, a content shape inset outwards \
      (`.contentShape(Rectangle().inset(by: -6))` adds 6 points on each side) or of a shape it cannot size, or a \
      bordered button style (which pads the label); controls the system sizes: items of a menu, a context menu or \
      swipe actions, navigation bar items, and buttons in a row of a `List`, `Form` or `Section` (the whole row is \
      the target, unless the button is plain or borderless), and buttons of watch apps (a folder named for the \
      watch), drawn bordered and as wide as the screen; controls in toolbars, whose bar gives them its own hit area, also \
      those a helper gives that a toolbar of any file shows (`.toolbar { toolbarButtons() }`); controls disabled for good \
      (`.disabled(true)`), in view types the project shows only in previews, or shown only on a Mac or to debug \
      (`if IS_CATALYST`, `#if targetEnvironment(macCatalyst)`); previews, macOS-only code (also the `#else` of `#if os(iOS)`, or code in a `Mac` folder), view types no file \
      uses when the run reads a whole project, and developer screens \
      (a folder or file named for debugging or developer settings).

      Seed 001's correct style variants tap 8-point dots (`CompactDotRatingStyle`): its design makes the control \
      adjustable for VoiceOver, and leaves the dots 8 points wide for a finger; the rule reports them, as the seed \
      check's curated incorrect file does. Measured at each app's first run: 29 of a seeded sample of 40 of 58 \
      findings real on Nostur and Phoenix (eight on a theme switcher only its preview shows, two in \
      `if IS_CATALYST`, one disabled for good: all passed over since), 21 of 26 on bitkit, GlucoseDirect and Harbour \
      (the others on developer-only screens); 14 of 26 on bitchat, Hackers, omnivore, Food Truck, Backyard Birds, \
      fullmoon-ios and Asspp (six in view types nothing uses, two in macOS `#else` branches, two already enlarged by \
      `.contentShape(Rectangle().inset(by: -6))`: all passed over since) and 2 of 2 on Flipper, code-ios-app and \
      govuk-mobile. Then 17 of 19 on rarime, ku-ring, mundo and medsenger (a copy of a file the Xcode project does \
      not build, and a button under `#if DEVELOPMENT`). On MyHeartCounts, ENGAGE-HF, brrow, amakaflow and Halo-fi, \
      31 of 38 (five in views reached from no screen, one passed over since; a close button on a card whose tap \
      closes it too). On spot-ios-app, myrobotaxi ios-app, unstoppable-ios-app, Code App and hackernews, 7 of 8 (a \
      button whose only caller passes no button). On ntfy-ios, Heat, exyte's Chat, Pulse and blab, 11 of 11; on \
      Sora, BubbleApp, cove, MBTA's mobile_app and the EUDI wallet, 24 of 24 (a media viewer's 12-point play and \
      mute buttons, 30-point navigation bar buttons). Reading those five found twelve more small targets it misses: \
      menus (`Menu { } label: { Image(...) }`), icon buttons with no frame of their own, and padding written outside \
      the button. Since, a `Menu` whose label is framed is reported as a button is: on the 88 apps read so far \
      it adds 18 findings, 17 real ("more" menus of 24 to 40 points in headers, rows and custom bars; Sora's five \
      38-point menus among them); the other is a menu that only another file places in a toolbar. On Clendar, nio, \
      MoeMemos and mmex-ios, 4 of 4 at the first run (30-point composer and navigation bar buttons).

      With `include_unframed_symbols: true`, also a control whose label is one SF Symbol with no frame, padding or \
      content shape of its own (`Button(action: close) { Image(systemName: "xmark") }`), and a symbol given a tap, \
      by the size its font draws it: a fifth more than the font's size (about 20 points at `.body`; the nearest \
      `.font(...)` on it or around it, passed over when the file does not show its size). Always a warning, as the \
      size is an estimate. Not in toolbars, navigation bar items, menus, context menus, swipe actions, rows of a \
      `List` or `Form` (unless the button is plain or borderless, which leaves it its label alone), watch apps, or \
      hidden views. Off by default: on the 88 apps read so far it gave 402 findings, and a seeded 40 of them held 31 \
      real (icons of 12 to 41 points in headers, composers, cards and sheets); the others were default-style \
      buttons placed in `List` or `Form` rows by code in another function or file, whose whole row is the target \
      (5), screens reached only from a hidden developer menu (2), a Mac app's window (1) and a hidden placeholder \
      (1, passed over since; and 21 in helpers a toolbar of another function or file shows, passed over since). On \
      Clendar, nio, MoeMemos and mmex-ios, whose reading found these icons missed, it \
      catches the close and settings icons of Clendar, MoeMemos's editor toolbar and mmex-ios's header icons.

      On try-swift-tokyo, 49EuroTravel and MoweeSwiftUI, 4 of 6 at the first run; the two others were navigation \
      bar buttons that a helper gives and another file's `.toolbar { toolbar() }` places, passed over since.

      On Kabinett, Namo and convos-ios, 17 of 25 at the first run. Five of the others were buttons whose action is \
      an empty closure (`Button(action: {})`, placeholders no one can use), passed over since, as is a tap that does \
      nothing (`.onTapGesture {}`); the rest were a button whose every caller passes an empty action, a view no code \
      shows, and a chip whose whole 80-point body answers to the same tap. Reading those three found three small \
      targets it misses: a 24-point tab framed inside its label's `ZStack`, 36-point segments framed by a variable, \
      and a tapped image with no frame. After the change, on readeck-ios, bookbook and PIRATEN-iOS-App, 6 of 6 \
      (32-point stepper buttons in a list, 38-point floating buttons padded outside the button).

      First run on SotkaApp, klock, AnimeNow and MedoDelirioBrasilia, 8 of 9 (24-point close buttons on sheets and \
      modal cards, 30-point chat buttons, timer card controls); the other is a button a property gives to \
      `.navigationBarItems(leading:)`, the older way to fill the bar, whose helpers are passed over since as a \
      toolbar's are. Reading them found a 20-point settings icon with no frame that it misses, and a 24-point close \
      button it passed over because it added the padding written on the button to its frame: padding on a control \
      is no longer added, as this description says it should not be.

      First run on openedx-app-ios, haven-app-ios, spread-app-ios and Rouzzle, 16 of 17 (12-point dialog close \
      buttons, a 24-point carousel chevron, 32-point torch and close buttons on a QR scanner); the other is in a \
      console of the app's logs, a developer screen passed over since.

      After those changes, first run on Habitto, readmigo and Cryozest, 27 of 32: the five others are in code no \
      one reaches (a private section nothing names, passed over since with every rule's findings in such members; \
      a sheet never opened, a button a container draws only beside a title no caller gives, a cell only an unused \
      view shows). Reading them found icon buttons with no frame (17 to 29 points, `include_unframed_symbols`) and \
      buttons sized only by their padding.

      On wallet-app-ios, useid-app-ios, oscar-weather and BetterBlue, 1 of 2: an 18-point checkbox whose one caller \
      puts it in a full-row button and turns its own hit testing off. Reading them found more buttons sized only by \
      their font or padding (a PIN pad's delete key, chips 26 points tall, a radio button 22 points tall).

      On Bumpin, CodeAgentsMobile, Construct and translationAPP-ios, 17 of 18: the other is a 30-point label that \
      the app's own button style frames at 70 by 44. Reading them found header buttons whose circle is only a \
      background (`include_unframed_symbols`), circles framed inside a button's label, and buttons framed by a \
      `size:` parameter or named constants.

      On nopainyesgain (Keychy), DreamWorms, Squirrel and ResumeBuilder-IOS-APP, 25 of 26: the other is a 40-point \
      toggle in a prototype project the repository keeps beside the shipped app.

      On VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 15 of 16: the other was one target reported \
      twice, for a button and for the tapped text that is its label (one finding per place and message since). \
      Reading them found buttons sized by a helper's default parameter (`widthIn: 30`) and an options button whose \
      label is a stack.

      On mlr-app-ios, GitSpace, rythmico and keyme-iOS, 17 of 19: a camera button alone in a `Form` row, whose \
      whole row answers the tap, and a checkbox only an editing mode no code turns on shows. Reading them found \
      buttons sized by named constants, a checkbox framed inside its label, and a text button about 15 points \
      high.

      On LH2GPX, iAPS, dimeApp and AmpFin, 16 of 20: two watch buttons, which a watch app draws bordered and as \
      wide as the screen (passed over since, framed or not), a toast's icon whose tap the whole toast answers, and \
      a chevron beside a full-width button doing the same. Reading them found buttons sized by padding around a \
      caption symbol, a chevron framed inside a stack in the label, and a frame placed around the button.

      On uplift-ios-swiftui, resell-ios, jami-client-ios and swiftleeds-ios, 34 of 38 (three of the real ones are \
      pill buttons 41 points tall): three in code no one reaches (a popup and a settings sheet whose only entries \
      are commented out or never set), and a back button whose view type only toolbars of other files place \
      (passed over since: a view type every use of which is a toolbar's item is a bar item). Reading them found \
      targets sized by padding outside the button, a frame inside a view type the label uses, and day columns \
      whose frame is on the inner text.

      On linphone-iphone, DoRunDoRun, penn-mobile-ios and snutt-ios, 48 of 50 read (a seeded 40 of linphone's 44, \
      all real: 20- to 38-point eye, close, info and trash buttons, a hang-up button whose 32-point icon alone \
      answers): the two others frame a button at 40 points whose padded label is larger. Reading them found targets \
      sized by padding, a `ShareLink` (not read), and bare asset images.

      On SwissTransfer, volume-ios, revoltchat's ios and netbird's ios-client, 10 of 10: composer buttons of 10 to \
      24 points, a 24-point checkbox. Reading them found flyer bookmarks sized by a constant of another file.
      """,
    options: [
      RuleOptionDescription(name: "minimum", defaultValue: "44", summary: "The side, in points, a target must reach"),
      RuleOptionDescription(
        name: "error_below", defaultValue: "24", summary: "The side under which a small target is an error"),
      RuleOptionDescription(
        name: "include_unframed_symbols", defaultValue: "false",
        summary: "Also report a control whose label is one SF Symbol with no frame, or a tapped symbol, by its font"),
    ],
    triggering: [
      Example(
        """
        Button(action: toggleWarning) {
          Image(systemName: "info.circle")
            .resizable()
            .1️⃣frame(width: 24, height: 24)
        }
        .padding(.trailing, 24)
        """,
        expect: ["1️⃣": .smallTarget(width: 24, height: 24, minimum: 44)]),
      Example(
        """
        // The button and the tapped text that is its label are one finding.
        struct FilterChips: View {
          @Binding var selection: String?
          var body: some View {
            Button {
              withAnimation { selection = nil }
            } label: {
              Text("All")
                .padding(.vertical, 8)
                .1️⃣frame(width: 70, height: 30)
                .onTapGesture { selection = nil }
            }
          }
        }
        """,
        expect: ["1️⃣": .smallTarget(width: 70, height: 30, minimum: 44)]),
      Example(
        """
        // A view type a toolbar places and a screen's content shows too is not only a bar item.
        struct CloseButton: View {
          let close: () -> Void
          var body: some View {
            Button(action: close) { Image(systemName: "xmark").1️⃣frame(width: 24, height: 24) }
          }
        }

        struct PhotoViewer: View {
          var body: some View {
            ZStack(alignment: .topTrailing) {
              Image(decorative: "photo")
              CloseButton { dismiss() }
            }
            .toolbar { ToolbarItem { CloseButton { dismiss() } } }
          }
        }
        """,
        expect: ["1️⃣": .smallTarget(width: 24, height: 24, minimum: 44)]),
      Example(
        """
        Circle()
          .fill(index <= rating ? Color.accentColor : Color.secondary)
          .2️⃣frame(width: 8, height: 8)
          .onTapGesture { rating = index }
        PlayButton(isPlaying: isPlaying, action: togglePlayback)
        Button(action: togglePlayback) { Image(systemName: "play.fill") }
          .1️⃣frame(width: 35, height: 35)
        """,
        expect: [
          "1️⃣": .smallTarget(width: 35, height: 35, minimum: 44),
          "2️⃣": .smallTarget(width: 8, height: 8, minimum: 44),
        ]),
      Example(
        """
        Button(action: close) {
          Image(systemName: "xmark").1️⃣frame(width: 16, height: 16).padding(6)
        }
        """,
        expect: ["1️⃣": .smallTarget(width: 28, height: 28, minimum: 44)]),
      Example(
        """
        Button(action: dismiss) { Image("close").resizable() }
          .1️⃣frame(width: 24, height: 24)
          .padding(.top, 30)
          .padding(.trailing, 20)
        """,
        expect: ["1️⃣": .smallTarget(width: 24, height: 24, minimum: 44)]),
      Example(
        """
        Button(action: send) {
          Image(systemName: "arrow.up.circle.fill")
            .resizable()
          #if os(iOS)
            .1️⃣frame(width: 24, height: 24)
          #else
            .frame(width: 16, height: 16)
          #endif
        }
        Button(action: close) {
          Image(systemName: "xmark").2️⃣frame(width: 32, height: 32).contentShape(Rectangle().inset(by: -4))
        }
        """,
        expect: [
          "1️⃣": .smallTarget(width: 24, height: 24, minimum: 44),
          "2️⃣": .smallTarget(width: 40, height: 40, minimum: 44),
        ]),
      Example(
        """
        Menu {
          Button("Rename", action: rename)
        } label: {
          Image(systemName: "ellipsis.circle").1️⃣frame(width: 28, height: 28)
        }
        """,
        expect: ["1️⃣": .smallTarget(width: 28, height: 28, minimum: 44)]),
      Example(
        """
        struct RecentSearchCell: View {
          var body: some View {
            HStack { Text(title); deleteButton() }.toolbar { EditButton() }
          }

          func deleteButton() -> some View {
            Button(action: delete) { Image(systemName: "xmark").1️⃣frame(width: 25, height: 25) }
          }
        }
        """,
        expect: ["1️⃣": .smallTarget(width: 25, height: 25, minimum: 44)]),
      Example(
        """
        HStack {
          Text(draft.title)
          Button(action: clear) { 1️⃣Image(systemName: "xmark.circle.fill") }
            .buttonStyle(.plain)
          2️⃣Image(systemName: "info.circle").font(.caption)
            .onTapGesture { showInfo = true }
        }
        .font(.title3)
        """,
        expect: [
          "1️⃣": .smallSymbolTarget(side: 24, minimum: 44), "2️⃣": .smallSymbolTarget(side: 14, minimum: 44),
        ],
        options: #"{"include_unframed_symbols": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        Button(action: {}) { Image(systemName: "xmark").resizable().frame(width: 20, height: 20) }
        Button {
        } label: {
          Image("edit").resizable().frame(width: 16, height: 16)
        }
        Circle().frame(width: 8, height: 8).onTapGesture {}
        """),
      Example(
        """
        Button(action: clear) {
          Image(systemName: "xmark").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
        }
        Button(action: next) { Image(systemName: "chevron.right") }.buttonStyle(.bordered)
        List { Button(action: add) { Image(systemName: "plus") } }
        Button(action: share) { Image(systemName: "square.and.arrow.up").font(theme.iconFont) }
        Image(systemName: "heart").font(.system(size: 40)).onTapGesture(perform: like)
        Text("Done").toolbar { Button(action: close) { Image(systemName: "xmark") } }
        """, options: #"{"include_unframed_symbols": true}"#),
      Example(#"Button(action: play) { Image(systemName: "play.fill") }"#),
      Example(
        """
        /// A section's rows are a form's or a list's: the button's whole row answers the tap.
        private var avatarSection: some View {
          Section {
            HStack {
              AvatarView(url: avatarURL)
              Button { showAvatarPicker = true } label: {
                Image(systemName: "camera.fill").frame(width: 28, height: 28).background(Color.accentColor)
              }
            }
          }
        }
        """),
      Example(
        """
        struct JourneyScreen: View {
          var body: some View {
            Text(journey.title).toolbar { toolbarButtons() }
          }
        }

        // In another file too: the bar places whatever helper its toolbar shows.
        extension JourneyScreen {
          func toolbarButtons() -> some View {
            HStack { followButton() }
          }

          func followButton() -> some View {
            Button(action: subscribe) { Image(systemName: "bookmark").frame(width: 15, height: 15).padding(5) }
          }
        }
        """),
      Example(
        """
        // A view type that only toolbars place, in any file, is a bar item.
        struct NavBackButton: View {
          let dismiss: () -> Void
          var body: some View {
            Button(action: dismiss) { Image(systemName: "chevron.left").frame(width: 24, height: 24) }
          }
        }

        struct GymDetail: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
            Text("Gym").toolbar { ToolbarItem(placement: .topBarLeading) { NavBackButton { dismiss() } } }
          }
        }
        """),
      Example(
        """
        /// A private member the file never names is dead code: no other file can show it.
        struct HabitDetail: View {
          var body: some View {
            ScrollView { header }
          }

          private var header: some View { Text("Today") }

          private var todayProgressSection: some View {
            Button(action: complete) { Image("check").resizable().frame(width: 32, height: 32) }
          }
        }
        """),
      Example(
        """
        struct WallScreen: View {
          var body: some View {
            Feed().navigationBarItems(leading: friendsButton, trailing: self.addButton)
          }

          private var friendsButton: some View {
            Button(action: showFriends) { Image("friends").resizable().frame(width: 25, height: 25) }
          }

          private var addButton: some View {
            Button(action: addFriend) { Image("add").resizable().frame(width: 24, height: 24) }
          }
        }
        """),
      Example(
        """
        struct ArticleScreen: View {
          var body: some View {
            WebView(url: url).toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                if showsShare { self.shareButton }
              }
            }
          }

          private var shareButton: some View {
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
          }
        }
        """, options: #"{"include_unframed_symbols": true}"#),
      Example(
        """
        Button(action: close) {
          Image(systemName: "xmark").frame(width: 24, height: 24).frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
        }
        Button(action: share) {
          Image(systemName: "square.and.arrow.up").frame(width: 24, height: 24).padding(10).contentShape(Rectangle())
        }
        Button(action: dismiss) {
          Image(systemName: "xmark").frame(width: 32, height: 32).contentShape(Rectangle().inset(by: -6))
        }
        Button(action: favorite) {
          Image(systemName: "star").frame(width: 32, height: 32).contentShape(HitShape())
        }
        #if DEVELOPMENT
          Button(action: reserveTokens) { Image(systemName: "plus").frame(width: 20, height: 20) }
        #endif
        """),
      Example(
        """
        Button(action: next) { Image(systemName: "chevron.right").frame(width: 20, height: 20) }
          .buttonStyle(.bordered)
        Button(action: more) { Image(systemName: "ellipsis").frame(width: 24, height: 24).padding(insets) }
        Circle().frame(width: 8, height: 8)
        """),
      Example(
        """
        Text("Done")
          .toolbar {
            ToolbarItem {
              Button(action: close) { Image(systemName: "xmark").frame(width: 20, height: 20) }
            }
          }
        Button(action: close) { Image(systemName: "xmark").frame(width: 30, height: 30) }
        """, options: #"{"minimum": 30}"#),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 58, checked: 40, real: 29),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 26, checked: 26, real: 21),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 7, checked: 7, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 12, checked: 12, real: 12),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 7, checked: 7, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 26, checked: 26, real: 14),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 19, checked: 19, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 39, checked: 38, real: 31),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 8, checked: 8, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 11, checked: 11, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 24, checked: 24, real: 24),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 6, checked: 6, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 25, checked: 25, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCheckingApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 9, checked: 9, real: 8),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 17, checked: 17, real: 16),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastCheckedApps, findings: 32, checked: 32, real: 27),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 18, checked: 18, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 26, checked: 26, real: 25),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 16, checked: 16, real: 15),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 19, checked: 19, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 20, checked: 20, real: 16),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 38, checked: 38, real: 34),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 54, checked: 50, real: 48),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 10, checked: 10, real: 10),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 6, checked: 6, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 1, checked: 1, real: 1),
    ])

  public var options = Options()

  public init() {}

  public let notedModifiers: Set<String> = ["onTapGesture"]
  public let collectedFacts: [any ProjectFact.Type] = [ViewUseFacts.self, ToolbarFacts.self]
  public let notedViews = controls
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    let target: (frame: FunctionCallExprSyntax, size: (width: Double, height: Double))?
    let isControl = view.name.map(Self.controls.contains) == true
    if isControl {
      // A control answers to taps on its label: a frame or padding written on the control is outside it.
      guard !view.isBorderedButton else { return }
      target =
        Self.smallFrame(in: view, paddingEnlarges: false, file: context.file)
        ?? view.onlyLabelView.flatMap { Self.smallFrame(in: $0, file: context.file) }
    } else {
      target = Self.smallFrame(in: view, before: "onTapGesture", file: context.file)
    }
    if target == nil, options.includeUnframedSymbols {
      checkUnframedSymbol(of: view, in: context)
      return
    }
    // One the system sizes (a row's default button answers anywhere in its row) is not its label's size, nor is a
    // watch app's button, drawn bordered and as wide as the screen by default.
    guard let (frame, size) = target, min(size.width, size.height) < options.minimum, !view.isInToolbar,
      !isControl || (!view.isDrawnBySystem && !view.isInWatchApp(context.file)),
      !context.file.isInPreview(view.expression), !context.file.isMacOSOnly(view.expression),
      !context.file.isDeveloperScreen, !view.isDisabledForGood, !view.actsOnNothing,
      !context.file.isShownOnlyOnMacOrToDebug(context.file.scope(of: view.expression)),
      let member = frame.calledExpression.as(MemberAccessExprSyntax.self)
    else { return }
    let severity: Severity = min(size.width, size.height) < options.errorBelow ? .error : .warning
    context.report(
      .smallTarget(width: size.width, height: size.height, minimum: options.minimum),
      from: member.declName.positionAfterSkippingLeadingTrivia, to: frame.endPositionBeforeTrailingTrivia,
      severity: severity, unless: Self.placedInAToolbar(view, in: context.file))
  }

  /// The controls that answer to taps on their label.
  private static let controls: Set<String> = ["Button", "Link", "Menu"]

  /// Reports a control whose label is one SF Symbol with no frame of its own (`Button(action: close) { Image(
  /// systemName: "xmark") }`), or a symbol given a tap, when the symbol its font draws is smaller than `minimum`. A
  /// symbol is drawn about as tall as a line of its text, a fifth more than the font's size: 20 points at `.body`.
  /// Passed over when the font is one the file does not show, when a frame, padding or content shape may enlarge the
  /// target, where the system draws the control (toolbars, navigation bars, list and form rows, menus), and in watch
  /// apps.
  private func checkUnframedSymbol(of view: ViewCall, in context: RuleContext) {
    let symbol: ViewCall
    if let name = view.name, Self.controls.contains(name) {
      guard let label = view.onlyLabelView, !view.isBorderedButton, !view.hasModifier("controlSize") else { return }
      symbol = label
    } else if view.isTapped {
      symbol = view
    } else {
      return
    }
    let file = context.file
    guard !view.isInWatchApp(file) else { return }
    let enlarging: Set<String> = ["frame", "padding", "contentShape", "resizable", "scaleEffect", "imageScale"]
    guard symbol.name == "Image", symbol.argument("systemName") != nil,
      !symbol.modifiers.contains(where: { enlarging.contains($0.name) }),
      symbol === view || !view.modifiers.contains(where: { $0.name == "frame" || $0.name == "contentShape" }),
      let points = symbol.fontSize, points * 1.2 < options.minimum,
      !view.isInToolbar, !view.isDrawnBySystem, !view.isDisabledForGood, !view.hasModifier("hidden"),
      !file.isInPreview(view.expression), !file.isMacOSOnly(view.expression), !file.isDeveloperScreen,
      !file.isShownOnlyOnMacOrToDebug(file.scope(of: view.expression))
    else { return }
    let side = (points * 1.2).rounded()
    context.report(
      .smallSymbolTarget(side: side, minimum: options.minimum), at: symbol.base, severity: .warning,
      unless: Self.placedInAToolbar(view, in: file))
  }

  /// The condition that a toolbar, in any file, places the view: every use of its view type is a toolbar's item
  /// (`ToolbarItem { NavBackButton() }`), or, when a helper gives it, a toolbar shows that helper or one that shows it
  /// (`.toolbar { toolbar() }` in the type's main file, `func toolbar()` showing `follow()` in an extension's).
  private static func placedInAToolbar(_ view: ViewCall, in file: FileModel) -> ProjectCondition? {
    guard let type = view.enclosingType?.name else { return nil }
    let helperShown = view.enclosingHelper(in: file).map {
      ProjectCondition.toolbarShowsAny(of: file.helpersShowing($0), in: type)
    }
    return .anyOf([helperShown, .everyUseIsInAToolbar(viewType: type)])
  }

  /// The chain's fixed `.frame(width:height:)` (before `stop`, when given) and the size it gives once the paddings
  /// and content shapes written after it are added; nil when there is none, or when something after it may enlarge
  /// the target: a minimum or flexible frame, a padding of an amount the file does not write, or a shape it cannot
  /// size. Modifiers compiled only for macOS (`#else` of `#if os(iOS)`) are not there on iOS. Padding on a control
  /// (`paddingEnlarges: false`) is outside the label it answers to.
  private static func smallFrame(
    in view: ViewCall, before stop: String? = nil, paddingEnlarges: Bool = true, file: FileModel
  )
    -> (FunctionCallExprSyntax, (width: Double, height: Double))?
  {
    var modifiers = view.modifiers
    if file.source(of: Syntax(view.expression), contains: "#if") { modifiers.removeAll { file.isMacOSOnly($0.call) } }
    if let stop {
      guard let end = modifiers.firstIndex(where: { $0.name == stop }) else { return nil }
      modifiers = Array(modifiers[..<end])
    }
    guard let index = modifiers.lastIndex(where: { $0.name == "frame" }),
      let width = modifiers[index].argument("width").flatMap(\.literalNumber),
      let height = modifiers[index].argument("height")
        .flatMap(\.literalNumber)
    else { return nil }
    var size = (width: width, height: height)
    for modifier in modifiers[(index + 1)...] {
      switch modifier.name {
      case "frame": return nil
      case "padding" where paddingEnlarges:
        guard let (horizontal, vertical) = paddingAmounts(modifier) else { return nil }
        size.width += horizontal
        size.height += vertical
      case "contentShape":
        guard let outset = contentShapeOutset(modifier) else { return nil }
        size.width += 2 * outset
        size.height += 2 * outset
      default: continue
      }
    }
    return (modifiers[index].call, size)
  }

  /// How far a content shape reaches past the frame on each side: 0 for a plain shape (`Rectangle()`, `Circle()`),
  /// the inset's amount for one inset outwards (`Rectangle().inset(by: -6)`); nil for a shape of unknown size.
  private static func contentShapeOutset(_ contentShape: Modifier) -> Double? {
    guard let shape = contentShape.call.arguments.last?.expression else { return nil }
    let base =
      shape.as(FunctionCallExprSyntax.self)?.calleeName
      ?? shape.as(MemberAccessExprSyntax.self)?.declName
      .baseName.text.capitalized
    if let base, SwiftUIViews.plainShapes.contains(base) { return 0 }
    guard let inset = shape.as(FunctionCallExprSyntax.self), inset.calleeName == "inset",
      let amount = inset.arguments.first?.expression.as(PrefixOperatorExprSyntax.self),
      amount.operator.text == "-", let outset = amount.expression.literalNumber
    else { return nil }
    return outset
  }

  /// What a padding adds to a target's width and height: `.padding()` 16 on each side, `.padding(6)` 6,
  /// `.padding(.horizontal, 8)` 8 on the left and right; nil for an amount the file does not write.
  private static func paddingAmounts(_ padding: Modifier) -> (Double, Double)? {
    let arguments = Array(padding.call.arguments)
    if arguments.isEmpty { return (32, 32) }
    let edges = arguments.count == 2 ? arguments[0].expression.trimmedText : ".all"
    guard let amount = arguments.last?.expression.literalNumber else {
      return arguments.count == 1 && arguments[0].expression.is(MemberAccessExprSyntax.self) ? (32, 32) : nil
    }
    switch edges {
    case ".all": return (2 * amount, 2 * amount)
    case ".horizontal": return (2 * amount, 0)
    case ".vertical": return (0, 2 * amount)
    case ".leading", ".trailing": return (amount, 0)
    case ".top", ".bottom": return (0, amount)
    default: return nil
    }
  }

}

extension ViewCall {
  /// Whether the system draws the control and sizes what it answers to: an item of a `Menu`, a context menu or swipe
  /// actions, in a navigation bar's items, or in a row of a `List` or `Form`, or of a `Section`, which only they hold
  /// (the whole row is the target).
  fileprivate var isDrawnBySystem: Bool {
    sequence(first: self, next: \.parent).contains { view in
      if case .modifier(let name, _) = view.role, ["contextMenu", "swipeActions", "navigationBarItems"].contains(name) {
        return true
      }
      guard view !== self, let name = view.name else { return false }
      // A plain or borderless button in a row answers to its label alone.
      return name == "Menu" || (["List", "Form", "Section"].contains(name) && !isUnpaddedButton)
    }
  }

  /// Whether the control is in a watch app (a folder named for the watch), whose buttons are bordered and as wide as
  /// the screen by default; not a plain or borderless one, which keeps its label's size.
  fileprivate func isInWatchApp(_ file: FileModel) -> Bool {
    file.path.relative.contains("Watch") && !isUnpaddedButton
  }

  /// Whether a plain or borderless style leaves the button its label alone: `.buttonStyle(.plain)`,
  /// `.buttonStyle(BorderlessButtonStyle())`.
  private var isUnpaddedButton: Bool {
    modifiers(named: "buttonStyle").contains { modifier in
      let style = modifier.call.arguments.trimmedText.lowercased()
      return style.contains("plain") || style.contains("borderless")
    }
  }

  /// Whether tapping does nothing: the control's action, or the view's tap, is an empty closure (`Button(action: {})`,
  /// `.onTapGesture {}`), a placeholder no one can use.
  fileprivate var actsOnNothing: Bool {
    let action = argument("action") ?? modifiers(named: "onTapGesture").last?.arguments.last?.expression
    return action?.as(ClosureExprSyntax.self)?.statements.isEmpty == true
  }

  /// Whether a bordered button style pads the control: `.buttonStyle(.bordered)`, `.borderedProminent`, `.glass`.
  fileprivate var isBorderedButton: Bool {
    modifiers(named: "buttonStyle").contains { modifier in
      let style = modifier.call.arguments.trimmedText
      return style.contains("bordered") || style.contains("glass")
    }
  }

  /// The one view a control's label closure holds, when it holds one.
  fileprivate var onlyLabelView: ViewCall? {
    let label = children(in: "label")
    return label.count == 1 ? label[0] : nil
  }
}

extension FindingMessage {
  fileprivate static func smallSymbolTarget(side: Double, minimum: Double) -> FindingMessage {
    let (side, minimum) = (points(side), points(minimum))
    return FindingMessage(
      "Tap target is only its symbol, about \(side)×\(side) pt, under \(minimum)×\(minimum); enlarge it with "
        + "'.frame(minWidth: \(minimum), minHeight: \(minimum))' and '.contentShape(Rectangle())' on the symbol")
  }

  /// A number of points as written: `44`, `12.5`.
  private static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  fileprivate static func smallTarget(width: Double, height: Double, minimum: Double) -> FindingMessage {
    let (width, height, minimum) = (points(width), points(height), points(minimum))
    return FindingMessage(
      "Tap target is \(width)×\(height) pt, under \(minimum)×\(minimum); enlarge what it answers to with "
        + "'.frame(minWidth: \(minimum), minHeight: \(minimum))' or padding, and "
        + "'.contentShape(Rectangle())'")
  }
}
