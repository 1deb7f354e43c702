import Testing

@testable import RotorKit

struct ReadingOrderTests {
    private func leaf(_ label: String, _ x: Double, _ y: Double, width: Double = 40, height: Double = 20) -> Element {
        Element(
            type: "StaticText", label: label, traits: [.staticText],
            frame: Rect(x: x, y: y, width: width, height: height), isAccessibilityElement: true)
    }

    private func order(_ root: Element, _ options: ReadingOrderOptions = ReadingOrderOptions()) -> [String] {
        ReadingOrder.items(in: Screen(platform: .ios, root: root), options: options).compactMap(\.element.label)
    }

    @Test func rowsTopToBottomThenLeadingToTrailing() {
        // Tree order is deliberately scrambled; tops within 8 pt form one row.
        let root = Element(
            type: "View", children: [leaf("D", 200, 105), leaf("B", 200, 50), leaf("A", 10, 54), leaf("C", 10, 100)])
        #expect(order(root) == ["A", "B", "C", "D"])
    }

    @Test func rightToLeftReadsRowsFromTheTrailingEdge() {
        let root = Element(type: "View", children: [leaf("A", 10, 50), leaf("B", 200, 52)])
        #expect(order(root, ReadingOrderOptions(rightToLeft: true)) == ["B", "A"])
    }

