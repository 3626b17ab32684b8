import CurbcutReporting
import SwiftSyntax

/// Video and animations that start playing by themselves, whatever the Reduce Motion setting.
public struct AutoplayReduceMotionRule: FileRule {
  public struct Options: RuleOptions {
    /// Whether to report playback that shows no sign of being autoplay too: a player screen's, or an animation that
    /// plays once.
    public var includeUnloopedPlayback = false
    /// Whether to report playback the view lets the reader pause and play again too, looping or not.
    public var includePlaybackWithPauseControl = false
    /// Whether to report the app's own views told to play an animated image for good too
    /// (`GIFImage(data: data, isPlaying: .constant(true))`), beside the image libraries' views.
    public var includeOwnAnimatedImages = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeUnloopedPlayback = "include_unlooped_playback"
      case includePlaybackWithPauseControl = "include_playback_with_pause_control"
      case includeOwnAnimatedImages = "include_own_animated_images"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      includeUnloopedPlayback = try container.decodeIfPresent(Bool.self, forKey: .includeUnloopedPlayback) ?? false
      includePlaybackWithPauseControl =
        try container.decodeIfPresent(Bool.self, forKey: .includePlaybackWithPauseControl) ?? false
      includeOwnAnimatedImages = try container.decodeIfPresent(Bool.self, forKey: .includeOwnAnimatedImages) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "autoplay_reduce_motion",
    name: "Autoplay with Reduce Motion",
    impact: .medium,
    impactDescription: """
      Video and animation that play as soon as a screen appears move without being asked to; people who turned on \
      Reduce Motion to avoid that get it on every visit (WCAG 2.2.2, 2.3.3)
      """,
    wcag: ["2.2.2", "2.3.3"],
    tags: ["motion", "reduce-motion", "media"],
    rationale: """
      Seed 003: "NEVER autoplay video when reduce motion is enabled", and in its Reduce Motion tree, "Autoplay \
      video/animation: don't autoplay, user controls playback". Check the setting before starting playback: \
      `if !UIAccessibility.isReduceMotionEnabled { player.play() }`, or read \
      `@Environment(\\.accessibilityReduceMotion)` in the view, and leave a play button.

      Reported: `play()` called, with no Reduce Motion check around it, in what runs when a view appears \
      (`.onAppear`, `.task`, `viewDidAppear(_:)`, `viewWillAppear(_:)`, `viewDidLoad()`, a representable's \
      `makeUIView(context:)`, and the closures they hand on, such as a seek's completion), on a player or animation: \
      an object whose \
      name says player, video or animation (`player`, `videoPlayer`, `animationView`), in a file that shows video \
      or animation (it imports `AVKit` or `Lottie`, or uses `VideoPlayer`, `AVPlayer` or `AVPlayerLayer`). Audio \
      players (`audioPlayer`, `soundPlayer`) are not motion and are not reported. By default a video is reported \
      unless the view or view controller it plays in is a player screen (a type or file named for a player, a \
      preview or a viewer, `VideoPlayerView`, `LiveVideoPlayerController`, `LightboxView.swift`, or an \
      `AVPlayerViewController`), which the reader opened to watch; and an animation only when the file makes it loop \
      (`loopMode = .loop`, `.autoReverse`, `.repeat`). \
      Either is reported wherever it plays when its file makes playback loop (`AVPlayerLooper`, \
      `actionAtItemEnd = .none`, a restart at `AVPlayerItemDidPlayToEndTime`): a video that loops is a moving \
      background nobody asked for (muting is no sign: a preview the reader long-presses plays muted too). Also a \
      Lottie animation made to \
      play as it appears and again: `LottieView(...)` with `.looping()`, or `.playing(...)` with a loop mode that \
      repeats (`.loop`, `.autoReverse`, `.repeat(n)`); `.playing()` and `.playing(loopMode: .playOnce)` play a clip \
      once and stop, and on Proton Authenticator readers judged none of those (two-second onboarding clips) a \
      problem. With `include_unlooped_playback: true`, also a player screen's playback and an animation with no sign \
      that it loops. Not, looping or not, a player the same type lets the reader pause and play again: a toggle \
      that reads whether it plays and pauses it in one branch and plays it in the other (`if isPlaying { \
      player.pause() } else { player.play() }`), as a viewer the reader opened by tapping a clip has (WCAG 2.2.2's \
      pause mechanism); `include_playback_with_pause_control: true` reports those too. The view type the code is in \
      reading the setting anywhere counts as a check, as for `reduce_motion_animation`; developer screens are passed \
      over.

      Also reported, with no Reduce Motion check in the view type: an animated image an image library plays by \
      itself, Kingfisher's `KFAnimatedImage(...)` and SDWebImage's `AnimatedImage(...)` (unless given `isAnimating:`, \
      which its caller decides) or `WebImage(url:isAnimating: .constant(true))`. With \
      `include_own_animated_images: true`, also the app's own view told to play for good (`GIFImage(data: data, \
      isPlaying: .constant(true))`), which may sit behind a setting of the app's. Written from a miss on nio, whose \
      timeline plays every GIF: on the 88 apps read so far the libraries' views give 4 findings, all real (nio's \
      timeline, exyte Chat's GIF messages, habitica's birthday banner twice); the option adds 8 on nostur, of which \
      4 were judged real (custom emoji, GIF search results, profile banners) and 4 not (the reader's own picked or \
      pasted GIF, and profile pictures that animate only when a setting of the app's, off by default, is on).

      On primal-ios-app, vonage-video-ios-app and Zinley-dev's ios-app, 1 of 6 findings was real (a muted login video \
      that loops): four were players the reader had opened (full-screen video and live streams started in \
      `viewDidAppear`, a preview shown on a long press), one a one-second Lottie clip of a payment's result; on \
      brrow the one finding was a full-screen player opened from a chat's thumbnail; on rarime the one finding, a \
      muted video looping on a tutorial, was real. Since, player screens and animations that play once wait on \
      `include_unlooped_playback`, and a file that makes playback loop is reported wherever it plays. On \
      ntfy-ios, Heat, exyte's Chat, Pulse and blab it found nothing, and reading them found no autoplay. On Sora, \
      BubbleApp, cove, MBTA's mobile_app and the EUDI wallet, 4 of 7 (timeline GIFs and videos, and the composer's \
      looping previews, real; a full-screen viewer the reader opened, twice, and a player screen that watches for the \
      clip's end only to move on to the next episode, which counted as a loop: a clip's end is a loop only beside a \
      rewind to its start since). Reading found one more: a shimmer that sweeps every loading placeholder (EUDI). \
      Since, a player with a play/pause toggle of its own is passed over: the viewer's two findings go, the four \
      real ones stay, and the 79 apps read before lose none.

      On Clendar, nio, MoeMemos and mmex-ios it found nothing; reading found one autoplay it missed, animated GIFs \
      that `WebImage(url:isAnimating:)` plays in nio's timeline, reported since (the animated images above).

      On wallet-app-ios, useid-app-ios, oscar-weather and BetterBlue, 1 of 1: a looping animated WebP shown for the \
      whole wallet set-up step. Reading them found one it misses: a video of an ID card that a `UIViewRepresentable` \
      starts and restarts in `makeUIView`, reported since (it runs when the view appears, as do the closures it \
      hands on). With that change the 33 apps of sets U to R give five more: that video twice, Habitto's looping \
      video in its completion sheet, bookbook's book animation repeated ten times and klock's looping Lottie \
      spinners; a looping Lottie view of Namo that nothing shows is passed over (a `UIViewRepresentable` is a view \
      type, never shown when no code of a whole project names it).

      On VelKaJeJulLiPa, StartToSwiftUI, SaxWeather and pilgrim-ios, 2 of 2: looping Lottie spinners, which their \
      reader counted real as endless motion while calling them close to the system's loading indicator.

      On mlr-app-ios, GitSpace, rythmico and keyme-iOS, none of 1: a video in the full-screen lightbox the reader \
      tapped into (a type or file named for a viewer or a lightbox is a player screen since). Reading them found \
      looping Lottie backgrounds whose loop mode a caller passes to a `UIViewRepresentable`.
      """,
    options: [
      RuleOptionDescription(
        name: "include_unlooped_playback", defaultValue: "false",
        summary: "Also report playback in a player screen and an animation with no sign that it loops"),
      RuleOptionDescription(
        name: "include_playback_with_pause_control", defaultValue: "false",
        summary: "Also report playback the view lets the reader pause and play again, looping or not"),
      RuleOptionDescription(
        name: "include_own_animated_images", defaultValue: "false",
        summary:
          "Also report the app's own views told to play an animated image for good (`isPlaying: .constant(true)`)"),
    ],
    triggering: [
      Example(
        """
        VideoPlayer(player: player)
          .onAppear { 1️⃣player.play() }
        """,
        expect: ["1️⃣": .autoplay("player")]),
      Example(
        """
        import AVKit

        final class IntroViewController: UIViewController {
          let videoPlayer = AVPlayer(url: introURL)

          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            1️⃣videoPlayer.play()
          }
        }
        """,
        expect: ["1️⃣": .autoplay("videoPlayer")]),
      Example(
        """
        import AVFoundation

        struct LoopingPlayer: UIViewRepresentable {
          let url: URL

          func makeUIView(context: Context) -> PlayerView {
            let view = PlayerView()
            let player = AVPlayer(url: url)
            view.playerLayer.player = player
            player.seek(to: .zero) { _ in 1️⃣player.play() }
            NotificationCenter.default.addObserver(
              forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem, queue: .main
            ) { _ in
              player.seek(to: .zero)
              2️⃣player.play()
            }
            return view
          }

          func updateUIView(_ view: PlayerView, context: Context) {}
        }
        """,
        expect: ["1️⃣": .autoplay("player"), "2️⃣": .autoplay("player")]),
      Example(
        """
        import Lottie

        struct Celebration: View {
          let animationView = LottieAnimationView(name: "confetti")
          var body: some View {
            AnimationContainer(view: animationView)
              .task {
                animationView.loopMode = .loop
                1️⃣animationView.play()
              }
          }
        }
        """,
        expect: ["1️⃣": .autoplay("animationView")]),
      Example(
        """
        LottieView(animation: .named("sending"))
          .resizable()
          .1️⃣looping()
        LottieView(animation: .named("sparkles")).2️⃣playing(loopMode: .autoReverse)
        """,
        expect: ["1️⃣": .autoplay("LottieView"), "2️⃣": .autoplay("LottieView")]),
      Example(
        """
        import AVKit

        /// A muted clip that loops behind the sign-in buttons, named like a player screen.
        struct LoopingVideoPlayer: View {
          let player: AVPlayer
          var body: some View {
            VideoPlayer(player: player)
              .disabled(true)
              .onAppear {
                player.isMuted = true
                1️⃣player.play()
              }
              .onReceive(NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)) { _ in
                player.seek(to: .zero)
                player.play()
              }
          }
        }
        """,
        expect: ["1️⃣": .autoplay("player")]),
      Example(
        """
        struct TrailerPlayerView: View {
          let player: AVPlayer
          var body: some View {
            VideoPlayer(player: player)
              .onAppear { 1️⃣player.play() }
          }
        }
        """,
        expect: ["1️⃣": .autoplay("player")], options: #"{"include_unlooped_playback": true}"#),
      Example(
        """
        import Kingfisher
        import SDWebImageSwiftUI

        struct BirthdayBanner: View {
          let petURL: URL
          var body: some View {
            HStack {
              1️⃣KFAnimatedImage(petURL).frame(width: 68, height: 68)
              Text("Happy birthday!")
            }
          }
        }
        struct MediaEvent: View {
          let url: URL
          var body: some View {
            2️⃣WebImage(url: url, isAnimating: .constant(true)).resizable()
          }
        }
        """,
        expect: ["1️⃣": .animatedImage("KFAnimatedImage"), "2️⃣": .animatedImage("WebImage")]),
      Example(
        """
        ProfileBanner(title: name)
        1️⃣GIFImage(data: banner, isPlaying: .constant(true))
        """,
        expect: ["1️⃣": .animatedImage("GIFImage")], options: #"{"include_own_animated_images": true}"#),
      Example(
        """
        import AVKit

        /// A clip in the feed: the branch that pauses it reads a setting, not whether it plays, so it is no control.
        struct FeedClip: View {
          let player: AVPlayer
          let autoPlayVideos: Bool
          var body: some View {
            VideoPlayer(player: player)
              .onAppear { 1️⃣player.play() }
              .onChange(of: autoPlayVideos) {
                if !autoPlayVideos { player.pause() } else { player.play() }
              }
          }
        }
        """,
        expect: ["1️⃣": .autoplay("player")]),
      Example(
        """
        import AVKit

        struct ClipCard: View {
          let player: AVPlayer
          @State private var isPlaying = true
          var body: some View {
            VideoPlayer(player: player)
              .onAppear { 1️⃣player.play() }
              .onTapGesture {
                if isPlaying { player.pause() } else { player.play() }
                isPlaying.toggle()
              }
          }
        }
        """,
        expect: ["1️⃣": .autoplay("player")], options: #"{"include_playback_with_pause_control": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        import SDWebImageSwiftUI

        struct CustomEmoji: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let url: URL
          var body: some View {
            AnimatedImage(url: url, isAnimating: .constant(!reduceMotion))
          }
        }
        struct Attachment: View {
          @State private var isPlaying = false
          let url: URL
          var body: some View {
            WebImage(url: url, isAnimating: $isPlaying).onTapGesture { isPlaying.toggle() }
            GIFImage(data: preview, isPlaying: .constant(true))
          }
        }
        """),
      Example(
        """
        import AVKit

        /// The viewer the reader opens by tapping a GIF: it loops what they chose, and they can pause it.
        struct GIFViewer: View {
          let player: AVPlayer
          @State private var isPlaying = true
          var body: some View {
            VideoPlayer(player: player)
              .onAppear { player.play() }
              .onReceive(NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)) { _ in
                player.seek(to: .zero)
                player.play()
              }
              .toolbar {
                Button(isPlaying ? "Pause" : "Play") {
                  if isPlaying { player.pause() } else { player.play() }
                  isPlaying.toggle()
                }
              }
          }
        }
        """),
      Example(
        """
        final class EpisodePlayerViewController: UIViewController {
          var player: AVPlayer?
          override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(
              self, selector: #selector(playNextEpisode), name: .AVPlayerItemDidPlayToEndTime, object: nil)
          }
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            player?.play()
          }
        }
        """),
      Example(
        """
        VideoPlayer(player: player)
          .onAppear {
            if !UIAccessibility.isReduceMotionEnabled {
              player.play()
            }
          }
        """),
      Example(
        """
        struct Trailer: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          let player: AVPlayer
          var body: some View {
            VideoPlayer(player: player).onAppear { if autoplayAllowed { player.play() } }
          }
          var autoplayAllowed: Bool { !reduceMotion }
        }
        """),
      Example(
        """
        import AVFoundation

