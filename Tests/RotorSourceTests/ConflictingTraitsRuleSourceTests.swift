import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct ConflictingTraitsRuleSourceTests {
    private let rule = ConflictingTraitsRule()

    @Test func buttonAndLinkSaysWhichToKeep() {
        let found = findings(of: rule, in: "Text(\"Privacy Policy\").accessibilityAddTraits([.isButton, .isLink])")
        #expect(
            found.map(\.message) == [
                "Keep one role instead of .isButton and .isLink: VoiceOver announces each, so a person cannot tell what a "
                    + "double tap does; keep the link trait if it opens a web page or another app, the button trait if it "
                    + "acts in this one (WCAG 4.1.2)"
            ])
        #expect(found.map(\.certainty) == [.violation])
    }

    @Test func otherRolesAreNamedAsWritten() {
        let found = findings(
            of: rule, in: "field.accessibilityTraits = [UIAccessibilityTraits.searchField, .adjustable, .image]")
        #expect(
            found.map(\.message) == [
                "Keep one role instead of .searchField and .adjustable: VoiceOver announces each, so a person cannot tell "
                    + "what a double tap does; remove the traits that do not say how the element is used (WCAG 4.1.2)"
            ])
    }

    @Test func buttonAndAdjustableIsForReview() {
        let found = findings(of: rule, in: "monthButton.accessibilityTraits = [.button, .adjustable]")
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(found.first?.severity == .warning)
    }

    @Test func aRoleAddedToAnEarlierOneIsReportedOnceWhereItIsAdded() {
        let found = findings(
            of: rule,
            in: """
                Text("Terms")
                    .accessibilityAddTraits(.isButton)
                    .padding()
                    .accessibilityAddTraits(.isLink)
                    .accessibilityAddTraits(.isSelected)
                """)
        #expect(found.map { $0.location.line } == [4])
    }

    @Test func legacyConstantsAndUnionsAreRead() {
        #expect(
            findings(
                of: rule, in: "view.accessibilityTraits = UIAccessibilityTraitButton.union(UIAccessibilityTraitLink)"
            ).count == 1)
    }
}
