import CurbcutReporting
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import CurbcutLint

@Suite struct ViewModelTests {
  private func model(_ source: String) -> FileModel {
    let bytes = Array(source.utf8)
    let text = SourceText(bytes: bytes)
    let model = FileModel(
      path: SourcePath(display: "F.swift", relative: "F.swift"), tree: Parser.parse(source: source), source: text,
      inspected: InspectedNames(
        calls: ["system", "systemFont"], members: ["accessibilityLabel", "accessibilityTraits"],
        modifiers: NotedModifiers(adding: ["accessibilityAction"])))
    ModelBuilder.build(model)
    return model
  }

  private func view(_ model: FileModel, named name: String, _ occurrence: Int = 0) throws -> ViewCall {
    try #require(model.views.filter { $0.name == name }.dropFirst(occurrence).first)
  }

  /// UIKit code adds traits with `|=` (and `insert`, a call); it overrides accessibility members in subclasses.
  @Test func compoundAssignmentsOverridesAndSuperclassesAreKnown() throws {
    let file = model(
      """
      final class StarButton: UIKit.UIControl, Rateable {
        override var accessibilityLabel: String? { get { "Star" } set {} }
        override func accessibilityActivate() -> Bool { true }
        func setUp() {
          accessibilityTraits |= .button
          accessibilityTraits = accessibilityTraits == .none ? .button : .none
          isSelected != true
        }
      }
      struct Row: View {}
      """)
    let assignments = file.assignments(to: "accessibilityTraits")
    #expect(assignments.map(\.operator) == ["|=", "="])
    #expect(assignments.first?.values.map(\.trimmedDescription) == [".button"])
    let button = try #require(file.type(named: "StarButton"))
    #expect(button.inherits(from: "UIControl") && !button.inherits(from: "Rateable"))
    #expect(button.overriddenMembers == ["accessibilityLabel", "accessibilityActivate"])
    #expect(file.type(named: "Row")?.inherits(from: "View") == false)
  }

  /// A modifier a rule names is noted on every view by the walk, with the answer the chain gives (and the chain's own
  /// reading for one under `#if`); any other is read from the chain.
  @Test func notedModifiersAnswerLikeTheChain() throws {
    let file = model(
      """
      Row().accessibilityAction(named: "Delete") { delete() }.padding()
      Row().padding()
      Row().accessibilityHidden(true)
      #if os(iOS)
      .accessibilityAction { open() }
      #endif
      """)
    let rows = file.views.filter { $0.name == "Row" }
    // The modifier inside `#if` applies to the view before it, as SwiftUI reads it.
    let action = file.inspected.modifiers.bits(of: ["accessibilityAction"])
    #expect(action != 0)
    #expect(rows.map { $0.notedModifiers & action != 0 } == [true, false, true])
    #expect(file.inspected.modifiers.bits(of: ["padding"]) == 0)
    #expect(file.inspected.modifiers.bits(of: ["accessibilityAction", "padding"]) == 0)
    #expect(rows.map { $0.hasModifier("padding") } == [true, true, false])
    #expect(rows.map(\.isAccessibilityHidden) == [false, false, true])
  }

