// swift-tools-version: 6.1
import PackageDescription

// A small package that uses Curbcut's two plugins, as a team's package would: `swift package curbcut lint` from this
// folder, and warnings as `swift build` compiles TripCards. A test builds it on Linux (its views are behind
// `#if canImport(SwiftUI)` there).
let package = Package(
  name: "PluginDemo",
  platforms: [.macOS(.v15), .iOS(.v17)],
  dependencies: [.package(name: "Curbcut", path: "../..")],
  targets: [
    .target(name: "TripCards", plugins: [.plugin(name: "CurbcutBuildToolPlugin", package: "Curbcut")])
  ]
)
