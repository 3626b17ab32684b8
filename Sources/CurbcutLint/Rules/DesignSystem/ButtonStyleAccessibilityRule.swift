import CurbcutReporting
import SwiftSyntax

/// Button styles that leave to each button what every button needs: a text size that follows Dynamic Type, a
/// disabled look, a hit target of at least 44 points.
public struct ButtonStyleAccessibilityRule: FileRule, CollectingRule {
  public struct Options: RuleOptions {
    /// Whether to report, besides a design system's styles no button of the run uses, a style the run's buttons that
    /// may be disabled use: whether those buttons show their state depends on their labels, which it cannot read.
    public var includeStylesOfDisabledButtons = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeStylesOfDisabledButtons = "include_styles_of_disabled_buttons"
    }

    /// Each option may be left out, keeping its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      includeStylesOfDisabledButtons =
        try container.decodeIfPresent(Bool.self, forKey: .includeStylesOfDisabledButtons) ?? false
    }
  }

  public static let description = RuleDescription(
    id: "button_style_accessibility",
    name: "Button style accessibility",
    impact: .high,
    impactDescription: """
      A button style is applied to dozens of buttons: a fixed font, a disabled state drawn as enabled or a target \
      under 44 points in it is in every one of them, and no review of a screen finds it (WCAG 1.4.4, 2.5.8, 4.1.2)
      """,
    wcag: ["1.4.4", "2.5.8", "4.1.2"],
    tags: ["design-system", "dynamic-type", "hit-target", "controls"],
    rationale: """
      Seed 000: accessibility belongs in the base style, not in each view. A `ButtonStyle` replaces everything the \
      system's styles do for a button, so it must do it again: scale its text (a text style, not \
      `.system(size:)`), draw the disabled state (`@Environment(\\.isEnabled)`: a custom style draws a disabled \
      button exactly as an enabled one), and keep the target at least 44 points high \
      (`.frame(minHeight: HitTarget.minimum)`, WCAG 2.5.8 and Apple's guidelines). Seed 000's `PrimaryButtonStyle` \
      also reads `dynamicTypeSize` to lay itself out for the accessibility sizes.

      Reported, once per style: a type conforming to `ButtonStyle` or `PrimitiveButtonStyle` that draws a look of \
      its own (a background, colour, font, shape or padding: a style that hands its label on unchanged leaves the \
      look to it) and whose code (with its extensions in the file) never reads `isEnabled` (nor is told whether its \
      button is enabled: a `let isDisabled: Bool` the caller passes with the same flag as `.disabled(...)`), when it \
      is a design system's style whose buttons the run does not show: the run applies no button style at all (a \
      snippet, a design system's package linted alone), or the style is `public` (other modules' buttons use it) or \
      one of a file's two or more styles none of which reads it (seed 000's variants that each redo the look and each \
      leave out the same thing), and the run applies none of them. With `include_styles_of_disabled_buttons: true`, \
      also a style a button that may be disabled uses (`.disabled(...)` on it, through the style's name, a static \
      member such as `.capsule`, or a function or view that applies it, in any file of the run): off by default, as \
      whether such a button shows its state depends on its label (a spinner in place of the title, grey colours the \
      caller passes), which the style's code does not show; 5 of the 9 such findings read on the apps below were \
      real. A style the run's buttons use but never disable never shows its disabled state. The message lists what \
      is missing, \
      and names three more gaps when the style has them: a fixed font size on its text (not on an SF Symbol beside \
      the label), which `fixed_font_size` reports on its own; no minimum size (no `minHeight` or `minWidth`, no frame 44 \
      points high, no `HitTarget` constant, no `contentShape`, and no padding of 11 points or more around its label, \
      `.padding()` or `.padding(.vertical, 12)`, which with one line of text makes 44; a padding whose amount the \
      file does not write, `.padding(insets)`, is given the doubt), and no layout for the accessibility sizes (it \
      never reads `dynamicTypeSize`). Those three do not make a finding alone: a style's size is often set by the view \
      that uses it (a keypad's keys), which its code does not show. Not reported: a style that only adds an effect to \
      the system's look (its body starts \
      from `Button(configuration)`, which keeps the system's disabled look and size), and one that hands its \
      configuration to a view of its own (`DesignButtonBody(configuration: configuration, variant: .primary)`, seed \
      000's shared base), whose code is that view's.

      Measured at each app's first run, before the changes they taught: on Nostur, Phoenix and Ruddarr, 3 of 6 \
      findings real; on bitkit, GlucoseDirect and Harbour, 3 of 5; on Suwatte, foqos and Simple-Login-iOS, 2 of 7 \
      (styles never used, or used only on buttons never disabled, and a fixed font that sized an SF Symbol). Since \
      then a missing disabled look is reported only where a reader meets it, and fonts on symbols are passed over. \
      On emitron-iOS, ios-pass, amperfy, macadamia and habitica-ios, 1 of 2 (a variant style the app never applies, \
      beside one it applies: a file of variants is now reported only when the run applies none of them); on 2fas-ios, \
      IcySky, LLMFarm and clean-architecture-swiftui none of 2 (a style told `isDisabled` by its caller, which draws \
      the state, passed over since, and a watchOS keypad's style); on Feather, Cowabunga, Antoine and SideStore none \
      of 1 (a fixed font on the keys of a decorative calculator never disabled: a fixed font makes no finding alone \
      since); on bitchat, Hackers, omnivore, Food Truck, Backyard Birds, fullmoon-ios and Asspp none of 1 (a style \
      that only delays touches, disabled for one tick by its own code); on Flipper, code-ios-app and govuk-mobile \
      none of 2 (a style whose buttons sat in a disabled container but were never disabled themselves: only the \
      chain `.disabled` ends counts since, and a style whose disabled button swaps its label for a spinner). On \
      rarime, ku-ring, mundo and medsenger it found nothing. On the seven sets read since the disabled look waits on \
      use, 1 of 8 findings was real. On spot-ios-app, myrobotaxi ios-app, unstoppable-ios-app, Code App and \
      hackernews, 1 of 2 (a press effect on buttons whose own frames grow with the text): 2 of 10 since the disabled \
      look waits on use. So a style the run's buttons use is reported only with the option since (stop 32): on the \
      79 apps read so far, the default reports none, and seed 000's snippet is still flagged. On Sora, BubbleApp, \
      cove, MBTA's mobile_app and the EUDI wallet, at their first run, 1 of 2 (cove's dark style, whose disabled \
      buttons are given grey colours by their callers): both with the option only since.
      """,
    options: [
      RuleOptionDescription(
        name: "include_styles_of_disabled_buttons", defaultValue: "false",
        summary: "Also report a style the run applies to buttons that may be disabled (their labels may show it)")
    ],
    triggering: [
      Example(
        """
        struct 1️⃣LargeActionButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .font(.headline)
              .padding(.horizontal, Spacing.lg)
              .padding(.vertical, Spacing.sm)
              .background(.accentPrimary)
              .foregroundStyle(.white)
              .clipShape(RoundedRectangle(cornerRadius: Radius.md))
          }
        }
        struct BookingForm: View {
          @State private var form = TripForm()
          var body: some View {
            Button("Book trip", action: book).buttonStyle(LargeActionButtonStyle()).disabled(!form.isValid)
          }
        }
        """,
        expect: [
          "1️⃣": .missing(
            "LargeActionButtonStyle",
            [
              "a disabled look (isEnabled)",
              "a layout for accessibility sizes (dynamicTypeSize)",
            ])
        ], options: #"{"include_styles_of_disabled_buttons": true}"#),
      Example(
        """
        struct 1️⃣PillButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .font(.system(size: 13, weight: .semibold))
              .padding(.vertical, 4)
              .padding(.horizontal, 10)
              .background(Capsule().fill(Color.accentColor))
          }
        }
        """,
        expect: [
          "1️⃣": .missing(
            "PillButtonStyle",
            [
              "a text size that follows Dynamic Type", "a disabled look (isEnabled)", "a minimum hit target of 44 pt",
              "a layout for accessibility sizes (dynamicTypeSize)",
            ])
        ]),
      Example(
        """
        public struct 1️⃣CardButtonStyle: PrimitiveButtonStyle {
          public func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .padding()
              .background(.regularMaterial)
              .onTapGesture { configuration.trigger() }
          }
        }
        """,
        expect: [
          "1️⃣": .missing(
            "CardButtonStyle",
            [
              "a disabled look (isEnabled)",
              "a layout for accessibility sizes (dynamicTypeSize)",
            ])
        ]),
      Example(
        """
        struct 1️⃣CapsuleButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.body).padding(12).background(Capsule().fill(.tint))
          }
        }
        extension ButtonStyle where Self == CapsuleButtonStyle {
          static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
        }
        extension View {
          func capsuleButton() -> some View { buttonStyle(.capsule) }
        }
        struct SaveBar: View {
          let isSaving: Bool
          var body: some View { Button("Save", action: save).capsuleButton().disabled(isSaving) }
        }
        """,
        expect: [
          "1️⃣": .missing(
            "CapsuleButtonStyle",
            ["a disabled look (isEnabled)", "a layout for accessibility sizes (dynamicTypeSize)"])
        ], options: #"{"include_styles_of_disabled_buttons": true}"#),
      Example(
        """
        public struct 1️⃣FilledButtonStyle: ButtonStyle {
          public func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.headline).padding(12).background(.tint, in: Capsule())
          }
        }
        public struct 2️⃣TintedButtonStyle: ButtonStyle {
          public func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.headline).padding(12).background(.tint.opacity(0.2), in: Capsule())
          }
        }
        """,
        expect: [
          "1️⃣": .missing(
            "FilledButtonStyle", ["a disabled look (isEnabled)", "a layout for accessibility sizes (dynamicTypeSize)"]),
          "2️⃣": .missing(
            "TintedButtonStyle", ["a disabled look (isEnabled)", "a layout for accessibility sizes (dynamicTypeSize)"]),
        ]),
    ],
    nonTriggering: [
      Example(
        """
        struct LargeActionButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.headline).padding(14).background(.tint, in: Capsule())
          }
        }
        struct BookingForm: View {
          @State private var isBooking = false
          var body: some View {
            Button(action: book) {
              if isBooking { ProgressView() } else { Text("Book trip") }
            }
            .buttonStyle(LargeActionButtonStyle())
            .disabled(isBooking)
          }
        }
        """),
      Example(
        """
        struct PrimaryButtonStyle: ButtonStyle {
          @Environment(\\.isEnabled) private var isEnabled
          @Environment(\\.dynamicTypeSize) private var dynamicTypeSize

          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .font(.headline)
              .padding(.horizontal, Spacing.lg)
              .frame(maxWidth: dynamicTypeSize.isAccessibilitySize ? .infinity : nil)
              .frame(minHeight: HitTarget.minimum)
              .background(isEnabled ? .accentPrimary : .fill.tertiary)
              .opacity(configuration.isPressed ? 0.85 : 1.0)
          }
        }
        """),
      Example(
        """
        struct BouncyButtonStyle: PrimitiveButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            Button(configuration)
              .scaleEffect(0.98)
          }
        }
        struct QuietButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            DesignButtonBody(configuration: configuration, variant: .quiet)
          }
        }
        """),
      Example(
        """
        struct SubtleButtonStyle: ButtonStyle {
          @Environment(\\.isEnabled) var isEnabled
          func makeBody(configuration: Configuration) -> some View {
            configuration.label
              .padding(12)
              .opacity(isEnabled ? 1 : 0.4)
          }
        }
        struct InsetButtonStyle: ButtonStyle {
          @Environment(\\.isEnabled) var isEnabled
          let insets: EdgeInsets
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.body).padding(insets).opacity(isEnabled ? 1 : 0.4)
          }
        }
        """),
      Example(
        """
        struct CalculatorKeyStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.system(size: 32)).frame(width: 80, height: 80).background(Circle().fill(.orange))
          }
        }
        struct CalculatorPreview: View {
          var body: some View { Button("7") {}.buttonStyle(CalculatorKeyStyle()) }
        }
        """),
      Example(
        """
        struct StateButtonStyle: ButtonStyle {
          let isDisabled: Bool
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(14).background(isDisabled ? Color.gray : Color.accentColor, in: Capsule())
          }
        }
        struct SaveButton: View {
          let isValid: Bool
          var body: some View {
            Button("Save", action: save).buttonStyle(StateButtonStyle(isDisabled: !isValid)).disabled(!isValid)
          }
        }
        """),
      Example(
        """
        struct KeypadKeyStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.largeTitle).frame(width: 80, height: 80).background(Circle().fill(.quaternary))
          }
        }
        struct Keypad: View {
          var body: some View {
            Button("1") { press(1) }.buttonStyle(KeypadKeyStyle())
          }
        }
        """),
      Example(
        """
        struct DefaultActionStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.headline).padding(14).background(.tint, in: Capsule())
          }
        }
        struct ErrorActionStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.font(.headline).padding(14).background(.red, in: Capsule())
          }
        }
        struct ConfirmSheet: View {
          var body: some View { Button("OK", action: dismiss).buttonStyle(DefaultActionStyle()) }
        }
        """),
      Example(
        """
        struct SocialLinkStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(10).background(.quaternary, in: Capsule())
          }
        }
        struct DelaysTouchesButtonStyle: ButtonStyle {
          @Binding var isPressed: Bool
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.onChange(of: configuration.isPressed) { _, pressed in isPressed = pressed }
          }
        }
        struct FeatureCard: View {
          @State private var isPressed = false
          var body: some View {
            Button(action: open) { CardContent() }.buttonStyle(DelaysTouchesButtonStyle(isPressed: $isPressed))
              .disabled(isPressed)
          }
        }
        struct ProfileForm: View {
          var body: some View {
            Form {
              TextField("Name", text: $name)
              Link("Website", destination: site).buttonStyle(SocialLinkStyle())
            }
            .disabled(isSaving)
          }
        }
        """),
      Example(
        """
        struct LinkButtonStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            HStack {
              Image(systemName: "arrow.up.right").font(.system(size: 12, weight: .bold))
              configuration.label.font(.body)
            }
          }
        }
        struct About: View {
          var body: some View { Button("Documentation", action: openDocs).buttonStyle(LinkButtonStyle()) }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 13, checked: 13, real: 13),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 6, checked: 6, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 5, checked: 5, real: 3),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 7, checked: 7, real: 2),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 2, checked: 2, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 2, checked: 2, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 2, checked: 2, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 0, checked: 0, real: 0),
    ])

  public var options = Options()

  public init() {}

  public let inspectedCalls: Set<String> = ["system", "custom", "disabled", "buttonStyle"]

  /// Which styles draw buttons that may be disabled, the only ones whose missing disabled look a reader meets.
  public let collectedFacts: [any ProjectFact.Type] = [ButtonStyleUseFacts.self]

  /// Padding, in points, that with one line of body text (a 22-point line) makes a 44-point target.
  private static let paddingForHitTarget = 11.0

  public func check(_ file: FileModel, in context: RuleContext) {
    let styles = file.types.filter { type in
      type.kind != .extension && type.conforms(to: SwiftUIViews.buttonStyles)
    }
    let drawing = styles.map { type in
      let parts = file.types.filter { $0.name == type.name }.map { Syntax($0.syntax) }
      return (type, parts, { (word: String) in parts.contains { file.source(of: $0, contains: word) } })
    }.filter { _, _, says in
      // A style that draws the system's button and adds to it keeps the system's disabled look and size; one that hands
      // its configuration to a view of its own (seed 000's shared body) is judged by that view's code, not here.
      // A style that draws nothing of its own (it hands the label on, watching the press) leaves the look to the label.
      !says("Button(configuration") && says("configuration.label") && Self.drawingWords.contains { says($0) }
    }
    // Seed 000's red flag: variants of one look, each a style of its own, none drawing the disabled state.
    let withoutDisabledLook = drawing.filter { _, _, says in !Self.drawsDisabledState(says) }.map(\.0.name)
    let variantsWithoutDisabledLook = withoutDisabledLook.count >= 2 ? withoutDisabledLook : []
    for (type, parts, says) in drawing {
      guard let name = Self.nameToken(of: type) else { continue }
      // A disabled look is missing where a reader meets it: in a style some button that may be disabled uses (decided
      // once every file is read), or, when the run applies none of them, in a design system's styles: a public one, or
      // a file of variants none of which has one.
      guard !Self.drawsDisabledState(says) else { continue }
      let designSystemStyles = type.isPublic ? [type.name] + variantsWithoutDisabledLook : variantsWithoutDisabledLook
      // A style the run's buttons use is reported with the option alone: whether they show their state depends on
      // their labels.
      let unless = ProjectCondition.appliesStylesOfItsKind(
        onceApplied: designSystemStyles,
        noButtonThatMayBeDisabledUses: options.includeStylesOfDisabledButtons ? type.name : nil)
      var missing: [String] = []
      if hasFixedFont(in: parts, file) { missing.append(Missing.scalingText) }
      missing.append(Missing.disabledLook)
      // A fixed font (which `fixed_font_size` reports), the size and the layout are named with the disabled look, not
      // alone: a style's target is often sized by the view that uses it (a keypad's keys), which its code does not show.
      if !["minHeight", "minWidth", "HitTarget", "contentShape"].contains(where: says),
        !parts.contains(where: { Self.padsForHitTarget($0) || Self.framesForHitTarget($0) })
      {
        missing.append(Missing.hitTarget)
      }
      if !says("dynamicTypeSize") && !says("sizeCategory") { missing.append(Missing.largeSizeLayout) }
      context.report(.missing(type.name, missing), at: name, unless: unless)
    }
  }

  /// What a style's code writes when it draws a look of its own: a background, a colour, a font, a shape, a padding.
  private static let drawingWords = [
    ".background", ".foreground", ".fill", ".tint", ".font", ".padding", ".overlay", ".opacity", ".clipShape",
    ".cornerRadius", ".border", ".shadow", ".scaleEffect", ".stroke", ".frame", ".brightness", ".saturation",
  ]

  /// Whether the style's code draws a disabled state: it reads `isEnabled`, or is told whether its button is disabled
  /// (`let isDisabled: Bool`), the same flag the caller gives `.disabled(...)`.
  private static func drawsDisabledState(_ says: (String) -> Bool) -> Bool {
    says("isEnabled") || says("isDisabled")
  }

  /// What a style can leave out, as the message names it.
  private enum Missing {
    static let scalingText = "a text size that follows Dynamic Type"
    static let disabledLook = "a disabled look (isEnabled)"
    static let hitTarget = "a minimum hit target of 44 pt"
    static let largeSizeLayout = "a layout for accessibility sizes (dynamicTypeSize)"
  }

  /// Whether the style sets a SwiftUI font of a fixed size on text: `.system(size: 13)`, `.custom(_:fixedSize:)`.
  private func hasFixedFont(in parts: [Syntax], _ file: FileModel) -> Bool {
    let ranges = parts.map { $0.position..<$0.endPosition }
    let fixed = { (call: FunctionCallExprSyntax, label: String) -> Bool in
      guard ranges.contains(where: { $0.contains(call.position) }), call.callsMember(of: "Font", in: "SwiftUI"),
        let size = call.arguments.first(where: { $0.label?.text == label })?.expression,
        file.resolveSize(size, at: call) == .fixed
      else { return false }
      // A font on an image sizes a symbol, not text.
      let font = file.scope(of: call).enclosingCalls.prefix(2).first { $0.calleeName == "font" }
      return font.flatMap(file.view(modifiedBy:))?.name != "Image"
    }
    return file.calls(named: "system").contains { fixed($0, "size") }
      || file.calls(named: "custom").contains { fixed($0, "fixedSize") }
  }

  /// Whether the style pads its label by enough for one line of text to make 44 points: `.padding()`, or a padding of
  /// the vertical edges (or all) written as 11 points or more.
  private static func padsForHitTarget(_ part: Syntax) -> Bool {
    part.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "padding", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      let arguments = Array(call.arguments)
      if arguments.isEmpty { return true }
      let edges = arguments.count == 2 ? arguments[0].expression.trimmedText : ".all"
      guard [".all", ".vertical", ".top", ".bottom"].contains(edges), let amount = arguments.last?.expression else {
        return false
      }
      // An amount the file does not write (`padding(insets)`, `.grid(2)`) may be enough: the style is given the doubt.
      guard let points = amount.literalNumber else { return true }
      return points >= paddingForHitTarget
    }
  }

  /// Whether the style frames its label 44 points or more on a side: `.frame(width: 48, height: 48)`.
  private static func framesForHitTarget(_ part: Syntax) -> Bool {
    part.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "frame", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else {
        return false
      }
      return call.arguments.contains { argument in
        ["height", "minHeight"].contains(argument.label?.text)
          && (argument.expression.literalNumber ?? 0) >= 44
      }
    }
  }

  /// The token naming a type declaration, where its finding is reported.
  private static func nameToken(of type: TypeDeclaration) -> TokenSyntax? {
    type.syntax.as(StructDeclSyntax.self)?.name ?? type.syntax.as(ClassDeclSyntax.self)?.name
      ?? type.syntax.as(EnumDeclSyntax.self)?.name
  }
}

extension FindingMessage {
  fileprivate static func missing(_ style: String, _ missing: [String]) -> FindingMessage {
    let list =
      missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
    return FindingMessage(
      "Button style '\(style)' leaves every button it draws without \(list); build them into the style (seed 000)")
  }
}
