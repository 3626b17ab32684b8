import CurbcutLint
import Foundation
import SwiftParser
import SwiftSyntax

/// The floor `scripts/benchmark` compares `curbcut lint` with: the same discovery, reading and
/// parallelism, then only a parse and a walk over every node of each file: what a linter built on
/// swift-syntax pays before its rules do anything. (Lint's own walk skips subtrees that can hold
/// nothing it records, so its walk alone costs less than this one.)
///
/// Usage: curbcut-parse-floor <path>... [--jobs N]

/// A visitor that visits every node and does nothing with it.
final class EmptyVisitor: SyntaxVisitor {}

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = ProcessInfo.processInfo.activeProcessorCount
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
  jobs = count
  arguments.removeSubrange(flag...(flag + 1))
}
let files = FileDiscovery(rootDirectory: FileManager.default.currentDirectoryPath).discover(arguments).files
let nodes = files.parallelMap(jobs: jobs) { file -> Int in
  guard case .success(let source) = SourceText.load(file.absolutePath, reportedAs: file.path) else { return 0 }
  let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
  EmptyVisitor(viewMode: .sourceAccurate).walk(tree)
  return 1
}
print("parsed and walked \(nodes.reduce(0, +)) of \(files.count) files")
