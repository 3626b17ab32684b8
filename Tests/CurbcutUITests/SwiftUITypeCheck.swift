import CurbcutTestSupport
import Foundation

/// Type-checks CurbcutUI and the Showcase screens built on it the way a compiler on Apple platforms would, on a machine
/// without SwiftUI: the stand-in modules in `StandIn/` (SwiftUI, Accessibility and UIKit as Apple documents them) are
/// compiled first, then CurbcutCore, CurbcutUI and the screens against them, in Swift 6 language mode with the
/// package's own settings. Each module is compiled by `swiftc` as SwiftPM would, one module per step, so a name that
/// only breaks across a module boundary breaks here too.
struct SwiftUITypeCheck: Sendable {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folder of the stand-in modules' sources.
  static let standInFolder = root.appendingPathComponent("Tests/CurbcutUITests/StandIn")

  /// The Showcase files that use CurbcutUI, and the models they need.
  static let showcaseFiles = [
    "Examples/Showcase/Models.swift", "Examples/Showcase/Screens/BookingScreen.swift",
    "Examples/Showcase/Screens/ReviewScreen.swift", "Examples/Showcase/Screens/TripPlannerScreen.swift",
  ].map { root.appendingPathComponent($0).path }

  /// What a failed step printed, with the command that ran.
  struct Failure: Error, CustomStringConvertible {
    let command: String
    let output: String
    var description: String { "\(command)\n\(output)" }
  }

  /// Where the compiled modules go; removed with the value.
  let modules: TemporaryFolder

  /// Compiles the stand-in modules, in the order they import each other.
  init() throws {
    modules = try TemporaryFolder()
    for module in ["UIKit", "Accessibility", "SwiftUI"] {
      try emitModule(
        module, sources: [Self.standInFolder.appendingPathComponent("\(module).swift").path],
        extraArguments: ["-enable-library-evolution", "-suppress-warnings"])
    }
  }

  /// Compiles CurbcutCore from `coreFolder`, CurbcutUI from `uiFolder`, then type-checks the Showcase screens; throws
  /// the first step's diagnostics when a step fails. CurbcutUI and the screens must compile without a warning.
  func check(
    coreFolder: URL = root.appendingPathComponent("Sources/CurbcutCore"),
    uiFolder: URL = root.appendingPathComponent("Sources/CurbcutUI")
  ) throws {
    try emitModule("CurbcutCore", sources: try Self.swiftFiles(in: coreFolder))
    // A warning here is what a team adopting CurbcutUI would see in Xcode, so it fails the check.
    try emitModule(
      "CurbcutUI", sources: try Self.swiftFiles(in: uiFolder) + [try moduleBundleAccessor()],
      extraArguments: ["-warnings-as-errors"])
    try run(["-typecheck", "-warnings-as-errors", "-module-name", "Showcase"] + Self.showcaseFiles)
  }

  /// The `Bundle.module` accessor SwiftPM generates for a target with resources (its `resource_bundle_accessor.swift`).
  private func moduleBundleAccessor() throws -> String {
    try modules.write(
      "CurbcutUI_resource_bundle_accessor.swift",
      """
      import Foundation

      extension Foundation.Bundle {
        static let module: Bundle = Bundle(path: Bundle.main.bundlePath + "/Curbcut_CurbcutUI.resources")!
      }
      """)
  }

  private func emitModule(_ name: String, sources: [String], extraArguments: [String] = []) throws {
    try run(
      [
        "-emit-module", "-parse-as-library", "-module-name", name, "-package-name", "Curbcut",
        "-emit-module-path", "\(modules.path)/\(name).swiftmodule",
      ] + extraArguments + sources)
  }

  /// Runs `swiftc` in Swift 6 mode with the compiled modules on the import path.
  private func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-swift-version", "6", "-I", modules.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        command: "swiftc " + arguments.prefix(4).joined(separator: " "),
        output: String(decoding: printed, as: UTF8.self))
    }
  }

  /// The Swift files under `folder`, sorted.
  static func swiftFiles(in folder: URL) throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else {
      throw Failure(command: "list \(folder.path)", output: "not a folder")
    }
    return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }
}
