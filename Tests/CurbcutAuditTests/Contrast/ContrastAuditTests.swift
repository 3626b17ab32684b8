import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutAudit

struct ContrastAuditTests {
  private func palette(_ text: String) throws -> Palette {
    let tokens = DesignTokenPalette(files: [try Fixtures.tokens(text)])
    #expect(tokens.problems.isEmpty)
    return tokens.palette
  }

  private func name(_ text: String, line: Int = 3) -> ConfiguredName {
    ConfiguredName(
      text,
      at: InputLocation(
        file: Fixtures.path(".curbcut.yml"), start: SourcePosition(line: line, column: 7), path: "contrast.pairs[0]"))
  }

  private func rows(_ audit: ContrastAudit) -> [String] {
    audit.pairs.indices.flatMap { index in
      audit.evaluations(ofPair: index).map {
        "\($0.foregroundName) on \($0.backgroundName) \($0.appearance.rawValue) \($0.verdict.ratio)"
      }
    }
  }

  @Test(arguments: [
    ("color.text.primary", ColorRole.foreground(.normalText)), ("Text/Primary", .foreground(.normalText)),
    ("textTertiary", .foreground(.normalText)), ("label-secondary", .foreground(.normalText)),
    ("onSurfaceForeground", .foreground(.normalText)), ("icon.muted", .foreground(.nonText)),
    ("surfaceElevated", .background), ("color.background.primary", .background), ("fill_tertiary", .background),
    ("surface.text", .foreground(.normalText)), ("text.background", .background),
  ])
  func theLastRoleWordOfANameDecides(name: String, role: ColorRole) {
    #expect(ColorRole(name: name) == role)
  }

  @Test(arguments: ["Brand/Primary", "signalPrimary", "textual", "context", "iconography"])
  func namesWithoutARoleWordHaveNone(name: String) {
    #expect(ColorRole(name: name) == nil)
  }

