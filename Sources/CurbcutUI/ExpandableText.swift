#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A long text cut to a few lines with a "Read more" button at the standard text sizes, and shown whole from
  /// `xxxLarge` up (seed 003; the rule is `ExpandableTextLayout`'s). VoiceOver always reads the whole text.
  ///
  /// ```swift
  /// ExpandableText(trip.description)
  /// ```
  public struct ExpandableText: View {
    private let text: String
    private let collapsedLineLimit: Int
    @State private var isExpanded = false
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// `text` in body type, collapsed to `collapsedLineLimit` lines (three unless told otherwise).
    public init(_ text: String, collapsedLineLimit: Int = ExpandableTextLayout.defaultCollapsedLineLimit) {
      self.text = text
      self.collapsedLineLimit = collapsedLineLimit
    }

    /// The text, and the toggle when the layout has one.
    public var body: some View {
      let layout = ExpandableTextLayout(
        category: TextSizeCategory(dynamicTypeSize), isExpanded: isExpanded, collapsedLineLimit: collapsedLineLimit)
      VStack(alignment: .leading, spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        Text(text)
          .typography(.body)
          .foregroundStyle(DesignColor(.textPrimary))
          .lineLimit(layout.lineLimit)
        if let toggleTitle = layout.toggleTitle {
          Button(toggleTitle) {
            withAnimation(Animation(MotionAnimation.standard.adapted(reduceMotion: reduceMotion))) {
              isExpanded.toggle()
            }
          }
          .typography(.subheadline)
          .foregroundStyle(DesignColor(.accentText))
          .frame(minHeight: CGFloat(HitTarget.minimum))
        }
      }
    }
  }
#endif
