import RotorTestSupport
import Testing

@testable import RotorKit

struct EmptyContainerElementRuleTests {
    private let rule = EmptyContainerElementRule()

    private func label(_ text: String, hidden: Bool = false) -> Element {
        Element(
            type: "UILabel", label: text, traits: [.staticText], frame: Rect(x: 40, y: 760, width: 100, height: 22),
            isHidden: hidden, visibleText: text)
    }

    private func container(
        label: String? = nil, value: String? = nil, type: String = "PayButton", _ children: [Element]
    ) -> Element {
        Element(
            type: type, label: label, value: value, traits: [.button],
            frame: Rect(x: 24, y: 740, width: 342, height: 56),
            isAccessibilityElement: true, children: children)
    }

    @Test func unlabelledElementAsksForALabelFromItsChildren() {
        let found = hits(of: rule, in: [container([label("Pay"), label("$12.00")])])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([0]))
        #expect(found.first?.certainty == .violation)
        #expect(
            found.first?.message == "Give this PayButton a label that says what it shows, such as \"Pay, $12.00\": "
                + "as one accessibility element it keeps the screen reader from reading the text inside it. Otherwise stop making it "
                + "an accessibility element, so that each child is read")
    }

    @Test func textDeepInsideCountsAndHiddenTextDoesNot() {
        let nested = Element(
            type: "UIStackView",
            children: [label("Hidden", hidden: true), Element(type: "UIView", children: [label("Pay")])])
        #expect(hits(of: rule, in: [container([nested])]).first?.message.contains("such as \"Pay\":") == true)
        #expect(hits(of: rule, in: [container([label("Hidden", hidden: true)])]).isEmpty)
    }

    @Test func suggestionStopsAtThreeTexts() {
        let found = hits(of: rule, in: [container(["A", "B", "C", "D"].map { label($0) })])
        #expect(found.first?.message.contains("such as \"A, B, C\":") == true)
    }

    @Test func ownTextValueOrCellKeepsItQuiet() {
        #expect(hits(of: rule, in: [container(label: "Pay, $12.00", [label("Pay")])]).isEmpty)
        #expect(hits(of: rule, in: [container(value: "$12.00", [label("Pay")])]).isEmpty)
        #expect(hits(of: rule, in: [container(type: "UICollectionViewCell", [label("Pay")])]).isEmpty)
        var shown = container([label("Pay")])
        shown.visibleText = "Pay"
        #expect(hits(of: rule, in: [shown]).isEmpty)
    }

    @Test func elementsWithoutChildTextAreLeftToOtherRules() {
        let image = Element(type: "UIImageView", frame: Rect(x: 40, y: 760, width: 22, height: 22))
        #expect(hits(of: rule, in: [container([image])]).isEmpty)
        #expect(hits(of: rule, in: [container([])]).isEmpty)
    }

    @Test func auditorCitesNameRoleValue() {
        let findings = Auditor(rules: [rule]).audit(RuleExample.screen([container([label("Pay")])]))
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.hasSuffix("(WCAG 4.1.2, 1.1.1)") == true)
    }
}
