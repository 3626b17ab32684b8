import CurbcutReporting
import CurbcutTestSupport
import Foundation
import SwiftSyntax
import Testing

@testable import CurbcutLint

/// The findings of `linter` on every Swift file in `folder`, with two jobs.
private func findings(of linter: Linter, in folder: TemporaryFolder) -> [Finding] {
  linter.lint(FileDiscovery(rootDirectory: folder.path).discover(["."]).files, jobs: 2).findings
}

/// The findings of `linter` on `files`, written to a new folder.
private func findings(of linter: Linter, in files: [String: String]) throws -> [Finding] {
  let folder = try TemporaryFolder()
  for (name, text) in files { try folder.write(name, text) }
  return findings(of: linter, in: folder)
}

/// Findings that depend on other files: decided once every file is read.
@Suite struct ProjectFactsTests {
  private static let row = """
    struct EpisodeRow: View {
      let title: String
      var body: some View {
        HStack { Image("download-status"); Text(title) }
      }
    }

    """

  private func lint(_ files: [String: String]) throws -> [String] {
    try findings(of: .everyRule, in: files).map { "\($0.span.path.relative):\($0.span.start.line) \($0.ruleID)" }
  }

  /// The findings of every rule on `files` as a whole package, whose run sees every use of a view type.
  private func lintPackage(_ files: [String: String]) throws -> [String] {
    let folder = try TemporaryFolder()
    for (name, text) in files { try folder.write(name, text) }
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    let found = FileDiscovery(rootDirectory: folder.path).discover(["."])
    var linter = Linter.everyRule
    linter.declaredFacts = ProjectFacts(declaring: [ViewUseFacts(seesEveryUse: found.readsWholeProjects)])
    return linter.lint(found.files, jobs: 2).findings.map {
      "\($0.span.path.relative):\($0.span.start.line) \($0.ruleID)"
    }
  }

  @Test func anImageInARowThatEveryScreenPutsInAControlIsReadAsItsLabel() throws {
    let findings = try lint([
      "EpisodeRow.swift": Self.row,
      "List.swift":
        "struct List1: View { var body: some View { NavigationLink(value: 1) { EpisodeRow(title: \"a\") } } }",
      "Picker.swift": "struct Picker1: View { var body: some View { Button { } label: { EpisodeRow(title: \"b\") } } }",
    ])
    #expect(findings == [])
  }

  @Test func oneUseOutsideALabelledPlaceKeepsTheFinding() throws {
    let findings = try lint([
      "EpisodeRow.swift": Self.row,
      "List.swift":
        "struct List1: View { var body: some View { NavigationLink(value: 1) { EpisodeRow(title: \"a\") } } }",
      "Detail.swift": "struct Detail: View { var body: some View { VStack { EpisodeRow(title: \"c\") } } }",
    ])
    #expect(findings == ["EpisodeRow.swift:4 image_label"])
  }

