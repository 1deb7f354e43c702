import RotorKit

/// Every source rule, in the order `rotor rules` lists them.
public enum SourceRuleCatalog {
    public static let rules: [any SourceRule] = [
        // Tree rules about names, run on the string literals code gives to labels and hints.
        LiteralLabelRule(RoleInLabelRule()),
        LiteralLabelRule(LabelStyleRule()),
        LiteralLabelRule(HintStyleRule()),
        LiteralLabelRule(UninformativeLabelRule()),
        // Names of images and controls.
        ImageLabelRule(),
        IconButtonLabelRule(),
        ControlLabelRule(),
        LabelInNameRule(),
        // Roles, values, headings and text size.
        TapGestureTraitRule(),
        SourceConflictingTraitsRule(),
        SourceAdjustableValueRule(),
        ContainerElementLabelRule(),
        HeadingTraitRule(),
        DynamicTypeRule(),
        // Behaviour: time, motion, gestures, flashing and target size.
        GestureAlternativeRule(),
        MotionAlternativeRule(),
        TimingRule(),
        AutoAdvanceRule(),
        FlashingRule(),
        SourceTargetSizeRule(),
        // Behaviour: titles, focus, announcements and dialogs.
        SourceScreenTitleRule(),
        FocusTrapRule(),
        PreferDisableRule(),
        AnnounceChangeRule(),
        DialogActionsRule(),
        LabelPausesRule(),
        UnusedSuppressionRule(),
    ]

    public static var all: [RuleMetadata] { rules.map(\.metadata) }
}