  @Test func withoutPairsEveryForegroundMeetsEveryBackground() throws {
    let palette = try palette(
      ##"{"$type": "color", "text": {"$value": "#000000"}, "icon": {"$value": "#777777"}, "brand": {"$value": "#FF0000"}, "surface": {"$value": "#FFFFFF"}, "fill": {"$value": "#EEEEEE"}}"##
    )
    let audit = ContrastAudit(palettes: [palette], selection: .specified([]), settings: ContrastSettings())
    #expect(
      audit.pairs.map { "\(palette.colors[$0.foreground].name)/\(palette.colors[$0.background].name)/\($0.kind)" } == [
        "text/surface/normalText", "text/fill/normalText", "icon/surface/nonText", "icon/fill/nonText",
      ])
  }

  @Test func allPairsIsTheFullMatrix() throws {
    let palette = try palette(
      ##"{"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#FFF"}, "c": {"$value": "#777"}}"##)
    let audit = ContrastAudit(palettes: [palette, palette], selection: .allPairs, settings: ContrastSettings())
    #expect(audit.pairs.count == 12)
    #expect(audit.counts.checked == 48)
  }

  @Test func aTranslucentForegroundIsCompositedOverItsBackground() throws {
    let palette = try palette(
      ##"{"$type": "color", "text": {"$value": "#FFFFFF66"}, "surface": {"$value": "#000000"}}"##)
    let audit = ContrastAudit(palettes: [palette], selection: .specified([]), settings: ContrastSettings())
    let evaluation = try #require(audit.evaluation(ofPair: 0, in: .dark))
    #expect(evaluation.verdict.ratio.description == "3.65:1")
    #expect(evaluation.renderedForeground.hex == "#666666")
    #expect(evaluation.suggestion?.minimumOpacity == 0.46)
    #expect(audit.fails(pair: 0, in: .dark))
  }

  @Test func aTranslucentBackgroundLiesOnItsConfiguredBaseOrOnSystemBackground() throws {
    let palette = try palette(
      ##"{"$type": "color", "text": {"$value": "#FFFFFF66"}, "surface": {"base": {"$value": "#000000"}, "elevated": {"$value": "#FFFFFF1A"}}}"##
    )
    var settings = ContrastSettings()
    settings.pairs = [
      ContrastPairSpecification(foregrounds: [name("text")], backgrounds: [name("surface.elevated")], kind: .normalText)
    ]
    let unlayered = ContrastAudit(palettes: [palette], selection: .specified(settings.pairs), settings: settings)
    // Without a base, white at 0.10 lies on systemBackground: white in light mode, black in dark mode.
    #expect(unlayered.evaluation(ofPair: 0, in: .light)?.opaqueBackground.hex == "#FFFFFF")
    #expect(unlayered.evaluation(ofPair: 0, in: .dark)?.opaqueBackground.hex == "#1A1A1A")
    settings.bases = [LayerBase(layer: name("surface.elevated"), base: name("surface.base"))]
    let layered = ContrastAudit(palettes: [palette], selection: .specified(settings.pairs), settings: settings)
    #expect(layered.evaluation(ofPair: 0, in: .light)?.opaqueBackground.hex == "#1A1A1A")
    #expect(layered.evaluation(ofPair: 0, in: .light)?.verdict.ratio.description == "3.80:1")
  }

  @Test func stackedLayersCompositeFromTheBottomUpAndACycleIsReported() throws {
    let palette = try palette(
      ##"{"$type": "color", "text": {"$value": "#FFFFFF"}, "a": {"$value": "#FFFFFF1A"}, "b": {"$value": "#FFFFFF1A"}, "c": {"$value": "#0000FF80"}}"##
    )
    var settings = ContrastSettings()
    settings.pairs = [
      ContrastPairSpecification(foregrounds: [name("text")], backgrounds: [name("a")], kind: .largeText)
    ]
    settings.bases = [
      LayerBase(layer: name("a"), base: name("b")), LayerBase(layer: name("b"), base: name("systemGray6")),
    ]
    let stacked = ContrastAudit(palettes: [palette], selection: .specified(settings.pairs), settings: settings)
    let layer = SRGBColor.white.withAlpha(26 / 255)
    let expected = layer.composited(over: layer.composited(over: SystemColor.systemGray6.color(in: .dark)))
    #expect(stacked.evaluation(ofPair: 0, in: .dark)?.opaqueBackground.hex == expected.hex)
    #expect(stacked.problems.isEmpty)

    settings.bases = [
      LayerBase(layer: name("a"), base: name("b")), LayerBase(layer: name("b"), base: name("a", line: 9)),
    ]
    let cyclic = ContrastAudit(palettes: [palette], selection: .specified(settings.pairs), settings: settings)
    #expect(
      cyclic.problems.map(\.message) == [
        "Bases form a cycle 'a' → 'b' → 'a': expected the last layer to lie on an opaque color; 'systemBackground' is "
          + "used instead"
      ])
    #expect(cyclic.problems.map(\.line) == [9])
  }

  @Test func systemColorsSitOnEitherSideOfAPair() throws {
    let palette = try palette(##"{"$type": "color", "brand": {"$value": "#0A84FF"}}"##)
    let settings = ContrastSettings()
    let specifications = [
      ContrastPairSpecification(
        foregrounds: [name("brand")], backgrounds: [name("systemBackground")], kind: .normalText),
      ContrastPairSpecification(
        foregrounds: [name("secondaryLabel")], backgrounds: [name("systemBackground")], kind: .normalText),
    ]
    let audit = ContrastAudit(palettes: [palette], selection: .specified(specifications), settings: settings)
    #expect(audit.palettes.map(\.title) == ["Design tokens", "System colors"])
    #expect(
      rows(audit) == [
        "brand on systemBackground light 3.64:1", "brand on systemBackground dark 5.75:1",
        "brand on systemBackground light-high-contrast 3.64:1", "brand on systemBackground dark-high-contrast 5.75:1",
        "secondaryLabel on systemBackground light 3.43:1", "secondaryLabel on systemBackground dark 6.36:1",
        "secondaryLabel on systemBackground light-high-contrast 4.22:1",
        "secondaryLabel on systemBackground dark-high-contrast 8.02:1",
      ])
  }

  @Test func aPairNamingAnUnknownColorIsReportedWhereItIsWritten() throws {
    let palette = try palette(
      ##"{"$type": "color", "text": {"primary": {"$value": "#000"}}, "surface": {"$value": "#FFF"}}"##)
    let specification = ContrastPairSpecification(
      foregrounds: [name("text.primery", line: 4)], backgrounds: [name("surface")], kind: .normalText)
    let audit = ContrastAudit(palettes: [palette], selection: .specified([specification]), settings: ContrastSettings())
    #expect(audit.pairs.isEmpty)
    #expect(
      audit.problems == [
        InputProblem(
          path: Fixtures.path(".curbcut.yml"), line: 4, location: "contrast.pairs[0]",
          message: "'text.primery' is not a color of the audited catalogs or token files, nor a system color; did you "
            + "mean 'text.primary'?")
      ])
  }

  @Test func aPairAcrossPalettesIsReportedNotChecked() throws {
    let catalogLike = Palette(
      title: "Assets.xcassets",
      colors: [
        PaletteColor(name: "ink", variants: [.light: ColorVariant(color: .black, location: nil, sourceLine: "")])
      ])
    let tokens = try palette(##"{"$type": "color", "paper": {"$value": "#FFFFFF"}}"##)
    let specification = ContrastPairSpecification(
      foregrounds: [name("ink")], backgrounds: [name("paper")], kind: .normalText)
    let audit = ContrastAudit(
      palettes: [catalogLike, tokens], selection: .specified([specification, specification]),
      settings: ContrastSettings())
    #expect(audit.pairs.isEmpty)
    #expect(
      audit.problems.map(\.message) == [
        "'ink' and 'paper' are not defined together in one catalog or in the design tokens: pairs are checked within "
          + "one palette"
      ])
  }

  @Test func aColorMissingInAnAppearanceIsNotCheckedThere() throws {
    let base = try Fixtures.tokens(##"{"$type": "color", "surface": {"$value": "#FFFFFF"}}"##, name: "base.tokens.json")
    let dark = try Fixtures.tokens(##"{"$type": "color", "text": {"$value": "#000000"}}"##, name: "dark.tokens.json")
    let tokens = DesignTokenPalette(layers: [
      .light: [base], .dark: [base, dark], .lightHighContrast: [base], .darkHighContrast: [base, dark],
    ])
    let audit = ContrastAudit(palettes: [tokens.palette], selection: .specified([]), settings: ContrastSettings())
    #expect(audit.evaluations(ofPair: 0).map(\.appearance) == [.dark, .darkHighContrast])
    #expect(audit.counts.checked == 2)
  }

  @Test func theAlgorithmDecidesWhatFails() throws {
    // White at 0.6 on black passes WCAG AA (7.37:1) but not APCA's body text (Lc -47.2).
    let palette = try palette(
      ##"{"$type": "color", "text": {"$value": "#FFFFFF99"}, "surface": {"$value": "#000000"}}"##)
    var settings = ContrastSettings()
    for (algorithm, fails) in [(ContrastAlgorithm.wcag2, false), (.apca, true), (.both, true)] {
      settings.algorithm = algorithm
      let audit = ContrastAudit(palettes: [palette], selection: .specified([]), settings: settings)
      #expect(audit.fails(pair: 0, in: .light) == fails, "\(algorithm)")
      #expect(audit.evaluation(ofPair: 0, in: .light)?.passes == !fails)
    }
  }

  @Test func measuringInParallelGivesTheSameResults() throws {
    let colors = (0..<60).map { index in
      let byte = String(format: "%02X", index * 4)
      return
        "\"c\(index)\": {\"$value\": \"#\(byte)\(byte)\(index % 2 == 0 ? "FF" : "80")\(index % 3 == 0 ? "99" : "")\"}"
    }
    let palette = try palette("{\"$type\": \"color\", " + colors.joined(separator: ", ") + "}")
    let serial = ContrastAudit(palettes: [palette], selection: .allPairs, settings: ContrastSettings(), jobs: 1)
    let parallel = ContrastAudit(palettes: [palette], selection: .allPairs, settings: ContrastSettings(), jobs: 4)
    #expect(serial.pairs.count == 60 * 59)
    #expect(rows(serial) == rows(parallel))
  }
}
