import RotorKit
import Testing

/// A view of a fake app, standing in for UIKit objects: `LiveHierarchy` reads only the
/// `AccessibilityNode` protocol, which the UIKit adapter implements on Apple platforms.
struct FakeView: AccessibilityNode {
    var typeName = "UIView"
    var isAccessibilityElement = false
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var traits: Set<AccessibilityTrait> = []
    var accessibilityFrame = Rect(x: 0, y: 0, width: 390, height: 844)
    var isHiddenFromAccessibility = false
    var isEnabled = true
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var accessibilityCustomActionNames: [String] = []
    var children: [FakeView] = []
    var hasExplicitElementOrder = false

    var accessibilityChildren: [any AccessibilityNode] { children }

    static func button(_ label: String?, x: Double, y: Double) -> FakeView {
        FakeView(
            typeName: "UIButton", isAccessibilityElement: true, accessibilityLabel: label, traits: [.button],
            accessibilityFrame: Rect(x: x, y: y, width: 120, height: 44))
    }

    static func text(_ label: String, y: Double) -> FakeView {
        FakeView(
            typeName: "UILabel", isAccessibilityElement: true, accessibilityLabel: label, traits: [.staticText],
            accessibilityFrame: Rect(x: 20, y: y, width: 300, height: 22))
    }
}

struct LiveHierarchyTests {
    static func transcript(_ root: FakeView) -> [String] {
        let screen = LiveHierarchy.screen(from: root, title: "Checkout").screen
        return Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish)).entries.map(\.text)
    }

    @Test func propertiesBecomeElementsAndAreSpokenInSwipeOrder() {
        var pay = FakeView.button("Pay", x: 20, y: 300)
        pay.isEnabled = false
        pay.accessibilityHint = "Charges your card"
        let window = FakeView(
            typeName: "UIWindow",
            children: [
                FakeView(children: [FakeView.text("Total", y: 200), pay, FakeView.text("Checkout", y: 100)])
            ])
        #expect(Self.transcript(window) == ["Checkout", "Total", "Pay, dimmed, button, Charges your card"])
        let screen = LiveHierarchy.screen(from: window).screen
        #expect(screen.size == Size(width: 390, height: 844))
        #expect(screen.root.type == "UIWindow")
        #expect(screen.root.children[0].children[1].isEnabled == false)
    }

    @Test func accessibilityElementsKeepTheirOrderAndHiddenSubtreesAreSkipped() {
        var ordered = FakeView(children: [
            FakeView.button("Second", x: 20, y: 100), FakeView.button("First", x: 20, y: 300),
        ])
        ordered.hasExplicitElementOrder = true
        var hidden = FakeView(children: [FakeView.button("Hidden", x: 20, y: 400)])
        hidden.isHiddenFromAccessibility = true
        let window = FakeView(children: [ordered, hidden])
        #expect(Self.transcript(window) == ["Second, button", "First, button"])
        #expect(LiveHierarchy.screen(from: window).screen.root.children[0].childOrder == [0, 1])
    }

    @Test func aModalViewHidesTheRest() {
        var alert = FakeView(children: [
            FakeView.text("Remove item?", y: 400), FakeView.button("Remove", x: 20, y: 450),
        ])
        alert.accessibilityViewIsModal = true
        let window = FakeView(children: [FakeView.button("Behind", x: 20, y: 100), alert])
        #expect(Self.transcript(window) == ["Remove item?", "Remove, button"])
    }

    @Test func aHierarchyDeeperThanTheLimitIsCutAndSaysSo() {
        var node = FakeView.button("Deep", x: 0, y: 0)
        for _ in 0..<(Limits.maxDepth + 5) { node = FakeView(children: [node]) }
        let (screen, truncated) = LiveHierarchy.screen(from: node)
        #expect(truncated)
        var depth = 0
        var element = screen.root
        while let child = element.children.first {
            depth += 1
            element = child
        }
        #expect(depth == Limits.maxDepth)
        #expect(!LiveHierarchy.screen(from: FakeView(children: [FakeView.button("A", x: 0, y: 0)])).truncated)
    }

    @Test func rulesRunOnALiveScreen() {
        let window = FakeView(children: [FakeView.text("Checkout", y: 100), FakeView.button(nil, x: 20, y: 300)])
        let findings = Auditor(rules: [MissingNameRule()]).audit(
            LiveHierarchy.screen(from: window, title: "Checkout").screen)
        #expect(findings.map(\.ruleID) == ["missing-name"])
        #expect(findings.first?.location.element?.hasPrefix("UIButton") == true)
    }
}
