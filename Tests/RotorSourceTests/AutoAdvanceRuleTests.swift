import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct AutoAdvanceRuleTests {
    private let rule = AutoAdvanceRule()

    private static let pager = """
        final class BannerPager: UIView {
            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in
                    self.pageViewController.setViewControllers([self.next()], direction: .forward, animated: true)
                }
            }
        %@
        }
        """

    @Test func aRepeatingTimerThatPagesIsReportedForReview() {
        let found = findings(of: rule, in: Self.pager.replacingOccurrences(of: "%@", with: ""))
        #expect(
            found.map(\.message) == [
                "Check whether this content that advances by itself needs a pause: give it a pause or stop control (or stop "
                    + "advancing once the person interacts with it), so everyone can read each page for as long as they need (WCAG 2.2.2)"
            ])
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location.line == 3)
    }

    @Test func stoppingOnlyWhenTheViewGoesAwayIsNoPause() {
        #expect(
            findings(
                of: rule,
                in: Self.pager.replacingOccurrences(
                    of: "%@",
                    with: """
                            override func removeFromSuperview() {
                                timer?.invalidate()
                                super.removeFromSuperview()
                            }
                            deinit { stopTimer() }
                        """)
            ).count == 1)
    }

    @Test func aStopActionCountsAsAPause() {
        #expect(
            findings(
                of: rule,
                in: Self.pager.replacingOccurrences(
                    of: "%@",
                    with: """
                            @objc func stopTapped() { timer?.invalidate() }
                        """)
            ).isEmpty)
    }

    @Test func aTimerThatRunsOnceDoesNotAdvance() {
        #expect(
            findings(
                of: rule,
                in: """
                    Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
                        self.collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .left, animated: true)
                    }
                    """
            ).isEmpty)
    }

    @Test func aSleepLoopThatAdvancesTheSelectionIsReported() {
        let found = findings(
            of: rule,
            in: """
                struct Stories: View {
                    @State private var storyIndex = 0

                    var body: some View {
                        StoryPage(index: storyIndex)
                            .task {
                                while !Task.isCancelled {
                                    try? await Task.sleep(for: .seconds(5))
                                    storyIndex += 1
                                }
                            }
                    }
                }
                """)
        #expect(found.map(\.location.line) == [8])
    }
}
