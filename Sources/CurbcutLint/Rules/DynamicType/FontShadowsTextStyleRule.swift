import CurbcutCore
import CurbcutReporting
import SwiftSyntax

/// Fonts of a fixed size declared under a text style's name in an extension of `Font` or `UIFont`.
public struct FontShadowsTextStyleRule: FileRule {
  public static let description = RuleDescription(
    id: "font_shadows_text_style",
    name: "Font shadows text style",
    impact: .critical,
    impactDescription: """
      Every `.font(.body)` in the module takes the project's font instead of the system's text style, so text the \
      code says is Dynamic Type never grows, on every screen at once, and nothing at the call sites shows it \
      (WCAG 1.4.4)
      """,
    wcag: ["1.4.4"],
    tags: ["dynamic-type", "typography", "design-system"],
    rationale: """
      A static member declared in an extension of SwiftUI's `Font` takes precedence, inside the module, over the \
      text style of the same name: after `extension Font { static let body = Font.system(size: 17) }`, every \
      `.font(.body)` in the app is that fixed 17 pt font. The call sites look like the seeds' advice followed to the \
      letter, and a review of any screen finds nothing, while the whole app ignores the reader's text size. A \
      `UIFont` extension with `static let body = UIFont.systemFont(ofSize: 17)` does the same to every \
      `label.font = .body`, which reads like a text style and is not one.

      Reported: a static property of an extension of `Font` or `UIFont` named like a text style (`largeTitle`, \
      `title`, `title2`, `title3`, `headline`, `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`, \
      and UIKit's `title1` and `caption1`), whose value makes a font of a fixed size: `.system(size:)`, \
      `.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)` or `UIFont(name:size:)` with a size the file shows to \
      be fixed, not passed through `UIFontMetrics`. Scale the font with the style it is named for \
      (`.custom("Inter", size: 17, relativeTo: .body)`, \
      `UIFontMetrics(forTextStyle: .body).scaledFont(for: inter)`), or give it a name of its own (`appBody`) so that \
      `.body` is the system's again. A shadow that scales (`relativeTo:`, a text style, `UIFontMetrics`) is a \
      design system's choice and is not reported; neither are members of other types (`Typography.body`).

      Opt-in until measured: none of the four apps nobody here had linted that the Dynamic Type rules were tried on \
      declares such a member, nor any file found searching public code for `static let body = Font.system(size:` and \
      `static var body: Font {` (they declare it on a type of their own, which shadows nothing). When it does fire it \
      cannot be wrong: the language makes every `.font(.body)` of the module that font.
      """,
    isOptIn: true,
    triggering: [
      Example(
        """
        extension Font {
          static let 1️⃣body = Font.system(size: 17)
          static let 2️⃣headline = Font.system(size: 17, weight: .semibold)
        }
        """,
        expect: ["1️⃣": .shadowsTextStyle("Font", "body"), "2️⃣": .shadowsTextStyle("Font", "headline")]),
      Example(
        """
        extension SwiftUI.Font {
          static var 1️⃣largeTitle: Font {
            .custom("Cereal-Bold", fixedSize: 34)
          }
        }
        """,
        expect: ["1️⃣": .shadowsTextStyle("Font", "largeTitle")]),
      Example(
        """
        enum FontSize {
          static let caption: CGFloat = 12
        }
        extension UIFont {
          static let 1️⃣caption1 = UIFont(name: "Cereal", size: FontSize.caption)!
          static var 2️⃣title1: UIFont { .boldSystemFont(ofSize: 28) }
        }
        """,
        expect: ["1️⃣": .shadowsTextStyle("UIFont", "caption1"), "2️⃣": .shadowsTextStyle("UIFont", "title1")]),
    ],
    nonTriggering: [
      Example(
        """
        extension Font {
          static let body = Font.custom("Inter", size: 17, relativeTo: .body)
          static let title = Font.system(.title, design: .rounded)
          static let appCaption = Font.system(size: 12)
        }
        """),
      Example(
        """
        extension UIFont {
          static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter", size: 17)!)
          static var headline: UIFont { .preferredFont(forTextStyle: .headline) }
        }
        """),
      Example(
        """
        enum Typography {
          static let body = Font.system(size: 17)
        }
        extension Font {
          func body(size: CGFloat) -> Font { .system(size: size) }
          var caption: Font { .system(size: 12) }
        }
        """),
      Example(
        """
        extension Font {
          static func title(_ size: CGFloat) -> Font {
            let title = Font.system(size: 28)
            return title
          }
        }
        """),
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.dynamicTypeDesignApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeMotionApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.threeCatalogueApps, findings: 0, checked: 0, real: 0),
      MeasuredPrecision(corpus: MeasuredPrecision.fiveLastCoreApps, findings: 0, checked: 0, real: 0),
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

  public init() {}

  public let inspectedCalls = FontCalls.names

  /// The names of the text styles, SwiftUI's and UIKit's.
  private static let textStyleNames = Set(TextStyle.allCases.flatMap { [$0.name, $0.swiftUIName] })

  /// The extended types whose static members `.body` finds, by how the extension may name them.
  private static let fontTypes = ["Font": "Font", "SwiftUI.Font": "Font", "UIFont": "UIFont", "UIKit.UIFont": "UIFont"]

  public func check(_ file: FileModel, in context: RuleContext) {
    guard file.types.contains(where: { $0.kind == .extension && Self.fontTypes[$0.name] != nil }) else { return }
    var reported: Set<SyntaxIdentifier> = []
    for name in inspectedCalls.sorted() {
      for call in file.calls(named: name) {
        let scope = file.scope(of: call)
        guard let type = scope.enclosingType, type.kind == .extension, let typeName = Self.fontTypes[type.name],
          case .variable(let binding)? = scope.binding, let property = binding.pattern.as(IdentifierPatternSyntax.self),
          Self.textStyleNames.contains(property.identifier.text),
          type.property(named: property.identifier.text)?.isStatic == true,
          isFixedSizeFont(call, in: scope, file), reported.insert(binding.id).inserted
        else { continue }
        context.report(.shadowsTextStyle(typeName, property.identifier.text), at: property)
      }
    }
  }

  /// Whether `call` makes a SwiftUI or UIKit font of a size the file shows to be fixed, not scaled by `UIFontMetrics`.
  private func isFixedSizeFont(_ call: FunctionCallExprSyntax, in scope: Scope, _ file: FileModel) -> Bool {
    let sizeLabel: String
    switch call.calleeName {
    case "system" where call.callsMember(of: "Font", in: "SwiftUI"): sizeLabel = "size"
    case "custom" where call.callsMember(of: "Font", in: "SwiftUI"): sizeLabel = "fixedSize"
    case "UIFont": sizeLabel = "size"
    case let name? where FontCalls.uiFontFactories.contains(name) && call.callsMember(of: "UIFont", in: "UIKit"):
      sizeLabel = "ofSize"
    default: return false
    }
    guard let size = call.arguments.first(where: { $0.label?.text == sizeLabel })?.expression else { return false }
    return file.resolveSize(size, at: call) == .fixed
      && !scope.enclosingCalls.contains { $0.calleeName == "scaledFont" }
  }
}

extension FindingMessage {
  fileprivate static func shadowsTextStyle(_ type: String, _ style: String) -> FindingMessage {
    let use = type == "Font" ? "'.font(.\(style))'" : "'.\(style)' font"
    return FindingMessage(
      "'\(type).\(style)' is declared with a fixed size: every \(use) in the module stops following Dynamic Type; "
        + "scale it relative to the text style, or give it another name")
  }
}
