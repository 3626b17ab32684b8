import CurbcutReporting

extension MeasuredPrecision {
  /// The open-source apps the lint rules were tried on, each finding read and judged by a person. Their
  /// results decide which rules are on by default (at least 90% real).
  static let tenApps = """
    ten open-source iOS apps (IceCubesApp 0fc41d2, element-x-ios 5d0343c, pocket-casts-ios c23892d, mastodon-ios \
    a9e088a, isowords c727d3a, kanvas-ios 8452745, session-ios 5bddc10, Slide-iOS 5494fd2, Monal 133bfd3, DuckDuckGo \
    iOS 7b3f601)
    """

  /// Apps first linted for the names catalogue (round 2), on which no rule had been tuned.
  static let namesApps = """
    three open-source SwiftUI apps nobody here had linted (Aidoku eb812a5, home-assistant iOS d722d78, Swiftfin \
    3944680)
    """

  /// The names catalogue's apps and five more first linted in the same round: what the catalogue's later rules were
  /// measured on.
  static let eightNamesApps = """
    eight open-source SwiftUI apps nobody here had linted (Aidoku eb812a5, home-assistant iOS d722d78, Swiftfin \
    3944680, kiwix-apple 973f26d, yattee 65b2f98, openhab-ios eb34c7f, Trio 29350e3, TelemetryViewer 010e8bb)
    """

  /// ``eightNamesApps`` and two apps with UI tests that name their elements by accessibility identifier: what the
  /// identifier rules were measured on.
  static let identifierApps = """
    the eight apps of the names catalogue (Aidoku eb812a5, home-assistant iOS d722d78, Swiftfin 3944680, kiwix-apple \
    973f26d, yattee 65b2f98, openhab-ios eb34c7f, Trio 29350e3, TelemetryViewer 010e8bb) and two whose UI tests find \
    elements by identifier (ProtonVPN ios-mac-app e3e4047, passepartout 7c23f33)
    """

  /// Apps nobody here had linted, first run with the whole names catalogue at its end (round 2).
  static let threeUnseenApps = """
    three open-source apps nobody here had linted (EhPanda a67ba07, MovieSwiftUI 72eb4ae, talk-ios 2d31eda)
    """

  /// Apps nobody here had linted, first run with the names catalogue once helpers were read (round 2, its last
  /// measure): a seeded sample of 40 findings per rule read, every finding of rules with fewer.
  static let fourUnseenApps = """
    four open-source SwiftUI apps nobody here had linted (damus 9d287c7, mlem 83702b6, ACHNBrowserUI 7bcb4e3, \
    enchanted 2aa9d14)
    """

  /// Apps nobody here had linted, first run with the roles, states and actions catalogue (round 2): every finding read.
  static let sixUnseenApps = """
    six open-source SwiftUI apps nobody here had linted (anytype-swift 3095acf, Grocy-SwiftUI f87678e, \
    Spawn-App-iOS-SwiftUI e43d7a8, Prismedia-SwiftUI e73fa43, hdrezka-swiftui 5a5a4f3, SwiftUI-WorkoutApp eebbb3b)
    """

  /// ``sixUnseenApps`` and three more first linted in the same round: what the roles catalogue's last nine rules
  /// were designed on, every finding read.
  static let nineRolesApps = """
    nine open-source SwiftUI apps (anytype-swift 3095acf, Grocy-SwiftUI f87678e, Spawn-App-iOS-SwiftUI e43d7a8, \
    Prismedia-SwiftUI e73fa43, hdrezka-swiftui 5a5a4f3, SwiftUI-WorkoutApp eebbb3b, VernissageMobile ba04744, \
    swift-paperless 07e8e9f, winston 3de4a17)
    """

  /// Apps nobody here had linted, run once the roles catalogue's last nine rules were written (round 2): every
  /// finding read, and the apps read for the problems the rules should find.
  static let fourFreshApps = """
    four open-source apps nobody here had linted (Bitwarden authenticator-ios 9fbbceb, UTM e4a4c34, Loop 710182e, \
    Basic-Car-Maintenance 52737ab)
    """

  /// Apps nobody here had linted, read for Dynamic Type, motion, colour and hit-target problems, on which the
  /// catalogue of Dynamic Type, Reduce Motion, colour, hit targets and design-system structure was designed (round 2).
  static let dynamicTypeDesignApps = """
    four open-source SwiftUI apps the rules were designed on (nos 0ea8218, Meshtastic-Apple 9f0d810, zashi-ios \
    2488b26, Whisperboard 23e6d26)
    """

  /// Apps nobody here had linted, run once the first Dynamic Type, motion, colour and style rules were written, every
  /// finding read (round 2).
  static let threeMotionApps = """
    three open-source SwiftUI apps nobody here had linted (Nostur 48dbde7, Phoenix 13c8ddb, Ruddarr 2b78c71)
    """

