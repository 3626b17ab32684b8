import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import CurbcutLint

@Suite struct NameSetTests {
  private let names: NameSet = ["Text", "Tab", "Toggle", "TextField", "SecureField", "Button", "Menu", "Link"]

  @Test func holdsEveryNameOfEveryLength() {
    for name in ["Text", "Tab", "Toggle", "TextField", "SecureField", "Button", "Menu", "Link"] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test func holdsNoOtherName() {
    // Same length as a member but other bytes, a member's prefix or extension, longer than any, empty, not ASCII.
    for name in ["Texts", "Tex", "Toggl", "Buttons", "TextFiel", "Mena", "Lunk", "SecureFieldAndMore", "", "Tëxt"] {
      #expect(!names.contains(name), "\(name)")
    }
    #expect(!NameSet([]).contains("Text"))
  }

  @Test func holdsEveryNameOfALargeSetWhoseSlotsCollide() {
    // Names alike in length and first, middle and last bytes share a slot, and are told apart by their bytes.
    let names = (0..<300).map { "V\($0 % 10)a\($0)z" } + SwiftUIViews.names
    let set = NameSet(names)
    for name in names { #expect(set.contains(name), "\(name)") }
    for name in ["V0a300z", "V1a1y", "Vstack", "HStackz", "hStack"] { #expect(!set.contains(name), "\(name)") }
  }

  @Test func answersTheSameForTokenText() {
    let tree = Parser.parse(source: "Toggle(isOn: on) { Texts() }")
    let identifiers = tree.tokens(viewMode: .sourceAccurate).filter {
      if case .identifier = $0.tokenKind { true } else { false }
    }
    #expect(identifiers.map(\.text) == ["Toggle", "isOn", "on", "Texts"])
    #expect(identifiers.map { names.contains($0.rawText) } == [true, false, false, false])
  }
}
