import CurbcutReporting
import SwiftSyntax

/// Transitions that move views and animations that never end, whatever the Reduce Motion setting.
public struct ReduceMotionAnimationRule: FileRule, CollectingRule {
  public struct Options: RuleOptions {
    /// Calls that give a motion-safe animation or transition, as seed 004's `NyxAnimation.adaptive`.
    public var motionSafeHelpers: [String] = []
    /// Whether to report animated motion effects too: a move, turn or zoom whose value some code animates.
    public var includeAnimatedEffects = false
    /// Whether to report a transition on a view that a property, function or view type gives with no condition of
    /// its own, which plays only if the code using it shows it under a condition and animates the change.
    public var includeTransitionsShownByCallers = false
    /// Whether to report a transition whose change its own file does not animate, which plays only if another file
    /// (a view model, whoever shows the view) animates it.
    public var includeTransitionsAnimatedElsewhere = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case motionSafeHelpers = "motion_safe_helpers"
      case includeAnimatedEffects = "include_animated_effects"
      case includeTransitionsShownByCallers = "include_transitions_shown_by_callers"
      case includeTransitionsAnimatedElsewhere = "include_transitions_animated_elsewhere"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      motionSafeHelpers = try container.decodeIfPresent([String].self, forKey: .motionSafeHelpers) ?? []
      includeAnimatedEffects = try container.decodeIfPresent(Bool.self, forKey: .includeAnimatedEffects) ?? false
      includeTransitionsShownByCallers =
        try container.decodeIfPresent(Bool.self, forKey: .includeTransitionsShownByCallers) ?? false
      includeTransitionsAnimatedElsewhere =
        try container.decodeIfPresent(Bool.self, forKey: .includeTransitionsAnimatedElsewhere) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "reduce_motion_animation",
    name: "Reduce Motion animation",
    impact: .high,
    impactDescription: """
      Sliding, zooming and endlessly moving content makes people with vestibular disorders dizzy or sick; they turn on \
      Reduce Motion to stop it, and an app that ignores the setting keeps moving (WCAG 2.3.3, 2.2.2)
      """,
    wcag: ["2.3.3", "2.2.2"],
    tags: ["motion", "reduce-motion", "animation"],
    rationale: """
      Reduce Motion asks apps to replace motion with fades: seed 003's "Transition between screens: instant or \
      simple fade, no slide/zoom animations; loading indicators: static or minimal, no bouncing/spinning". SwiftUI \
      does not do it for a transition or an animation the code chooses; the view must read \
      `@Environment(\\.accessibilityReduceMotion)` and choose: `.transition(reduceMotion ? .opacity : .slide)`, \
      `.animation(reduceMotion ? nil : .spring(), value: isExpanded)`, `guard !reduceMotion else { return }` before \
      starting a loop.

      Reported: a `.transition(...)` that moves or zooms the view (`.slide`, `.move(edge:)`, `.push(from:)`, \
      `.offset(...)`, `.scale`, alone, combined or asymmetric, but not a shift of 4 points or less \
      (`.offset(x: 1, y: 1)`), nor a zoom by a fifth or less or of an SF Symbol or \
      a shape of 24 points or less, or a transition the app declares in an \
      `extension AnyTransition` whose code writes one of these and does not read the Reduce Motion setting, in any \
      file of the run, or one a property or method of the view's type in the same file gives, \
      `.transition(removal)`, of either kind, `@State var transition: AnyTransition = .backslide`) on a view that \
      comes and goes (shown under a \
      condition, for each element of a collection, with a changing `.id`, or given by a property or function), since \
      a view always present never transitions. A transition is a trait of its view, read by what inserts the view: \
      one on a view nested in a stack (or any view) that the same condition inserts is never read, as the stack comes \
      with its own transition, a fade; a `Group` hands its views' traits on (one of a single `switch` or `if` to the \
      views it chooses between, which come and go as the choice changes). A view shown under a condition, or \
      given a changing `.id(step)` (what the id reads counts as the condition's values), \
      transitions only when the change \
      is animated, and by default its own file must show that it is: it animates a value the condition reads, or \
      that a computed property the condition reads reads in its getter (a \
      `withAnimation` that assigns or toggles it, directly or in a function of the file, an `.animation(_:value:)` \
      around the view that watches it or a value read through it, `value: replyTo?.id`, a binding made to animate; \
      not one whose animation reads the setting, \
      `.animation(reduceMotion ? nil : .easeInOut, value: warning)`, which animates nothing with it on), or it \
      leaves open which changes are animated (a \
      `withAnimation` calling code it does not declare, an action sent with an animation, The Composable \
      Architecture's `store.send(.roll, animation: .spring())`, an `.animation(_:)` with no value, a transaction, or \
      it is a \
      widget's, whose timeline changes WidgetKit animates), or it animates nothing and does not change the value \
      either and the run is a snippet or a few files, which show too little to tell (a run of a whole project, a \
      folder holding `Package.swift` or an Xcode project, reads the code that changes it and passes it over). With \
      `include_transitions_animated_elsewhere: true`, also a transition whose value only another file animates (a \
      view model's `withAnimation`, the code that shows the view), as long as some code of the run animates it. \
      Not a transition the system draws: on an item of a \
      `Menu` or a row of a `List`, `Form` or `Section`, or of the app's own view named as one (`NBSection`). Also \
      an animation repeated forever (`.repeatForever(...)`), a \
      `phaseAnimator` or `PhaseAnimator` with no `trigger:`, which cycles forever, and a `keyframeAnimator` with \
      `repeating: true`, in a view type that moves, turns or resizes something (`scaleEffect`, `rotationEffect`, \
      `offset`, `position`) and, when the code says what the animation changes (what its `withAnimation` assigns, the \
      `value:` of its `.animation`), with that in a motion effect: a gradient that shifts forever beside a button \
      that shrinks when pressed moves nothing. Opacity and colour changes are not motion (seed 000's pressed state; \
      a checkbox that \
      blinks its colour), nor is a scroll the user asked for, and they are not reported. A `TimelineView` on the \
      `.animation` schedule redraws its content every frame for as long as it is shown, an endless animation too: \
      reported when its content moves something (a motion effect) or draws a `Canvas` (particles, a scrolling \
      scene), unless the setting pauses it (`.animation(paused: reduceMotion)`) or decides otherwise, as for the \
      rule's other findings. Three rounds of reading apps had found such timelines missed (particles, a scrolling \
      scene, wiggling tiles); on Apple's sample-food-truck, sample-backyard-birds and codeapp it reports one, real \
      (the animated header of food-truck's home screen). Of five uses read in public code it reports the two that \
      draw confetti and fireworks in a `Canvas`; it passes over a mesh gradient whose points drift, a refresh icon \
      spun through a helper, and a shader's flowing colours.

      With `include_animated_effects: true`, also a move, turn or zoom animated once (`offset`, `rotationEffect`, \
      `rotation3DEffect`, `scaleEffect` whose value some code of the run animates: a card that flips, an icon that \
      flies to the centre), except one that follows the reader's finger or press (a value named for a drag, a \
      translation, a swipe, a scroll or a press), a disclosure chevron turning, and one in a view type with an \
      endless animation. Off by default: written from the misses read on Feather, Cowabunga and SideStore, its first \
      run on the 21 apps of the catalogue's last five rounds found 46, of which 22 were real (large or bouncy zooms, \
      flips and slides); \
      the others were chevrons (8, passed over since), small feedback on controls, standard control motion (a \
      picker's thumb, a floating label), dead code, and a type's own `position(for:in:)` method (passed over since).

      Not reported when Reduce Motion decides: a condition around the code reads it (`reduceMotion`, \
      `UIAccessibility.isReduceMotionEnabled`, a `prefersReducedMotion` of the app's own), the view type the code is \
      written in reads it anywhere (it chooses its animations by it: `.animation(reduceMotion ? nil : .default, \
      value:)` stops every transition of its content), or a call listed in `motion_safe_helpers` wraps it. Nor in \
      previews, macOS-only code or developer screens (a folder or file named for debugging or developer settings).

      Measured at each app's first run, before the changes it taught: on Suwatte, foqos and Simple-Login-iOS 14 of a \
      seeded 20 of 27 were real (the others: menu items and form rows, whose transitions never play, and views shown \
      by a value the file does not animate); on emitron-iOS, ios-pass, amperfy, macadamia and habitica-ios 12 of 16 \
      (three scale transitions of an 8 pt dot or a small icon, which a reader judged too small to matter though they \
      do play, and a gradient cycling forever beside a button that shrinks when pressed, passed over since); on \
      unstoppable-wallet-ios, wallabag, Expenso, ChatGPTSwiftUI and Proton Authenticator 1 of 4 (two in types the \
      app never uses, and a player shown by a value set without animation from a file that animates nothing \
      itself, which whoever shows its views could animate); on 2fas-ios, IcySky, LLMFarm and \
      clean-architecture-swiftui 3 of 3; on Feather, Cowabunga, Antoine and SideStore 6 of 8 (slides on the rows of \
      the app's own `NBSection`, a form section: views named as lists, forms and sections count since). Transitions \
      are the weaker half: on the apps read since \
      the last changes, 14 of 21 transitions were real against 12 of 13 endless animations, the difference mostly \
      small views zoomed in (a checkmark, an 8 pt dot) that readers split on. It stays on by default as seed 003's \
      red flag; a team that disagrees about small zooms suppresses them where they are. On bitchat, Hackers, \
      omnivore, Food Truck, Backyard Birds, fullmoon-ios and Asspp, 11 of 13 (a phase animator behind a flag that is \
      always off, and a scale on a view nested in the one inserted); on Flipper, code-ios-app and govuk-mobile, 11 \
      of 19 (three small loading spinners readers took for progress indicators, slides shown by values nothing \
      sets, a toast behind a shipped feature flag, a digit and a list shown by values no code animates). A \
      transition in a file that animates nothing is since passed over when the run reads a whole project none of \
      whose code animates its condition, unless WidgetKit animates it. Then, on rarime, ku-ring, mundo and \
      medsenger, 28 of 30 were real (a transition on the root of a pushed screen, and 4 pt loading dots). On \
      MyHeartCounts, ENGAGE-HF, brrow, amakaflow and Halo-fi, 25 of a seeded 40 of 95 (seven in screens nothing \
      shows, passed over since for every rule; five transitions whose `.animation(_:value:)` sits inside the view it \
      should animate or on a sibling, or whose value changes without animation; two endless animations of a value \
      that never changes what is drawn; a toast bound to a value nothing sets). Since, an `.animation(_:value:)` on \
      the view itself or a sibling is not taken to animate its change, an endless `.animation` moves only the view it \
      modifies, a transition on a view its caller shows (the root of a body, property or function) waits on \
      `include_transitions_shown_by_callers` (of the findings read on the last four sets, 6 of 11 such were real), \
      and loading indicators count as real, as seed 003 asks them to stop ("static or minimal, no \
      bouncing/spinning"). On spot-ios-app, myrobotaxi ios-app, unstoppable-ios-app, Code App and hackernews, 20 of \
      25 (three toasts and banners shown by values no code sets to show them, two of which a whole project's run \
      passes over since; a toast whose change nothing animates; a transition on a view whose insertion is never \
      animated). Over the last five sets, first runs gave 95 of 127 (75%): under nine in ten, mostly values set \
      far from the view (flags, view models) whose animation one file does not show. On primal-ios-app, \
      vonage-video-ios-app and Zinley-dev's ios-app, 4 of 6 (two slides of a layout whose `.animation(_:value:)` \
      watches a value other than the one that adds the views). Since, a transition whose change its own file does \
      not animate waits on `include_transitions_animated_elsewhere`: most of the transitions read wrong were shown by \
      values set and animated far from the view, or by values nothing animates under a name another file animates. \
      First run so, on ntfy-ios, Heat, exyte's Chat, Pulse and blab, 3 of 4 (a scale transition on reactions a table \
      reloads without animation). Reading those apps found ten views that move; the default caught two: it misses a \
      transition held in a variable (`.transition(defaultTransition)`), a slide whose value a view model animates, an \
      endless animation handed to a view of another type, `TimelineView` particles and rotations, and animated \
      offsets and positions (which `include_animated_effects` reports). On Sora, BubbleApp, cove, MBTA's mobile_app \
      and the EUDI wallet, 11 of 17 (Sora's 7 all real: search bars that slide, a spinning loader; the others two \
      transitions driven only by `.animation(reduceMotion ? nil : ..., value:)`, passed over since, a transition of a \
      value changed without animation, passed over since as the file's one animated change, an `append` to another \
      list, names what it changes, and three judgement calls on tiny motions: a photo icon that shifts as it \
      fades, a 17-point clear button that zooms, three 6-point dots that bob). Reading found more it misses: a tab \
      bar's pill that springs and stretches, a title that scrolls forever, word chips that fly with springs, a map \
      marker's endless pulse.

      On Clendar, nio, MoeMemos and mmex-ios, 1 of 1 (a toast that slides in). Reading them found one more motion it \
      misses: a confetti burst from a package's view after a purchase.

      On try-swift-tokyo, 49EuroTravel and MoweeSwiftUI, 1 of 2: the other is a transition of a list no animation \
      drives (its `.animation` is commented out). On Gatherly, HabitMinder and minty, 1 of 1 (a loader's \
      pulsing dots). Reading those found two it misses: a player that slides in when a shared model's flag changes \
      inside `withAnimation` in another file, and a toast that scales in.

      On Kabinett, Namo and convos-ios, 7 of 17 at the first run, all on convos-ios, which reads the setting nowhere: \
      cards that slide and drop in, labels that zoom from nothing, a sync symbol spinning forever, bouncing typing \
      dots. Eight of the others are passed over since as zooms too small to be motion: a transition that only zooms \
      (`.scale`, faded or not) by a fifth or less (`.scale(scale: 0.85)`), or on an SF Symbol that is not resized, in \
      a font of 24 points or less, or a shape framed at 24 points or less (a muted bell, an unread dot); five were \
      judged so, and three typing \
      indicators zooming by a fifth were judged never to play. The two left are a small countdown badge \
      zooming in and a 10-point dot pulsing by half a point. After the change, 7 of 9. Reading those apps found eight \
      motions it misses: five animated offsets and zooms (bubbles flying in, which `include_animated_effects` \
      reports), a transition on a function's result, one held in a variable, and a toast sliding the screen's height.

      After the change, on readeck-ios, bookbook and PIRATEN-iOS-App, 2 of 3: a summary card and a mini player that \
      slide in; the other slides buttons in a reader screen that only debug and TestFlight builds show. The mini \
      player is passed over since: its slide is on a view inside the stack its condition inserts, so the stack fades \
      in instead.

      First run on SotkaApp, klock, AnimeNow and MedoDelirioBrasilia, 13 of 17: exercise and profile views that \
      zoom and slide in, loading shimmers and a marquee that move forever. Three of the others are transitions on \
      views nested in the stack their condition inserts (passed over since: a zoom of an activity card, a grid that \
      slides in twice); the fourth is a tab bar shown by flags set outside any animation. After the change, 13 of \
      14. Reading them found motions it misses: a property's result that zooms in twice its size, a full-screen \
      detail slide and player controls animated by reducers in other files, animated offsets and flips \
      (`include_animated_effects`), a `TimelineView` that scrolls forever, and looping Lottie animations.

      First run on openedx-app-ios, haven-app-ios, spread-app-ios and Rouzzle, 19 of 21: snackbars, banners and \
      dialogs that slide in, a loading arc and sync icons that spin forever, a checkmark and a send button that zoom \
      in, a ring that pulses. The two others are in a console of the app's logs that shaking the device opens (a \
      `LogViewer` folder, passed over since as a developer screen). Reading them found a reply bar whose \
      `.animation` watches `replyTo?.id` while its condition reads `replyTo`, reported since, as is a transition a \
      property or method of the type gives (`.transition(transition)`: a side menu and a draft card that earlier \
      sets missed); it still misses animated offsets (bottom sheets, a pager) and Rive animations that start by \
      themselves.

      After those changes, first run on Habitto, readmigo and Cryozest, 42 of 54 (78%): toasts, banners and \
      sheets that slide in and out, pulsing and spinning loaders, a rotating onboarding ring; transitions 28 of 34, \
      endless animations 14 of 20. The others: code no one reaches (a helper nothing calls, a screen whose one \
      entry is commented out, a toast behind a flag set to false, a menu branch no item takes), transitions whose \
      change is not animated (chat chips a view model adds, an `.animation` on the inserted view itself), endless \
      animations that change nothing (an empty `withAnimation` body, passed over since; a loop on a value that \
      cannot change while shown; a second `withAnimation` of a value already set) and two tiny marks (a 12-point dot \
      pulsing by a fifth, an 11-point symbol tilting). It stays under nine in ten on first runs; the misses read \
      there are confetti, a badge spinning in and circles zooming to full screen (animated effects). The chat's \
      rows and chips are passed over since: a row of a `ForEach` plays its transition only when the file animates a \
      change of the collection (a watch of its `isEmpty` is not one), and a scroll in `withAnimation` changes no \
      value. So are openedx-app-ios's three snackbars, which a view model's `didSet` animates in another file (they \
      were reported only because the same file scrolled in a `withAnimation`).

      After those changes, first run on wallet-app-ios, useid-app-ios, oscar-weather and BetterBlue, 5 of 6: a \
      picked-place card, a hint toast, a refresh spinner, onboarding buttons and a fallback toast that slide in; the \
      other is in an HTTP log screen behind a debug setting (an `HTTPLog` screen is passed over since as a developer \
      screen). Reading them found motions it misses: an onboarding step transition held in a property and combined \
      with a fade (reported since), toasts and a PIN error that slide in when other files animate the change, a fan \
      icon that spins and a bolt that pulses forever through an enum's helper, and a looping video of an ID card \
      started in `makeUIView`.

      After those changes, first run on Bumpin, CodeAgentsMobile, Construct and translationAPP-ios, 27 of 34 (79%): \
      transitions 23 of 24 (banners, cards and rows that slide, zoom or bounce in), endless animations 13 of 19 \
      (Construct and translationAPP-ios 9 of 9). The others: five in demo screens only admins reach (a file named \
      as a demo or a mock is passed over since as a developer screen), a star pulsing by a tenth (an endless zoom \
      within a tenth is passed over since), and a loop on a `let` that never changes. After the change, 26 of 28 \
      (the other passed over is a badge breathing by 5%, which its reader counted as a judgement call). Reading them \
      found motions it misses: transitions animated by TCA's `store.send(_:animation:)`, floating pills that spring \
      up through an offset, a `TimelineView` that wiggles tiles forever, 3D flips in an app's own transition and in \
      a loop of tasks. On Habitto, readmigo and Cryozest again: 41 of 47, the rest code no one reaches and two \
      tiny marks; a flashcard screen shown only from sheets that never open and from screens nothing shows is \
      passed over now.

      After those changes (and the transitions TCA sends animated, reported since), first run on nopainyesgain \
      (Keychy), DreamWorms, Squirrel and ResumeBuilder-IOS-APP, 33 of 37 (89%; 22 of 23 on the first two, of which \
      its reader had judged one on the wrong button, 11 of 14 on the others). The others: three swipe buttons \
      that slide in with the finger's drag, and the first field of a form, present from the start, that shares \
      its siblings' transition. Reading them found onboarding pages whose transition a property holds as one the \
      app declares (`@State var transition: AnyTransition = .horizontalMoveForward`, read since: five more, real), \
      alerts animated from another file, timers that hop icons, and a scan line looped in a computed property.

      After those changes, first run on VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 23 of 31 \
      (74%): four of the others are the motions a learning app's animation demos exist to show, which their \
      reader called judgement calls (17 of 17 had they been counted real); two cards always present once their \
      section is, a 2% breathing every caller starts only with Reduce Motion off, and a banner replaced by an id \
      change nothing animates (an `.id` transitions only with an animated change since). Reading them found a \
      tooltip shown through a computed property over an animated value (reported since), a tab page that slides \
      in a `Group` of a `switch`, a launch screen animated from another file, and an app's own animation helper \
      read as a Reduce Motion check while it reads only the app's own toggle.

      After those changes, first run on mlr-app-ios, GitSpace, rythmico and keyme-iOS, 15 of 18 (83%; 5 of 5 on \
      the first two): the others are lesson cards of a list the code always leaves empty, a text its only caller \
      never inserts, and a one-point nudge under a fade (a shift of four points or less is passed over since). \
      Reading them found a toast whose slide a computed property holds, rows whose transition another type \
      stores, a flow's steps given their transition as a parameter, a floating bar at the root of a body, and \
      motion through `matchedGeometryEffect`.

      After those changes, first run on LH2GPX, iAPS, dimeApp and AmpFin, 24 of 27 (89%): the others are a \
      bundled toast's banner mode the app never uses, a popup whose flag no caller animates, and a shimmer that \
      slides only a gradient mask. Reading them found a map that a property's view slides in, a cover zooming on \
      play and pause (`include_animated_effects`), an artwork flight through `matchedGeometryEffect`, confetti, and \
      lyric dots pulsing through a frame.

      Of the endless animations readers judged on the sets above, fewer were real than of the transitions (27 of \
      37, against 120 of 132). Two of the others, a 12-point and an 8-point dot pulsing by a fifth, are passed over \
      since: an endless zoom by a fifth or less of a mark the code sizes no larger than a line of text is the \
      "minimal" motion seed 003 allows a loading mark. A halo growing by half and small marks that spin, which \
      readers judged real, are still reported.

      After those changes, first run on uplift-ios-swiftui, resell-ios, jami-client-ios and swiftleeds-ios, 19 of \
      19: spinning and bobbing loaders, shimmers, a capacities panel and a month calendar sliding in, a popup \
      zooming from nothing, call and media bars sliding in from the edges, toasts and pickers. Reading them found \
      tab bars that another file's `withAnimation` slides away, buttons flying up and a logo flying in \
      (`include_animated_effects`), waveform bars whose frames grow and shrink forever, and a shimmer that moves a \
      gradient's points.

      Then on linphone-iphone, DoRunDoRun, penn-mobile-ios and snutt-ios, 51 of 71 read (a seeded 40 of \
      linphone's 41, all 40 real: full-screen views, side panes and settings sections sliding, the call view \
      zooming in). Fourteen of the others were DoRunDoRun's popups, shown by `store.popup.isVisible` and taken for \
      animated because a toast's own `.animation` inside its `if` watches `store.toast.isVisible`: a watch on \
      another tree of the type is counted since only when it names the property that gives the view, which drops \
      13 of them (51 of 58 after). The rest: a panel behind a feature flag off in App Store builds, a helper \
      nothing calls, and a field whose only watch is on itself. Reading them found a spinner that reads Reduce \
      Motion only to stop reversing, lists and screens animated from another file, and side menus and sheets moved \
      by animated offsets (`include_animated_effects`).

      Then on SwissTransfer, volume-ios, revoltchat's ios and netbird's ios-client, 13 of 15: the two others are a \
      refresh icon whose endless spin a timer stops after two seconds. Reading them found onboarding pages and \
      search results slid by another file's `withAnimation`, and a popup reached through a helper.

      On three apps nobody here had read or tuned on (Cisum, WeChat-SwiftUI, SwiftUI_DevLog), all 3 findings were \
      read: two `.move(edge: .trailing)` slides of a small button and a logo that turns forever, all moving with \
      Reduce Motion on as reported; the reader judged them minor (the slides fade too, the logo turns once in 50 s) \
      and counted none of them real.
      """,
    options: [
      RuleOptionDescription(
        name: "motion_safe_helpers", defaultValue: "[]",
        summary: "Names of calls that make an animation or transition safe for Reduce Motion (`adaptive`)"),
      RuleOptionDescription(
        name: "include_animated_effects", defaultValue: "false",
        summary:
          "Also report a move, turn or zoom (`offset`, `rotationEffect`, `scaleEffect`) whose value code animates"),
      RuleOptionDescription(
        name: "include_transitions_shown_by_callers", defaultValue: "false",
        summary:
          "Also report a transition on the view a property, function or view type gives, with no condition of its own"),
      RuleOptionDescription(
        name: "include_transitions_animated_elsewhere", defaultValue: "false",
        summary: "Also report a transition whose change another file animates (a view model, the view's caller)"),
    ],
    triggering: [
      Example(
        """
        if showDetail {
          Text("Detail")
            .transition(1️⃣.slide)
        }
        Button("More") { withAnimation { showDetail.toggle() } }
        if store.showDicePad {
          DicePadView(store: store)
            .transition(2️⃣AnyTransition.move(edge: .bottom).combined(with: .opacity))
        }
        Button("Edit") { store.send(.editButtonTapped, animation: .spring()) }
        """,
        expect: ["1️⃣": .movingTransition("slide"), "2️⃣": .movingTransition("move")]),
      Example(
        """
        Toast(message: message)
          .transition(1️⃣.move(edge: .top).combined(with: .opacity))
        Badge(count: count)
          .transition(2️⃣.asymmetric(insertion: .scale, removal: .opacity))
        """,
        expect: ["1️⃣": .movingTransition("move"), "2️⃣": .movingTransition("scale")]),
      Example(
        """
        /// The watch around the tree that shows the error banner animates its coming. The toast's watch of its own
        /// `isVisible` is inside its `if`: it is around no popup, whose value has the same name, and nothing animates
        /// the popup's coming.
        struct FeedScreen: View {
          let store: FeedStore
          var body: some View {
            ZStack {
              feed
              toastSection
              popupSection
              VStack { errorSection }.animation(.easeInOut, value: store.error.isVisible)
            }
          }

          @ViewBuilder private var toastSection: some View {
            if store.toast.isVisible {
              Text(store.toast.message).animation(.easeInOut, value: store.toast.isVisible)
            }
          }

          @ViewBuilder private var popupSection: some View {
            if store.popup.isVisible {
              ConfirmPopup(store: store).transition(.opacity.combined(with: .scale))
            }
          }

          @ViewBuilder private var errorSection: some View {
            if store.error.isVisible {
              ErrorBanner(store: store).transition(1️⃣.move(edge: .top))
            }
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move")]),
      Example(
        """
        struct BreathingGlow: ViewModifier {
          @State private var ringScale: CGFloat = 1.0

          func body(content: Content) -> some View {
            content.overlay(Circle().stroke(lineWidth: 2).scaleEffect(ringScale))
              .onAppear {
                withAnimation(1️⃣.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                  ringScale = 1.15
                }
              }
          }
        }
        """,
        expect: ["1️⃣": .endlessAnimation]),
      Example(
        """
        /// A dot framed at 44 points is larger than a line of text, and its pulse by a fifth is motion; so is a
        /// 14-point halo that grows by half, and a small symbol that spins (seed 003: loading marks do not spin).
        struct RecordingDot: View {
          @State private var isPulsing = false

          var body: some View {
            Circle()
              .frame(width: 44, height: 44)
              .scaleEffect(isPulsing ? 1.2 : 1.0)
              .onAppear {
                withAnimation(1️⃣.easeInOut(duration: 1).repeatForever(autoreverses: true)) { isPulsing = true }
              }
          }
        }

        struct LiveHalo: View {
          let isLive: Bool

          var body: some View {
            ZStack {
              Circle().frame(width: 14, height: 14).scaleEffect(isLive ? 1.5 : 1.0)
                .animation(2️⃣.easeOut(duration: 1.2).repeatForever(autoreverses: false), value: isLive)
              Image(systemName: "gearshape").font(.system(size: 12)).rotationEffect(.degrees(spin))
            }
            .task { withAnimation(3️⃣.linear(duration: 1.1).repeatForever(autoreverses: false)) { spin = 360 } }
          }

          @State private var spin = 0.0
        }
        """,
        expect: ["1️⃣": .endlessAnimation, "2️⃣": .endlessAnimation, "3️⃣": .endlessAnimation]),
      Example(
        """
        Image(systemName: "arrow.triangle.2.circlepath")
          .rotationEffect(.degrees(isSpinning ? 360 : 0))
          .animation(1️⃣Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
        Text("Live")
          .2️⃣phaseAnimator([false, true]) { content, lit in content.scaleEffect(lit ? 1.2 : 1) }
        """,
        expect: ["1️⃣": .endlessAnimation, "2️⃣": .endlessPhaseAnimator("phaseAnimator")]),
      Example(
        """
        struct ConfettiView: View {
          var body: some View {
            1️⃣TimelineView(.animation) { timeline in
              Canvas { context, size in
                for particle in particles { context.fill(particle.path(at: timeline.date), with: .color(.pink)) }
              }
            }
          }
        }
        struct Spinner: View {
          var body: some View {
            2️⃣TimelineView(.animation(minimumInterval: 1 / 30, paused: !isLoading)) { context in
              Image(systemName: "arrow.clockwise")
                .rotationEffect(.degrees(context.date.timeIntervalSinceReferenceDate * 180))
            }
          }
        }
        """,
        expect: ["1️⃣": .endlessTimeline, "2️⃣": .endlessTimeline]),
      Example(
        """
        ZStack {
          if model.showsControls {
            ControlPanel().transition(1️⃣.move(edge: .bottom))
          }
        }
        .animation(.default, value: model.showsControls)
        """,
        expect: ["1️⃣": .movingTransition("move")]),
      Example(
        """
        struct CardView: View {
          @State private var isFlipped = false
          var body: some View {
            CardFace(isFlipped: isFlipped)
              .1️⃣rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
              .onTapGesture { withAnimation(.spring()) { isFlipped.toggle() } }
          }
        }
        """,
        expect: ["1️⃣": .animatedEffect("rotation3DEffect")], options: #"{"include_animated_effects": true}"#),
      Example(
        """
        extension AnyTransition {
          static var backslide: AnyTransition {
            .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
          }
        }
        struct Wizard: View {
          @State private var step = 0
          @State private var transition: AnyTransition = .backslide
          var body: some View {
            if step == 1 { PassportStep().transition(1️⃣.backslide) }
            if step == 2 { SelfieStep().transition(2️⃣.asymmetric(insertion: .backslide, removal: .opacity)) }
            if step == 3 { DoneStep().transition(3️⃣transition) }
          }
        }
        """,
        expect: [
          "1️⃣": .movingTransition("backslide"), "2️⃣": .movingTransition("backslide"),
          "3️⃣": .movingTransition("backslide"),
        ]),
      Example(
        """
        struct StepCard: View {
          @State private var step = 0
          var body: some View {
            Text("Step \\(step)").transition(1️⃣.slide).id(step)
            Button("Next") { withAnimation { step += 1 } }
          }
        }
        struct StudyProgressDetails: View {
          @State private var selectedTab = Tab.all
          var body: some View {
            Group {
              switch selectedTab {
              case .all: LevelProgress(level: nil)
              case .beginner: LevelProgress(level: .beginner)
              }
            }
            .transition(3️⃣.slide)
            .animation(.linear(duration: 0.3), value: selectedTab)
          }
        }
        struct ActivityTimelineBar: View {
          let segments: [Segment]
          @State private var selectedSegmentId: Segment.ID?
          private var selectedSegment: Segment? { segments.first { $0.id == selectedSegmentId } }
          var body: some View {
            VStack {
              if let selected = selectedSegment {
                Tooltip(segment: selected).transition(2️⃣.opacity.combined(with: .move(edge: .top)))
              }
              Button("Last") { withAnimation { selectedSegmentId = segments.last?.id } }
            }
          }
        }
        """,
        expect: [
          "1️⃣": .movingTransition("slide"), "2️⃣": .movingTransition("move"), "3️⃣": .movingTransition("slide"),
        ]),
      Example(
        """
        struct SavedToast: View {
          var body: some View {
            Text("Saved").padding().transition(1️⃣.move(edge: .top))
          }
        }
        struct Editor: View {
          @State private var saved = false
          var body: some View {
            VStack {
              if saved { SavedToast() }
              Button("Save") { withAnimation { saved = true } }
            }
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move")], options: #"{"include_transitions_shown_by_callers": true}"#),
      Example(
        """
        struct ExplodeButton: View {
          @State private var isReady = false
          var body: some View {
            ZStack {
              if isReady {
                Text("Ready").transition(1️⃣.scale.combined(with: .opacity))
                RoundedRectangle(cornerRadius: 12).frame(width: 200, height: 120).transition(2️⃣.scale(scale: 0.5))
                Image(systemName: "checkmark.circle.fill").font(.largeTitle).transition(3️⃣.scale)
                Text("New").transition(4️⃣.scale(scale: 1.5))
              }
            }
            .animation(.easeInOut, value: isReady)
          }
        }
        """,
        expect: [
          "1️⃣": .movingTransition("scale"), "2️⃣": .movingTransition("scale"), "3️⃣": .movingTransition("scale"),
          "4️⃣": .movingTransition("scale"),
        ]),
      Example(
        """
        struct PlayerContainer: View {
          @State private var hasItems = false
          var body: some View {
            ZStack(alignment: .bottom) {
              if hasItems {
                Group {
                  MiniPlayer().transition(1️⃣.move(edge: .bottom))
                }
              }
              VStack {
                if hasItems {
                  QueueBanner().transition(2️⃣.slide)
                }
                Text("Queue")
              }
            }
            .animation(.spring(), value: hasItems)
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move"), "2️⃣": .movingTransition("slide")]),
      Example(
        """
        struct SideMenu: View {
          @Binding var isShowing: Bool
          let transition: AnyTransition = .move(edge: .leading)
          let content: AnyView

          var body: some View {
            ZStack {
              if isShowing {
                content.transition(1️⃣transition.combined(with: .opacity))
              }
            }
            .animation(.easeInOut, value: isShowing)
          }
        }

        struct MessageForm: View {
          var replyTo: Message?

          var body: some View {
            VStack {
              if let replyTo {
                ReplyBar(message: replyTo).transition(2️⃣self.replyBarTransition())
              }
              Composer()
            }
            .animation(.spring(), value: self.replyTo?.id)
          }

          func replyBarTransition() -> AnyTransition {
            .move(edge: .bottom).combined(with: .opacity)
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move"), "2️⃣": .movingTransition("move")]),
      Example(
        """
        /// The rows slide in: the file animates the change of their collection.
        struct TodoList: View {
          @State private var todos: [Todo] = []
          @State private var draft = ""

          var body: some View {
            ScrollView {
              ForEach(Array(todos.enumerated()), id: \\.offset) { _, todo in
                TodoRow(todo: todo).transition(1️⃣.slide)
              }
              TextField("New to-do", text: $draft).onSubmit {
                withAnimation(.spring()) { todos += [Todo(title: draft)] }
              }
            }
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("slide")]),
      Example(
        """
        /// A row's own view moves in when the watched collection changes.
        struct ChipsRow: View {
          let model: ChipsModel

          var body: some View {
            HStack {
              ForEach(model.suggestions, id: \\.self) { suggestion in
                Group {
                  Chip(text: suggestion).transition(1️⃣.move(edge: .bottom))
                }
              }
            }
            .animation(.easeOut, value: model.suggestions)
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move")]),
      Example(
        """
        /// The hint is given by a property of an extension of the type whose body animates its value: the type's own
        /// watch, around the property where the body shows it.
        struct OfflineLogin: View {
          @State private var selectedGender: Gender?

          var body: some View {
            VStack {
              GenderPicker(selection: $selectedGender)
              genderHint
            }
            .animation(.default, value: selectedGender)
          }
        }

        private extension OfflineLogin {
          @ViewBuilder
          var genderHint: some View {
            if selectedGender == .unspecified {
              Text("We will use neutral wording.").transition(1️⃣.slide.combined(with: .opacity))
            }
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("slide")]),
      Example(
        """
        /// In each row, the delete button slides in when editing starts, which the row animates.
        struct ReminderList: View {
          @State private var reminders: [Reminder] = []
          @State private var isEditing = false

          var body: some View {
            VStack {
              if !reminders.isEmpty {
                ForEach(reminders) { reminder in
                  HStack {
                    if isEditing {
                      DeleteButton(reminder: reminder).transition(1️⃣.move(edge: .leading))
                    }
                    Text(reminder.title)
                  }
                  .animation(.easeInOut, value: isEditing)
                }
              }
              Button("Edit") { isEditing.toggle() }
            }
          }
        }
        """,
        expect: ["1️⃣": .movingTransition("move")]),
    ],
    nonTriggering: [
      Example(
        """
        /// An availability check chooses once: the group's view never changes while shown.
        struct ModalCard: View {
          let model: CardModel
          var body: some View {
            VStack {
              Group {
                if #available(iOS 17.0, *) { container.ignoresSafeArea(.container, edges: .bottom) } else { container }
              }
              .transition(.move(edge: .bottom))
              Button("Reload") { withAnimation { model.reload() } }
            }
          }
        }
        /// A nudge of a point under a fade: nothing travels.
        struct PersonalityCircle: View {
          @State private var isShown = false
          var body: some View {
            if isShown { Circle().transition(.offset(x: 1, y: 1).combined(with: .opacity)) }
            Button("Show") { withAnimation { isShown = true } }
          }
        }
        """),
      Example(
        """
        /// A new banner replaces the old one without animation: its transition never plays.
        struct StoreScreen: View {
          @State private var banner: RestoreBanner?
          @State private var isExpanded = false
          var body: some View {
            VStack {
              if let banner { BannerView(banner: banner).transition(.move(edge: .top)).id(banner.id) }
              Button("Restore") { banner = RestoreBanner(message: "Restored") }
              Button("More") { withAnimation { isExpanded.toggle() } }
            }
          }
        }
        """),
      Example(
        """
        /// The stack is what the condition inserts, and it fades: the transitions of the views inside it are never read.
        struct NowPlayingBar: View {
          @Binding var isPlaying: Bool
          let activity: Activity?

          var body: some View {
            VStack {
              if isPlaying {
                HStack {
                  Artwork().transition(.move(edge: .leading).combined(with: .opacity))
                  Spacer()
                }
              }
              if let activity {
                VStack {
                  ActivityCard(activity: activity).transition(.scale.combined(with: .opacity))
                  CommentView(comment: activity.comment)
                }
              }
            }
            .animation(.spring(), value: isPlaying)
            .animation(.default, value: activity)
          }
        }
        """),
      Example(
        """
        /// The ring is there only while `pulse` is true: the value its animation watches never changes while it is
        /// shown, so the loop never starts.
        struct QuickLogCard: View {
          @State private var pulse = false

          var body: some View {
            Text("Log a session")
              .overlay {
                if pulse {
                  RoundedRectangle(cornerRadius: 14)
                    .stroke(.cyan, lineWidth: 1.5)
                    .scaleEffect(pulse ? 1.1 : 1.0)
                    .animation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true), value: pulse)
                }
              }
              .onAppear { pulse = true }
          }
        }
        """),
      Example(
        """
        /// The transaction only turns animations off: the banner appears without its slide.
        struct FilterBar: View {
          @State private var showBanner = false
          @State private var count = 0

          var body: some View {
            VStack {
              if showBanner {
                Banner().transition(.move(edge: .top))
              }
              Text("\\(count) results").animation(.default, value: count)
              Button("Filter") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { showBanner = true }
              }
            }
          }
        }
        """),
      Example(
        """
        /// The day is picked without animation, and the panel's own `.animation` comes with it; the week chart
        /// watches a value of its own that has the same name.
        struct DayChart: View {
          @State private var selectedDay: Int?

          var body: some View {
            VStack {
              HStack {
                ForEach(0..<7) { day in
                  Button("Day \\(day)") { selectedDay = day }
                }
              }
              if let day = selectedDay {
                DayDetail(day: day)
                  .transition(.move(edge: .top))
                  .animation(.easeOut, value: selectedDay)
              }
            }
          }
        }

        struct WeekChart: View {
          @State private var selectedDay: Int?

          var body: some View {
            Text("Week").opacity(selectedDay == nil ? 1 : 0.4).animation(.default, value: selectedDay)
          }
        }
        """),
      Example(
        """
        /// The star breathes by a tenth of its size: a zoom that small is no motion.
        struct RatingStar: View {
          @State private var pulse = false

          var body: some View {
            Image(systemName: "star.fill")
              .font(.title)
              .scaleEffect(pulse ? 1.1 : 1.0)
              .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { pulse = true }
              }
          }
        }
        """),
      Example(
        """
        /// A 12-point dot and a caption-sized symbol that pulse by a fifth: marks the size of a line of text, whose
        /// pulse is the "minimal" motion seed 003 allows a loading mark.
        struct NowMarker: View {
          @State private var isPulsing = false

          var body: some View {
            HStack {
              Circle()
                .frame(width: 12, height: 12)
                .scaleEffect(isPulsing ? 1.2 : 1.0)
              Image(systemName: "bolt.fill")
                .font(.caption)
                .scaleEffect(isPulsing ? 1.15 : 1.0)
            }
            .onAppear {
              withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { isPulsing = true }
            }
          }
        }
        """),
      Example(
        """
        /// The endless animation changes nothing: its body is empty.
        struct CreateHabitFlow: View {
          @State private var appeared = false
          var body: some View {
            Image("sprout")
              .scaleEffect(1.0)
              .onAppear {
                withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {}
              }
          }
        }
        """),
      Example(
        """
        struct ConversationRow: View {
          @State private var isMuted = false
          @State private var isUnread = false
          var body: some View {
            HStack {
              if isMuted {
                Image(systemName: "bell.slash.fill").font(.callout).transition(.scale.combined(with: .opacity))
              }
              if isUnread {
                Circle().fill(.blue).frame(width: 16, height: 16).transition(.scale.combined(with: .opacity))
                ReactionsPill().transition(.scale(scale: 0.85, anchor: .bottomLeading).combined(with: .opacity))
              }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isMuted)
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isUnread)
          }
        }
        """),
      Example(
        """
        /// Adding an option is animated; the attachments that hide the poll button change without animation.
        struct Composer: View {
          @State private var options: [String] = ["", ""]
          @State private var attachments: [Attachment] = []
          var body: some View {
            VStack {
              Button("Add option") { withAnimation(.spring) { options.append("") } }
              if attachments.isEmpty {
                Button("Add poll", action: addPoll)
                  .transition(.move(edge: .bottom))
              }
            }
            .onChange(of: picked) { attachments = picked.map(Attachment.init) }
          }
        }
        """),
      Example(
        """
        struct RestoreOffer: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let warning: String?
          var body: some View {
            RestoreOfferContent(warning: warning)
              .animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: warning)
          }
        }
        struct RestoreOfferContent: View {
          let warning: String?
          var body: some View {
            VStack {
              PasskeyCard()
              if let warning {
                MessageCard(message: warning).transition(.opacity.combined(with: .move(edge: .top)))
              }
            }
          }
        }
        """),
      Example(
        """
        extension AnyTransition {
          static var softFade: AnyTransition { .opacity.combined(with: .blurReplace) }
          static func slideUnlessReduced(_ reduceMotion: Bool) -> AnyTransition {
            reduceMotion ? .opacity : .move(edge: .bottom)
          }
        }
        struct Wizard: View {
          @State private var step = 0
          var body: some View {
            if step == 1 { PassportStep().transition(.softFade) }
            if step == 2 { SelfieStep().transition(.cardFlip) }
          }
        }
        """),
      Example(
        """
        struct Detail: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var showDetail = false

          var body: some View {
            if showDetail {
              Text("Detail").transition(reduceMotion ? .opacity : .slide)
            }
          }
        }
        """),
      Example(
        """
        struct Glow: ViewModifier {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var ringScale: CGFloat = 1.0

          func body(content: Content) -> some View {
            content.scaleEffect(ringScale).onAppear {
              guard !reduceMotion else { return }
              withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) { ringScale = 1.15 }
            }
          }
        }
        """),
      Example(
        """
        Text("Saved").transition(.opacity)
        Button("Tap") { }.opacity(isPressed ? 0.85 : 1).animation(.easeInOut(duration: 0.15), value: isPressed)
        Text("Step").phaseAnimator([0, 1], trigger: step) { content, phase in content.offset(y: phase * 4) }
        proxy.scrollTo(lastID, anchor: .bottom)
        """),
      Example(
        """
        if UIAccessibility.isReduceMotionEnabled == false {
          withAnimation(.linear(duration: 2).repeatForever()) { phase = 1 }
        }
        Toast().transition(NyxAnimation.adaptive(.move(edge: .top), reduceMotion: reduceMotion))
        """),
      Example(
        """
        Toast().transition(MotionSafe.transition(.move(edge: .bottom)))
        """, options: #"{"motion_safe_helpers": ["transition"]}"#),
      Example(
        """
        struct Overview: View {
          let movie: Movie
          @State private var isChecked = false
          var body: some View {
            HStack {
              Text(movie.overview).transition(.slide)
            }
            Image(systemName: "checkmark.square")
              .foregroundStyle(isChecked ? .green : .gray)
              .onAppear {
                withAnimation(.easeInOut(duration: 0.6).repeatForever()) { isChecked.toggle() }
              }
          }
        }
        """),
      Example(
        """
        struct SwipeCard: View {
          @State private var dragOffset: CGSize = .zero
          @State private var isPressed = false
          @State private var isFlipped = false
          @State private var isExpanded = false
          var body: some View {
            Image(systemName: "chevron.right")
              .rotationEffect(.degrees(isExpanded ? 90 : 0))
              .animation(.default, value: isExpanded)
            let position = PillPosition.position(for: isExpanded)
            CardFace()
              .offset(dragOffset)
              .scaleEffect(isPressed ? 0.96 : 1)
              .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
              .gesture(DragGesture().onChanged { dragOffset = $0.translation })
              .animation(.spring(), value: dragOffset)
              .animation(.easeOut, value: isPressed)
          }
        }
        """, options: #"{"include_animated_effects": true}"#),
      Example(
        """
        struct HourglassPromo: View {
          @State private var gradientPhase = 0.0
          @State private var isPressed = false
          var body: some View {
            Button(action: open) { Text("Get gems") }
              .scaleEffect(isPressed ? 0.95 : 1)
              .background(LinearGradient(colors: [.purple, .blue], startPoint: UnitPoint(x: gradientPhase, y: 0), endPoint: .bottom))
              .onAppear { withAnimation(.linear(duration: 4).repeatForever()) { gradientPhase = 1 } }
          }
        }
        """),
      Example(
        """
        struct ReaderMenu: View {
          @ObservedObject var model: ReaderModel
          var body: some View {
            Menu("Sort") {
              if model.isSorted { Image(systemName: "checkmark").transition(.scale) }
            }
            Form {
              if model.showsAdvanced { Toggle("Prefetch", isOn: $model.prefetch).transition(.slide) }
            }
            ZStack {
              if model.scrollbarPosition == .trailing { Scrollbar().transition(.move(edge: .trailing)) }
            }
            .animation(.default, value: model.control)
          }
        }
        struct MainView: View {
          @State private var showPlayer = false
          @State private var isExpanded = false
          var body: some View {
            VStack {
              if showPlayer { PlayerView().transition(.move(edge: .bottom)) }
              Button("Listen") { showPlayer = true }
              Button("More") { withAnimation { isExpanded.toggle() } }
            }
          }
        }
        struct PlayerHost: View {
          @ObservedObject var publisher: PlayerPublisher
          var body: some View {
            if publisher.showPlayer {
              PlayerView()
                .transition(.move(edge: .trailing))
                .gesture(DragGesture().onEnded { _ in publisher.showPlayer = false })
            }
          }
        }
        """),
      Example(
        """
        struct SavedToast: View {
          var body: some View {
            Text("Saved").padding().transition(.move(edge: .top))
          }
        }
        """),
      Example(
        """
        struct Composer: View {
          @State private var showsSuggestions = true
          @State private var pulse: CGFloat = 1
          var body: some View {
            VStack {
              if showsSuggestions {
                SuggestionList()
                  .transition(.move(edge: .top))
                  .animation(.spring(), value: showsSuggestions)
              }
              SendButton().animation(.spring(), value: showsSuggestions)
            }
            ZStack {
              LinearGradient(colors: [.blue, .black], startPoint: .top, endPoint: .bottom)
                .animation(.easeInOut(duration: 2).repeatForever(), value: pulse)
              Circle().scaleEffect(pulse)
            }
            .onAppear { pulse = 1.2 }
          }
        }
        """),
      Example(
        """
        /// The messages are appended without animation (the scroll to the last one is animated, which brings no row
        /// in); the animation watches only whether there are any, and the first one comes with the whole list.
        struct ChatView: View {
          @State private var messages: [Message] = []

          var body: some View {
            Group {
              if messages.isEmpty {
                EmptyChat()
              } else {
                ScrollViewReader { proxy in
                  ScrollView {
                    ForEach(messages) { message in
                      MessageBubble(message: message)
                        .id(message.id)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                    }
                  }
                  .onChange(of: messages.count) {
                    withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                  }
                }
              }
            }
            .animation(.default, value: messages.isEmpty)
            .task { for await message in Inbox.stream { messages.append(message) } }
          }
        }
        """),
      Example(
        """
        /// The stack is each row's view, inserted with the row: the badge inside it is always present in it.
        struct BadgeList: View {
          @State private var badges: [Badge] = []

          var body: some View {
            VStack {
              ForEach(badges) { badge in
                HStack {
                  BadgeIcon(badge: badge).transition(.scale(scale: 0.2))
                  Text(badge.title)
                }
              }
            }
            .animation(.spring(), value: badges)
          }
        }
        """),
      Example(
        """
        /// The rows of a fixed range never come or go.
        struct RatingStars: View {
          var body: some View {
            HStack {
              ForEach(0..<5) { index in
                Image(systemName: "star").transition(.move(edge: .top))
              }
            }
          }
        }
        """),
      Example(
        """
        struct Header: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
            TimelineView(.animation(paused: reduceMotion)) { timeline in
              Canvas { context, size in drawScene(in: context, at: timeline.date) }
            }
          }
        }
        struct Countdown: View {
          var body: some View {
            TimelineView(.periodic(from: .now, by: 1)) { context in
              Text(deadline, style: .timer).offset(y: 2)
            }
            TimelineView(.animation) { context in
              Text(context.date, format: .dateTime.hour().minute().second())
                .foregroundStyle(pulse(at: context.date))
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 23, checked: 23, real: 23),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 38, checked: 38, real: 31),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 36, checked: 36, real: 32),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 27, checked: 20, real: 14),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 16, checked: 16, real: 12),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 4, checked: 4, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 8, checked: 8, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 13, checked: 13, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 19, checked: 19, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 30, checked: 30, real: 28),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 95, checked: 40, real: 25),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 25, checked: 25, real: 20),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 6, checked: 6, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 4, checked: 4, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 17, checked: 17, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 17, checked: 17, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCheckingApps, findings: 3, checked: 3, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 17, checked: 17, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 21, checked: 21, real: 19),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastCheckedApps, findings: 54, checked: 54, real: 42),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 6, checked: 6, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 34, checked: 34, real: 27),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 37, checked: 37, real: 33),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 31, checked: 31, real: 23),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 18, checked: 18, real: 15),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 27, checked: 27, real: 24),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 19, checked: 19, real: 19),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 72, checked: 71, real: 51),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 15, checked: 15, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.threeSampleAndEditorApps, findings: 9, checked: 9, real: 7),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMusicChatAndLogApps, findings: 3, checked: 3, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeShowcaseMusicAndChordApps, findings: 11, checked: 11, real: 11),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 10, checked: 10, real: 5),
      MeasuredPrecision(corpus: MeasuredPrecision.threeTelemetryMagazineMochiApps, findings: 6, checked: 6, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeThreemaMailFHIRApps, findings: 4, checked: 4, real: 4),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls = Set(
    [
      "transition", "repeatForever", "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator",
      "animation", "withAnimation", "send", "TimelineView",
    ] + motionEffectCalls)

  /// Which values the run animates, without which a transition shown by a condition never plays.
  public let collectedFacts: [any ProjectFact.Type] = [AnimationFacts.self, ViewUseFacts.self]

  public func check(_ file: FileModel, in context: RuleContext) {
    let helpers = Set(options.motionSafeHelpers)
    var animation: FileAnimation?
    var fileAnimations: AnimationFacts?
    for call in file.calls(named: "transition") {
      guard call.calledExpression.is(MemberAccessExprSyntax.self), call.arguments.count == 1,
        let transition = call.arguments.first?.expression
      else { continue }
      // A transition the app declares (`extension AnyTransition { static var backslide: ... }`) moves when its
      // declaration does, which the run's facts tell.
      let view = file.view(modifiedBy: call)
      let system = Self.movingMember(in: transition)
      // One the view's type holds in a property or gives from a method (`.transition(removal)`) moves as its value,
      // which may be one the app declares (`@State var transition: AnyTransition = .horizontalMoveForward`).
      let heldValue = system == nil ? Self.heldTransition(transition, in: file) : nil
      let held = heldValue.flatMap { Self.movingMember(in: $0) }
      let declared = system == nil && held == nil ? Self.declaredTransition(in: heldValue ?? transition) : nil
      guard let moving = system ?? held ?? declared else { continue }
      var unless: ProjectCondition?
      if moving == "scale", declared == nil, Self.zoomsTooLittle(heldValue ?? transition, view) { continue }
      if moving == "offset", declared == nil, Self.shiftsTooLittle(heldValue ?? transition) { continue }
      switch view.map(Self.whenTransitionPlays) ?? .always {
      case .never:
        continue
      case .whenShownByCaller where !options.includeTransitionsShownByCallers:
        continue
      case .always, .whenShownByCaller:
        break
      case .whenAnyChangeIsAnimated(let names, let values):
        if animation == nil { animation = Self.animation(of: file) }
        switch animation {
        case .unnamedChanges?: break
        case .nothing? where Self.changes(anyOf: names, in: file):
          // The file changes the value without animation: only another file's animation of it would play this.
          guard options.includeTransitionsAnimatedElsewhere else { continue }
          unless = .animatesNoneOf(names)
        case .nothing?:
          // Whoever shows the view changes the value: a whole project's run reads that code; a snippet's (or a few
          // files') cannot tell, and is told of the transition.
          if options.includeTransitionsAnimatedElsewhere {
            unless = .projectAnimatesNoneOf(names)
          } else if file.runReadsWholeProjects {
            continue
          }
        case .namedChanges?, nil:
          let besides = view.map { Self.watchersNotAround($0, of: names, in: file) } ?? [:]
          if options.includeTransitionsAnimatedElsewhere {
            unless = .animatesNoneOf(names, besides: besides)
          } else {
            // By default the file itself animates the change: the transition is known to play.
            if fileAnimations == nil { fileAnimations = AnimationFacts.animations(in: file) }
            guard fileAnimations?.animatesAny(of: names, besides: besides) == true else { continue }
          }
        }
        unless = .anyOf([unless, .projectNeverChanges(values)])
      }
      if let declared { unless = .anyOf([unless, .declaresNoMovingTransition(named: declared)]) }
      report(.movingTransition(moving), at: transition, scope: file.scope(of: transition), helpers, context, unless)
    }
    if options.includeAnimatedEffects { reportAnimatedEffects(in: file, helpers, context) }
    for call in file.calls(named: "repeatForever") where call.calledExpression.is(MemberAccessExprSyntax.self) {
      reportEndless(.endlessAnimation, at: call, call: call, helpers, context)
    }
    for name in ["phaseAnimator", "PhaseAnimator"] {
      for call in file.calls(named: name) where !call.arguments.contains(where: { $0.label?.text == "trigger" }) {
        reportEndless(.endlessPhaseAnimator(name), at: Self.name(of: call), call: call, helpers, context)
      }
    }
    for name in ["keyframeAnimator", "KeyframeAnimator"] {
      for call in file.calls(named: name)
      where call.arguments.contains(where: { $0.label?.text == "repeating" && $0.expression.isTrueLiteral }) {
        reportEndless(.endlessPhaseAnimator(name), at: Self.name(of: call), call: call, helpers, context)
      }
    }
    for call in file.calls(named: "TimelineView") {
      guard let schedule = call.arguments.first(where: { $0.label == nil })?.expression,
        Self.redrawsEveryFrame(schedule), let content = call.trailingClosure.map(Syntax.init),
        Self.timelineMotions.contains(where: { file.source(of: content, contains: $0) })
      else { continue }
      report(.endlessTimeline, at: call.calledExpression, scope: file.scope(of: call), helpers, context)
    }
  }

  /// Whether a `TimelineView`'s schedule redraws its content every frame for as long as it is shown: `.animation`,
  /// `.animation(minimumInterval:paused:)`, `AnimationTimelineSchedule(...)`.
  private static func redrawsEveryFrame(_ schedule: ExprSyntax) -> Bool {
    if let call = schedule.as(FunctionCallExprSyntax.self) {
      return call.calleeName == "animation" || call.calleeName == "AnimationTimelineSchedule"
    }
    guard let member = schedule.as(MemberAccessExprSyntax.self) else { return false }
    return member.base == nil && member.declName.baseName.text == "animation"
  }

  /// What a `TimelineView`'s content writes when it moves something: a motion effect, or a `Canvas` it draws in.
  private static let timelineMotions = motionEffects + ["Canvas"]

  /// The modifiers that move, turn or resize what they draw: without one in its view type, an endless animation can
  /// only fade or recolour.
  private static let motionEffectCalls = ["scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "position"]

  /// ``motionEffectCalls`` as the code writes their calls, for a search of a view type's code.
  private static let motionEffects = motionEffectCalls.map { $0 + "(" }

  /// Reports an endless animation when the view type it is in (or the file, outside a type) moves something, and,
  /// when the code says which values the animation changes, when a motion effect reads one of them.
  private func reportEndless(
    _ message: FindingMessage, at node: some SyntaxProtocol, call: FunctionCallExprSyntax, _ helpers: Set<String>,
    _ context: RuleContext
  ) {
    let file = context.file
    guard file.viewType(around: Syntax(call), says: Self.motionEffects) else { return }
    let scope = file.scope(of: call)
    if let animated = Self.animatedNames(around: scope, in: file),
      !Self.motionReads(animated.names, within: animated.range ?? Self.range(of: scope), file)
    {
      return
    }
    report(message, at: node, scope: scope, helpers, context)
  }

  /// Words in the names of values that follow the reader's finger or a press (`dragOffset`, `isPressed`): motion the
  /// reader makes, as a scroll is, not motion the app plays.
  private static let readerDrivenWords = ["drag", "translation", "gesture", "swipe", "scroll", "press", "highlight"]

  /// With `include_animated_effects`: a motion effect (`offset`, `rotationEffect`, `rotation3DEffect`,
  /// `scaleEffect`) whose value some code of the run animates, a one-shot move, turn or zoom (a card that flips, an
  /// icon that flies to the centre). Not one that follows the reader's finger or press, nor one in a view type with an
  /// endless animation, which the endless finding covers.
  private func reportAnimatedEffects(in file: FileModel, _ helpers: Set<String>, _ context: RuleContext) {
    for call in Self.motionEffectCalls.flatMap(file.calls(named:)) {
      // A modifier of a view, not a type's own method of the name (`PillPosition.position(for:in:)`); a disclosure
      // chevron turning is the system's own feedback.
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let view = file.view(modifiedBy: call),
        !view.base.trimmedText.contains("chevron")
      else { continue }
      let names = Set(call.arguments.flatMap(\.expression.namesOfValuesRead))
      guard !names.isEmpty,
        !names.contains(where: { name in Self.readerDrivenWords.contains(where: name.lowercased().contains) }),
        !file.viewType(around: Syntax(call), says: ["repeatForever"])
      else { continue }
      report(
        .animatedEffect(member.declName.baseName.text), at: member.declName, scope: file.scope(of: call), helpers,
        context, .animatesNoneOf(names))
    }
  }

  /// The values an endless animation changes, when the code around it says: what the body of its `withAnimation`
  /// assigns or toggles (`withAnimation(.linear.repeatForever()) { gradientPhase = 1 }`), or the `value:` its
  /// `.animation` watches, with the view that modifier animates (it animates nothing else). Nil when the code does not
  /// say (an animation kept in a property, a body that calls unknown code).
  private static func animatedNames(
    around scope: Scope, in file: FileModel
  ) -> (names: Set<String>, range: Range<AbsolutePosition>?)? {
    for outer in scope.enclosingCalls.prefix(4) {
      switch outer.calleeName {
      case "withAnimation":
        guard let body = outer.animatedBody else { return nil }
        // `withAnimation(.linear.repeatForever()) {}` changes nothing, so nothing moves.
        if body.statements.isEmpty { return ([], nil) }
        let changes = AnimationFacts.changes(in: body.statements, of: file)
        return changes.names.isEmpty || changes.callsUnknown ? nil : (changes.names, nil)
      case "animation":
        guard let value = outer.arguments.first(where: { $0.label?.text == "value" })?.expression,
          let name = value.lastName
        else { return nil }
        let view = file.view(modifiedBy: outer)?.expression
        // `if pulse { ring.animation(.repeatForever(), value: pulse) }`: the value is the same whenever the view is
        // there, so the animation never starts.
        if let view, Self.isPinned(value, whileShowing: view) { return ([], nil) }
        return ([name], view.map { $0.position..<$0.endPosition })
      default:
        continue
      }
    }
    return nil
  }

  /// Whether a condition showing `view` tests `value` alone (`if pulse`, `if !pulse`), so that it holds one value
  /// whenever the view is there.
  private static func isPinned(_ value: ExprSyntax, whileShowing view: ExprSyntax) -> Bool {
    let written = value.trimmedDescription
    return Condition.all(guarding: Syntax(view)).contains { condition in
      guard condition.kind == .if, let elements = condition.tested.first?.as(ConditionElementListSyntax.self),
        elements.count == 1, let tested = elements.first?.condition.as(ExprSyntax.self)
      else { return false }
      let text = tested.trimmedDescription
      return text == written || text == "!" + written
    }
  }

  /// The code of the view type around `scope`, or nil for the whole file outside a type.
  private static func range(of scope: Scope) -> Range<AbsolutePosition>? {
    scope.enclosingType.map { $0.syntax.position..<$0.syntax.endPosition }
  }

  /// Whether a motion effect (`scaleEffect`, `offset`...) in `range`, or in the file when nil, reads one of `names`:
  /// a colour or opacity that cycles forever moves nothing, and a zoom between two sizes a tenth apart or less
  /// (`.scaleEffect(pulse ? 1.1 : 1)`) only breathes (a 140-point circle growing by a fifth forever was read as motion).
  private static func motionReads(
    _ names: Set<String>, within range: Range<AbsolutePosition>?, _ file: FileModel
  )
    -> Bool
  {
    motionEffectCalls.flatMap(file.calls(named:)).contains { effect in
      guard range.map({ $0.contains(effect.position) }) ?? true, !isSmallZoom(effect),
        !pulsesASmallMark(effect, file)
      else { return false }
      return effect.arguments.contains { argument in
        argument.expression.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
      }
    }
  }

  /// Whether `effect` is a `scaleEffect` that only switches between two written sizes a tenth apart or less.
  private static func isSmallZoom(_ effect: FunctionCallExprSyntax) -> Bool {
    zoomRatio(of: effect).map { $0 <= 1.1 + 1e-9 } ?? false
  }

  /// How many times larger the larger of the two written sizes a `scaleEffect` switches between is
  /// (`.scaleEffect(pulse ? 1.2 : 1)` zooms 1.2 times), or nil when the code does not write two.
  private static func zoomRatio(of effect: FunctionCallExprSyntax) -> Double? {
    // Unfolded, `pulse ? 1.1 : 1` is the condition's elements, the ternary marker holding `1.1`, then `1`.
    guard effect.calleeName == "scaleEffect", effect.arguments.count == 1,
      let elements = effect.arguments.first?.expression.as(SequenceExprSyntax.self)?.elements, elements.count >= 3,
      let choice = elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
      let first = choice.thenExpression.literalNumber, let second = elements.last?.literalNumber,
      min(first, second) > 0
    else { return nil }
    return max(first, second) / min(first, second)
  }

  /// Whether an endless `effect` only zooms a mark the code sizes no larger than a line of text by a fifth or less (a
  /// 12-point dot pulsing): seed 003 asks loading marks to be "static or minimal", and readers judged such a pulse
  /// minimal, where a dot's halo growing by half, or a mark that spins, is motion. A symbol whose font nothing sets is
  /// not taken for a small mark: it grows with the reader's text size.
  private static func pulsesASmallMark(_ effect: FunctionCallExprSyntax, _ file: FileModel) -> Bool {
    guard let ratio = zoomRatio(of: effect), ratio <= 1.2 + 1e-9, let view = file.view(modifiedBy: effect) else {
      return false
    }
    return isSmallMark(view, besides: effect)
      && (view.name != "Image" || sequence(first: view, next: \.parent).contains { $0.hasModifier("font") })
  }

  /// The `.animation(_:value:)` modifiers of the file watching one of `names` that are not around `view`, by name: one
  /// on the view itself or inside it comes and goes with it, one on a sibling animates the sibling, and one in another
  /// type watches that type's value of the name, so none animates the change that shows the view. One on a tree of
  /// another property or function of the type may be around it where the tree is used, and is not counted, unless it
  /// does not name the property or function that gives the view (``mayShow(_:_:)``).
  private static func watchersNotAround(
    _ view: ViewCall, of names: Set<String>, in file: FileModel
  ) -> [String: Int] {
    let root = Self.root(of: view)
    // A `Group` that hands its transition to the views it chooses between watches around them itself.
    let watchesItsChoices = view.name == "Group" && onlyChoice(in: view) != nil
    let helper = view.enclosingHelper(in: file)
    var counts: [String: Int] = [:]
    for call in file.calls(named: "animation") {
      guard let watched = AnimationFacts.watchedNames(of: call)?.intersection(names), !watched.isEmpty,
        let watcher = file.view(modifiedBy: call), !view.ancestors.contains(where: { $0 === watcher }),
        !(watchesItsChoices && watcher === view),
        Self.root(of: watcher) === root || watcher.enclosingType?.name != view.enclosingType?.name
          || !Self.mayShow(helper, watcher)
      else { continue }
      for name in watched { counts[name, default: 0] += 1 }
    }
    return counts
  }

  /// Whether `watcher`, in another tree of the same type, may be around the tree the property or function `helper`
  /// gives where that tree is used: it names `helper` (`ZStack { toast; popup }.animation(.default, value: x)`), or
  /// the helper is not known. A watch on a toast inside its own `if` is around no popup.
  private static func mayShow(_ helper: String?, _ watcher: ViewCall) -> Bool {
    guard let helper else { return true }
    return watcher.expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(helper) }
  }

  /// The outermost view of the tree `view` is in.
  private static func root(of view: ViewCall) -> ViewCall {
    var root = view
    while let parent = root.parent { root = parent }
    return root
  }

  /// When a transition can play.
  private enum TransitionPlay {
    /// Never: the view is always present, or the system draws it.
    case never
    /// Whenever the view comes or goes: with a changing `.id`, under a condition that calls a function, or written in
    /// no declaration (a snippet's).
    case always
    /// When the code that uses the view shows it under a condition and animates the change: the view is what a
    /// property, function or view type gives, with no condition of its own. Reported with
    /// `include_transitions_shown_by_callers`.
    case whenShownByCaller
    /// Only when a change of one of these names, which the conditions showing the view (or the collection whose row
    /// it is) read, is animated, and one of the values they read (the names but those the conditions bind) changes.
    case whenAnyChangeIsAnimated(Set<String>, valuesRead: Set<String>)
  }

  /// When a view's transition plays. It must come and go (see ``TransitionPlay``), and not be drawn by the system: an
  /// item of a `Menu` (a system menu) or a row of a `List`, `Form` or `Section`, or of a view named as one (inserted
  /// with the table's own animation).
  private static func whenTransitionPlays(_ view: ViewCall) -> TransitionPlay {
    if view.ancestors.contains(where: { $0.name == "Menu" }) { return .never }
    // The app's own wrappers are named as what they wrap: `NBList`, `SettingsSection`.
    if let parent = view.parent?.name, ["List", "Form", "Section"].contains(where: parent.hasSuffix) { return .never }
    let forEach = view.ancestors.first(where: { $0.name == "ForEach" })
    // A changing `.id` makes a new view each time, which transitions when the change of what it reads is animated; a
    // row's (`.id(message.id)`) is its element's, which stays.
    let identity =
      forEach == nil
      ? Set(view.modifiers(named: "id").flatMap { $0.firstUnlabeledArgument?.namesOfValuesRead ?? [] }) : []
    let conditions = Condition.all(guarding: Syntax(view.expression)).filter { !$0.isAvailabilityCheck }
    // The conditions that show the view: in a row, those inside the row, the others showing the whole `ForEach`.
    var showing = conditions
    if let forEach {
      let row = forEach.expression.position..<forEach.expression.endPosition
      showing = conditions.filter { $0.tested.first.map { row.contains($0.position) } ?? false }
      if showing.isEmpty {
        // A row comes and goes as its collection changes; a view nested in a row's view is always present in it (see
        // the stack below).
        guard view.ancestors.prefix(while: { $0 !== forEach }).allSatisfy({ $0.name == "Group" }) else {
          return .never
        }
        let names = forEach.firstUnlabeledArgument.map(Self.collectionNames) ?? []
        return names.isEmpty ? .never : .whenAnyChangeIsAnimated(names, valuesRead: names)
      }
    }
    if showing.isEmpty && !identity.isEmpty {
      return .whenAnyChangeIsAnimated(identity, valuesRead: Set(identity.map(AnimationFacts.valueName)))
    }
    // A `Group` of one `switch` or `if` hands its transition to the views it chooses between, which come and go as
    // what the choice reads changes (`Group { switch selectedTab { ... } }.transition(.slide)`).
    if showing.isEmpty, view.name == "Group", let choice = Self.onlyChoice(in: view) {
      let names = Set(choice.namesOfValuesRead).union(identity)
      return .whenAnyChangeIsAnimated(names, valuesRead: Set(names.map(AnimationFacts.valueName)))
    }
    // A tree written in no declaration (a snippet's) is read as the inside of a body, whose views come and go.
    guard !showing.isEmpty else {
      return view.parent != nil ? .never : view.declarationName == nil ? .always : .whenShownByCaller
    }
    // A transition is a trait of the view, read by what inserts it: a view nested in a stack that every condition
    // shows with it is always present in that stack, which comes and goes with its own transition (a fade). A
    // `Group` hands on its views' traits.
    if let container = view.ancestors.first(where: { $0.name != "Group" }),
      Condition.all(guarding: Syntax(container.expression)).count(where: { !$0.isAvailabilityCheck })
        == conditions.count
    {
      return .never
    }
    let tested = showing.flatMap(\.tested)
    // A condition that calls a function (`contains(id)`) may read an animated value inside it.
    if tested.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftParen } }) {
      return .always
    }
    var names = Set(tested.flatMap(\.namesOfValuesRead)).union(identity)
    // A computed property the condition reads (`selectedSegment`) changes when a value its getter reads does
    // (`selectedSegmentId`, which a `withAnimation` sets).
    var computed = Array(names)
    while let name = computed.popLast() {
      guard let getter = view.enclosingType?.property(named: name)?.getter else { continue }
      for read in getter.namesOfValuesRead where names.insert(read).inserted { computed.append(read) }
    }
    // `message` of `if let message = toast` names what the condition binds, not a value it reads.
    let bound = tested.flatMap { $0.as(ConditionElementListSyntax.self) ?? [] }.compactMap { element in
      element.condition.as(OptionalBindingConditionSyntax.self).flatMap { binding in
        binding.initializer == nil ? nil : binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    return .whenAnyChangeIsAnimated(names, valuesRead: Set(names.subtracting(bound).map(AnimationFacts.valueName)))
  }

  /// What the one `switch` or `if` that is all of a view's content chooses by: the switch's subject, the `if`'s
  /// conditions (not an availability check's).
  private static func onlyChoice(in view: ViewCall) -> Syntax? {
    guard let closure = view.base.as(FunctionCallExprSyntax.self)?.trailingClosure, closure.statements.count == 1,
      let item = closure.statements.first?.item
    else { return nil }
    let choice = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    if let switchChoice = choice?.as(SwitchExprSyntax.self) { return Syntax(switchChoice.subject) }
    // `if #available(...)` chooses once, by the system the app runs on.
    if let ifChoice = choice?.as(IfExprSyntax.self),
      !ifChoice.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
    {
      return Syntax(ifChoice.conditions)
    }
    return nil
  }

  /// The values a `ForEach`'s collection reads: `reminders` of `Array(reminders.enumerated())`, `model` and `items` of
  /// `model.items`; not the names of functions and types it calls, nor `indices`.
  private static func collectionNames(_ collection: ExprSyntax) -> Set<String> {
    Set(
      collection.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true, name != "indices",
          token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .leftParen
        else { return nil }
        return name
      })
  }

  /// What a file animates.
  private enum FileAnimation {
    /// Nothing: whoever shows its views may animate the changes that show them.
    case nothing
    /// Only changes of values it names: what its `withAnimation` bodies assign, what `.animation(_:value:)` watches.
    case namedChanges
    /// Changes it does not name, which may show any of its views: a `withAnimation` whose body calls what the file
    /// does not declare (`withAnimation { model.load() }`), an action sent with an animation (`store.send(.roll,
    /// animation: .spring())`), an `.animation(_:)` with no value (it animates every change below it), a transaction
    /// that does not only turn animations off; or a widget's timeline, whose changes WidgetKit animates.
    case unnamedChanges
  }

  private static func animation(of file: FileModel) -> FileAnimation {
    let animations = file.calls(named: "animation")
    let withAnimations = file.calls(named: "withAnimation")
    // A widget's views change with its timeline, and WidgetKit animates the change.
    if file.imports.contains("WidgetKit") { return .unnamedChanges }
    // An action sent with an animation (`store.send(.roll, animation: .spring())`, The Composable Architecture's)
    // animates whatever the store's reducer changes, which another file says.
    let sendsAnimated = file.calls(named: "send").contains { call in
      call.arguments.contains { $0.label?.text == "animation" && !file.readsReduceMotion(Syntax($0.expression)) }
    }
    if sendsAnimated { return .unnamedChanges }
    if animations.isEmpty && withAnimations.isEmpty { return .nothing }
    // A transaction animates what it changes, unless it only turns animations off.
    if file.source(contains: "ransaction"),
      !file.source(contains: "disablesAnimations = true") || file.source(contains: "Transaction(animation")
        || file.source(contains: "animation = ")
    {
      return .unnamedChanges
    }
    let animatesEverything = animations.contains { call in
      !call.arguments.contains { $0.label?.text == "value" }
        && call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText.hasPrefix("$") != true
    }
    return animatesEverything || file.changesInWithAnimation.callsUnknown ? .unnamedChanges : .namedChanges
  }

  /// Whether the file itself changes one of the values (`showPlayer = true`, `isExpanded.toggle()`,
  /// `messages.append(message)`): a file that animates nothing then shows the view without its transition, unless
  /// other code animates the value.
  private static func changes(anyOf names: Set<String>, in file: FileModel) -> Bool {
    let bytes = file.source.bytes
    return Set(names.map(AnimationFacts.valueName)).contains { name in
      // A method by which a value changes itself, as `withAnimation` bodies are read (`isShown.toggle()`).
      if AnimationFacts.changingMethods.contains(where: { file.source(contains: "\(name).\($0)(") }) { return true }
      // An assignment, not the declaration that gives the first value (`@State private var showDetail = false`).
      return bytes.offsets(of: Array("\(name) = ".utf8)).contains { offset in
        let before = bytes[max(0, offset - 4)..<offset]
        return !before.elementsEqual("var ".utf8) && !before.elementsEqual("let ".utf8)
      }
    }
  }

  private func report(
    _ message: FindingMessage, at node: some SyntaxProtocol, scope: Scope, _ helpers: Set<String>,
    _ context: RuleContext, _ unless: ProjectCondition? = nil
  ) {
    let file = context.file
    guard !file.isInPreview(node), !file.isMacOSOnly(node), !file.isDeveloperScreen,
      !file.reduceMotionDecides(scope, helpers: helpers)
    else { return }
    context.report(message, at: node, unless: unless)
  }

  /// The callee's own name: `phaseAnimator` of a modifier in a chain, `PhaseAnimator` of a view.
  private static func name(of call: FunctionCallExprSyntax) -> Syntax {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
      return Syntax(call.calledExpression)
    }
    return Syntax(member.declName)
  }

  /// The first member of a transition expression that moves the view: `move` in `.move(edge: .top).combined(with:
  /// .opacity)`, read from the names written after a period.
  private static func movingMember(in transition: ExprSyntax) -> String? {
    transition.namesAfterPeriods.first(where: AnimationFacts.movingWords.contains)
  }

  /// The transition a property or method of the type around `transition` gives, declared with the type or in an
  /// extension of it in this file, when `transition` names it (`removal`, `self.removal`, `removal()`, combined with
  /// another or not): its value. A value that reads the Reduce Motion setting makes the type read it, which passes
  /// the transition over.
  private static func heldTransition(_ transition: ExprSyntax, in file: FileModel) -> ExprSyntax? {
    var named = transition
    // `stepTransition.combined(with: .opacity)` moves as `stepTransition` does.
    while let call = named.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["combined", "animation"].contains(member.declName.baseName.text), let base = member.base
    {
      named = base
    }
    if let call = named.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { named = call.calledExpression }
    let name: String
    if let reference = named.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = named.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard let type = file.enclosingType(of: transition) else { return nil }
    for declaration in file.types where declaration.name == type.name {
      let value: ExprSyntax?
      if let property = declaration.property(named: name) {
        value = property.initializer ?? property.getter?.onlyExpression
      } else if let function = declaration.function(named: name), function.signature.parameterClause.parameters.isEmpty
      {
        value = function.body?.statements.onlyExpression
      } else {
        continue
      }
      return value
    }
    return nil
  }

  /// Whether a transition that only zooms (`.scale`, faded or not) zooms too little to be motion: by a fifth or less
  /// (`.scale(scale: 0.85)`), or a mark no larger than a line of text (``isSmallMark(_:besides:)``). Readers took such
  /// zooms for fades, where a card or a label zooming from nothing moves.
  private static func zoomsTooLittle(_ transition: ExprSyntax, _ view: ViewCall?) -> Bool {
    guard let zooms = calls(ofOnlyMove: "scale", in: transition) else { return false }
    let zoomsByAFifthOrLess = zooms.allSatisfy { call in
      guard let scale = call?.arguments.first(where: { $0.label?.text == "scale" })?.expression.literalNumber else {
        return false
      }
      return abs(1 - scale) <= 0.2
    }
    if zoomsByAFifthOrLess { return true }
    return view.map { isSmallMark($0) } ?? false
  }

  /// The calls of a transition that moves only by `member` (`.scale`, `.offset`), faded or not: one for each use of
  /// the member, nil for one not called (a bare `.scale`, which zooms from nothing). Nil when it also moves otherwise.
  private static func calls(ofOnlyMove member: String, in transition: ExprSyntax) -> [FunctionCallExprSyntax?]? {
    guard !transition.namesAfterPeriods.contains(where: { $0 != member && AnimationFacts.movingWords.contains($0) })
    else { return nil }
    // The call is three parents up from the member's name, as it is from an argument's label (`.scale(scale: 0.85)`).
    return transition.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(member) }
      .map { $0.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
  }

  /// Whether `view` is a mark no larger than a line of text: an SF Symbol that is not resized (nor enlarged by a
  /// `scaleEffect` other than `effect`), in a font of 24 points or less around it, or a shape framed at 24 points or
  /// less.
  private static func isSmallMark(_ view: ViewCall, besides effect: FunctionCallExprSyntax? = nil) -> Bool {
    guard let name = view.name else { return false }
    if name == "Image" {
      let enlarged = view.modifiers(named: "scaleEffect").contains { $0.call.position != effect?.position }
      return view.argument("systemName") != nil && !view.hasModifier("resizable") && !enlarged
        && (view.fontSize ?? .infinity) <= 24
    }
    guard SwiftUIViews.plainShapes.contains(name),
      let frame = view.modifiers(named: "frame").last,
      let width = frame.argument("width")?.literalNumber, let height = frame.argument("height")?.literalNumber
    else { return false }
    return max(width, height) <= 24
  }

  /// Whether a transition that only shifts the view (`.offset(x: 1, y: 1)`, faded or not) shifts it by a few points at
  /// most: a nudge under a fade, not motion.
  private static func shiftsTooLittle(_ transition: ExprSyntax) -> Bool {
    guard let shifts = calls(ofOnlyMove: "offset", in: transition) else { return false }
    return shifts.allSatisfy { call in
      guard let call, !call.arguments.isEmpty else { return false }
      return call.arguments.allSatisfy { argument in
        // `-1` is the literal under a minus.
        let negated = argument.expression.as(PrefixOperatorExprSyntax.self).flatMap {
          $0.operator.text == "-" ? $0.expression : nil
        }
        return (negated ?? argument.expression).literalNumber.map { $0 <= maximumNudge } ?? false
      }
    }
  }

  /// The most points a shift may move a view and still be a nudge.
  private static let maximumNudge = 4.0

  /// The first name a transition writes that SwiftUI does not declare (`backslide` of `.backslide` or
  /// `.asymmetric(insertion: .backslide, removal: .opacity)`): one the app may declare.
  private static func declaredTransition(in transition: ExprSyntax) -> String? {
    transition.namesAfterPeriods.first { !systemTransitionWords.contains($0) }
  }

  /// The names of SwiftUI's transitions that do not move, and of what their arguments write.
  private static let systemTransitionWords: Set<String> = [
    "opacity", "identity", "asymmetric", "combined", "animation", "blurReplace", "symbolEffect", "modifier", "init",
    "top", "bottom", "leading", "trailing", "center", "upward", "downward", "easeIn", "easeOut", "easeInOut",
    "linear", "spring", "bouncy", "smooth", "snappy", "interactiveSpring", "default", "delay", "speed",
  ]
}

extension FindingMessage {
  fileprivate static func movingTransition(_ transition: String) -> FindingMessage {
    FindingMessage(
      "Transition '.\(transition)' moves the view even with Reduce Motion on; read accessibilityReduceMotion and "
        + "fade instead ('.opacity')")
  }

  fileprivate static func animatedEffect(_ effect: String) -> FindingMessage {
    FindingMessage(
      "'.\(effect)' animates its change even with Reduce Motion on; read accessibilityReduceMotion and change it "
        + "without animation, or fade instead")
  }

  fileprivate static let endlessAnimation = FindingMessage(
    "Animation repeats forever even with Reduce Motion on; do not start it when accessibilityReduceMotion is true")

  fileprivate static let endlessTimeline = FindingMessage(
    "'TimelineView' redraws its content every frame even with Reduce Motion on; pause it ('paused:') or show a still "
      + "view when accessibilityReduceMotion is true")

  fileprivate static func endlessPhaseAnimator(_ name: String) -> FindingMessage {
    FindingMessage(
      "'\(name)' runs forever even with Reduce Motion on; give it a trigger, or show a still view when "
        + "accessibilityReduceMotion is true")
  }
}
