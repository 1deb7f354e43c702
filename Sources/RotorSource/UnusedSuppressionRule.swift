import RotorKit

/// Reports `rotor:disable` comments that silence nothing, and ids in them that no rule has. The
/// linter does the work: it alone sees every rule's findings before suppression.
public struct UnusedSuppressionRule: SourceRule {
    static let id = "unused-suppression"

    public init() {}

    public let metadata = RuleMetadata(
        id: UnusedSuppressionRule.id,
        title: "Suppressions silence a finding",
        criteria: [],
        defaultSeverity: .info,
        success: "Every `// rotor:disable…` comment silences a finding that a person reviewed and accepted.",
        failure: "A suppression that silences nothing: the code was fixed or moved, and the stale comment would hide "
            + "the next real finding on that line; or it names an id no rule has (a typo), so it never silenced anything.",
        limitations: "A suppression naming a rule that is disabled or not run is not reported.")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a suppression of a rule that finds nothing on the next line",
            """
            ↓// rotor:disable:next icon-button-label
            let total = 42
            """),
        .triggering(
            "a suppression naming an id no rule has, reported with the id meant",
            """
            ↓// rotor:disable:next imag-label
            let total = 42
            """),
        .nonTriggering(
            "no suppression",
            """
            let total = 42
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        SourceChecker(file: file, metadata: metadata, context: context)
    }
}