    @Test func explicitChildOrderWins() {
        // voiceover-guidelines.md "Spoken Order": titles and values in columns, read pairwise.
        let titles = Element(
            type: "UIStackView", frame: Rect(x: 0, y: 0, width: 100, height: 100),
            children: [
                leaf("Subtotal", 0, 0), leaf("Discount", 0, 30),
            ])
        let values = Element(
            type: "UIStackView", frame: Rect(x: 200, y: 0, width: 100, height: 100),
            children: [
                leaf("$999.99", 200, 0), leaf("-$601.00", 200, 30),
            ])
        var content = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 300, height: 100), children: [titles, values])
        #expect(order(content) == ["Subtotal", "$999.99", "Discount", "-$601.00"])

        content.childOrder = [0, 1]
        #expect(order(content) == ["Subtotal", "Discount", "$999.99", "-$601.00"])
        content.childOrder = [1]
        #expect(
            order(content) == ["$999.99", "-$601.00"], "elements left out of accessibilityElements are not reachable")
    }

    @Test func groupIsReadTogetherAtItsContainersPosition() {
        // Without grouping, the two columns interleave by row; grouped, the left card is read whole.
        var card = Element(
            type: "View", frame: Rect(x: 0, y: 0, width: 150, height: 100),
            children: [leaf("Title", 0, 0), leaf("Body", 0, 40)])
        let side = leaf("Side", 200, 20)
        #expect(order(Element(type: "View", children: [card, side])) == ["Title", "Side", "Body"])
        card.groupsChildren = true
        #expect(order(Element(type: "View", children: [card, side])) == ["Title", "Body", "Side"])
    }

    @Test func hiddenSubtreesAndInsidesOfElementsAreSkipped() {
        var hidden = Element(type: "View", children: [leaf("Hidden child", 0, 0)])
        hidden.isHidden = true
        var button = Element(
            type: "Button", label: "Pay", traits: [.button], frame: Rect(x: 0, y: 50, width: 100, height: 44),
            isAccessibilityElement: true)
        button.children = [leaf("Inner title", 0, 50)]
        #expect(order(Element(type: "View", children: [hidden, button])) == ["Pay"])
    }

    @Test func modalViewContainsTheReading() {
        let behind = leaf("Behind", 0, 0)
        var dialog = Element(
            type: "View", frame: Rect(x: 0, y: 100, width: 300, height: 200),
            children: [leaf("Dialog title", 0, 110), leaf("OK", 0, 200)])
        #expect(order(Element(type: "View", children: [behind, dialog])) == ["Behind", "Dialog title", "OK"])
        dialog.isModal = true
        #expect(order(Element(type: "View", children: [behind, dialog])) == ["Dialog title", "OK"])
    }

    @Test func withoutFramesDocumentOrderStands() {
        let root = Element(
            type: "View",
            children: [
                Element(type: "StaticText", label: "First", isAccessibilityElement: true),
                Element(type: "StaticText", label: "Second", isAccessibilityElement: true),
            ])
        #expect(order(root) == ["First", "Second"])
    }

    @Test func androidRowThresholdScalesWithDensity() {
        let screen = Screen(platform: .android, scale: 3, root: Element(type: "View"))
        #expect(ReadingOrderOptions.defaults(for: screen).rowThreshold == 24)
    }

    private func items(_ root: Element, platform: Platform = .ios, _ options: ReadingOrderOptions? = nil)
        -> [ReadingItem]
    {
        ReadingOrder.items(in: Screen(platform: platform, root: root), options: options)
    }

    @Test func containerIsReadWholeBeforeWhatFollowsIt() {
        // By position alone "Side" (y 60) would come between the two rows of the table.
        let table = Element(
            type: "Table", frame: Rect(x: 0, y: 40, width: 150, height: 200), container: .table,
            children: [
                leaf("Row 1", 0, 40), leaf("Row 2", 0, 80),
            ])
        let root = Element(type: "View", children: [leaf("Side", 200, 60), table])
        #expect(order(root) == ["Row 1", "Row 2", "Side"])
    }

    @Test func navigationBarComesBeforeContentScrolledAboveTheVisibleArea() {
        // A full-screen table under a translucent bar, scrolled: its first row is above the screen
        // and its second behind the bar. Swiping still reaches them, in content order, after the bar.
        let bar = Element(
            type: "NavigationBar", frame: Rect(x: 0, y: 47, width: 390, height: 44), container: .navigationBar,
            children: [
                leaf("Back", 8, 47, height: 44), leaf("Title", 170, 58), leaf("Edit", 330, 47, height: 44),
            ])
        let table = Element(
            type: "Table", frame: Rect(x: 0, y: 0, width: 390, height: 844), container: .table,
            children: [
                leaf("Above", 0, -40), leaf("Behind", 0, 50), leaf("Shown", 0, 120),
            ])
        let root = Element(type: "View", children: [table, bar])
        #expect(order(root) == ["Back", "Title", "Edit", "Above", "Behind", "Shown"])
        let reasons = items(root).map(\.reason)
        #expect(reasons[0] == "on screen, 1st of 2 by position \u{203A} in Navigation bar, 1st of 3")
        #expect(reasons[3] == "on screen, 2nd of 2 by position \u{203A} in Table, row 1 of 3")
    }

    @Test func nestedContainersAreEachReadAsAUnit() {
        let picker = Element(
            type: "DatePicker", label: "Start", frame: Rect(x: 0, y: 100, width: 300, height: 200), container: .picker,
            children: [
                // Wheels listed out of visual order: VoiceOver reads them left to right.
                leaf("2024", 200, 100, height: 200), leaf("June", 0, 100, height: 200),
                leaf("5", 120, 100, height: 200),
            ])
        let cell = Element(
            type: "Cell", frame: Rect(x: 0, y: 60, width: 300, height: 240), container: .cell,
            children: [leaf("Starts", 0, 60), picker])
        let scroll = Element(
            type: "ScrollView", frame: Rect(x: 0, y: 50, width: 300, height: 400), container: .scrollView,
            children: [cell, leaf("Ends", 0, 320)])
        let root = Element(type: "View", children: [leaf("Beside the picker", 310, 120), scroll])
        #expect(order(root) == ["Starts", "June", "5", "2024", "Ends", "Beside the picker"])
        let june = items(root)[1]
        #expect(
            june.reason
                == "on screen, 1st of 2 by position \u{203A} in Scroll view, 1st of 2 \u{203A} in Cell, 2nd of 2 \u{203A} in Picker \"Start\", 1st of 3"
        )
    }

    @Test func rightToLeftReadsAContainersRowsFromTheTrailingEdge() {
        let picker = Element(
            type: "Picker", frame: Rect(x: 0, y: 0, width: 300, height: 200), container: .picker,
            children: [
                leaf("A", 0, 0), leaf("B", 120, 0), leaf("C", 240, 0),
            ])
        #expect(
            order(Element(type: "View", children: [picker]), ReadingOrderOptions(rightToLeft: true)) == ["C", "B", "A"])
    }

    @Test func explicitOrderWinsOverAContainersPosition() {
        let bar = Element(
            type: "NavigationBar", frame: Rect(x: 0, y: 0, width: 300, height: 44), container: .navigationBar,
            children: [leaf("Title", 100, 10)])
        let content = leaf("Content", 0, 100)
        let root = Element(type: "View", childOrder: [1, 0], children: [bar, content])
        #expect(order(root) == ["Content", "Title"])
        #expect(
            items(root)[0].reason
                == "on screen, 1st of 1 by position \u{203A} explicit order (accessibilityElements) of View, 1st of 2")
    }

    @Test func talkBackKeepsTheHierarchysOrder() {
        // Android sorts siblings by position when it builds the tree; TalkBack reads that tree in order.
        // Spinners: each column is read whole, as the tree holds it, not row by row.
        let column = { (name: String, x: Double, values: [String]) in
            Element(
                type: "android.widget.NumberPicker", identifier: name, frame: Rect(x: x, y: 0, width: 100, height: 300),
                container: .picker,
                children: values.enumerated().map { self.leaf($1, x, Double($0) * 100, width: 100, height: 100) })
        }
        let root = Element(
            type: "android.widget.LinearLayout",
            children: [
                column("month", 0, ["May", "Jun", "Jul"]), column("day", 110, ["4", "5", "6"]),
            ])
        let screen = Screen(platform: .android, root: root)
        let stops = ReadingOrder.items(in: screen)
        #expect(stops.compactMap(\.element.label) == ["May", "Jun", "Jul", "4", "5", "6"])
        #expect(stops[4].reason == "on screen, 2nd of 2 in hierarchy order \u{203A} in Picker \"day\", 2nd of 3")
    }

    @Test func talkBackStopsInsideAnElementAreExplained() {
        var search = Element(
            type: "android.widget.FrameLayout", label: "Search", frame: Rect(x: 0, y: 0, width: 300, height: 50),
            isAccessibilityElement: true, isClickable: true)
        search.children = [
            Element(
                type: "android.widget.ImageView", label: "Voice search",
                frame: Rect(x: 250, y: 0, width: 50, height: 50), isAccessibilityElement: true, isClickable: true)
        ]
        let stops = ReadingOrder.items(in: Screen(platform: .android, root: Element(type: "View", children: [search])))
        #expect(
            stops.map(\.reason) == [
                "on screen, 1st of 1 in hierarchy order",
                "on screen, 1st of 1 in hierarchy order \u{203A} inside android.widget.FrameLayout \"Search\", 1st of 1",
            ])
    }

    @Test func ordinalsReadAsWords() {
        #expect(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ReadingStep.ordinal) == [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
            ])
    }
}
