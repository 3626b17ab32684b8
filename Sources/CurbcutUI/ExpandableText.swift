#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A long text cut to a few lines with a "Read more" button at the standard text sizes when it does not fit them,
  /// and shown whole from `xxxLarge` up (seed 003; the rule is `ExpandableTextLayout`'s). VoiceOver always reads the
  /// whole text; the button says what it expands and whether it is expanded.
  ///
  /// ```swift
  /// ExpandableText("\(trip.description)", name: "Trip description")
  /// ```
  public struct ExpandableText: View {
    private let text: LocalizedStringResource
    private let name: LocalizedStringResource?
    private let collapsedLineLimit: Int
    @State private var isExpanded = false
    @State private var shownHeight: CGFloat = 0
    @State private var fullHeight: CGFloat = 0
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// `text` in body type, collapsed to `collapsedLineLimit` lines (three unless told otherwise); `name` says what
    /// the text is ("Trip description"), for the button's accessibility label.
    public init(
      _ text: LocalizedStringResource, name: LocalizedStringResource? = nil,
      collapsedLineLimit: Int = ExpandableTextLayout.defaultCollapsedLineLimit
    ) {
      self.text = text
      self.name = name
      self.collapsedLineLimit = collapsedLineLimit
    }

    /// The text, and the toggle when the layout has one.
    public var body: some View {
      let layout = ExpandableTextLayout(
        category: TextSizeCategory(dynamicTypeSize), isExpanded: isExpanded,
        isTruncated: ExpandableTextLayout.isTruncated(
          fullHeight: ScaledPoints(Double(fullHeight)), shownHeight: ScaledPoints(Double(shownHeight))),
        collapsedLineLimit: collapsedLineLimit)
      VStack(alignment: .leading, spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        Text(text)
          .typography(.body)
          .foregroundStyle(DesignColor(.textPrimary))
          .lineLimit(layout.lineLimit)
          .onGeometryChange(for: CGFloat.self) {
            $0.size.height
          } action: {
            shownHeight = $0
          }
          .background(alignment: .topLeading) {
            // The whole text at the same width, never shown: its height tells whether the lines above are all of it.
            Text(text)
              .typography(.body)
              .fixedSize(horizontal: false, vertical: true)
              .hidden()
              .onGeometryChange(for: CGFloat.self) {
                $0.size.height
              } action: {
                fullHeight = $0
              }
          }
        if let toggleTitle = layout.toggleTitle {
          let title = toggleTitle.localized(in: locale)
          // The 44 pt frame is inside the label: SwiftUI hit-tests a button by what its label draws.
          Button {
            withAnimation(Animation(MotionAnimation.standard.adapted(reduceMotion: reduceMotion))) {
              isExpanded.toggle()
            }
          } label: {
            Text(title)
              .typography(.subheadline)
              .frame(minHeight: CGFloat(HitTarget.minimum))
              .contentShape(Rectangle())
          }
          .foregroundStyle(DesignColor(.accentText))
          .accessibilityLabel(
            Text(
              name.map { ExpandableTextLayout.toggleLabel(title: title, name: $0.localized(in: locale)) }?
                .localized(in: locale) ?? title)
          )
          .accessibilityValue(Text(layout.toggleValue?.localized(in: locale) ?? ""))
        }
      }
    }
  }
#endif
