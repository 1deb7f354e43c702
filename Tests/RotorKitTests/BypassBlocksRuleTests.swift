import RotorTestSupport
import Testing

@testable import RotorKit

struct BypassBlocksRuleTests {
    private let rule = BypassBlocksRule()

    private func stories(_ count: Int, type: String = "StoryButton") -> [Element] {
        (0..<count).map { index in
            Element(
                type: type, label: "Story \(index + 1)", traits: [.button],
                frame: Rect(x: 12 + Double(index) * 76, y: 108, width: 64, height: 80), isAccessibilityElement: true)
        }
    }

    private func tray(_ children: [Element]) -> Element {
        Element(type: "UICollectionView", frame: Rect(x: 0, y: 100, width: 390, height: 96), children: children)
    }

    @Test func trayOfStoriesSuggestsOneAdjustableElement() {
        let heading = Element(
            type: "UILabel", label: "Home", traits: [.header], frame: Rect(x: 16, y: 50, width: 200, height: 34),
            isAccessibilityElement: true)
        let found = hits(of: rule, in: [heading, tray(stories(7))])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([1]))
        #expect(found.first?.certainty == .needsReview)
        #expect(
            found.first?.message == "Let people skip this row of 7 similar items (\"Story 1\" to \"Story 7\") in one "
                + "swipe: make the row one adjustable element with a short summary label, whose swipe up and down moves "
                + "through the items, or group the items")
    }

    @Test func anItemOfAnotherKindSplitsTheRow() {
        var items = stories(8)
        items[4].type = "AddStoryButton"
        #expect(hits(of: rule, in: [tray(items)]).isEmpty)
    }

    @Test func keyboardKeysAreNotARow() {
        let keys = "QWERTYUIOP".enumerated().map { index, key in
            Element(
                type: "Key", label: String(key), traits: [.keyboardKey],
                frame: Rect(x: 3 + Double(index) * 39, y: 600, width: 33, height: 42), isAccessibilityElement: true)
        }
        #expect(hits(of: rule, in: keys).isEmpty)
    }

    @Test func toolbarsAreUsedNotSkipped() {
        let names = ["Bold", "Italic", "Underline", "Strikethrough", "Bulleted List", "Checklist"]
        let toolbar = Element(
            type: "UIToolbar", frame: Rect(x: 0, y: 750, width: 390, height: 80),
            children: names.enumerated().map {
                Element(
                    type: "UIButton", label: $1, traits: [.button],
                    frame: Rect(x: 16 + Double($0) * 56, y: 768, width: 44, height: 44),
                    isAccessibilityElement: true)
            })
        #expect(hits(of: rule, in: [toolbar]).isEmpty)
    }

    @Test func verticalListIsNotARow() {
        let list = (0..<8).map { index in
            Element(
                type: "UIButton", label: "Setting \(index)", traits: [.button],
                frame: Rect(x: 16, y: 100 + Double(index) * 50, width: 358, height: 44), isAccessibilityElement: true)
        }
        #expect(hits(of: rule, in: list).isEmpty)
    }

    @Test func auditorCitesBypassBlocks() {
        let findings = Auditor(rules: [rule]).audit(RuleExample.screen([tray(stories(6))]))
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .info)
        #expect(findings.first?.message.hasSuffix("(WCAG 2.4.1)") == true)
    }
}
