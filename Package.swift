// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Curbcut",
  defaultLocalization: "en",
  // CurbcutUI needs the iOS 17 generation of SwiftUI on every platform that has it; the command line tool needs macOS 15.
  platforms: [.macOS(.v15), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .executable(name: "curbcut", targets: ["curbcut"]),
    .library(name: "CurbcutCore", targets: ["CurbcutCore"]),
    .library(name: "CurbcutUI", targets: ["CurbcutUI"]),
    // `swift package curbcut lint`, and a lint of a target's sources as it builds.
    .plugin(name: "CurbcutCommandPlugin", targets: ["CurbcutCommandPlugin"]),
    .plugin(name: "CurbcutBuildToolPlugin", targets: ["CurbcutBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
  ],
  targets: [
    .target(name: "CurbcutCore"),
    // SwiftUI components: every file is wrapped in `#if canImport(SwiftUI)`, so on Linux the module is empty. Their
    // strings are in the String Catalog under Resources.
    .target(name: "CurbcutUI", dependencies: ["CurbcutCore"], resources: [.process("Resources")]),
    // The HTML report is built with Plot, and rule rationales (Markdown) rendered with Ink.
    .target(
      name: "CurbcutReporting",
      dependencies: [.product(name: "Plot", package: "Plot"), .product(name: "Ink", package: "Ink")]),
    .target(
      name: "CurbcutAudit",
      dependencies: ["CurbcutCore", "CurbcutReporting", .product(name: "Plot", package: "Plot")]),
    .target(
      name: "CurbcutLint",
      dependencies: [
        "CurbcutCore",
        "CurbcutReporting",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "CurbcutCLI",
      dependencies: [
        "CurbcutCore",
        "CurbcutReporting",
        "CurbcutAudit",
        "CurbcutLint",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .executableTarget(name: "curbcut", dependencies: ["CurbcutCLI"]),
    .plugin(
      name: "CurbcutCommandPlugin",
      capability: .command(
        intent: .custom(verb: "curbcut", description: "Check SwiftUI and UIKit code for accessibility problems")),
      dependencies: ["curbcut"], path: "Plugins/CurbcutCommandPlugin"),
    .plugin(
      name: "CurbcutBuildToolPlugin", capability: .buildTool(), dependencies: ["curbcut"],
      path: "Plugins/CurbcutBuildToolPlugin"),
    .executableTarget(
      name: "curbcut-parse-floor",
      dependencies: ["CurbcutLint"],
      path: "Benchmarks/ParseFloor"
    ),
    .executableTarget(
      name: "curbcut-contrast-matrix",
      dependencies: ["CurbcutAudit"],
      path: "Benchmarks/ContrastMatrix"
    ),
    .target(name: "CurbcutTestSupport", path: "Tests/CurbcutTestSupport", exclude: ["Schemas"]),
    .testTarget(name: "CurbcutCoreTests", dependencies: ["CurbcutCore"]),
    .testTarget(
      name: "CurbcutReportingTests", dependencies: ["CurbcutReporting", "CurbcutCore", "CurbcutTestSupport"],
      exclude: ["Golden"]),
    .testTarget(name: "CurbcutAuditTests", dependencies: ["CurbcutAudit", "CurbcutTestSupport"]),
    .testTarget(
      name: "CurbcutLintTests",
      dependencies: [
        "CurbcutLint",
        "CurbcutTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // Type-checks CurbcutUI against a stand-in of the SwiftUI API (StandIn/), where SwiftUI itself is missing.
    .testTarget(name: "CurbcutUITests", dependencies: ["CurbcutTestSupport"], exclude: ["StandIn"]),
    .testTarget(
      name: "CurbcutCLITests",
      dependencies: [
        "CurbcutCLI", "CurbcutReporting", "CurbcutTestSupport", "curbcut", .product(name: "Yams", package: "Yams"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
