#if canImport(SwiftUI)
  import CurbcutCore
  import Foundation
  import SwiftUI

  /// A tappable summary card (seed 003): a title, a description and an optional date, read by VoiceOver as one
  /// button whose label is built from its parts, "Lisbon. Five days of tiles. Mar 1, 2025", with its other actions
  /// as custom actions (swipe up or down to pick one) instead of small buttons hidden inside it. It is a real button,
  /// so Full Keyboard Access and Switch Control reach it and it shows when it is pressed.
  ///
  /// ```swift
  /// AccessibleCard(
  ///   title: "\(trip.city)", description: "\(trip.summary)", date: trip.start,
  ///   actions: [.init("Share", perform: share), .init("Delete", perform: delete)],
  ///   onOpen: open)
  /// ```
  public struct AccessibleCard: View {
    /// An action VoiceOver offers on the card besides opening it.
    public struct Action {
      /// The name VoiceOver reads, such as "Delete".
      public let name: LocalizedStringResource
      /// What the action does.
      let perform: @MainActor () -> Void

      /// An action named `name` that runs `perform`.
      public init(_ name: LocalizedStringResource, perform: @escaping @MainActor () -> Void) {
        self.name = name
        self.perform = perform
      }
    }

    private let title: LocalizedStringResource
    private let description: LocalizedStringResource
    private let date: Date?
    private let actions: [Action]
    private let onOpen: @MainActor () -> Void
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A card showing `title`, `description` and `date`, opening with `onOpen` and offering `actions` to VoiceOver.
    /// Text from a model goes in by interpolation (`"\(trip.city)"`), which shows it as it is.
    public init(
      title: LocalizedStringResource, description: LocalizedStringResource, date: Date? = nil, actions: [Action] = [],
      onOpen: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.description = description
      self.date = date
      self.actions = actions
      self.onOpen = onOpen
    }

    /// The parts stacked on an elevated surface, as one button.
    public var body: some View {
      let content = CardContent(
        title: title.localized(in: locale), description: description.localized(in: locale), date: date)
      Button(action: onOpen) {
        VStack(alignment: .leading, spacing: Spacing.xs.points(at: dynamicTypeSize, displayScale: displayScale)) {
          Text(content.title)
            .typography(.headline)
            .foregroundStyle(DesignColor(.textPrimary))
          Text(content.description)
            .typography(.body)
            .foregroundStyle(DesignColor(.textSecondary))
          if let date = content.dateText(locale: locale, timeZone: timeZone) {
            Text(date)
              .typography(.caption1)
              .foregroundStyle(DesignColor(.textSecondary))
          }
        }
        .multilineTextAlignment(.leading)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.lg.points(at: dynamicTypeSize, displayScale: displayScale))
        .background(DesignColor(.surfaceElevated), in: RoundedRectangle(cornerRadius: CGFloat(Radius.md)))
        .contentShape(RoundedRectangle(cornerRadius: CGFloat(Radius.md)))
      }
      .buttonStyle(CardButtonStyle())
      .accessibilityLabel(Text(content.accessibilityLabel(locale: locale, timeZone: timeZone)))
      .accessibilityActions {
        ForEach(actions.indices, id: \.self) { index in
          Button(action: actions[index].perform) { Text(actions[index].name) }
        }
      }
    }
  }

  /// A card pressed: the design system's pressed opacity and, without Reduce Motion, its slight shrink.
  private struct CardButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      CardButtonBody(configuration: configuration)
    }
  }

  /// The card's label with the pressed state of `ButtonAppearance`, which reads the environment.
  private struct CardButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      let appearance = ButtonAppearance(
        variant: .secondary, isEnabled: isEnabled, isPressed: configuration.isPressed, reduceMotion: reduceMotion)
      configuration.label
        .opacity(appearance.opacity)
        .scaleEffect(appearance.scale)
        .animation(Animation(appearance.animation), value: configuration.isPressed)
    }
  }
#endif
