import CurbcutReporting

/// A report with a bit of everything a reporter must handle: severities, a fix, paths with spaces and
/// non-ASCII characters, text that needs escaping, an input problem and a stale baseline entry.
enum SampleReport {
  static let iconRule = RuleDescription(
    id: "icon_only_control_label", name: "Icon-only control label", impact: .critical,
    impactDescription: "A VoiceOver user hears only 'button'", wcag: ["4.1.2", "1.1.1"], tags: ["voiceover", "labels"],
    rationale: "VoiceOver reads an icon-only control by its label. Give the control an `.accessibilityLabel(...)`.",
    triggering: [
      Example(
        "Button(action: share) { 1️⃣Image(systemName: \"square.and.arrow.up\") }", expect: ["1️⃣": FindingMessage("m")])
    ],
    nonTriggering: [Example("Button(\"Share\", systemImage: \"square.and.arrow.up\", action: share)")])

  static let labelRule = RuleDescription(
    id: "label_includes_type", name: "Label includes type", impact: .medium,
    impactDescription: "VoiceOver says the type twice", wcag: ["2.4.6"], tags: ["voiceover"],
    rationale: "VoiceOver announces an element's traits after its label.", defaultSeverity: .warning,
    triggering: [Example("x.accessibilityLabel(1️⃣\"Submit button\")", expect: ["1️⃣": FindingMessage("m")])],
    nonTriggering: [Example("x.accessibilityLabel(\"Submit\")")])

  static func path(_ relative: String) -> SourcePath {
    SourcePath(display: "App/" + relative, relative: relative)
  }

  static let report = Report(
    findings: [
      Finding(
        ruleID: "label_includes_type", severity: .error, impact: .medium,
        message: "Accessibility label 'Submit button' includes 'button', which VoiceOver announces already",
        span: SourceSpan(
          path: path("Sources/Checkout.swift"), start: .init(line: 4, column: 47), end: .init(line: 4, column: 62)),
        sourceLine: "Button(\"Submit\") { }.accessibilityLabel(\"Submit button\")",
        fix: Fix(
          summary: "Remove 'button' from the label",
          edits: [
            TextEdit(
              utf8Range: 120..<127, start: .init(line: 4, column: 54), end: .init(line: 4, column: 61), replacement: "")
          ])),
      Finding(
        ruleID: "icon_only_control_label", severity: .warning, impact: .critical,
        message: "Icon-only 'Button' has no accessibility label",
        span: SourceSpan(
          path: path("Sources/Profile View.swift"), start: .init(line: 12, column: 9), end: .init(line: 12, column: 49)),
        sourceLine: "Image(systemName: \"square.and.arrow.up\")"),
      Finding(
        ruleID: "icon_only_control_label", severity: .note, impact: .critical,
        message: "Icon-only 'Menu' has <no> label & 100% \"odd\" text, here: see",
        span: SourceSpan(
          path: path("Sources/Écran.swift"), start: .init(line: 3, column: 5), end: .init(line: 5, column: 2)),
        sourceLine: "Image(systemName: \"ellipsis\")"),
    ],
    rules: [iconRule, labelRule],
    problems: [
      InputProblem(
        path: path("Sources/Broken.swift"), message: "looks binary (a NUL byte at offset 4); not Swift source text")
    ],
    staleBaselineEntries: [
      BaselineEntry(
        key: FindingKey(rule: "image_label", path: "Sources/Old.swift", text: "Image(\"old\")", occurrence: 0), line: 7,
        message: "Image 'old' has no accessibility label; label it, or hide it if it is decorative")
    ],
    filesChecked: 3)
}
