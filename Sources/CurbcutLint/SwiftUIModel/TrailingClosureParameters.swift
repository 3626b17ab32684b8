/// Which parameter an unlabeled trailing closure binds to. SwiftUI's initializers differ: in
/// `Button(action: save) { Image(...) }` the closure is the label, in `Button("Save") { save() }` the action.
enum TrailingClosureParameters {
  /// Controls whose unlabeled trailing closure is always their label.
  private static let labelledControls: Set<String> = [
    "Link", "ShareLink", "Toggle", "Stepper", "Slider", "PhotosPicker", "ColorPicker", "DatePicker", "Gauge",
    "ProgressView", "LabeledContent",
  ]

  /// The parameter for a view initializer named `view`, given which labels the call writes and whether the
  /// closure takes parameters: a slider's or stepper's closure that does (`{ editing in ... }`) is its
  /// `onEditingChanged`, never its label.
  static func parameter(
    forView view: String?, writesLabel: (String) -> Bool, closureTakesParameters: Bool
  )
    -> String
  {
    switch view {
    case let view? where closureTakesParameters && (view == "Slider" || view == "Stepper"):
      "onEditingChanged"
    case "Button":
      writesLabel("action") ? "label" : "action"
    case "NavigationLink":
      writesLabel("destination") || writesLabel("value") ? "label" : "destination"
    case "Label":
      "title"
    case let view? where labelledControls.contains(view):
      "label"
    default:
      "content"
    }
  }
}
