import RotorKit

/// What a rule reads: Swift syntax or an element tree. It follows from the protocols the rule's type
/// conforms to (`TreeRule`, `SourceRule`).
public enum RuleKind: String, Sendable, Codable {
    case source
    case tree
}

/// Every rule Rotor has, each once, in the order `rotor rules` lists them: the rules that check
/// element trees first (`TreeRuleCatalog`, some of which check Swift source too), then those that
/// check only Swift source. `rotor rules`, `rotor explain`, configuration validation, the
/// pipeline's auditor and linter, and so every report, read it.
public enum RuleCatalog {
    public static let rules: [any Rule] = TreeRuleCatalog.rules.map { $0 as any Rule } + sourceOnlyRules

    private static let sourceOnlyRules: [any Rule] = [
        // Names of images and controls.
        ImageLabelRule(),
        IconButtonLabelRule(),
        ControlLabelRule(),
        // Roles and headings.
        TapGestureTraitRule(),
        ContainerElementLabelRule(),
        HeadingTraitRule(),
        // Behaviour: time, motion, gestures and flashing.
        GestureAlternativeRule(),
        MotionAlternativeRule(),
        TimingRule(),
        AutoAdvanceRule(),
        FlashingRule(),
        // Behaviour: focus, announcements and dialogs.
        FocusTrapRule(),
        PreferDisableRule(),
        AnnounceChangeRule(),
        DialogActionsRule(),
        LabelPausesRule(),
        LocalizedAccessibilityTextRule(),
        UnusedSuppressionRule(),
    ]

    /// The rules that check element trees, in catalog order: what `Auditor` runs.
    public static let treeRules: [any TreeRule] = TreeRuleCatalog.rules

    /// The rules that check Swift source, in catalog order: what `Linter` runs.
    public static let sourceRules: [any SourceRule] = rules.compactMap { $0 as? any SourceRule }

    /// The kinds of index condition and fact the source rules declare, with the shared ones: what
    /// cached findings and file indexes decode with.
    public static let indexRegistry = IndexRegistry(rules: sourceRules)

    /// Every rule id, for validating configuration.
    public static let ids: Set<String> = Set(rules.map(\.metadata.id))

    /// A rule id as a person typed it: the rule, or the ids they most likely meant.
    public static func resolve(_ written: String) -> RuleLookup {
        RuleLookup.resolve(written, among: rules)
    }

    /// Every rule as `rotor rules` lists it.
    public static var entries: [Entry] { rules.map(Entry.init) }

    /// A rule as `rotor rules` and `rotor explain` show it: its metadata, what it checks and its examples.
    public struct Entry: Sendable {
        public var metadata: RuleMetadata
        /// Element trees before Swift source.
        public var checks: [RuleKind]
        public var treeExamples: [RuleExample]
        public var sourceExamples: [SourceExample]

        public init(_ rule: any Rule) {
            let treeRule = rule as? any TreeRule
            let sourceRule = rule as? any SourceRule
            metadata = rule.metadata
            checks = (treeRule == nil ? [] : [.tree]) + (sourceRule == nil ? [] : [.source])
            treeExamples = treeRule?.treeExamples ?? []
            sourceExamples = sourceRule?.sourceExamples ?? []
        }
    }
}
