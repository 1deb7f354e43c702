/// Every rule Rotor has, in the order `rotor rules` lists them.
public enum RuleCatalog {
    public static let treeRules: [any TreeRule] = [
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
        DynamicTypeTreeRule(),
        ScreenTitleRule(),
        HeadingPresentRule(),
        SpokenOrderRule(),
        FocusObscuredRule(),
        ModalContainmentRule(),
        BypassBlocksRule(),
        EmptyContainerElementRule(),
        AccessibilityDisabledRule(),
        UnresponsiveControlRule(),
    ]

    public static var all: [RuleMetadata] { treeRules.map(\.metadata) }

    public static func metadata(for id: String) -> RuleMetadata? {
        all.first { $0.id == id }
    }
}
