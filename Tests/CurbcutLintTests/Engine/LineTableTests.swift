import CurbcutReporting
import Testing

@testable import CurbcutLint

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
}