  /// Apps nobody here had linted, run once every rule of the catalogue was written: every finding read, a seeded sample
  /// of 40 for a rule with more (round 2).
  static let threeCatalogueApps = """
    three open-source SwiftUI apps nobody here had linted (bitkit-ios 2dcedad, GlucoseDirect 1927efa, Harbour \
    e56c10c)
    """

  /// Apps nobody here had linted, run first with the Dynamic Type, motion, colour, hit-target and style catalogue as
  /// its round-2 stop left it, after the lessons of ``threeMotionApps`` and ``threeCatalogueApps``: every finding
  /// read, a seeded sample of 20 for a rule with more.
  static let threeLastRunApps = """
    three open-source SwiftUI apps nobody here had linted (Suwatte e4c7c14, foqos f02cf4e, Simple-Login-iOS 3313850)
    """

  /// Apps nobody here had linted, run first once the catalogue had been mended after ``threeLastRunApps``: every
  /// finding read, a seeded sample of 40 for a rule with more, and the apps read for the problems the rules miss
  /// (round 2).
  static let fiveFreshApps = """
    five open-source iOS apps nobody here had linted (emitron-iOS 00a0722, ios-pass e4a1588, amperfy d3513f8, \
    macadamia c63cfe6, habitica-ios aafd43a)
    """

  /// Apps nobody here had linted, run first once the catalogue had been mended after ``fiveFreshApps``: every finding
  /// read (round 2).
  static let fiveMoreApps = """
    five open-source iOS apps nobody here had linted (unstoppable-wallet-ios 426cdf5, wallabag ios-app dae5888, \
    Expenso-iOS 3117e04, ChatGPTSwiftUI bda026e, Proton Authenticator ios-authenticator 0df16a0)
    """

  /// Apps nobody here had linted, run first once the catalogue had been mended after ``fiveMoreApps``: every finding
  /// read (round 2).
  static let fourLastApps = """
    four open-source SwiftUI apps nobody here had linted (2fas-ios 693a08e, IcySky 03560c6, LLMFarm ee6d251, \
    clean-architecture-swiftui 9eca97b)
    """

  /// Apps nobody here had linted, run first once the catalogue had been mended after ``fourLastApps``: every finding
  /// read, and the apps read for the problems the rules miss (round 2).
  static let fourSideloadingApps = """
    four open-source iOS apps nobody here had linted (Feather 65799dd, Cowabunga 7bcf7a7, Antoine 0e5cd0e, \
    SideStore 5c992aa)
    """

  /// Apps nobody here had linted, first run with the catalogue of Dynamic Type, motion, colour, hit targets and
  /// design-system structure once ``fourSideloadingApps`` was read (stop 29): every finding read, a seeded sample of 40
  /// for `fixed_font_size`.
  static let sevenUnlintedApps = """
    seven open-source SwiftUI apps nobody here had linted (bitchat 9b84b36, Hackers ffea336, omnivore 322ce62, \
    Food Truck 3954a76, Backyard Birds 1843d56, fullmoon-ios cbc3c82, Asspp 7dce1ad)
    """

  /// Three larger apps first linted in the same round as ``sevenUnlintedApps``.
  static let threeLargerApps = """
    three open-source iOS apps nobody here had linted (Flipper-iOS-App dd1427d, code-ios-app 67b659e, \
    govuk-mobile-ios-app 31944a3)
    """

  /// Apps nobody here had linted, first run once ``sevenUnlintedApps`` and ``threeLargerApps`` were read and what
  /// they taught was built (stop 29): unused view types, `#else` branches, content shapes inset outwards, transitions
  /// no code of the project animates.
  static let fourLastUnlintedApps = """
    four open-source SwiftUI apps nobody here had linted (rarime-ios-app c5028aa, ku-ring ios-app acbf77f, \
    mundo-ios-app 29e99db, medsenger-ios-app 25967a0) and one UIKit app with no finding (Chatty-iOS-App 05511f2)
    """

  /// Apps nobody here had linted, first run once ``fourLastUnlintedApps`` was read and what it taught was built (stop
  /// 29): a seeded sample of 40 findings per rule read, every finding of rules with fewer.
  static let lastFiveUnlintedApps = """
    five open-source SwiftUI apps nobody here had linted (MyHeartCounts-iOS da0a587, ENGAGE-HF-iOS f980ffa, \
    brrow-ios-app 91e91bd, amakaflow-ios-app a4944cc, Halo-fi-ios-app 99ee534)
    """

  /// The UIKit part of a rule measured on ``identifierApps``.
  /// Apps nobody here had linted, first run at the end of the catalogue's rounds (round 2): a seeded sample of 40
  /// findings read where a rule had more.
  static let fiveFinalRoundApps = """
    five open-source iOS apps nobody here had linted (spot-ios-app 1a61c3a, myrobotaxi ios-app a703f6e, \
    unstoppable-ios-app 02c40e8, Code App codeapp dfcec88, Emerge Tools hackernews 6eea866)
    """

