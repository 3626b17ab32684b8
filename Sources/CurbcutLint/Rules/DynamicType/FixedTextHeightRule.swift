import CurbcutReporting
import SwiftSyntax

/// Text given a fixed height, which Dynamic Type cannot make taller.
public struct FixedTextHeightRule: ViewRule {
  public struct Options: RuleOptions {
    /// Whether to report stacks that hold text, not only the text or control itself.
    public var includeStacks = false

    public init() {}

    enum CodingKeys: String, CodingKey {
      case includeStacks = "include_stacks"
    }
  }

  public static let description = RuleDescription(
    id: "fixed_text_height",
    name: "Fixed text height",
    impact: .medium,
    impactDescription: """
      Text grows with the reader's text size; a frame of fixed height does not, so at large sizes the text is cut off \
      or drawn over its neighbours (WCAG 1.4.4, 1.4.10)
      """,
    wcag: ["1.4.4", "1.4.10"],
    tags: ["dynamic-type", "layout"],
    rationale: """
      Seeds 002 and 003: text must fit its container at every size. `.frame(height: 24)` on a text, a field or a \
      button sized for the default text size holds one line of 17 pt text; at the accessibility sizes the line is \
      three times as tall, and the frame either cuts it or lets it spill over what is below. A minimum keeps the \
      design at the default size and lets the text grow: `.frame(minHeight: 24)`, which is the correction \
      (`.frame(width: 80, height: 24)` becomes `.frame(minWidth: 80, maxWidth: 80, minHeight: 24)`, the same width).

      Reported: `.frame(height:)` (with or without `width:` and `alignment:`) with a height the file shows to be \
      fixed, on a `Text`, a `TextField` or `SecureField`, a `Label`, or a `Button`, `Link`, `Toggle` or \
      `NavigationLink` titled with text. Not reported: text that shrinks to fit (`.minimumScaleFactor`), text of \
      emoji or symbols, a `TextEditor` (it scrolls), heights under 6 pt (a view hidden, not laid out: \
      `.frame(width: 1, height: 1).opacity(0.01)`), previews, macOS-only code (or code in a `Mac` folder) and developer screens \
      (a folder or file named for debugging or developer settings). Stacks that hold text (`VStack { Text(title); Text(detail) \
      }.frame(height: 136)`) are reported with `include_stacks: true`: they are off by default because a stack's \
      height often holds an image or a chart that sets it, and a fixed frame there is the design's.

      Opt-in: at their first run, 6 of 11 findings were real on Nostur, Phoenix and Ruddarr (5 were buttons of a Mac \
      sidebar, now passed over with Mac folders) and 1 of 3 on bitkit, GlucoseDirect and Harbour (a developer screen \
      and an emoji in its own square), short of the nine in ten a rule needs to be on by default; on zashi-ios, whose \
      buttons pin their text to 24 pt, 14 of 14 are real.
      """,
    isOptIn: true,
    options: [
      RuleOptionDescription(
        name: "include_stacks", defaultValue: "false",
        summary: "Also report stacks whose content holds text, framed to a fixed height")
    ],
    triggering: [
      Example(
        """
        Text(title)
          .font(.body.weight(.semibold))
          .1️⃣frame(height: 24)
        """,
        expect: ["1️⃣": .fixedHeight(".frame(height: 24)", minimum: ".frame(minHeight: 24)")]),
      Example(
        """
        Button("Start transcribing now") { purchase() }
          .font(.headline)
          .1️⃣frame(width: 280, height: 50)
        TextField("Amount", text: $amount).2️⃣frame(height: 32)
        """,
        expect: [
          "1️⃣": .fixedHeight(
            ".frame(width: 280, height: 50)", minimum: ".frame(minWidth: 280, maxWidth: 280, minHeight: 50)"),
          "2️⃣": .fixedHeight(".frame(height: 32)", minimum: ".frame(minHeight: 32)"),
        ]),
      Example(
        """
        VStack {
          Text(server.name).font(.title3)
          Text(server.address).font(.footnote)
        }
        .1️⃣frame(height: 136)
        """,
        expect: ["1️⃣": .fixedHeight(".frame(height: 136)", minimum: ".frame(minHeight: 136)")],
        options: #"{"include_stacks": true}"#),
    ],
    nonTriggering: [
      Example(
        """
        Text(title).frame(minHeight: 24)
        Text(amount).frame(height: 68).minimumScaleFactor(0.1)
        Image("logo").frame(height: 24)
        Text("🎉").frame(height: 30)
        TextField("", text: $emoji).frame(width: 1, height: 1).opacity(0.01)
        TextEditor(text: $note).frame(height: 122)
        """),
      Example(
        """
        VStack {
          Image(systemName: "server.rack")
          Text(server.name)
        }
        .frame(height: 136)
        """),
      Example(
        """
        struct Badge: View {
          let height: CGFloat
          var body: some View { Text("Active").frame(height: height) }
        }
        """),
    ],
    corrections: [
      Example(
        #"Text(title).1️⃣frame(height: 24)"#, correction: #"Text(title).frame(minHeight: 24)"#),
      Example(
        #"Button("Delete") { delete() }.1️⃣frame(width: 120, height: 40, alignment: .leading)"#,
        correction:
          #"Button("Delete") { delete() }.frame(minWidth: 120, maxWidth: 120, minHeight: 40, alignment: .leading)"#
      ),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 20, checked: 20, real: 17),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 11, checked: 11, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 3, checked: 3, real: 1),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 7, checked: 7, real: 6),
      MeasuredPrecision(corpus: MeasuredPrecision.fourUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLateUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeFinalUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeLastUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLatestUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingUntunedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourRoundThreeApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourFinalRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourLastRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourShippedRoundApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourClosingShippedApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourCampusAndCallApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourVoiceAndCampusApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fourTransferAndChatApps, findings: 0, checked: 0, real: 0),
    ])

  public var options = Options()

  public init() {}

  public let notedModifiers: Set<String> = ["frame"]
  public let inspectsOnlyNotedViews = true

  private static let texts: Set<String> = ["Text", "TextField", "SecureField", "Label"]

  /// Heights below this hide a view rather than lay it out (`.frame(width: 1, height: 1).opacity(0.01)`).
  private static let smallestLayoutHeight = 6.0
  private static let titledControls: Set<String> = ["Button", "Link", "Toggle", "NavigationLink"]
  private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard let name = view.name, holdsText(view, name), !view.hasModifier("minimumScaleFactor") else { return }
    let file = context.file
    for frame in view.modifiers(named: "frame") {
      let labels = frame.call.arguments.map { $0.label?.text }
      guard
        labels == ["height"] || labels == ["height", "alignment"] || labels == ["width", "height"]
          || labels == ["width", "height", "alignment"],
        let height = frame.argument("height"), file.resolveSize(height, at: frame.call) == .fixed,
        height.literalNumber.map({ $0 >= Self.smallestLayoutHeight }) ?? true,
        !file.isInPreview(view.expression), !file.isMacOSOnly(view.expression), !file.isDeveloperScreen,
        !file.isInMacFolder,
        let member = frame.call.calledExpression.as(MemberAccessExprSyntax.self)
      else { continue }
      let minimum = Self.minimumFrame(frame.call)
      let fix = Fix(
        summary: "Let the text grow: '\(minimum)'",
        edits: [
          context.edit(
            from: member.declName.positionAfterSkippingLeadingTrivia, to: frame.call.endPositionBeforeTrailingTrivia,
            replacement: String(minimum.dropFirst()))
        ])
      context.report(
        .fixedHeight(".frame(\(frame.call.arguments.trimmedText))", minimum: minimum),
        from: member.declName.positionAfterSkippingLeadingTrivia, to: frame.call.endPositionBeforeTrailingTrivia,
        fix: fix)
      return
    }
  }

  /// Whether the view is text, a control titled with text, or (with `include_stacks`) a stack whose content holds
  /// a `Text` and no image.
  private func holdsText(_ view: ViewCall, _ name: String) -> Bool {
    if Self.texts.contains(name) { return !view.showsOnlySymbolText }
    if Self.titledControls.contains(name) {
      return view.firstUnlabeledArgument.map { !$0.is(ClosureExprSyntax.self) } ?? false
    }
    guard options.includeStacks, Self.stacks.contains(name) else { return false }
    let content = view.children(in: "content")
    return content.contains { $0.name == "Text" } && !content.contains { $0.name == "Image" }
  }

  /// The frame that keeps the width and makes the height a minimum: `.frame(minHeight: 24)`,
  /// `.frame(minWidth: 80, maxWidth: 80, minHeight: 24, alignment: .leading)`.
  private static func minimumFrame(_ call: FunctionCallExprSyntax) -> String {
    var parts: [String] = []
    for argument in call.arguments {
      let value = argument.expression.trimmedText
      switch argument.label?.text {
      case "width": parts += ["minWidth: \(value)", "maxWidth: \(value)"]
      case "height": parts.append("minHeight: \(value)")
      default: parts.append("alignment: \(value)")
      }
    }
    return ".frame(" + parts.joined(separator: ", ") + ")"
  }
}

extension ViewCall {
  /// For a `Text`: whether it is a literal of emoji or symbols only, an icon rather than words.
  fileprivate var showsOnlySymbolText: Bool {
    guard name == "Text", let text = firstUnlabeledArgument?.as(StringLiteralExprSyntax.self)?.plainText else {
      return false
    }
    return !text.isEmpty && !text.contains { $0.isLetter || $0.isNumber }
  }
}

extension FindingMessage {
  fileprivate static func fixedHeight(_ frame: String, minimum: String) -> FindingMessage {
    FindingMessage(
      "'\(frame)' fixes the height of text, which at large sizes is cut off or spills over its neighbours; use "
        + "'\(minimum)'")
  }
}
