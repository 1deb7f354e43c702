import SwiftUI

/// Shown in the iOS app and on the watch.
func plantRowButton() -> some View {
    Button("Water") {}
        .accessibilityLabel("Water button")
}
