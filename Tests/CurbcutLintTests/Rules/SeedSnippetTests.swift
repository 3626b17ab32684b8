import CurbcutReporting
import Testing

@testable import CurbcutLint

/// The seeds' own snippets, line breaks restored. Those marked incorrect (❌, "Incorrect", "Missing",
/// "Forgot") that concern a rule are flagged at their markers; those marked correct (✅, "Correct") and
/// the seeds' recommended patterns give no finding from any rule. Where a rule disagrees with a seed (the form's
/// "Double tap to sign in" hint, seed 001's 8 pt rating dots, a label given a scaled font once in seed 002's
/// reconstructed use of `UIFontMetrics`), the snippet is among the flagged ones and the rule's rationale says why.
@Suite struct SeedSnippetTests {
  struct Snippet: CustomTestStringConvertible, Sendable {
    let name: String
    let example: Example
    var testDescription: String { name }
  }

  static let incorrect: [Snippet] = [
    Snippet(
      name: "000 ❌ accessibility added per variant: two base styles without it",
      example: Example(
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
            // Missing: no Dynamic Type adaptation, no minimum contrast check
        }

        struct 2️⃣CompactButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.subheadline)
                    .padding(.horizontal, Spacing.sm)
                    .padding(.vertical, Spacing.xs)
                    .background(.accentPrimary)
                    .foregroundStyle(.white)
                    .clipShape(RoundedRectangle(cornerRadius: Radius.sm))
            }
            // Also missing accessibility — duplicated omission
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Button style 'LargeActionButtonStyle' leaves every button it draws without a disabled look (isEnabled) and a layout for accessibility sizes (dynamicTypeSize); build them into the style (seed 000)"
          ),
          "2️⃣": FindingMessage(
            "Button style 'CompactButtonStyle' leaves every button it draws without a disabled look (isEnabled) and a layout for accessibility sizes (dynamicTypeSize); build them into the style (seed 000)"
          ),
        ])),
    Snippet(
      name: "003 ❌ content disappears at larger text sizes",
      example: Example(
        """
        // ❌ Content disappears at larger text sizes
        Text(longContent)
            .1️⃣lineLimit(2)
            .font(.body) // At xxxLarge, user sees "Lorem ips..."
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Text is cut to 2 lines at every text size, so at large sizes the rest cannot be read; lift the limit at accessibility sizes ('.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 2)') or offer the whole text"
          )
        ])),
    Snippet(
      name: "003 ❌ slide that ignores Reduce Motion",
      example: Example(
        """
        if showDetail {
            DetailView()
                // ❌ User with vestibular disorders feels sick
                .transition(1️⃣.slide) // Reduce Motion enabled, but still slides
        }
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Transition '.slide' moves the view even with Reduce Motion on; read accessibilityReduceMotion and fade instead ('.opacity')"
          )
        ])),
    Snippet(
      name: "003 ❌ autoplay that ignores Reduce Motion",
      example: Example(
        """
        // ❌ Autoplay ignores user preference
        VideoPlayer(player: player)
            .onAppear { 1️⃣player.play() } // Always autoplays
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'player' starts playing when the view appears, even with Reduce Motion on; check UIAccessibility.isReduceMotionEnabled first and let people start it"
          )
        ])),
    Snippet(
      name: "003 ❌ colour-blind users can't distinguish states",
      example: Example(
        """
        // ❌ Color-blind users can't distinguish states
        Circle()
            .fill(1️⃣isOnline ? .green : .red) // Only color differs
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Only the colour shows 'isOnline': people who do not see the colours apart, and VoiceOver, miss it; say it in text or a symbol nearby, and in an accessibility label or value"
          )
        ])),
    Snippet(
      name:
        "002 ✅ custom typeface scaled with UIFontMetrics, where uikit_dynamic_type asks for the label to follow changes",
      example: Example(
        """
        let cereal = UIFont(name: "Cereal-Book", size: 16)!
        1️⃣label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: cereal)
        let lineHeight = UIFontMetrics(forTextStyle: .body).scaledValue(for: 22, compatibleWith: traitCollection)
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'label' is given a Dynamic Type font but keeps its size when the reader changes it; set 'label.adjustsFontForContentSizeCategory = true'"
          )
        ])),
    Snippet(
      name: "003 ❌ type in label: Submit button",
      example: Example(
        """
        // ❌ Redundant — VoiceOver announces "Submit button, button"
        Button("Submit") { }
            .accessibilityLabel(1️⃣"Submit button")
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Accessibility label 'Submit button' includes 'button', which VoiceOver announces already")
        ])),
    Snippet(
      name: "003 ❌ type in label: Profile image",
      example: Example(
        """
        // ❌ Redundant — "Profile image, image"
        Image("profile")
            .accessibilityLabel(1️⃣"Profile image")
        """,
        expect: [
          "1️⃣": FindingMessage("Accessibility label 'Profile image' includes 'image', which VoiceOver announces already")
        ])),
    Snippet(
      name: "003 ❌ generic label: Button",
      example: Example(
        """
        // ❌ User has no idea what this does
        Button(action: deleteItem) {
            Image(systemName: "trash")
        }
        .accessibilityLabel(1️⃣"Button")
        """,
        expect: ["1️⃣": FindingMessage("Accessibility label 'Button' only names the element type; describe what it does")]
      )),
    Snippet(
      name: "003 ❌ generic label: Icon",
      example: Example(
        """
        // ❌ Still not helpful
        Button(action: deleteItem) {
            Image(systemName: "trash")
        }
        .accessibilityLabel(1️⃣"Icon")
        """,
        expect: ["1️⃣": FindingMessage("Accessibility label 'Icon' only names the element type; describe what it does")])),
    Snippet(
      name: "003 ❌ icon-only button without label",
      example: Example(
        """
        // ❌ VoiceOver says nothing useful
        Button(action: share) {
            1️⃣Image(systemName: "square.and.arrow.up")
        }
        // VoiceOver: "Button" (no label!)
        """, expect: ["1️⃣": FindingMessage("Icon-only 'Button' has no accessibility label")])),
    Snippet(
      name: "003 ❌ decorative image left accessible",
      example: Example(
        """
        // ❌ VoiceOver reads meaningless "image"
        1️⃣Image("background-gradient")
        // VoiceOver: "Image"
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Image 'background-gradient' is decoration (its name says 'background') that VoiceOver still reads; hide it with .accessibilityHidden(true)"
          )
        ])),
    Snippet(
      name: "003 ❌ fixed font size",
      example: Example(
        """
        // ❌ Doesn't respect user's text size preference
        Text("Hello, World!")
            .font(1️⃣.system(size: 16)) // Never scales!
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'.system(size: 16)' has a fixed size that ignores Dynamic Type; use '.callout', the text style of that size and weight"
          )
        ])),
    Snippet(
      name: "003 red flags: .font(.system(size:)) and \"Button\" in label",
      example: Example(
        """
        Text(title).font(1️⃣.system(size: 14))
        Button("Close") { dismiss() }.accessibilityLabel(2️⃣"Close button")
        """,
        expect: [
          "1️⃣": FindingMessage("'.system(size: 14)' has a fixed size that ignores Dynamic Type; use a text style"),
          "2️⃣": FindingMessage(
            "Accessibility label 'Close button' includes 'button', which VoiceOver announces already"),
        ])),
    Snippet(
      name: "004 anti-pattern: Font.system(size: 15) that never scales",
      example: Example(
        "Text(message.body).font(1️⃣Font.system(size: 15))",
        expect: [
          "1️⃣": FindingMessage(
            "'Font.system(size: 15)' has a fixed size that ignores Dynamic Type; use '.subheadline', the text style of that size and weight"
          )
        ])),
    Snippet(
      name:
        "003 accessible form's hint, where hint_style disagrees with the seed (Apple: say the result, not the gesture)",
      example: Example(
        """
        Button("Sign In") {
            signIn()
        }
        .accessibilityLabel("Sign in")
        .accessibilityHint(1️⃣"Double tap to sign in with entered credentials")
        """,
        expect: [
          "1️⃣": FindingMessage(
            "Accessibility hint 'Double tap to sign in with entered credentials' names the gesture ('double tap'); say what happens instead ('Signs in', 'Opens the trip')"
          )
        ])),
    Snippet(
      name: "003 ❌ hidden control",
      example: Example(
        """
        // ❌ User can't access this control
        Button("Settings") { }
            1️⃣.accessibilityHidden(true)  // Why would you do this?
        """,
        expect: [
          "1️⃣": FindingMessage(
            "'Button' is hidden from VoiceOver, which cannot reach it; remove .accessibilityHidden(true), or hide only its decoration"
          )
        ])),
    Snippet(
      name: "001 ❌ wrapper views per variant: the compact variant forgot accessibility",
      example: Example(
        """
        // Each variant is a separate View with duplicated interaction logic
        struct FilledRatingControl: View {
            @Binding var rating: Int
            let maxRating: Int

            var body: some View {
                HStack(spacing: Spacing.xs) {
                    ForEach(1...maxRating, id: \\.self) { index in
                        Image(systemName: index <= rating ? "star.fill" : "star")
                            .foregroundStyle(index <= rating ? .statusWarning : .tertiary)
                            .onTapGesture { rating = index }
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\\(rating) of \\(maxRating)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: rating = min(rating + 1, maxRating)
                    case .decrement: rating = max(rating - 1, 1)
                    @unknown default: break
                    }
                }
            }
        }

        // Compact variant — duplicates ALL interaction + accessibility logic
        struct 5️⃣CompactRatingControl: View {
            @Binding var rating: Int
            let maxRating: Int

            var body: some View {
                HStack(spacing: 2) {
                    3️⃣ForEach(1...maxRating, id: \\.self) { index in
                        1️⃣Circle()
                            .fill(index <= rating ? .accentPrimary : .fill.tertiary)
                            .4️⃣frame(width: 8, height: 8)
                            2️⃣.onTapGesture { rating = index }
                    }
                }
                // Forgot accessibility — compact variant is inaccessible
            }
        }
        """,
        expect: [
          "1️⃣": FindingMessage("Drawing 'Circle' is tapped or is all a control shows, and has no accessibility label"),
          "2️⃣": FindingMessage(
            "Tapped 'Circle' is not announced as a button; make it a Button, or add .accessibilityAddTraits(.isButton)"),
          "3️⃣": FindingMessage(
            "Scale built from tapped marks (a rating, a level, a page indicator): VoiceOver users meet each mark alone "
              + "and no value; make the row one element with .accessibilityValue and .accessibilityAdjustableAction"),
          "4️⃣": Self.eightPointTarget,
          "5️⃣": FindingMessage(
            "'CompactRatingControl' is a variant of 'FilledRatingControl' without its accessibility (accessibilityAdjustableAction, accessibilityElement, accessibilityLabel, accessibilityValue); make them one component with a style protocol for the looks, as CurbcutUI's RatingControl does (seed 001)"
          ),
        ])),
    Snippet(
      name: "001 ✅ style variants, where hit_target_size disagrees with the seed (its dots are 8 pt targets)",
      example: Example(
        """
        // MARK: - Style Variants (create new looks with zero duplication)
        struct StarRatingStyle: RatingControlStyle {
            func makeBody(configuration: RatingControlConfiguration) -> some View {
                HStack(spacing: Spacing.xs) {
                    ForEach(1...configuration.maxRating, id: \\.self) { index in
                        Image(systemName: index <= configuration.rating ? "star.fill" : "star")
                            .foregroundStyle(index <= configuration.rating ? .statusWarning : .tertiary)
                            .onTapGesture { configuration.setRating(index) }
                    }
                }
            }
        }

        struct CompactDotRatingStyle: RatingControlStyle {
            func makeBody(configuration: RatingControlConfiguration) -> some View {
                HStack(spacing: Spacing.xxs) {
                    ForEach(1...configuration.maxRating, id: \\.self) { index in
                        Circle()
                            .fill(index <= configuration.rating ? .accentPrimary : .fill.tertiary)
                            .1️⃣frame(width: 8, height: 8)
                            .onTapGesture { configuration.setRating(index) }
                    }
                }
            }
        }
        """, expect: ["1️⃣": Self.eightPointTarget])),
  ]

  static let correct: [Snippet] = [
    Snippet(name: "003 ✅ Submit", example: Example(#"Button("Submit") { }.accessibilityLabel("Submit")"#)),
    Snippet(
      name: "003 ✅ describe the image",
      example: Example(#"Image("profile").accessibilityLabel("John Doe's profile photo")"#)),
    Snippet(
      name: "003 ✅ describe the action",
      example: Example(
        #"Button(action: deleteItem) { Image(systemName: "trash") }.accessibilityLabel("Delete \(item.name)")"#)),
    Snippet(
      name: "003 ✅ label icon buttons",
      example: Example(
        #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")"#)),
    Snippet(
      name: "003 ✅ hide decorative elements",
      example: Example(
        """
        // ✅ Every interactive element must be accessible
        // Only hide truly decorative elements
        Image("decorative-pattern")
            .accessibilityHidden(true) // This is OK — adds nothing
        Image("background-gradient")
            .accessibilityHidden(true)
        """)),
    Snippet(
      name: "003 ✅ Dynamic Type styles",
      example: Example(
        """
        Text("Hello, World!")
            .font(.body) // Scales automatically
        Text("Custom")
            .font(.custom("MyFont", size: 16, relativeTo: .body))
        """)),
    Snippet(
      name: "003 ✅ accessible card",
      example: Example(
        """
        struct AccessibleCard: View {
            let item: Item
            let onTap: () -> Void
            let onDelete: () -> Void
            let onShare: () -> Void

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(item.title)
                        .font(.headline)
                    Text(item.description)
                        .font(.body)
                        .foregroundColor(.secondary)
                    Text(item.date, style: .date)
                        .font(.caption)
                }
                .padding()
                .background(Color(.systemBackground))
                .cornerRadius(12)
                // Combine all text for VoiceOver
                .accessibilityElement(children: .combine)
                .accessibilityLabel("\\(item.title). \\(item.description). \\(item.date.formatted())")
                .accessibilityAddTraits(.isButton)
                // Custom actions instead of hidden buttons
                .accessibilityAction(.default) { onTap() }
                .accessibilityAction(named: "Delete") { onDelete() }
                .accessibilityAction(named: "Share") { onShare() }
            }
        }
        """)),
    Snippet(
      name: "003 ✅ adaptive profile view",
      example: Example(
        """
        struct AdaptiveProfileView: View {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            let user: User

            var body: some View {
                if dynamicTypeSize.isAccessibilitySize {
                    // Vertical layout for accessibility sizes
                    VStack(alignment: .leading, spacing: 12) {
                        profileImage
                        userInfo
                    }
                } else {
                    // Horizontal layout for standard sizes
                    HStack(spacing: 16) {
                        profileImage
                        userInfo
                    }
                }
            }

            private var profileImage: some View {
                Image(user.avatarName)
                    .resizable()
                    .scaledToFill()
                    .frame(width: imageSize, height: imageSize)
                    .clipShape(Circle())
                    .accessibilityLabel("\\(user.name)'s profile photo")
            }

            private var userInfo: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(user.name)
                        .font(.headline)
                    Text(user.title)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
            }

            private var imageSize: CGFloat {
                dynamicTypeSize.isAccessibilitySize ? 80 : 60
            }
        }

        extension DynamicTypeSize {
            var isAccessibilitySize: Bool { self >= .accessibility1 }
        }
        """)),
    Snippet(
      name: "003 ✅ accessible form",
      example: Example(
        """
        struct AccessibleForm: View {
            @State private var email = ""
            @State private var password = ""
            @State private var emailError: String?
            @FocusState private var focusedField: Field?

            enum Field: Hashable {
                case email, password
            }

            var body: some View {
                Form {
                    Section {
                        TextField("Email", text: $email)
                            .focused($focusedField, equals: .email)
                            .textContentType(.emailAddress)
                            .keyboardType(.emailAddress)
                            .accessibilityLabel("Email address")
                            .accessibilityValue(email.isEmpty ? "Empty" : email)
                        if let error = emailError {
                            Text(error)
                                .font(.caption)
                                .foregroundColor(.red)
                                .accessibilityLabel("Error: \\(error)")
                        }
                        SecureField("Password", text: $password)
                            .focused($focusedField, equals: .password)
                            .textContentType(.password)
                            .accessibilityLabel("Password")
                            .accessibilityHint("Minimum 8 characters")
                    }
                    Button("Sign In") {
                        signIn()
                    }
                    .accessibilityLabel("Sign in")
                }
            }
        }
        """)),
    Snippet(
      name: "004 ✅ traversal order and compound elements",
      example: Example(
        """
        VStack {
            headerView
            bodyView
            footerView
        }
        .accessibilityElement(children: .contain)

        HStack {
            Image(systemName: "brain.head.profile")
            VStack(alignment: .leading) {
                Text("Weekly Insight")
                Text("Your focus improved 23%")
            }
        }
        .accessibilityElement(children: .combine)
        """)),
    Snippet(
      name: "004 ✅ custom tab bar button",
      example: Example(
        """
        Button {
            selectedTab = tab
        } label: {
            VStack(spacing: NyxSpacing.xs) {
                Image(systemName: tab.icon)
                Text(tab.label)
                    .font(NyxTypography.caption)
            }
        }
        .accessibilityLabel("\\(tab.label) tab\\(isSelected ? ", selected" : "")")
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
        .accessibilityRemoveTraits(isSelected ? [] : .isSelected)
        """)),
    Snippet(
      name: "004 ✅ scaled typography and clamped tab labels",
      example: Example(
        """
        struct NyxScaledTypography {
            @ScaledMetric(relativeTo: .body) private var bodySize: CGFloat = 15
            @ScaledMetric(relativeTo: .caption) private var captionSize: CGFloat = 12
            @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 22
            @ScaledMetric(relativeTo: .largeTitle) private var displaySize: CGFloat = 34

            func tabLabel(_ tab: Tab) -> some View {
                Text(tab.label)
                    .font(.system(size: captionSize))
                    .dynamicTypeSize(.large ... .accessibility3)
            }

            func insightTitle(_ insight: Insight) -> some View {
                Text(insight.title)
                    .font(.system(size: titleSize, weight: .semibold))
                    .minimumScaleFactor(0.8)
                    .lineLimit(2)
            }
        }
        """)),
    Snippet(
      name: "004 ✅ scaled card padding and icon size",
      example: Example(
        """
        struct NyxAccessibleCard<Content: View>: View {
            @ScaledMetric(relativeTo: .body) private var cardPadding: CGFloat = 16
            @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24

            let content: Content

            var body: some View {
                content
                    .padding(cardPadding)
                    .background(NyxColors.surfaceElevated)
                    .clipShape(RoundedRectangle(cornerRadius: NyxCornerRadius.md))
            }
        }
        """)),
    Snippet(
      name: "004 ✅ status indicator with icon fallback",
      example: Example(
        """
        struct StatusIndicator: View {
            let status: MessageStatus
            @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

            var body: some View {
                HStack(spacing: NyxSpacing.xs) {
                    Circle()
                        .fill(status.color)
                        .frame(width: 8, height: 8)

                    if differentiateWithoutColor {
                        Image(systemName: status.iconName)
                            .font(.caption2)
                            .foregroundColor(status.color)
                    }
                }
            }
        }
        """)),
    Snippet(
      name: "004 ✅ identifiers in the module.screen.element convention",
      example: Example(
        """
        // In ChatFeature
        sendButton
            .accessibilityIdentifier("chat.input.sendButton")

        messageList
            .accessibilityIdentifier("chat.conversation.messageList")

        // In InsightsFeature
        weeklyCard
            .accessibilityIdentifier("insights.dashboard.weeklyCard")
        """)),
    Snippet(
      name: "000 ✅ primary button style",
      example: Example(
        """
        struct PrimaryButtonStyle: ButtonStyle {
            @Environment(\\.isEnabled) private var isEnabled
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            @Environment(\\.controlSize) private var controlSize

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(font)
                    .padding(.horizontal, horizontalPadding)
                    .padding(.vertical, verticalPadding)
                    .frame(maxWidth: dynamicTypeSize.isAccessibilitySize ? .infinity : nil)
                    .frame(minHeight: HitTarget.minimum)
                    .background(isEnabled ? .accentPrimary : .fill.tertiary)
                    .foregroundStyle(.white)
                    .clipShape(RoundedRectangle(cornerRadius: Radius.md))
                    .opacity(configuration.isPressed ? 0.85 : 1.0)
                    .animation(.easeInOut(duration: 0.15), value: configuration.isPressed)
            }

            private var font: Font {
                switch controlSize {
                case .mini, .small: .subheadline.weight(.semibold)
                case .large, .extraLarge: .title3.weight(.semibold)
                default: .headline
                }
            }
        }
        """)),
    Snippet(
      name: "001 ✅ rating control owns accessibility",
      example: Example(
        """
        struct RatingControl<Style: RatingControlStyle>: View {
            @Binding var rating: Int
            let maxRating: Int
            let style: Style

            var body: some View {
                style.makeBody(configuration: RatingControlConfiguration(
                    rating: rating, maxRating: maxRating, setRating: { rating = $0 }
                ))
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\\(rating) of \\(maxRating)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: rating = min(rating + 1, maxRating)
                    case .decrement: rating = max(rating - 1, 1)
                    @unknown default: break
                    }
                }
            }
        }
        """)),
    Snippet(
      name: "000 ✅ accessibility in the base style",
      example: Example(
        """
        struct PrimaryButtonStyle: ButtonStyle {
            @Environment(\\.isEnabled) private var isEnabled
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            @Environment(\\.controlSize) private var controlSize

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(font)
                    .padding(.horizontal, horizontalPadding)
                    .padding(.vertical, verticalPadding)
                    .frame(maxWidth: dynamicTypeSize.isAccessibilitySize ? .infinity : nil)
                    .frame(minHeight: HitTarget.minimum)
                    .background(isEnabled ? .accentPrimary : .fill.tertiary)
                    .foregroundStyle(.white)
                    .clipShape(RoundedRectangle(cornerRadius: Radius.md))
                    .opacity(configuration.isPressed ? 0.85 : 1.0)
                    .animation(.easeInOut(duration: 0.15), value: configuration.isPressed)
            }

            private var font: Font {
                switch controlSize {
                case .mini, .small: .subheadline.weight(.semibold)
                case .large, .extraLarge: .title3.weight(.semibold)
                default: .headline
                }
            }

            private var horizontalPadding: CGFloat {
                controlSize == .small ? Spacing.sm : Spacing.lg
            }
        }
        """)),
    Snippet(
      name: "003 ✅ expansion at large sizes, Reduce Motion respected, state in words",
      example: Example(
        """
        struct DetailCard: View {
            @Environment(\\.accessibilityReduceMotion) var reduceMotion
            @Environment(\\.dynamicTypeSize) var dynamicTypeSize
            let longContent: String
            let player: AVPlayer
            let isOnline: Bool
            @State private var showDetail = false

            var body: some View {
                // ✅ Allow expansion or provide full content path
                Text(longContent)
                    .lineLimit(dynamicTypeSize >= .xxxLarge ? nil : 2)
                    .font(.body)
                // ✅ Respect reduce motion
                if showDetail {
                    DetailView()
                        .transition(reduceMotion ? .opacity : .slide)
                }
                // ✅ Check reduce motion
                VideoPlayer(player: player)
                    .onAppear {
                        if !UIAccessibility.isReduceMotionEnabled {
                            player.play()
                        }
                    }
                // ✅ Use shape/icon in addition to color
                HStack {
                    Circle()
                        .fill(isOnline ? .green : .red)
                    Text(isOnline ? "Online" : "Offline")
                }
                // Or (with the label state_symbol_label asks for, as the seed check's correct file has it)
                Image(systemName: isOnline ? "checkmark.circle.fill" : "xmark.circle.fill")
                    .foregroundColor(isOnline ? .green : .red)
                    .accessibilityLabel(isOnline ? "Online" : "Offline")
            }
        }
        """)),
    Snippet(
      name: "003 ✅ Reduce Motion wrapper and its use",
      example: Example(
        """
        struct MotionSafeAnimation<Content: View>: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let fullAnimation: Animation
            let reducedAnimation: Animation
            let content: Content

            init(
                full: Animation = .spring(),
                reduced: Animation = .linear(duration: 0.2),
                @ViewBuilder content: () -> Content
            ) {
                self.fullAnimation = full
                self.reducedAnimation = reduced
                self.content = content()
            }

            var body: some View {
                content
                    .animation(reduceMotion ? reducedAnimation : fullAnimation, value: UUID())
            }
        }

        // Usage
        struct AnimatedButton: View {
            @State private var isPressed = false
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

            var body: some View {
                Button("Tap Me") { }
                    .scaleEffect(isPressed ? 0.95 : 1.0)
                    .animation(reduceMotion ? nil : .spring(), value: isPressed)
                    .onLongPressGesture(minimumDuration: .infinity, pressing: { pressing in
                        isPressed = pressing
                    }, perform: {})
            }
        }
        """)),
    Snippet(
      name: "004 ✅ reduced motion: adaptive animation and the breathing glow",
      example: Example(
        """
        struct SomeAnimatedView: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

            var body: some View {
                content
                    .animation(reduceMotion ? .linear(duration: 0.1) : NyxAnimation.spring, value: isExpanded)
            }
        }

        extension NyxAnimation {
            /// Returns a reduced-motion-safe animation.
            /// When Reduce Motion is enabled, returns a near-instant linear transition.
            public static func adaptive(
                _ animation: Animation = .spring(response: 0.35, dampingFraction: 0.8),
                reduceMotion: Bool
            ) -> Animation {
                reduceMotion ? .linear(duration: 0.1) : animation
            }
        }

        struct NyxBreathingGlow: ViewModifier {
            let color: Color
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var ringScale: CGFloat = 1.0

            func body(content: Content) -> some View {
                content.overlay(
                    Circle()
                        .stroke(color.opacity(0.4), lineWidth: 2)
                        .scaleEffect(ringScale)
                        .blur(radius: 3)
                )
                .onAppear {
                    guard !reduceMotion else { return }
                    withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                        ringScale = 1.15
                    }
                }
            }
        }
        """)),
  ]

  /// Seed 001's compact dots, tapped to rate: the seed's correct design makes them adjustable for VoiceOver, and leaves
  /// them 8 points wide for a finger, which `hit_target_size` reports (seed 000 asks for `HitTarget.minimum`).
  static let eightPointTarget = FindingMessage(
    "Tap target is 8×8 pt, under 44×44; enlarge what it answers to with '.frame(minWidth: 44, minHeight: 44)' or "
      + "padding, and '.contentShape(Rectangle())'")

  @Test(arguments: incorrect)
  func incorrectSnippetsAreFlagged(_ snippet: Snippet) {
    let findings = lintWithEveryRule(snippet.example.source)
    #expect(
      findings.map(Expectation.init).sorted()
        == ExampleHarness.expectedPositions(snippet.example, in: snippet.example.source))
  }

  @Test(arguments: correct)
  func correctSnippetsAreClean(_ snippet: Snippet) {
    #expect(parsesCleanly(snippet.example.source))
    #expect(lintWithEveryRule(snippet.example.source).map(Expectation.init) == [])
  }

  private func lintWithEveryRule(_ source: String) -> [Finding] {
    Linter.everyRule.lint(
      SourceText(bytes: Array(source.utf8)), path: SourcePath(display: "Seed.swift", relative: "Seed.swift")
    ).findings
  }
}
