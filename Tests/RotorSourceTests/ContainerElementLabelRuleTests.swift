import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct ContainerElementLabelRuleTests {
    private let rule = ContainerElementLabelRule()

    @Test func aKnownContainerIsAViolationWithAnExampleLabel() {
        let found = findings(
            of: rule,
            in: """
                let row = UIView()
                row.isAccessibilityElement = true
                """)
        #expect(
            found.map(\.message) == [
                "Set row.accessibilityLabel to say what this container shows, such as \"\\(name), \\(status)\": made one "
                    + "accessibility element, it hides its subviews' text and images from VoiceOver (WCAG 4.1.2, 1.1.1)"
            ])
        #expect(found.map(\.certainty) == [.violation])
    }

    @Test func aViewClassMakingItselfAnElementIsForReview() {
        let found = findings(
            of: rule,
            in: """
                final class ChartView: UIView {
                    func setUp() { isAccessibilityElement = true }
                }
                """)
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(found.first?.severity == .warning)
    }

    @Test func theClassLabelledByCodeElsewhereInTheFileIsQuiet() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class ChartView: UIView {
                        func setUp() { isAccessibilityElement = true }
                    }
                    final class ReportViewController: UIViewController {
                        let chart = ChartView()
                        func update() { chart.accessibilityLabel = "Sales, up 4%" }
                    }
                    """
            ).isEmpty)
    }

    @Test func labelsImagesAndButtonsAreLeftToOtherRules() {
        #expect(
            findings(
                of: rule,
                in: """
                    let logo = UIImageView(image: logoImage)
                    logo.isAccessibilityElement = true
                    let title = UILabel()
                    title.isAccessibilityElement = true
                    """
            ).isEmpty)
    }

    @Test func anAttributedLabelCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    let row = UIStackView()
                    row.isAccessibilityElement = true
                    row.accessibilityAttributedLabel = attributedSummary
                    """
            ).isEmpty)
    }

    @Test func swiftUILeavesTextAndControlsAlone() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Hello").accessibilityElement()
                    Button("Save", action: save).accessibilityElement(children: .ignore)
                    VStack { Image("a"); Text("b") }.accessibilityElement(children: .ignore).accessibility(label: Text("Photo"))
                    """
            ).isEmpty)
    }

    @Test func aCellCastToAClassThatLabelsItselfIsQuiet() {
        let found = findings(
            of: rule,
            in: """
                final class ProfileCell: UITableViewCell {
                    override var accessibilityLabel: String? {
                        get { nameLabel.text }
                        set { }
                    }
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "profile", for: indexPath) as! ProfileCell
                    cell.isAccessibilityElement = true
                    let other = tableView.dequeueReusableCell(withIdentifier: "other", for: indexPath) as! OtherCell
                    other.isAccessibilityElement = true
                    return cell
                }
                """)
        #expect(found.map { $0.location.line } == [11])
    }
}
