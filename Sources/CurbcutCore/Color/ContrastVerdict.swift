/// A contrast ratio judged by WCAG and by Apple's HIG, which disagree only on small bold text.
public struct ContrastVerdict: Hashable, Sendable {
  /// The measured ratio.
  public let ratio: ContrastRatio
  /// What WCAG 2.x requires of this kind of content.
  public let wcag: ContrastRequirement
  /// What Apple's HIG requires of it.
  public let hig: ContrastRequirement

  /// Judges `ratio` for `kind` at `level`.
  public init(ratio: ContrastRatio, kind: ContentKind, level: ConformanceLevel) {
    self.ratio = ratio
    wcag = .wcag(kind, level: level)
    hig = .appleHIG(kind, level: level)
  }

  /// Whether the ratio meets WCAG.
  public var passesWCAG: Bool { wcag.isMet(by: ratio) }
  /// Whether the ratio meets the HIG.
  public var passesHIG: Bool { hig.isMet(by: ratio) }
  /// Whether one passes and the other fails, so a report shows both.
  public var guidelinesDisagree: Bool { passesWCAG != passesHIG }
}
