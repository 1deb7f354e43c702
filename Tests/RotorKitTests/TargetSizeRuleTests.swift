import RotorTestSupport
import Testing

@testable import RotorKit

struct TargetSizeRuleTests {
    private func hits(
        _ elements: [Element], profile: AuditProfile = .wcagAA, platform: Platform = .ios,
        size: Size? = Size(width: 390, height: 844), scale: Double? = 3
    ) -> [RuleHit] {
        var screen = RuleExample.screen(elements, platform: platform)
        screen.size = size
        screen.scale = scale
        return RotorTestSupport.hits(of: TargetSizeRule(), on: screen, profile: profile)
    }

    private func button(_ label: String, x: Double, y: Double = 100, width: Double, height: Double? = nil) -> Element {
        Element(
            type: "UIButton", label: label, traits: [.button],
            frame: Rect(x: x, y: y, width: width, height: height ?? width),
            isAccessibilityElement: true)
    }

    @Test func sameScreenPassesWCAGButNotApplesGuidelines() {
        // Two 30×30 pt toolbar buttons with 30 pt between them.
        let screen = [button("Bold", x: 20, width: 30), button("Italic", x: 80, width: 30)]
        #expect(hits(screen, profile: .wcagAA).isEmpty)
        let apple = hits(screen, profile: .appleHIG)
        #expect(
            apple.map(\.message) == [
                "Make \"Bold\" at least 44×44 pt under Apple Human Interface Guidelines; it measures 30×30 pt",
                "Make \"Italic\" at least 44×44 pt under Apple Human Interface Guidelines; it measures 30×30 pt",
            ])
        #expect(apple.allSatisfy { $0.certainty == .violation && $0.fix == nil })
    }

    @Test func undersizedTargetsWhoseCirclesOnlyTouchPass() {
        // 20×20 targets whose centres are exactly 24 pt apart: the 24 pt circles touch, never intersect.
        #expect(hits([button("A", x: 20, width: 20), button("B", x: 44, width: 20)]).isEmpty)
        // One point closer and they intersect.
        let found = hits([button("A", x: 20, width: 20), button("B", x: 43, width: 20)])
        #expect(
            found.map(\.message) == [
                "Make \"A\" at least 24×24 pt under WCAG 2.2 AA (it measures 20×20 pt), or move it so that a 24 pt circle "
                    + "centred on it stays clear of \"B\"",
                "Make \"B\" at least 24×24 pt under WCAG 2.2 AA (it measures 20×20 pt), or move it so that a 24 pt circle "
                    + "centred on it stays clear of \"A\"",
            ])
    }

    @Test func circleOfAnUndersizedTargetMustClearLargeTargets() {
        // A 10×10 button centred at x = 25; a large button starting 12 pt from that centre is clear of the
        // 12 pt radius, one starting 11.9 pt away is not. The large button itself passes on size.
        #expect(
            hits([button("Info", x: 20, width: 10), button("Continue", x: 37, y: 90, width: 200, height: 44)]).isEmpty)
        let found = hits([button("Info", x: 20, width: 10), button("Continue", x: 36.9, y: 90, width: 200, height: 44)])
        #expect(found.count == 1)
        #expect(found.first?.message.hasSuffix("stays clear of \"Continue\"") == true)
    }

    @Test func circlesOfTwoUndersizedTargetsMustNotIntersectEvenWhenDiagonal() {
        // Centres 16 pt apart on each axis: 22.6 pt apart, under the 24 pt diameter.
        #expect(hits([button("A", x: 20, y: 100, width: 10), button("B", x: 36, y: 116, width: 10)]).count == 2)
        // 17 pt on each axis: 24.04 pt apart.
        #expect(hits([button("A", x: 20, y: 100, width: 10), button("B", x: 37, y: 117, width: 10)]).isEmpty)
    }

    @Test func nearestCrowdingNeighbourIsNamed() {
        let found = hits([
            button("Minus", x: 20, width: 16), button("Plus", x: 60, width: 16), button("Count", x: 38, width: 16),
        ])
        #expect(found.first?.message.hasSuffix("stays clear of \"Count\"") == true)
    }

    @Test func androidFramesAreMeasuredInDensityIndependentPixels() {
        let chip = Element(
            type: "android.widget.ImageButton", label: "Filter", frame: Rect(x: 40, y: 300, width: 96, height: 96),
            isAccessibilityElement: true, isClickable: true)
        let found = hits(
            [chip], profile: .android, platform: .android, size: Size(width: 1080, height: 2340), scale: 2.625)
        #expect(
            found.map(\.message) == [
                "Make \"Filter\" at least 48×48 dp under Android accessibility guidelines; it measures 36.6×36.6 dp"
            ])
        // 126 px at 2.625 is exactly 48 dp.
        var large = chip
        large.frame = Rect(x: 40, y: 300, width: 126, height: 126)
        #expect(
            hits([large], profile: .android, platform: .android, size: Size(width: 1080, height: 2340), scale: 2.625)
                .isEmpty)
    }

    @Test func elementsWithoutAUsableFrameAreSkipped() {
        var frameless = button("No frame", x: 0, width: 10)
        frameless.frame = nil
        let zeroSize = button("Zero", x: 100, width: 0)
        let offScreen = button("Off screen", x: 500, y: 100, width: 10)
        let below = button("Below", x: 20, y: 900, width: 10)
        #expect(hits([frameless, zeroSize, offScreen, below], profile: .appleHIG).isEmpty)
        // Without a screen size nothing is known to be off screen.
        #expect(hits([offScreen], profile: .appleHIG, size: nil).count == 1)
    }

    @Test func inlineLinksKeyboardKeysAndPlainTextAreSkipped() {
        let paragraph = Element(
            type: "UITextView", traits: [.staticText], frame: Rect(x: 20, y: 500, width: 350, height: 60),
            children: [
                Element(
                    type: "Link", label: "terms", traits: [.link], frame: Rect(x: 120, y: 520, width: 40, height: 17),
                    isAccessibilityElement: true)
            ])
        let key = Element(
            type: "Key", label: "q", traits: [.keyboardKey], frame: Rect(x: 3, y: 600, width: 32, height: 42),
            isAccessibilityElement: true)
        let label = Element(
            type: "UILabel", label: "Hi", traits: [.staticText], frame: Rect(x: 20, y: 700, width: 14, height: 14),
            isAccessibilityElement: true)
        #expect(hits([paragraph, key, label], profile: .appleHIG).isEmpty)
        // A link that stands alone is a target like any other.
        let standalone = Element(
            type: "Link", label: "terms", traits: [.link], frame: Rect(x: 120, y: 520, width: 40, height: 17),
            isAccessibilityElement: true)
        #expect(hits([standalone], profile: .appleHIG).count == 1)
    }

    @Test func sizesPrintWithAtMostOneDecimal() {
        #expect(TargetSizeRule.format(20) == "20")
        #expect(TargetSizeRule.format(36.571) == "36.6")
        #expect(TargetSizeRule.format(43.96) == "44")
        #expect(TargetSizeRule.format(1e300).hasPrefix("1"))
    }
}
