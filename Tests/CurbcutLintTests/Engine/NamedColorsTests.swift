import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutLint

@Suite struct NamedColorsTests {
  private let white40 = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.4)

  @Test func aColorSetIsFoundByItsNameAndByTheSymbolXcodeGeneratesForIt() {
    #expect(NamedColors.symbols(for: "text-primary") == ["textPrimary"])
    #expect(NamedColors.symbols(for: "Text Primary") == ["textPrimary"])
    #expect(NamedColors.symbols(for: "brandColor") == ["brandColor", "brand"])
    #expect(NamedColors.symbols(for: "Color") == ["color"])
    let colors = NamedColors([("Text Primary", [.light: .black, .dark: .white])])
    #expect(colors.color(named: "Text Primary")?[.dark] == .white)
    #expect(colors.color(named: "textPrimary")?[.light] == .black)
    #expect(colors.color(named: "textSecondary") == nil)
  }

  @Test func aNameTwoColorSetsGiveIsLeftOut() {
    let colors = NamedColors([("accent", [.light: .black]), ("Accent", [.light: .white])])
    #expect(colors.color(named: "accent") == nil)
    #expect(colors.color(named: "Accent")?[.light] == .white)
  }

  /// `literal_contrast` reads the colors of the catalogs as it reads colors written in code, by every name Swift
  /// code gives a color set.
  @Test func theContrastRuleReadsTheCatalogsColors() {
    var linter = Linter(ruleSet: RuleSet([ConfiguredRule(LiteralContrastRule())]))
    linter.namedColors = NamedColors([
      ("textTertiary", [.light: white40, .dark: white40]),
      ("surfacePrimary", [.light: .black, .dark: .black]),
      ("textPrimary", [.light: .white, .dark: .white]),
    ])
    let source = """
      Text("Updated").foregroundStyle(Color("textTertiary")).background(Color("surfacePrimary"))
      Text("Updated").foregroundStyle(.textTertiary).background(Color(.surfacePrimary))
      Text("Updated").foregroundStyle(Color.textPrimary).background(Color("surfacePrimary"))
      Text("Updated").foregroundStyle(Color("unknown")).background(Color("surfacePrimary"))
      """
    let findings = linter.lint(
      SourceText(bytes: Array(source.utf8)), path: SourcePath(display: "F.swift", relative: "F.swift")
    ).findings
    #expect(findings.map(\.span.start.line) == [1, 2])
    #expect(findings.first?.message.contains("3.65:1 in light") == true)
  }
}
