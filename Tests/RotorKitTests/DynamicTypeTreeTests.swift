import RotorKit
import RotorTestSupport
import Testing

/// What the tree check says of text in a fixed size and of text in a text style that does not
/// follow changes: the second opens at the reader's size, so it must not be said to stay fixed.
struct DynamicTypeTreeTests {
    private func label(textStyle: String?, scales: Bool) -> Element {
        Element(
            type: "UILabel", label: "Notifications", traits: [.staticText],
            frame: Rect(x: 20, y: 100, width: 300, height: 22),
            isAccessibilityElement: true, visibleText: "Notifications", fontSize: 17, usesDynamicType: scales,
            textStyle: textStyle)
    }

    @Test func aTextStyleWithoutLiveUpdatesIsDescribedAsSuch() throws {
        let message = try #require(
            hits(of: DynamicTypeRule(), in: [label(textStyle: "Body", scales: false)]).first?.message)
        #expect(
            message.hasPrefix(
                "Turn on Automatically Adjusts Font (adjustsFontForContentSizeCategory) for \"Notifications\""))
        #expect(message.contains("Body text style opens at the reader's text size"))
        #expect(!message.contains("stays at"))
    }

    @Test func aFixedSizeStaysFixed() throws {
        let message = try #require(
            hits(of: DynamicTypeRule(), in: [label(textStyle: nil, scales: false)]).first?.message)
        #expect(message.contains("its text stays at 17 pt whatever text size the reader chose"))
        #expect(hits(of: DynamicTypeRule(), in: [label(textStyle: "Body", scales: true)]).isEmpty)
    }

    /// Interface Builder has no Automatically Adjusts Font for a button, so the advice says what to set in code.
    @Test func aButtonIsToldWhatToSetInCode() throws {
        func button(textStyle: String?) -> Element {
            Element(
                type: "UIButton", traits: [.button], frame: Rect(x: 20, y: 700, width: 300, height: 44),
                isAccessibilityElement: true, visibleText: "Continue", fontSize: 17, usesDynamicType: false,
                textStyle: textStyle)
        }
        let styled = try #require(hits(of: DynamicTypeRule(), in: [button(textStyle: "Body")]).first?.message)
        #expect(
            styled.hasPrefix(
                "For the button \"Continue\", set button.titleLabel?.adjustsFontForContentSizeCategory = true in code"))
        #expect(!styled.contains("Turn on"))
        let fixed = try #require(hits(of: DynamicTypeRule(), in: [button(textStyle: nil)]).first?.message)
        #expect(
            fixed.contains(
                "choose a text style (such as Body) as its font and set button.titleLabel?.adjustsFontForContentSizeCategory"
            ))
        #expect(fixed.contains("its title stays at 17 pt"))
    }
}
