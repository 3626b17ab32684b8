import CurbcutReporting
import SwiftSyntax

/// Where the project's view types are used and whether each use is in a labelled place or a row, which are only
/// previewed, drawn into images or never used, and which button styles show text of their own: the facts the rules that
/// ask where a view is shown wait on (`image_label`, `icon_only_control_label`, `fixed_font_size`, `hit_target_size`,
/// `line_limit_truncation`...).
public struct ViewUseFacts: ProjectFact {
  /// One use of a view type: whether it is in a labelled place where it is written, and the type whose
  /// code it is written in, whose own uses decide when it is not.
  struct Use: Hashable, Sendable {
    var isLabelled: Bool
    /// Whether it is a row of a collection (in a `List` or `ForEach`), which apps most often open to show whole.
    var isInRow: Bool
    /// Whether it is drawn by a style's body, whose component owns its accessibility.
    var isInStyleBody: Bool
    /// Whether it is an item of a toolbar, whose bar gives its controls their hit area.
    var isInToolbar: Bool
    /// Whether it is compiled for macOS only (`#if os(macOS)`), never shown on iOS.
    var isMacOSOnly: Bool
    /// Whether it is in a widget's or a Live Activity's code (``FileModel/isWidgetCode``), where no gesture runs.
    var isInWidget: Bool
    /// Whether it is the content of a sheet that never opens (``FileModel/isInSheetNeverPresented(_:)``).
    var isNeverPresented: Bool
    var enclosingType: String?
  }

  /// The distinct uses of each view type: a type used a thousand times in a few places is a few entries.
  private var uses: [String: Set<Use>] = [:]
  /// View types used in previews, which do not count as uses but tell that a type is meant to be shown.
  private var previewedTypes: Set<String> = []
  /// View types drawn to a bitmap by `ImageRenderer` (a share card, an app icon a tool renders), which do not
  /// count as uses either: VoiceOver never reads the bitmap's views.
  private var renderedTypes: Set<String> = []
  private var stylesShowingText: Set<String> = []
  /// What the types declared without `public` or `open` conform to, to tell the internal SwiftUI view types, and the
  /// internal types that conform to nothing (`enum AppTypography` of font helpers), which code uses only by naming them.
  /// (A public one may be used by another project, and one named like a SwiftUI type or in lower case has uses the
  /// model does not record, so none is ever taken for dead code; a UIKit class, which a storyboard may make, only when
  /// no file names it, ``uikitClasses``.)
  private var internalTypeConformances: [String: [String]] = [:]
  /// What each protocol inherits from and each type alias stands for, to tell those that refine `View`
  /// (`protocol StoryView: View`, `typealias StoryView = Story & View`).
  private var protocolParents: [String: [String]] = [:]
  /// Whether the run reads every file that may use a view type (``FileDiscovery/Outcome/readsWholeProjects``), so
  /// that a view type no file uses is unused code. The run declares it; no file tells it.
  private(set) var seesEveryUse = false
  /// The hashes (``NameHash``) of the capitalized names the files write, other than where a declaration names
  /// its type: a view type used where no view is drawn (`let tab: ItemsTabView`, `ForEach(rows, content: Row.init)`,
  /// `UIHostingController<Banner>`) is mentioned, and only a type never mentioned is unused.
  private var mentionedNames: Set<Int> = []
  /// The internal classes of UIKit views, cells and view controllers (``TypeDeclaration/isUIKitClassMadeByName``),
  /// which code, a storyboard, an Objective-C file or an `Info.plist` may make by name.
  private var uikitClasses: Set<String> = []
  /// Whether the run reads whole projects and also every file besides Swift code that may make a UIKit class by its
  /// name (``FileDiscovery/Outcome/classNamingFiles``, the `Info.plist`s): a UIKit class no file names is then unused.
  private var readsEveryClassNamingFile = false
  /// The hashes of the capitalized names written where no code makes a type but a name may be handed to something
  /// that makes one: the Swift files' string literals (`NSClassFromString("TripsViewController")`, an identifier) and
  /// the files that may make a UIKit class by its name.
  private var namesOutsideCode: Set<Int> = []
  /// The view types the run never shows, once ``finish()`` has worked them out.
  private var neverShownTypes: Set<String>?

  public init() {}

  /// The facts a run declares before it reads a file: whether it reads every file that may use a view type.
  public init(seesEveryUse: Bool) {
    self.seesEveryUse = seesEveryUse
  }

