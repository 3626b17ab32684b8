import CurbcutTestSupport
import Foundation
import Testing

@Suite struct ConfigurationTests {
  @Test func aConfigurationAboveTheLintedPathIsFoundAndApplied() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ".curbcut.yml", "disabled_rules: [image_label]\nopt_in_rules: [button_opens_url]\nexcluded: [Vendor]\n")
    try folder.write("App/Hero.swift", Sources.withFindings)
    try folder.write("Vendor/Lib.swift", Sources.withFindings)
    let result = curbcut(["lint", "App"], in: folder.path + "/App/..")
    #expect(result.status == 1)
    #expect(!result.output.contains("image_label"))
    #expect(result.output.contains("App/Hero.swift:4:45"))
    #expect(!result.output.contains("Vendor"))
  }

  @Test func includedPathsAreLintedWhenNoneAreGiven() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "included:\n  - Sources\n")
    try folder.write("Sources/Hero.swift", Sources.withFindings)
    try folder.write("Scripts/Tool.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.output.contains("Sources/Hero.swift"))
    #expect(!result.output.contains("Scripts"))
  }

  @Test func severitiesOptionsOptInAndFailOn() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ".curbcut.yml",
      """
      fail_on: error
      opt_in_rules: [button_opens_url]
      fixed_font_size:
        include_uikit: true
      label_includes_type:
        severity: error
        extra_type_words: [Schaltfläche]
      image_label: note
      """)
    try folder.write(
      "Hero.swift",
      Sources.withFindings
        + "x.accessibilityLabel = \"Schaltfläche Speichern\"\nlet font = UIFont.systemFont(ofSize: 12)\n"
        + "let link = Button(\"Privacy\") { openURL(privacyPolicy) }\n")
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.contains("Hero.swift:3:5: note: Image 'hero'"))
    #expect(result.output.contains("Hero.swift:4:45: error: Accessibility label 'Submit button'"))
    #expect(result.output.contains("includes 'Schaltfläche'"))
    #expect(result.output.contains("Hero.swift:8:12: warning: 'UIFont.systemFont(ofSize: 12)' has a fixed size"))
    #expect(result.output.contains("Hero.swift:9:12: warning: Button only opens a URL"))
  }

  @Test func onlyRulesOverridesTheDefaults() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "only_rules: [label_includes_type]\n")
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(!result.output.contains("image_label"))
    #expect(result.output.contains("label_includes_type"))
  }

  @Test func anExplicitConfigurationIsUsedAndAMissingOneIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("ci.yml", "disabled_rules: [label_includes_type]\n")
    try folder.write("Hero.swift", Sources.withFindings)
    #expect(!curbcut(["lint", "--config", "ci.yml"], in: folder.path).output.contains("label_includes_type"))
    let missing = curbcut(["lint", "--config", "nope.yml"], in: folder.path)
    #expect(missing.status == 2)
    #expect(missing.errors == "nope.yml: error: configuration file not found\n")
  }

  @Test(arguments: [
    ("disabled_rules: [image_label\nfail_on: error\n", ": error: is not valid YAML"),
    ("- just\n- a list\n", ":1:1: error: expected a mapping of settings"),
    ("fail_on: sometimes\n", ":1:10: error: 'fail_on': expected one of error, warning, note, never, found 'sometimes'"),
    ("excluded: 3\n", ":1:11: error: 'excluded': expected a list of strings"),
    ("excluded:\n  - Pods\n  - [x]\n", ":3:5: error: 'excluded[1]': expected a string, found a list"),
    (
      "image_label:\n  severity: loud\n",
      ":2:13: error: 'image_label.severity': expected one of note, warning, error, found 'loud'"
    ),
    (
      "label_includes_type:\n  extra_words: [x]\n",
      ":2:3: error: 'label_includes_type.extra_words': is not an option of 'label_includes_type'"
    ),
    (
      "label_includes_type:\n  extra_type_words: 3\n",
      ":2:21: error: 'label_includes_type.extra_type_words': expected a list"
    ),
    (
      "skipped_code: [tests, docs]\n",
      ":1:23: error: 'skipped_code[1]': expected one of generated, tests, previews, web_pages, debug, found 'docs'"
    ),
    ("image_label: [1, 2]\n", "'image_label': expected a mapping with 'severity'"),
    ("components: [IconButton]\n", ":1:13: error: 'components': expected a mapping of view type names"),
    (
      "components:\n  iconButton: {control: Button, icon: icon}\n",
      ":2:3: error: 'components.iconButton': expected a view type's name"
    ),
    (
      "components:\n  IconButton: {control: Picker, icon: icon}\n",
      ":2:25: error: 'components.IconButton.control': 'Picker' is not a control Curbcut knows; expected one of Button,"
    ),
    (
      "components:\n  IconButton: {control: Button, labl: icon}\n",
      ":2:33: error: 'components.IconButton.labl': is not a setting of a component (they are 'control', 'icon' and "
        + "'label'); did you mean 'label'?"
    ),
    ("components:\n  IconButton: {control: Button}\n", ":2:15: error: 'components.IconButton': missing 'icon'"),
    (
      "components:\n  IconButton: {control: Button, icon: [a]}\n",
      ":2:39: error: 'components.IconButton.icon': expected a parameter name, found a list"
    ),
    // A typo must not quietly turn a check on or off: a key or rule id near one of Curbcut's is an error with a
    // suggestion, wherever it is (it was a warning at the top level, and a misspelled id with a severity passed).

    (
      "disabled_rules:\n  - image_lable\n",
      ":2:5: error: 'disabled_rules[0]': 'image_lable' is not a Curbcut rule; did you mean 'image_label'?"
    ),
    (
      "opt_in_rules: [label_in_nam]\n",
      ":1:16: error: 'opt_in_rules[0]': 'label_in_nam' is not a Curbcut rule; did you mean 'label_in_name'?"
    ),
    (
      "fixed_font_sise: error\n",
      ":1:1: error: 'fixed_font_sise': is neither a setting nor a Curbcut rule; did you mean 'fixed_font_size'?"
    ),
    (
      "fixed_font_sise:\n  severity: error\n",
      ":1:1: error: 'fixed_font_sise': is neither a setting nor a Curbcut rule; did you mean 'fixed_font_size'?"
    ),
    ("exclude: [Pods]\n", ":1:1: error: 'exclude': is neither a setting nor a Curbcut rule; did you mean 'excluded'?"),
    (
      "included: [Hero.swift, App]\n",
      ":1:24: error: 'included[1]': 'App' does not exist (paths here are relative to the configuration's folder)"
    ),
    (
      "reporter: emoji\n",
      ":1:11: error: 'reporter': expected one of xcode, json, sarif, github, junit, html (or SwiftLint's github-actions-logging), found 'emoji'"
    ),
  ])
  func aBrokenConfigurationExitsTwoNamingFileLineAndKey(yaml: String, expected: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(".curbcut.yml", yaml)
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix(path), "\(result.errors)")
    #expect(result.errors.contains(expected), "\(result.errors)")
  }

  /// A `.swiftlint.yml` copied to `.curbcut.yml`: shared keys are read, `reporter` and `strict` are taken, and the rest
  /// is answered with what Curbcut does instead.
  @Test func aSwiftLintConfigurationIsReadAndItsOwnKeysAnswered() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      ".curbcut.yml",
      """
      disabled_rules:
        - trailing_whitespace
        - label_includes_type
      opt_in_rules: [empty_count, array_init]
      excluded: [Pods]
      reporter: github-actions-logging
      strict: true
      line_length: 120
      custom_rules:
        no_print: { regex: 'print\\(' }
      warning_threshold: 10

      """)
    try folder.write("Hero.swift", Sources.withFindings)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "\(path):2:5: warning: 'disabled_rules[0]': 'trailing_whitespace' is a SwiftLint rule; Curbcut checks "
          + "accessibility alone, so keep it in .swiftlint.yml"))
    #expect(
      result.errors.contains(
        "\(path):4:29: warning: 'opt_in_rules[1]': 'array_init' is not a Curbcut rule (another linter's, such as "
          + "SwiftLint's, stays in its own file)"))
    #expect(result.errors.contains("\(path):8:1: warning: 'line_length': is a SwiftLint rule;"))
    #expect(result.errors.contains("\(path):9:1: warning: 'custom_rules': is a SwiftLint setting: Curbcut has no"))
    #expect(result.errors.contains("\(path):11:1: warning: 'warning_threshold': is a SwiftLint setting: use 'fail_on'"))
    #expect(result.output.hasPrefix("::error file=Hero.swift,"), "reporter: github, strict: warnings are errors")
    #expect(!result.output.contains("label_includes_type"))
    #expect(!result.output.contains("::warning"))
  }

  /// SwiftLint's command-line habits: `--reporter`, `--strict`, and a bare `curbcut` linting the current folder.
  @Test func swiftLintCommandLineHabitsWork() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hero.swift", Sources.withFindings)
    let bare = curbcut([], in: folder.path)
    #expect(bare.status == 1)
    #expect(bare.output.contains("Hero.swift:3:5: warning:"))
    let reporter = curbcut(["lint", "--reporter", "github"], in: folder.path)
    #expect(reporter.output.hasPrefix("::warning file=Hero.swift,"))
    let strict = curbcut(["--strict", "--fail-on", "error"], in: folder.path)
    #expect(strict.status == 1)
    #expect(strict.output.contains("Hero.swift:3:5: error:"))
  }

  /// A component the configuration declares is checked like the control it wraps, even where the code alone does not
  /// show what it wraps (its body in a library, say).
  @Test func declaredComponentsAreCheckedLikeTheirControl() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ".curbcut.yml",
      """
      components:
        ToolbarButton:
          control: Button
          icon: systemImage
          label: title
      """)
    try folder.write(
      "Bar.swift",
      """
      import DesignSystem
      struct Bar: View {
        var body: some View {
          HStack {
            ToolbarButton(systemImage: "xmark", action: dismiss)
            ToolbarButton(systemImage: "trash", title: "Delete", action: delete)
          }
        }
      }
      """)
    let result = curbcut(["lint"], in: folder.path)
    #expect(result.status == 1)
    #expect(result.output.contains("Bar.swift:5:7: warning: Icon-only 'ToolbarButton' has no accessibility label"))
    #expect(!result.output.contains("Bar.swift:6"))
    try folder.write(".curbcut.yml", "")
    #expect(curbcut(["lint"], in: folder.path).status == 0)
  }

  @Test func anEmptyConfigurationMeansTheDefaults() throws {
    let folder = try TemporaryFolder()
    try folder.write(".curbcut.yml", "# nothing yet\n")
    try folder.write("Hero.swift", Sources.withFindings)
    #expect(curbcut(["lint"], in: folder.path).status == 1)
  }
}
