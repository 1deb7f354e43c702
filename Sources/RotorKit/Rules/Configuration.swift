/// What a `.rotor.yml` says, after validation. `RotorPipeline` loads the YAML; this is
/// the model every front end applies.
public struct Configuration: Sendable, Hashable {
    public var included: [String]
    public var excluded: [String]
    public var disabledRules: Set<String>
    public var optInRules: Set<String>
    public var severities: [String: Severity]
    public var profileID: String?
    public var failOn: Severity?
    /// Whether review items (findings Rotor cannot be sure of) are reported, as `--review` asks.
    /// They are always found and cached; this only decides what a report shows.
    public var review: Bool?
    public var thresholds: Thresholds
    public var extraWords: ExtraWords
    /// Elements whose findings (and their descendants') are not reported: an accessibility
    /// identifier, or an Interface Builder object id such as `Kx3-aB-9Qz`.
    public var ignoredElements: Set<String>

    /// Overrides of the profile's numbers.
    public struct Thresholds: Sendable, Hashable {
        public var minimumTargetSize: Double?
        public var minimumTextContrast: Double?
        public var minimumLargeTextContrast: Double?
        public var minimumNonTextContrast: Double?
        public var maximumLabelLength: Int?

        public init(
            minimumTargetSize: Double? = nil, minimumTextContrast: Double? = nil,
            minimumLargeTextContrast: Double? = nil,
            minimumNonTextContrast: Double? = nil, maximumLabelLength: Int? = nil
        ) {
            self.minimumTargetSize = minimumTargetSize
            self.minimumTextContrast = minimumTextContrast
            self.minimumLargeTextContrast = minimumLargeTextContrast
            self.minimumNonTextContrast = minimumNonTextContrast
            self.maximumLabelLength = maximumLabelLength
        }
    }

    /// Words added to the English lists, for other languages or house terms.
    public struct ExtraWords: Sendable, Hashable {
        public var roleWords: [String]
        public var vagueLabels: [String]
        public var placeholderTitles: [String]
        public var hintVerbs: [String]

        public init(
            roleWords: [String] = [], vagueLabels: [String] = [], placeholderTitles: [String] = [],
            hintVerbs: [String] = []
        ) {
            self.roleWords = roleWords
            self.vagueLabels = vagueLabels
            self.placeholderTitles = placeholderTitles
            self.hintVerbs = hintVerbs
        }
    }

    public init(
        included: [String] = [], excluded: [String] = [], disabledRules: Set<String> = [], optInRules: Set<String> = [],
        severities: [String: Severity] = [:], profileID: String? = nil, failOn: Severity? = nil, review: Bool? = nil,
        thresholds: Thresholds = Thresholds(), extraWords: ExtraWords = ExtraWords(), ignoredElements: Set<String> = []
    ) {
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.severities = severities
        self.profileID = profileID
        self.failOn = failOn
        self.review = review
        self.thresholds = thresholds
        self.extraWords = extraWords
        self.ignoredElements = ignoredElements
    }

    public var ruleSettings: RuleSettings {
        RuleSettings(disabled: disabledRules, optedIn: optInRules, severities: severities)
    }

    /// The profile with this configuration's thresholds applied.
    public func profile(base: AuditProfile) -> AuditProfile {
        var profile = base
        if let value = thresholds.minimumTargetSize { profile.minimumTargetSize = value }
        if let value = thresholds.minimumTextContrast { profile.minimumTextContrast = value }
        if let value = thresholds.minimumLargeTextContrast { profile.minimumLargeTextContrast = value }
        if let value = thresholds.minimumNonTextContrast { profile.minimumNonTextContrast = value }
        if let value = thresholds.maximumLabelLength { profile.maximumLabelLength = value }
        return profile
    }

    /// English word lists extended with this configuration's words.
    public var words: WordLists {
        var words = WordLists.english
        words.extend(
            roleWords: extraWords.roleWords, vagueLabels: extraWords.vagueLabels,
            placeholderTitles: extraWords.placeholderTitles, hintVerbs: extraWords.hintVerbs)
        return words
    }
}
