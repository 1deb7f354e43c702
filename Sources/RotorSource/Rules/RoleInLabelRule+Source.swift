import RotorKit

/// `role-in-label` in Swift source: the tree check, run on the string literals code gives to `accessibilityLabel`
/// (`LiteralLabelChecking`).
extension RoleInLabelRule: LiteralLabelChecking {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "the role in a UIKit label",
                """
                shareButton.accessibilityLabel = ↓"Share button"
                """),
            .triggering(
                "the role in a SwiftUI label",
                """
                Image(systemName: "xmark").accessibilityLabel(↓"Close icon")
                """),
            .nonTriggering(
                "labels that leave the role to VoiceOver",
                """
                shareButton.accessibilityLabel = "Share"
                Button(action: close) { Image(systemName: "xmark") }.accessibilityLabel("Close")
                """),
        ]
    }
}
