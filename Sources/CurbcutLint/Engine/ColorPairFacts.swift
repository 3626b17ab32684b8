import CurbcutCore
import SwiftSyntax

/// The named colors the code paints text in over a named background: a `Text`, `Label` or `Button` whose foreground
/// (`.foregroundStyle(Color("textPrimary"))`, `.foregroundColor(.textPrimary)`, SwiftGen's
/// `Asset.Colors.textPrimary.swiftUIColor`) and background (`.background(Color("surface"))`, a shape filled with one)
/// are written on it or on a view around it. `curbcut check` checks these pairs, the ones the app really draws, in
/// every appearance of its asset catalogs: an app's colors are named `brandBlue` and `AccentColor`, and no pair can be
/// told from such names.
public struct ColorPairFacts: ProjectFact {
  /// One place the code draws a foreground on a background, by the names it writes.
  public struct Use: Hashable, Sendable {
    public let foreground: String
    public let background: String
    /// What the text is, by its font: normal, large or bold text.
    public let kind: ContentKind
    public let path: String
    public let line: Int
    /// The view type whose code draws it, which the run may never show.
    let viewType: String?
  }

  /// Each place, in the order of files and lines once sorted.
  public private(set) var uses: [Use] = []

  public init() {}

  public init(_ model: FileModel) {
    // Most files draw no named color on a named background: those that write no background are passed over.
    guard model.source(contains: ".background") else { return }
    model.forEachView { view in
      guard let name = view.name, ["Text", "Label", "Button"].contains(name),
        name != "Button" || view.firstUnlabeledArgument?.is(StringLiteralExprSyntax.self) == true,
        !model.isInPreview(view.expression), !model.isShownOnlyOnMacOrToDebug(model.scope(of: view.expression)),
        let foreground = Self.nearest(["foregroundStyle", "foregroundColor"], from: view).flatMap(Self.colorName),
        let background = Self.nearest(["background"], from: view).flatMap(Self.colorName), foreground != background
      else { return }
      let line = model.source.lines.position(
        ofUTF8Offset: view.expression.positionAfterSkippingLeadingTrivia.utf8Offset
      )
      .line
      uses.append(
        Use(
          foreground: foreground, background: background, kind: LiteralContrastRule.kind(of: view),
          path: model.path.relative, line: line, viewType: view.enclosingType?.name))
    }
  }

  /// The places a run's screens can show: not in a view type that only previews draw or no code of a whole project
  /// names (``ViewUseFacts``).
  public static func shownUses(in facts: ProjectFacts) -> [Use] {
    let views = facts.facts(of: ViewUseFacts.self)
    return (facts.facts(of: ColorPairFacts.self)?.uses ?? []).filter { use in
      use.viewType.map { views?.isNeverShown($0) != true } ?? true
    }
  }

  public mutating func merge(_ other: ColorPairFacts) {
    uses += other.uses
  }

  public mutating func finish() {
    uses.sort { ($0.path, $0.line, $0.foreground) < ($1.path, $1.line, $1.foreground) }
  }

  /// The first argument of the modifier named one of `names` nearest the view: on its own chain, else on the views
  /// around it (text takes its foreground from its container, and stands on its container's background), up to a
  /// view of the app's own (`CardContainer { ... }`), which may draw a background of its own that the code here does
  /// not show.
  private static func nearest(_ names: [String], from view: ViewCall) -> ExprSyntax? {
    for candidate in sequence(first: view, next: \.parent) {
      for name in names {
        if let call = candidate.lastApplied(name) {
          return call.arguments.first?.expression ?? call.trailingClosure?.statements.first?.item.as(ExprSyntax.self)
        }
      }
      if candidate !== view, let type = candidate.name, !SwiftUIViews.system.contains(type) { return nil }
    }
    return nil
  }

  /// The name of the asset or system color an expression writes: `Color("surface")`, `Color(.surface)`,
  /// `Color(uiColor: .surface)`, `UIColor(named: "surface")`, `.surface`, `Color.surface`, SwiftGen's
  /// `Asset.Colors.surface.swiftUIColor`, `Color.accentColor` (the catalog's `AccentColor`), `.gray` (the system's
  /// `systemGray`, not a color set named `gray`), a shape or color filled
  /// with one (`RoundedRectangle(cornerRadius: 8).fill(.surface)`, `Color("surface").ignoresSafeArea()`). Nil for a
  /// translucent one (`.opacity(0.5)`) or a style that is no color (`.primary`, `.ultraThinMaterial`).
  static func colorName(_ expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      switch member.declName.baseName.text {
      case "opacity": return nil
      case "fill", "foregroundColor", "foregroundStyle":
        return call.arguments.first.flatMap { colorName($0.expression) }
      default: return colorName(base)
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calleeName,
      ["Color", "UIColor"].contains(callee), let argument = call.arguments.first?.expression
    {
      if let literal = argument.as(StringLiteralExprSyntax.self) { return literal.plainText }
      if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
        return member.declName.baseName.text
      }
      return nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    switch member.base?.trimmedText {
    case nil, "Color", "UIColor":
      if name == "accentColor" { return "AccentColor" }
      // SwiftUI's own colors win over a color set of the same name (Xcode makes no symbol that would clash).
      if let system = SystemColor(swiftUIName: name) {
        return name == "primary" || name == "secondary" ? nil : system.rawValue
      }
      return notColors.contains(name) ? nil : name
    default:
      // SwiftGen: `Asset.Colors.surface.swiftUIColor`, `Asset.Colors.surface.color`.
      guard ["swiftUIColor", "color"].contains(name), let inner = member.base?.as(MemberAccessExprSyntax.self) else {
        return nil
      }
      return inner.declName.baseName.text
    }
  }

  /// Styles written like colors that are none (hierarchical styles, materials, `clear`), and the fixed `white` and
  /// `black`, which the audit's palettes do not hold.
  private static let notColors: Set<String> = [
    "primary", "secondary", "tertiary", "quaternary", "quinary", "clear", "white", "black", "ultraThinMaterial",
    "thinMaterial",
    "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "tint", "background", "foreground",
  ]
}
