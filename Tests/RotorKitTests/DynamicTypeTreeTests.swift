import RotorKit
import RotorTestSupport
import Testing

/// What the tree check says of text in a fixed size and of text in a text style that does not
/// follow changes: the second opens at the reader's size, so it must not be said to stay fixed.
struct DynamicTypeTreeTests {
    private func label(textStyle: String?, scales: Bool) -> Element {
        Element(type: "UILabel", label: "Notifications", traits: [.staticText], frame: Rect(x: 20, y: 100, width: 300, height: 22),
                isAccessibilityElement: true, visibleText: "Notifications", fontSize: 17, usesDynamicType: scales, textStyle: textStyle)
    }

    @Test func aTextStyleWithoutLiveUpdatesIsDescribedAsSuch() throws {
        let message = try #require(hits(of: DynamicTypeRule(), in: [label(textStyle: "Body", scales: false)]).first?.message)
        #expect(message.hasPrefix("Turn on Automatically Adjusts Font (adjustsFontForContentSizeCategory) for \"Notifications\""))
        #expect(message.contains("Body text style opens at the reader's text size"))
        #expect(!message.contains("stays at"))
    }

    @Test func aFixedSizeStaysFixed() throws {
        let message = try #require(hits(of: DynamicTypeRule(), in: [label(textStyle: nil, scales: false)]).first?.message)
        #expect(message.contains("its text stays at 17 pt whatever text size the reader chose"))
        #expect(hits(of: DynamicTypeRule(), in: [label(textStyle: "Body", scales: true)]).isEmpty)
    }
}
