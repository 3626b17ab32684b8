import Testing

@testable import CurbcutLint

@Suite struct GlobTests {
  @Test(arguments: [
    ("Pods", "Pods/Alamofire/Session.swift", true),
    ("Pods", "App/Pods.swift", false),
    ("*.generated.swift", "Mocks.generated.swift", true),
    ("*.generated.swift", "Sources/Mocks.generated.swift", false),
    ("**/*.generated.swift", "Sources/Deep/Mocks.generated.swift", true),
    ("**/*.generated.swift", "Mocks.generated.swift", true),
    ("Sources/**/Generated", "Sources/A/B/Generated/X.swift", true),
    ("Sources/**/Generated", "Sources/Generated/X.swift", true),
    ("Sources/*/Tests", "Sources/A/B/Tests/X.swift", false),
    ("Feature?/View.swift", "Feature1/View.swift", true),
    ("Feature?/View.swift", "Feature12/View.swift", false),
    ("[A-C]*.swift", "Button.swift", true),
    ("[A-C]*.swift", "Drawer.swift", false),
    ("[!A-C]*.swift", "Drawer.swift", true),
    ("./Vendor", "Vendor/Lib.swift", true),
    ("Vendor/", "Vendor/Lib.swift", true),
    ("*a*b", "xaxxb", true),
    ("*a*b", "xaxxbc", false),
    ("a*", "a", true),
    ("**/X/**/Y.swift", "A/X/B/X/C/Y.swift", true),
    ("**/X/**/Y.swift", "A/X/B/Z.swift", false),
    ("[z-a]*.swift", "Button.swift", false),
    ("[*", "[abc", true),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }

  /// Issue 11: a pattern of many stars against a long name that nearly matches took 81 s with backtracking.
  @Test func manyStarsMatchInLinearTime() {
    let pattern = Glob(String(repeating: "*a", count: 10) + "*b")
    let name = String(repeating: "a", count: 5_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(!pattern.matches(name))
      #expect(
        !Glob(String(repeating: "**/a/", count: 10) + "b").matches(
          Array(repeating: "a", count: 300).joined(separator: "/")))
    }
    #expect(elapsed < .seconds(2))
    #expect(pattern.matches(name + "b"))
  }
}
