import CurbcutReporting
import Testing

@testable import CurbcutAudit

struct DesignTokenSetTests {
  private func set(_ texts: String...) throws -> DesignTokenSet {
    DesignTokenSet(try texts.enumerated().map { try Fixtures.tokens($1, name: "file\($0).tokens.json") })
  }

  @Test func groupsNestAndPassTheirTypeDownUntilOverridden() throws {
    let tokens = try set(
      """
      {
        "color": {
          "$type": "color",
          "$description": "Colors",
          "text": { "primary": { "$value": "#FFFFFF", "$description": "Body text" } },
          "size": { "$type": "dimension", "body": { "$value": { "value": 17, "unit": "px" } } },
          "weight": { "$type": "fontWeight", "$value": 700 }
        }
      }
      """)
    #expect(tokens.problems.isEmpty)
    #expect(tokens.tokens.map(\.name) == ["color.text.primary", "color.size.body", "color.weight"])
    #expect(tokens.tokens.map(\.type) == [.color, .dimension, .fontWeight])
    let primary = try #require(tokens.token(named: "color.text.primary"))
    #expect(primary.definition.description == "Body text")
    #expect(primary.definition.location.start == SourcePosition(line: 5, column: 15))
    #expect(
      primary.definition.sourceLine
        == ##""text": { "primary": { "$value": "#FFFFFF", "$description": "Body text" } },"##)
    #expect(primary.value.location.path == "color.text.primary.$value")
  }

  @Test func aRootTokenIsNamedWithItsGroup() throws {
    let tokens = try set(
      ##"{"accent": {"$type": "color", "$root": {"$value": "#DD0000"}, "light": {"$value": "#FF2222"}}}"##)
    #expect(tokens.tokens.map(\.name) == ["accent.$root", "accent.light"])
  }

  @Test func aliasesResolveThroughChainsAndTakeTheTargetsType() throws {
    let tokens = try set(
      """
      {
        "base": { "primary": { "$type": "color", "$value": "#0066CC" } },
        "semantic": { "brand": { "$value": "{base.primary}" }, "link": { "$value": "{semantic.brand}" } }
      }
      """)
    #expect(tokens.problems.isEmpty)
    let link = try #require(tokens.token(named: "semantic.link"))
    #expect(link.type == .color)
    #expect(link.value.string == "#0066CC")
    #expect(link.aliasChain == ["semantic.brand", "base.primary"])
    // The resolved value keeps the place it is written, so a problem in it points there.
    #expect(link.value.location.path == "base.primary.$value")
  }

  @Test func aliasesInsideCompositeValuesResolve() throws {
    let tokens = try set(
      """
      {
        "color": { "$type": "color", "shadow": { "$value": "#00000080" } },
        "shadow": { "$type": "shadow", "card": { "$value": { "color": "{color.shadow}", "blur": [ "{color.shadow}" ] } } }
      }
      """)
    let card = try #require(tokens.token(named: "shadow.card"))
    #expect(card.value["color"]?.string == "#00000080")
    #expect(card.value["blur"]?.elements?.first?.string == "#00000080")
    #expect(card.aliasChain.isEmpty)
  }

  @Test func laterFilesReplaceEarlierTokensAndAliasAcrossFiles() throws {
    let tokens = try set(
      ##"{"palette": {"$type": "color", "white": {"$value": "#FFFFFF"}, "black": {"$value": "#000000"}}, "text": {"$value": "{palette.black}"}}"##,
      ##"{"text": {"$value": "{palette.white}"}}"##)
    let text = try #require(tokens.token(named: "text"))
    #expect(text.value.string == "#FFFFFF")
    #expect(text.definition.location.file.relative == "file1.tokens.json")
    #expect(tokens.tokens.map(\.name) == ["palette.white", "palette.black", "text"])
  }

  @Test func anUnresolvedAliasNamesTheFilePathAndLineAndSuggests() throws {
    let tokens = try set(
      """
      {
        "color": { "$type": "color", "text": { "primary": { "$value": "#FFF" } } },
        "button": { "label": { "$value": "{color.text.primery}" } }
      }
      """)
    #expect(
      tokens.problems == [
        InputProblem(
          path: Fixtures.path("file0.tokens.json"), line: 3, location: "button.label.$value",
          message: "Alias '{color.text.primery}' names no token; did you mean '{color.text.primary}'?")
      ])
    #expect(tokens.token(named: "button.label") == nil)
    #expect(tokens.brokenNames == ["button.label"])
  }

  @Test func anAliasOfAGroupSaysSo() throws {
    let tokens = try set(
      ##"{"color": {"$type": "color", "text": {"primary": {"$value": "#FFF"}}, "label": {"$value": "{color.text}"}}}"##)
    #expect(
      tokens.problems.map(\.message) == [
        "Alias '{color.text}' names a group, not a token: expected the name of a token"
      ])
  }

  @Test func aCycleIsOneErrorAndBreaksEveryTokenOnIt() throws {
    let tokens = try set(
      """
      {
        "$type": "color",
        "a": { "$value": "{b}" },
        "b": { "$value": "{c}" },
        "c": { "$value": "{a}" },
        "d": { "$value": "{a}" },
        "e": { "$value": "#FFFFFF" }
      }
      """)
    #expect(
      tokens.problems == [
        InputProblem(
          path: Fixtures.path("file0.tokens.json"), line: 5, location: "c.$value",
          message:
            "Alias cycle 'a' → 'b' → 'c' → 'a': none of these tokens has a value; expected the chain to end at a "
            + "token with a value written out")
      ])
    #expect(tokens.brokenNames == ["a", "b", "c", "d"])
    #expect(tokens.tokens.map(\.name) == ["e"])
  }