  @Test func aTapInAViewOnlyWidgetsShowNeverRuns() throws {
    let bar = "struct BarChart: View { var body: some View { Text(\"Steps\").onTapGesture { select() } } }\n"
    let widget = """
      import WidgetKit
      struct StepsWidgetView: View { var body: some View { BarChart() } }

      """
    #expect(try lint(["BarChart.swift": bar, "StepsWidget.swift": widget]) == [])
    let screen = "struct StepsScreen: View { var body: some View { BarChart() } }\n"
    #expect(
      try lint(["BarChart.swift": bar, "StepsWidget.swift": widget, "StepsScreen.swift": screen]) == [
        "BarChart.swift:1 tap_gesture_trait"
      ])
  }

  @Test func aUseInsideAnotherViewTypeCountsAsThatTypesUsesDo() throws {
    let wrapper = "struct PlayNextRow: View { var body: some View { EpisodeRow(title: \"next\") } }"
    let labelled = try lint([
      "EpisodeRow.swift": Self.row, "PlayNextRow.swift": wrapper,
      "Episode.swift": "struct E: View { var body: some View { Button { } label: { PlayNextRow() } } }",
    ])
    #expect(labelled == [])
    let exposed = try lint([
      "EpisodeRow.swift": Self.row, "PlayNextRow.swift": wrapper,
      "Episode.swift": "struct E: View { var body: some View { VStack { PlayNextRow() } } }",
    ])
    #expect(exposed == ["EpisodeRow.swift:4 image_label"])
  }

  @Test func aCopyRenderedToAnImageIsNotAUse() throws {
    let findings = try lint([
      "EpisodeRow.swift": Self.row,
      "Share.swift": """
      struct Share: View {
        var body: some View { TabView { EpisodeRow(title: "s") }.accessibilityElement() }
        func render() { let renderer = ImageRenderer(content: EpisodeRow(title: "s")) }
      }
      """,
    ])
    #expect(findings == [])
  }

  @Test func anInternalViewOnlyDrawnToABitmapIsNeverReadButAPublicOneMayBe() throws {
    let tool = "func makeIcon() { let renderer = ImageRenderer(content: EpisodeRow(title: \"icon\")) }"
    #expect(try lintPackage(["EpisodeRow.swift": Self.row, "Tool.swift": tool]) == [])
    let throughAConstant = """
      func makeIcon() -> UIImage? {
        let row = EpisodeRow(title: "icon")
        let renderer = ImageRenderer(content: row)
        return renderer.uiImage
      }
      """
    #expect(try lintPackage(["EpisodeRow.swift": Self.row, "Tool.swift": throughAConstant]) == [])
    #expect(
      try lintPackage(["EpisodeRow.swift": "public " + Self.row, "Tool.swift": tool])
        == ["EpisodeRow.swift:4 image_label"])
    #expect(
      try lint(["EpisodeRow.swift": Self.row, "Tool.swift": tool]) == ["EpisodeRow.swift:4 image_label"],
      "a run of some files may not see the screen that shows it")
    let shownToo = "struct Home: View { var body: some View { VStack { EpisodeRow(title: \"h\") } } }"
    #expect(
      try lint(["EpisodeRow.swift": Self.row, "Tool.swift": tool, "Home.swift": shownToo]) == [
        "EpisodeRow.swift:4 image_label"
      ])
  }

  @Test func aViewTypeNoFileUsesIsUnusedOnlyWhenTheRunReadsAWholeProject() throws {
    let folder = try TemporaryFolder()
    // Xcode's file header and a log line name the type, but no code uses it.
    try folder.write("Screens/EpisodeRow.swift", "//  EpisodeRow.swift\n" + Self.row)
    try folder.write(
      "Screens/SaleBadge.swift",
      "struct SaleBadge: View {\n  var body: some View { Text(\"Sale\").foregroundColor(.white).background(Color.yellow) }\n"
        + "  func log() { print(\"[SaleBadge] shown\") }\n}\n")
    // A control's style is drawn only where it is applied: this one nowhere.
    try folder.write(
      "Screens/BadgeStyle.swift",
      "struct BadgeStyle: LabelStyle {\n  func makeBody(configuration: Configuration) -> some View {\n"
        + "    Text(\"New\").foregroundColor(.white).background(Color.yellow)\n  }\n}\n")
    try folder.write(
      "Screens/Shadowing.swift",
      "struct TabView: View { var body: some View { EpisodeBadge() } }\n"
        + "struct EpisodeBadge: View { var body: some View { Image(\"badge\") } }\n"
        + "struct popoverContent: View { var body: some View { Image(\"popover\") } }\n"
        + "struct Docs: View { var body: some View { Text(\"Docs\").popover(isPresented: $shown) { popoverContent() } } }\n"
    )
    try folder.write(
      "Screens/Rows.swift",
      "struct Rows: View { var body: some View { ForEach(titles, id: \\.self, content: ShowRow.init) } }\n"
        + "struct ShowRow: View { let title: String; var body: some View { Image(\"show\") } }\n"
        + "struct Root: View { var body: some View { Rows() } }\n")
    func lint(_ paths: [String], declaring: Bool = true) -> [String] {
      let found = FileDiscovery(rootDirectory: folder.path).discover(paths)
      var linter = Linter.everyRule
      if declaring {
        linter.declaredFacts = ProjectFacts(declaring: [ViewUseFacts(seesEveryUse: found.readsWholeProjects)])
      }
      return linter.lint(found.files, jobs: 2).findings.filter {
        ["image_label", "literal_contrast"].contains($0.ruleID)
      }
      .map { "\($0.span.path.relative):\($0.span.start.line) \($0.ruleID)" }
    }
    let everyFinding = [
      "Screens/BadgeStyle.swift:3 literal_contrast", "Screens/EpisodeRow.swift:5 image_label",
      "Screens/Rows.swift:2 image_label",
      "Screens/SaleBadge.swift:2 literal_contrast", "Screens/Shadowing.swift:2 image_label",
      "Screens/Shadowing.swift:3 image_label",
    ]
    #expect(lint(["."]) == everyFinding, "no project in the folder: its views may be used elsewhere")
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    #expect(FileDiscovery(rootDirectory: folder.path).discover(["."]).readsWholeProjects)
    // EpisodeRow, SaleBadge and BadgeStyle are used nowhere, whatever the rule; the app's own TabView and ShowRow (passed as
    // `ShowRow.init`) have uses, and a type named in lower case is never taken for unused.
    #expect(
      lint(["."]) == [
        "Screens/Rows.swift:2 image_label", "Screens/Shadowing.swift:2 image_label",
        "Screens/Shadowing.swift:3 image_label",
      ])
    #expect(lint(["Screens"]) == everyFinding, "one folder of the app")
    #expect(lint([".", "Screens/EpisodeRow.swift"]) == everyFinding, "a file named alone")
    #expect(lint(["."], declaring: false) == everyFinding)
  }

  /// A UIKit class may be made by a storyboard, an Objective-C file or a name in a string, not only by code that names
  /// it: one that hosts a SwiftUI screen is unused, and so is the screen, only when no file of the project names it.
  @Test func aUIKitClassNoFileNamesIsUnusedOnlyWhenEveryFileThatMayMakeItIsRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Sources/MapScreen.swift",
      "struct MapScreen: View {\n  var body: some View { Button(action: zoom) { Image(systemName: \"plus\") } }\n}\n")
    let controller = """
      //  MapController.swift
      final class MapController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(UIHostingController(rootView: MapScreen()))
        }
      }

      """
    try folder.write("Sources/MapController.swift", controller)
    func lint(readsClassNamingFiles: Bool = true, maximumSize: Int = 1 << 20) -> [String] {
      let found = FileDiscovery(rootDirectory: folder.path).discover(["."])
      var linter = Linter.everyRule
      linter.declaredFacts = ProjectFacts(declaring: [
        readsClassNamingFiles
          ? ViewUseFacts(
            seesEveryUse: found.readsWholeProjects, classNamingFiles: found.classNamingFiles,
            settingsFiles: found.settingsFiles, maximumSize: maximumSize)
          : ViewUseFacts(seesEveryUse: found.readsWholeProjects)
      ])
      return linter.lint(found.files, jobs: 2).findings.filter { $0.ruleID == "icon_only_control_label" }.map {
        "\($0.span.path.relative):\($0.span.start.line)"
      }
    }
    let screenFinding = ["Sources/MapScreen.swift:2"]
    // Its file header names it, and its own declaration: no file makes it.
    #expect(lint().isEmpty)
    #expect(lint(readsClassNamingFiles: false) == screenFinding, "the files that may make it are not read")
    try folder.write(
      "Sources/Main.storyboard", "<viewController id=\"a1\" customClass=\"MapController\" customModule=\"App\"/>\n")
    #expect(FileDiscovery(rootDirectory: folder.path).discover(["."]).classNamingFiles.count == 1)
    #expect(lint() == screenFinding, "a storyboard makes it")
    #expect(lint(maximumSize: 16) == screenFinding, "a storyboard that cannot be read may make it")
    try folder.write("Sources/Main.storyboard", "<viewController id=\"a1\" customClass=\"TripsController\"/>\n")
    #expect(lint().isEmpty)
    try folder.write("Sources/Legacy.m", "UIViewController *map = [[MapController alloc] init];\n")
    #expect(lint() == screenFinding, "an Objective-C file makes it")
    try folder.write("Sources/Legacy.m", "// nothing\n")
    try folder.write("Sources/Router.swift", "let map = NSClassFromString(\"App.MapController\")\n")
    #expect(lint() == screenFinding, "a string names it")
    try folder.write("Sources/Router.swift", "let map = 1\n")
    try folder.write("Sources/MapController.swift", "@objc(OBAMapController)\n" + controller)
    #expect(lint() == screenFinding, "renamed for Objective-C, it may be made by another name")
  }

  @Test func aViewShownOnlyInASheetThatNeverOpensIsDeadCode() throws {
    let screens = """
      struct ContactScreen: View { var body: some View { Image("mail") } }
      struct HelpScreen: View { var body: some View { Image("help") } }
      struct ShareScreen: View { var body: some View { Image("share") } }
      struct NotesScreen: View { var body: some View { Image("notes") } }

      """
    let more = """
      @main struct NotesApp: App { var body: some Scene { WindowGroup { MoreTab() } } }

      struct MoreTab: View {
        @State private var showingContact = false
        @State private var showingHelp = false
        @State private var showingShare = false
        @State private var showingNotes = false

        var body: some View {
          List {
            Button("Help") { showingHelp.toggle() }
            // Button("Contact us") { showingContact = true }
            ShareToggle(isOn: $showingShare)
          }
          .sheet(isPresented: $showingContact) { NavigationStack { ContactScreen() } }
          .sheet(isPresented: $showingHelp) { HelpScreen() }
          .sheet(isPresented: $showingShare) { ShareScreen() }
          .fullScreenCover(isPresented: $showingNotes) { NotesScreen() }
          .onAppear { self.showingNotes = true }
        }
      }

      """
    // The contact sheet's flag is set only in a comment: the sheet never opens. The others are set, toggled or handed on.
    #expect(
      try lintPackage(["Screens.swift": screens, "More.swift": more]).filter { $0.hasSuffix("image_label") } == [
        "Screens.swift:2 image_label", "Screens.swift:3 image_label", "Screens.swift:4 image_label",
      ])
  }

  @Test func helpersOfATypeThatConformsToNothingAndNoCodeNamesAreDeadCode() throws {
    let typography = """
      enum AppTypography {
        static func heading(_ size: CGFloat) -> Font { .system(size: size, weight: .semibold) }
      }

      enum Typography {
        static let caption = Font.system(size: 11)
      }

      struct LegacyTheme: ShapeStyle {
        static let badge = Font.system(size: 10)
      }

      """
    let screen = """
      struct Receipt: View {
        var body: some View { Text("Total").font(Typography.caption) }
      }

      """
    // `AppTypography` is named by no code but its own declaration; `Typography` is used; a type that conforms to
    // something may be used where the code does not name it, and is linted whether named or not.
    #expect(
      try lintPackage(["Typography.swift": typography, "Receipt.swift": screen]).filter {
        $0.hasSuffix("fixed_font_size")
      } == ["Typography.swift:6 fixed_font_size", "Typography.swift:10 fixed_font_size"])
  }

  @Test func aTransitionNoCodeOfAWholeProjectAnimatesNeverPlays() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Sources/Banner.swift",
      """
      struct Banner: View {
        let isShown: Bool
        var body: some View {
          if isShown { Text("Saved").transition(.move(edge: .top)) }
        }
      }
      struct Root: View {
        @State private var isShown = false
        var body: some View { Banner(isShown: isShown) }
      }
      @main struct TripsApp: App {
        var body: some Scene { WindowGroup { Root() } }
      }

      """)
    func lint(animatedElsewhere: Bool = false) -> [String] {
      let found = FileDiscovery(rootDirectory: folder.path).discover(["."])
      var rule = ReduceMotionAnimationRule()
      rule.options.includeTransitionsAnimatedElsewhere = animatedElsewhere
      var linter = Linter(ruleSet: RuleSet([ConfiguredRule(rule)]))
      linter.declaredFacts = ProjectFacts(declaring: [ViewUseFacts(seesEveryUse: found.readsWholeProjects)])
      return linter.lint(found.files, jobs: 2).findings.map { "\($0.span.path.relative):\($0.span.start.line)" }
    }
    #expect(lint() == ["Sources/Banner.swift:4"], "the code that animates it may be outside the folder")
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    #expect(lint() == [], "no code of the package animates isShown")
    try folder.write(
      "Widget/Arrival.swift",
      "import WidgetKit\nstruct Arrival: View {\n  let bird: Bird?\n"
        + "  var body: some View { if let bird { BirdView(bird).transition(.offset(y: 20)) } }\n}\n"
        + "struct ArrivalWidget: Widget {\n"
        + "  var body: some WidgetConfiguration { StaticConfiguration(kind: \"arrival\", provider: Provider()) { "
        + "Arrival(bird: $0.bird) } }\n}\n")
    #expect(lint() == ["Widget/Arrival.swift:4"], "WidgetKit animates a timeline's changes")
    try FileManager.default.removeItem(atPath: folder.path + "/Widget/Arrival.swift")
    try folder.write("Sources/Saver.swift", "func save() { withAnimation { model.isShown = true } }\n")
    #expect(lint() == [], "by default only a transition its own file animates is reported")
    #expect(lint(animatedElsewhere: true) == ["Sources/Banner.swift:4"])
    try FileManager.default.removeItem(atPath: folder.path + "/Sources/Saver.swift")
    #expect(lint(animatedElsewhere: true) == [], "no code of the package animates isShown")
  }

  @Test func aViewShownOnlyByValuesNoCodeOfAWholeProjectSetsNeverAppears() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Sources/Rules.swift",
      """
      struct PostingRules: View {
        @State private var toast: String?
        @ObservedObject var model: FlowModel
        var body: some View {
          VStack {
            if let message = toast {
              Text(message).transition(.move(edge: .top)).onTapGesture { withAnimation { toast = nil } }
            }
            if model.showsSuccessBanner { Text("Posted").transition(.move(edge: .bottom)) }
          }
          .animation(.spring(), value: model.showsSuccessBanner)
        }
      }
      final class FlowModel: ObservableObject {
        @Published var showsSuccessBanner = false
        func reset() { showsSuccessBanner = false }
      }
      @main struct PostingApp: App {
        var body: some Scene { WindowGroup { PostingRules(model: FlowModel()) } }
      }

      """)
    func lint() -> [String] {
      let found = FileDiscovery(rootDirectory: folder.path).discover(["."])
      var linter = Linter(ruleSet: RuleSet([ConfiguredRule(ReduceMotionAnimationRule())]))
      linter.declaredFacts = ProjectFacts(declaring: [ViewUseFacts(seesEveryUse: found.readsWholeProjects)])
      return linter.lint(found.files, jobs: 2).findings.map { "\($0.span.path.relative):\($0.span.start.line)" }
    }
    #expect(lint() == ["Sources/Rules.swift:7", "Sources/Rules.swift:9"], "code outside the folder may set them")
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    #expect(lint() == [], "no code of the package gives a message or shows the banner")
    try folder.write("Sources/Post.swift", "func post(_ model: FlowModel) { model.showsSuccessBanner = true }\n")
    #expect(lint() == ["Sources/Rules.swift:9"])
    try folder.write("Sources/Post.swift", "func post(_ model: FlowModel) { model.showsSuccessBanner.toggle() }\n")
    #expect(lint() == ["Sources/Rules.swift:9"])
    try folder.write(
      "Sources/Toast.swift", "struct T: View { @Binding var toast: String?; var body: some View { E() } }\n")
    #expect(lint() == ["Sources/Rules.swift:7", "Sources/Rules.swift:9"], "a binding's parent may set it")
    try folder.write(
      "Sources/Toast.swift", "func show(_ rules: inout PostingRules) { rules._toast = State(initialValue: \"Hi\") }\n")
    #expect(lint() == ["Sources/Rules.swift:7", "Sources/Rules.swift:9"])
  }

  @Test func anInternalViewShownOnlyInPreviewsIsDeadCodeButAPublicOneIsNot() throws {
    let previewOnly = Self.row + "#Preview { VStack { EpisodeRow(title: \"p\") } }\n"
    #expect(try lintPackage(["EpisodeRow.swift": previewOnly]) == [])
    #expect(try lintPackage(["EpisodeRow.swift": "public " + previewOnly]) == ["EpisodeRow.swift:4 image_label"])
    #expect(
      try lint(["EpisodeRow.swift": previewOnly]) == ["EpisodeRow.swift:4 image_label"],
      "a pre-commit hook's run of one file sees its preview, not the screens that show it")
    #expect(
      try lint(["EpisodeRow.swift": Self.row]) == ["EpisodeRow.swift:4 image_label"], "used nowhere: maybe elsewhere")
    let fixedFont = """
      protocol Story {}
      typealias StoryView = Story & View
      struct TopCategories: StoryView {
        var body: some View { Text("Top").font(.system(size: 22, weight: .bold)) }
      }
      struct TopCategories_Previews: PreviewProvider { static var previews: some View { TopCategories() } }

      """
    #expect(try lintPackage(["TopCategories.swift": fixedFont]) == [])
    #expect(
      try lint([
        "TopCategories.swift": fixedFont,
        "App.swift": "struct A: App { var body: some Scene { WindowGroup { TopCategories() } } }",
      ])
        == ["TopCategories.swift:4 fixed_font_size"])
  }

  @Test func aButtonStyleThatShowsTextLabelsIconOnlyButtonsInOtherFiles() throws {
    let style = """
      struct SupportButtonStyle: ButtonStyle {
        let title: String
        func makeBody(configuration: Configuration) -> some View { VStack { configuration.label; Text(title) } }
      }

      """
    let screen = """
      struct Settings: View {
        var body: some View {
          Button(action: review) { Image(systemName: "star") }.buttonStyle(SupportButtonStyle(title: "Review"))
          Button(action: clearFilters) { Image(systemName: "xmark") }.buttonStyle(PlainStyle())
          Button(action: rate) { Image(systemName: "heart") }.buttonStyle(SupportButtonStyle(title: "Rate")).buttonStyle(.plain)
          Button(action: share) { Image(systemName: "square.and.arrow.up") }.buttonStyle(.plain).buttonStyle(SupportButtonStyle(title: "Share"))
        }
      }

      """
    let findings = try lint(["Style.swift": style, "Settings.swift": screen]).filter { $0.hasPrefix("Settings") }
    // The style nearest the button is the one it uses: SupportButtonStyle for 'rate', .plain for 'share'.
    #expect(findings == ["Settings.swift:4 icon_only_control_label", "Settings.swift:6 icon_only_control_label"])
  }

  @Test func aSuppressionOfAFindingTheFactsClearIsSuperfluous() throws {
    let findings = try lint([
      "EpisodeRow.swift": Self.row.replacingOccurrences(
        of: "HStack {", with: "// curbcut:disable:next image_label\n    HStack {"),
      "List.swift": "struct List1: View { var body: some View { Button { } label: { EpisodeRow(title: \"a\") } } }",
    ])
    #expect(findings == ["EpisodeRow.swift:4 superfluous_disable_command"])
  }

  @Test func aFileLintedAgainAloneCanUseTheRunsFacts() throws {
    let folder = try TemporaryFolder()
    try folder.write("EpisodeRow.swift", Self.row)
    try folder.write(
      "List.swift", "struct L: View { var body: some View { Button { } label: { EpisodeRow(title: \"a\") } } }")
    let found = FileDiscovery(rootDirectory: folder.path).discover(["."]).files
    let linter = Linter.everyRule
    let outcome = linter.lint(found, jobs: 1)
    let row = SourceText(bytes: Array(Self.row.utf8))
    let path = SourcePath(display: "EpisodeRow.swift", relative: "EpisodeRow.swift")
    #expect(linter.lint(row, path: path, facts: outcome.facts).findings.isEmpty)
    #expect(linter.lint(row, path: path).findings.count == 1)
  }
}