  /// Apps nobody here had linted, first run at the end of stop 30 with every finding read: the last measure of the
  /// catalogue's rules this round.
  static let threeClosingApps = """
    three open-source iOS apps nobody here had linted (primal-ios-app 91787a1, vonage-video-ios-app 89f9436, \
    Zinley-dev ios-app bfe71f4)
    """

  /// Apps and UI libraries nobody here had linted, first run once the motion rules reported a precise core by default.
  static let fiveNarrowedCoreApps = """
    five open-source SwiftUI apps and UI libraries nobody here had linted (ntfy-ios 96e659c, Heat 22594a3, exyte \
    Chat e3966b3, Pulse 00ea2b0f, blab-ios-app 9c1dcfc)
    """

  /// Apps nobody here had linted, first run once the design-system and motion rules reported a precise core by default
  /// (stop 32): every finding read, with every rule of the catalogue on, and the apps read for the problems it misses.
  static let fiveLastCoreApps = """
    five open-source SwiftUI apps nobody here had linted (Sora 5de3923, BubbleApp ab46ed2, cove 3622a7a, MBTA \
    mobile_app 1c64433, EUDI wallet eudi-app-ios-wallet-ui 5990db7)
    """

  /// Apps nobody here had linted, first run once the autoplay, motion and font-helper changes of stop 33 were in:
  /// every finding read, with every rule of the catalogue on, and the apps read for the problems it misses.
  static let fourUntunedApps = """
    four open-source SwiftUI apps nobody here had linted (Clendar 3f2cf4f, MoeMemos 7e9e8d6, mmex-ios 7ae338c, nio \
    96c303e)
    """

  static let threeLateUntunedApps = """
    three open-source SwiftUI apps nobody here had linted (try-swift-tokyo 083c9ee, 49EuroTravel_SwiftUI 9ebd13a, \
    MoweeSwiftUI a83813f)
    """

  static let threeFinalUntunedApps = """
    three open-source SwiftUI apps nobody here had linted (Gatherly-SwiftUI e5825a6, HabitMinder-SwiftUI fedbe5f, \
    minty-swiftui fe13f98)
    """

  static let threeLastUntunedApps = """
    three open-source SwiftUI apps nobody here had linted (FinalProject-Kabinett 4581aae, Namo iOS_SwiftUI 0996f6b, \
    convos-ios 5d1e833)
    """

  /// Apps nobody here had linted, on which only the two rules changed last were read, once the change was made.
  static let threeCheckingApps = """
    three open-source SwiftUI apps nobody here had linted (readeck-ios 5c05745, bookbook-swiftui-main-project \
    fb36056, PIRATEN-iOS-App 0703e29)
    """

  static let fourLatestUntunedApps = """
    four open-source SwiftUI apps nobody here had linted (SwiftUI-SotkaApp de61f15, klock-ios-app 92cd322, AnimeNow \
    70f1679, MedoDelirioBrasilia abd08c42)
    """

  static let fourClosingUntunedApps = """
    four open-source SwiftUI apps nobody here had linted (openedx-app-ios bb9141a7, haven-app-ios 689be99, \
    spread-app-ios 8d2d1e2, Rouzzle bfc7b7e)
    """

  /// Apps nobody here had linted, on which only `reduce_motion_animation` and `hit_target_size` were read.
  static let threeLastCheckedApps = """
    three open-source SwiftUI apps nobody here had linted (Habitto 639cb3e2, readmigo ios b081930, Cryozest afdf6e5)
    """

