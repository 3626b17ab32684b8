import ArgumentParser
import CurbcutAudit
import CurbcutCore

/// The options that set how colors are judged, shared by `curbcut contrast` and `curbcut check`.
struct ContrastOptions: ParsableArguments {
  @Option(help: "The WCAG level color pairs are held to: AA or AAA (default: the configuration's, else AA).")
  var level: ConformanceLevel?

  @Option(help: "What decides a color pair's pass: wcag2, apca or both (default: the configuration's, else wcag2).")
  var algorithm: ContrastAlgorithm?
}

extension ConformanceLevel: ExpressibleByArgument {}
extension ContrastAlgorithm: ExpressibleByArgument {}
