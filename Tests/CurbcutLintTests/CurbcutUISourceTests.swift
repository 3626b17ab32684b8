import CurbcutLint
import CurbcutReporting
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// CurbcutUI cannot be compiled on Linux, so these tests hold what can be checked here: every file parses, every file
/// compiles to nothing without SwiftUI, and Curbcut's own rules find nothing in it.
@Suite struct CurbcutUISourceTests {
  /// The repository root, two folders above this file.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The Swift files of Sources/CurbcutUI, found as `curbcut lint Sources/CurbcutUI` finds them.
  private static let files = FileDiscovery(rootDirectory: root).discover(["Sources/CurbcutUI"]).files

  @Test func thereAreFilesToCheck() {
    #expect(Self.files.count >= 10)
  }

  @Test(arguments: files)
  func everyFileParses(_ file: DiscoveredFile) throws {
    let source = try String(contentsOfFile: file.absolutePath, encoding: .utf8)
    let errors = Self.parseErrors(in: source, path: file.path.relative)
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  @Test(arguments: files)
  func everyFileIsWhollyInsideCanImportSwiftUI(_ file: DiscoveredFile) throws {
    let tree = Parser.parse(source: try String(contentsOfFile: file.absolutePath, encoding: .utf8))
    let onlyStatement = tree.statements.count == 1 ? tree.statements.first?.item.as(IfConfigDeclSyntax.self) : nil
    let clauses = onlyStatement?.clauses.map { $0.condition?.trimmedDescription ?? "#else" }
    #expect(clauses == ["canImport(SwiftUI)"], "\(file.path.relative) must be one #if canImport(SwiftUI) ... #endif")
  }

  @Test func everyRuleFindsNothing() {
    let outcome = Linter.everyRule.lint(Self.files, jobs: 1)
    let findings = outcome.findings.map {
      "\($0.span.path.relative):\($0.span.start.line): \($0.message) (\($0.ruleID))"
    }
    #expect(findings == [])
    #expect(outcome.problems.map(\.message) == [])
    #expect(outcome.filesChecked == Self.files.count)
  }

  @Test func aParserErrorIsReportedWithItsFileAndLine() {
    let errors = Self.parseErrors(in: "struct Card {\n  let title = \n}\n", path: "Card.swift")
    // The expression after `=` is missing where the line ends.
    #expect(errors == ["Card.swift:2:15: missing <#expression#>"])
    #expect(Self.parseErrors(in: "struct Card {}\n", path: "Card.swift") == [])
  }

  /// Every place swift-syntax could not parse, as `path:line:column: ...`: tokens it had to invent and text it
  /// had to skip.
  private static func parseErrors(in source: String, path: String) -> [String] {
    let tree = Parser.parse(source: source)
    guard tree.hasError else { return [] }
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let finder = ParseErrorFinder(viewMode: .all)
    finder.walk(tree)
    return finder.errors.map { node, problem in
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      return "\(path):\(location.line):\(location.column): \(problem)"
    }
  }
}

/// Collects the nodes swift-syntax marks as parse errors.
private final class ParseErrorFinder: SyntaxVisitor {
  var errors: [(Syntax, String)] = []

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing { errors.append((Syntax(token), "missing \(token.text)")) }
    return .visitChildren
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    errors.append((Syntax(node), "unexpected '\(node.trimmedDescription)'"))
    return .skipChildren
  }
}