  /// The facts a run declares before it reads a Swift file: whether it reads whole projects, and then the names written
  /// in the files that may make a UIKit class by its name (Interface Builder documents, Objective-C sources and the
  /// `Info.plist`s among `settingsFiles`). When one of them cannot be read, no UIKit class is taken for unused.
  public init(seesEveryUse: Bool, classNamingFiles: [DiscoveredFile], settingsFiles: [DiscoveredFile], maximumSize: Int)
  {
    self.seesEveryUse = seesEveryUse
    guard seesEveryUse else { return }
    for file in classNamingFiles + settingsFiles where !file.path.relative.hasSuffix("project.pbxproj") {
      guard case .success(let bytes) = RegularFile.contents(atPath: file.absolutePath, maximumSize: maximumSize) else {
        return
      }
      bytes.withUnsafeBufferPointer { Self.addCapitalizedNames(in: $0, to: &namesOutsideCode) }
    }
    readsEveryClassNamingFile = true
  }

  /// The facts one file tells. Uses in previews do not count (previews do not ship), nor uses rendered to
  /// a bitmap by `ImageRenderer`, which VoiceOver never reads.
  public init(_ model: FileModel) {
    let buttonStyles = model.types.filter { $0.conforms(to: SwiftUIViews.buttonStyles) }
    let rendersImages = model.source(contains: "ImageRenderer")
    model.forEachView { view in
      guard let name = view.name else { return }
      if !SwiftUIViews.system.contains(name) {
        if rendersImages && view.isRenderedToImage {
          renderedTypes.insert(name)
        } else if model.isInPreview(view.expression) {
          previewedTypes.insert(name)
        } else {
          uses[name, default: []].insert(
            Use(
              isLabelled: view.isInLabelledPlace || view.isLabelIcon,
              isInRow: view.isInCollectionRow,
              isInStyleBody: view.isInStyleBody,
              isInToolbar: view.isInToolbar,
              isMacOSOnly: model.isMacOSOnly(view.expression),
              isInWidget: model.isWidgetCode,
              isNeverPresented: model.isInSheetNeverPresented(view),
              enclosingType: view.enclosingType?.name))
        }
      }
      if name == "Text", let style = view.enclosingType, buttonStyles.contains(where: { $0 === style }) {
        stylesShowingText.insert(style.name)
      }
    }
    if model.runReadsWholeProjects {
      (mentionedNames, namesOutsideCode) = Self.mentionedTypeNames(in: model.source.bytes)
      uikitClasses = Set(model.types.filter(\.isUIKitClassMadeByName).map(\.name))
    }
    protocolParents = model.typeAliases
    for type in model.types {
      switch type.kind {
      case .protocol: protocolParents[type.name] = type.inheritedTypes
      // A type named like SwiftUI's (an app's own `TabView`, a nested `Result`), or in lower case (`struct
      // indexPopoverContent: View`, whose uses read as calls of a function), has uses the model does not record.
      case .struct, .class, .enum:
        if !type.isPublic && !SwiftUIViews.system.contains(type.name) && type.name.first?.isUppercase == true {
          internalTypeConformances[type.name] = type.inheritedTypes
        }
      default: break
      }
    }
  }

  public mutating func merge(_ other: ViewUseFacts) {
    for (name, otherUses) in other.uses { uses[name, default: []].formUnion(otherUses) }
    previewedTypes.formUnion(other.previewedTypes)
    renderedTypes.formUnion(other.renderedTypes)
    stylesShowingText.formUnion(other.stylesShowingText)
    internalTypeConformances.merge(other.internalTypeConformances) { first, _ in first }
    protocolParents.merge(other.protocolParents) { first, _ in first }
    seesEveryUse = seesEveryUse || other.seesEveryUse
    mentionedNames.formUnion(other.mentionedNames)
    uikitClasses.formUnion(other.uikitClasses)
    readsEveryClassNamingFile = readsEveryClassNamingFile || other.readsEveryClassNamingFile
    namesOutsideCode.formUnion(other.namesOutsideCode)
    neverShownTypes = nil
  }

  /// The view types the project shows in the code of `viewType`.
  func viewTypesShown(in viewType: String) -> [String] {
    uses.compactMap { name, uses in uses.contains { $0.enclosingType == viewType } ? name : nil }
  }

