import CurbcutReporting
import Testing

@Suite struct LineTableTests {
  @Test func columnsCountUnicodeScalarsNotBytes() {
    let text = "let a = 1\nlet café = \"🧑‍🦯\"; x\n\nlast"
    let table = LineTable(Array(text.utf8))
    let x = text.utf8.count - "x\n\nlast".utf8.count
    #expect(table.position(ofUTF8Offset: x) == SourcePosition(line: 2, column: 19))
    #expect(table.position(ofUTF8Offset: 0) == SourcePosition(line: 1, column: 1))
    #expect(table.position(ofUTF8Offset: text.utf8.count) == SourcePosition(line: 4, column: 5))
    #expect(table.trimmedText(ofLine: 2) == "let café = \"🧑‍🦯\"; x")
    #expect(table.trimmedText(ofLine: 3) == "")
    #expect(table.lineCount == 4)
  }

  /// Issue 11: a file with lone carriage returns put every finding on line 1.
  @Test func aLoneCarriageReturnEndsALineAsTheCompilerReadsIt() {
    let table = LineTable(Array("a\rb\r\nc\nd\r".utf8))
    #expect(table.lineCount == 5)
    #expect(table.position(ofUTF8Offset: 2) == SourcePosition(line: 2, column: 1))
    #expect(table.position(ofUTF8Offset: 5) == SourcePosition(line: 3, column: 1))
    #expect(table.position(ofUTF8Offset: 7) == SourcePosition(line: 4, column: 1))
    #expect(table.trimmedText(ofLine: 2) == "b")
  }

  /// Issue 11: each finding kept a copy of its whole line; 16,000 findings on one line took 2.8 GB.
  @Test func aHugeLineIsKeptOnlyToItsFirstThousandBytesAtACharacterBoundary() {
    let line = "let x = \"" + String(repeating: "é", count: 2_000) + "\""
    let table = LineTable(Array(line.utf8))
    let kept = table.trimmedText(ofLine: 1)
    #expect(kept.utf8.count == 999)
    #expect(line.hasPrefix(kept))
  }

  /// Issue 11: columns on one huge line were counted from its start for every finding (16,000 findings, 3 s).
  @Test func columnsOnAHugeLineCountFromCheckpointsAndAgreeWithCounting() {
    let line = String(repeating: "a é 🧑 ", count: 5_000)
    let text = "first\n" + line + "\nlast"
    let table = LineTable(Array(text.utf8))
    for prefix in [0, 1, 3_000, 9_000, 17_777, line.unicodeScalars.count] {
      let offset = "first\n".utf8.count + String(line.unicodeScalars.prefix(prefix)).utf8.count
      #expect(table.position(ofUTF8Offset: offset) == SourcePosition(line: 2, column: prefix + 1))
    }
    #expect(table.position(ofUTF8Offset: text.utf8.count) == SourcePosition(line: 3, column: 5))
  }
}
