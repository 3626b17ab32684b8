/// Who made a report: the name, version and home of the tool, as reports and SARIF name them.
public enum ToolInfo {
  public static let name = "curbcut"
  public static let version = "0.2.0"
  public static let informationURI = "https://github.com/curbcut/curbcut"

  /// Where a rule's documentation lives: its entry in the README's rule catalogue.
  public static func helpURI(forRule id: String) -> String {
    "\(informationURI)/blob/main/README.md#\(id)"
  }
}
