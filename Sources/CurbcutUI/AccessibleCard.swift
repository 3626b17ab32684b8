#if canImport(SwiftUI)
  import CurbcutCore
  import Foundation
  import SwiftUI

  /// A tappable summary card (seed 003): a title, a description and an optional date, read by VoiceOver as one
  /// button whose label is built from its parts, "Lisbon. Five days of tiles. Mar 1, 2025", with its other actions
  /// as custom actions (swipe up or down to pick one) instead of small buttons hidden inside it.
  ///
  /// ```swift
  /// AccessibleCard(
  ///   title: trip.city, description: trip.summary, date: trip.start,
  ///   actions: [.init("Share", perform: share), .init("Delete", perform: delete)],
  ///   onOpen: open)
  /// ```
  public struct AccessibleCard: View {
    /// An action VoiceOver offers on the card besides opening it.
    public struct Action {
      /// The name VoiceOver reads, such as "Delete".
      public let name: String
      /// What the action does.
      let perform: () -> Void

      /// An action named `name` that runs `perform`.
      public init(_ name: String, perform: @escaping () -> Void) {
        self.name = name
        self.perform = perform
      }
    }

    private let content: CardContent
    private let actions: [Action]
    private let onOpen: () -> Void
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A card showing `title`, `description` and `date`, opening with `onOpen` and offering `actions` to VoiceOver.
    public init(
      title: String, description: String, date: Date? = nil, actions: [Action] = [], onOpen: @escaping () -> Void
    ) {
      content = CardContent(title: title, description: description, date: date)
      self.actions = actions
      self.onOpen = onOpen
    }

    /// The parts stacked on an elevated surface, made one accessibility element.
    public var body: some View {
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
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(Spacing.lg.points(at: dynamicTypeSize, displayScale: displayScale))
      .background(DesignColor(.surfaceElevated), in: RoundedRectangle(cornerRadius: CGFloat(Radius.md)))
      .contentShape(Rectangle())
      .onTapGesture(perform: onOpen)
      .accessibilityElement(children: .combine)
      .accessibilityLabel(Text(content.accessibilityLabel(locale: locale, timeZone: timeZone)))
      .accessibilityAddTraits(AccessibilityTraits(CardContent.traits))
      .accessibilityAction(.default, onOpen)
      .accessibilityActions {
        ForEach(actions.indices, id: \.self) { index in
          Button(actions[index].name, action: actions[index].perform)
        }
      }
    }
  }
#endif
