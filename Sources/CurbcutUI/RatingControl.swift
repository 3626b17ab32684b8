#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// How a rating control looks (seed 001). A style draws the marks and nothing else: the base `RatingControl` owns
  /// the label, the value, the adjustable action and the rating itself, so a new style cannot lose any of them.
  ///
  /// Draw each mark inside a `RatingMark`, which gives it a 44 pt hit target and sets the rating when tapped.
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
    /// Sets the rating, limited to 1...`maxRating`; `RatingMark` calls it when its mark is tapped.
    public let setRating: (Int) -> Void
  }

  /// A rating out of a `RatingScale`, drawn by a `RatingControlStyle`. VoiceOver reads it as one adjustable element,
  /// "Rating, 3 of 5", that swiping up and down changes, whatever the style.
  ///
  /// ```swift
  /// RatingControl(rating: $stars, style: StarRatingStyle())
  /// RatingControl(rating: $stars, scale: RatingScale(maximum: 10), style: CompactDotRatingStyle())
  /// ```
  public struct RatingControl<Style: RatingControlStyle>: View {
    @Binding private var rating: Int
    private let scale: RatingScale
    private let style: Style

    /// A control for `rating` out of `scale`, drawn by `style`.
    public init(rating: Binding<Int>, scale: RatingScale = .fiveStars, style: Style) {
      _rating = rating
      self.scale = scale
      self.style = style
    }

    /// The style's marks made one adjustable accessibility element.
    public var body: some View {
      style.makeBody(
        configuration: RatingControlConfiguration(
          rating: rating, maxRating: scale.maximum, symbols: scale.symbols(for: rating),
          setRating: { rating = scale.clamped($0) })
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(RatingScale.accessibilityLabel))
      .accessibilityValue(Text(scale.accessibilityValue(for: rating)))
      .accessibilityAdjustableAction { direction in
        guard let adjustment = RatingAdjustment(direction) else { return }
        rating = scale.adjusted(rating, adjustment)
      }
    }
  }

  /// One tappable mark of a rating style: the style's drawing, centred in at least `HitTarget.minimum` (44 × 44 pt),
  /// setting the rating to the mark's value when tapped.
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
      content
        .frame(minWidth: CGFloat(HitTarget.minimum), minHeight: CGFloat(HitTarget.minimum))
        .contentShape(Rectangle())
        .onTapGesture { configuration.setRating(symbol.value) }
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
      HStack(spacing: Spacing.xxs.points(at: dynamicTypeSize, displayScale: displayScale)) {
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
      HStack(spacing: 0) {
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
