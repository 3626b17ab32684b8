/// One tab of an accessible tab bar (seed 004's custom tab bar): its title, its icon, and the value selecting it
/// sets, with what VoiceOver reads for it.
public struct TabBarItem<Value: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The tab's title, shown under the icon and read by VoiceOver, without the word "tab": VoiceOver says it.
  public let title: String
  /// The SF Symbol shown above the title.
  public let systemImage: String
  /// The selection this tab stands for.
  public let value: Value

  /// A tab titled `title` with the `systemImage` icon that selects `value`.
  public init(_ title: String, systemImage: String, value: Value) {
    self.title = title
    self.systemImage = systemImage
    self.value = value
  }

  /// Identifies the tab by its value.
  public var id: Value { value }

  /// Whether this tab is the one `selection` selects.
  public func isSelected(by selection: Value) -> Bool { selection == value }

  /// The tab button's traits when `selection` is the bar's selection: a button, and selected when it is this tab,
  /// so VoiceOver reads "Trips, selected, tab, 1 of 3" without the label saying so (seed 004 puts "tab" and
  /// "selected" in the label, which VoiceOver then reads twice).
  public func traits(selection: Value) -> [VoiceOverTrait] {
    isSelected(by: selection) ? [.button, .selected] : [.button]
  }

  /// The tab's color: the accent when selected, secondary text otherwise. Color is not all that marks the
  /// selected tab: CurbcutUI also fills its symbol.
  public func color(selection: Value) -> SemanticColor {
    isSelected(by: selection) ? .accentText : .textSecondary
  }
}

/// What the tab bar as a whole needs: its container trait and its Dynamic Type clamp.
public enum TabBarAccessibility {
  /// The bar's container traits: a tab bar, so VoiceOver announces each button as a tab with its position.
  public static let containerTraits: [VoiceOverTrait] = [.tabBar]

  /// The text sizes the bar's labels follow: `large...accessibility3` (seed 004). The bar stays on screen while
  /// content scrolls under it, so it cannot grow without limit; at `accessibility3` its 12 pt caption titles are 29 pt,
  /// 241 % of their default size (WCAG 1.4.4 asks for 200 %), and beyond it the Large Content Viewer shows a tab's
  /// title and icon enlarged when the person touches and holds it.
  public static let dynamicTypeRange = DynamicTypeRange(.large ... .accessibility3)

  /// The text style tab titles are set in.
  public static let titleStyle = TextStyle.caption1
}
