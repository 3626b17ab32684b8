/// What Curbcut does with the keys of a `.swiftlint.yml` copied into `.curbcut.yml`: the ones it shares
/// (`included`, `excluded`, `disabled_rules`, `opt_in_rules`, `only_rules`) and takes (`reporter`, `strict`) are
/// settings; for the others it says what it does instead, as a warning, since they are no typo.
enum SwiftLintKeys {
  /// SwiftLint's own settings Curbcut has no place for, with what Curbcut does instead.
  static let settings: [String: String] = [
    "analyzer_rules": "Curbcut has no analyzer rules (it needs no compiler log); remove the key",
    "lenient": "use 'fail_on: error' (warnings do not fail the run) or 'fail_on: never'",
    "warning_threshold": "use 'fail_on' to choose the severity that fails the run",
    "allow_zero_lintable_files": "Curbcut succeeds with a note when it finds no Swift file; remove the key",
    "baseline": "pass the baseline on the command line: 'curbcut lint --baseline FILE'",
    "write_baseline": "write one on the command line: 'curbcut lint --write-baseline FILE'",
    "check_for_updates": "Curbcut never reaches the network; remove the key",
    "parent_config": "Curbcut reads the nearest .curbcut.yml alone; copy the settings you need into it",
    "child_config": "Curbcut reads the nearest .curbcut.yml alone; copy the settings you need into it",
    "remote_timeout": "Curbcut reads no remote configuration; remove the key",
    "remote_timeout_if_cached": "Curbcut reads no remote configuration; remove the key",
    "custom_rules":
      "Curbcut has no regular-expression rules; keep them in .swiftlint.yml, which SwiftLint goes on reading beside "
      + "Curbcut",
  ]

  /// The most used of SwiftLint's rule ids: their settings stay in `.swiftlint.yml`, since Curbcut checks accessibility
  /// alone.
  static let ruleIDs: Set<String> = [
    "attributes", "block_based_kvo", "class_delegate_protocol", "closing_brace", "closure_body_length",
    "closure_end_indentation", "closure_parameter_position", "closure_spacing", "collection_alignment", "colon",
    "comma", "comment_spacing", "computed_accessors_order", "conditional_returns_on_newline", "control_statement",
    "cyclomatic_complexity", "deployment_target", "discouraged_direct_init", "duplicate_imports", "empty_count",
    "empty_enum_arguments", "empty_parameters", "empty_parentheses_with_trailing_closure", "explicit_init",
    "file_header", "file_length", "file_name", "for_where", "force_cast", "force_try", "force_unwrapping",
    "function_body_length", "function_parameter_count", "generic_type_name", "identifier_name",
    "implicit_getter", "implicitly_unwrapped_optional", "inclusive_language", "indentation_width", "large_tuple",
    "leading_whitespace", "legacy_cggeometry_functions", "legacy_constant", "legacy_constructor", "line_length",
    "mark", "missing_docs", "modifier_order", "multiline_arguments", "multiline_parameters", "nesting",
    "no_fallthrough_only", "no_space_in_method_call", "number_separator", "opening_brace", "operator_usage_whitespace",
    "private_over_fileprivate", "redundant_discardable_let", "redundant_optional_initialization",
    "redundant_string_enum_value", "redundant_void_return", "return_arrow_whitespace", "shorthand_operator",
    "sorted_imports", "statement_position", "switch_case_alignment",
    "syntactic_sugar", "todo", "trailing_comma", "trailing_newline", "trailing_semicolon", "trailing_whitespace",
    "type_body_length", "type_name", "unneeded_break_in_switch", "unused_closure_parameter", "unused_enumerated",
    "unused_import", "unused_optional_binding", "vertical_parameter_alignment", "vertical_whitespace",
    "void_return", "weak_delegate", "xctfail_message",
  ]

  /// What Curbcut says of a SwiftLint key, or nil when it is not one.
  static func answer(for key: String) -> String? {
    if let setting = settings[key] { return "is a SwiftLint setting: \(setting)" }
    if ruleIDs.contains(key) {
      return "is a SwiftLint rule; Curbcut checks accessibility alone, so keep its settings in .swiftlint.yml"
    }
    return nil
  }

  /// SwiftLint's reporter names that have a Curbcut format.
  static let reporters: [String: String] = [
    "xcode": "xcode", "json": "json", "sarif": "sarif", "github-actions-logging": "github", "github": "github",
    "junit": "junit",
  ]
}
