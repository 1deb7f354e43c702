import RotorTestSupport
import Testing

@testable import RotorKit

struct FocusObscuredRuleTests {
    private let rule = FocusObscuredRule()
    private let white = Color(red: 1, green: 1, blue: 1)

    private func button(_ label: String, _ frame: Rect?) -> Element {
        Element(type: "UIButton", label: label, traits: [.button], frame: frame, isAccessibilityElement: true)
    }

    private func footer(background: Color? = Color(red: 1, green: 1, blue: 1)) -> Element {
        Element(
            type: "UIView", identifier: "stickyFooter", frame: Rect(x: 0, y: 744, width: 390, height: 100),
            backgroundColor: background)
    }

    @Test func opaqueFooterOverAButtonIsAViolation() {
        let found = hits(of: rule, in: [button("Place order", Rect(x: 24, y: 760, width: 342, height: 50)), footer()])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([0]))
        #expect(found.first?.certainty == .violation)
        #expect(
            found.first?.message == "Move \"Place order\" out from under UIView #stickyFooter, which is drawn on top "
                + "of it and covers it completely, so that it stays at least partly visible when it has focus")
    }

    @Test func coverOutsideTheScrollViewNeedsReview() {
        let scroll = Element(
            type: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                button("Place order", Rect(x: 24, y: 760, width: 342, height: 50))
            ])
        let found = hits(of: rule, in: [scroll, footer()])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message == "Check that \"Place order\" scrolls clear of UIView #stickyFooter when it has "
                + "focus: in this capture it is covered completely. If it stays hidden, add the cover's size to the scroll "
                + "view's content inset")
    }

    @Test func coverScrollingWithTheControlIsAViolation() {
        let cover = Element(type: "UIView", frame: Rect(x: 0, y: 740, width: 390, height: 80), backgroundColor: white)
        let table = Element(
            type: "UITableView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                button("Place order", Rect(x: 24, y: 760, width: 342, height: 50)), cover,
            ])
        #expect(hits(of: rule, in: [table]).map(\.certainty) == [.violation])
    }

    @Test func theFrontmostCoverIsNamed() {
        let chat = button("Chat with us", Rect(x: 300, y: 740, width: 80, height: 80))
        let found = hits(of: rule, in: [button("Info", Rect(x: 320, y: 760, width: 30, height: 30)), footer(), chat])
        #expect(found.map(\.path) == [ElementPath([0])])
        #expect(found.first?.message.contains("out from under UIButton \"Chat with us\"") == true)
    }

    @Test func onlyCertainCoversCount() {
        let control = button("Place order", Rect(x: 24, y: 760, width: 342, height: 50))
        #expect(
            hits(of: rule, in: [control, footer(background: nil)]).isEmpty,
            "no recorded colour: transparent for all we know")
        #expect(
            hits(of: rule, in: [control, footer(background: Color(red: 1, green: 1, blue: 1, alpha: 0.9))]).isEmpty)
        #expect(hits(of: rule, in: [footer(), control]).isEmpty, "drawn before the control")
    }

    @Test func largeCoversWithoutAColourAreTakenForOverlays() {
        // A launcher's "Home" page description spans the screen without drawing anything.
        let home = Element(
            type: "android.view.View", label: "Home", frame: Rect(x: 0, y: 20, width: 390, height: 824),
            isAccessibilityElement: true)
        #expect(hits(of: rule, in: [button("Place order", Rect(x: 24, y: 760, width: 342, height: 50)), home]).isEmpty)
        let dismissRegion = Element(
            type: "UIButton", label: "Dismiss popup", traits: [.button],
            frame: Rect(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: true)
        #expect(
            hits(of: rule, in: [button("Place order", Rect(x: 24, y: 760, width: 342, height: 50)), dismissRegion])
                .isEmpty)
    }

    @Test func textOverAControlDoesNotHideIt() {
        let title = Element(
            type: "UILabel", label: "Place order", traits: [.staticText],
            frame: Rect(x: 24, y: 760, width: 342, height: 50), isAccessibilityElement: true)
        #expect(hits(of: rule, in: [button("Order", Rect(x: 24, y: 760, width: 342, height: 50)), title]).isEmpty)
        let badge = Element(
            type: "UIImageView", label: "New", traits: [.image],
            frame: Rect(x: 20, y: 755, width: 60, height: 60), isAccessibilityElement: true)
        #expect(hits(of: rule, in: [button("Offers", Rect(x: 24, y: 760, width: 50, height: 50)), badge]).count == 1)
    }

    @Test func staticTextAndFramelessControlsAreNotChecked() {
        let text = Element(
            type: "UILabel", label: "Total", traits: [.staticText],
            frame: Rect(x: 24, y: 760, width: 100, height: 22), isAccessibilityElement: true)
        #expect(hits(of: rule, in: [text, footer()]).isEmpty)
        #expect(hits(of: rule, in: [button("Place order", nil), footer()]).isEmpty)
    }

    @Test func androidClickableCoverCounts() {
        let behind = Element(
            type: "android.widget.Button", label: "Retry", frame: Rect(x: 100, y: 1800, width: 300, height: 120),
            isAccessibilityElement: true, isClickable: true)
        let banner = Element(
            type: "android.widget.FrameLayout", frame: Rect(x: 0, y: 1700, width: 1080, height: 400),
            isClickable: true)
        let screen = Screen(
            platform: .android, size: Size(width: 1080, height: 2340), scale: 2.625,
            root: Element(
                type: "android.widget.FrameLayout", frame: Rect(x: 0, y: 0, width: 1080, height: 2340),
                children: [behind, banner]))
        let findings = Auditor(rules: [rule]).audit(screen)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.hasSuffix("(WCAG 2.4.11)") == true)
    }
}

/// A navigation item's bar in an Interface Builder file sits at the top of the view it belongs to;
/// at run time UIKit draws it above that view, so the scene's views never cover its buttons.
struct FocusObscuredNavigationItemTests {
    private func screen(format: CaptureFormat?) -> Screen {
        let cancel = Element(
            type: "UIBarButtonItem", label: "Cancel", traits: [.button],
            frame: Rect(x: 8, y: 0, width: 60, height: 44), isAccessibilityElement: true)
        let bar = Element(
            type: "UINavigationBar", frame: Rect(x: 0, y: 0, width: 390, height: 44), container: .navigationBar,
            children: [cancel])
        let header = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 120),
            backgroundColor: Color(hex: "#FFFFFF"))
        var screen = RuleExample.screen([bar, header])
        screen.sourceFormat = format
        return screen
    }

    @Test func barItemsOfAnInterfaceBuilderSceneAreNotCovered() {
        #expect(FocusObscuredRule().check(AuditContext(screen: screen(format: .interfaceBuilder))).isEmpty)
        #expect(
            FocusObscuredRule().check(AuditContext(screen: screen(format: .rotorSnapshot))).count == 1,
            "in a capture, what is drawn on top is on top")
    }
}
