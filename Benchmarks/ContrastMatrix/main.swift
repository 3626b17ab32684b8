import CurbcutAudit
import Foundation

/// What `scripts/benchmark-contrast` times: `curbcut contrast --all-pairs` without the report, i.e. discovery, reading
/// and resolving the token files and catalogs, then measuring every color on every other in the four appearances
/// with the same `ContrastAudit` the command uses, and counting the failures.
///
/// Usage: curbcut-contrast-matrix <path>... [--jobs N]

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = ProcessInfo.processInfo.activeProcessorCount
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
  jobs = count
  arguments.removeSubrange(flag...(flag + 1))
}
let discovery = DesignFileDiscovery(rootDirectory: FileManager.default.currentDirectoryPath)
let sources = ColorSources(discovery.discover(arguments), modes: [:], discovery: discovery)
let audit = ContrastAudit(palettes: sources.palettes, selection: .allPairs, settings: ContrastSettings(), jobs: jobs)
let counts = audit.counts
print(
  "\(sources.palettes.map(\.colors.count).reduce(0, +)) colors, \(audit.pairs.count) pairs, "
    + "\(counts.checked) checks, \(counts.failed) failing, \(sources.problems.count) problems")
