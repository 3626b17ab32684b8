import CurbcutCore
import CurbcutReporting
import Foundation

/// The named colors of an Xcode asset catalog (`*.xcassets`): every `*.colorset` in it, resolved to the four
/// appearances.
///
/// A color's name is its colorset's folder name without `.colorset`, after the names of the folders above it that
/// provide a namespace (`"properties": {"provides-namespace": true}` in the folder's `Contents.json`), joined with
/// `/`: `Brand/Primary`, as `Color("Brand/Primary")` loads it. Other folders only organize the catalog.
public struct AssetCatalog: Sendable {
  /// The catalog folder.
  public let path: SourcePath
  /// The colors, ordered by name.
  public let colors: [PaletteColor]
  /// Colorsets and folders that could not be read, each naming the `Contents.json`, the JSON path and the line.
  public let problems: [InputProblem]
  /// The names of colorsets that could not be read.
  public let unreadableNames: Set<String>
  /// How many colorsets were read, readable or not.
  public let colorSetCount: Int

  /// Reads the catalog at `absolutePath`, reported as `path`.
  public init(absolutePath: String, path: SourcePath) {
    var walk = CatalogWalk()
    walk.visit(folder: absolutePath, path: path, namespace: [])
    self.path = path
    colors = walk.colors.sorted { $0.name < $1.name }
    problems = walk.problems
    unreadableNames = walk.unreadableNames
    colorSetCount = walk.colors.count + walk.unreadableNames.count
  }

  /// The palette of the catalog's colors, titled with its path.
  public var palette: Palette { Palette(title: path.display, colors: colors, unreadableNames: unreadableNames) }
}

private struct CatalogWalk {
  var colors: [PaletteColor] = []
  var problems: [InputProblem] = []
  var unreadableNames: Set<String> = []
  /// Real paths of the folders being walked, outermost first: a link back into one of them is a loop, which was
  /// followed until the system gave up (some 40 times), counting every color as often.
  var openFolders: [String] = []

  mutating func visit(folder: String, path: SourcePath, namespace: [String]) {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    if openFolders.contains(real) {
      problems.append(
        InputProblem(
          path: path, message: "symbolic link loop: leads back to '\(real)', which is being read already; not followed")
      )
      return
    }
    openFolders.append(real)
    defer { openFolders.removeLast() }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      problems.append(InputProblem(path: path, message: "cannot be read: \(error.localizedDescription)"))
      return
    }
    for entry in entries where !entry.hasPrefix(".") {
      let absolute = folder + "/" + entry
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue else {
        continue
      }
      let entryPath = path.appending(entry)
      if entry.hasSuffix(".colorset") {
        let name = (namespace + [String(entry.dropLast(".colorset".count))]).joined(separator: "/")
        readColorSet(absolute, path: entryPath, name: name)
      } else if !isAssetSetName(entry) {
        let providesNamespace = folderProvidesNamespace(absolute, path: entryPath)
        visit(folder: absolute, path: entryPath, namespace: providesNamespace ? namespace + [entry] : namespace)
      }
    }
  }

  /// Whether a folder name is an asset set other than a color (`.imageset`, `.appiconset`, ...), which holds no
  /// colors to read.
  private func isAssetSetName(_ name: String) -> Bool {
    let setSuffixes = [
      ".imageset", ".appiconset", ".symbolset", ".dataset", ".iconset", ".launchimage", ".textureset",
      ".cubetextureset", ".sticker", ".stickerpack", ".stickersequence", ".brandassets", ".imagestack",
      ".complicationset", ".arresourcegroup", ".spriteatlas", ".solidimagestack", ".gcdashboardimage",
    ]
    return setSuffixes.contains { name.hasSuffix($0) }
  }

  private mutating func folderProvidesNamespace(_ folder: String, path: SourcePath) -> Bool {
    let contents = folder + "/Contents.json"
    guard FileManager.default.fileExists(atPath: contents) else { return false }
    do {
      let document = try JSONDocument.read(absolutePath: contents, as: contentsPath(path))
      return document.root["properties"]?["provides-namespace"].map { node in
        if case .bool(let flag) = node.value { return flag }
        return false
      } ?? false
    } catch {
      problems.append(error)
      return false
    }
  }

  private mutating func readColorSet(_ folder: String, path: SourcePath, name: String) {
    let document: JSONDocument
    do {
      document = try JSONDocument.read(absolutePath: folder + "/Contents.json", as: contentsPath(path))
    } catch {
      problems.append(error)
      unreadableNames.insert(name)
      return
    }
    // Xcode's templates leave these sets at "Default": the system accent color, and a widget's system background.
    let systemDefault: SystemColor = name.hasSuffix("WidgetBackground") ? .systemBackground : .systemBlue
    let contents = ColorSetContents(document, systemDefault: systemDefault)
    problems += contents.problems
    guard contents.entries.isEmpty else {
      colors.append(PaletteColor(name: name, variants: contents.variantsByAppearance()))
      return
    }
    unreadableNames.insert(name)
    if contents.problems.isEmpty {
      problems.append(
        InputProblem(
          path: document.file, message: "The color set '\(name)' has no iPhone or universal color to audit",
          severity: .warning))
    }
  }

  private func contentsPath(_ folder: SourcePath) -> SourcePath {
    folder.appending("Contents.json")
  }
}
