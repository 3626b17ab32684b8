import CurbcutCore

extension FontWeight {
  /// The weight names of the W3C Design Tokens format (`fontWeight`), with the numbers they stand for. Names are
  /// case-sensitive, as the format requires. They follow CSS, so `thin` is 100 and `ultra-light` 200, where UIKit's
  /// `ultraLight` is the thinner of the two.
  package static let designTokenNames: [(name: String, weight: Double)] = [
    ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300), ("normal", 400),
    ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600), ("bold", 700),
    ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900), ("extra-black", 950),
    ("ultra-black", 950),
  ]

  /// What a weight may be written as, for error messages.
  package static let designTokenExpectation =
    "a number from 1 to 1000 or one of " + designTokenNames.map { "'\($0.name)'" }.joined(separator: ", ")

  /// The iOS weight nearest to a weight on the Design Tokens scale of 1 to 1000, halfway weights going to the
  /// heavier one (450 is `medium`, 950 `black`); `nil` outside the scale. iOS has nine weights, so 350 and 950 are
  /// valid tokens that Curbcut shows as the nearest of them.
  package init?(designTokenWeight weight: Double) {
    guard weight >= 1, weight <= 1000 else { return nil }
    let hundreds = (weight / 100).rounded(.toNearestOrAwayFromZero)
    self.init(rawValue: Int(min(max(hundreds, 1), 9)) * 100)
  }

  /// The weight a Design Tokens name stands for, such as `semi-bold`; `nil` for any other text.
  package init?(designTokenName name: String) {
    guard let weight = Self.designTokenNames.first(where: { $0.name == name })?.weight else { return nil }
    self.init(designTokenWeight: weight)
  }
}
