import CurbcutReporting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift file to lint.
public struct DiscoveredFile: Hashable, Sendable {
  public var path: SourcePath
  /// The path to open.
  public var absolutePath: String
}

/// Code that never reaches the people using the app, which Curbcut skips unless told otherwise
/// (`skipped_code:`).
public enum SkippedCode: String, CaseIterable, Sendable {
  /// Code generators' output (Sourcery mocks, SwiftGen strings): fixed at its template, not in the file.
  case generated
  /// Files that import `XCTest`, `Testing` or a test library (`SnapshotTesting`, `Quick`, `Nimble`).
  case tests
  /// `#Preview { ... }` and `PreviewProvider` types: sample screens for the canvas.
  case previews
  /// Files that build web pages with a Swift HTML library (`import Ignite`, `Plot`, `Publish`, `Elementary`) and
  /// import neither SwiftUI nor UIKit: a browser reads their `Image` and `Text`, whose alternative text is written
  /// otherwise (`Image("/images/head.png", description:)`), and VoiceOver on iOS never meets them.
  case webPages = "web_pages"
  /// Code compiled only into debug or development builds (`#if DEBUG`, `#if DEVELOPMENT`, not negated): debug menus
  /// and tuning screens, which no one using the app meets.
  case debug
}

/// Finds the Swift files under the paths a user gives, the way a team expects: recursively, skipping
/// build products, dependencies, hidden folders, generated code and what the configuration excludes.
public struct FileDiscovery: Sendable {
  /// Folders that hold build products or other people's code, never linted.
  public static let skippedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

  /// The absolute directory report paths are relative to (the working directory).
  public var rootDirectory: String
  /// The absolute directory `excluded` patterns are relative to (the configuration file's folder).
  public var patternBase: String
  public var excluded: [Glob]
  /// Whether generated code is skipped: `Generated` folders and `*.generated.swift` names.
  public var skipsGeneratedCode: Bool

  public init(
    rootDirectory: String, patternBase: String? = nil, excluded: [Glob] = [], skipsGeneratedCode: Bool = true
  ) {
    self.rootDirectory = Self.normalize(rootDirectory, relativeTo: "/")
    self.patternBase = Self.normalize(patternBase ?? rootDirectory, relativeTo: self.rootDirectory)
    self.excluded = excluded
    self.skipsGeneratedCode = skipsGeneratedCode
  }

  public struct Outcome: Sendable {
    /// Files in the order of their relative paths, each once.
    public var files: [DiscoveredFile]
    public var problems: [InputProblem]
    /// The string tables found in the folders searched (see ``LocalizedStrings``), in the order of their paths.
    public var stringTables: [DiscoveredFile] = []
    /// The project's settings files (`Info.plist`, `project.pbxproj`), which the settings rules read.
    public var settingsFiles: [DiscoveredFile] = []
    /// The asset catalogs (`*.xcassets` folders), whose named colors the contrast rule reads (see ``NamedColors``).
    public var assetCatalogs: [DiscoveredFile] = []
    /// The files besides Swift code that may make a UIKit class of the project by its name: Interface Builder
    /// documents (a storyboard's `customClass="TripsViewController"`) and Objective-C sources. The settings files'
    /// `Info.plist`s may too (an extension's principal class).
    public var classNamingFiles: [DiscoveredFile] = []
    /// Whether the run reads whole projects: every file was found by searching folders, none named alone, and a
    /// project (`Package.swift`, an Xcode project, Tuist's or XcodeGen's manifests) lies in them. A view type no file
    /// uses is then unused code, where a run of some files or of one folder of an app may not read the files that use
    /// it.
    public var readsWholeProjects = false
  }

  /// The Swift files under `arguments` (files or folders, relative to the root or absolute), and the string tables
  /// in the folders among them.
  public func discover(_ arguments: [String]) -> Outcome {
    var walk = Walk(discovery: self)
    for argument in arguments {
      walk.visitArgument(argument)
    }
    // Names that differ only in Unicode normalization (NFC and NFD 'é') compare equal as Strings; their bytes
    // order them, so the order never depends on the dictionary's.
    let files = walk.files.values.sorted {
      $0.path != $1.path
        ? $0.path < $1.path : Array($0.absolutePath.utf8).lexicographicallyPrecedes(Array($1.absolutePath.utf8))
    }
    return Outcome(
      files: files, problems: walk.problems, stringTables: walk.stringTables.sorted { $0.path < $1.path },
      settingsFiles: walk.settingsFiles.sorted { $0.path < $1.path },
      assetCatalogs: walk.assetCatalogs.sorted { $0.path < $1.path },
      classNamingFiles: walk.classNamingFiles.sorted { $0.path < $1.path },
      readsWholeProjects: !walk.namesFiles && walk.meetsProject)
  }

