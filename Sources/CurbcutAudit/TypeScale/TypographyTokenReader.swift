import CurbcutCore
import CurbcutReporting
import Foundation

/// Reads a design system's type ramp from W3C design-token files (DTCG Format Module 2025.10): every token of
/// `$type` `typography`, after `DesignTokenSet` has resolved aliases, as a `TypographyToken` located at its name.
///
/// The composite value's properties, each written out or an alias of a token of its type:
/// - `fontFamily`: a name, or a list of names of which the first (the preferred family) is used.
/// - `fontSize`: a dimension, `{"value": 16, "unit": "px"}` or, as older drafts wrote it, `"16px"`. Units: `px`, one
///   point each (the DTCG spec maps px to iOS points, and design tools draw iOS screens at 1x); `rem`, 16 points
///   (the spec's usual default font size; iOS has no root font size); and `pt`, a Curbcut extension for files
///   written for iOS. A bare number is points, as Style Dictionary's iOS output writes it.
/// - `fontWeight`: a number from 1 to 1000 or a DTCG name (`semi-bold`), shown as the nearest of iOS's nine weights.
/// - `lineHeight`: a number, the multiple of the font size the format specifies (`1.25`, or `"1.25"` in older
///   drafts), or a dimension for a line height in points.
/// - `letterSpacing` (optional, 0 when absent): a dimension, or a bare number of points.
///
/// Other properties, such as Tokens Studio's `textCase`, are ignored. The text style a token scales with is a
/// Curbcut extension, `"$extensions": {"com.curbcut": {"relativeTo": "title1"}}`, read as `TextStyle(parsing:)`
/// reads names; without it a token scales like `body`, as `Font.custom(_:size:)` and `UIFontMetrics.default` do.
public enum TypographyTokenReader {
  /// The extension namespace Curbcut reads from a token's `$extensions`.
  public static let extensionNamespace = "com.curbcut"

  /// What a typography token's value must be, for messages.
  static let expectedValue =
    "an object with 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight' and optionally 'letterSpacing'"

  /// The typography tokens of `set`, in the order they first appear in its files, and a problem for each one that
  /// cannot be read (with the file, line, JSON path and what was expected). Other tokens are left alone: they may
  /// be what typography tokens alias.
  public static func tokens(in set: DesignTokenSet) -> (tokens: [LocatedTypographyToken], problems: [InputProblem]) {
    var tokens: [LocatedTypographyToken] = []
    var problems: [InputProblem] = []
    for token in set.tokens where token.type == .typography {
      do {
        tokens.append(try read(token))
      } catch {
        problems.append(error)
      }
    }
    return (tokens, problems)
  }

  /// The typography tokens of the token files at `files` taken together, as `DesignTokenSet` layers them (a later
  /// file replaces an earlier token of the same name; aliases resolve across files), with every problem: a file
  /// that cannot be read or is not valid JSON, the set's structural and alias problems, a token that cannot be read,
  /// and files that hold no typography token at all.
  public static func tokens(
    inFiles files: [(absolutePath: String, path: SourcePath)]
  ) -> (tokens: [LocatedTypographyToken], problems: [InputProblem]) {
    var documents: [JSONDocument] = []
    var problems: [InputProblem] = []
    for file in files {
      do {
        documents.append(try JSONDocument.read(absolutePath: file.absolutePath, as: file.path))
      } catch {
        problems.append(error)
      }
    }
    let set = DesignTokenSet(documents.map(DesignTokenFile.init))
    let read = tokens(in: set)
    problems += set.problems + read.problems
    if problems.isEmpty, read.tokens.isEmpty, let first = files.first {
      let subject = files.count == 1 ? "The file holds no" : "None of the \(files.count) files holds a"
      problems.append(
        InputProblem(
          path: first.path,
          message: "\(subject) typography token; expected tokens with \"$type\": \"typography\" (on them or a group)"))
    }
    return (read.tokens, problems)
  }

  /// One typography token.
  private static func read(_ token: DesignToken) throws(InputProblem) -> LocatedTypographyToken {
    let value = token.value
    guard value.members != nil else {
      throw value.problem("Expected a typography value, \(expectedValue); found \(value.found)")
    }
    let property = { (name: String) throws(InputProblem) -> JSONNode in
      guard let node = value[name] else {
        throw value.problem("Typography token '\(token.name)' has no '\(name)'; expected \(expectedValue)")
      }
      return node
    }
    let fontSize = try property("fontSize")
    let pointSize = try dimension(fontSize, name: "fontSize")
    let lineHeightNode = try property("lineHeight")
    let lineHeight = try self.lineHeight(lineHeightNode, fontSize: pointSize)
    let letterSpacing = value["letterSpacing"]
    let tracking = try letterSpacing.map { node throws(InputProblem) in try dimension(node, name: "letterSpacing") }
    let family = try fontFamily(try property("fontFamily"))
    let weight = try self.weight(try property("fontWeight"))
    let relativeTo = try self.relativeTo(token.definition.extensions)
    do {
      let typography = try TypographyToken(
        name: token.name, fontFamily: family, pointSize: pointSize, weight: weight, lineHeight: lineHeight,
        tracking: tracking ?? 0, relativeTo: relativeTo)
      return LocatedTypographyToken(typography, at: token.definition.location, sourceLine: token.definition.sourceLine)
    } catch {
      let node: JSONNode =
        switch error {
        case .invalidLength(_, "lineHeight", _, _): lineHeightNode
        case .invalidLength(_, "letterSpacing", _, _): letterSpacing ?? value
        case .invalidLength: fontSize
        case .emptyName, .duplicateName: value
        }
      throw node.problem(error.description)
    }
  }

