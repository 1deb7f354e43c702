import SwiftUI

/// Shown in the iOS app.
func articleRowButton() -> some View {
    Button("Read") {}
        .accessibilityLabel("Read button")
}
