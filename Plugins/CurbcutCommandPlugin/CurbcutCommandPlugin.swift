import Foundation
import PackagePlugin

/// `swift package curbcut [lint|check|contrast|type-scale|rules] [options]`: runs the `curbcut` this package builds in
/// the package's folder, so its `.curbcut.yml` applies. With no command it lints the package; `--target NAME`
/// (repeatable) lints those targets' folders. `--fix` writes the package's sources: give SwiftPM
/// `--allow-writing-to-package-directory`.
@main
struct CurbcutCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var remaining = extractor.remainingArguments
    if remaining.first.map({ $0.hasPrefix("-") }) ?? true { remaining.insert("lint", at: 0) }
    let folders = try context.package.targets(named: targetNames).map(\.directoryURL.path)
    let process = Process()
    process.executableURL = try context.tool(named: "curbcut").url
    process.arguments = remaining + folders
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // curbcut has already said why: findings (1) or bad input (2).
    if process.terminationStatus != 0 {
      Diagnostics.error("curbcut \(remaining.first ?? "") exited with status \(process.terminationStatus)")
    }
  }
}