  /// Apps nobody here had linted, read for every rule of the Dynamic Type, motion, colour, hit target and design
  /// system catalogue once the changes of sets W, X and Y were made.
  static let fourRoundThreeApps = """
    four open-source SwiftUI apps nobody here had linted (diggsweden wallet-app-ios 60676ba, useid-app-ios 8067454, \
    oscar-weather b36c376, BetterBlue 597a548)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set Z's changes were made.
  static let fourFinalRoundApps = """
    four open-source SwiftUI apps nobody here had linted (Bumpin c686f93, CodeAgentsMobile e815702, Construct \
    65db2bb, translationAPP-ios c365a89)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set Q's changes were made.
  static let fourClosingRoundApps = """
    four open-source SwiftUI apps nobody here had linted (DeveloperAcademy-POSTECH 2025-C6-A3-nopainyesgain \
    bb3bbb18, DeveloperAcademy-POSTECH 2025-C6-M6-DreamWorms 15e011cf3, Squirrel 83585be, ResumeBuilder-IOS-APP \
    61ee21a)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set R's changes were made.
  static let fourLastRoundApps = """
    four open-source SwiftUI apps nobody here had linted (DeveloperAcademy-POSTECH 2025-C6-A12-VelKaJeJulLiPa \
    e90aeb6, StartToSwiftUI a61963a, SaxWeather a746c4f, pilgrim-ios b98e562b)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set S's changes were made.
  static let fourShippedRoundApps = """
    four open-source SwiftUI apps that ship, nobody here had linted (mlr-app-ios 170f334, finalproject-gitspace \
    GitSpace 8247b0f, rythmico ios b3830b1, Nexters keyme-iOS d9e31be)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set T's changes were made.
  static let fourClosingShippedApps = """
    four open-source SwiftUI apps that ship, nobody here had linted (dev-roeber iOS-App LH2GPX d773957, iAPS \
    005706209, dimeApp 0463cb8, AmpFin 7233c63)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set P's changes were made.
  static let fourCampusAndCallApps = """
    four open-source SwiftUI apps that ship, nobody here had linted (cuappdev uplift-ios-swiftui 599a056, cuappdev \
    resell-ios 2a3bb90, savoirfairelinux jami-client-ios a8d4bcb1f, SwiftLeeds swiftleeds-ios 7575d42)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set O's changes were made.
  static let fourVoiceAndCampusApps = """
    four open-source SwiftUI apps that ship, nobody here had linted (BelledonneCommunications linphone-iphone \
    44bb74efc, depromeet 17th-team6-iOS DoRunDoRun 9c69149, pennlabs penn-mobile-ios 41938908, wafflestudio \
    snutt-ios 4d3af04b)
    """

  /// Apps nobody here had linted, read for every rule of the catalogue once set N's changes were made.
  static let fourTransferAndChatApps = """
    four open-source SwiftUI apps that ship, nobody here had linted (Infomaniak ios-SwissTransfer 93bd2b3, cuappdev \
    volume-ios bd0fda8b, revoltchat ios 0ac8743, netbirdio ios-client c50ff9f)
    """

  /// Apps nobody here had linted, read for every finding of a default run (round 2's last session).
  static let threeSampleAndEditorApps = """
    three open-source SwiftUI apps nobody here had linted (Apple's sample-food-truck 3954a76 and \
    sample-backyard-birds 1843d56, thebaselab codeapp dfcec888)
    """

  /// Apps read for every finding of a default run, none tuned on: DevLog linted for the first time, Cisum and
  /// WeChat-SwiftUI linted before only to compare two builds' output, never read.
  static let threeMusicChatAndLogApps = """
    three open-source SwiftUI apps nobody here had read or tuned on (CofficLab Cisum_SwiftUI 41d9172, \
    Lebron1992 WeChat-SwiftUI b83353a, opficdev SwiftUI_DevLog 05cf887)
    """

  /// Apps nobody here had linted, read for every finding of a default run, after ``threeMusicChatAndLogApps``.
  static let threeShowcaseMusicAndChordApps = """
    three open-source SwiftUI apps nobody here had linted (thewildjacko ChordCombiner-SwiftUI 680f777, NVNHAT99 \
    MusicOffline-SwiftUI 37d809e, ImaginativeShohag Why-Not-SwiftUI 6b54f1e)
    """

  /// Apps nobody here had linted, read for every finding of a default run, after ``threeShowcaseMusicAndChordApps``.
  static let threeRadioPayslipAndTransitApps = """
    three open-source iOS apps nobody here had linted (WXYC wxyc-ios-64 e485a4a6, sunilpawar-git PayslipMax-iOS \
    48b0cede, OneBusAway onebusaway-ios c9dadbd8)
    """

  /// Apps nobody here had linted, read for every finding of a default run, after ``threeRadioPayslipAndTransitApps``.
  static let threeTelemetryMagazineMochiApps = """
    three open-source SwiftUI apps nobody here had linted (TelemetryDeck TelemetryViewer 010e8bb4, MacMagazine \
    app-iOS 51858eda, Mochi-Team mochi 69948b73)
    """

  /// Apps nobody here had linted, read for every finding of a default run, after ``threeTelemetryMagazineMochiApps``.
  static let threeThreemaMailFHIRApps = """
    three open-source iOS apps with SwiftUI nobody here had linted (threema-ch threema-ios a92bb3b9, toddheasley \
    thunderbird-ios 98f42832, StanfordBDHG LLMonFHIR 71a467bc)
    """

  static let uikitButtonsOfTenApps = "the UIKit buttons and bar button items of " + identifierApps

  /// Apps of ``tenApps`` read again for a rule whose default findings changed.
  static let labelTypeApps = """
    six of the ten apps, read again for the default findings (kanvas-ios 8452745, Slide-iOS 5494fd2, \
    pocket-casts-ios c23892d, element-x-ios 5d0343c, IceCubesApp 0fc41d2, mastodon-ios a9e088a)
    """
}