  /// Whether every use of the view type is labelled (see ``ProjectCondition/everyUseIsLabelled(viewType:)``).
  func isAlwaysLabelled(_ viewType: String) -> Bool {
    var deciding: Set<String> = []
    return isAlways(viewType, where: \.isLabelled, deciding: &deciding)
  }

  /// Whether every use of the view type is a row of a collection or labelled (see
  /// ``ProjectCondition/everyUseIsARowOrLabelled(viewType:)``).
  func isAlwaysARowOrLabelled(_ viewType: String) -> Bool {
    var deciding: Set<String> = []
    return isAlways(viewType, where: { $0.isInRow || $0.isLabelled }, deciding: &deciding)
  }

  /// Whether every use of the view type is in a style's body, macOS code or a widget (see
  /// ``ProjectCondition/everyUseIsInAStyleBodyMacOSCodeOrWidget(viewType:)``).
  func isAlwaysInAStyleBodyMacOSCodeOrWidget(_ viewType: String) -> Bool {
    var deciding: Set<String> = []
    return isAlways(viewType, where: { $0.isInStyleBody || $0.isMacOSOnly || $0.isInWidget }, deciding: &deciding)
  }

  /// Whether every use of the view type is an item of a toolbar (see ``ProjectCondition/everyUseIsInAToolbar(viewType:)``).
  func isAlwaysInAToolbar(_ viewType: String) -> Bool {
    var deciding: Set<String> = []
    return isAlways(viewType, where: \.isInToolbar, deciding: &deciding)
  }

  /// Whether the type is an internal view type the run never shows: only previews draw it, `ImageRenderer` draws it
  /// into a bitmap VoiceOver never reads, or no code of a whole project names it; or only such types show it. Or it is
  /// an internal type that conforms to nothing and that no code of a whole project names (font helpers in an `enum`
  /// no file calls). The linter drops every finding in it, whatever the rule.
  func isNeverShown(_ viewType: String) -> Bool {
    if let neverShownTypes { return neverShownTypes.contains(viewType) }
    var deciding: Set<String> = []
    return isNeverShown(viewType, deciding: &deciding)
  }

  /// Works out once which view types the run never shows: every finding of every rule asks it of its type.
  public mutating func finish() {
    neverShownTypes = Set(
      internalTypeConformances.keys.filter { viewType in
        var deciding: Set<String> = []
        return isNeverShown(viewType, deciding: &deciding)
      })
  }

  /// Whether the button style shows text of its own.
  func styleShowsText(_ style: String) -> Bool {
    stylesShowingText.contains(style)
  }

  /// Whether the type is used and every use `qualifies` where it is written (is labelled, is in a style's body), is in
  /// a sheet that never opens, or lies in the code of a type that itself always qualifies or is never shown; a type
  /// that is never shown qualifies too. A type met again while deciding (recursion) does not qualify.
  private func isAlways(_ viewType: String, where qualifies: (Use) -> Bool, deciding: inout Set<String>) -> Bool {
    if isNeverShown(viewType) { return true }
    guard let uses = uses[viewType], !uses.isEmpty, deciding.insert(viewType).inserted else { return false }
    defer { deciding.remove(viewType) }
    return uses.allSatisfy { use in
      qualifies(use) || (seesEveryUse && use.isNeverPresented)
        || (use.enclosingType.map { isAlways($0, where: qualifies, deciding: &deciding) } ?? false)
    }
  }

  /// Whether the type is an internal view type that previews show or `ImageRenderer` draws and the project
  /// does not show, or shows only in sheets that never open and in the code of such types. A type with no use that shows it is unused code only
  /// when the run reads every file that may use it (``seesEveryUse``): a run of some files (a pre-commit hook's) would
  /// see no uses of a screen whose uses are elsewhere, only its own file's preview.
  private func isNeverShown(_ viewType: String, deciding: inout Set<String>) -> Bool {
    guard let conformances = internalTypeConformances[viewType] else { return false }
    // A type that conforms to nothing is used only where code names it: no storyboard nor system instantiates it.
    if conformances.isEmpty { return seesEveryUse && !mentionedNames.contains(NameHash.of(viewType)) }
    // A UIKit class may be made by name outside code too (a storyboard's `customClass`): unused only when no file does.
    if uikitClasses.contains(viewType) {
      let name = NameHash.of(viewType)
      return readsEveryClassNamingFile && !mentionedNames.contains(name) && !namesOutsideCode.contains(name)
    }
    guard conformances.contains(where: isView), deciding.insert(viewType).inserted else { return false }
    defer { deciding.remove(viewType) }
    let uses = uses[viewType] ?? []
    if uses.isEmpty {
      return seesEveryUse
        && (previewedTypes.contains(viewType) || renderedTypes.contains(viewType)
          || !mentionedNames.contains(NameHash.of(viewType)))
    }
    return uses.allSatisfy { use in
      (seesEveryUse && use.isNeverPresented)
        || (use.enclosingType.map { isNeverShown($0, deciding: &deciding) } ?? false)
    }
  }

