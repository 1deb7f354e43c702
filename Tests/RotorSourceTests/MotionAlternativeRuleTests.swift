import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct MotionAlternativeRuleTests {
    private let rule = MotionAlternativeRule()

    @Test func shakeMessageNamesTheAction() {
        let found = findings(
            of: rule,
            in: """
                final class EditorViewController: UIViewController {
                    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                        if motion == .motionShake { undoManager?.undo() }
                    }
                }
                """)
        #expect(
            found.map(\.message) == [
                "Offer what shaking the device does another way too: add a button or an accessibility custom action that calls "
                    + "undo(), so people who cannot move the device, or whose device is mounted, can do it (WCAG 2.5.4)"
            ])
        #expect(found.first?.certainty == .violation)
        #expect(found.first?.location.column == 19)
    }

    @Test func anUndoBarButtonItemOffersTheSameAction() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class EditorViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .undo, target: self, action: #selector(undoEdit))
                        }

                        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            if motion == .motionShake { undoManager?.undo() }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aCustomActionCallingTheSameFunctionCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class BagViewController: UIViewController {
                        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            restoreLastRemovedItem()
                        }
                        func configureAccessibility() {
                            accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Undo removal") { _ in
                                self.restoreLastRemovedItem()
                                return true
                            }]
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aShakeNotificationInSwiftUIIsAShake() {
        let found = findings(
            of: rule,
            in: """
                ContentView()
                    .onReceive(NotificationCenter.default.publisher(for: .deviceDidShakeNotification)) { _ in
                        clearSearch()
                    }
                """)
        #expect(found.map(\.location.line) == [2])
    }

    @Test func coreMotionIsForReview() {
        let found = findings(
            of: rule,
            in: """
                motionManager.startAccelerometerUpdates(to: .main) { data, _ in
                    if let data, data.acceleration.z < -0.9 { pauseVideo() }
                }
                """)
        #expect(found.first?.certainty == .needsReview)
        #expect(found.count == 1)
    }

    @Test func aHandlerThatOnlyGivesFeedbackDoesNothingToOffer() {
        #expect(
            findings(
                of: rule,
                in: """
                    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                        UIImpactFeedbackGenerator(style: .light).impactOccurred()
                        print("shaken")
                    }
                    """
            ).isEmpty)
    }
}

extension MotionAlternativeRuleTests {
    @Test func aDebugMenuOnShakeIsADevelopersTool() {
        #expect(
            findings(
                of: rule,
                in: """
                    #if DEBUG
                    extension UIWindow {
                        open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            if motion == .motionShake { showDebugMenu() }
                        }
                    }
                    #endif
                    """
            ).isEmpty)
    }
}
