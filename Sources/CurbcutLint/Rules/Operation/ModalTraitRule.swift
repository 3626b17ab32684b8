import CurbcutReporting
import SwiftSyntax

/// Custom modals, drawn over a layer that closes them when tapped, that VoiceOver is not told are modal.
public struct ModalTraitRule: ViewRule {
  public static let description = RuleDescription(
    id: "modal_trait",
    name: "Modal trait",
    impact: .high,
    impactDescription: """
      VoiceOver moves on from the dialog into the screen behind it, and reads and activates what the dimming hides
      """,
    wcag: ["1.3.2", "2.4.3"],
    tags: ["voiceover", "traits", "modals"],
    rationale: """
      A system `.sheet`, `.alert` or `.popover` keeps VoiceOver inside itself. A custom one, a card drawn over a \
      dimming layer, does not: a swipe past its last element goes on to the screen the dimming covers, as if the \
      dialog were not there. Seed 004: modal presentations need `.accessibilityAddTraits(.isModal)` on their root. \
      Give the dialog's content the trait, which is the correction, and a way to close it that VoiceOver reaches: a \
      close button, or an `.accessibilityAction(.escape)` (the two-finger scrub) that does what tapping the dimming \
      does. Where there is neither, the message says so.

      A custom modal is recognised by the layer behind it, which a tap closes: a colour, a rectangle or a view \
      drawn over the whole screen (`.ignoresSafeArea()`) given a single tap, followed in its `ZStack` or overlay by the dialog (seed 004's sheet: `Color.black.opacity(0.4)` \
      that sets `isPresented = false`, then a `VStack`). The trait on the dialog, on the stack around it, or through \
      a modifier of the project's that adds it counts. Not reported: a scrim that is not tapped (a darkened photo \
      behind a title is no modal) or whose tap does not close (one that shows or hides a video's controls); a \
      layer and a view in different branches of an `if`, never shown together; system presentations; macOS code.

      On six apps nobody here had linted, 9 findings, all real: Spawn-App's drawers, popups, an edit dialog, a \
      tutorial's dialog and a filter overlay, and anytype's own `SheetView`, the design system's custom sheet (one \
      fix there marks every sheet). Of the ten custom modals found by reading those apps, the one missed is \
      anytype's `Popup`, whose layer is tapped through a modifier of its own. On the \
      seventeen apps measured before, 4 more: a sheet of variants in ACHNBrowserUI, real, and three debug \
      statistics overlays in yattee that a tap dismisses, which are overlays more than dialogs.
      """,
    triggering: [
      Example(
        """
        struct Sheet004: View {
          @Binding var isPresented: Bool

          var body: some View {
            ZStack {
              Color.black.opacity(0.4)
                .ignoresSafeArea()
                .onTapGesture { isPresented = false }
              1️⃣VStack {
                Text("Confirm")
                Button("Done") { isPresented = false }
              }
            }
          }
        }
        """,
        expect: ["1️⃣": .customModal("VStack", closable: true)]),
      Example(
        """
        content
          .overlay {
            if showMenu {
              Color.clear
                .contentShape(Rectangle())
                .onTapGesture { showMenu = false }
              1️⃣ShareMenu(items: items)
                .padding()
            }
          }
        """,
        expect: ["1️⃣": .customModal("ShareMenu", closable: true)]),
      Example(
        """
        ZStack {
          feed
          if let photo = selectedPhoto {
            Rectangle().fill(.black.opacity(0.8)).ignoresSafeArea().onTapGesture { selectedPhoto = nil }
            1️⃣Image(uiImage: photo).resizable().scaledToFit().accessibilityLabel(photo.caption)
          }
        }
        """,
        expect: ["1️⃣": .customModal("Image", closable: false)]),
    ],
    nonTriggering: [
      Example(
        """
        ZStack {
          Color.black.opacity(0.4)
            .ignoresSafeArea()
            .onTapGesture { isPresented = false }
          VStack {
            Text("Confirm")
            Button("Done") { isPresented = false }
          }
          .accessibilityAddTraits(.isModal)
        }
        """),
      Example(
        """
        ZStack {
          Image("hero").resizable().scaledToFill()
          Color.black.opacity(0.3)
          Text(trip.city).font(.largeTitle)
        }
        """),
      Example(
        """
        ZStack {
          Color.black.opacity(0.4).onTapGesture(perform: close)
          ConfirmationCard(onClose: close)
        }
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape, close)
        """),
    ],
    corrections: [
      Example(
        """
        ZStack {
          Color.black.opacity(0.4).onTapGesture { isPresented = false }
          1️⃣ConfirmationCard()
        }
        """,
        correction: """
          ZStack {
            Color.black.opacity(0.4).onTapGesture { isPresented = false }
            ConfirmationCard()
              .accessibilityAddTraits(.isModal)
          }
          """)
    ],
    precision: [
      MeasuredPrecision(corpus: MeasuredPrecision.sixUnseenApps, findings: 9, checked: 9, real: 9),
      MeasuredPrecision(corpus: MeasuredPrecision.threeRadioPayslipAndTransitApps, findings: 4, checked: 4, real: 2),
    ])