  /// Whether a conformance makes a type something drawn: `View`, a view modifier or a control's style (each drawn only
  /// where it is applied), a UIKit view made a SwiftUI one (`UIViewRepresentable`), with or without `SwiftUI.`, or a
  /// protocol that refines one.
  private func isView(_ conformance: String) -> Bool {
    var seen: Set<String> = []
    var pending = [conformance]
    while let name = pending.popLast() {
      if Self.drawnConformances.contains(name) { return true }
      if seen.insert(name).inserted { pending += protocolParents[name] ?? [] }
    }
    return false
  }

  /// The hashes of the capitalized names `bytes` writes in code, but for the name a declaration gives its type (`struct
  /// Banner`, `extension Banner`): a mention anywhere in code keeps a type in use. Comments and strings are passed
  /// over, since Xcode's file header (`//  Banner.swift`) and a log line (`print("[Banner] ...")`) name types no code
  /// uses; the names in strings come apart, for the UIKit classes a name may make. A name met again is mostly the one
  /// met last in its slot of a small table, and is not hashed again.
  private static func mentionedTypeNames(in bytes: [UInt8]) -> (code: Set<Int>, strings: Set<Int>) {
    var names: Set<Int> = []
    var namesInStrings: Set<Int> = []
    var recent = [Int](repeating: 0, count: 64)
    bytes.withUnsafeBufferPointer { bytes in
      NameHash.nameBytes.withUnsafeBufferPointer { isName in
        var index = 0
        var previousStart = 0
        var previousCount = 0
        while index < bytes.count {
          let first = bytes[index]
          guard isName[Int(first)] else {
            let opensCommentOrString = first == 0x2F || first == 0x22
            let end = opensCommentOrString ? endOfCommentOrString(in: bytes, at: index) ?? index + 1 : index + 1
            if first == 0x22 {
              addCapitalizedNames(
                in: UnsafeBufferPointer(rebasing: bytes[index..<min(end, bytes.count)]), to: &namesInStrings)
            }
            index = end
            continue
          }
          let start = index
          guard first >= 0x41 && first <= 0x5A else {
            while index < bytes.count, isName[Int(bytes[index])] { index += 1 }
            previousStart = start
            previousCount = index - start
            continue
          }
          var hash = NameHash.empty
          while index < bytes.count, isName[Int(bytes[index])] {
            hash = NameHash.adding(bytes[index], to: hash)
            index += 1
          }
          let name = Int(bitPattern: UInt(hash))
          let slot = Int(truncatingIfNeeded: hash >> 58)
          if recent[slot] != name,
            !isDeclaringKeyword(UnsafeBufferPointer(rebasing: bytes[previousStart..<previousStart + previousCount]))
          {
            recent[slot] = name
            names.insert(name)
          }
          previousStart = start
          previousCount = index - start
        }
      }
    }
    return (names, namesInStrings)
  }

  /// Adds the hashes of the capitalized names `bytes` write, wherever they are: in a string literal, or in a file
  /// that is not Swift (`customClass="TripsViewController"`, `[[TripsViewController alloc] init]`).
  private static func addCapitalizedNames(in bytes: UnsafeBufferPointer<UInt8>, to names: inout Set<Int>) {
    NameHash.nameBytes.withUnsafeBufferPointer { isName in
      var index = 0
      while index < bytes.count {
        guard isName[Int(bytes[index])] else {
          index += 1
          continue
        }
        let isCapitalized = bytes[index] >= 0x41 && bytes[index] <= 0x5A
        var hash = NameHash.empty
        while index < bytes.count, isName[Int(bytes[index])] {
          hash = NameHash.adding(bytes[index], to: hash)
          index += 1
        }
        if isCapitalized { names.insert(Int(bitPattern: UInt(hash))) }
      }
    }
  }

