import RotorKit
import RotorSource
import Testing

/// One test for every tree rule's own examples, as SwiftLint runs every rule's triggering and
/// non-triggering examples: a rule is only listed when its examples pass. (Source examples run in
/// `SourceRuleExamplesTests`.)
struct TreeRuleExamplesTests {
    static let rules: [RuleUnderTest] = RuleCatalog.treeRules.map { RuleUnderTest(rule: $0) }

    struct RuleUnderTest: Sendable, CustomTestStringConvertible {
        var rule: any TreeRule
        var testDescription: String { rule.metadata.id }
    }

    @Test(arguments: rules)
    func examplesBehaveAsDocumented(_ subject: RuleUnderTest) {
        let rule = subject.rule
        #expect(rule.treeExamples.contains { $0.triggers }, "needs a triggering example")
        #expect(rule.treeExamples.contains { !$0.triggers }, "needs a non-triggering example")
        for example in rule.treeExamples {
            let context = AuditContext(screen: example.screen)
            let hits = rule.check(context)
            if example.triggers {
                #expect(!hits.isEmpty, "\(rule.metadata.id) should fire: \(example.note)")
            } else {
                #expect(
                    hits.isEmpty, "\(rule.metadata.id) should stay quiet: \(example.note); got \(hits.map(\.message))")
            }
        }
    }

    @Test(arguments: rules)
    func metadataIsComplete(_ subject: RuleUnderTest) {
        let metadata = subject.rule.metadata
        #expect(!metadata.title.isEmpty && !metadata.success.isEmpty && !metadata.failure.isEmpty)
        #expect(!metadata.platforms.isEmpty)
    }

    /// Messages must say what to do and cite WCAG; the engine adds the citation.
    @Test func findingsCiteTheirCriteria() {
        for subject in Self.rules {
            for example in subject.rule.treeExamples where example.triggers {
                let auditor = Auditor(rules: [subject.rule])
                for finding in auditor.audit(example.screen) {
                    #expect(finding.message.hasSuffix("(\(subject.rule.metadata.citation))"))
                }
            }
        }
    }
}