        struct Chime: View {
          let audioPlayer: AVAudioPlayer
          var body: some View {
            Text("Done").onAppear { audioPlayer.play() }
          }
        }
        """),
      Example(
        """
        VideoPlayer(player: player)
          .toolbar { Button("Play") { player.play() } }
        LottieView(animation: .named("FaceID")).playing(loopMode: .playOnce)
        LottieView(animation: .named("LockTree")).playing()
        """),
      Example(
        """
        import AVKit

        /// Opened when the reader taps a video: it plays because they asked.
        struct FullScreenVideoPlayerView: View {
          let player: AVPlayer
          var body: some View {
            VideoPlayer(player: player)
              .onAppear { player.play() }
              .onDisappear { player.pause() }
          }
        }

        final class LiveStreamPreviewController: AVPlayerViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            player?.play()
          }
        }
        """),
      Example(
        """
        import Lottie

        final class TransferResultController: UIViewController {
          let animationView = LottieAnimationView(name: "transferSuccess")

          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            animationView.play()
          }
        }
        """),
      Example(
        """
        struct Sending: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
            if reduceMotion {
              Image("sending")
            } else {
              LottieView(animation: .named("sending")).looping()
            }
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 4, checked: 4, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 3, checked: 3, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 6, checked: 6, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 7, checked: 7, real: 4),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 1, checked: 1, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 2, checked: 2, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 3, checked: 3, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 2, checked: 2, real: 2),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls: Set<String> = [
    "play", "pause", "looping", "playing", "constant", "AnimatedImage", "KFAnimatedImage",
  ]

  /// The loop modes of a Lottie animation that plays again and again: `.loop`, `.autoReverse`, `.repeat(3)`,
  /// `.repeatBackwards(2)`.
  private static let loopModes = ["loop", "autoReverse", "repeat", "repeatBackwards"]

  /// Whether `.playing(...)` plays the animation more than once: its loop mode says so
  /// (`.playing(loopMode: .loop)`, `.playing(.fromProgress(0, toProgress: 1, loopMode: .autoReverse))`). With none,
  /// or `.playOnce`, it plays once and stops, as a picture that settles.
  private static func loops(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains { $0.expression.namesAfterPeriods.contains(where: loopModes.contains) }
  }

  /// Modules and types whose presence says the file shows video or animation.
  private static let mediaWords = ["AVKit", "Lottie", "VideoPlayer", "AVPlayer"]

  /// Words in an object's name that say it plays video or animation, and words that say it plays sound only.
  private static let playerWords = ["player", "video", "animation", "lottie"]
  private static let soundWords = ["audio", "sound", "music", "voice", "speech"]

  /// Code that makes playback loop: a moving background, not a clip someone chose to watch. (Muting is not a sign: a
  /// preview the reader long-presses plays muted too.)
  private static let loopingWords = [
    "AVPlayerLooper", "actionAtItemEnd = .none", "loopMode = .loop", "loopMode = .autoReverse", "loopMode = .repeat",
  ]
  /// Code that starts a clip again from its start, which makes playback loop when it answers the clip's end
  /// (`AVPlayerItemDidPlayToEndTime`); a player that only moves on to the next episode there does not loop.
  private static let rewindingWords = ["seek(to: .zero", "seek(to: CMTime.zero", "seek(to: kCMTimeZero"]

  /// Whether the file's playback loops: a looper or a loop mode, or a rewind where a clip ends.
  private static func loops(in file: FileModel) -> Bool {
    loopingWords.contains(where: { file.source(contains: $0) })
      || (file.source(contains: "AVPlayerItemDidPlayToEndTime")
        && rewindingWords.contains(where: { file.source(contains: $0) }))
  }

  /// Words in the name of a type or of its file that say it is a screen the reader opens to watch something: a player,
  /// a preview, a full-screen viewer or lightbox.
  private static let playerScreenWords = ["Player", "Preview", "Viewer", "Lightbox"]

  /// What runs when a view appears.
  private static let appearanceModifiers: Set<String> = ["onAppear", "task"]
  private static let appearanceMethods: Set<String> = [
    "viewDidAppear", "viewWillAppear", "viewDidLoad", "makeUIView", "makeUIViewController",
  ]

  public func check(_ file: FileModel, in context: RuleContext) {
    guard !file.isDeveloperScreen else { return }
    for call in file.calls(named: "looping") + file.calls(named: "playing") {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
        call.calleeName == "looping" || Self.loops(call),
        file.view(modifiedBy: call)?.name == "LottieView", !file.isInPreview(call), !file.isMacOSOnly(call),
        !file.reduceMotionDecides(file.scope(of: call), helpers: [])
      else { continue }
      context.report(.autoplay("LottieView"), at: member.declName)
    }
    for (view, at) in Self.animatedImages(in: file)
    where (options.includeOwnAnimatedImages || Self.animatedImageLibraryViews.contains(view)) && !file.isInPreview(at)
      && !file.isMacOSOnly(at)
      && !file.reduceMotionDecides(file.scope(of: at), helpers: [])
    {
      context.report(.animatedImage(view), at: at)
    }
    let calls = file.calls(named: "play")
    guard !calls.isEmpty, Self.mediaWords.contains(where: { file.source(contains: $0) }) else { return }
    let loops = Self.loops(in: file)
    for call in calls where call.arguments.isEmpty {
      guard let player = Self.playerName(of: call),
        Self.playerWords.contains(where: player.lowercased().contains),
        !Self.soundWords.contains(where: player.lowercased().contains), Self.runsOnAppearance(call),
        loops || options.includeUnloopedPlayback || Self.isAutoplay(player, at: call, in: file),
        options.includePlaybackWithPauseControl || !Self.hasPauseControl(player, besides: call, in: file),
        !file.isInPreview(call), !file.isMacOSOnly(call), !file.reduceMotionDecides(file.scope(of: call), helpers: [])
      else { continue }
      context.report(.autoplay(player), at: call)
    }
  }

  /// The image libraries' views that play an animated image: Kingfisher's and SDWebImage's. An app's own view told to
  /// play one (`GIFImage(data: data, isPlaying: .constant(true))`) may sit behind a setting of the app's, and waits on
  /// `include_own_animated_images`.
  private static let animatedImageLibraryViews: Set<String> = ["KFAnimatedImage", "AnimatedImage", "WebImage"]

  /// Views that play an animated image (a GIF) by themselves, by name, and where: Kingfisher's `KFAnimatedImage(...)`
  /// and SDWebImage's `AnimatedImage(...)`, which play as they appear unless given `isAnimating:`, and any view told to
  /// animate for good,
  /// `WebImage(url: url, isAnimating: .constant(true))` or an app's `GIFImage(data: data, isPlaying: .constant(true))`.
  private static func animatedImages(in file: FileModel) -> [(view: String, at: FunctionCallExprSyntax)] {
    // One given `isAnimating:` plays when its caller says; `.constant(true)` is read below.
    let autoplaying = (file.calls(named: "KFAnimatedImage") + file.calls(named: "AnimatedImage")).compactMap {
      call -> (String, FunctionCallExprSyntax)? in
      guard !call.arguments.contains(where: { $0.label?.text == "isAnimating" }), let name = call.calleeName else {
        return nil
      }
      return (name, call)
    }
    let toldToAnimate = file.calls(named: "constant").compactMap { constant -> (String, FunctionCallExprSyntax)? in
      guard constant.arguments.first?.expression.isTrueLiteral == true,
        let argument = constant.parent?.as(LabeledExprSyntax.self),
        ["isAnimating", "isPlaying"].contains(argument.label?.text),
        let view = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = view.calleeName,
        name.first?.isUppercase == true
      else { return nil }
      return (name, view)
    }
    return autoplaying + toldToAnimate
  }

  /// Whether playback that shows no sign of looping starts by itself: a video that is not in a player screen (a type
  /// or file named for a player, a preview or a viewer, or an `AVPlayerViewController`), which the reader opened to
  /// watch it. An animation that does not loop plays once and settles, like a picture.
  private static func isAutoplay(_ player: String, at call: FunctionCallExprSyntax, in file: FileModel) -> Bool {
    let name = player.lowercased()
    guard name.contains("player") || name.contains("video") else { return false }
    let fileName = file.path.relative.split(separator: "/").last.map(String.init) ?? ""
    guard !playerScreenWords.contains(where: fileName.contains) else { return false }
    guard let type = file.enclosingType(of: call) else { return true }
    return !playerScreenWords.contains(where: type.name.contains) && !type.inherits(from: "AVPlayerViewController")
  }

  /// Whether the type that starts `player` also lets the reader pause it and play it again: a toggle that, by whether
  /// it is playing, pauses it in one branch and plays it in the other, in the same action (`if isPlaying {
  /// player.pause() } else { player.play() }`), as on a full-screen viewer the reader opened, which plays what they
  /// tapped and stops it when they ask (WCAG 2.2.2).
  private static func hasPauseControl(
    _ player: String, besides call: FunctionCallExprSyntax, in file: FileModel
  )
    -> Bool
  {
    let type = file.enclosingType(of: call)
    return file.calls(named: "pause").contains { pause in
      guard pause.arguments.isEmpty, playerName(of: pause) == player, file.enclosingType(of: pause) === type,
        let toggle = pause.ancestorOrSelf(mapping: { $0.as(IfExprSyntax.self) }),
        readsPlayingState(toggle),
        let action = codeBlock(holding: pause), codeBlock(holding: toggle) == action
      else { return false }
      let pausingBranch =
        toggle.body.range.contains(pause.positionAfterSkippingLeadingTrivia)
        ? toggle.body.range : toggle.elseBody?.range ?? toggle.range
      return file.calls(named: "play").contains { play in
        let position = play.positionAfterSkippingLeadingTrivia
        return play.arguments.isEmpty && playerName(of: play) == player && toggle.range.contains(position)
          && !pausingBranch.contains(position) && codeBlock(holding: play) == action
      }
    }
  }

  /// Whether an `if` chooses by whether the player is playing (`isPlaying`, `videoPlaying`, `isPaused`), as a
  /// play/pause toggle does; not by a setting (`if !autoPlayVideos { player.pause() }`).
  private static func readsPlayingState(_ toggle: IfExprSyntax) -> Bool {
    let condition = toggle.conditions.trimmedText.lowercased()
    return condition.contains("playing") || condition.contains("paused")
  }

  /// The closure or function whose code holds `node`: a toggle's two calls run in the same one.
  private static func codeBlock(holding node: some SyntaxProtocol) -> SyntaxIdentifier? {
    node.parent?.ancestorOrSelf { $0.is(ClosureExprSyntax.self) || $0.is(FunctionDeclSyntax.self) ? $0.id : nil }
  }

  /// The last name of the object a call is made on: `player` of `self.player?.play()`.
  private static func playerName(of call: FunctionCallExprSyntax) -> String? {
    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
    return base.trimmedText.split(separator: ".").last.map(String.init)
  }

  /// Whether `call` is written in the code a view runs when it appears: the closure of `.onAppear` or `.task`, or the
  /// body of `viewDidAppear(_:)` or `viewWillAppear(_:)`; in no other closure on the way there.
  /// A closure given to another call on the way (a seek's completion, `DispatchQueue.main.async`) runs because the
  /// appearance did.
  private static func runsOnAppearance(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent {
      if let function = parent.as(FunctionDeclSyntax.self) { return appearanceMethods.contains(function.name.text) }
      if let closure = parent.as(ClosureExprSyntax.self) {
        let holder = closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent ?? closure.parent
        if holder?.as(FunctionCallExprSyntax.self)?.calleeName.map(appearanceModifiers.contains) == true { return true }
      }
      if parent.is(MemberBlockItemSyntax.self) { return false }
      node = parent
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func animatedImage(_ view: String) -> FindingMessage {
    FindingMessage(
      "'\(view)' plays its animated image by itself, even with Reduce Motion on; read accessibilityReduceMotion "
        + "and show the first frame, or let people start it")
  }

  fileprivate static func autoplay(_ player: String) -> FindingMessage {
    FindingMessage(
      "'\(player)' starts playing when the view appears, even with Reduce Motion on; check "
        + "UIAccessibility.isReduceMotionEnabled first and let people start it")
  }
}
