import Foundation
import PackagePlugin

/// Lints a target's Swift files as it builds, with the `curbcut` this package builds: findings are printed as the
/// compiler prints its diagnostics (`file:line:column: warning: ...`), so SwiftPM and Xcode show them as warnings, and
/// errors (rules configured `error`) fail the build. The package's `.curbcut.yml`, found above the target's folder,
/// applies.
@main
struct CurbcutBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "Curbcut: accessibility lint of \(target.name)",
        executable: try context.tool(named: "curbcut").url,
        arguments: ["lint", "--quiet", "--format", "xcode", "--fail-on", "error"] + sources.map(\.path),
        inputFiles: sources,
        // None to write: the lint runs again whenever the target's sources change, as the compiler does.
        outputFiles: [])
    ]
  }
}
