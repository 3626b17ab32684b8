import CurbcutReporting
import SwiftSyntax

/// Sibling variant views where one carries the accessibility the other forgot.
public struct VariantMissingAccessibilityRule: FileRule {
  public static let description = RuleDescription(
    id: "variant_missing_accessibility",
    name: "Variant missing accessibility",
    impact: .high,
    impactDescription: """
      Every variant written as a view of its own must repeat its component's accessibility; the one that forgets is \
      as inaccessible as if there had never been any, and nothing shows it (WCAG 4.1.2)
      """,
    wcag: ["4.1.2", "1.3.1"],
    tags: ["design-system", "voiceover"],
    rationale: """
      Seed 001: a design system that writes each look of a component as a view of its own (`FilledRatingControl`, \
      `CompactRatingControl`) duplicates the component's behaviour, and its accessibility with it; the compact \
      variant "forgot accessibility" and is inaccessible. Make one component that owns the behaviour and the \
      accessibility, and a style protocol for the looks (`RatingControl` with a `RatingControlStyle`, as CurbcutUI's \
      `RatingControl` does): a new look then cannot forget.

      Reported, at the variant that lacks them: two view types of the same file whose names share a stem of two \
      words or more at their end or start (`FilledRatingControl` and `CompactRatingControl`, `RatingControlFilled` \
      and `RatingControlCompact`), where the words besides the stem name a look (filled, compact, large, small, \
      primary, secondary, plain, bordered...), and that declare the same stored properties, when one applies accessibility \
      modifiers (`accessibilityLabel`, `accessibilityValue`, `accessibilityAdjustableAction`, \
      `accessibilityElement`, `accessibilityAddTraits`, `accessibilityAction`...) and the other applies none of \
      them. Identifiers and hiding are not counted: they are not the component's accessibility. Nor are a label and the \
      element that carries it when the variant may draw words VoiceOver reads (a `Text`, a `Label`, or a view of the \
      app's own, which may draw them or carry its own label): \
      a Live Activity's minimal view, a mark alone, needs the label its lock-screen view, which writes the sentence, \
      does not.

      Measured at each app's first run: rarely found (two findings on the catalogue's first twelve sets, neither \
      real). On spot-ios-app, myrobotaxi ios-app, unstoppable-ios-app, Code App and hackernews none of 4, all the \
      regions of one Live Activity whose variants draw text or show a labelled view of their own: the label is not \
      counted missing from such variants since.
      """,
    triggering: [
      Example(
        """
        struct FilledRatingControl: View {
            @Binding var rating: Int
            let maxRating: Int

            var body: some View {
                HStack {
                    ForEach(1...maxRating, id: \\.self) { index in
                        Image(systemName: index <= rating ? "star.fill" : "star")
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\\(rating) of \\(maxRating)")
            }
        }

        struct 1️⃣CompactRatingControl: View {
            @Binding var rating: Int
            let maxRating: Int

            var body: some View {
                HStack(spacing: 2) {
                    ForEach(1...maxRating, id: \\.self) { index in
                        Circle().frame(width: 8, height: 8)
                    }
                }
            }
        }
        """,
        expect: [
          "1️⃣": .forgotten(
            "CompactRatingControl", sibling: "FilledRatingControl",
            modifiers: ["accessibilityElement", "accessibilityLabel", "accessibilityValue"])
        ]),
      Example(
        """
        struct SectionTitleLarge: View {
          let title: String
          var body: some View { Text(title).font(.title2).accessibilityAddTraits(.isHeader) }
        }
        struct 1️⃣SectionTitleCompact: View {
          let title: String
          var body: some View { Text(title).font(.headline) }
        }
        """,
        expect: [
          "1️⃣": .forgotten("SectionTitleCompact", sibling: "SectionTitleLarge", modifiers: ["accessibilityAddTraits"])
        ]),
      Example(
        """
        struct LargeProgressRing: View {
          let progress: Double
          var body: some View { Circle().trim(from: 0, to: progress).accessibilityValue("\\(Int(progress * 100))%") }
        }
        struct 1️⃣SmallProgressRing: View {
          let progress: Double
          var body: some View { Circle().trim(from: 0, to: progress).frame(width: 20) }
        }
        """,
        expect: ["1️⃣": .forgotten("SmallProgressRing", sibling: "LargeProgressRing", modifiers: ["accessibilityValue"])]),
    ],
    nonTriggering: [
      Example(
        """
        struct FilledRatingControl: View {
          @Binding var rating: Int
          var body: some View { Stars(rating: rating).accessibilityLabel("Rating") }
        }
        struct CompactRatingControl: View {
          @Binding var rating: Int
          var body: some View { Dots(rating: rating).accessibilityLabel("Rating") }
        }
        """),
      Example(
        """
        struct FilledRatingControl: View {
          @Binding var rating: Int
          var body: some View { Stars(rating: rating).accessibilityLabel("Rating") }
        }
        struct CompactRatingSummary: View {
          let average: Double
          var body: some View { Text(average, format: .number) }
        }
        struct NotificationsColumn: View {
          let account: Account
          var body: some View { NotificationsColumnInner(account: account).accessibilityLabel("Notifications") }
        }
        struct NotificationsColumnInner: View {
          let account: Account
          var body: some View { List(account.notifications) { Text($0.text) } }
        }
        """),
      Example(
        """
        struct ProfileHeader: View {
          let user: User
          var body: some View { Text(user.name).accessibilityAddTraits(.isHeader) }
        }
        struct ProfileFooter: View {
          let user: User
          var body: some View { Text(user.joined).accessibilityIdentifier("profile.footer") }
        }
        """),
      Example(
        """
        struct ArrivalIslandMinimal: View {
          let ride: Ride
          var body: some View { Image(systemName: "car.fill").accessibilityElement().accessibilityLabel(ride.status) }
        }
        struct ArrivalIslandCompact: View {
          let ride: Ride
          var body: some View { Text(ride.status).font(.caption) }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 1, checked: 1, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastRunApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFreshApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveMoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourSideloadingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.sevenUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLargerApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.lastFiveUnlintedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveFinalRoundApps, findings: 4, checked: 4, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeClosingApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveNarrowedCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 0, checked: 0, real: 0),
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

  public init() {}

  /// Modifiers that are not a component's accessibility: they name it for tests, or hide it.
  private static let notCounted: Set<String> = ["accessibilityIdentifier", "accessibilityHidden"]

  public func check(_ file: FileModel, in context: RuleContext) {
    let views = file.types.filter { $0.kind == .struct && $0.conforms(to: SwiftUIViews.viewProtocol) }
    guard views.count > 1, file.source(contains: ".accessibility") else { return }
    // Names first: most files hold no two variants, and their properties and modifiers are never read.
    for variant in views {
      for sibling in views where sibling !== variant && Self.shareAStem(variant.name, sibling.name) {
        guard let name = variant.syntax.as(StructDeclSyntax.self)?.name, Self.modifiers(in: variant).isEmpty,
          case let properties = Self.storedProperties(of: variant), !properties.isEmpty,
          properties == Self.storedProperties(of: sibling),
          case let needed = Self.modifiers(in: sibling).subtracting(
            Self.mayDrawWords(variant) ? Self.namingModifiers : []),
          !needed.isEmpty
        else { continue }
        context.report(.forgotten(variant.name, sibling: sibling.name, modifiers: needed.sorted()), at: name)
        break
      }
    }
  }

  /// The modifiers that give a view a name and the element that carries it: a sibling that draws only marks needs
  /// them, a variant whose text VoiceOver reads does not (a Live Activity's minimal view and its lock-screen view).
  private static let namingModifiers: Set<String> = ["accessibilityLabel", "accessibilityElement"]

  /// Whether a view type may draw words VoiceOver reads: it makes a `Text` or a `Label`, or a view of the app's own
  /// (`RideActivityHeadlineView(...)`), which may draw them or carry its own label.
  private static func mayDrawWords(_ view: TypeDeclaration) -> Bool {
    view.syntax.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
        token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
      else { return false }
      return name == "Text" || name == "Label" || !SwiftUIViews.system.contains(name)
    }
  }

  /// The names of a type's stored instance properties.
  private static func storedProperties(of type: TypeDeclaration) -> Set<String> {
    Set(type.properties.filter { !$0.isStatic && $0.getter == nil }.map(\.name))
  }

  /// The accessibility modifiers a view type's code applies, identifiers and hiding aside.
  private static func modifiers(in view: TypeDeclaration) -> Set<String> {
    Set(view.syntax.namesAfterPeriods.filter { $0.hasPrefix("accessibility") && !notCounted.contains($0) })
  }

  /// Whether two type names share a stem of two words or more at their end (`FilledRatingControl`,
  /// `CompactRatingControl`) or their start (`RatingControlFilled`, `RatingControlCompact`), and differ.
  private static func shareAStem(_ first: String, _ second: String) -> Bool {
    let a = words(first)
    let b = words(second)
    guard a != b else { return false }
    let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    let prefix = zip(a, b).prefix { $0 == $1 }.count
    // Each name has a word of its own besides the stem (`NotificationsColumnInner` is a part of `NotificationsColumn`,
    // not a variant of it), and one of them names a look (`FirmwareUpdateStatusBand` and
    // `FirmwareUpdateFinishedOverlay` are two views of one feature).
    let shorter = min(a.count, b.count)
    let own: ([String], [String])
    if suffix >= 2 && suffix < shorter {
      own = (Array(a.dropLast(suffix)), Array(b.dropLast(suffix)))
    } else if prefix >= 2 && prefix < shorter {
      own = (Array(a.dropFirst(prefix)), Array(b.dropFirst(prefix)))
    } else {
      return false
    }
    return (own.0 + own.1).contains(where: lookWords.contains)
  }

  /// Words that name a look of a component rather than a part of it.
  private static let lookWords: Set<String> = [
    "Filled", "Outlined", "Outline", "Compact", "Large", "Small", "Mini", "Regular", "Medium", "Primary", "Secondary",
    "Tertiary", "Plain", "Bordered", "Dark", "Light", "Expanded", "Collapsed", "Inline", "Full", "Condensed", "Wide",
    "Narrow", "Big", "Tiny", "Simple", "Detailed", "Minimal", "Default", "Alternate", "Accent", "Ghost", "Solid",
  ]

  /// A type name's words: `CompactRatingControl` is `Compact`, `Rating`, `Control`.
  private static func words(_ name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }
}

extension FindingMessage {
  fileprivate static func forgotten(_ variant: String, sibling: String, modifiers: [String]) -> FindingMessage {
    FindingMessage(
      "'\(variant)' is a variant of '\(sibling)' without its accessibility (\(modifiers.joined(separator: ", "))); "
        + "make them one component with a style protocol for the looks, as CurbcutUI's RatingControl does (seed 001)")
  }
}
