import CurbcutCore
import CurbcutReporting
import Testing

@testable import CurbcutAudit

/// Typography tokens read from DTCG files: every form of every property, units, aliases and each way a file can be
/// wrong.
struct TypographyTokenReaderTests {
  /// The typography tokens of `texts` read as files `file0.tokens.json`, `file1.tokens.json`, ..., and every
  /// problem of the set and the reader.
  static func read(_ texts: String...) throws -> (tokens: [LocatedTypographyToken], problems: [InputProblem]) {
    let set = DesignTokenSet(try texts.enumerated().map { try Fixtures.tokens($1, name: "file\($0).tokens.json") })
    let read = TypographyTokenReader.tokens(in: set)
    return (read.tokens, set.problems + read.problems)
  }

  /// The one token of `value` written as the `$value` of `type.sample`, with `extensions` as its `$extensions`.
  static func token(_ value: String, extensions: String? = nil) throws -> TypographyToken {
    let extensionMember = extensions.map { ", \"$extensions\": \($0)" } ?? ""
    let read = try read(#"{"type": {"sample": {"$type": "typography", "$value": \#(value)\#(extensionMember)}}}"#)
    #expect(read.problems.isEmpty, "\(read.problems.map(\.diagnostic))")
    return try #require(read.tokens.first).token
  }

  /// The one problem reading `value` as the `$value` of `type.sample`.
  static func problem(_ value: String, extensions: String? = nil) throws -> InputProblem {
    let extensionMember = extensions.map { ", \"$extensions\": \($0)" } ?? ""
    let read = try read(#"{"type": {"sample": {"$type": "typography", "$value": \#(value)\#(extensionMember)}}}"#)
    #expect(read.tokens.isEmpty)
    #expect(read.problems.count == 1)
    return try #require(read.problems.first)
  }

  @Test func theCurrentFormatWithDimensionObjectsAndTheCurbcutExtension() throws {
    let read = try Self.read(
      """
      {
        "type": {
          "$type": "typography",
          "body": {
            "$value": {
              "fontFamily": "Cereal", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 600,
              "lineHeight": 1.5, "letterSpacing": { "value": -0.2, "unit": "px" }
            },
            "$extensions": { "com.curbcut": { "relativeTo": "callout" } }
          }
        }
      }
      """)
    #expect(read.problems.isEmpty)
    let located = try #require(read.tokens.first)
    let token = located.token
    #expect(token.name == "type.body")
    #expect(token.fontFamily == "Cereal")
    #expect(token.pointSize == 16)
    #expect(token.weight == .semibold)
    #expect(token.lineHeight == 24)
    #expect(token.tracking == -0.2)
    #expect(token.relativeTo == .callout)
    #expect(located.location.file.relative == "file0.tokens.json")
    #expect(located.location.start == SourcePosition(line: 4, column: 5))
    #expect(located.sourceLine == "\"body\": {")
  }

  @Test(arguments: [
    (#"{"value": 16, "unit": "px"}"#, 16.0), (#"{"value": 1.25, "unit": "rem"}"#, 20),
    (#"{"value": 15, "unit": "pt"}"#, 15),
    (#""16px""#, 16), (#""0.875rem""#, 14), (#""13pt""#, 13), (#""17 px""#, 17), ("18", 18), ("12.5", 12.5),
  ])
  func fontSizesInEveryUnit(fontSize: String, points: Double) throws {
    let token = try Self.token(#"{"fontFamily": "A", "fontSize": \#(fontSize), "fontWeight": 400, "lineHeight": 1}"#)
    #expect(token.pointSize == UnscaledPoints(points))
    #expect(token.lineHeight == UnscaledPoints(points))
  }

  @Test(arguments: [
    ("100", FontWeight.ultraLight), ("\"thin\"", .ultraLight), ("\"hairline\"", .ultraLight),
    ("\"extra-light\"", .thin),
    ("\"ultra-light\"", .thin), ("\"light\"", .light), ("\"normal\"", .regular), ("\"regular\"", .regular),
    ("\"book\"", .regular), ("\"medium\"", .medium), ("\"semi-bold\"", .semibold), ("\"demi-bold\"", .semibold),
    ("\"bold\"", .bold), ("\"extra-bold\"", .heavy), ("\"ultra-bold\"", .heavy), ("\"black\"", .black),
    ("\"heavy\"", .black), ("\"extra-black\"", .black), ("\"ultra-black\"", .black), ("\"700\"", .bold),
    ("1", .ultraLight),
    ("349", .light), ("350", .regular), ("450", .medium), ("1000", .black),
  ])
  func fontWeightsAsNumbersAndNames(fontWeight: String, weight: FontWeight) throws {
    let token = try Self.token(#"{"fontFamily": "A", "fontSize": 16, "fontWeight": \#(fontWeight), "lineHeight": 1}"#)
    #expect(token.weight == weight)
  }

  @Test(arguments: [
    ("1.25", 20.0), (#""1.5""#, 24), (#"{"value": 22, "unit": "px"}"#, 22), (#""21px""#, 21), (#""1.5rem""#, 24),
    (#""19pt""#, 19),
  ])
  func lineHeightsAsMultiplesOrDimensions(lineHeight: String, points: Double) throws {
    let token = try Self.token(#"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": \#(lineHeight)}"#)
    #expect(token.lineHeight == UnscaledPoints(points))
  }

  @Test(arguments: [
    (#"{"value": -0.5, "unit": "px"}"#, -0.5), (#""0.02rem""#, 0.32), ("0.3", 0.3), (#""-1pt""#, -1), ("0", 0),
  ])
  func letterSpacingAsADimension(letterSpacing: String, points: Double) throws {
    let token = try Self.token(
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": 1, "letterSpacing": \#(letterSpacing)}"#)
    #expect(abs(token.tracking.value - points) < 1e-12)
  }

  @Test func optionalPartsHaveDefaults() throws {
    let token = try Self.token(
      #"{"fontFamily": ["Cereal", "Helvetica", "sans-serif"], "fontSize": 16, "fontWeight": 400, "lineHeight": 1.25, "textCase": "none"}"#
    )
    #expect(token.fontFamily == "Cereal")
    #expect(token.tracking == 0)
    #expect(token.relativeTo == .body, "without relativeTo a custom font scales like body, as Font.custom(_:size:)")
  }

  @Test(arguments: [("\"title\"", TextStyle.title1), ("\"caption\"", .caption1), ("\".largeTitle\"", .largeTitle)])
  func relativeToTakesEveryTextStyleName(name: String, style: TextStyle) throws {
    let token = try Self.token(
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": 1}"#,
      extensions: #"{"com.curbcut": {"relativeTo": \#(name)}, "org.example.tool": {"x": 1}}"#)
    #expect(token.relativeTo == style)
  }

  @Test func propertiesAndWholeTokensResolveThroughAliases() throws {
    let read = try Self.read(
      """
      {
        "font": {
          "family": { "brand": { "$type": "fontFamily", "$value": "Cereal" } },
          "size": { "$type": "dimension", "title": { "$value": { "value": 22, "unit": "px" } } },
          "weight": { "$type": "fontWeight", "bold": { "$value": "bold" } }
        },
        "type": {
          "title": {
            "$type": "typography",
            "$value": {
              "fontFamily": "{font.family.brand}", "fontSize": "{font.size.title}",
              "fontWeight": "{font.weight.bold}", "lineHeight": 1.25
            },
            "$extensions": { "com.curbcut": { "relativeTo": "title2" } }
          },
          "heading": { "$value": "{type.title}" }
        }
      }
      """)
    #expect(read.problems.isEmpty)
    #expect(read.tokens.map(\.token.name) == ["type.title", "type.heading"])
    let title = try #require(read.tokens.first).token
    #expect(title.fontFamily == "Cereal")
    #expect(title.pointSize == 22)
    #expect(title.weight == .bold)
    #expect(title.lineHeight == 27.5)
    let heading = try #require(read.tokens.last)
    #expect(heading.token.pointSize == 22)
    #expect(heading.token.relativeTo == .body, "an alias takes the value, not the aliased token's extensions")
    #expect(heading.location.start.line == 16)
  }

  @Test func aliasesResolveAcrossFiles() throws {
    let read = try Self.read(
      #"{"size": {"$type": "dimension", "base": {"$value": {"value": 17, "unit": "px"}}}}"#,
      #"{"body": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{size.base}", "fontWeight": 400, "lineHeight": 1.2}}}"#
    )
    #expect(read.problems.isEmpty)
    #expect(read.tokens.first?.token.pointSize == 17)
    #expect(read.tokens.first?.location.file.relative == "file1.tokens.json")
  }

  @Test(arguments: [
    (#""16px""#, "type.sample.$value", "Expected a typography value, an object with 'fontFamily', 'fontSize',"),
    (
      #"{"fontFamily": "A", "fontWeight": 400, "lineHeight": 1}"#, "type.sample.$value",
      "Typography token 'type.sample' has no 'fontSize'; expected an object with"
    ),
    (
      #"{"fontFamily": "A", "fontSize": "16em", "fontWeight": 400, "lineHeight": 1}"#, "type.sample.$value.fontSize",
      "Unit 'em' of 'fontSize' is not supported; expected 'px', 'rem', 'pt'"
    ),
    (
      #"{"fontFamily": "A", "fontSize": {"value": 16}, "fontWeight": 400, "lineHeight": 1}"#,
      "type.sample.$value.fontSize", "Expected 'fontSize' to be a dimension such as {\"value\": 16, \"unit\": \"px\"}"
    ),
    (
      #"{"fontFamily": "A", "fontSize": "big", "fontWeight": 400, "lineHeight": 1}"#, "type.sample.$value.fontSize",
      "Expected 'fontSize' to be a dimension"
    ),
    (
      #"{"fontFamily": "A", "fontSize": "-4px", "fontWeight": 400, "lineHeight": 1}"#, "type.sample.$value.fontSize",
      "Typography token 'type.sample' has fontSize -4 pt; expected a positive number of points"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": "Bold", "lineHeight": 1}"#, "type.sample.$value.fontWeight",
      "Expected 'fontWeight' to be a number from 1 to 1000 or one of 'thin', 'hairline',"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": "Bold", "lineHeight": 1}"#, "type.sample.$value.fontWeight",
      "found the string 'Bold'; did you mean 'bold'?"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 1200, "lineHeight": 1}"#, "type.sample.$value.fontWeight",
      "found the number 1200"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": true}"#, "type.sample.$value.lineHeight",
      "Expected 'lineHeight' to be a multiple of the font size, such as 1.25, or a dimension"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": 0}"#, "type.sample.$value.lineHeight",
      "has lineHeight 0 pt; expected a positive number of points"
    ),
    (
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": 1, "letterSpacing": "wide"}"#,
      "type.sample.$value.letterSpacing", "Expected 'letterSpacing' to be a dimension"
    ),
    (
      #"{"fontFamily": 12, "fontSize": 16, "fontWeight": 400, "lineHeight": 1}"#, "type.sample.$value.fontFamily",
      "Expected 'fontFamily' to be a font name or a list of names, found the number 12"
    ),
  ])
  func aBadValueIsAProblemAtItsPathSayingWhatWasExpected(value: String, path: String, message: String) throws {
    let problem = try Self.problem(value)
    #expect(problem.path.relative == "file0.tokens.json")
    #expect(problem.line == 1)
    #expect(problem.location == path)
    #expect(problem.message.contains(message), "\(problem.message)")
  }

  @Test(arguments: [
    (
      #"{"com.curbcut": {"relativeTo": "huge"}}"#, "$extensions[\"com.curbcut\"].relativeTo",
      "Unknown text style 'huge'"
    ),
    (#"{"com.curbcut": {"relativeTo": 3}}"#, "$extensions[\"com.curbcut\"].relativeTo", "Expected 'relativeTo' to be"),
    (#"{"com.curbcut": "body"}"#, "$extensions[\"com.curbcut\"]", "Expected 'com.curbcut' to be an object"),
    (
      #"{"com.curbcut": {"relativeto": "body"}}"#, "$extensions[\"com.curbcut\"].relativeto",
      "'relativeto' is not a Curbcut token extension; expected 'relativeTo'; did you mean 'relativeTo'?"
    ),
  ])
  func aBadExtensionIsAProblemAtItsPath(extensions: String, path: String, message: String) throws {
    let problem = try Self.problem(
      #"{"fontFamily": "A", "fontSize": 16, "fontWeight": 400, "lineHeight": 1}"#, extensions: extensions)
    #expect(problem.location == "type.sample." + path)
    #expect(problem.message.contains(message), "\(problem.message)")
  }

  @Test func anAliasThatNamesNoTokenIsTheSetsProblem() throws {
    let read = try Self.read(
      #"{"body": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{size.nope}", "fontWeight": 400, "lineHeight": 1}}}"#
    )
    #expect(read.tokens.isEmpty)
    #expect(read.problems.map(\.message) == ["Alias '{size.nope}' names no token"])
    #expect(read.problems.first?.location == "body.$value.fontSize")
  }

  @Test func aProblemInAnAliasedValuePointsWhereTheValueIsWritten() throws {
    let read = try Self.read(
      #"{"size": {"$type": "dimension", "odd": {"$value": "3vw"}}, "body": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{size.odd}", "fontWeight": 400, "lineHeight": 1}}}"#
    )
    #expect(read.problems.first?.location == "size.odd.$value")
    #expect(read.problems.first?.message.hasPrefix("Unit 'vw' of 'fontSize' is not supported") == true)
  }

  @Test func twoTokensWithOneNameAreAProblemAtTheSecond() throws {
    let first = LocatedTypographyToken(
      try TypographyToken(
        name: "body", fontFamily: "A", pointSize: 17, weight: .regular, lineHeight: 22, tracking: 0, relativeTo: .body),
      at: InputLocation(file: Fixtures.path("a.tokens.json"), start: SourcePosition(line: 3, column: 5), path: "body"),
      sourceLine: "\"body\": {")
    let second = LocatedTypographyToken(
      first.token,
      at: InputLocation(
        file: Fixtures.path(".curbcut.yml"), start: SourcePosition(line: 7, column: 5), path: "typography.tokens.body"),
      sourceLine: "body:")
    #expect(throws: InputProblem.self) { try AuditedTypeRamp(designTokens: [first, second]) }
    do {
      _ = try AuditedTypeRamp(designTokens: [first, second])
    } catch {
      #expect(
        error.diagnostic
          == ".curbcut.yml:7: error: typography.tokens.body: Typography token name 'body' is used more than once;"
          + " expected each token of a ramp to be named once; it is also defined at a.tokens.json:3")
    }
  }
}
