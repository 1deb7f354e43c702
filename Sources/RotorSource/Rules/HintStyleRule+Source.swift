import RotorKit

/// `hint-style` in Swift source: the tree check, run on the string literals code gives to `accessibilityHint`
/// (`LiteralLabelChecking`).
extension HintStyleRule: LiteralLabelChecking {
    public var judgesHints: Bool { true }

    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a hint that describes the gesture",
                """
                shareButton.accessibilityHint = ↓"Tap to share the photo."
                """),
            .triggering(
                "a SwiftUI hint without a period",
                """
                Button("Share", action: share).accessibilityHint(↓"Opens the share sheet")
                """),
            .nonTriggering(
                "a hint that says what happens",
                """
                shareButton.accessibilityHint = "Opens the share sheet."
                Button("Share", action: share).accessibilityHint("Opens the share sheet.")
                """),
        ]
    }
}
