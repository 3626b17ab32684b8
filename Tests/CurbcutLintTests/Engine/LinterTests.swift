import CurbcutReporting
import CurbcutTestSupport
import Foundation
import Testing

@testable import CurbcutLint

@Suite struct LinterTests {
  @Test func outputIsTheSameWhateverTheNumberOfJobs() throws {
    let folder = try TemporaryFolder()
    for index in 0..<40 {
      try folder.write(
        "Screens/Screen\(index).swift",
        """
        struct Screen\(index): View {
          var body: some View {
            VStack {
              Image("hero-\(index)")
              Text("Title").font(.system(size: \(10 + index % 20)))
              Button(action: share) { Image(systemName: "square.and.arrow.up") }
            }
          }
        }
        """)
    }
    let files = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    let serial = Linter.everyRule.lint(files, jobs: 1)
    for jobs in [2, 3, 8] {
      let parallel = Linter.everyRule.lint(files, jobs: jobs)
      #expect(parallel.findings == serial.findings)
    }
    #expect(serial.findings.count == 120)
    #expect(serial.filesChecked == 40)
  }

  /// A worker lints files in batches (``Linter/filesPerBatch``), parsing a batch's files before it checks them, but
  /// checks what it has parsed as soon as it holds ``Linter/bytesPerBatch`` of source: each file keeps its own findings,
  /// in order, whichever part of its batch it was checked in.
  @Test func aBatchOfLargeFilesIsCheckedInPartsAndEachFileKeepsItsFindings() throws {
    let folder = try TemporaryFolder()
    // Two padded files hold more than a batch's bytes: the first batch is checked as F0-F2, then F3.
    let padding = String(repeating: "// \(String(repeating: "x", count: 76))\n", count: Linter.bytesPerBatch / 160 + 1)
    for index in 0..<(Linter.filesPerBatch * 2 + 1) {
      try folder.write("F\(index).swift", (index % 3 == 0 ? "" : padding) + "Image(\"a\(index)\")\n")
    }
    let files = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    let batch = Array(files.prefix(Linter.filesPerBatch))
    let analyses = Linter().lint(batch: batch).analyses
    #expect(analyses.map { $0.pending.map(\.finding.span.path.relative) } == batch.map { [$0.path.relative] })
    for jobs in [1, 2] {
      let outcome = Linter().lint(files, jobs: jobs)
      #expect(outcome.findings.map(\.span.path.relative) == files.map(\.path.relative))
      #expect(outcome.filesChecked == files.count)
    }
  }

