import Testing
import RotorKit
@testable import RotorSource

struct TapGestureTraitRuleTests {
    private func findings(_ code: String) -> [Finding] {
        guard case let .linted(findings) = Linter(rules: [TapGestureTraitRule()]).lint(path: "T.swift", text: code) else {
            Issue.record("the code does not parse")
            return []
        }
        return findings
    }

    @Test func swiftUIMessageNamesTheButtonAndTheTraits() {
        let found = findings("Image(systemName: \"heart\").onTapGesture { like() }")
        #expect(found.map(\.message) == [
            "Make this tappable view a Button, or add .accessibilityAddTraits(.isButton) (.isLink if it opens a web page "
                + "or another app), so VoiceOver announces that a double tap activates it (WCAG 4.1.2, 2.1.1)",
        ])
        #expect(found.first?.severity == .error)
    }

    @Test func uiKitMessageNamesTheReceiver() {
        let found = findings("""
            let tap = UITapGestureRecognizer(target: self, action: #selector(open))
            cardView.addGestureRecognizer(tap)
            """)
        #expect(found.map(\.message) == [
            "Add cardView.accessibilityTraits.insert(.button) (.link if it opens a web page or another app) so VoiceOver "
                + "announces that a double tap activates this tappable view, or make it a UIButton (WCAG 4.1.2, 2.1.1)",
        ])
    }

    @Test func otherRecognizersAreNotTaps() {
        #expect(findings("""
            let pan = UIPanGestureRecognizer(target: self, action: #selector(drag))
            cardView.addGestureRecognizer(pan)
            cardView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(menu)))
            Text("Drag").gesture(DragGesture().onChanged { move($0) })
            """).isEmpty)
    }

    @Test func aRecognizerThatLetsTouchesThroughIsABackgroundTap() {
        #expect(findings("""
            final class FormView: UIView {
                let tap = UITapGestureRecognizer(target: self, action: #selector(collapseMenu))

                func setUp() {
                    tap.cancelsTouchesInView = false
                    contentView.addGestureRecognizer(tap)
                }
            }
            """).isEmpty)
    }

    @Test func aTraitSetInAnExtensionOfTheClassCounts() {
        #expect(findings("""
            final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }
            }
            extension CardView {
                func configureAccessibility() {
                    accessibilityTraits = .button
                }
            }
            """).isEmpty)
    }

    @Test func aSubclassOfAButtonIsAlreadyAButton() {
        #expect(findings("""
            final class PillButton: UIButton {}
            let pill = PillButton()
            pill.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            """).isEmpty)
    }

    @Test func aTapInsideAButtonsLabelOrAHiddenContainerIsQuiet() {
        #expect(findings("""
            Button(action: open) {
                Image(systemName: "star").onTapGesture(count: 2) { favorite() }
            }
            HStack { Image(systemName: "sparkles").onTapGesture { celebrate() } }
                .accessibilityHidden(true)
            """).isEmpty)
    }

    @Test func theHeaderTraitAloneDoesNotAnnounceActivation() {
        #expect(findings("""
            Text("Recent activity")
                .accessibilityAddTraits(.isHeader)
                .onTapGesture { expand() }
            """).count == 1)
    }

    @Test func aTapOnACellsContentViewIsTheCellsSelection() {
        #expect(findings("""
            cell.contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(select)))
            """).isEmpty)
    }
}
