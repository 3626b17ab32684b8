#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// How a rating control looks (seed 001). A style draws the marks and nothing else: the base `RatingControl` owns
  /// the label, the value, the adjustable action and the rating itself, so a new style cannot lose any of them.
  ///
  /// Draw each mark inside a `RatingMark`, which gives it a 44 pt hit target and sets the rating when tapped, and lay
  /// the marks out in a `RatingMarkStack`, which wraps them into rows when one row would not fit.
  @MainActor
  public protocol RatingControlStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The marks for `configuration`'s rating.
    @ViewBuilder func makeBody(configuration: RatingControlConfiguration) -> Body
  }

  /// What a rating control style is given to draw.
  public struct RatingControlConfiguration {
    /// The current rating, 0 (not rated) ... `maxRating`.
    public let rating: Int
    /// The highest rating.
    public let maxRating: Int
    /// One mark per point of the scale, in order, the first `rating` filled.
    public let symbols: [RatingSymbol]
    /// Whether the rating only shows: its marks are not tappable and VoiceOver cannot adjust it.
    public let isReadOnly: Bool
    /// Sets the rating, limited to 1...`maxRating`; `RatingMark` calls it when its mark is tapped.
    public let setRating: @MainActor (Int) -> Void

    /// The configuration of a control showing `rating` out of `scale`, for previews and tests of a style; a control
    /// that is not read-only sets the rating with `setRating`.
    public init(
      rating: Int, scale: RatingScale = .fiveStars, isReadOnly: Bool = false,
      setRating: @escaping @MainActor (Int) -> Void = { _ in }
    ) {
      self.rating = rating
      self.maxRating = scale.maximum
      self.symbols = scale.symbols(for: rating)
      self.isReadOnly = isReadOnly
      self.setRating = { setRating(scale.clamped($0)) }
    }
  }

  /// A rating out of a `RatingScale`, drawn by a `RatingControlStyle`. VoiceOver reads it as one element with its own
  /// label, "Comfort, 3 of 5" ("Not rated" before anything is rated), that swiping up and down changes, whatever the
  /// style; a read-only rating is read the same way and cannot be changed.
  ///
  /// ```swift
  /// RatingControl("Comfort", rating: $comfort, style: StarRatingStyle())
  /// RatingControl("Value for money", rating: $value, scale: RatingScale(maximum: 10), style: CompactDotRatingStyle())
  /// RatingControl("Average rating", rating: 4, style: StarRatingStyle()) { "\($0) stars" }
  /// ```
  public struct RatingControl<Style: RatingControlStyle>: View {
    private let label: LocalizedStringResource
    private let rating: Int
    private let scale: RatingScale
    private let style: Style
    private let setRating: (@MainActor (Int) -> Void)?
    private let valueDescription: ((Int) -> LocalizedStringResource)?
    @Environment(\.locale) private var locale

    /// A control labelled `label` for `rating` out of `scale`, drawn by `style`. `valueDescription` says a rating in
    /// the app's words ("4 stars"); without it VoiceOver reads "4 of 5".
    public init(
      _ label: LocalizedStringResource, rating: Binding<Int>, scale: RatingScale = .fiveStars, style: Style,
      valueDescription: ((Int) -> LocalizedStringResource)? = nil
    ) {
      self.label = label
      self.rating = rating.wrappedValue
      self.scale = scale
      self.style = style
      self.setRating = { rating.wrappedValue = $0 }
      self.valueDescription = valueDescription
    }

    /// A read-only control labelled `label` showing `rating` out of `scale`, drawn by `style`.
    public init(
      _ label: LocalizedStringResource, rating: Int, scale: RatingScale = .fiveStars, style: Style,
      valueDescription: ((Int) -> LocalizedStringResource)? = nil
    ) {
      self.label = label
      self.rating = rating
      self.scale = scale
      self.style = style
      self.setRating = nil
      self.valueDescription = valueDescription
    }

    /// The style's marks made one accessibility element, adjustable unless read-only.
    public var body: some View {
      let marks = style.makeBody(
        configuration: RatingControlConfiguration(
          rating: rating, scale: scale, isReadOnly: setRating == nil, setRating: { setRating?($0) })
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(label))
      .accessibilityValue(Text(valueText))
      if let setRating {
        marks.accessibilityAdjustableAction { direction in
          guard let adjustment = RatingAdjustment(direction) else { return }
          setRating(scale.adjusted(rating, adjustment))
        }
      } else {
        marks
      }
    }

    /// The value VoiceOver reads: the caller's description of a rating, or Core's "3 of 5" and "Not rated".
    private var valueText: String {
      guard let valueDescription, rating > 0 else { return scale.accessibilityValue(for: rating).localized(in: locale) }
      return valueDescription(min(rating, scale.maximum)).localized(in: locale)
    }
  }

  /// One mark of a rating style: the style's drawing, centred in at least `HitTarget.minimum` (44 × 44 pt), setting
  /// the rating to the mark's value when tapped unless the control is read-only.
  public struct RatingMark<Content: View>: View {
    private let symbol: RatingSymbol
    private let configuration: RatingControlConfiguration
    private let content: Content

    /// A mark for `symbol` of `configuration`, drawn by `content`.
    public init(
      _ symbol: RatingSymbol, in configuration: RatingControlConfiguration, @ViewBuilder content: () -> Content
    ) {
      self.symbol = symbol
      self.configuration = configuration
      self.content = content()
    }

    /// The drawing in its hit target.
    public var body: some View {
      let target =
        content
        .frame(minWidth: CGFloat(HitTarget.minimum), minHeight: CGFloat(HitTarget.minimum))
        .contentShape(Rectangle())
      if configuration.isReadOnly {
        target
      } else {
        target.onTapGesture { configuration.setRating(symbol.value) }
      }
    }
  }

  /// Lays a rating style's marks out in a row, or, when the row is wider than the space there is (five stars at the
  /// largest text sizes, ten dots on a phone), in rows as even as `RatingMarkRows` makes them, every mark still
  /// whole and tappable. Each mark gets the size of the largest.
  public struct RatingMarkStack: Layout {
    private let spacing: CGFloat

    /// A stack with `spacing` points between marks, across and down.
    public init(spacing: CGFloat = 0) { self.spacing = spacing }

    /// The rows' width and height for the proposed width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let mark = Self.markSize(of: subviews)
      let rows = rows(for: subviews.count, mark: mark, width: proposal.width)
      return CGSize(
        width: CGFloat(rows.columns) * mark.width + CGFloat(rows.columns - 1) * spacing,
        height: CGFloat(rows.rows) * mark.height + CGFloat(rows.rows - 1) * spacing)
    }

    /// Each mark in its row and column, from the leading edge.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let mark = Self.markSize(of: subviews)
      let rows = rows(for: subviews.count, mark: mark, width: bounds.width)
      for (index, subview) in subviews.enumerated() {
        let (row, column) = rows.position(ofMarkAt: index)
        subview.place(
          at: CGPoint(
            x: bounds.minX + CGFloat(column) * (mark.width + spacing) + mark.width / 2,
            y: bounds.minY + CGFloat(row) * (mark.height + spacing) + mark.height / 2),
          anchor: .center, proposal: ProposedViewSize(mark))
      }
    }

    private func rows(for count: Int, mark: CGSize, width: CGFloat?) -> RatingMarkRows {
      RatingMarkRows(
        markCount: count, markWidth: ScaledPoints(Double(mark.width)), spacing: ScaledPoints(Double(spacing)),
        availableWidth: width.map { ScaledPoints(Double($0)) })
    }

    /// The largest mark's own size.
    private static func markSize(of subviews: Subviews) -> CGSize {
      subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
        CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
      }
    }
  }

  /// Stars, filled up to the rating: seed 001's `StarRatingStyle`. Filled and empty stars differ in shape as well as
  /// color, and grow with Dynamic Type.
  public struct StarRatingStyle: RatingControlStyle {
    /// The star style.
    public init() {}

    /// A row of stars.
    public func makeBody(configuration: RatingControlConfiguration) -> some View {
      StarRow(configuration: configuration)
    }
  }

  /// Small dots, solid up to the rating and hollow after it: seed 001's `CompactDotRatingStyle`. Compact to look at,
  /// not to touch: each dot keeps its 44 pt target.
  public struct CompactDotRatingStyle: RatingControlStyle {
    /// The dot style.
    public init() {}

    /// A row of dots.
    public func makeBody(configuration: RatingControlConfiguration) -> some View {
      DotRow(configuration: configuration)
    }
  }

  /// The stars, sized by `IconSize.large` at the environment's text size.
  private struct StarRow: View {
    let configuration: RatingControlConfiguration
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    var body: some View {
      let size = IconSize.large.points(at: dynamicTypeSize, displayScale: displayScale)
      RatingMarkStack(spacing: Spacing.xxs.points(at: dynamicTypeSize, displayScale: displayScale)) {
        ForEach(configuration.symbols) { symbol in
          RatingMark(symbol, in: configuration) {
            Image(systemName: symbol.starImageName)
              .resizable()
              .scaledToFit()
              .frame(width: size, height: size)
              .foregroundStyle(DesignColor(symbol.color))
          }
        }
      }
    }
  }

  /// The dots, sized by `IconSize.indicator` at the environment's text size.
  private struct DotRow: View {
    let configuration: RatingControlConfiguration
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    var body: some View {
      let size = IconSize.indicator.points(at: dynamicTypeSize, displayScale: displayScale)
      RatingMarkStack {
        ForEach(configuration.symbols) { symbol in
          RatingMark(symbol, in: configuration) {
            if symbol.isFilled {
              Circle().fill(DesignColor(symbol.color)).frame(width: size, height: size)
            } else {
              Circle().strokeBorder(DesignColor(symbol.color)).frame(width: size, height: size)
            }
          }
        }
      }
    }
  }
#endif
