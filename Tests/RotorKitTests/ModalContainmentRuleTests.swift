import RotorTestSupport
import Testing

@testable import RotorKit

struct ModalContainmentRuleTests {
    private let rule = ModalContainmentRule()
    private let white = Color(red: 1, green: 1, blue: 1)

    private func button(_ label: String, y: Double) -> Element {
        Element(
            type: "UIButton", label: label, traits: [.button], frame: Rect(x: 24, y: y, width: 342, height: 44),
            isAccessibilityElement: true)
    }

    private var content: Element {
        Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), backgroundColor: white,
            children: [button("Compose", y: 600)])
    }

    private func dialog(type: String = "ConfirmationAlertView", isModal: Bool = false, children: [Element]? = nil)
        -> Element
    {
        Element(
            type: type, frame: Rect(x: 60, y: 340, width: 270, height: 150), isModal: isModal, backgroundColor: white,
            children: children ?? [button("Delete", y: 440)])
    }

    @Test func customAlertAsksForAccessibilityViewIsModal() {
        let found = hits(of: rule, in: [content, dialog()])
        #expect(found.count == 1)
        #expect(found.first?.path == ElementPath([1]))
        #expect(found.first?.certainty == .needsReview)
        #expect(
            found.first?.message == "Set accessibilityViewIsModal = true on this ConfirmationAlertView so that "
                + "VoiceOver stays inside it while it is shown: a swipe still reaches \"Compose\" behind it")
    }

    @Test func opaqueSheetOverReachableContentIsReported() {
        let sheet = Element(
            type: "UIView", frame: Rect(x: 0, y: 344, width: 390, height: 500), backgroundColor: white,
            children: [button("Done", y: 760)])
        let found = hits(of: rule, in: [content, sheet])
        #expect(
            found.first?.message == "If this view is a dialog or sheet shown over the screen, set "
                + "accessibilityViewIsModal = true on it so that VoiceOver stays inside it: a swipe still reaches \"Compose\", "
                + "which it covers")
    }

    @Test func largeViewThatHidesNothingIsNotADialog() {
        // The same sheet, but the only other control sits above it.
        let above = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [button("Compose", y: 100)])
        let sheet = Element(
            type: "UIView", frame: Rect(x: 0, y: 344, width: 390, height: 500), backgroundColor: white,
            children: [button("Done", y: 760)])
        #expect(hits(of: rule, in: [above, sheet]).isEmpty)
    }

    @Test func modalSelfAncestorOrOtherModalKeepsItQuiet() {
        #expect(hits(of: rule, in: [content, dialog(isModal: true)]).isEmpty)
        let presentation = Element(
            type: "UITransitionView", frame: Rect(x: 0, y: 0, width: 390, height: 844), isModal: true,
            children: [dialog()])
        #expect(hits(of: rule, in: [content, presentation]).isEmpty)
        let otherModal = Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), isModal: true,
            children: [button("Retry", y: 300)])
        #expect(hits(of: rule, in: [content, dialog(), otherModal]).isEmpty, "the dialog is not reachable at all")
    }

    @Test func nestedDialogsAreReportedOnce() {
        let inner = dialog(type: "AlertContentView")
        let found = hits(of: rule, in: [content, dialog(type: "PopupContainer", children: [inner])])
        #expect(found.map(\.path) == [ElementPath([1])])
    }

    @Test func dialogNames() {
        for name in [
            "ConfirmationAlertView", "MYBottomSheetView", "android.app.AlertDialog", "PopupWindow", "ModalView",
            "DialogFragment", "Sheet_Container",
        ] {
            #expect(ModalContainmentRule.namesDialog(name), "\(name)")
        }
        for name in [
            "Alert", "Sheet", "UIAlertController", "_UIAlertControllerView", "UIAlertView", "SpreadsheetView",
            "PopUpButton", "AlertController$RecycleListView", "Button",
        ] {
            #expect(!ModalContainmentRule.namesDialog(name), "\(name)")
        }
    }

    @Test func eachPlatformGetsItsOwnAdvice() {
        let screen = RuleExample.screen([content, dialog()], platform: .android)
        #expect(
            Auditor(rules: [rule]).audit(screen).first?.message.hasPrefix("Show this dialog in its own window") == true)
        let findings = Auditor(rules: [rule]).audit(RuleExample.screen([content, dialog()]))
        #expect(findings.first?.message.hasSuffix("(WCAG 2.4.3, 1.3.2)") == true)
        #expect(findings.first?.severity == .warning)
    }

    // MARK: Android

    private func androidScreen(dialogID: String?, windows: Bool = false) -> Screen {
        let list = Element(
            type: "android.widget.LinearLayout", frame: Rect(x: 0, y: 0, width: 1080, height: 2400),
            children: [
                Element(
                    type: "android.widget.Button", label: "Checkout", traits: [.button],
                    frame: Rect(x: 48, y: 2150, width: 984, height: 144),
                    isAccessibilityElement: true, isClickable: true)
            ])
        let dialog = Element(
            type: "android.widget.FrameLayout", identifier: dialogID,
            frame: Rect(x: 90, y: 760, width: 900, height: 940),
            children: [
                Element(
                    type: "android.widget.Button", label: "OK", traits: [.button],
                    frame: Rect(x: 560, y: 1520, width: 370, height: 120), isAccessibilityElement: true,
                    isClickable: true)
            ])
        let root =
            windows
            ? Element(type: "hierarchy", frame: Rect(x: 0, y: 0, width: 1080, height: 2400), children: [list, dialog])
            : Element(
                type: "android.widget.FrameLayout", frame: Rect(x: 0, y: 0, width: 1080, height: 2400),
                children: [list, dialog])
        return Screen(platform: .android, size: Size(width: 1080, height: 2400), sourceFormat: .uiautomator, root: root)
    }

    @Test func androidDialogInTheActivitysWindow() {
        let found = hits(of: rule, on: androidScreen(dialogID: "com.example.shop:id/quantity_dialog"))
        #expect(
            found.map(\.message) == [
                "Show this dialog in its own window (a Dialog or DialogFragment, Compose's Dialog), or hide the content behind it "
                    + "from TalkBack while it is shown (importantForAccessibility=\"noHideDescendants\"): a swipe still reaches "
                    + "\"Checkout\" behind it"
            ])
        #expect(found.map(\.path) == [ElementPath([1])])
    }

    @Test func androidDialogInItsOwnWindowOrUnnamedViewsAreQuiet() {
        #expect(
            hits(of: rule, on: androidScreen(dialogID: "com.example.shop:id/quantity_dialog", windows: true)).isEmpty)
        #expect(hits(of: rule, on: androidScreen(dialogID: "com.example.shop:id/quantity_row")).isEmpty)
        #expect(ModalContainmentRule.namesDialog(resourceID: "com.google.android.material:id/design_bottom_sheet"))
        #expect(!ModalContainmentRule.namesDialog(resourceID: "com.example:id/spreadsheet_list"))
    }
}
