import CurbcutReporting
import Testing

@testable import CurbcutLint

@Suite struct SuppressionTests {
  private func lint(_ source: String) -> [String] {
    Linter.everyRule.lint(
      SourceText(bytes: Array(source.utf8)), path: SourcePath(display: "F.swift", relative: "F.swift")
    )
    .findings.map { "\($0.span.start.line) \($0.ruleID)" }
  }

  @Test func disableAndEnableMarkARegion() {
    let findings = lint(
      """
      Image("a")
      // curbcut:disable image_label - hero art, labelled by the card
      Image("b")
      Image("c")
      // curbcut:enable image_label
      Image("d")
      """)
    #expect(findings == ["1 image_label", "6 image_label"])
  }

  @Test func disableNextAndThisCoverOneLine() {
    let findings = lint(
      """
      // curbcut:disable:next image_label
      Image("a")
      Image("b")
      Image("c") // curbcut:disable:this image_label
      /* curbcut:disable:next image_label, fixed_font_size */
      Label { Text("d").font(.system(size: 9)) } icon: { Image("d") }; Image("e")
      """)
    #expect(findings == ["3 image_label"])
  }

  /// SwiftLint's `disable:previous`, which its users write out of habit.
  @Test func disablePreviousCoversTheLineAbove() {
    let findings = lint(
      """
      Image("a")
      // curbcut:disable:previous image_label
      Image("b")
      // curbcut:disable:previous fixed_font_size
      """)
    #expect(findings == ["3 image_label", "4 superfluous_disable_command"])
  }

  /// SwiftUI code is written one modifier per line: a comment above a view covers the whole expression, one above a
  /// modifier covers that modifier's call, and one above a declaration with a body covers only its first line.
  @Test func disableNextCoversTheWholeViewExpressionOrModifierBelowIt() {
    let findings = lint(
      """
      struct Card: View {
        // curbcut:disable:next image_label, fixed_font_size
        var body: some View {
          Image("a")
          VStack {
            // curbcut:disable:next icon_only_control_label
            Button(action: share) {
              Image("b")
            }
            .overlay(
              Text("New").font(.system(size: 9)))
            Text("c")
              // curbcut:disable:next fixed_font_size
              .font(
                .system(size: 9))
              .overlay(Image("d"))
          }
          // curbcut:disable:next image_label
          Image("e"); Image("f")
          Image("g")
        }
      }
      """)
    #expect(
      findings == [
        "2 superfluous_disable_command", "2 superfluous_disable_command", "4 image_label", "11 fixed_font_size",
        "16 image_label", "20 image_label",
      ])
  }

  @Test func allDisablesEveryRuleAndEnableCanReopenOne() {
    let findings = lint(
      """
      // curbcut:disable all
      Image("a"); Text("a").font(.system(size: 9))
      // curbcut:enable fixed_font_size
      Image("b"); Text("b").font(.system(size: 9))
      """)
    #expect(findings == ["4 fixed_font_size"])
  }

  @Test func commandsMustStartTheComment() {
    let findings = lint(
      """
      // // curbcut:disable:next image_label
      Image("a")
      /// curbcut:disable:next image_label
      Image("b")
      """)
    #expect(findings == ["2 image_label", "4 image_label"])
  }

  @Test func superfluousMistypedAndMalformedCommandsAreReported() {
    let findings = lint(
      """
      // curbcut:disable:next image_label
      Text("fine")
      // curbcut:disable:next imag_label
      Image("a")
      // curbcut:disable:next
      // curbcut:dissable image_label
      // curbcut:enable fixed_font_size
      """)
    #expect(
      findings == [
        "1 superfluous_disable_command", "3 superfluous_disable_command", "4 image_label",
        "5 superfluous_disable_command", "6 superfluous_disable_command", "7 superfluous_disable_command",
      ])
  }

  @Test func commandsForRulesThatDidNotRunAreNotJudged() {
    let linter = Linter(ruleSet: RuleSet([ConfiguredRule(SuperfluousDisableCommandRule())]))
    let findings = linter.lint(
      SourceText(bytes: Array("// curbcut:disable:next image_label\nText(\"x\")\n".utf8)),
      path: SourcePath(display: "F.swift", relative: "F.swift")
    ).findings
    #expect(findings.isEmpty)
  }

  @Test func superfluousDisableCommandCanItselfBeDisabled() {
    let findings = lint(
      """
      // curbcut:disable superfluous_disable_command - kept while the screen is rebuilt
      // curbcut:disable:next image_label
      Text("fine")
      """)
    #expect(findings.isEmpty)
  }

  @Test func aReasonIsKept() throws {
    let comment = try #require(
      SuppressionComment(comment: "// curbcut:disable a, b - legacy screen, see #12", line: 3, start: 10))
    #expect(comment.action == .disable)
    #expect(comment.ruleIDs == ["a", "b"])
    #expect(comment.reason == "legacy screen, see #12")
    #expect(comment.problem == nil)
    #expect(SuppressionComment(comment: "// a comment about curbcut: the tool", line: 1, start: 0) == nil)
  }
}
