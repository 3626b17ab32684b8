import CurbcutReporting
import SwiftSyntax

/// Fonts with a point size that Dynamic Type never changes.
public struct FixedFontSizeRule: FileRule {
  public static let description = RuleDescription(
    id: "fixed_font_size",
    name: "Fixed font size",
    impact: .high,
    impactDescription: """
      Text with a fixed size ignores the reader's text size setting, which about a quarter of iOS users change; \
      at large sizes it stays unreadable (WCAG 1.4.4)
      """,
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "typography"],
    rationale: """
      A font created with a point size does not follow the reader's preferred text size. Use a text style \
      (`.font(.body)`), a custom font scaled relative to one (`.custom("Cereal", size: 16, relativeTo: .body)`), \
      a size from `@ScaledMetric`, or in UIKit `UIFont.preferredFont(forTextStyle:)` or a font passed through \
      `UIFontMetrics(forTextStyle:).scaledFont(for:)`. `Font.custom(_:size:)` without `relativeTo:` does scale, \
      but always like `body`, so a title scales as much as body text; name the style it stands for. Sizes the \
      file does not show to be fixed (parameters, computed values) are not reported.
      """,
    triggering: [
      Example(
        #"Text("Hello, World!").font(1️⃣.system(size: 16))"#,
        expect: ["1️⃣": "'.system(size: 16)' has a fixed size that ignores Dynamic Type; use a text style"]),
      Example(
        #"let caption = 1️⃣Font.system(size: 15)"#,
        expect: ["1️⃣": "'Font.system(size: 15)' has a fixed size that ignores Dynamic Type; use a text style"]),
      Example(
        """
        enum Typography {
          static let titleSize: CGFloat = 28
        }
        let title = Text("Trips").font(1️⃣.system(size: Typography.titleSize, weight: .bold))
        """,
        expect: [
          "1️⃣": "'.system(size: Typography.titleSize, weight: .bold)' has a fixed size that ignores Dynamic Type; use a text style"
        ]),
      Example(
        #"Text("Cereal").font(1️⃣.custom("Cereal", size: 28))"#,
        expect: [
          "1️⃣": "'.custom(_:size:)' without 'relativeTo:' scales like 'body' whatever its size; name the text style it stands for"
        ]),
      Example(
        #"Text("12:30").font(1️⃣.custom("Cereal", fixedSize: 48))"#,
        expect: ["1️⃣": "'.custom(_:fixedSize:)' never scales with Dynamic Type; use 'size:relativeTo:'"]),
      Example(
        """
        titleLabel.font = 1️⃣UIFont.systemFont(ofSize: 17, weight: .semibold)
        let size: CGFloat = 14
        captionLabel.font = 2️⃣UIFont(name: "Cereal", size: size)
        """,
        expect: [
          "1️⃣": "'UIFont.systemFont(ofSize: 17, weight: .semibold)' has a fixed size; scale it with 'UIFontMetrics' or use 'preferredFont(forTextStyle:)'",
          "2️⃣": "'UIFont(name: \"Cereal\", size: size)' has a fixed size; scale it with 'UIFontMetrics' or use 'preferredFont(forTextStyle:)'",
        ]),
    ],
    nonTriggering: [
      Example(#"Text("Hello, World!").font(.body)"#),
      Example(#"Text("Custom").font(.custom("MyFont", size: 16, relativeTo: .body))"#),
      Example(
        """
        struct TabLabel: View {
          @ScaledMetric(relativeTo: .caption) private var captionSize: CGFloat = 12
          let title: String
          var body: some View {
            Text(title)
              .font(.system(size: captionSize))
              .dynamicTypeSize(.large ... .accessibility3)
          }
        }
        """),
      Example(
        """
        struct InsightTitle: View {
          @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 22
          let title: String
          var body: some View {
            Text(title).font(.system(size: titleSize, weight: .semibold)).minimumScaleFactor(0.8).lineLimit(2)
          }
        }
        """),
      Example(
        """
        let cereal = UIFont(name: "Cereal", size: 16)!
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: cereal)
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Cereal-Bold", size: 28)!)
        """),
      Example(
        """
        func font(size: CGFloat) -> Font { .system(size: size) }
        detailLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        """),
    ])

  public init() {}

  /// The UIKit factory methods that take a fixed point size as `ofSize:`.
  private static let uiFontFactories = [
    "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
  ]

  public func check(_ file: FileModel, in context: RuleContext) {
    for call in file.calls(named: "system") where isFontMember(call) {
      checkSize(call, label: "size", in: file, context) { "'\($0)' has a fixed size that ignores Dynamic Type; use a text style" }
    }
    for call in file.calls(named: "custom") where isFontMember(call) {
      let labels = call.arguments.compactMap { $0.label?.text }
      if labels.contains("size") && !labels.contains("relativeTo") {
        context.report(
          "'.custom(_:size:)' without 'relativeTo:' scales like 'body' whatever its size; name the text style it stands for",
          at: call)
      } else if labels.contains("fixedSize") {
        checkSize(call, label: "fixedSize", in: file, context) { _ in
          "'.custom(_:fixedSize:)' never scales with Dynamic Type; use 'size:relativeTo:'"
        }
      }
    }
    let scaledNames = namesScaledByFontMetrics(in: file)
    let uiFonts = Self.uiFontFactories.flatMap { file.calls(named: $0) }.filter { isUIFontMember($0) }
    for call in uiFonts + file.calls(named: "UIFont") where !isScaledByFontMetrics(call, scaledNames: scaledNames) {
      checkSize(call, label: call.calleeName == "UIFont" ? "size" : "ofSize", in: file, context) {
        "'\($0)' has a fixed size; scale it with 'UIFontMetrics' or use 'preferredFont(forTextStyle:)'"
      }
    }
  }

  private func checkSize(
    _ call: FunctionCallExprSyntax, label: String, in file: FileModel, _ context: RuleContext, message: (String) -> String
  ) {
    guard let size = call.arguments.first(where: { $0.label?.text == label })?.expression,
      file.resolveSize(size, at: call) == .fixed, size.trimmedDescription != "0"
    else { return }
    context.report(message(call.quotedDescription), at: call)
  }

  /// `.system(...)` or `Font.system(...)`, not another type's `system` member.
  private func isFontMember(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base == nil || member.base?.trimmedDescription == "Font" || member.base?.trimmedDescription == "SwiftUI.Font"
  }

  private func isUIFontMember(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base == nil || member.base?.trimmedDescription == "UIFont"
  }

  /// Names (variables, functions, properties) whose value reaches `scaledFont(for:)` in this file.
  private func namesScaledByFontMetrics(in file: FileModel) -> Set<String> {
    var names: Set<String> = []
    for call in file.calls(named: "scaledFont") {
      for argument in call.arguments {
        for token in argument.expression.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
          names.insert(token.text)
        }
      }
    }
    return names
  }

  /// Whether the font is made inside `scaledFont(for:)`, or bound to a name or returned from a
  /// function or property whose value is passed to it.
  private func isScaledByFontMetrics(_ call: FunctionCallExprSyntax, scaledNames: Set<String>) -> Bool {
    var node = Syntax(call).parent
    while let current = node {
      if let outer = current.as(FunctionCallExprSyntax.self), outer.calleeName == "scaledFont" { return true }
      if let binding = current.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self).map { scaledNames.contains($0.identifier.text) } ?? false
      }
      if let condition = current.as(OptionalBindingConditionSyntax.self) {
        return condition.pattern.as(IdentifierPatternSyntax.self).map { scaledNames.contains($0.identifier.text) } ?? false
      }
      if let function = current.as(FunctionDeclSyntax.self) { return scaledNames.contains(function.name.text) }
      if current.is(MemberBlockItemSyntax.self) || current.is(SourceFileSyntax.self) { return false }
      node = current.parent
    }
    return false
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
