/// Every rule Curbcut has, in catalogue order. A rule exists for the engine, `curbcut rules`, the
/// configuration and the tests once it is listed here.
public enum RuleRegistry {
  public static let all: [any Rule.Type] = [
    IconOnlyControlLabelRule.self,
    ImageLabelRule.self,
    DecorativeImageExposedRule.self,
    StateSymbolLabelRule.self,
    LabelIncludesTypeRule.self,
    GenericLabelRule.self,
    ControlLabelRule.self,
    TextFieldLabelRule.self,
    PlaceholderAsLabelRule.self,
    HintStyleRule.self,
    LabelInNameRule.self,
    CustomShapeLabelRule.self,
    DuplicateIdentifierRule.self,
    IdentifierConventionRule.self,
    TapGestureTraitRule.self,
    HiddenControlRule.self,
    CombineHidesActionsRule.self,
    ModalTraitRule.self,
    CustomControlStateRule.self,
    AdjustableWithoutValueRule.self,
    GestureAlternativeRule.self,
    MotionActuationRule.self,
    InputContextChangeRule.self,
    TimedDismissalRule.self,
    NavigationTitleRule.self,
    GroupLabelRule.self,
    VisuallyDisabledRule.self,
    OrientationLockRule.self,
    HeaderTraitRule.self,
    SortPriorityOveruseRule.self,
    ButtonOpensUrlRule.self,
    InputContentTypeRule.self,
    FixedFontSizeRule.self,
    LineLimitTruncationRule.self,
    FixedTextHeightRule.self,
    DynamicTypeClampRule.self,
    UikitDynamicTypeRule.self,
    FontShadowsTextStyleRule.self,
    ReduceMotionAnimationRule.self,
    AutoplayReduceMotionRule.self,
    ColorOnlyStateRule.self,
    LiteralContrastRule.self,
    ButtonStyleAccessibilityRule.self,
    HitTargetSizeRule.self,
    VariantMissingAccessibilityRule.self,
    SuperfluousDisableCommandRule.self,
  ]

  /// The rule with this id, if there is one.
  public static func rule(withID id: String) -> (any Rule.Type)? {
    all.first { $0.description.id == id }
  }

  public static var ids: [String] { all.map { $0.description.id } }
}
