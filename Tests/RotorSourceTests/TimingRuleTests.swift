import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct TimingRuleTests {
    private let rule = TimingRule()

    @Test func sessionTimeoutIsReportedForReview() {
        let found = findings(
            of: rule,
            in: """
                final class SessionMonitor {
                    func start() {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 600) { self.session.logOut() }
                    }
                }
                """)
        #expect(
            found.map(\.message) == [
                "Check this time limit: before it ends the session, warn the person (an alert such as \"You will be signed out "
                    + "in 1 minute\") and let them extend it with one action, or let them turn it off or lengthen it; real-time "
                    + "limits are exempt (WCAG 2.2.1)"
            ])
        #expect(found.count == 1)
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.location.line == 3)
    }

    @Test func aWarningInAnExtensionOfTheTypeCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class SessionMonitor {
                        func start() {
                            Timer.scheduledTimer(withTimeInterval: 600, repeats: false) { _ in self.signOut() }
                        }
                    }
                    extension SessionMonitor {
                        func presentExpiryAlert() {}
                    }
                    """
            ).isEmpty)
    }

    @Test func onlyAnAlertAboutTheLimitIsAWarning() {
        let errorAlertOnly = findings(
            of: rule,
            in: """
                final class TransfersViewController: UIViewController {
                    func start() {
                        Timer.scheduledTimer(withTimeInterval: 600, repeats: false) { _ in self.signOut() }
                    }
                    func presentError(_ error: Error) {
                        present(UIAlertController(title: "Something went wrong", message: nil, preferredStyle: .alert), animated: true)
                    }
                }
                """)
        #expect(errorAlertOnly.count == 1)
        #expect(
            findings(
                of: rule,
                in: """
                    struct BankingView: View {
                        @State private var isAsking = false
                        var body: some View {
                            Accounts()
                                .task {
                                    try? await Task.sleep(for: .seconds(840))
                                    isAsking = true
                                    try? await Task.sleep(for: .seconds(60))
                                    session.logOut()
                                }
                                .alert("You will be signed out in 1 minute", isPresented: $isAsking) {
                                    Button("Stay Signed In") { isAsking = false }
                                }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func resettingTheTimerOnActivityIsAnExtension() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class IdleTracker {
                        func resetIdleTimer() {
                            timer?.invalidate()
                            timer = Timer.scheduledTimer(withTimeInterval: 600, repeats: false) { _ in self.signOut() }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func selectorMethodsAndPerformAfterDelayAreFollowed() {
        let found = findings(
            of: rule,
            in: """
                final class AccountViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        perform(#selector(close), with: nil, afterDelay: 30)
                    }

                    @objc private func close() { dismiss(animated: true) }
                }
                """)
        #expect(found.map(\.message).allSatisfy { $0.contains("before it closes what the person is reading") })
        #expect(found.count == 1)
    }

    @Test func shortDismissalsAndUnrelatedTimersAreQuiet() {
        #expect(
            findings(
                of: rule,
                in: """
                    Task {
                        try await Task.sleep(nanoseconds: 2_000_000_000)
                        dismiss()
                    }
                    Timer.scheduledTimer(withTimeInterval: 600, repeats: true) { _ in self.syncCart() }
                    """
            ).isEmpty)
    }

    @Test func aLongSleepBeforeClosingIsReported() {
        #expect(
            findings(
                of: rule,
                in: """
                    Task {
                        try await Task.sleep(nanoseconds: 30_000_000_000)
                        dismiss()
                    }
                    """
            ).count == 1)
    }
}

extension TimingRuleTests {
    @Test func requestTimeoutsAndCacheExpiryAreNotSessions() {
        #expect(
            findings(
                of: rule,
                in: """
                    Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { _ in self.handleRequestTimeout() }
                    Timer.scheduledTimer(withTimeInterval: 600, repeats: true) { _ in self.cache.removeExpiredItems() }
                    """
            ).isEmpty)
        #expect(
            findings(
                of: rule,
                in: """
                    Timer.scheduledTimer(withTimeInterval: 900, repeats: false) { _ in self.handleSessionTimeout() }
                    """
            ).count == 1)
    }
}
