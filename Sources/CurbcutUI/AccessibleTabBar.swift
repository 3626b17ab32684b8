#if canImport(SwiftUI)
  import CurbcutCore
  import SwiftUI

  /// A custom tab bar that VoiceOver reads like the system's (seed 004): a tab bar container whose buttons are
  /// labelled by their titles and marked selected, with its text clamped to `large...accessibility3` and each tab
  /// shown enlarged by the Large Content Viewer when touched and held at the largest sizes.
  ///
  /// Each item's title is looked up in the app's String Catalog, as SwiftUI looks up a `Text` written with a string
  /// literal, and shown as it is where the catalog has no such key.
  ///
  /// ```swift
  /// AccessibleTabBar(selection: $tab, items: [
  ///   TabBarItem("Trips", systemImage: "airplane", value: Tab.trips),
  ///   TabBarItem("Profile", systemImage: "person.crop.circle", value: Tab.profile),
  /// ])
  /// ```
  public struct AccessibleTabBar<Value: Hashable & Sendable>: View {
    @Binding private var selection: Value
    private let items: [TabBarItem<Value>]

    /// A bar of `items` that sets `selection`.
    public init(selection: Binding<Value>, items: [TabBarItem<Value>]) {
      _selection = selection
      self.items = items
    }

    /// One button per tab, side by side.
    public var body: some View {
      HStack(spacing: 0) {
        ForEach(items) { item in
          Button {
            selection = item.value
          } label: {
            VStack {
              Image(systemName: item.systemImage)
                .symbolVariant(item.isSelected(by: selection) ? .fill : .none)
                .imageScale(.large)
              Text(LocalizedStringKey(item.title))
                .typography(TabBarAccessibility.titleStyle)
            }
            .frame(maxWidth: .infinity, minHeight: CGFloat(HitTarget.minimum))
            .contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .foregroundStyle(DesignColor(item.color(selection: selection)))
          .accessibilityLabel(Text(LocalizedStringKey(item.title)))
          .accessibilityAddTraits(AccessibilityTraits(item.traits(selection: selection)))
          .accessibilityShowsLargeContentViewer {
            Label {
              Text(LocalizedStringKey(item.title))
            } icon: {
              Image(systemName: item.systemImage)
            }
          }
        }
      }
      .dynamicTypeSize(TabBarAccessibility.dynamicTypeRange.dynamicTypeSizes)
      .background(DesignColor(.surfaceElevated))
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(AccessibilityTraits(TabBarAccessibility.containerTraits))
    }
  }
#endif
