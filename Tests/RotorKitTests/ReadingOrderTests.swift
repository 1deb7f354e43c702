import Testing
@testable import RotorKit

struct ReadingOrderTests {
    private func leaf(_ label: String, _ x: Double, _ y: Double, width: Double = 40, height: Double = 20) -> Element {
        Element(type: "StaticText", label: label, traits: [.staticText], frame: Rect(x: x, y: y, width: width, height: height), isAccessibilityElement: true)
    }

    private func order(_ root: Element, _ options: ReadingOrderOptions = ReadingOrderOptions()) -> [String] {
        ReadingOrder.items(in: Screen(platform: .ios, root: root), options: options).compactMap(\.element.label)
    }

    @Test func rowsTopToBottomThenLeadingToTrailing() {
        // Tree order is deliberately scrambled; tops within 8 pt form one row.
        let root = Element(type: "View", children: [leaf("D", 200, 105), leaf("B", 200, 50), leaf("A", 10, 54), leaf("C", 10, 100)])
        #expect(order(root) == ["A", "B", "C", "D"])
    }

    @Test func rightToLeftReadsRowsFromTheTrailingEdge() {
        let root = Element(type: "View", children: [leaf("A", 10, 50), leaf("B", 200, 52)])
        #expect(order(root, ReadingOrderOptions(rightToLeft: true)) == ["B", "A"])
    }

    @Test func explicitChildOrderWins() {
        // voiceover-guidelines.md "Spoken Order": titles and values in columns, read pairwise.
        let titles = Element(type: "UIStackView", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            leaf("Subtotal", 0, 0), leaf("Discount", 0, 30),
        ])
        let values = Element(type: "UIStackView", frame: Rect(x: 200, y: 0, width: 100, height: 100), children: [
            leaf("$999.99", 200, 0), leaf("-$601.00", 200, 30),
        ])
        var content = Element(type: "UIView", frame: Rect(x: 0, y: 0, width: 300, height: 100), children: [titles, values])
        #expect(order(content) == ["Subtotal", "$999.99", "Discount", "-$601.00"])

        content.childOrder = [0, 1]
        #expect(order(content) == ["Subtotal", "Discount", "$999.99", "-$601.00"])
        content.childOrder = [1]
        #expect(order(content) == ["$999.99", "-$601.00"], "elements left out of accessibilityElements are not reachable")
    }

    @Test func groupIsReadTogetherAtItsContainersPosition() {
        // Without grouping, the two columns interleave by row; grouped, the left card is read whole.
        var card = Element(type: "View", frame: Rect(x: 0, y: 0, width: 150, height: 100), children: [leaf("Title", 0, 0), leaf("Body", 0, 40)])
        let side = leaf("Side", 200, 20)
        #expect(order(Element(type: "View", children: [card, side])) == ["Title", "Side", "Body"])
        card.groupsChildren = true
        #expect(order(Element(type: "View", children: [card, side])) == ["Title", "Body", "Side"])
    }

    @Test func hiddenSubtreesAndInsidesOfElementsAreSkipped() {
        var hidden = Element(type: "View", children: [leaf("Hidden child", 0, 0)])
        hidden.isHidden = true
        var button = Element(type: "Button", label: "Pay", traits: [.button], frame: Rect(x: 0, y: 50, width: 100, height: 44), isAccessibilityElement: true)
        button.children = [leaf("Inner title", 0, 50)]
        #expect(order(Element(type: "View", children: [hidden, button])) == ["Pay"])
    }

    @Test func modalViewContainsTheReading() {
        let behind = leaf("Behind", 0, 0)
        var dialog = Element(type: "View", frame: Rect(x: 0, y: 100, width: 300, height: 200), children: [leaf("Dialog title", 0, 110), leaf("OK", 0, 200)])
        #expect(order(Element(type: "View", children: [behind, dialog])) == ["Behind", "Dialog title", "OK"])
        dialog.isModal = true
        #expect(order(Element(type: "View", children: [behind, dialog])) == ["Dialog title", "OK"])
    }

    @Test func withoutFramesDocumentOrderStands() {
        let root = Element(type: "View", children: [
            Element(type: "StaticText", label: "First", isAccessibilityElement: true),
            Element(type: "StaticText", label: "Second", isAccessibilityElement: true),
        ])
        #expect(order(root) == ["First", "Second"])
    }

    @Test func androidRowThresholdScalesWithDensity() {
        let screen = Screen(platform: .android, scale: 3, root: Element(type: "View"))
        #expect(ReadingOrderOptions.defaults(for: screen).rowThreshold == 24)
    }
}