/// A fact of these tests only: the names of the functions any file declares.
private struct DeclaredFunctions: ProjectFact {
  var names: Set<String> = []

  init() {}

  init(_ file: FileModel) {
    names = Set(file.tree.statements.compactMap { $0.item.as(FunctionDeclSyntax.self)?.name.text })
  }

  mutating func merge(_ other: DeclaredFunctions) {
    names.formUnion(other.names)
  }
}

/// A rule of these tests only: reports each call to `reduceMotion()` unless some file declares that function.
private struct UndeclaredHelperProbe: FileRule, CollectingRule {
  static let description = RuleDescription.probe("undeclared_helper_probe")
  let inspectedCalls: Set<String> = ["reduceMotion"]
  let collectedFacts: [any ProjectFact.Type] = [DeclaredFunctions.self]

  func check(_ file: FileModel, in context: RuleContext) {
    for call in file.calls(named: "reduceMotion") {
      context.report(
        FindingMessage("no helper"), at: call,
        unless: ProjectCondition(DeclaredFunctions.self) { $0.names.contains("reduceMotion") })
    }
  }
}

/// The open hook for facts across files: any rule can declare a fact, gathered only when the rule runs.
@Suite struct CollectingRuleTests {
  private func lint(_ files: [String: String], rules: [any Rule]) throws -> [String] {
    try findings(of: Linter(ruleSet: RuleSet(rules.map { ConfiguredRule($0) })), in: files).map {
      "\($0.span.path.relative):\($0.span.start.line) \($0.ruleID)"
    }
  }

