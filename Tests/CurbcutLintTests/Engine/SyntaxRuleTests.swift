import CurbcutReporting
import SwiftParser
import SwiftSyntax
import Testing

@testable import CurbcutLint

/// A rule of these tests only: reports each node of the kinds it is given, with what its scope says.
private struct ScopeProbe: SyntaxRule {
  static let description = RuleDescription.probe("scope_probe")
  nonisolated(unsafe) static var kinds: Set<SyntaxKind> = []
  var inspectedKinds: Set<SyntaxKind> { Self.kinds }

  func check(_ node: Syntax, in scope: Scope, context: RuleContext) {
    let words = [
      scope.enclosingType.map { "type \($0.name)" },
      scope.declaration.map { "in \($0.kind)" },
      scope.isChosen(onEnvironment: "accessibilityReduceMotion") ? "reduce-motion" : nil,
      scope.conditions.isEmpty
        ? nil
        : "conditions " + scope.conditions.map { "\($0.kind)\($0.isElseBranch ? "-else" : "")" }.joined(separator: ","),
      scope.conditions.contains(where: \.isAvailabilityCheck) ? "available" : nil,
    ]
    context.report(FindingMessage(words.compactMap { $0 }.joined(separator: "; ")), at: node)
  }
}

/// A rule of these tests only: reports each call with the calls it is an argument of and what its value is bound to,
/// and whether the scope a file rule would ask for (``FileModel/scope(of:)``) agrees with the walk's.
private struct ValueProbe: SyntaxRule {
  static let description = RuleDescription.probe("value_probe")
  let inspectedKinds: Set<SyntaxKind> = [.functionCallExpr]

  func check(_ node: Syntax, in scope: Scope, context: RuleContext) {
    let asked = context.file.scope(of: node)
    let words = [
      node.as(FunctionCallExprSyntax.self)?.calleeName,
      scope.enclosingCalls.isEmpty ? nil : "in " + scope.enclosingCalls.compactMap(\.calleeName).joined(separator: ","),
      scope.binding.map { "bound to \($0.name ?? "?"): \($0.declaredType?.trimmedDescription ?? "?")" },
      asked.enclosingType?.syntax.id == scope.enclosingType?.syntax.id && asked.declaration?.id == scope.declaration?.id
        ? nil : "scopes differ",
    ]
    context.report(FindingMessage(words.compactMap { $0 }.joined(separator: "; ")), at: node)
  }
}

@Suite(.serialized) struct SyntaxRuleTests {
  private func probe(_ kinds: Set<SyntaxKind>, _ source: String) -> [String] {
    ScopeProbe.kinds = kinds
    let linter = Linter(ruleSet: RuleSet([ConfiguredRule(ScopeProbe())]), skippedCode: [])
    return linter.lint(SourceText(bytes: Array(source.utf8)), path: SourcePath(display: "F.swift", relative: "F.swift"))
      .findings.map { "\($0.span.start.line): \($0.message)" }
  }