  /// Whether an absolute path is excluded by the configuration's patterns, which are relative to
  /// ``patternBase``.
  package func isExcluded(absolutePath: String) -> Bool {
    guard !excluded.isEmpty, let relative = Self.relative(absolutePath, to: patternBase) else { return false }
    return excluded.contains { $0.matches(relative) }
  }

  /// The endings of ``Outcome/classNamingFiles``: storyboards, XIBs and Objective-C sources and headers.
  static let classNamingExtensions = [".storyboard", ".xib", ".m", ".mm", ".h"]

  /// Whether a file's name or folder marks it as generated: a `Generated` folder, `*.generated.swift`,
  /// `*+Generated.swift`. File headers are checked when the file is read (``GeneratedCodeHeader``).
  static func hasGeneratedName(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/")
    return components.dropLast().contains("Generated") || relativePath.hasSuffix(".generated.swift")
      || relativePath.hasSuffix("+Generated.swift")
  }

  func sourcePath(absolute: String, display: String) -> SourcePath {
    SourcePath(display: display, relative: Self.relative(absolute, to: rootDirectory) ?? absolute)
  }

  static func relative(_ path: String, to base: String) -> String? {
    if path == base { return "" }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// Makes `path` absolute and removes `.` and `..` components, without touching the file system.
  static func normalize(_ path: String, relativeTo base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") where component != "." {
      if component == ".." { _ = components.popLast() } else { components.append(component) }
    }
    return "/" + components.joined(separator: "/")
  }
}

/// One discovery run: the files found so far and the problems met.
private struct Walk {
  let discovery: FileDiscovery
  /// By the bytes of their real paths: two names that differ only in Unicode normalization are two files, though
  /// Swift's `String` holds them equal.
  var files: [[UInt8]: DiscoveredFile] = [:]
  var problems: [InputProblem] = []
  var stringTables: [DiscoveredFile] = []
  var settingsFiles: [DiscoveredFile] = []
  var assetCatalogs: [DiscoveredFile] = []
  var classNamingFiles: [DiscoveredFile] = []
  /// Whether an argument named a Swift file rather than a folder.
  var namesFiles = false
  /// Whether a folder searched holds a project: a `Package.swift`, an Xcode project's `project.pbxproj`, or the
  /// manifests an Xcode project is generated from, whose `.xcodeproj` is not committed (Tuist's `Tuist` folder or
  /// `Tuist.swift`, XcodeGen's `project.yml`).
  var meetsProject = false
  /// Real paths of the folders being walked, outermost first, to recognise a link back into one of them.
  var openFolders: [String] = []
  var visitedFolders: Set<String> = []

  init(discovery: FileDiscovery) {
    self.discovery = discovery
  }

  mutating func visitArgument(_ argument: String) {
    let absolute = FileDiscovery.normalize(argument, relativeTo: discovery.rootDirectory)
    let display = argument.hasPrefix("./") ? String(argument.dropFirst(2)) : argument
    let path = discovery.sourcePath(absolute: absolute, display: display)
    var status = stat()
    guard stat(absolute, &status) == 0 else {
      problems.append(InputProblem(path: path, message: describeStatFailure()))
      return
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      visitFolder(absolute: absolute, display: display == "." ? "" : display)
    } else if !absolute.hasSuffix(".swift") {
      problems.append(InputProblem(path: path, message: "is not a Swift file (only .swift files are linted)"))
    } else if discovery.isExcluded(absolutePath: absolute) {
      problems.append(InputProblem(path: path, message: "skipped: excluded by the configuration", severity: .note))
    } else {
      namesFiles = true
      add(absolute: absolute, display: display)
    }
  }

