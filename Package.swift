// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Curbcut",
  platforms: [.macOS(.v15), .iOS(.v17)],
  products: [
    .library(name: "CurbcutCore", targets: ["CurbcutCore"])
  ],
  targets: [
    .target(name: "CurbcutCore"),
    .testTarget(name: "CurbcutCoreTests", dependencies: ["CurbcutCore"]),
  ],
  swiftLanguageModes: [.v6]
)
