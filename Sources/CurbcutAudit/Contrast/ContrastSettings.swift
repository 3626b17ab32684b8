import CurbcutCore

/// What a contrast audit checks and how: the `contrast:` section of `.curbcut.yml`, with the command line's
/// options applied over it.
public struct ContrastSettings: Sendable {
  /// The level pairs are held to.
  public var level: ConformanceLevel = .aa
  /// Which contrast measure decides whether a pair passes.
  public var algorithm: ContrastAlgorithm = .wcag2
  /// Design-token files that hold one appearance's values, by appearance (`modes: dark: [...]`): in that
  /// appearance their tokens replace those of the other token files. See `TokenModes`.
  public var modes: [Appearance: [ConfiguredName]] = [:]
  /// The color each translucent background lies on (`bases:`), for stacked layers.
  public var bases: [LayerBase] = []
  /// The pairs to check (`pairs:`); when empty, pairs are inferred from the colors' names.
  public var pairs: [ContrastPairSpecification] = []
  /// Sets of status colors that must stay distinguishable with every kind of color vision (`status_colors:`).
  public var statusColors: [StatusColorSpecification] = []

  /// The defaults: AA, WCAG 2.x, pairs inferred from names.
  public init() {}
}

/// The contrast measure that decides whether a pair passes.
public enum ContrastAlgorithm: String, CaseIterable, Sendable {
  /// The WCAG 2.x contrast ratio (1.4.3, 1.4.6, 1.4.11).
  case wcag2
  /// APCA lightness contrast, Lc (0.0.98G-4g).
  case apca
  /// Both: a pair passes only when it passes each.
  case both

  /// Whether the WCAG ratio counts.
  public var checksWCAG: Bool { self != .apca }
  /// Whether APCA counts.
  public var checksAPCA: Bool { self != .wcag2 }
}

/// A name or path as the configuration or command line writes it, with where it is written (nil for the defaults),
/// so a mistake in it can be reported there.
public struct ConfiguredName: Hashable, Sendable {
  /// The color name, or the file path (absolute once the configuration is read).
  public var text: String
  /// Where it is written.
  public var location: InputLocation?

  /// A name written at `location`.
  public init(_ text: String, at location: InputLocation?) {
    self.text = text
    self.location = location
  }
}

/// A translucent color used as a background, and the color it is painted on: `surfaceElevated` (white at 0.10) on
/// `surfacePrimary`. The base may itself be translucent with a base of its own.
public struct LayerBase: Sendable {
  /// The translucent background.
  public var layer: ConfiguredName
  /// What lies beneath it.
  public var base: ConfiguredName

  /// `layer` painted on `base`.
  public init(layer: ConfiguredName, base: ConfiguredName) {
    self.layer = layer
    self.base = base
  }
}

/// Foregrounds to check on backgrounds: every foreground on every background, as one kind of content.
public struct ContrastPairSpecification: Sendable {
  /// The foreground colors.
  public var foregrounds: [ConfiguredName]
  /// The background colors.
  public var backgrounds: [ConfiguredName]
  /// What the foregrounds paint.
  public var kind: ContentKind

  /// Each of `foregrounds` on each of `backgrounds`, as `kind`.
  public init(foregrounds: [ConfiguredName], backgrounds: [ConfiguredName], kind: ContentKind) {
    self.foregrounds = foregrounds
    self.backgrounds = backgrounds
    self.kind = kind
  }
}

/// Status colors (sent, failed, pending) that must stay distinguishable on each of some backgrounds.
public struct StatusColorSpecification: Sendable {
  /// The status colors.
  public var colors: [ConfiguredName]
  /// The surfaces they are shown on.
  public var backgrounds: [ConfiguredName]

  /// `colors`, shown on each of `backgrounds`.
  public init(colors: [ConfiguredName], backgrounds: [ConfiguredName]) {
    self.colors = colors
    self.backgrounds = backgrounds
  }
}
