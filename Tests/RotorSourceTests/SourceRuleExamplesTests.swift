import RotorKit
import Testing

@testable import RotorSource

/// Runs every source rule's examples through the real linter (all rules, suppressions and all),
/// as SwiftLint runs every rule's triggering and non-triggering examples. In triggering examples
/// each `↓` marks a place the rule must report, and it must report nowhere else.
struct SourceRuleExamplesTests {
    struct RuleUnderTest: Sendable, CustomTestStringConvertible {
        var rule: any SourceRule
        var testDescription: String { rule.metadata.id }
    }

    static let rules = RuleCatalog.sourceRules.map { RuleUnderTest(rule: $0) }

    /// Every rule on, including opt-in ones, so examples see what a full run sees, in an app
    /// localized into English and French (as localized-accessibility-text's examples say) whose
    /// `Localizable` strings translate `icn_close`.
    static let linter = Linter(
        settings: RuleSettings(optedIn: RuleCatalog.ids),
        context: SourceContext(localizations: Localizations(localizableKeys: ["icn_close"], languages: ["en", "fr"])))

    static func positions(of ruleID: String, in code: String) -> [SourcePosition] {
        switch linter.lint(path: "Example.swift", text: code) {
        case .linted(let findings):
            return findings.filter { $0.ruleID == ruleID }.compactMap { finding in
                guard let line = finding.location.line, let column = finding.location.column else { return nil }
                return SourcePosition(line: line, column: column)
            }.sorted()
        case .failed(let error):
            Issue.record("example does not parse: \(error)")
            return []
        }
    }

    @Test(arguments: rules)
    func examplesBehaveAsDocumented(_ subject: RuleUnderTest) {
        let rule = subject.rule
        #expect(rule.sourceExamples.contains { $0.triggers }, "needs a triggering example")
        #expect(rule.sourceExamples.contains { !$0.triggers }, "needs a non-triggering example")
        for example in rule.sourceExamples {
            let (code, markers) = example.markedPositions
            let found = Self.positions(of: rule.metadata.id, in: code)
            if example.triggers {
                #expect(!found.isEmpty, "\(rule.metadata.id) should fire: \(example.note)")
                if !markers.isEmpty {
                    #expect(
                        found == markers.sorted(),
                        "\(rule.metadata.id): \(example.note): reported at \(found), marked \(markers)")
                }
            } else {
                #expect(found.isEmpty, "\(rule.metadata.id) should stay quiet: \(example.note); reported at \(found)")
            }
        }
    }

    @Test(arguments: rules)
    func metadataIsComplete(_ subject: RuleUnderTest) {
        let metadata = subject.rule.metadata
        #expect(metadata.id.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(!metadata.title.isEmpty && !metadata.success.isEmpty && !metadata.failure.isEmpty)
    }
}
