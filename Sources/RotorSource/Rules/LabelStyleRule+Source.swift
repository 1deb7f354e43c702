import RotorKit

/// `label-style` in Swift source: the tree check, run on the string literals code gives to `accessibilityLabel`
/// (`LiteralLabelChecking`).
extension LabelStyleRule: LiteralLabelChecking {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a label ending with a period",
                """
                let saveButton = UIButton(type: .system)
                saveButton.accessibilityLabel = ↓"Save."
                """),
            .triggering(
                "a label starting in lower case",
                """
                Toggle(isOn: $isOn) { EmptyView() }.accessibilityLabel(↓"dark mode")
                """),
            .nonTriggering(
                "a capitalised label without a period, and an interpolated one Rotor cannot read",
                """
                saveButton.accessibilityLabel = "Save"
                cell.accessibilityLabel = "\\(name), \\(status)"
                """),
        ]
    }
}
