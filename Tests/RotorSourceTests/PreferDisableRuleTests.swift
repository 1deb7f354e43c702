import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct PreferDisableRuleTests {
    private let rule = PreferDisableRule()

    @Test func uiKitFindingIsForReviewAndNamesTheButton() {
        let found = findings(
            of: rule,
            in: """
                let insertButton = UIButton(type: .system)
                insertButton.isHidden = true
                insertButton.isHidden = false
                """)
        #expect(
            found.map(\.message) == [
                "Consider keeping insertButton visible and setting insertButton.isEnabled = false until it can be used, instead "
                    + "of hiding it: VoiceOver announces a disabled button as dimmed, so people exploring the screen find it "
                    + "(best practice)"
            ])
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.severity == .info)
        #expect(found.first?.location.line == 2)
    }

    @Test func reportsOncePerButtonAtTheFirstHiding() {
        let found = findings(
            of: rule,
            in: """
                final class Compose: UIViewController {
                    let sendButton = UIButton()
                    func update() {
                        sendButton.isHidden = false
                        self.sendButton.isHidden = !isReady
                        sendButton.isHidden = true
                    }
                }
                """)
        #expect(found.count == 1)
        #expect(found.first?.location.line == 5)
    }

    @Test func aButtonTypeDeclaredByAnnotationCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class Compose: UIViewController {
                        @IBOutlet private weak var send: UIButton!
                        func update() { send.isHidden = !isReady }
                    }
                    """
            ).count == 1)
    }

    @Test func otherViewsAndTheViewItselfAreNotRead() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class Spinner: UIView {
                        func update() { isHidden = !isLoading }
                    }
                    emptyStateView.isHidden = !items.isEmpty
                    let close = UIImageView()
                    close.isHidden = !isShown
                    """
            ).isEmpty)
    }

    @Test func swiftUIOpacityWithoutDisabledIsForReview() {
        let found = findings(
            of: rule,
            in: """
                Button("Send", action: send).opacity(isReady ? 1 : 0)
                Button("Retry", action: retry).opacity(isReady ? 1 : 0.5)
                Button("Save", action: save).opacity(isReady ? 1 : 0).disabled(!isReady)
                Text(status).opacity(isReady ? 1 : 0)
                """)
        #expect(found.count == 1)
        #expect(found.first?.location.line == 1)
        #expect(found.first?.certainty == .needsReview)
    }
}
