import CurbcutReporting
import Testing

@testable import CurbcutAudit

struct JSONDocumentTests {
  @Test func readsEscapesUnicodeAndSurrogatePairs() throws {
    let document = try Fixtures.json(
      #"{"escapes": "caf\u00e9 \/ \"q\" \\ \b\f\n\r\t", "emoji": "\ud83d\ude00 é日本🎉", "nul": "\u0000"}"#)
    #expect(document.root["escapes"]?.string == "café / \"q\" \\ \u{08}\u{0C}\n\r\t")
    #expect(document.root["emoji"]?.string == "😀 é日本🎉")
    #expect(document.root["nul"]?.string == "\u{0}")
  }

  @Test func readsNumbersAndNestedArrays() throws {
    let document = try Fixtures.json(
      #"{"n": [-0, 1e5, 1E-7, 0.5e+3, 12345678901234567890123], "a": [[1, [2, [3]]], [], {}]}"#)
    #expect(document.root["n"]?.elements?.compactMap(\.number) == [-0.0, 1e5, 1e-7, 500, 12345678901234567890123])
    let nested = try #require(document.root["a"]?.elements)
    #expect(nested.count == 3)
    #expect(nested[0].elements?[1].elements?[1].elements?[0].number == 3)
    #expect(nested[0].elements?[1].elements?[1].elements?[0].location.path == "a[0][1][1][0]")
    #expect(nested[2].members?.isEmpty == true)
  }

  @Test func locatesEveryValueAndNameByLineColumnAndPath() throws {
    let document = try Fixtures.json(
      """
      {
      \t"color": {
          "text": { "primary": { "$value": "#FFFFFF" } },
          "é日": [1,
            2]
        }
      }
      """)
    let primary = try #require(document.root["color"]?["text"]?["primary"])
    let member = try #require(document.root["color"]?["text"]?.members?.first)
    #expect(member.keyLocation.start == SourcePosition(line: 3, column: 15))
    #expect(member.keyLocation.end == SourcePosition(line: 3, column: 24))
    #expect(member.keyLocation.path == "color.text.primary")
    let value = try #require(primary["$value"])
    #expect(value.location.path == "color.text.primary.$value")
    #expect(value.location.start == SourcePosition(line: 3, column: 38))
    // Columns count Unicode scalars: the two-scalar name moves the array by two, not by its five UTF-8 bytes.
    let array = try #require(document.root["color"]?["é日"])
    #expect(array.location.start == SourcePosition(line: 4, column: 11))
    #expect(array.elements?[1].location.start == SourcePosition(line: 5, column: 7))
    #expect(document.lineText(3) == ##""text": { "primary": { "$value": "#FFFFFF" } },"##)
  }

  /// Foundation silently keeps the last of two values with one name; a token or a color component could then
  /// change without anyone seeing why.
  @Test func aNameUsedTwiceInOneObjectIsRefusedWhereItRepeats() throws {
    let problem = try #require(throws: InputProblem.self) {
      try Fixtures.json("{\"a\": {\"dup\": 1,\n \"dup\": 2}, \"b\": {\"dup\": 3}}")
    }
    #expect(problem.line == 2)
    #expect(problem.location == "a.dup")
    #expect(
      problem.message
        == "Malformed JSON at column 2: the member name 'dup' is already used in this object at line 1, column 8; "
        + "readers disagree on which value counts, so write it once")
    #expect(try Fixtures.json(#"{"a": {"dup": 1}, "b": {"dup": 3}}"#).root["b"]?["dup"]?.number == 3)
  }

  @Test func readsNamesLongerThanYAMLAllowsAndAByteOrderMark() throws {
    let long = String(repeating: "k", count: 1100)
    #expect(try Fixtures.json("{\"\(long)\": 1}").root[long]?.number == 1)
    let marked = try Fixtures.json("\u{FEFF}{\"bom\": 1}")
    #expect(marked.root["bom"]?.location.start == SourcePosition(line: 1, column: 9))
  }

