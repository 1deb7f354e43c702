/// Where a rule's reference page lives. The pages are generated from the rule catalog
/// (`RuleReference` in RotorSource); reports and `rotor explain` link to them from here, so the
/// address is spelled once.
extension RuleMetadata {
    /// The folder of the reference pages, relative to the repository root.
    public static let referenceFolder = "docs/rules"

    /// `docs/rules/<id>.md`, relative to the repository root.
    public var referencePath: String { "\(Self.referenceFolder)/\(id).md" }

    /// The page on the project's repository: SARIF's `helpUri` must be an absolute URL.
    public var referenceURL: String { ReportWriter.informationURI + "/blob/main/" + referencePath }
}
