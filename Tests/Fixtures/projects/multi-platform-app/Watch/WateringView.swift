import SwiftUI

/// Shown on the watch only.
func wateringButton() -> some View {
    Button("Water") {}
        .accessibilityLabel("Water button")
}
