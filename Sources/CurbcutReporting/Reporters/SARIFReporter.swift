import Foundation

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning uploads: the rules that ran as
/// `tool.driver.rules`, each finding a `result` with a root-relative location, a fingerprint that survives
/// lines moving, and its fix when it has one. Input problems and stale baseline entries are tool execution
/// notifications.
public struct SARIFReporter: Reporter {
  /// The absolute directory result paths are relative to, published as the `SRCROOT` base.
  public var rootDirectory: String

  public init(rootDirectory: String) {
    self.rootDirectory = rootDirectory
  }

  public func render(_ report: Report) -> String {
    StableJSON.text(SARIFLog(report, rootDirectory: rootDirectory))
  }
}

private struct SARIFLog: Encodable {
  let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  let version = "2.1.0"
  let runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema", version, runs
  }

  init(_ report: Report, rootDirectory: String) {
    runs = [Run(report, rootDirectory: rootDirectory)]
  }
}

private struct Run: Encodable {
  let tool: Tool
  let originalUriBaseIds: [String: ArtifactLocation]
  let columnKind = "unicodeCodePoints"
  let results: [Result]
  let invocations: [Invocation]

  init(_ report: Report, rootDirectory: String) {
    let ruleIndex = Dictionary(
      report.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    tool = Tool(driver: Driver(rules: report.rules.map(ReportingDescriptor.init)))
    var root = URL(fileURLWithPath: rootDirectory, isDirectory: true).absoluteString
    if !root.hasSuffix("/") { root += "/" }
    originalUriBaseIds = [Run.rootBase: ArtifactLocation(uri: root, uriBaseId: nil)]
    results = zip(report.findings, FindingKey.keys(for: report.findings)).map { finding, key in
      Result(finding, key: key, ruleIndex: ruleIndex[finding.ruleID])
    }
    invocations = [
      Invocation(
        executionSuccessful: !report.problems.contains { $0.severity == .error },
        toolExecutionNotifications: report.problemsToShow.map(Notification.init))
    ]
  }

  static let rootBase = "SRCROOT"
}

private struct Tool: Encodable {
  let driver: Driver
}

private struct Driver: Encodable {
  let name = ToolInfo.name
  let version = ToolInfo.version
  let semanticVersion = ToolInfo.version
  let informationUri = ToolInfo.informationURI
  let rules: [ReportingDescriptor]
}

private struct Message: Encodable {
  let text: String
  var markdown: String? = nil
}

private struct ReportingDescriptor: Encodable {
  struct Configuration: Encodable {
    let level: String
  }

  struct Properties: Encodable {
    let tags: [String]
    let impact: Impact
    let wcag: [String]
  }

  let id: String
  let name: String
  let shortDescription: Message
  let fullDescription: Message
  let help: Message
  let helpUri: String
  let defaultConfiguration: Configuration
  let properties: Properties

  init(_ rule: RuleDescription) {
    id = rule.id
    name = rule.id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    shortDescription = Message(text: rule.name)
    fullDescription = Message(text: rule.summary)
    let criteria = rule.wcag.isEmpty ? "" : "\n\nWCAG: \(rule.wcag.joined(separator: ", "))."
    help = Message(text: rule.rationale + criteria, markdown: rule.rationale + criteria)
    helpUri = rule.helpURI
    defaultConfiguration = Configuration(level: rule.defaultSeverity.sarifLevel)
    properties = Properties(
      tags: ["accessibility"] + rule.tags + rule.wcag.map { "wcag-\($0)" }, impact: rule.impact, wcag: rule.wcag)
  }
}

private struct ArtifactLocation: Encodable {
  let uri: String
  let uriBaseId: String?
}

private struct Region: Encodable {
  let startLine: Int
  let startColumn: Int
  let endLine: Int
  let endColumn: Int

  init(start: SourcePosition, end: SourcePosition) {
    startLine = start.line
    startColumn = start.column
    endLine = end.line
    endColumn = end.column
  }
}

private struct PhysicalLocation: Encodable {
  let artifactLocation: ArtifactLocation
  let region: Region?
}

private struct Location: Encodable {
  let physicalLocation: PhysicalLocation
}

private struct Result: Encodable {
  let ruleId: String
  let ruleIndex: Int?
  let level: String
  let message: Message
  let locations: [Location]
  let partialFingerprints: [String: String]
  let fixes: [SARIFFix]?

  init(_ finding: Finding, key: FindingKey, ruleIndex: Int?) {
    ruleId = finding.ruleID
    self.ruleIndex = ruleIndex
    level = finding.severity.sarifLevel
    message = Message(text: finding.message)
    let artifact = ArtifactLocation(uri: finding.span.path.relative.sarifURIReference, uriBaseId: Run.rootBase)
    locations =
      finding.span.path.isFile
      ? [
        Location(
          physicalLocation: PhysicalLocation(
            artifactLocation: artifact, region: Region(start: finding.span.start, end: finding.span.end)))
      ] : []
    partialFingerprints = ["curbcutFindingKey/v1": key.fingerprint]
    fixes = finding.fix.map { fix in
      [
        SARIFFix(
          description: Message(text: fix.summary),
          artifactChanges: [
            ArtifactChange(
              artifactLocation: artifact,
              replacements: fix.edits.map {
                Replacement(
                  deletedRegion: Region(start: $0.start, end: $0.end), insertedContent: Content(text: $0.replacement))
              })
          ])
      ]
    }
  }
}

private struct SARIFFix: Encodable {
  let description: Message
  let artifactChanges: [ArtifactChange]
}

private struct ArtifactChange: Encodable {
  let artifactLocation: ArtifactLocation
  let replacements: [Replacement]
}

private struct Replacement: Encodable {
  let deletedRegion: Region
  let insertedContent: Content
}

private struct Content: Encodable {
  let text: String
}

private struct Invocation: Encodable {
  let executionSuccessful: Bool
  let toolExecutionNotifications: [Notification]
}

private struct Notification: Encodable {
  let level: String
  let message: Message
  let locations: [Location]

  init(_ problem: InputProblem) {
    level = problem.severity.sarifLevel
    message = Message(text: [problem.location, problem.message].compactMap { $0 }.joined(separator: ": "))
    locations = [
      Location(
        physicalLocation: PhysicalLocation(
          artifactLocation: ArtifactLocation(uri: problem.path.relative.sarifURIReference, uriBaseId: Run.rootBase),
          region: problem.line.map {
            Region(start: SourcePosition(line: $0, column: 1), end: SourcePosition(line: $0, column: 1))
          }))
    ]
  }
}

extension Severity {
  fileprivate var sarifLevel: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}

extension String {
  /// The path as a relative URI reference: percent-encoded, `/`-separated (RFC 3986).
  fileprivate var sarifURIReference: String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
  }
}
