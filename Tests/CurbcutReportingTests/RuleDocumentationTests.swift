import CurbcutReporting
import Testing

@Suite struct RuleDocumentationTests {
  @Test func seedFormatHasFrontMatterAndExamplesWithoutMarkers() {
    let text = RuleDocumentation.seedFormat(SampleReport.iconRule)
    #expect(text.hasPrefix("---\ntitle: Icon-only control label\nid: icon_only_control_label\nimpact: CRITICAL\n"))
    #expect(
      text.contains(
        "impactDescription: A VoiceOver user hears only 'button'\ntags: voiceover, labels, wcag-4.1.2, wcag-1.1.1\n---")
    )
    #expect(
      text.contains(
        "**Incorrect:**\n\n```swift\nButton(action: share) { Image(systemName: \"square.and.arrow.up\") }\n```"))
    #expect(text.contains("**Correct:**"))
    #expect(!text.contains("1️⃣"))
  }

  /// An example that pins down an edge of a rule may stay out of the documentation; it says why.
  @Test func anUndocumentedExampleIsLeftOutOfBothFormats() {
    let rule = RuleDescription(
      id: "sample", name: "Sample", impact: .low, impactDescription: "d", wcag: [], tags: [], rationale: "r",
      triggering: [
        Example("edgeCase()", undocumented: "an edge of the parser, not a lesson"), Example("teachingCase()"),
      ],
      nonTriggering: [Example("quietEdge()", undocumented: "an edge"), Example("quietCase()")])
    let documentation = RuleDocumentation.seedFormat(rule) + RuleDocumentation.catalogue([rule])
    #expect(documentation.contains("teachingCase()") && documentation.contains("quietCase()"))
    #expect(!documentation.contains("edgeCase()") && !documentation.contains("quietEdge()"))
  }

  @Test func nameSuggestionsFindLikelyTypos() {
    #expect(
      NameSuggestion.closest(to: "fixed_font_sise", among: ["fixed_font_size", "image_label"]) == "fixed_font_size")
    #expect(NameSuggestion.closest(to: "banana", among: ["fixed_font_size", "image_label"]) == nil)
    #expect(NameSuggestion.hint(for: "imagelabel", among: ["image_label"]) == "; did you mean 'image_label'?")
  }
}
