/// The rules that check element trees, in the order `rotor rules` has always listed them: what
/// `Auditor` runs on a screen and what RotorTesting asserts. They live in RotorKit so that an app's
/// UI tests reach them without Swift syntax, YAML configuration or the pipeline; `RuleCatalog`
/// (RotorSource) lists them first, then the rules that check only Swift source.
public enum TreeRuleCatalog {
    public static let rules: [any TreeRule] = [
        MissingNameRule(),
        RoleInLabelRule(),
        LabelStyleRule(),
        HintStyleRule(),
        UninformativeLabelRule(),
        DuplicateSpeechRule(),
        ConflictingTraitsRule(),
        AdjustableValueRule(),
        TargetSizeRule(),
        ContrastRule(),
        DynamicTypeRule(),
        ScreenTitleRule(),
        HeadingPresentRule(),
        SpokenOrderRule(),
        FocusObscuredRule(),
        ModalContainmentRule(),
        BypassBlocksRule(),
        EmptyContainerElementRule(),
        AccessibilityDisabledRule(),
        UnresponsiveControlRule(),
        LabelInNameRule(),
        SplitAmountRule(),
        SecureTextExposedRule(),
    ]

    /// A tree rule id as a person typed it: the rule, or the ids they most likely meant.
    public static func resolve(_ written: String) -> RuleLookup {
        RuleLookup.resolve(written, among: rules)
    }
}
