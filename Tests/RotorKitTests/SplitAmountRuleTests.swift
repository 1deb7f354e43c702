import RotorTestSupport
import Testing

@testable import RotorKit

struct SplitAmountRuleTests {
    private func texts(_ texts: [String], platform: Platform = .ios) -> [Element] {
        var x = 20.0
        return texts.map { text in
            defer { x += 60 }
            return Element(
                type: "UILabel", label: text, traits: [.staticText], frame: Rect(x: x, y: 200, width: 56, height: 40),
                isAccessibilityElement: true, visibleText: text)
        }
    }

    @Test func symbolWholeAndCentsAreOneFinding() throws {
        let found = RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["$", "1,234", ".56"]))
        let hit = try #require(found.first)
        #expect(found.count == 1)
        #expect(hit.path == ElementPath([0]))
        #expect(
            hit.message
                == "Make \"$\", \"1,234\" and \".56\" one accessibility element whose accessibilityLabel reads the "
                + "whole amount (\"$1,234.56\", or \"one thousand two hundred thirty-four dollars and fifty-six cents\"): "
                + "VoiceOver reads each piece as a stop of its own, so the amount is never heard as one phrase")
        #expect(hit.certainty == .violation)
    }

    @Test func symbolAndWholeUnitsAlone() {
        let found = RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["-£", "12"]))
        #expect(found.map(\.message.isEmpty) == [false])
        #expect(found.first?.message.contains("\"-£12\", or \"minus twelve pounds\"") == true)
    }

    @Test func androidNamesTalkBackAndContentDescription() {
        let found = RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["€24", ".99"]), platform: .android)
        #expect(found.first?.message.contains("whose contentDescription reads") == true)
        #expect(found.first?.message.contains("TalkBack reads each piece") == true)
    }

    @Test func joinedAmountsAndOtherNumbersAreQuiet() {
        #expect(RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["$1,234.56"])).isEmpty)
        #expect(
            RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["$5", "10"])).isEmpty, "a price, then a quantity")
        #expect(
            RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["$", "12,34"])).isEmpty, "not an amount once joined"
        )
        #expect(
            RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["$1,234", "56"])).isEmpty,
            "cents without their point")
        #expect(RotorTestSupport.hits(of: SplitAmountRule(), in: texts(["Total", "$", "ten"])).isEmpty)
    }

    @Test func piecesAreClassified() {
        #expect(SplitAmountRule.Piece("$") == .symbol)
        #expect(SplitAmountRule.Piece("- €") == .symbol)
        #expect(SplitAmountRule.Piece("1,234") == .whole(hasSymbol: false))
        #expect(SplitAmountRule.Piece("$1,234") == .whole(hasSymbol: true))
        #expect(SplitAmountRule.Piece(".56") == .fraction)
        #expect(SplitAmountRule.Piece(".567") == nil)
        #expect(SplitAmountRule.Piece("Total") == nil)
    }
}
