import Testing
import RotorKit
@testable import RotorSource

struct ConflictingTraitsRuleSourceTests {
    private func findings(_ code: String) -> [Finding] {
        guard case let .linted(findings) = Linter(rules: [ConflictingTraitsRule()]).lint(path: "T.swift", text: code) else {
            Issue.record("the code does not parse")
            return []
        }
        return findings
    }

    @Test func buttonAndLinkSaysWhichToKeep() {
        let found = findings("Text(\"Privacy Policy\").accessibilityAddTraits([.isButton, .isLink])")
        #expect(found.map(\.message) == [
            "Keep one role instead of .isButton and .isLink: VoiceOver announces each, so a person cannot tell what a "
                + "double tap does; keep the link trait if it opens a web page or another app, the button trait if it "
                + "acts in this one (WCAG 4.1.2)",
        ])
        #expect(found.map(\.certainty) == [.violation])
    }

    @Test func otherRolesAreNamedAsWritten() {
        let found = findings("field.accessibilityTraits = [UIAccessibilityTraits.searchField, .adjustable, .image]")
        #expect(found.map(\.message) == [
            "Keep one role instead of .searchField and .adjustable: VoiceOver announces each, so a person cannot tell "
                + "what a double tap does; remove the traits that do not say how the element is used (WCAG 4.1.2)",
        ])
    }

    @Test func buttonAndAdjustableIsForReview() {
        let found = findings("monthButton.accessibilityTraits = [.button, .adjustable]")
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(found.first?.severity == .warning)
    }

    @Test func aRoleAddedToAnEarlierOneIsReportedOnceWhereItIsAdded() {
        let found = findings("""
            Text("Terms")
                .accessibilityAddTraits(.isButton)
                .padding()
                .accessibilityAddTraits(.isLink)
                .accessibilityAddTraits(.isSelected)
            """)
        #expect(found.map { $0.location.line } == [4])
    }

    @Test func legacyConstantsAndUnionsAreRead() {
        #expect(findings("view.accessibilityTraits = UIAccessibilityTraitButton.union(UIAccessibilityTraitLink)").count == 1)
    }
}
