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
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }
}