  @Test func aFindingWaitsOnAFactAnotherFileTells() throws {
    let uses = "let a = reduceMotion()\n"
    #expect(try lint(["Use.swift": uses], rules: [UndeclaredHelperProbe()]) == ["Use.swift:1 undeclared_helper_probe"])
    #expect(
      try lint(
        ["Use.swift": uses, "Helper.swift": "func reduceMotion() -> Bool { true }\n"], rules: [UndeclaredHelperProbe()])
        == [])
  }

  @Test func factsAreGatheredOnlyForEnabledRulesAndOnceEach() {
    #expect(RuleSet([]).collectedFacts.isEmpty)
    #expect(
      RuleSet([ConfiguredRule(LabelIncludesTypeRule())]).collectedFacts.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(ViewUseFacts.self)
      ], "where view types are shown decides, for every rule, whether a finding is in a view never shown")
    let both = RuleSet([ConfiguredRule(ImageLabelRule()), ConfiguredRule(IconOnlyControlLabelRule())])
    #expect(
      both.collectedFacts.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(ViewUseFacts.self), ObjectIdentifier(HelperFacts.self),
        ObjectIdentifier(SymbolImageFacts.self),
        ObjectIdentifier(ComponentFacts.self),
      ])
  }
}

/// The project's own controls, learned across files.
@Suite struct ComponentFactsTests {
  /// A component a team declares (its code may be in a package the run does not read) is known without its code,
  /// and wins over what the code tells.
  @Test func aDeclaredComponentIsKnownWithoutItsCodeAndWins() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Screen.swift",
      """
      struct Screen: View {
        var body: some View {
          PillButton(symbol: "trash", action: delete)
          PillButton(symbol: "xmark", caption: "Close", action: close)
        }
      }
      """)
    var linter = Linter(ruleSet: RuleSet([ConfiguredRule(IconOnlyControlLabelRule())]))
    linter.declaredFacts = ProjectFacts(declaring: [
      ComponentFacts(declared: [
        "PillButton": .init(control: "Button", iconParameter: "symbol", labelParameter: "caption")
      ])
    ])
    #expect(findings(of: linter, in: folder).map(\.span.start.line) == [3])
  }

  @Test func aWrapperOfAControlIsLearnedAndItsCallsJudgedInOtherFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "MenuButton.swift",
      """
      struct MenuButton<Content: View>: View {
        var symbol: String
        var caption: String? = nil
        @ViewBuilder var content: Content
        var body: some View {
          Menu { content } label: { Image(systemName: symbol) }.accessibilityLabel(caption ?? "")
        }
      }
      struct ToolbarButton: View {
        let systemImage: String
        let title: String
        var body: some View {
          Button(action: {}) { Image(systemName: systemImage) }.accessibilityLabel(title)
        }
      }
      """)
    try folder.write(
      "Screen.swift",
      """
      struct Screen: View {
        var body: some View {
          MenuButton(symbol: "ellipsis") { Button("Delete", action: delete) }
          MenuButton(symbol: "ellipsis", caption: "More") { Button("Share", action: share) }
          ToolbarButton(systemImage: "plus", title: "Add")
          Avatar(url: url)
        }
      }
      """)
    let findings = findings(of: Linter(ruleSet: RuleSet([ConfiguredRule(IconOnlyControlLabelRule())])), in: folder)
    // Only the call that gives an icon and no label; ToolbarButton always gets its title, Avatar wraps no control.
    #expect(
      findings.map { "\($0.span.path.relative):\($0.span.start.line) \($0.message)" } == [
        "Screen.swift:3 Icon-only 'MenuButton' has no accessibility label"
      ])
  }
}

