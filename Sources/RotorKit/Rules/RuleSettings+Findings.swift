extension RuleSettings {
    /// A rule's hit as the finding every report shows: the severity the configuration gives it at
    /// the hit's certainty, the WCAG citation after the message. Tree and source checks both come
    /// through here, so a finding reads the same whatever input it came from.
    public func finding(
        of rule: RuleMetadata, message: String, certainty: FindingCertainty, location: FindingLocation,
        fix: Fix?, sourceLine: String? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.id,
            severity: severity(for: rule, certainty: certainty),
            certainty: certainty,
            message: message + " (\(rule.citation))",
            criteria: rule.criteria,
            location: location,
            fix: fix,
            sourceLine: sourceLine)
    }
}