  @Test func oneBadFileDoesNotStopTheRun() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", "Image(\"a\")")
    try folder.write("B.swift", bytes: [0xFF, 0xFE, 0x00, 0x41])
    try folder.write("C.swift", "Image(\"c\")")
    let files = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    let outcome = Linter().lint(files, jobs: 2)
    #expect(outcome.findings.map(\.span.path.relative) == ["A.swift", "C.swift"])
    #expect(outcome.problems.map(\.path.relative) == ["B.swift"])
    #expect(outcome.filesChecked == 2)
  }

  @Test func filesWithAGeneratorHeaderAreSkippedUnlessAskedFor() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Strings.swift",
      "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\nImage(\"a\")")
    // Not named for mocks, whose images `image_label` passes over wherever they are.
    try folder.write(
      "AutoEquatable.swift",
      "// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\nImage(\"a\")")
    let files = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    #expect(Linter().lint(files, jobs: 1).findings.isEmpty)
    #expect(Linter(skippedCode: []).lint(files, jobs: 1).findings.count == 2)
  }

  @Test func previewsAndTestsAreSkippedUnlessAskedFor() {
    let path = SourcePath(display: "F.swift", relative: "F.swift")
    let screen = SourceText(
      bytes: Array(
        """
        struct Screen: View { var body: some View { Image("shipped") } }
        #Preview { Image("canvas-only") }
        struct Screen_Previews: PreviewProvider { static var previews: some View { Image("legacy-preview") } }

        """.utf8))
    #expect(Linter().lint(screen, path: path).findings.map(\.span.start.line) == [1])
    #expect(Linter(skippedCode: []).lint(screen, path: path).findings.map(\.span.start.line) == [1, 2, 3])
    let test = SourceText(bytes: Array("import XCTest\nlet snapshot = VStack { Image(\"fixture\") }\n".utf8))
    #expect(Linter().lint(test, path: path).skipped == .tests)
    #expect(Linter(skippedCode: [.previews]).lint(test, path: path).findings.count == 1)
  }

  @Test func debugBuildsCodeIsSkippedUnlessAskedFor() {
    let path = SourcePath(display: "F.swift", relative: "F.swift")
    let screen = SourceText(
      bytes: Array(
        """
        struct Screen: View {
          var body: some View {
            VStack {
              Image("shipped")
              #if DEBUG
              Image("debug-menu")
              #else
              Image("release-only")
              #endif
              #if !DEBUG
              Image("not-debug")
              #endif
            }
          }
        }

        """.utf8))
    #expect(Linter().lint(screen, path: path).findings.map(\.span.start.line) == [4, 8, 11])
    #expect(Linter(skippedCode: []).lint(screen, path: path).findings.map(\.span.start.line) == [4, 6, 8, 11])
  }

  @Test func screensForTheTeamAreKnownByTheirPathOrTheirFilesName() {
    // `fixed_font_size` passes over developer screens: what their path or name says decides.
    let screen = SourceText(
      bytes: Array("struct Screen: View { var body: some View { Text(\"Hi\").font(.system(size: 9)) } }\n".utf8))
    func findings(at relative: String) -> Int { findingLines(of: screen, at: relative).count }
    #expect(findings(at: "Views/Settings/ProfileView.swift") == 1)
    #expect(findings(at: "Views/DevSettings/FlagsView.swift") == 0)
    #expect(findings(at: "Views/Logs/HTTPLogDetailView.swift") == 0)
    #expect(findings(at: "Views/Admin/LiveMatchmakingDemo.swift") == 0)
    #expect(findings(at: "Views/Chat/GameDiscussionMockView.swift") == 0)
    // A sample app named as a demo ships its screens all the same.
    #expect(findings(at: "SwiftUIDemo/Views/ProfileView.swift") == 1)
    // `image_label` passes over them too: an unlabelled image on a developer screen is the team's to read.
    let images = SourceText(
      bytes: Array("struct Screen: View { var body: some View { Image(\"avatar-large\") } }\n".utf8))
    #expect(findingLines(of: images, at: "Settings/ProfileView.swift", rule: "image_label").count == 1)
    let debugScreen = "Settings/Developer/ProfilePictureDebugView.swift"
    #expect(findingLines(of: images, at: debugScreen, rule: "image_label").isEmpty)
  }

  @Test func aVideoThatPlaysInAViewerTheReaderOpenedIsNotAutoplayWhateverItsViewIsNamed() {
    let page = SourceText(
      bytes: Array(
        """
        import AVKit
        private struct VideoPage: View {
          @State private var player: AVPlayer?
          var body: some View { VideoPlayer(player: player).onAppear { player?.play() } }
        }

        """.utf8))
    func findings(at relative: String) -> Int {
      findingLines(of: page, at: relative, rule: "autoplay_reduce_motion").count
    }
    #expect(findings(at: "Feed/FeedCell.swift") == 1)
    #expect(findings(at: "Feed/LightboxView.swift") == 0)
    #expect(findings(at: "Feed/MediaViewer.swift") == 0)
  }

  @Test func aWatchAppsButtonIsDrawnBorderedAndAsWideAsTheScreen() {
    let screen = SourceText(
      bytes: Array(
        """
        struct BolusView: View {
          var body: some View {
            Button(action: add) { Image(systemName: "plus").frame(width: 30, height: 30) }
            Button(action: remove) { Image(systemName: "minus").frame(width: 30, height: 30) }.buttonStyle(.plain)
          }
        }

        """.utf8))
    func findings(at relative: String) -> [Int] { findingLines(of: screen, at: relative, rule: "hit_target_size") }
    #expect(findings(at: "App/Views/BolusView.swift") == [3, 4])
    // A plain button keeps its label's size, on the watch too.
    #expect(findings(at: "FreeAPSWatch WatchKit Extension/Views/BolusView.swift") == [4])
  }

  @Test func webPagesAreSkippedUnlessTheyAlsoImportSwiftUI() {
    let path = SourcePath(display: "F.swift", relative: "F.swift")
    let page = "import Ignite\nstruct Header: HTML { var body: some HTML { Image(\"/images/head.png\") } }\n"
    #expect(Linter().lint(SourceText(bytes: Array(page.utf8)), path: path).skipped == .webPages)
    #expect(Linter(skippedCode: [.tests]).lint(SourceText(bytes: Array(page.utf8)), path: path).findings.count == 1)
    let both = SourceText(bytes: Array(("import SwiftUI\n" + page).utf8))
    #expect(Linter().lint(both, path: path).skipped == nil)
    #expect(Linter().lint(both, path: path).findings.count == 1)
  }

  /// Findings in a private member the file never names are dropped, one after another in it too, while those in the
  /// body, in a private member it names and in an internal one are kept, whatever order they are asked about in.
  @Test func onlyTheFindingsOfAPrivateMemberTheFileNeverNamesAreDropped() {
    let source = SourceText(
      bytes: Array(
        """
        struct Screen: View {
          var body: some View {
            VStack {
              header
              Image("a")
            }
          }
          private var header: some View { Image("b") }
          private var unused: some View {
            VStack { Image("c"); Image("d") }
          }
          func other() -> some View { Image("e") }
        }
        """.utf8))
    #expect(findingLines(of: source, at: "Screen.swift", rule: "image_label") == [5, 8, 12])
  }

  @Test func deeplyNestedAndVeryLongCodeDoesNotCrash() throws {
    let folder = try TemporaryFolder()
    let nested = String(repeating: "VStack { ", count: 400) + "Image(\"deep\")" + String(repeating: " }", count: 400)
    let parentheses = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
    let longLine = "let s = \"" + String(repeating: "é", count: 200_000) + "\""
    try folder.write("Nested.swift", nested)
    try folder.write("Parentheses.swift", parentheses)
    try folder.write("Long.swift", longLine)
    try folder.write("Unbalanced.swift", "struct A: View { var body: some View { Button(action: { { { ")
    let files = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    let outcome = Linter().lint(files, jobs: 2)
    // Nesting beyond the limits is reported, not parsed (the parser used to stop silently at its own limit).
    #expect(outcome.problems.map(\.path.relative) == ["Nested.swift", "Parentheses.swift"])
    #expect(outcome.problems.allSatisfy { $0.message.contains("limits: nesting_depth:") })
    #expect(outcome.filesChecked == 2)
  }
}

/// The lines of the findings (of `rule` only, when given) a default lint reports in `source` as the file at `relative`:
/// the path decides some of them (developer screens, viewers, watch apps).
private func findingLines(of source: SourceText, at relative: String, rule: String? = nil) -> [Int] {
  Linter().lint(source, path: SourcePath(display: relative, relative: relative)).findings
    .filter { rule == nil || $0.ruleID == rule }.map(\.span.start.line)
}
