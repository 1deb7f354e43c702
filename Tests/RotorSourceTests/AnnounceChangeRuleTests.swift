import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct AnnounceChangeRuleTests {
    private let rule = AnnounceChangeRule()

    @Test func toastMessageNamesTheViewAndTheNotification() {
        let found = findings(
            of: rule,
            in: """
                final class A: UIViewController {
                    func didSave() { view.addSubview(toastView) }
                }
                """)
        #expect(
            found.map(\.message) == [
                "After showing toastView, post UIAccessibility.post(notification: .layoutChanged, argument: toastView) (or "
                    + ".announcement with its text), so VoiceOver users learn that it appeared (WCAG 4.1.3)"
            ])
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.severity == .warning)
    }

    @Test func anAnnouncementInTheSameTypeOrTheOldCFunctionCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        func didSave() { view.addSubview(toastView) }
                        func announce() { UIAccessibility.post(notification: .announcement, argument: "Saved") }
                    }
                    final class B: UIViewController {
                        func didSave() {
                            view.addSubview(bannerView)
                            UIAccessibilityPostNotification(UIAccessibilityLayoutChangedNotification, bannerView)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aPostInAnotherTypeDoesNotCount() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        func didSave() { view.addSubview(toastView) }
                    }
                    final class B: UIViewController {
                        func announce() { UIAccessibility.post(notification: .announcement, argument: "Saved") }
                    }
                    """
            ).count == 1)
    }

    @Test func aToastClassOfTheFileThatAnnouncesItselfCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class ToastView: UIView {
                        override func didMoveToWindow() {
                            UIAccessibility.post(notification: .announcement, argument: text)
                        }
                    }
                    final class A: UIViewController {
                        func didSave() { view.addSubview(ToastView(text: "Saved")) }
                    }
                    """
            ).isEmpty)
    }

    @Test func modalMessageListsOnlyWhatIsMissing() {
        let found = findings(
            of: rule,
            in: """
                final class A: UIViewController {
                    @objc func open() {
                        view.addSubview(dialogView)
                        UIAccessibility.post(notification: .screenChanged, argument: dialogView)
                    }
                }
                """)
        #expect(
            found.map(\.message) == [
                "When showing dialogView, set dialogView.accessibilityViewIsModal = true, so VoiceOver reads only the modal and "
                    + "tells people a new view opened (WCAG 4.1.3)"
            ])
    }

    @Test func aModalClassThatMarksItselfModalCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class SheetView: UIView {
                        override var accessibilityViewIsModal: Bool { get { true } set {} }
                    }
                    final class A: UIViewController {
                        @objc func open() {
                            view.addSubview(SheetView())
                            UIAccessibility.post(notification: .screenChanged, argument: nil)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func hidingAToastOrShowingAPickerNeedsNothing() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        @objc func hide() { toastView.isHidden = true }
                        @objc func showSizes() { sizePickerView.isHidden = false }
                    }
                    """
            ).isEmpty)
    }

    /// Each finding lands on the statement that shows the view, not on the function or the view's
    /// declaration: after comments and other statements, inside an animation, across lines.
    @Test func findingsLandOnTheStatementThatShowsTheView() {
        let lines = findingLines(
            of: rule,
            in: """
                final class InboxViewController: UIViewController {
                    private lazy var toastView = ToastView()

                    func didArchive(_ message: Message) {
                        archive(message)
                        // Tell people it worked.
                        toastView.isHidden = false
                    }

                    @objc func choosePayment() {
                        let sheetView = PaymentSheetView()
                        UIView.animate(withDuration: 0.3) {
                            self.view.addSubview(sheetView)
                        }
                    }

                    func showStatus() {
                        statusBannerView
                            .isHidden = false
                    }
                }
                struct CartView: View {
                    var body: some View {
                        ZStack {
                            list
                            if showsSavedToast {
                                ToastView(text: "Saved")
                                    .padding()
                            }
                        }
                    }
                }
                """)
        #expect(lines == [7, 13, 18, 27])
    }

    @Test func reportsEachViewOncePerType() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        @objc func saved() { view.addSubview(toastView) }
                        @objc func deleted() { view.addSubview(toastView) }
                    }
                    """
            ).count == 1)
    }

    @Test func swiftUIViewsShownAlwaysOrBySystemTypesAreNotEvents() {
        #expect(
            findings(
                of: rule,
                in: """
                    struct A: View {
                        var body: some View {
                            VStack {
                                PromoBanner()
                                if asking { ActionSheet(title: Text("Share")) }
                            }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func advertisingAndPromotionBannersAreContent() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        func adDidLoad() { view.addSubview(adBannerView) }
                        func showOffer() { view.addSubview(promoBannerView) }
                        func wentOffline() { view.addSubview(offlineBannerView) }
                    }
                    """
            ).count == 1)
    }
}
