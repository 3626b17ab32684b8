/// SwiftUI's own view types that take other views as arguments, whose roles the model names. A view
/// given as a labelled argument to any other type (a custom component or a style) is placed by code
/// this file does not show.
enum SwiftUIViews {
  /// Types of SwiftUI and Foundation that a view model meets as initializer calls, which are never a
  /// project's own view types (see ``ViewUseFacts``).
  static let system = NameSet(
    names.union([
      "Text", "Image", "AsyncImage", "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle",
      "UnevenRoundedRectangle", "Capsule", "Ellipse", "Path", "EmptyView", "TextField", "SecureField", "TextEditor",
      "Slider", "Stepper", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "Canvas", "TimelineView", "Chart",
      "Table", "Font", "Binding", "State", "Task", "UUID", "Date", "URL", "Data", "String", "Int", "Double", "CGFloat",
      "CGSize", "CGPoint", "CGRect", "UIImage", "NSImage", "UIColor", "UIFont", "Array", "Set", "Dictionary",
      "Optional", "Result", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Animation",
      "AnyTransition", "Angle", "EdgeInsets", "GridItem", "Locale", "Calendar", "DateFormatter", "NumberFormatter",
      "AttributedString", "LocalizedStringKey", "Namespace", "DispatchQueue",
    ]))

  /// SwiftUI's plain shapes, drawn whole within their frame: what an app draws dots, badges and tap areas with.
  static let plainShapes: Set<String> = ["Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle"]

  /// The text fields named by their title (a `TextEditor` takes none).
  static let titledTextFields: NameSet = ["TextField", "SecureField"]

  /// The style protocols of buttons, whose body is a button as VoiceOver reads it.
  static let buttonStyles = NameSet(buttonStyleNames)
  /// The style protocols whose body draws a control's label, read as part of the control.
  static let controlStyles = NameSet(buttonStyleNames + ["ToggleStyle", "LabelStyle", "MenuStyle"])
  private static let buttonStyleNames = ["ButtonStyle", "PrimitiveButtonStyle"]
  /// SwiftUI's `View` protocol, for ``TypeDeclaration/conforms(to:)``.
  static let viewProtocol: NameSet = ["View"]

  static let names: Set<String> = [
    "AnyView", "Button", "ControlGroup", "DisclosureGroup", "Form", "ForEach", "GeometryReader", "Grid", "GridRow",
    "Group", "GroupBox", "HStack", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "Link", "List", "Menu", "NavigationLink", "NavigationSplitView", "NavigationStack", "NavigationView", "Picker",
    "ScrollView", "ScrollViewReader", "Section", "ShareLink", "Tab", "TabView", "Toggle", "ToolbarItem",
    "ToolbarItemGroup", "ViewThatFits", "VStack", "ZStack",
  ]
}

extension String {
  /// Whether the name is an Apple framework's (`UIButton`, `NSNumber`, `CGRect`, `CAShapeLayer`): two capitals of a
  /// framework prefix, then a capital.
  var hasAppleFrameworkPrefix: Bool {
    // Read as bytes: it is asked of most views' names, and comparing characters cost thousands of instructions.
    var bytes = utf8.makeIterator()
    guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(),
      Self.appleFrameworkPrefixes.contains(where: { $0 == (first, second) })
    else { return false }
    guard third >= 0x80 else { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(third) }
    // Beyond ASCII, a combining mark may join the second letter: read characters.
    return dropFirst(2).first?.isUppercase == true && prefix(2).utf8.count == 2
  }

  private static let appleFrameworkPrefixes: [(UInt8, UInt8)] = ["UI", "NS", "CG", "CA", "MK", "AV", "SK", "WK"].map {
    let bytes = Array($0.utf8)
    return (bytes[0], bytes[1])
  }
}