  private mutating func visitFolder(absolute: String, display: String) {
    guard let real = realPath(absolute) else {
      problems.append(
        InputProblem(path: discovery.sourcePath(absolute: absolute, display: display), message: describeStatFailure()))
      return
    }
    if openFolders.contains(real) {
      problems.append(
        InputProblem(
          path: discovery.sourcePath(absolute: absolute, display: display),
          message: "symbolic link loop: leads back to '\(real)', which is being searched already"))
      return
    }
    guard visitedFolders.insert(real).inserted else { return }
    guard let (entries, unreadableNames) = folderEntries(absolute) else {
      problems.append(
        InputProblem(
          path: discovery.sourcePath(absolute: absolute, display: display), message: "cannot be read: \(systemError())")
      )
      return
    }
    for name in unreadableNames {
      let display = display.isEmpty ? name : display + "/" + name
      problems.append(
        InputProblem(
          path: discovery.sourcePath(absolute: absolute + "/" + name, display: display),
          message: "cannot be read: its name is not valid UTF-8"))
    }
    openFolders.append(real)
    defer { openFolders.removeLast() }
    for name in entries.sorted() {
      visitEntry(name: name, absolute: absolute + "/" + name, display: display.isEmpty ? name : display + "/" + name)
    }
  }

  private mutating func visitEntry(name: String, absolute: String, display: String) {
    let path = discovery.sourcePath(absolute: absolute, display: display)
    var status = stat()
    guard lstat(absolute, &status) == 0 else {
      problems.append(InputProblem(path: path, message: describeStatFailure()))
      return
    }
    let isLink = (status.st_mode & S_IFMT) == S_IFLNK
    if isLink && stat(absolute, &status) != 0 {
      if errno == ELOOP || name.hasSuffix(".swift") {
        problems.append(InputProblem(path: path, message: describeStatFailure()))
      }
      return
    }
    if discovery.isExcluded(absolutePath: absolute) { return }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      let skipsGenerated = discovery.skipsGeneratedCode && name == "Generated"
      if name.hasPrefix(".") || FileDiscovery.skippedFolderNames.contains(name) || skipsGenerated { return }
      // A catalog holds no Swift: it is kept whole for its colors, not searched.
      if name.hasSuffix(".xcassets") {
        assetCatalogs.append(DiscoveredFile(path: path, absolutePath: absolute))
        return
      }
      if name == "Tuist" { meetsProject = true }
      visitFolder(absolute: absolute, display: display)
    case S_IFREG where name.hasSuffix(".swift"):
      if discovery.skipsGeneratedCode && FileDiscovery.hasGeneratedName(path.relative) { return }
      if name == "Package.swift" || name == "Tuist.swift" { meetsProject = true }
      add(absolute: absolute, display: display)
    case S_IFREG where LocalizedStrings.isStringTable(name: name, folder: folderName(of: absolute)):
      stringTables.append(DiscoveredFile(path: path, absolutePath: absolute))
    case S_IFREG where name.hasSuffix("Info.plist") || name == "project.pbxproj":
      if name == "project.pbxproj" { meetsProject = true }
      settingsFiles.append(DiscoveredFile(path: path, absolutePath: absolute))
    case _ where name.hasSuffix(".swift"):
      // A FIFO or a device named like Swift is never opened (it could block, or never end), but it is told.
      let kind = RegularFile.describeNonRegularFile(mode: status.st_mode) ?? "it is not a regular file"
      problems.append(InputProblem(path: path, message: "cannot be read: \(kind)"))
    case S_IFREG where name == "project.yml":
      meetsProject = true
    case S_IFREG where FileDiscovery.classNamingExtensions.contains(where: name.hasSuffix):
      classNamingFiles.append(DiscoveredFile(path: path, absolutePath: absolute))
    default:
      return
    }
  }

  private func folderName(of path: String) -> String {
    String(path.split(separator: "/").dropLast().last ?? "")
  }

  private mutating func add(absolute: String, display: String) {
    let key = Array((realPath(absolute) ?? absolute).utf8)
    if files[key] == nil {
      files[key] = DiscoveredFile(
        path: discovery.sourcePath(absolute: absolute, display: display), absolutePath: absolute)
    }
  }

  /// The names in a folder, and, apart, those that are not UTF-8 (with their other bytes written `\xE9`): a path
  /// made of such a name would name no file.
  private func folderEntries(_ path: String) -> (names: [String], notUTF8: [String])? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    var notUTF8: [String] = []
    while let entry = readdir(folder) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        notUTF8.append(
          bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
            .joined())
        continue
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return (names, notUTF8.sorted())
  }

  private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private func describeStatFailure() -> String {
    switch errno {
    case ENOENT: "no such file or directory (or a broken symbolic link)"
    case ELOOP: "symbolic link loop: the link resolves to itself"
    case EACCES: "cannot be read: permission denied"
    default: "cannot be read: \(systemError())"
    }
  }
}
