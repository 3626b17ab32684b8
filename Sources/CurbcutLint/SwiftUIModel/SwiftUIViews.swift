/// SwiftUI's own view types that take other views as arguments, whose roles the model names. A view
/// given as a labelled argument to any other type (a custom component or a style) is placed by code
/// this file does not show.
enum SwiftUIViews {
  static let names: Set<String> = [
    "AnyView", "Button", "ControlGroup", "DisclosureGroup", "Form", "ForEach", "GeometryReader", "Grid", "GridRow",
    "Group", "GroupBox", "HStack", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "Link", "List", "Menu", "NavigationLink", "NavigationSplitView", "NavigationStack", "NavigationView", "Picker",
    "ScrollView", "Section", "ShareLink", "TabView", "Toggle", "ViewThatFits", "VStack", "ZStack",
  ]
}
