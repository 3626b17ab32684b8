import CurbcutAudit
import CurbcutLint
import CurbcutReporting

/// A project's settings: `.curbcut.yml` as read, or the defaults when there is none.
public struct Configuration: Sendable {
  /// The configuration file, if one was read.
  public var path: String?
  /// The folder `included` and `excluded` are relative to: the file's folder, or the working directory.
  public var directory: String
  /// Paths to check when the command line names none.
  public var included: [String] = []
  public var excluded: [Glob] = []
  public var disabledRules: [String] = []
  public var optInRules: [String] = []
  /// When set, exactly these rules run.
  public var onlyRules: [String]?
  public var failOn: FailureThreshold?
  /// The report format when `--format` names none: SwiftLint's `reporter:` key.
  public var reporter: ReportFormat?
  /// SwiftLint's `strict:`: warnings are reported as errors and fail the run, as with `--strict`.
  public var strict = false
  /// Code that is not linted (`skipped_code:`); by default generated code, tests, previews, web pages and debug builds'
  /// code.
  public var skippedCode: Set<SkippedCode> = Set(SkippedCode.allCases)
  /// Rules configured with options, by id.
  public var configuredRules: [String: any Rule] = [:]
  public var severities: [String: Severity] = [:]
  /// The `contrast:` section: what `curbcut contrast` and `curbcut check` audit and how.
  public var contrast = ContrastSettings()
  /// The `typography:` section, for `curbcut type-scale` and `curbcut check`.
  public var typography = TypographySettings()
  /// The `limits:` section: how large and deep a Swift file may be before it is reported instead of linted.
  public var limits = SourceLimits.default
  /// The `components:` section: the project's own controls, which rules treat like the control each wraps (besides
  /// those learned from the code).
  public var components: [String: ComponentFacts.Component] = [:]
  /// Unknown rule ids and keys, with suggestions: reported, not fatal.
  public var warnings: [ConfigurationDiagnostic] = []

  public init(directory: String) {
    self.directory = directory
  }

  /// The rules that run: the defaults plus `opt_in_rules` minus `disabled_rules`, or exactly the
  /// `only` rules (from the command line, else `only_rules`), each with its configured options and severity.
  public func ruleSet(only commandLineOnly: [String]? = nil) -> RuleSet {
    let chosen: [any Rule.Type]
    if let only = commandLineOnly ?? onlyRules {
      chosen = RuleRegistry.all.filter { only.contains($0.description.id) }
    } else {
      chosen = RuleRegistry.all.filter { type in
        let id = type.description.id
        return (!type.description.isOptIn || optInRules.contains(id)) && !disabledRules.contains(id)
      }
    }
    return RuleSet(
      chosen.map { type in
        let id = type.description.id
        return ConfiguredRule(configuredRules[id] ?? type.init(), severity: severities[id])
      })
  }
}