  @Test func quotesAmbiguousNamesInPaths() throws {
    let document = try Fixtures.json(#"{"a.b": {"": {"c[0]": 1}}}"#)
    #expect(document.root["a.b"]?[""]?["c[0]"]?.location.path == #"["a.b"][""]["c[0]"]"#)
  }

  @Test(arguments: [
    (#"{"a": 1,}"#, 1, #"Malformed JSON at column 9: expected a member name in double quotes, found '}'"#),
    (
      "[1, 2,\n]", 2,
      "Malformed JSON at column 1: expected a value (an object, an array, a string, a number, true, false or null), found ']'"
    ),
    (#"{"a": tru}"#, 1, "Malformed JSON at column 10: expected 'true', found '}' (Foundation: "),
    (
      "", 1,
      "Malformed JSON at column 1: expected a value (an object, an array, a string, a number, true, false or null), found the end of the file (Foundation: "
    ),
    (
      #"{"a": 01}"#, 1,
      "Malformed JSON at column 8: expected no leading zero in a number, found '1' after '0' (Foundation: "
    ),
    ("{\"a\":\n\n 1 \"b\": 2}", 3, "Malformed JSON at column 4: expected ',' or '}', found '\"' (Foundation: "),
    (
      #"{"a": "\ud83d"}"#, 1,
      #"Malformed JSON at column 14: expected '\u' and a low surrogate after the high surrogate \uD83D (Foundation: "#
    ),
    (
      "{\"a\": \"tab\there\"}", 1,
      "Malformed JSON at column 11: expected a character or '\"', found control character U+0009; write it as an escape such as '\\n' (Foundation: "
    ),
    (
      #"{"a": "open"#, 1,
      "Malformed JSON at column 12: expected '\"' to end the string, found the end of the file (Foundation: "
    ),
    (
      #"{"a": 1} x"#, 1,
      "Malformed JSON at column 10: expected the end of the file after the top-level value, found 'x' (Foundation: "
    ),
    (#"{"a": 1e400}"#, 1, "Malformed JSON at column 12: the number 1e400 is too large for a double (Foundation: "),
    (#"{"a" 1}"#, 1, "Malformed JSON at column 6: expected ':' after the member name 'a', found '1' (Foundation: "),
  ])
  func malformedJSONNamesTheFileLineAndWhatWasExpected(text: String, line: Int, message: String) throws {
    let problem = try #require(throws: InputProblem.self) { try Fixtures.json(text, name: "Tokens/bad.tokens.json") }
    #expect(problem.path.relative == "Tokens/bad.tokens.json")
    #expect(problem.line == line)
    #expect(problem.message.hasPrefix(message), "\(problem.message)")
    #expect(problem.severity == .error)
  }

  @Test func malformedJSONInsideAValueNamesItsPath() throws {
    let problem = try #require(throws: InputProblem.self) {
      try Fixtures.json(#"{"color": {"text": {"$value": #FFF}}}"#)
    }
    #expect(problem.location == "color.text.$value")
  }

  /// Foundation used to be the only reader to check the text is UTF-8; the scanner, now the only reader of a valid
  /// file, checks it itself.
  @Test func aStringThatIsNotUTF8IsRefusedWithItsPlace() throws {
    let problem = try #require(throws: InputProblem.self) {
      try JSONDocument(bytes: Array(#"{"a": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8), file: Fixtures.path("x.json"))
    }
    #expect(problem.location == "a")
    #expect(problem.message.hasPrefix("Malformed JSON at column 12: expected UTF-8 text, found a string with bytes"))
    #expect(problem.message.contains("(Foundation: "))
  }

  /// Lines end where they end in Swift sources (``LineTable``): at a lone carriage return too.
  @Test func aLoneCarriageReturnEndsALine() throws {
    let problem = try #require(throws: InputProblem.self) { try Fixtures.json("{\r\"a\": 1,\r\n\"b\": x}") }
    #expect(problem.line == 3)
    let document = try Fixtures.json("{\r\"a\": 1,\r\"b\": 2}")
    #expect(document.root["b"]?.location.start.line == 3)
    #expect(document.lineText(3) == "\"b\": 2}")
  }

  @Test func deepNestingIsRefusedWithoutCrashing() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let problem = try #require(throws: InputProblem.self) { try Fixtures.json(text) }
    #expect(problem.message.contains("nested more than 512 deep"))
  }
}
