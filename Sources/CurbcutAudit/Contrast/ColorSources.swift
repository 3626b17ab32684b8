import CurbcutCore
import CurbcutReporting

/// The palettes a contrast audit checks, read from what discovery found: one palette per asset catalog, and one for
/// all the design-token files together (aliases may cross files).
///
/// Design tokens and appearances: a token file is read in every appearance unless the configuration lists it under
/// `modes:` for one. In an appearance, the files of its mode are layered over the others (a dark-mode file
/// replaces the tokens it defines again), and a high-contrast appearance layers its own mode's files over its
/// luminosity's: `dark-high-contrast` reads the common files, then `dark`'s, then `dark-high-contrast`'s.
public struct ColorSources: Sendable {
  /// The palettes: the catalogs in path order, then the design tokens (titled `Design tokens`) when there are any.
  public let palettes: [Palette]
  /// Every file that could not be read and every value that is not a color, once each.
  public let problems: [InputProblem]
  /// How many files were read: token files and colorsets.
  public let filesRead: Int

  /// Reads the catalogs and token files `found`, with the token files of each mode in `modes` (absolute paths, as
  /// the configuration gives them, resolved by `discovery`).
  public init(
    _ found: DesignFileDiscovery.Outcome, modes: [Appearance: [ConfiguredName]], discovery: DesignFileDiscovery
  ) {
    var problems = found.problems
    let catalogs = found.catalogs.map { AssetCatalog(absolutePath: $0.absolutePath, path: $0.path) }
    problems += catalogs.flatMap(\.problems)
    var palettes = catalogs.map(\.palette)

    var modeInputs: [Appearance: [DiscoveredInput]] = [:]
    for (appearance, names) in modes {
      modeInputs[appearance] = names.map { discovery.input(absolutePath: $0.text, display: nil) }
    }
    // In the order of the appearances, not of the dictionary, so that problems come out the same every run.
    let modeFiles = Appearance.allCases.flatMap { modeInputs[$0] ?? [] }
    let modeFilePaths = Set(modeFiles.map(\.absolutePath))
    let common = found.tokenFiles.filter { !modeFilePaths.contains($0.absolutePath) }
    var files: [String: DesignTokenFile] = [:]
    for input in common + modeFiles where files[input.absolutePath] == nil {
      do {
        files[input.absolutePath] = DesignTokenFile(
          try JSONDocument.read(absolutePath: input.absolutePath, as: input.path))
      } catch {
        problems.append(error)
      }
    }
    if !files.isEmpty {
      let layers = Dictionary(
        uniqueKeysWithValues: Appearance.allCases.map { appearance in
          let chain = TokenModes.chain(for: appearance).flatMap { modeInputs[$0] ?? [] }
          return (appearance, (common + chain).compactMap { files[$0.absolutePath] })
        })
      let tokens = DesignTokenPalette(layers: layers)
      problems += tokens.problems
      palettes.append(tokens.palette)
    }
    self.palettes = palettes
    self.problems = problems.uniqued()
    filesRead = catalogs.map(\.colorSetCount).reduce(0, +) + files.count
  }
}

/// How design-token modes layer.
public enum TokenModes {
  /// The modes whose files apply in `appearance`, layered in this order over the common files.
  public static func chain(for appearance: Appearance) -> [Appearance] {
    switch appearance {
    case .light, .dark: [appearance]
    case .lightHighContrast: [.light, .lightHighContrast]
    case .darkHighContrast: [.dark, .darkHighContrast]
    }
  }
}