  /// A rule sees the view a helper gives: a computed property, a method, a static member of an icon enum.
  @Test func helpersAreResolvedToTheViewTheyGive() throws {
    let file = model(
      """
      enum Icons {
        static let close = Image("close")
      }
      struct Toolbar: View {
        var body: some View {
          HStack {
            Button(action: dismiss) { icon }
            Button(action: share) { self.shareIcon() }
            Button(action: dismiss) { Icons.close }
            Button(action: help) { missing }
            Button(action: help) { several }
          }
        }
        var icon: some View { Image("xmark") }
        private var several: some View { Image("a"); Image("b") }
      }
      extension Toolbar {
        func shareIcon() -> some View {
          return Image(systemName: "square.and.arrow.up")
        }
      }
      """)
    let toolbar = try #require(file.type(named: "Toolbar"))
    let labels = try file.views.filter { $0.name == "Button" }.map { button in
      try #require(button.argument("label")?.as(ClosureExprSyntax.self)?.statements.first?.item.as(ExprSyntax.self))
    }
    let given = labels.map { label -> String? in
      switch file.namedImage(label, in: toolbar) {
      case .written(let image)?: image.expression.trimmedDescription
      case .declaredElsewhere(let type, let member)?: "elsewhere \(type).\(member)"
      case .generatedAsset?, nil: nil
      }
    }
    // A helper this file declares but not as one view expression is looked for in the project's facts, which find
    // no image for it either.
    #expect(
      given == [
        #"Image("xmark")"#, #"Image(systemName: "square.and.arrow.up")"#, #"Image("close")"#,
        "elsewhere Toolbar.missing", "elsewhere Toolbar.several",
      ])
    let generated = ["Asset.close.swiftUIImage", "feature.icon.swiftUIImage", "Asset.close.image"]
    let expressions = try generated.map {
      try #require(Parser.parse(source: $0).statements.first?.item.as(ExprSyntax.self))
    }
    #expect(expressions.map(file.isGeneratedAssetImage) == [true, true, false])
  }

  @Test func trailingClosuresGetTheParameterSwiftUIBindsThemTo() throws {
    let file = model(
      """
      Button(action: share) { Image(systemName: "a") }
      Button("Save") { Image("not-a-label") }
      Button { save() } label: { Image(systemName: "b") }
      Label { Text("t") } icon: { Image("i") }
      NavigationLink(destination: Detail()) { Image("n") }
      NavigationLink { Detail() } label: { Image("m") }
      Toggle(isOn: $on) { Image("t") }
      VStack { Image("v") }
      """)
    let roles = file.views.filter { $0.name == "Image" }.map(\.role)
    #expect(
      roles == [
        .argument("label"), .argument("action"), .argument("label"), .argument("icon"), .argument("label"),
        .argument("label"), .argument("label"), .argument("content"),
      ])
    #expect(try view(file, named: "Detail", 1).role == .argument("destination"))
    #expect(try view(file, named: "Text").role == .argument("title"))
  }

  @Test func theBaseNotedDuringTheWalkIsTheChainsBase() {
    let file = model(
      """
      VStack { Text("a").font(.body); A(X().mod()).mod2() }.padding()
      Font.system(size: 12).weight(.bold)
      Text("x")
        #if os(iOS)
        .padding()
        #endif
      content.padding().background(Image("bg"))
      foo(Button("b") { }.tint(.red))
      Image.init("i").resizable()
      """)
    #expect(file.views.count == 10)
    for view in file.views {
      #expect(view.base.id == ViewChain.base(of: view.expression).id, "\(view.expression)")
      let expected = view.base.as(FunctionCallExprSyntax.self).flatMap {
        ViewChain.Callee($0.raw.cast(RawFunctionCallExprSyntax.self)).initializesType ? $0.calleeName : nil
      }
      #expect(view.name == expected, "\(view.expression)")
    }
    #expect(file.views.compactMap(\.name) == ["VStack", "Text", "A", "X", "Text", "Image", "Button", "Image"])
  }

  @Test func modifiersAreInOrderAndHoldTheirOwnChildren() throws {
    let file = model(
      """
      Text("Hi")
        .padding()
        .background(Image("bg"))
        .overlay { Circle() }
        #if os(iOS)
        .accessibilityLabel("Greeting")
        .font(.body)
        #endif
        .accessibilityHidden(false)
      """)
    let text = try view(file, named: "Text")
    #expect(
      text.modifiers.map(\.name) == [
        "padding", "background", "overlay", "accessibilityLabel", "font", "accessibilityHidden",
      ])
    #expect(text.hasAccessibilityLabel)
    #expect(!text.isAccessibilityHidden)
    #expect(try view(file, named: "Image").role == .modifier("background", argument: nil))
    #expect(try view(file, named: "Circle").role == .modifier("overlay", argument: "content"))
    #expect(try view(file, named: "Image").parent === text)
  }

  @Test func ancestorsSeeAccessibilityElementsAndHiding() throws {
    let file = model(
      """
      HStack {
        VStack { Image("a") }
        Text("t")
      }
      .accessibilityElement(children: .combine)
      .accessibilityLabel("Card")
      ZStack { Image("b") }.accessibilityHidden(isDecorative)
      """)
    let first = try view(file, named: "Image")
    #expect(first.ancestors.map(\.name) == ["VStack", "HStack"])
    #expect(first.isInLabelledPlace)
    #expect(try view(file, named: "HStack").accessibilityElementChildren == .combine)
    #expect(try view(file, named: "Image", 1).isInLabelledPlace)
  }

  @Test func staticMembersAndFunctionCallsAreNotModifiers() throws {
    let file = model(
      """
      let font = Font.system(size: 12).weight(.bold)
      let image = Image.init("x")
      label.font = UIFont.systemFont(ofSize: 12)
      """)
    #expect(file.views.map(\.name) == [nil, "Image"])
    #expect(file.views.first?.modifiers.map(\.name) == ["weight"])
    #expect(file.calls(named: "systemFont").count == 1)
    #expect(file.calls(named: "system").count == 1)
  }

  @Test func typesKnowTheirPropertiesAndEnvironment() throws {
    let file = model(
      """
      struct Card: View {
        @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 16
        @Environment(\\.dynamicTypeSize) private var size
        static let corner: CGFloat = 12, border: CGFloat = 1
        struct Inner: ButtonStyle {}
        var body: some View { Text("x") }
      }
      extension Card: Equatable {}
      """)
    let card = try #require(file.type(named: "Card"))
    #expect(card.conforms(to: SwiftUIViews.viewProtocol))
    #expect(card.property(named: "padding")?.hasAttribute("ScaledMetric") == true)
    #expect(card.property(named: "size")?.environmentKey == "dynamicTypeSize")
    #expect(card.property(named: "border")?.isStatic == true)
    #expect(file.types.map(\.name) == ["Card", "Inner", "Card"])
    #expect(file.type(named: "Inner")?.parent === card)
    #expect(try view(file, named: "Text").enclosingType === card)
  }

  @Test func assignmentsAreIndexedByMember() {
    let file = model(
      """
      closeButton.accessibilityLabel = "Close"
      accessibilityLabel = title ?? "Untitled"
      titleLabel.text = "Trips"
      let x = 1
      """)
    let assignments = file.assignments(to: "accessibilityLabel")
    #expect(assignments.map { $0.base?.trimmedDescription } == ["closeButton", nil])
    #expect(assignments.last?.values.count == 3)
    #expect(
      file.assignmentsByMember.keys.sorted() == ["accessibilityLabel"], "members no rule inspects are not indexed")
  }

  @Test func sizesResolveThroughConstantsAndScaledMetrics() throws {
    let file = model(
      """
      enum Metrics { static let title: CGFloat = 28; static var dynamic: CGFloat = 3 }
      struct V: View {
        @ScaledMetric var scaled: CGFloat = 14
        let fixed: CGFloat = 12
        var injected: CGFloat = 10
        func f(parameter: CGFloat) {
          let local = 9
          _ = [local, fixed, scaled, injected, parameter, Metrics.title, Metrics.dynamic, 2 * scaled, -4, CGFloat(7)]
        }
      }
      """)
    let array = try #require(
      file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "[" }?.parent?.as(ArrayExprSyntax.self))
    let resolved = array.elements.map { file.resolveSize($0.expression, at: $0) }
    #expect(resolved == [.fixed, .fixed, .scaled, .unknown, .unknown, .fixed, .unknown, .scaled, .fixed, .fixed])
  }
}
