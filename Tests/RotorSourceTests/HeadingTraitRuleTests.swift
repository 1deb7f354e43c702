import Testing
import RotorKit
@testable import RotorSource
import RotorTestSupport

struct HeadingTraitRuleTests {
    private let rule = HeadingTraitRule()

    @Test func swiftUIFindingIsForReviewWithTheModifier() {
        let found = findings(of: rule, in: "Text(\"Recent activity\").font(.title2)")
        #expect(found.map(\.message) == [
            "If this title-styled text heads a section, add .accessibilityAddTraits(.isHeader) so VoiceOver users can "
                + "jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)",
        ])
        #expect(found.map(\.certainty) == [.needsReview])
    }

    @Test func uiKitFindingNamesTheLabel() {
        let found = findings(of: rule, in: """
            let headerLabel = UILabel()
            headerLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
            """)
        #expect(found.map(\.message) == [
            "If this title-styled label heads a section, add headerLabel.accessibilityTraits.insert(.header) so "
                + "VoiceOver users can jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)",
        ])
    }

    @Test func otherTextStylesAreNotTitles() {
        #expect(findings(of: rule, in: """
            Text("Balance").font(.headline)
            Text("Note").font(.system(size: 28))
            noteLabel.font = .preferredFont(forTextStyle: .body)
            """).isEmpty)
    }

    @Test func textFieldsAndButtonsInTitleStylesAreNotHeadings() {
        #expect(findings(of: rule, in: """
            let searchField = UITextField()
            searchField.font = .preferredFont(forTextStyle: .title2)
            let startButton = UIButton()
            startButton.titleLabel?.font = .preferredFont(forTextStyle: .title1)
            """).isEmpty)
    }

    @Test func styledTextInsideSectionHeaderClosuresIsTheSystemsHeader() {
        #expect(findings(of: rule, in: """
            Section {
                Text(item.name)
            } header: {
                Text("Favorites").font(.title3)
            }
            """).isEmpty)
    }

    @Test func legacyHeaderConstantCounts() {
        #expect(findings(of: rule, in: """
            headingLabel.font = .preferredFont(forTextStyle: .title1)
            headingLabel.accessibilityTraits |= UIAccessibilityTraitHeader
            """).isEmpty)
    }
}
