/// Which rules run and how severe their findings are, after configuration.
public struct RuleSettings: Sendable, Hashable, Encodable {
    public var disabled: Set<String>
    public var optedIn: Set<String>
    public var severities: [String: Severity]

    public init(disabled: Set<String> = [], optedIn: Set<String> = [], severities: [String: Severity] = [:]) {
        self.disabled = disabled
        self.optedIn = optedIn
        self.severities = severities
    }

    public func isEnabled(_ metadata: RuleMetadata) -> Bool {
        !disabled.contains(metadata.id) && (!metadata.isOptIn || optedIn.contains(metadata.id))
    }

    /// The configured severity, else the rule's default; a heuristic hit that a person must
    /// confirm is at most a warning unless configured, so it never fails a default build alone.
    public func severity(for metadata: RuleMetadata, certainty: FindingCertainty = .violation) -> Severity {
        if let configured = severities[metadata.id] { return configured }
        return certainty == .needsReview ? min(metadata.defaultSeverity, .warning) : metadata.defaultSeverity
    }
}

/// Runs tree rules on one screen and turns their hits into findings; `Pipeline` runs it on every
/// screen of a run.
public struct Auditor: Sendable {
    public var rules: [any TreeRule]
    public var settings: RuleSettings
    public var profile: AuditProfile
    public var words: WordLists

    public init(
        rules: [any TreeRule], settings: RuleSettings = RuleSettings(),
        profile: AuditProfile = .wcagAA, words: WordLists = .english
    ) {
        self.rules = rules
        self.settings = settings
        self.profile = profile
        self.words = words
    }

    public func audit(_ screen: Screen) -> [Finding] {
        let context = AuditContext(screen: screen, profile: profile, words: words)
        var findings: [Finding] = []
        for rule in rules where settings.isEnabled(rule.metadata) && rule.metadata.platforms.contains(screen.platform) {
            findings += rule.check(context).map { finding(for: $0, rule: rule.metadata, context: context) }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    private func finding(for hit: RuleHit, rule: RuleMetadata, context: AuditContext) -> Finding {
        let element = context.element(at: hit.path)
        var location = FindingLocation(
            file: context.screen.sourceFile, elementPath: hit.path, element: element?.summary)
        if let source = element?.source {
            location.file = source.file
            location.line = source.line
            location.column = source.column
        }
        return settings.finding(
            of: rule, message: hit.message, certainty: hit.certainty, location: location, fix: hit.fix)
    }
}