  /// Where the comment or string literal that starts at `index` ends: after a `//` comment's line, a `/* */` comment,
  /// a `"""` string, or a `"` string (at the end of its line at the latest); nil when none starts there.
  private static func endOfCommentOrString(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    func end(after terminator: [UInt8], from start: Int) -> Int {
      var offset = start
      while offset < bytes.count {
        if bytes[offset] == terminator[0] && (1..<terminator.count).allSatisfy({ at(offset + $0) == terminator[$0] }) {
          return offset + terminator.count
        }
        offset += bytes[offset] == 0x5C ? 2 : 1
      }
      return bytes.count
    }
    switch (bytes[index], at(index + 1), at(index + 2)) {
    case (0x2F, 0x2F, _): return end(after: [0x0A], from: index + 2)
    case (0x2F, 0x2A, _): return end(after: [0x2A, 0x2F], from: index + 2)
    case (0x22, 0x22, 0x22): return end(after: [0x22, 0x22, 0x22], from: index + 3)
    case (0x22, _, _):
      var offset = index + 1
      while offset < bytes.count, bytes[offset] != 0x22, bytes[offset] != 0x0A {
        offset += bytes[offset] == 0x5C ? 2 : 1
      }
      return offset + 1
    default: return nil
    }
  }

  /// Whether a word declares the type named after it: `struct`, `class`, `enum`, `extension`, `protocol`, `actor`.
  private static func isDeclaringKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    switch word.count {
    case 4: return word.elementsEqual("enum".utf8)
    case 5: return word.elementsEqual("class".utf8) || word.elementsEqual("actor".utf8)
    case 6: return word.elementsEqual("struct".utf8)
    case 8: return word.elementsEqual("protocol".utf8)
    case 9: return word.elementsEqual("extension".utf8)
    default: return false
    }
  }

  private static let drawnConformances: Set<String> = Set(
    [
      "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "ProgressViewStyle",
      "GaugeStyle", "GroupBoxStyle", "DisclosureGroupStyle", "LabeledContentStyle", "MenuStyle", "ControlGroupStyle",
      "UIViewRepresentable", "UIViewControllerRepresentable",
    ].flatMap { [$0, "SwiftUI.\($0)"] })
}

extension ProjectCondition {
  /// Every use of this view type outside previews is in a labelled place (a control's label, an element
  /// that ignores its children or labels them, a hidden view), directly or through the uses of the type
  /// whose code it is written in: what the type shows is read as part of that. An internal view type that
  /// only previews show or `ImageRenderer` draws qualifies (VoiceOver never meets it); a public one does not
  /// (another project may use it).
  public static func everyUseIsLabelled(viewType: String) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self) { $0.isAlwaysLabelled(viewType) }
  }

  /// Every use of this view type outside previews is a row of a collection (`List { ForEach(items) { ItemRow(...) }
  /// }`) or in a labelled place (a `NavigationLink`'s label), directly or through the uses of the type whose code it
  /// is written in: a row an app most often opens to show its item whole.
  public static func everyUseIsARowOrLabelled(viewType: String) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self) { $0.isAlwaysARowOrLabelled(viewType) }
  }

  /// Every use of this view type outside previews is an item of a toolbar (`ToolbarItem { NavBackButton() }`), whose
  /// bar gives the controls it draws their hit area; directly or through the uses of the type whose code it is in.
  public static func everyUseIsInAToolbar(viewType: String) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self) { $0.isAlwaysInAToolbar(viewType) }
  }

  /// Every use of this view type outside previews is in a style's body (`RatingMark` in each `RatingControlStyle`'s
  /// `makeBody`), where the component that applies the style owns the accessibility of what it draws, in macOS
  /// code (`#if os(macOS)`), never shown on iOS, or in a widget's code, where no gesture runs (a chart view only a
  /// widget shows); directly or through the uses of the type whose code it is written in.
  public static func everyUseIsInAStyleBodyMacOSCodeOrWidget(viewType: String) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self) { $0.isAlwaysInAStyleBodyMacOSCodeOrWidget(viewType) }
  }

  /// The button style shows text of its own (`Text(title)` in its `makeBody`), so a button that uses it
  /// is labelled even when its own label is an image.
  public static func styleShowsText(_ style: String) -> ProjectCondition {
    ProjectCondition(ViewUseFacts.self) { $0.styleShowsText(style) }
  }
}
