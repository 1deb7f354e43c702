import RotorTestSupport
import Testing

@testable import RotorKit

struct ContrastRuleTests {
    private func hits(_ elements: [Element], background: String? = "#FFFFFF") -> [RuleHit] {
        let page = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
            backgroundColor: background.flatMap { Color(hex: $0) }, children: elements)
        return RotorTestSupport.hits(of: ContrastRule(), in: [page])
    }

    private func text(
        _ string: String, _ colour: String, size: Double? = 15, weight: FontWeight? = nil,
        background: String? = nil
    ) -> Element {
        Element(
            type: "UILabel", label: string, traits: [.staticText], frame: Rect(x: 20, y: 100, width: 300, height: 20),
            isAccessibilityElement: true, visibleText: string, foregroundColor: Color(hex: colour),
            backgroundColor: background.flatMap { Color(hex: $0) }, fontSize: size, fontWeight: weight)
    }

    @Test func nearMissGreyTextIsReportedWithItsRatioAndColours() {
        let found = hits([text("Version 5.2.1", "#777777")])
        #expect(
            found.map(\.message) == [
                "Raise the contrast of \"Version 5.2.1\" to at least 4.5:1 for normal-size text: #777777 on #FFFFFF measures 4.48:1"
            ])
        #expect(found.first?.certainty == .violation)
        #expect(hits([text("Version 5.2.1", "#767676")]).isEmpty)
    }

    @Test func ratioJustBelowTheThresholdNeverPrintsAsReachingIt() {
        #expect(ContrastRule.measured(4.4966, required: 4.5) == "4.49")
        #expect(ContrastRule.measured(4.4784, required: 4.5) == "4.48")
        #expect(ContrastRule.measured(2.999, required: 3) == "2.99")
    }

    @Test func largeTextNeedsThreeToOne() {
        // #949494 on white is about 3.03:1.
        #expect(hits([text("Welcome", "#949494", size: 18)]).isEmpty)
        #expect(hits([text("Welcome", "#949494", size: 14, weight: .bold)]).isEmpty)
        #expect(hits([text("Welcome", "#949494", size: 14, weight: .semibold)]).isEmpty)
        let regular = hits([text("Welcome", "#949494", size: 14, weight: .medium)])
        #expect(regular.first?.message.contains("at least 4.5:1 for normal-size text") == true)
        let pale = hits([text("Welcome", "#AAAAAA", size: 28, weight: .bold)])
        #expect(
            pale.first?.message
                == "Raise the contrast of \"Welcome\" to at least 3:1 for large text: #AAAAAA on #FFFFFF measures 2.32:1"
        )
    }

    @Test func textOfUnknownSizeBetweenTheThresholdsIsForReview() {
        let found = hits([text("Subtitle", "#949494", size: nil)])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message
                == "If \"Subtitle\" is smaller than 18 pt (14 pt bold), raise its contrast to at least "
                + "4.5:1: #949494 on #FFFFFF measures 3.03:1")
        let failsAnyway = hits([text("Subtitle", "#CCCCCC", size: nil)])
        #expect(failsAnyway.map(\.certainty) == [.violation])
        #expect(
            failsAnyway.first?.message.hasPrefix(
                "Raise the contrast of \"Subtitle\" to at least 4.5:1 (3:1 if it is large text)") == true)
    }

    @Test func translucentBackgroundsAreBlendedOverTheNextOpaqueOne() {
        // White text on a half-transparent black badge over white: the badge shows as #7F7F7F.
        let badge = Element(
            type: "UIView", frame: Rect(x: 20, y: 100, width: 100, height: 30),
            backgroundColor: Color(hex: "#00000080"), children: [text("New", "#FFFFFF")])
        #expect(hits([badge]).first?.message.hasSuffix("#FFFFFF on #7F7F7F measures 4.00:1") == true)
        // The element's own opaque background wins over its ancestors'.
        #expect(hits([text("On black", "#FFFFFF", background: "#000000")]).isEmpty)
    }

    @Test func unknownColoursAreNotGuessed() {
        #expect(hits([text("No background", "#EEEEEE")], background: nil).isEmpty)
        #expect(hits([text("Translucent only", "#EEEEEE")], background: "#FFFFFF80").isEmpty)
        var noForeground = text("No foreground", "#EEEEEE")
        noForeground.foregroundColor = nil
        #expect(hits([noForeground]).isEmpty)
    }

    @Test func iconsOfControlsNeedThreeToOne() {
        let share = Element(
            type: "UIButton", label: "Share", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
            isAccessibilityElement: true, foregroundColor: Color(hex: "#D0D0D0"))
        #expect(
            hits([share]).map(\.message) == [
                "Raise the contrast of the icon of \"Share\" against its background to at least 3:1: #D0D0D0 on #FFFFFF measures 1.54:1"
            ])
        // A decorative image with a foreground colour is not a control.
        let decoration = Element(
            type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 0, width: 44, height: 44),
            foregroundColor: Color(hex: "#F0F0F0"))
        #expect(hits([decoration]).isEmpty)
    }

    @Test func disabledControlsAndHiddenOrEmptyElementsAreSkipped() {
        var disabled = Element(
            type: "UIButton", label: "Sign In", traits: [.button, .notEnabled],
            frame: Rect(x: 24, y: 390, width: 342, height: 50),
            isAccessibilityElement: true, visibleText: "Sign In", foregroundColor: Color(hex: "#C0C0C0"))
        #expect(hits([disabled]).isEmpty)
        disabled.traits = [.button]
        disabled.isEnabled = false
        disabled.children = [text("Sign In", "#C0C0C0")]
        #expect(hits([disabled]).isEmpty, "text inside a disabled control is exempt too")
        var hidden = text("Hidden", "#EEEEEE")
        hidden.isHidden = true
        var empty = text("Empty", "#EEEEEE")
        empty.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(hits([hidden, empty]).isEmpty)
    }
}
