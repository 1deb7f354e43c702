import RotorTestSupport
import Testing

@testable import RotorKit

/// `label-in-name` on element trees; the Swift check's cases are in RotorSourceTests.
struct LabelInNameTreeTests {
    private func hits(
        label: String?, shown: String?, children: [Element] = [], platform: Platform = .ios,
        format: CaptureFormat? = nil
    ) -> [RuleHit] {
        let element = Element(
            type: platform == .android ? "android.widget.Button" : "UIButton", label: label, traits: [.button],
            frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true,
            visibleText: shown, isClickable: platform == .android, children: children)
        return RotorTestSupport.hits(of: LabelInNameRule(), in: [element], platform: platform, sourceFormat: format)
    }

    @Test func labelThatReplacesTheTitle() {
        #expect(
            hits(label: "Purchase", shown: "Buy now").map(\.message) == [
                "Start this accessibility label with the visible words \"Buy now\" (for example \"Buy now, …\"): people using "
                    + "Voice Control say what they see, and \"Purchase\" does not contain it"
            ])
        #expect(
            hits(label: "Go to payment", shown: "Checkout", platform: .android, format: .uiautomator).map(\.message)
                == [
                    "Start this content description with the visible words \"Checkout\" (for example \"Checkout, …\"): people using "
                        + "Voice Access say what they see, and \"Go to payment\" does not contain it"
                ])
    }

    @Test func labelsThatKeepTheWordsAreFine() {
        #expect(hits(label: "Buy now, Premium plan", shown: "Buy now").isEmpty)
        #expect(hits(label: "check out", shown: "Check-out").isEmpty)
        #expect(hits(label: "Add", shown: "+").isEmpty, "a symbol has no words to say")
    }

    @Test func withoutVisibleTextApartFromTheLabelNothingIsSaid() {
        #expect(hits(label: "Purchase", shown: nil).isEmpty)
        let twoTexts = [
            Element(
                type: "UILabel", traits: [.staticText], frame: Rect(x: 30, y: 705, width: 100, height: 20),
                visibleText: "Pro"),
            Element(
                type: "UILabel", traits: [.staticText], frame: Rect(x: 30, y: 725, width: 100, height: 20),
                visibleText: "$9.99"),
        ]
        #expect(hits(label: "Upgrade", shown: nil, children: twoTexts).isEmpty)
        #expect(hits(label: "Upgrade", shown: nil, children: [twoTexts[0]]).count == 1)
    }

    @Test func wordComparison() {
        #expect(LabelInNameRule.label("Terms and conditions", contains: "Terms & Conditions"))
        #expect(!LabelInNameRule.label("Conditions and terms", contains: "Terms & Conditions"))
        #expect(LabelInNameRule.words("Check-out, 3 items") == ["check", "out", "3", "items"])
    }
}
