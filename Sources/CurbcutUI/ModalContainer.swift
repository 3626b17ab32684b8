#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// The root of a modal presentation (seed 004): a titled panel with a close button, marked modal so VoiceOver stays
  /// inside it, with its title a header and VoiceOver's two-finger scrub (the escape gesture) closing it.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsFilters) {
  ///   ModalContainer(title: "Filters", onDismiss: { showsFilters = false }) { FiltersForm() }
  /// }
  /// ```
  public struct ModalContainer<Content: View>: View {
    private let title: LocalizedStringResource
    private let onDismiss: @MainActor () -> Void
    private let content: Content
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// A modal titled `title` showing `content`, closed by `onDismiss`.
    public init(
      title: LocalizedStringResource, onDismiss: @escaping @MainActor () -> Void, @ViewBuilder content: () -> Content
    ) {
      self.title = title
      self.onDismiss = onDismiss
      self.content = content()
    }

    /// The header row over the content, as one modal container.
    public var body: some View {
      VStack(alignment: .leading, spacing: Spacing.md.points(at: dynamicTypeSize, displayScale: displayScale)) {
        HStack {
          Text(title)
            .typography(ModalAccessibility.titleStyle)
            .foregroundStyle(DesignColor(.textPrimary))
            .accessibilityAddTraits(AccessibilityTraits(ModalAccessibility.titleTraits))
          Spacer()
          // The 44 pt frame is inside the label: SwiftUI hit-tests a button by what its label draws.
          Button(action: onDismiss) {
            Label {
              Text(ModalAccessibility.closeLabel.localized(in: locale))
            } icon: {
              Image(systemName: ModalAccessibility.closeImage)
            }
            .labelStyle(.iconOnly)
            .frame(minWidth: CGFloat(HitTarget.minimum), minHeight: CGFloat(HitTarget.minimum))
            .contentShape(Rectangle())
          }
          .foregroundStyle(DesignColor(.accentText))
        }
        content
      }
      .padding(Spacing.lg.points(at: dynamicTypeSize, displayScale: displayScale))
      .background(DesignColor(.surfacePrimary))
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(AccessibilityTraits(ModalAccessibility.containerTraits))
      .accessibilityAction(.escape) { onDismiss() }
    }
  }
#endif
