import Testing
import RotorKit
@testable import RotorSource

struct HeadingTraitRuleTests {
    private func findings(_ code: String) -> [Finding] {
        guard case let .linted(findings) = Linter(rules: [HeadingTraitRule()]).lint(path: "T.swift", text: code) else {
            Issue.record("the code does not parse")
            return []
        }
        return findings
    }

    @Test func swiftUIFindingIsForReviewWithTheModifier() {
        let found = findings("Text(\"Recent activity\").font(.title2)")
        #expect(found.map(\.message) == [
            "If this title-styled text heads a section, add .accessibilityAddTraits(.isHeader) so VoiceOver users can "
                + "jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)",
        ])
        #expect(found.map(\.certainty) == [.needsReview])
    }

    @Test func uiKitFindingNamesTheLabel() {
        let found = findings("""
            let headerLabel = UILabel()
            headerLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
            """)
        #expect(found.map(\.message) == [
            "If this title-styled label heads a section, add headerLabel.accessibilityTraits.insert(.header) so "
                + "VoiceOver users can jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)",
        ])
    }

    @Test func otherTextStylesAreNotTitles() {
        #expect(findings("""
            Text("Balance").font(.headline)
            Text("Note").font(.system(size: 28))
            noteLabel.font = .preferredFont(forTextStyle: .body)
            """).isEmpty)
    }

    @Test func textFieldsAndButtonsInTitleStylesAreNotHeadings() {
        #expect(findings("""
            let searchField = UITextField()
            searchField.font = .preferredFont(forTextStyle: .title2)
            let startButton = UIButton()
            startButton.titleLabel?.font = .preferredFont(forTextStyle: .title1)
            """).isEmpty)
    }

    @Test func styledTextInsideSectionHeaderClosuresIsTheSystemsHeader() {
        #expect(findings("""
            Section {
                Text(item.name)
            } header: {
                Text("Favorites").font(.title3)
            }
            """).isEmpty)
    }

    @Test func legacyHeaderConstantCounts() {
        #expect(findings("""
            headingLabel.font = .preferredFont(forTextStyle: .title1)
            headingLabel.accessibilityTraits |= UIAccessibilityTraitHeader
            """).isEmpty)
    }
}
