import CurbcutReporting
import Foundation

/// A file or folder an audit reads.
public struct DiscoveredInput: Hashable, Sendable {
  /// How reports name it.
  public var path: SourcePath
  /// Where to read it.
  public var absolutePath: String

  /// An input at `absolutePath`, reported as `path`.
  public init(path: SourcePath, absolutePath: String) {
    self.path = path
    self.absolutePath = absolutePath
  }
}

/// Finds the asset catalogs (`*.xcassets`) and design-token files (`*.tokens.json`, `*.tokens`) under the paths a
/// user gives: recursively, skipping hidden folders, build products and dependencies (`.build`, `Pods`,
/// `Carthage`, `DerivedData`, `node_modules`) and what the configuration excludes.
///
/// A path inside a catalog stands for the whole catalog, since namespaces above it give its colors their names.
public struct DesignFileDiscovery: Sendable {
  /// Folders that hold build products or other people's files, never searched.
  public static let skippedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// What was found, each once, in path order.
  public struct Outcome: Sendable {
    /// The asset catalog folders.
    public var catalogs: [DiscoveredInput] = []
    /// The design-token files.
    public var tokenFiles: [DiscoveredInput] = []
    /// Paths that do not exist or hold neither.
    public var problems: [InputProblem] = []
  }

  /// The absolute directory report paths are relative to (the working directory).
  public var rootDirectory: String
  /// Whether an absolute path is excluded by the configuration.
  public var isExcluded: @Sendable (String) -> Bool

  /// A discovery relative to `rootDirectory` that skips what `isExcluded` says.
  public init(rootDirectory: String, isExcluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
    self.rootDirectory = rootDirectory
    self.isExcluded = isExcluded
  }

  /// The catalogs and token files under `arguments` (files or folders, relative to the root or absolute).
  public func discover(_ arguments: [String]) -> Outcome {
    var walk = Walk(discovery: self)
    for argument in arguments {
      walk.visitArgument(argument)
    }
    var outcome = Outcome(problems: walk.problems)
    outcome.catalogs = walk.catalogs.values.sorted { $0.path < $1.path }
    outcome.tokenFiles = walk.tokenFiles.values.sorted { $0.path < $1.path }
    return outcome
  }

  /// The input for a path given on the command line or in the configuration.
  public func input(for argument: String) -> DiscoveredInput {
    let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: rootDirectory, isDirectory: true))
    return input(
      absolutePath: url.standardizedFileURL.path,
      display: argument.hasPrefix("./") ? String(argument.dropFirst(2)) : argument)
  }

  /// The input at `absolutePath`, shown as `display`, or as its path relative to the root when that is nil.
  public func input(absolutePath: String, display: String?) -> DiscoveredInput {
    let prefix = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
    let relative =
      absolutePath + "/" == prefix
      ? "" : absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    return DiscoveredInput(
      path: SourcePath(display: display ?? relative, relative: relative), absolutePath: absolutePath)
  }
}

private struct Walk {
  let discovery: DesignFileDiscovery
  var catalogs: [String: DiscoveredInput] = [:]
  var tokenFiles: [String: DiscoveredInput] = [:]
  var problems: [InputProblem] = []
  var visitedFolders: Set<String> = []

  init(discovery: DesignFileDiscovery) {
    self.discovery = discovery
  }

  mutating func visitArgument(_ argument: String) {
    let input = discovery.input(for: argument)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input.absolutePath, isDirectory: &isFolder) else {
      problems.append(InputProblem(path: input.path, message: "no such file or directory"))
      return
    }
    if let catalog = enclosingCatalog(input) {
      add(catalog: catalog)
    } else if isFolder.boolValue {
      visitFolder(input)
    } else if DesignTokenFile.isTokenFileName(input.path.relative) {
      tokenFiles[input.absolutePath] = input
    } else {
      problems.append(
        InputProblem(
          path: input.path,
          message: "is neither a design-token file (.tokens.json, .tokens) nor in an asset catalog (.xcassets)"))
    }
  }

  private mutating func visitFolder(_ folder: DiscoveredInput) {
    let real = URL(fileURLWithPath: folder.absolutePath).resolvingSymlinksInPath().path
    guard visitedFolders.insert(real).inserted else { return }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.absolutePath).sorted()
    } catch {
      problems.append(InputProblem(path: folder.path, message: "cannot be read: \(error.localizedDescription)"))
      return
    }
    for name in names where !name.hasPrefix(".") && !DesignFileDiscovery.skippedFolderNames.contains(name) {
      let entry = DiscoveredInput(path: folder.path.appending(name), absolutePath: folder.absolutePath + "/" + name)
      guard !discovery.isExcluded(entry.absolutePath) else { continue }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: entry.absolutePath, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if name.hasSuffix(".xcassets") { add(catalog: entry) } else { visitFolder(entry) }
      } else if DesignTokenFile.isTokenFileName(name) {
        tokenFiles[entry.absolutePath] = entry
      }
    }
  }

  private mutating func add(catalog: DiscoveredInput) {
    if catalogs[catalog.absolutePath] == nil { catalogs[catalog.absolutePath] = catalog }
  }

  /// The catalog that holds `input`, or `input` itself when it is one, shown as the user's path shortened to it.
  private func enclosingCatalog(_ input: DiscoveredInput) -> DiscoveredInput? {
    var components = input.absolutePath.split(separator: "/")
    var displayComponents = input.path.display.split(separator: "/").filter { $0 != "." }
    while let last = components.last {
      if last.hasSuffix(".xcassets") {
        let absolute = "/" + components.joined(separator: "/")
        let display = displayComponents.last == last ? displayComponents.joined(separator: "/") : nil
        return discovery.input(absolutePath: absolute, display: display)
      }
      components.removeLast()
      displayComponents = displayComponents.last == ".." ? [] : Array(displayComponents.dropLast())
    }
    return nil
  }
}