  /// The preferred family: the string, or the first of a list of strings.
  private static func fontFamily(_ node: JSONNode) throws(InputProblem) -> String {
    if let name = node.string ?? node.elements?.first?.string, !name.isEmpty { return name }
    throw node.problem("Expected 'fontFamily' to be a font name or a list of names, found \(node.found)")
  }

  /// A weight from 1 to 1000, a DTCG name, or a number written as a string (older drafts: `"700"`).
  private static func weight(_ node: JSONNode) throws(InputProblem) -> FontWeight {
    let weight: FontWeight? =
      switch node.value {
      case .number(let number): FontWeight(designTokenWeight: number)
      case .string(let text):
        FontWeight(designTokenName: text) ?? Double(text).flatMap(FontWeight.init(designTokenWeight:))
      default: nil
      }
    guard let weight else {
      let hint = node.string.map { NameSuggestion.hint(for: $0, among: FontWeight.designTokenNames.map(\.name)) } ?? ""
      throw node.problem("Expected 'fontWeight' to be \(FontWeight.designTokenExpectation), found \(node.found)\(hint)")
    }
    return weight
  }

  /// A line height: a multiple of the font size (a number, or a number in a string), or a dimension in points.
  private static func lineHeight(_ node: JSONNode, fontSize: UnscaledPoints) throws(InputProblem) -> UnscaledPoints {
    if let multiple = node.number ?? node.string.flatMap(Double.init) { return fontSize * multiple }
    guard node.members != nil || node.string != nil else {
      throw node.problem(
        "Expected 'lineHeight' to be a multiple of the font size, such as 1.25, or a dimension such as"
          + " {\"value\": 20, \"unit\": \"px\"}; found \(node.found)")
    }
    return try dimension(node, name: "lineHeight")
  }

  /// A dimension in points: `{"value": 16, "unit": "px"}`, `"16px"`, or a bare number of points.
  private static func dimension(_ node: JSONNode, name: String) throws(InputProblem) -> UnscaledPoints {
    let expected =
      "a dimension such as {\"value\": 16, \"unit\": \"px\"} or \"16px\" (units \(DimensionUnit.names))"
    let amount: Double
    let unitText: String
    switch node.value {
    case .number(let number):
      return UnscaledPoints(number)
    case .object:
      guard let value = node["value"]?.number, let unit = node["unit"]?.string else {
        throw node.problem("Expected '\(name)' to be \(expected), found \(node.found)")
      }
      (amount, unitText) = (value, unit)
    case .string(let text):
      let unitStart = text.lastIndex { !$0.isLetter && $0 != "%" }.map { text.index(after: $0) } ?? text.startIndex
      guard let value = Double(text[..<unitStart].trimmingCharacters(in: .whitespaces)) else {
        throw node.problem("Expected '\(name)' to be \(expected), found \(node.found)")
      }
      (amount, unitText) = (value, String(text[unitStart...]))
    default:
      throw node.problem("Expected '\(name)' to be \(expected), found \(node.found)")
    }
    guard let unit = DimensionUnit(rawValue: unitText) else {
      throw node.problem("Unit '\(unitText)' of '\(name)' is not supported; expected \(DimensionUnit.names)")
    }
    return UnscaledPoints(amount * unit.points)
  }

  /// The text style named by `$extensions.com.curbcut.relativeTo`, or `body` when there is none.
  private static func relativeTo(_ extensions: JSONNode?) throws(InputProblem) -> TextStyle {
    guard let curbcut = extensions?[extensionNamespace] else { return .body }
    guard let members = curbcut.members else {
      throw curbcut.problem("Expected '\(extensionNamespace)' to be an object such as {\"relativeTo\": \"body\"}")
    }
    if let unknown = members.first(where: { $0.key != "relativeTo" }) {
      throw unknown.keyLocation.problem(
        "'\(unknown.key)' is not a Curbcut token extension; expected 'relativeTo'"
          + NameSuggestion.hint(for: unknown.key, among: ["relativeTo"]))
    }
    guard let node = curbcut["relativeTo"] else { return .body }
    guard let name = node.string else {
      throw node.problem("Expected 'relativeTo' to be the name of a text style such as 'body', found \(node.found)")
    }
    do {
      return try TextStyle(parsing: name)
    } catch {
      throw node.problem(error.description)
    }
  }
}

/// The units a typography token's lengths may be written in, with the points each stands for.
enum DimensionUnit: String, CaseIterable {
  /// A CSS pixel: one iOS point.
  case px
  /// A multiple of the root font size, taken as 16 points.
  case rem
  /// An iOS point (a Curbcut extension to the DTCG units).
  case pt

  /// Points per unit.
  var points: Double {
    switch self {
    case .px, .pt: 1
    case .rem: 16
    }
  }

  /// The units as a message lists them.
  static let names = allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
}
