import RotorImport
import RotorKit
import Testing

struct DebugDescriptionImporterTests {
    private typealias Support = CaptureTestSupport

    private let checkout = #"""
        Attributes: Application, 0x600001, pid: 4242, label: 'Shop'
        Element subtree:
         →Application, 0x600001, pid: 4242, label: 'Shop'
            Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
              NavigationBar, 0x600003, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Cart'
                Button, 0x600004, {{0.0, 47.0}, {80.0, 44.0}}, identifier: 'BackButton', label: 'Shop'
                StaticText, 0x600005, {{170.0, 58.0}, {50.0, 20.0}}, label: 'Cart'
              StaticText, 0x600006, {{16.0, 100.0}, {300.0, 20.0}}, label: 'Apples, pears, and \'plums\''
              StaticText, 0x600007, {{16.0, 130.0}, {300.0, 20.0}}, label: 'It's all fresh, promise'
              TextField, 0x600008, {{16.0, 160.0}, {300.0, 34.0}}, identifier: 'coupon', placeholderValue: 'Code, if any', value: Code, if any
              Switch, 0x600009, {{16.0, 200.0}, {51.0, 31.0}}, label: 'Gift wrap', value: 1
              Slider, 0x60000a, {{16.0, 240.0}, {300.0, 31.0}}, label: 'Range', value: 1, 2, Selected
              Button, 0x60000b, {{16.0, 280.0}, {300.0, 44.0}}, label: 'Pay', Disabled
        Path to element:
         →Application, 0x600001, pid: 4242, label: 'Shop'
        Query chain:
         →Find: Target Application 'com.example.shop'
          Output: {
            Application, 0x600001, pid: 4242, label: 'Shop'
          }
        """#

    @Test func readsQuotedCommasEscapesValuesAndFlags() throws {
        let screen = try Support.importText(checkout, name: "checkout.txt")
        #expect(screen.sourceFormat == .xcuiDebugDescription)
        #expect(Support.allElements(of: screen.root).count == 11)
        #expect(screen.title == "Cart")
        #expect(screen.size == Size(width: 390, height: 844))

        let window = try #require(screen.root.children.first)
        #expect(window.type == "Window")
        let elements = window.children
        #expect(
            elements.map(\.type) == [
                "NavigationBar", "StaticText", "StaticText", "TextField", "Switch", "Slider", "Button",
            ])

        let navigationBar = elements[0]
        #expect(navigationBar.children.first?.traits == [.backButton])
        #expect(navigationBar.children.first?.label == "Shop")
        #expect(navigationBar.children.last?.traits == [.staticText, .header])

        #expect(elements[1].label == "Apples, pears, and 'plums'")
        #expect(elements[2].label == "It's all fresh, promise", "an unescaped quote inside the text")
        #expect(elements[3].identifier == "coupon")
        #expect(elements[3].placeholder == "Code, if any")
        #expect(elements[3].value == nil, "the value only repeats the placeholder")
        #expect(elements[4].value == "1")
        #expect(elements[4].traits == [.switchButton])
        #expect(elements[5].value == "1, 2")
        #expect(elements[5].isSelected)
        #expect(elements[5].traits == [.adjustable])
        #expect(elements[6].label == "Pay")
        #expect(elements[6].isEnabled == false)
        #expect(elements[6].frame == Rect(x: 16, y: 280, width: 300, height: 44))
        #expect(elements[6].source?.line == 13)
    }

    @Test func readsASubtreeWithoutHeader() throws {
        let text = """
             →Application, 0x1, pid: 1, label: 'App'
                Window, 0x2, {{0.0, 0.0}, {375.0, 667.0}}
                  Button, 0x3, {{10.0, 10.0}, {44.0, 44.0}}, label: 'Close'
            """
        let screen = try Support.importText(text, name: "subtree.txt")
        #expect(Support.allElements(of: screen.root).count == 3)
        #expect(Support.first(in: screen) { $0.label == "Close" }?.traits == [.button])
    }

    @Test func refusesAMalformedLineNamingIt() throws {
        let lines = checkout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var badFrame = lines
        badFrame[9] = "      Switch, 0x600009, {{16.0, 200.0}, {51.0}}, label: 'Gift wrap', value: 1"
        let frameFailure = try #require(Support.importFailure(badFrame.joined(separator: "\n"), name: "bad-frame.txt"))
        #expect(frameFailure.description.hasPrefix("bad-frame.txt:10: "))
        #expect(frameFailure.message.contains("frame"))

        var unclosed = lines
        unclosed[5] = "        Button, 0x600004, {{0.0, 47.0}, {80.0, 44.0}}, label: 'Shop"
        let quoteFailure = try #require(Support.importFailure(unclosed.joined(separator: "\n"), name: "quote.txt"))
        #expect(quoteFailure.description.hasPrefix("quote.txt:6: "))

        var misindented = lines
        misindented[6] = "                  StaticText, 0x600005, {{170.0, 58.0}, {50.0, 20.0}}, label: 'Cart'"
        let indentFailure = try #require(Support.importFailure(misindented.joined(separator: "\n"), name: "indent.txt"))
        #expect(indentFailure.description.hasPrefix("indent.txt:7: "))

        var garbage = lines
        garbage[7] = "      StaticText, 0x600006, ??? label"
        let garbageFailure = try #require(Support.importFailure(garbage.joined(separator: "\n"), name: "garbage.txt"))
        #expect(garbageFailure.description.hasPrefix("garbage.txt:8: "))
    }

    @Test func refusesNestingDeeperThanTheLimitNamingTheLine() throws {
        var text = "Element subtree:\n →Application, 0x1, pid: 1, label: 'Deep'\n"
        for level in 1...300 {
            text += String(repeating: " ", count: 2 + 2 * level) + "Other, 0x\(level), {{0.0, 0.0}, {1.0, 1.0}}\n"
        }
        let failure = try #require(Support.importFailure(text, name: "deep.txt"))
        // The root is on line 2 at depth 0, so depth 256 is on line 258.
        #expect(failure.description.hasPrefix("deep.txt:\(2 + Limits.maxDepth): "))
        #expect(failure.message.contains("\(Limits.maxDepth)"))
    }

    @Test func refusesTextWithoutASubtree() throws {
        let failure = try #require(
            Support.importFailure("Attributes: Application, 0x1\nElement subtree:\n", name: "empty.txt"))
        #expect(failure.description.hasPrefix("empty.txt: "))
    }
}
