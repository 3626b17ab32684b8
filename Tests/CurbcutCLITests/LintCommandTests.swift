import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@Suite struct LintCommandTests {
  @Test func exitsZeroWhenCleanOneWithFindingsTwoForBadInput() throws {
    let folder = try TemporaryFolder()
    try folder.write("Fine.swift", Sources.clean)
    let clean = curbcut(["lint"], in: folder.path)
    #expect(clean.status == 0)
    #expect(clean.output == "")
    #expect(clean.errors == "No accessibility problems found in 1 file\n")

    try folder.write("Hero.swift", Sources.withFindings)
    let found = curbcut(["lint", "."], in: folder.path)
    #expect(found.status == 1)
    #expect(
      found.output == """
        Hero.swift:3:5: warning: Image 'hero' has no accessibility label; label it, or hide it if it is decorative (image_label)
        Hero.swift:4:45: warning: Accessibility label 'Submit button' includes 'button', which VoiceOver announces already (label_includes_type)

        """)
    #expect(found.errors == "Found 2 warnings in 1 of 2 files\n")

    let missing = curbcut(["lint", "Nowhere"], in: folder.path)
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("Nowhere: error: no such file or directory"))
  }

  @Test func badInputFilesAreReportedAndTheRestIsStillLinted() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    try folder.write("Binary.swift", bytes: [0x00, 0x01, 0x02])
    try folder.write("Latin1.swift", bytes: Array("let s = \"caf".utf8) + [0xE9] + Array("\"".utf8))
    try folder.write("Empty.swift", "")
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.output.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 2)
    #expect(result.errors.contains("Binary.swift: error: looks binary"))
    #expect(result.errors.contains("Latin1.swift:1: error: is not valid UTF-8"))
    #expect(result.errors.contains("Empty.swift: note: file is empty; nothing to lint"))
  }

  /// Labels written as keys are judged by the text the project's string tables give them; a table that cannot be
  /// read is an error naming it, and the Swift files are linted all the same.
  @Test func labelsWrittenAsKeysAreReadFromTheProjectsStringTables() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Player.swift",
      """
      import SwiftUI

      struct Player: View {
        var body: some View {
          Button(action: close) { Image(systemName: "xmark") }.accessibilityLabel("player.close")
          Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("player.share")
          Button(action: next) { Image(systemName: "forward") }.accessibilityLabel("player.next")
        }
      }
      """)
    try folder.write(
      "App/Localizable.xcstrings",
      #"""
      {"sourceLanguage": "en", "strings": {
        "player.close": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Close button"}}}},
        "player.share": {},
        "player.next": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Next episode"}}}}
      }}
      """#)
    let result = curbcut(["lint", "--quiet"], in: folder.path)
    #expect(result.status == 1)
    #expect(
      result.output == """
        App/Player.swift:5:77: warning: Accessibility label 'Close button' (the text of 'player.close') includes 'button', which VoiceOver announces already (label_includes_type)
        App/Player.swift:6:91: warning: Accessibility label key 'player.share' has no text in the project's string tables, so VoiceOver reads the key as it is; write its text (generic_label)

        """)

    try folder.write("App/fr.lproj/Localizable.strings", "not read: French is not the development language")
    try folder.write("App/en.lproj/Localizable.strings", "\"player.back\" = \"Back\"")
    let broken = curbcut(["lint", "--quiet"], in: folder.path)
    #expect(broken.status == 2)
    #expect(broken.output == result.output)
    #expect(
      broken.errors.contains(
        "App/en.lproj/Localizable.strings: error: is not a valid .strings file: Missing ';' on line 1"))
  }

  /// What each rule costs, as SwiftLint's `--benchmark` shows it: the parse, the walk and every enabled rule.
  @Test func benchmarkPrintsTheTimeOfEachPhaseAndRule() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "--benchmark", "--quiet"], in: folder.path)
    #expect(result.status == 1)
    let lines = result.errors.split(separator: "\n").map(String.init)
    #expect(lines.first == "Time by phase and rule, summed over files and threads:")
    let phases = Set(lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) })
    #expect(
      phases == [
        "parse", "model", "project", "fixed_font_size", "icon_only_control_label", "image_label",
        "decorative_image_exposed",
        "label_includes_type", "generic_label", "control_label", "text_field_label", "placeholder_as_label",
        "custom_shape_label", "state_symbol_label", "hint_style", "tap_gesture_trait", "hidden_control",
        "combine_hides_actions", "modal_trait", "adjustable_without_value", "custom_control_state",
        "input_content_type", "header_trait", "gesture_alternative", "orientation_lock", "input_context_change",
        "timed_dismissal", "group_label", "line_limit_truncation", "reduce_motion_animation", "autoplay_reduce_motion",
        "color_only_state", "button_style_accessibility", "hit_target_size",
        "variant_missing_accessibility",
        "literal_contrast",
      ])
    #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("%") })
    #expect(!curbcut(["lint", "--quiet"], in: folder.path).errors.contains("Time by phase"))
  }

  @Test func anInfoPlistUnderTheLintedFolderIsReadForItsOrientations() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Hero.swift", "struct Hero {}\n")
    try folder.write(
      "App/Info.plist",
      """
      <dict>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
      </dict>

      """)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("App/Info.plist:2:3: warning: Locked to portrait"))
    #expect(result.errors.contains("Found 1 warning in 1 of 2 files"))
    // A binary property list is passed over, neither read nor an error.
    try folder.write("App/Widget-Info.plist", bytes: Array("bplist00".utf8) + [0, 0xFF, 0x10])
    #expect(curbcut(["lint"], in: folder.path).errors.contains("Found 1 warning in 1 of 2 files"))
    // With the rule off, the settings are not read, and not counted.
    try folder.write(".curbcut.yml", "disabled_rules: [orientation_lock]\n")
    #expect(curbcut(["lint"], in: folder.path).errors.contains("in 1 file"))
  }

  @Test func failOnDecidesWhichSeveritiesFail() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    #expect(curbcut(["lint", "--fail-on", "error"], in: folder.path).status == 0)
    #expect(curbcut(["lint", "--fail-on", "never"], in: folder.path).status == 0)
    #expect(curbcut(["lint", "--fail-on", "note"], in: folder.path).status == 1)
    let usage = curbcut(["lint", "--fail-on", "sometimes"], in: folder.path)
    #expect(usage.status == 2)
    #expect(usage.errors.contains("sometimes"))
  }

  @Test func usageErrorsExitTwoWithAMessage() throws {
    let folder = try TemporaryFolder()
    for (arguments, message) in [
      (["lint", "--dry-run"], "--dry-run is for --fix"),
      (["lint", "--jobs", "0"], "--jobs must be between 1 and 256, not 0"),
      (["lint", "--only-rule", "image_lable"], "did you mean 'image_label'?"),
      (["lint", "--strict-baseline"], "--strict-baseline needs --baseline FILE"),
      (["lint", "--format", "html5"], "html5"),
      (["frobnicate"], "frobnicate"),
    ] {
      let result = curbcut(arguments, in: folder.path)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
    }
  }

  @Test func helpAndVersionExitZero() throws {
    let folder = try TemporaryFolder()
    let help = curbcut(["lint", "--help"], in: folder.path)
    #expect(help.status == 0)
    #expect(help.output.contains("--baseline <file>"))
    #expect(curbcut(["--version"], in: folder.path).output == ToolInfo.version + "\n")
  }

  @Test(arguments: ReportFormat.allCases)
  func writesEachFormatToAFile(_ format: ReportFormat) throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "Sources", "--format", format.rawValue, "--output", "report.out"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output == "")
    let report = try folder.read("report.out")
    #expect(report.contains("image_label"))
    #expect(report.contains(format == .xcode ? "Sources/Hero.swift:3:5" : "Sources/Hero.swift"))
    if format == .sarif {
      #expect(try JSONSchemaValidator.errors(in: report, schemaPath: JSONSchemaValidator.sarifSchema) == [])
    }
    if format == .json {
      #expect(try JSONSchemaValidator.errors(in: report, schemaPath: JSONSchemaValidator.reportSchema) == [])
    }
  }

  @Test func anUnwritableOutputIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "--output", "missing/folder/report.txt"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.errors.contains("missing/folder/report.txt: error: cannot write the file"))
  }

  @Test func onlyRuleRunsTheNamedRules() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint", "--only-rule", "image_label"], in: folder.path)
    #expect(result.output.contains("image_label"))
    #expect(!result.output.contains("label_includes_type"))
  }

  @Test func outputIsTheSameForAnyNumberOfJobs() throws {
    let folder = try TemporaryFolder()
    for index in 0..<12 { try folder.write("F\(index).swift", Sources.withFindings) }
    let one = curbcut(["lint", "--jobs", "1", "--format", "json"], in: folder.path)
    let four = curbcut(["lint", "--jobs", "4", "--format", "json"], in: folder.path)
    #expect(one.output == four.output)
    #expect(one.output.contains("\"findings\" : 24"))
  }
}