  public init() {}

  /// The gesture modifiers, noted by the walk so that most views are passed over with a bit test.
  public let notedModifiers: Set<String> = ViewCall.tapModifiers
  public let inspectsOnlyNotedViews = true

  public func check(_ view: ViewCall, in context: RuleContext) {
    guard view.isClosingLayer,
      let container = view.parent
    else { return }
    let siblings = container.children.filter { $0.role == view.role }
    guard let index = siblings.firstIndex(where: { $0 === view }),
      let dialog = siblings[(index + 1)...].first(where: { !$0.isClosingLayer }),
      !view.expression.isInAnotherBranch(than: dialog.expression),
      !dialog.isMarkedModal, !container.isMarkedModal, !container.ancestors.contains(where: \.isMarkedModal),
      !context.file.isMacOSOnly(view.expression)
    else { return }
    // Only a dialog the model sees all of is known to have no close button; one of the project's views may hold one.
    let closable =
      !dialog.showsOnlySwiftUIViews || dialog.isOperable || !dialog.operableDescendants.isEmpty
      || ([dialog, container] + Array(container.ancestors)).contains { $0.hasEscapeAction }
    let end = dialog.expression.endPositionBeforeTrailingTrivia
    context.report(
      .customModal(dialog.name ?? "view", closable: closable), at: dialog.base,
      fix: Fix(
        summary: "Mark the dialog modal",
        edits: [
          context.edit(
            from: end, to: end,
            replacement: "\n" + context.file.indentation(ofLineAt: dialog.expression)
              + "  .accessibilityAddTraits(.isModal)")
        ]))
  }
}

extension ViewCall {
  /// Whether the view is a layer a tap closes a custom modal with: a colour, a rectangle or any view drawn over the
  /// whole screen (`.ignoresSafeArea()`: a property's tint, a blur) whose single tap sets a
  /// flag to `false` or `nil` or calls a `dismiss`, `close`, `hide` or `cancel` function (one that toggles controls
  /// over a video is no modal's).
  fileprivate var isClosingLayer: Bool {
    let isLayer =
      name == "Color" || name == "Rectangle"
      || (name == nil
        && base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color")
      || hasModifier("ignoresSafeArea")
    guard isLayer, let action = singleTap?.trailingAction else { return false }
    return action.statements.contains(where: \.closes)
  }

  /// Whether the view is given the modal trait, also through a modifier of the project's that adds it.
  fileprivate var isMarkedModal: Bool {
    modifiers.contains { $0.mentions(".isModal") }
  }

  /// Whether the view and every view inside it are SwiftUI's, and none is a helper's call or a condition, so the
  /// model sees all they hold.
  fileprivate var showsOnlySwiftUIViews: Bool {
    guard let name, SwiftUIViews.system.contains(name), showsOnlyItsChildViews else { return false }
    return children.allSatisfy(\.showsOnlySwiftUIViews)
  }

  /// Whether the view has an `.accessibilityAction(.escape)`, VoiceOver's two-finger scrub.
  fileprivate var hasEscapeAction: Bool {
    modifiers(named: "accessibilityAction").contains { $0.firstUnlabeledArgument?.trimmedText == ".escape" }
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement closes something: sets a flag to `false` or `nil`, or calls a function named for closing
  /// (`dismiss()`, `onClose()`, `hideMenu()`, `cancelAction?()`); read through `if`s and closures such as
  /// `withAnimation { ... }`.
  fileprivate var closes: Bool {
    if let (_, value) = assignment { return value.isFalseLiteral || value.is(NilLiteralExprSyntax.self) }
    if let choice = expression?.as(IfExprSyntax.self) {
      return choice.body.statements.contains(where: \.closes)
    }
    guard
      let call = expression?.as(FunctionCallExprSyntax.self)
        ?? expression?.as(OptionalChainingExprSyntax.self)?
        .expression.as(FunctionCallExprSyntax.self)
    else { return false }
    if let closure = call.trailingClosure, closure.statements.contains(where: \.closes) { return true }
    let name =
      (call.calleeName ?? call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
      .as(DeclReferenceExprSyntax.self)?.baseName.text ?? "").lowercased()
    return ["dismiss", "close", "hide", "cancel"].contains(where: name.contains)
  }
}

extension ExprSyntax {
  /// Whether `other` is in another branch than this expression of an `if` that holds both: the two are never shown
  /// together.
  fileprivate func isInAnotherBranch(than other: ExprSyntax) -> Bool {
    let position = other.positionAfterSkippingLeadingTrivia
    var child = Syntax(self)
    while let parent = child.parent {
      if let choice = parent.as(IfExprSyntax.self), choice.range.contains(position) {
        return !child.range.contains(position)
      }
      child = parent
    }
    return false
  }
}

extension FindingMessage {
  fileprivate static func customModal(_ name: String, closable: Bool) -> FindingMessage {
    FindingMessage(
      "Custom modal '\(name)' is not marked .isModal, so VoiceOver reads the screen behind it; add "
        + ".accessibilityAddTraits(.isModal)"
        + (closable ? "" : ", and a close button or an .accessibilityAction(.escape) VoiceOver can reach"))
  }
}
