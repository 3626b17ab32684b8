extension DecodingError {
  /// The coding path and what was wrong, e.g. `findings[3].rule: expected a string`.
  public var readableDescription: String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
      return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "(top level)" : text)
    }
    switch self {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(type), found nothing"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(self)"
    }
  }
}
