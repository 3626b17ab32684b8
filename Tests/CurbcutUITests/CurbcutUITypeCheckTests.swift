import CurbcutTestSupport
import Foundation
import Testing

/// Whether this platform has the real SwiftUI.
private let hasSwiftUI: Bool = {
  #if canImport(SwiftUI)
    true
  #else
    false
  #endif
}()

/// CurbcutUI cannot be built where SwiftUI is missing, so here it is type-checked against the stand-in of the SwiftUI
/// API in `StandIn/`. On Apple platforms the package build compiles it against the real SwiftUI instead.
@Suite(.serialized, .enabled(if: !hasSwiftUI, "the package build compiles CurbcutUI here"))
struct CurbcutUITypeCheckTests {
  /// The stand-in modules, compiled once for every test of the suite.
  private static let compiled = Result { try SwiftUITypeCheck() }

  @Test func curbcutUIAndTheShowcaseScreensTypeCheckInSwift6Mode() throws {
    let typeCheck = try Self.compiled.get()
    #expect(throws: Never.self) { try typeCheck.check() }
  }

  /// Core once declared `public enum CurbcutCore {}`, which hid the module's name from every client: CurbcutUI's
  /// `CurbcutCore.TextStyle` then named a member of the enum, and CurbcutUI did not compile.
  @Test func aCoreThatHidesItsModuleNameFailsTheTypeCheck() throws {
    let typeCheck = try Self.compiled.get()
    let brokenCore = try TemporaryFolder()
    try copyContents(of: SwiftUITypeCheck.root.appendingPathComponent("Sources/CurbcutCore"), to: brokenCore.path)
    try brokenCore.write("CurbcutCore.swift", "public enum CurbcutCore {}\n")
    let failure = try #require(throws: SwiftUITypeCheck.Failure.self) {
      try typeCheck.check(coreFolder: URL(fileURLWithPath: brokenCore.path))
    }
    #expect(failure.output.contains("'TextStyle' is not a member type of enum 'CurbcutCore.CurbcutCore'"))
  }

  /// A SwiftUI API the stand-in does not declare fails the check, so the stand-in grows only deliberately.
  @Test func anAPIMissingFromTheStandInFailsTheTypeCheck() throws {
    let typeCheck = try Self.compiled.get()
    let brokenUI = try TemporaryFolder()
    try copyContents(of: SwiftUITypeCheck.root.appendingPathComponent("Sources/CurbcutUI"), to: brokenUI.path)
    try brokenUI.write(
      "Undeclared.swift",
      """
      #if canImport(SwiftUI)
        import SwiftUI

        extension View {
          func undeclared() -> some View { accessibilitySortPriority(1) }
        }
      #endif
      """)
    let failure = try #require(throws: SwiftUITypeCheck.Failure.self) {
      try typeCheck.check(uiFolder: URL(fileURLWithPath: brokenUI.path))
    }
    #expect(failure.output.contains("Undeclared.swift"))
    #expect(failure.output.contains("accessibilitySortPriority"))
  }

  /// Every declaration of the stand-in names the documentation page it was written from, on the line above it.
  @Test(arguments: ["SwiftUI.swift", "Accessibility.swift", "UIKit.swift"])
  func everyStandInDeclarationCitesItsPage(_ file: String) throws {
    let lines = try String(
      contentsOf: SwiftUITypeCheck.standInFolder.appendingPathComponent(file), encoding: .utf8
    ).components(separatedBy: "\n")
    var uncited: [String] = []
    for (index, line) in lines.enumerated() where Self.isDocumentedDeclaration(line) {
      let above = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") } ?? ""
      if !above.contains("// https://developer.apple.com/documentation/") {
        uncited.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(uncited == [])
  }

  /// A public declaration of a documented name. Extensions are cited by their members; the stand-in's own plumbing
  /// (`SetAlgebra`'s members, the `body` every view must have, a layout's requirements) and its `case` lists are
  /// taken with their type.
  private static func isDocumentedDeclaration(_ line: String) -> Bool {
    let code = line.trimmingCharacters(in: .whitespaces)
    let declaration = code.replacingOccurrences(of: "nonisolated ", with: "")
      .replacingOccurrences(of: "@preconcurrency ", with: "")
    guard declaration.hasPrefix("public ") || declaration.hasPrefix("open ") else { return false }
    let plumbing = [
      "public var body: Never", "public typealias Body", "public init() {}", "public func union",
      "public func intersection", "public func symmetricDifference", "public func contains",
      "public mutating func insert", "public mutating func remove", "public mutating func update",
      "public mutating func form", "public let rawValue", "public init(rawValue:", "public var description",
      "public func resolve(in environment: EnvironmentValues) -> Never",
      "public struct _StandInView", "public func sizeThatFits(proposal:", "public func placeSubviews(in bounds:",
    ]
    return !plumbing.contains { declaration.hasPrefix($0) }
  }

  private func copyContents(of folder: URL, to destination: String) throws {
    for file in try SwiftUITypeCheck.swiftFiles(in: folder) {
      let relative = String(file.dropFirst(folder.path.count + 1))
      let target = URL(fileURLWithPath: destination).appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: file, toPath: target.path)
    }
  }
}
