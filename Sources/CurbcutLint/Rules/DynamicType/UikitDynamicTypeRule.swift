import CurbcutReporting
import SwiftSyntax

/// UIKit text views given a Dynamic Type font that does not follow the reader's changes.
public struct UikitDynamicTypeRule: FileRule {
  public static let description = RuleDescription(
    id: "uikit_dynamic_type",
    name: "UIKit Dynamic Type",
    impact: .medium,
    impactDescription: """
      The label starts at the reader's text size and stays there: a reader who enlarges the text in Control Center \
      while the app runs sees every other label grow and this one not, until the screen is made again (WCAG 1.4.4)
      """,
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "uikit"],
    rationale: """
      `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics(...).scaledFont(for:)` give a font for the text size \
      set when they are called. A `UILabel`, `UITextField`, `UITextView` or a button's `titleLabel` follows later \
      changes only with `adjustsFontForContentSizeCategory = true`; without it the font stays as it was made, unless \
      the code makes it again when the size changes, as seed 002's Airbnb does for every trait collection.

      Reported: an assignment of such a font to a view's `font` (`label.font = .preferredFont(forTextStyle: .body)`, \
      `button.titleLabel?.font = metrics.scaledFont(for: cereal)`) when the file never sets \
      `adjustsFontForContentSizeCategory = true` on the same view. Not reported: files that update fonts themselves \
      when the size changes (`traitCollectionDidChange`, `registerForTraitChanges`, the \
      `UIContentSizeCategory.didChangeNotification`), and previews.

      Opt-in until measured: none of the ten SwiftUI apps it was tried on gives a UIKit label a Dynamic Type font.

      On Clendar, nio, MoeMemos and mmex-ios, 2 of 3 (nio's composer and message text views); the other is a text \
      view only a debug preview shows.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        let titleLabel = UILabel()
        1️⃣titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        """,
        expect: ["1️⃣": .notAdjusting("titleLabel")]),
      Example(
        """
        let cereal = UIFont(name: "Cereal-Book", size: 16)!
        1️⃣button.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: cereal)
        """,
        expect: ["1️⃣": .notAdjusting("button.titleLabel")]),
      Example(
        """
        final class CaptionLabel: UILabel {
          override init(frame: CGRect) {
            super.init(frame: frame)
            1️⃣font = UIFont.preferredFont(forTextStyle: .caption1)
          }
        }
        """,
        expect: ["1️⃣": .notAdjusting("self")]),
    ],
    nonTriggering: [
      Example(
        """
        let titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        """),
      Example(
        """
        final class CaptionLabel: UILabel {
          override init(frame: CGRect) {
            super.init(frame: frame)
            font = UIFont.preferredFont(forTextStyle: .caption1)
            adjustsFontForContentSizeCategory = true
          }
        }
        """),
      Example(
        """
        final class ProfileHeader: UIView {
          let nameLabel = UILabel()
          func applyFonts() { nameLabel.font = .preferredFont(forTextStyle: .title2) }
          override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            applyFonts()
          }
        }
        label.font = UIFont.systemFont(ofSize: 17)
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 3, checked: 3, real: 2),
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

  public let inspectedMembers: Set<String> = ["font", "adjustsFontForContentSizeCategory"]

  /// What a file that refreshes its fonts itself calls.
  private static let manualUpdates = [
    "traitCollectionDidChange", "registerForTraitChanges", "didChangeNotification", "contentSizeCategoryDidChange",
  ]

  public func check(_ file: FileModel, in context: RuleContext) {
    let fonts = file.assignments(to: "font").filter { assignment in
      assignment.operator == "="
        && assignment.values.contains { value in
          ["preferredFont", "scaledFont"].contains { file.source(of: Syntax(value), contains: $0) }
        }
    }
    guard !fonts.isEmpty, !Self.manualUpdates.contains(where: { file.source(contains: $0) }) else { return }
    let adjusting = Set(
      file.assignments(to: "adjustsFontForContentSizeCategory").filter { $0.values.first?.isTrueLiteral == true }
        .map { Self.viewName($0.base) })
    for font in fonts where !adjusting.contains(Self.viewName(font.base)) && !file.isInPreview(font.syntax) {
      context.report(.notAdjusting(Self.viewName(font.base)), at: font.syntax)
    }
  }

  /// The view a member belongs to, written the same whatever its optional chaining or `self.`: `button.titleLabel`
  /// for `button.titleLabel?`, `self` for an implicit self.
  private static func viewName(_ base: ExprSyntax?) -> String {
    guard let base else { return "self" }
    // The bytes of `?` and `!` are filtered out: Foundation's `replacingOccurrences` cost twenty thousand instructions
    // a call.
    var name = String(
      decoding: base.trimmedText.utf8.filter { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "!") }, as: UTF8.self)
    if name.hasPrefix("self.") { name.removeFirst(5) }
    return name
  }
}

extension FindingMessage {
  fileprivate static func notAdjusting(_ view: String) -> FindingMessage {
    FindingMessage(
      "'\(view)' is given a Dynamic Type font but keeps its size when the reader changes it; set "
        + "'\(view == "self" ? "" : view + ".")adjustsFontForContentSizeCategory = true'")
  }
}
