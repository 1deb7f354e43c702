import RotorTestSupport
import Testing

@testable import RotorKit

struct SpokenOrderRuleTests {
    private let rule = SpokenOrderRule()

    private func text(_ label: String, x: Double, y: Double, width: Double = 100) -> Element {
        Element(
            type: "UILabel", label: label, traits: [.staticText], frame: Rect(x: x, y: y, width: width, height: 22),
            isAccessibilityElement: true)
    }

    private func column(_ labels: [String], x: Double, top: Double = 200, grouped: Bool = false) -> Element {
        Element(
            type: "UIStackView", frame: Rect(x: x, y: top, width: 100, height: Double(labels.count) * 30),
            groupsChildren: grouped,
            children: labels.enumerated().map { text($1, x: x, y: top + Double($0) * 30) })
    }

    @Test func titlesReadBeforeValuesAskForRowOrder() {
        let content = Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 140), childOrder: [0, 1],
            children: [
                column(["Subtotal", "Discount", "Shipping", "Taxes"], x: 16),
                column(["$999.99", "-$601.00", "$0.01", "$333.33"], x: 254),
            ])
        let found = hits(of: rule, in: [content])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([0]))
        #expect(found.first?.certainty == .needsReview)
        #expect(
            found.first?.message == "Read this table row by row: VoiceOver reads \"Subtotal\", \"Discount\", "
                + "\"Shipping\", \"Taxes\" before \"$999.99\", which sits beside \"Subtotal\". List the items row by row in "
                + "this view's accessibilityElements (\"Subtotal\", \"$999.99\", \"Discount\", …) or make each row one "
                + "accessibility element")
    }

    @Test func groupedColumnsAreFoundBelowAHeadingAndAmongThreeColumns() {
        let heading = text("Order summary", x: 16, y: 150, width: 200)
        let table = Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 100),
            children: [
                column(["Lamp", "Chair"], x: 16, grouped: true),
                column(["2", "1"], x: 150, grouped: true),
                column(["$98.00", "$120.00"], x: 270, grouped: true),
            ])
        let found = hits(of: rule, in: [heading, table])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([1]))
        #expect(found.first?.message.contains("reads \"Lamp\", \"Chair\" before \"2\"") == true)
    }

    @Test func longColumnsAreShortenedInTheMessage() {
        let titles = ["A", "B", "C", "D", "E"]
        let content = Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 200), childOrder: [0, 1],
            children: [
                column(titles, x: 16), column(titles.map { "\($0) value" }, x: 254),
            ])
        #expect(
            hits(of: rule, in: [content]).first?.message.contains(
                "reads \"A\", \"B\", \"C\", \"D\", … before \"A value\"") == true)
    }

    @Test func explicitOrderJumpingBackUpNeedsReview() {
        let view = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), childOrder: [1, 0],
            children: [
                text("Welcome", x: 24, y: 120),
                Element(
                    type: "UIButton", label: "Continue", traits: [.button],
                    frame: Rect(x: 24, y: 740, width: 342, height: 50),
                    isAccessibilityElement: true),
            ])
        let found = hits(of: rule, in: [view])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([0]))
        #expect(found.first?.certainty == .needsReview)
        #expect(
            found.first?.message == "Check the order in this view's accessibilityElements: VoiceOver goes from "
                + "\"Continue\" back up to \"Welcome\", which sits above it. List the elements top to bottom unless the "
                + "content's meaning needs this order")
    }

    @Test func explicitOrderAcrossARowIsFine() {
        // Leading to trailing within one row, then down: no jump back up.
        let view = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 300), childOrder: [1, 0, 2],
            children: [
                text("Price", x: 200, y: 100), text("Title", x: 24, y: 102), text("Details", x: 24, y: 200),
            ])
        #expect(hits(of: rule, in: [view]).isEmpty)
    }

    @Test func columnsWithoutFramesAreNotChecked() {
        let unframed = { (labels: [String]) in
            Element(
                type: "UIStackView", groupsChildren: true,
                children: labels.map {
                    Element(type: "UILabel", label: $0, traits: [.staticText], isAccessibilityElement: true)
                })
        }
        let content = Element(
            type: "UIView", childOrder: [0, 1], children: [unframed(["Subtotal", "Taxes"]), unframed(["$1", "$2"])])
        #expect(hits(of: rule, in: [content]).isEmpty)
    }

    @Test func sideBySideCardsWithoutBackgroundsStillNeedReview() {
        let card = { (name: String, price: String, x: Double) in
            Element(
                type: "UIView", frame: Rect(x: x, y: 200, width: 171, height: 120), groupsChildren: true,
                children: [self.text(name, x: x + 12, y: 212), self.text(price, x: x + 12, y: 244)])
        }
        let found = hits(of: rule, in: [card("Desk lamp", "$49.00", 16), card("Floor lamp", "$89.00", 203)])
        #expect(found.map(\.certainty) == [.needsReview])
    }

    @Test func auditorCitesBothCriteria() {
        let content = Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 140), childOrder: [0, 1],
            children: [
                column(["Subtotal", "Taxes"], x: 16), column(["$999.99", "$333.33"], x: 254),
            ])
        let findings = Auditor(rules: [rule]).audit(RuleExample.screen([content]))
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("(WCAG 1.3.2, 2.4.3)") == true)
        #expect(findings.first?.severity == .warning)
    }
}
