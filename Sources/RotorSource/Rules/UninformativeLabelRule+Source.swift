import RotorKit

/// `uninformative-label` in Swift source: the tree check, run on the string literals code gives to `accessibilityLabel`
/// (`LiteralLabelChecking`).
extension UninformativeLabelRule: LiteralLabelChecking {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "an asset name as a label",
                """
                logoView.accessibilityLabel = ↓"icn_logo"
                """),
            .triggering(
                "vague link text",
                """
                Link(destination: url) { Text("Terms") }.accessibilityLabel(↓"Click here")
                """),
            .nonTriggering(
                "labels that say what the element is",
                """
                logoView.accessibilityLabel = "Capital One"
                Link(destination: url) { Text("Terms") }.accessibilityLabel("Terms of service")
                """),
        ]
    }
}
