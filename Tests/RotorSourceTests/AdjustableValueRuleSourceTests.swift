import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct AdjustableValueRuleSourceTests {
    private let rule = AdjustableValueRule()

    @Test func asksForTheMissingActions() {
        let found = findings(
            of: rule,
            in: """
                final class RatingView: UIControl {
                    func setUp() { accessibilityTraits.insert(.adjustable) }
                    override func accessibilityIncrement() { rating += 1 }
                }
                """)
        #expect(
            found.map(\.message) == [
                "Override accessibilityDecrement() in RatingView as well, to lower its value: VoiceOver announces it as "
                    + "adjustable, and a swipe up or down does nothing without them (WCAG 4.1.2)"
            ])
    }

    @Test func actionsInheritedFromAClassOfTheFileCount() {
        #expect(
            findings(
                of: rule,
                in: """
                    class StepperView: UIView {
                        override func accessibilityIncrement() { value += 1 }
                        override func accessibilityDecrement() { value -= 1 }
                    }
                    final class QuantityView: StepperView {
                        func setUp() { accessibilityTraits = [.adjustable, .updatesFrequently] }
                    }
                    """
            ).isEmpty)
    }

    @Test func aSystemViewCannotBeAdjusted() {
        let found = findings(
            of: rule,
            in: """
                let ratingStack = UIStackView()
                ratingStack.accessibilityTraits = .adjustable
                """)
        #expect(
            found.map(\.message) == [
                "A UIStackView does not change when swiped up or down: give the adjustable trait to a subclass that overrides "
                    + "accessibilityIncrement() and accessibilityDecrement() to change its value (WCAG 4.1.2)"
            ])
    }

    @Test func aClassFromAnotherFileIsNotJudged() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class FancyRating: VendorRatingControl {
                        func setUp() { accessibilityTraits = .adjustable }
                    }
                    """
            ).isEmpty)
    }

    @Test func valueInLabelMessagesNameTheControl() {
        let found = findings(
            of: rule,
            in: """
                let volumeSlider = UISlider()
                volumeSlider.accessibilityLabel = "Volume: \\(Int(volumeSlider.value))"
                Stepper("Quantity", value: $quantity).accessibilityLabel("Quantity \\(quantity)")
                """)
        #expect(
            found.map(\.message) == [
                "Keep the label to the control's name (\"Volume\") and put its setting in volumeSlider.accessibilityValue: "
                    + "VoiceOver announces a value each time it changes, but does not re-read a label (WCAG 4.1.2)",
                "Keep .accessibilityLabel to the control's name (\"Quantity\") and give its setting with .accessibilityValue(…): "
                    + "VoiceOver announces a value each time it changes, but does not re-read a label (WCAG 4.1.2)",
            ])
    }

    @Test func labelsOfOtherViewsMayHoldNumbers() {
        #expect(
            findings(
                of: rule,
                in: """
                    progressLabel.accessibilityLabel = "\\(Int(progress.value))% complete"
                    Text("Level \\(level)").accessibilityLabel("Level \\(level)")
                    """
            ).isEmpty)
    }
}
