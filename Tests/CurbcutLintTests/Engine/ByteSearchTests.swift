import Testing

@testable import CurbcutLint

/// The byte search every file's name questions use: it looks for the needle's rarest byte, so a match must be found
/// wherever that byte sits in the needle and wherever the needle sits in the bytes.
@Suite struct ByteSearchTests {
  @Test func everyOccurrenceIsFoundAtEitherEndAndOverlapping() {
    let bytes = Array(".toolbar { toolbar() }.toolbar".utf8)
    #expect(bytes.offsets(of: Array("toolbar".utf8)) == [1, 11, 23])
    #expect(Array("aaaa".utf8).offsets(of: Array("aa".utf8)) == [0, 1, 2])
    #expect(Array("xb".utf8).offsets(of: Array("b".utf8)) == [1])
    #expect(Array("toolba".utf8).offsets(of: Array("toolbar".utf8)).isEmpty)
    #expect([UInt8]().offsets(of: Array("a".utf8)).isEmpty)
    #expect(bytes.offsets(of: []).isEmpty)
  }

  /// Text is searched in place, a substring's too, and a part longer than the text is not in it.
  @Test func textIsFoundInStringsAndSubstrings() {
    #expect("hidekeyboard".containsText("keyboard"))
    #expect("withAnimation".dropFirst(4).containsText("Anim"))
    #expect(!"withAnimation".dropFirst(5).containsText("Anim"))
    #expect(!"key".containsText("keyboard"))
    #expect("focus".containsText(""))
    #expect(!"".containsText("a"))
  }

  @Test func aRangeBoundsTheWholeMatch() {
    let bytes = Array("@ScaledMetric var size".utf8)
    #expect(bytes.containsSubsequence(Array("Metric".utf8), in: 0..<13))
    #expect(!bytes.containsSubsequence(Array("Metric".utf8), in: 0..<12))
    #expect(!bytes.containsSubsequence(Array("Scaled".utf8), in: 2..<22))
    #expect(bytes.containsSubsequence([]))
  }
}