@Suite struct HelperFactsTests {
  @Test func anIconOrImageAHelperOfAnotherFileGivesIsReportedWhereItIsShown() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Icons.swift",
      """
      enum Icons {
        static let close = Image("close")
        static let title = Text("x")
        static let help = Image(systemName: "questionmark").accessibilityLabel("Help")
        static let logo = Image("logo")
      }
      """)
    try folder.write(
      "Toolbar+Icons.swift",
      "extension Toolbar {\n  var share: some View { Image(systemName: \"square.and.arrow.up\") }\n}\n")
    try folder.write(
      "Toolbar.swift",
      """
      struct Toolbar: View {
        var body: some View {
          Button(action: close) { Icons.close }
          Button(action: close) { Icons.title }
          Button(action: share) { share }
          Button(action: other) { Missing.thing }
          Button(action: help) { Icons.help }
          VStack {
            Icons.logo.resizable()
            Icons.help
            share
          }
        }
      }
      """)
    let rules = RuleSet([ConfiguredRule(IconOnlyControlLabelRule()), ConfiguredRule(ImageLabelRule())])
    let findings = findings(of: Linter(ruleSet: rules), in: folder)
    #expect(
      findings.map { "\($0.span.start.line):\($0.span.start.column) \($0.ruleID)" } == [
        "3:29 icon_only_control_label", "5:29 icon_only_control_label", "9:7 image_label",
      ])
  }
}