  @Test func aTokenAliasingItselfIsACycle() throws {
    let tokens = try set(##"{"$type": "color", "a": {"$value": "{a}"}}"##)
    #expect(tokens.problems.map(\.location) == ["a.$value"])
    #expect(tokens.problems.first?.message.hasPrefix("Alias cycle 'a' → 'a'") == true)
  }

  @Test func anAliasOfAnotherTypeIsAnError() throws {
    let tokens = try set(
      ##"{"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "text": {"$type": "color", "$value": "{size}"}}"##
    )
    #expect(
      tokens.problems.map(\.message) == [
        "'text' is a color token, but its alias '{size}' names a dimension token: expected an alias of a color token"
      ])
  }

  @Test func aTokenWithoutAnyTypeIsAnError() throws {
    let tokens = try set(##"{"text": {"$value": "#FFFFFF"}}"##)
    #expect(
      tokens.problems.map(\.message) == [
        "Token 'text' has no type: expected a '$type' on it or on a group above it, or an alias as its value"
      ])
    #expect(tokens.problems.first?.location == "text")
  }

  @Test(
    arguments: [
      (
        ##"{"text": {"$value": "#FFF", "child": {"$value": "#000"}}}"##, "text.child",
        "A token cannot hold tokens or groups: 'text' has '$value' and 'child'"
      ),
      (
        ##"{"text.primary": {"$type": "color", "$value": "#FFF"}}"##, ##"["text.primary"]"##,
        "Name 'text.primary' holds '.', '{' or '}', which an alias cannot address: expected a name without them"
      ),
      (
        ##"{"text": {"$type": "colour", "$value": "#FFF"}}"##, "text.$type",
        "Unknown '$type' 'colour'; did you mean 'color'?; expected one of color, dimension, fontFamily, fontWeight, "
          + "duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography"
      ),
      (##"{"$type": 3}"##, "$type", "Expected '$type' to be a string such as 'color', found the number 3"),
      (
        ##"{"text": {"$type": "color", "$value": "#FFF", "$description": ["a"]}}"##, "text.$description",
        "Expected '$description' to be a string, found an array"
      ),
      (
        ##"{"text": "#FFF"}"##, "text",
        "Expected a token (an object with '$value') or a group (an object of tokens), found the string '#FFF'"
      ),
      (
        ##"{"text": {"$type": "color", "$ref": "#/base"}}"##, "text.$ref",
        "JSON Pointer references ('$ref') are not supported by Curbcut yet: expected '$value', perhaps an alias such as "
          + "'{color.white}'"
      ),
      (
        ##"{"group": {"$extends": "{base}"}}"##, "group.$extends",
        "Group extension ('$extends') is not supported by Curbcut yet: expected the group's tokens written out"
      ),
      ("[1]", nil, "Expected an object of design-token groups and tokens, found an array"),
    ] as [(String, String?, String)])
  func structuralMistakesNameTheFileAndPath(text: String, path: String?, message: String) throws {
    let file = try Fixtures.tokens(text, name: "Tokens/bad.tokens.json")
    #expect(file.problems.map(\.location) == [path])
    #expect(file.problems.map(\.message) == [message])
    #expect(file.problems.allSatisfy { $0.path.relative == "Tokens/bad.tokens.json" && $0.line == 1 })
  }

  @Test func tokenFilesAreNamedTokensOrTokensJSON() {
    #expect(DesignTokenFile.isTokenFileName("colors.tokens.json"))
    #expect(DesignTokenFile.isTokenFileName("colors.tokens"))
    #expect(!DesignTokenFile.isTokenFileName("colors.json"))
  }

  /// Issue 11: a chain of 1,300 aliases overflowed the recursive resolver's stack (contrast and type-scale crashed).
  @Test func aChainOfAliasesLongerThanTheLimitIsAProblemNotACrash() throws {
    let length = 1_500
    let links = (0..<length).map { #""c\#($0)": { "$value": "{chain.c\#($0 + 1)}" }"# }.joined(separator: ", ")
    let tokens = try set(##"{ "chain": { "$type": "color", \##(links), "c\##(length)": { "$value": "#FF0000" } } }"##)
    #expect(tokens.problems.first?.message.contains("expected at most 64 aliases in a row") == true)
    #expect(tokens.token(named: "chain.c1490")?.value.string == "#FF0000")
  }

  /// Issue 11: one unknown alias of 100,000 characters took 51 s finding a name to suggest.
  @Test func aHugeUnknownAliasGetsNoSuggestionQuickly() throws {
    let names = (0..<3_000).map { ##""token\##($0)": { "$value": "#FFFFFF" }"## }.joined(separator: ", ")
    let alias = String(repeating: "z", count: 100_000)
    let clock = ContinuousClock()
    var tokens: DesignTokenSet?
    let elapsed = try clock.measure {
      tokens = try set(#"{ "c": { "$type": "color", \#(names), "x": { "$value": "{\#(alias)}" } } }"#)
    }
    #expect(elapsed < .seconds(5))
    #expect(tokens?.problems.first?.message.hasSuffix("names no token") == true)
  }
}
