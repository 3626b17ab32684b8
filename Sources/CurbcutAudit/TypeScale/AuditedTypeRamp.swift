import CurbcutCore
import CurbcutReporting

/// The type ramp `curbcut type-scale` prints and checks: Apple's text styles, or a design system's tokens with where
/// each is written. The printed `TypeScale` and the reported findings come from the same entries.
public struct AuditedTypeRamp: Sendable {
  /// Where findings about Apple's text styles are reported, as compilers name a place outside any file
  /// (`<stdin>`, `<unknown>`). The line is the style's row in Apple's table (`largeTitle` 1 ... `caption2` 11) and
  /// the source line its name, so each style's findings have their own place and baseline key.
  public static let systemTextStylesPath = SourcePath(display: "<system>", relative: "<system>")

  /// Apple's eleven text styles.
  public static let systemTextStyles = AuditedTypeRamp(entries: .systemTextStyles)

  /// What the ramp holds.
  private enum Entries: Sendable {
    case systemTextStyles
    case designTokens(TypographyRamp, [LocatedTypographyToken])
  }

  private let entries: Entries

  private init(entries: Entries) { self.entries = entries }

  /// A design system's ramp from its tokens, in order.
  ///
  /// - Throws: a problem at the second of two tokens with the same name (from two files, or a file and the
  ///   configuration), since findings could not say which one they mean.
  public init(designTokens tokens: [LocatedTypographyToken]) throws(InputProblem) {
    do {
      entries = .designTokens(try TypographyRamp(tokens.map(\.token)), tokens)
    } catch {
      let name = tokens.map(\.token.name)
      let second = tokens.indices.first { index in name[..<index].contains(name[index]) } ?? tokens.startIndex
      let first = tokens[name.firstIndex(of: name[second]) ?? second].location
      throw tokens[second].location.problem(
        "\(error.description); it is also defined at \(first.file.display):\(first.start.line)")
    }
  }

  /// The names of the ramp's entries, in order: text style names or token names.
  public var names: [String] {
    switch entries {
    case .systemTextStyles: TextStyle.allCases.map(\.name)
    case .designTokens(let ramp, _): ramp.tokens.map(\.name)
    }
  }

  /// How many files the ramp's tokens are written in (token files and the configuration); 0 for Apple's styles.
  public var filesChecked: Int {
    switch entries {
    case .systemTextStyles: 0
    case .designTokens(_, let tokens): Set(tokens.map(\.location.file)).count
    }
  }

  /// The ramp at every text size category, clamped to `range`.
  public func scale(in range: DynamicTypeRange) -> TypeScale {
    switch entries {
    case .systemTextStyles: .systemTextStyles(in: range)
    case .designTokens(let ramp, _): .designTokens(ramp, in: range)
    }
  }

  /// Every problem with the ramp in `range`, as findings in report order: at the token's name in its file, or at
  /// `systemTextStylesPath` for Apple's styles. Entries named in `exemptFromResize` are not reported under
  /// `text_resize_200_percent` (WCAG 1.4.4); their other findings still are.
  public func findings(in range: DynamicTypeRange, exemptFromResize: Set<String> = []) -> [Finding] {
    let located: [(font: ScalableFont, name: String, span: SourceSpan, sourceLine: String)] =
      switch entries {
      case .systemTextStyles:
        TextStyle.allCases.enumerated().map { index, style in
          let start = SourcePosition(line: index + 1, column: 1)
          return (
            .textStyle(style), style.name, SourceSpan(path: Self.systemTextStylesPath, start: start, end: start),
            style.name
          )
        }
      case .designTokens(_, let tokens):
        tokens.map { ($0.token.font, $0.token.name, $0.location.span, $0.sourceLine) }
      }
    return located.flatMap { entry in
      entry.font.findings(named: entry.name, in: range)
        .filter { !$0.isWaived(by: exemptFromResize) }
        .map { $0.finding(at: entry.span, sourceLine: entry.sourceLine) }
    }.sorted(by: Finding.inReportOrder)
  }
}

extension TypographyFinding {
  /// Whether the finding is a WCAG 1.4.4 finding about an entry the configuration exempts as display text.
  func isWaived(by exemptFromResize: Set<String>) -> Bool {
    guard case .cannotResizeTo200Percent = problem else { return false }
    return exemptFromResize.contains(subject)
  }

  /// The finding as reporters take it: under its rule, with the rule's default severity and impact, at `span`.
  func finding(at span: SourceSpan, sourceLine: String) -> Finding {
    let rule = TypeScaleRules.rule(for: problem)
    return Finding(
      ruleID: rule.id, severity: rule.defaultSeverity, impact: rule.impact, message: message, span: span,
      sourceLine: sourceLine)
  }
}
