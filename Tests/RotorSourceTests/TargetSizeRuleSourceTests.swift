import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct TargetSizeRuleSourceTests {
    /// Under `profile`, which sets the size the rule asks for.
    private func findings(
        _ code: String, profile: AuditProfile = .wcagAA,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Finding] {
        RotorTestSupport.findings(
            of: TargetSizeRule(), in: code, context: SourceContext(profile: profile), sourceLocation: sourceLocation)
    }

    @Test func underWCAGTheSpacingExceptionMakesItAReview() {
        let found = findings("let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))")
        #expect(
            found.map(\.message) == [
                "Make this UIButton at least 24×24 pt under WCAG 2.2 AA (it is 20×20 pt here), or check that a 24 pt circle "
                    + "centred on it stays clear of other controls (WCAG 2.5.8)"
            ])
        #expect(found.first?.certainty == .needsReview)
    }

    @Test func underApplesGuidelinesItIsAViolationAtTheirMinimum() {
        let found = findings(
            """
            let closeButton = UIButton(type: .close)
            closeButton.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
            """, profile: .appleHIG)
        #expect(
            found.map(\.message) == [
                "Make closeButton at least 44×44 pt under Apple Human Interface Guidelines; it is 32×32 pt here (WCAG 2.5.8)"
            ])
        #expect(found.first?.certainty == .violation)
        #expect(
            findings(
                """
                let closeButton = UIButton(type: .close)
                closeButton.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
                """
            ).isEmpty)
    }

    @Test func oneSideConstrainedIsNamed() {
        let found = findings(
            """
            let helpButton = UIButton(type: .system)
            helpButton.heightAnchor.constraint(equalToConstant: 16).isActive = true
            """)
        #expect(found.first?.message.contains("(it is 16 pt tall here)") == true)
    }

    @Test func aViewWithATapRecognizerIsATarget() {
        let found = findings(
            """
            final class RatingViewController: UIViewController {
                let starView = UIImageView(image: star)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    starView.frame.size = CGSize(width: 14, height: 14)
                    starView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rate)))
                }
            }
            """)
        #expect(found.map(\.location.line) == [6])
    }

    @Test func computedSizesAreNotGuessed() {
        #expect(
            findings(
                """
                closeButton.frame = CGRect(x: 0, y: 0, width: side, height: side)
                Button("Close", action: close).frame(width: iconSize, height: iconSize)
                """
            ).isEmpty)
    }

    @Test func aLabelWithOtherViewsBesideItIsNotTheWholeButton() {
        #expect(
            findings(
                """
                Button(action: addToBag) {
                    Image(systemName: "plus").frame(width: 12, height: 12)
                    Text("Add to Bag")
                }
                """
            ).isEmpty)
    }
}

extension TargetSizeRuleSourceTests {
    @Test func toolbarButtonsAndButtonsGivenRoomAreQuiet() {
        #expect(
            findings(
                """
                content.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: share) { Image(systemName: "square.and.arrow.up").frame(width: 18, height: 18) }
                    }
                }
                Button(action: close) { Image(systemName: "xmark").frame(width: 16, height: 16) }
                    .frame(width: 44, height: 44)
                """
            ).isEmpty)
    }
}