  @Test func aRuleIsHandedEveryNodeOfItsKindsWithItsTypeAndDeclaration() {
    let findings = probe(
      [.closureExpr, .stringLiteralExpr, .structDecl, .functionCallExpr],
      """
      struct Card: View {
        var body: some View {
          Button("Share") { share() }
        }
        func share() { print("shared") }
      }
      """)
    #expect(
      findings == [
        "1: ", "3: type Card; in variableDecl", "3: type Card; in variableDecl", "3: type Card; in variableDecl",
        "3: type Card; in closureExpr", "5: type Card; in functionDecl", "5: type Card; in functionDecl",
      ])
  }

  /// `ModelBuilder.inspectableKinds` is written beside the overrides that note each kind; a kind listed without an
  /// override, or one that never reaches the walk (inside a subtree it skips), would be handed to no rule.
  @Test func everyInspectableKindIsHandedToRules() {
    let source = #"""
      import SwiftUI
      typealias Rows = [Row]
      @MainActor public protocol Named {}
      actor Store {}
      enum Kind { case a }
      extension Kind {}
      final class Model<T>: Named where T: Equatable {
        init() { let values = [1: 2.5]; _ = values[1]! }
        deinit {}
        subscript(index: Int) -> Int { get { index } }
        var count: Int { return (1, nil).0 }
        func load() async throws -> Bool {
          guard let value = try await fetch()?.id else { return false }
          for item in items where item > 0 { repeat { x -= 1 } while x > 0 }
          while !done { do { break } }
          if value > [1, 2].count { _ = Set<Int>() }
          switch value { case 1: break default: break }
          let path = \Model.count
          return value == 1 ? true : false
        }
      }
      struct Card: View {
        #warning("a macro among the members")
        var body: some View {
          Text("\(title)").font(.body)
            #if DEBUG
              .border(.red)
            #endif
        }
      }
      #Preview { Card() }
      let line = #line
      """#
    let kinds = ModelBuilder.inspectableKinds
    ScopeProbe.kinds = kinds
    let model = FileModel(
      path: SourcePath(display: "F.swift", relative: "F.swift"), tree: Parser.parse(source: source),
      source: SourceText(bytes: Array(source.utf8)), inspected: RuleSet([ConfiguredRule(ScopeProbe())]).inspected)
    ModelBuilder.build(model)
    let noted = Set(model.inspectedNodes.map { $0.node.kind })
    #expect(kinds.subtracting(noted) == [], "listed as inspectable but never handed to a rule")
  }

  @Test func conditionsAreReadFromIfGuardTernaryAndSwitch() {
    let findings = probe(
      [.functionCallExpr],
      """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
          if reduceMotion {
            a()
          } else if #available(iOS 17, *) {
            b()
          }
          let x = reduceMotion ? c() : d() + e()
        }
        func f(_ value: Int) {
          guard value > 0 else { return g() }
          h()
          switch value { case 1: i() default: break }
        }
      }
      """)
    #expect(
      findings == [
        "5: type Card; in variableDecl; reduce-motion; conditions if",
        "7: type Card; in variableDecl; reduce-motion; conditions if,if-else; available",
        "9: type Card; in variableDecl; reduce-motion; conditions ternary",
        "9: type Card; in variableDecl; reduce-motion; conditions ternary-else",
        "9: type Card; in variableDecl; reduce-motion; conditions ternary-else",
        "12: type Card; in functionDecl; conditions guard-else",
        "13: type Card; in functionDecl; conditions guard",
        "14: type Card; in functionDecl; conditions switch,guard",
      ])
  }

  @Test func anEnvironmentValueIsFoundThroughTheExtendedTypeAndUIKitNames() {
    let findings = probe(
      [.functionCallExpr],
      """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) var calm
      }
      extension Card {
        func animate() { if !calm { spin() } }
      }
      final class Spinner: UIView {
        func animate() { if UIAccessibility.isReduceMotionEnabled { return } else { spin() } }
      }
      """)
    #expect(
      findings == [
        "5: type Card; in functionDecl; reduce-motion; conditions if",
        "8: type Spinner; in functionDecl; conditions if-else",
      ])
  }

  @Test func aNodeKnowsTheCallsAroundItAndWhereItsValueGoes() {
    let linter = Linter(ruleSet: RuleSet([ConfiguredRule(ValueProbe())]), skippedCode: [])
    let source = """
      final class Theme {
        lazy var title: UIFont = { metrics.scaledFont(for: UIFont(name: "Cereal", size: 28)!) }()
        func caption() -> UIFont { return UIFont.systemFont(ofSize: 12) }
        func apply() {
          if let bold = UIFont(name: "Cereal-Bold", size: 17) { label.font = bold }
          items.forEach { label.font = UIFont.systemFont(ofSize: 9) }
        }
      }
      """
    let findings = linter.lint(
      SourceText(bytes: Array(source.utf8)), path: SourcePath(display: "F.swift", relative: "F.swift")
    )
    .findings.map { "\($0.span.start.line): \($0.message)" }
    #expect(
      findings == [
        "2: bound to title: UIFont",
        "2: scaledFont; bound to title: UIFont",
        "2: UIFont; in scaledFont; bound to title: UIFont",
        "3: systemFont; bound to caption: UIFont",
        "5: UIFont; bound to bold: ?",
        "6: forEach; bound to apply: ?",
        "6: systemFont",
      ])
  }
}
