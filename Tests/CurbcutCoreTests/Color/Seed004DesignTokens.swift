@testable import CurbcutCore

/// The design tokens of seed 004 ("Accessibility Patterns"), the dark-first design system whose contrast table
/// the Curbcut audit replaces, as colors.
///
/// Readings of the seed's shorthand:
/// - "white 0.95", "white 0.6", "white 0.4" are white at that opacity (`Color.white.opacity(0.4)`), composited over
///   the surface they sit on. Over black, a gray of that level is the same color.
/// - `surfaceElevated` "(0.10)" is white at 0.10 over `surfacePrimary`, i.e. the opaque gray 0.1 (`#1A1A1A`).
/// - `signalPrimary` is only "green", and `signalWarm` (the failed status) is named but never given: Curbcut takes
///   the dark-mode system green and orange a dark-first design system would use.
enum Seed004DesignTokens {
  static let surfacePrimary = SRGBColor.black
  static let surfaceElevated = SRGBColor.white.withAlpha(0.10).composited(over: surfacePrimary)
  static let textPrimary = SRGBColor.white.withAlpha(0.95)
  static let textSecondary = SRGBColor.white.withAlpha(0.6)
  static let textTertiary = SRGBColor.white.withAlpha(0.4)
  static let signalPrimary = SystemColor.systemGreen.color(in: .dark)
  static let signalWarm = SystemColor.systemOrange.color(in: .dark)

  /// The `MessageStatus` colors of the seed's `StatusIndicator`: sent, failed and pending.
  static let messageStatuses = [
    NamedColor("sent", signalPrimary), NamedColor("failed", signalWarm), NamedColor("pending", textSecondary),
  ]
}