/// The project's view types announced as buttons, learned across files.
@Suite struct ButtonTraitFactsTests {
  private static let list = """
    struct Bookmarks: View {
      let rows: [BookmarkRow]
      var body: some View {
        List(rows) { row in
          Group { if row.isTrip { TripCard(row: row) } else { StopCard(row: row) } }
            .contentShape(Rectangle())
            .onTapGesture { select(row) }
        }
      }
    }

    """

  private static func card(_ name: String, trait: String) -> String {
    "struct \(name): View {\n  let row: BookmarkRow\n  var body: some View {\n"
      + "    VStack { Text(row.title) }.accessibilityElement(children: .combine)\(trait)\n  }\n}\n"
  }

  private func lint(_ files: [String: String]) throws -> [String] {
    try findings(of: Linter(ruleSet: RuleSet([ConfiguredRule(TapGestureTraitRule())])), in: files).map {
      "\($0.span.path.relative):\($0.span.start.line)"
    }
  }

  /// A tap on rows is in VoiceOver's reach when every row type, declared in other files, is announced as a button:
  /// activating a row taps it. One row type that is not keeps the finding, as does a run that sees no row type.
  @Test func aTapOnRowsWaitsOnEveryRowTypeBeingAButtonWhereverItIsDeclared() throws {
    let button = ".accessibilityAddTraits(.isButton)"
    #expect(
      try lint([
        "Bookmarks.swift": Self.list, "TripCard.swift": Self.card("TripCard", trait: button),
        "StopCard.swift": Self.card("StopCard", trait: button),
      ]) == [])
    #expect(
      try lint([
        "Bookmarks.swift": Self.list, "TripCard.swift": Self.card("TripCard", trait: button),
        "StopCard.swift": Self.card("StopCard", trait: ""),
      ]) == ["Bookmarks.swift:7"])
    #expect(try lint(["Bookmarks.swift": Self.list]) == ["Bookmarks.swift:7"])
  }
}
